import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ResultsList } from '@/domain/results/model';
import type { SeasonFile } from '@/domain/season/model';
import { createSeason, getSeason } from '@/persistence/repositories/seasons-repository';
import { createTournament } from '@/persistence/repositories/tournaments-repository';
import { runSeason } from '@/cli/run-season';
import { renderWithProviders } from '@/testing/render';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { SeasonScreens } from './season-screens';

const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 120 }, { name: 'Bernd Maier', total: -40 }, { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
], { date: '2025-10-03' });
/** Another director's file, embedded in the season and not on this device; one registration never played. */
const t3 = typedTournament('t3', 'Sauwald-Turnier', [
  { name: 'Anna Huber', cupNumber: '30', total: 40 }, { name: 'Bernd Maier', total: 30 }, { name: 'Clara Berger', total: -20 }, { name: 'Eva Wimmer', total: -50 },
]);
t3.players.push({ id: 'p5', name: 'Karl Spät' });

const list: ResultsList = {
  format: 'tarock-results', version: 1, id: 'hrc-2', name: 'Hausruck-Cup, 2. Turnier', date: '2025-10-17', source: 'ABAKUS, Ergebnisliste',
  results: [
    { name: 'ANNA Huber', rounds: [45, -12, 30] },
    { name: 'Bernd Maier', rounds: [100, 20, 30] },
    { name: 'Clara Berger', rounds: [10, 30, 0] },
    { name: 'Ida Wolf', rounds: [-20, null, -10] },
  ],
};

interface CommandResult { place: number; cupPoints: number; counted: boolean }
interface CommandRow { name: string; cupNumber: string | null; results: (CommandResult | null)[] }

/** The `season` command's results of tournament `index`, in the page's shape: place, name, Cuppunkte (dropped in brackets). */
function commandRows(data: SeasonFile, index: number): string[][] {
  const run = runSeason(['-', '--json'], JSON.stringify(data));
  expect(run.status).toBe(0);
  const rows = (JSON.parse(run.stdout) as { standings: CommandRow[] }).standings
    .filter((r) => r.results[index] !== null)
    .map((r) => ({ ...r.results[index]!, name: r.name }))
    .sort((a, b) => a.place - b.place);
  const shown = (x: number) => String(x).replace('.', ',');
  return rows.map((r) => [`${r.place}.`, r.name, r.counted ? shown(r.cupPoints) : `[${shown(r.cupPoints)}]`]);
}

/** The page's ranking: place, name (without the line under it), Cuppunkte; and the Schrift column when there is one. */
function shownRows(label = 'Wertung in der Saison'): { rows: string[][]; schrift: string[] } {
  const table = screen.getByRole('table', { name: label });
  const withSchrift = within(table).getAllByRole('columnheader').length === 4;
  const rows = within(table).getAllByRole('row').slice(1);
  return {
    rows: rows.map((r) => {
      const cells = within(r).getAllByRole('cell');
      const name = within(r).getByRole('rowheader').querySelector('bdi')!.textContent!;
      const cup = cells.at(-1)!.cloneNode(true) as HTMLElement;
      cup.querySelectorAll('.sr-only').forEach((s) => s.remove());
      return [cells[0]!.textContent!, name, cup.textContent!];
    }),
    schrift: withSchrift ? rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent!) : [],
  };
}

async function seasonWith(tournaments: SeasonFile['tournaments'], extra: Partial<SeasonFile> = {}) {
  return createSeason(makeSeasonFile(tournaments, { best: 1, ...extra }));
}

describe('a season\'s tournament that is not on this device', () => {
  it('every name on the season screen opens: this device\'s tournament its screen, a results list and another director\'s file the season\'s page', async () => {
    await createTournament(t1);
    const s = await seasonWith([t1, list, t3]);
    renderWithProviders(<SeasonScreens screen="season" id={s.id} view="overview" />, { route: `#/saison/${s.id}` });
    const names = await screen.findByRole('list', { name: 'Turniere' });
    await waitFor(() => expect(within(names).getByRole('link', { name: 'Turnier 1' })).toHaveAttribute('href', '#/t/t1'));
    expect(within(names).getByRole('link', { name: 'Hausruck-Cup, 2. Turnier' })).toHaveAttribute('href', `#/saison/${s.id}/turnier/hrc-2`);
    expect(within(names).getByRole('link', { name: 'Sauwald-Turnier' })).toHaveAttribute('href', `#/saison/${s.id}/turnier/t3`);
  });

  it('a results list: name, date, source, the way back, and its ranking exactly as the season command counts it', async () => {
    const s = await seasonWith([t1, list]);
    renderWithProviders(<SeasonScreens screen="tournament" id={s.id} tournamentId="hrc-2" />, { route: `#/saison/${s.id}/turnier/hrc-2` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hausruck-Cup, 2. Turnier' })).toBeInTheDocument();
    expect(screen.getByText(/^Turnier 2 von 2 · 17\.10\.2025/)).toBeInTheDocument();
    expect(screen.getByTestId('season-tournament-origin')).toHaveTextContent('Ergebnisliste: ABAKUS, Ergebnisliste');
    expect(screen.getByText('4 Spieler · 3 Runden · Heine · beste 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Saison Hausruckviertler Tarockcup 2025/26' })).toHaveAttribute('href', `#/saison/${s.id}`);
    expect(screen.getByRole('link', { name: 'Zurück zur Saison' })).toHaveAttribute('href', `#/saison/${s.id}`);

    const shown = shownRows();
    // Heine, best 1: Bernd 150 → 125; Anna's 63 is dropped (her 110 of Turnier 1 counts); Ida −30 → 0.
    expect(shown.rows).toEqual([['1.', 'Bernd Maier', '125'], ['2.', 'ANNA Huber', '[63]'], ['3.', 'Clara Berger', '40'], ['4.', 'Ida Wolf', '0']]);
    expect(shown.rows).toEqual(commandRows((await getSeason(s.id))!.data as SeasonFile, 1));
    expect(shown.schrift).toEqual(['150', '63', '40', '−30']);
    // The season's name and number for the list's spelling; the name leads to the player's page.
    const anna = screen.getByRole('row', { name: /ANNA Huber/ });
    expect(anna).toHaveTextContent('Nr. 30');
    expect(within(anna).getByRole('link', { name: /^ANNA Huber/ })).toHaveAttribute('href', `#/saison/${s.id}/spieler/%2330`);
    expect(screen.getByText(/^\[ \] Streichergebnis/)).toBeInTheDocument();

    // The season's actions on it: a corrected list (this list chosen), the standings, taking it out (quiet).
    expect(screen.getByRole('link', { name: 'Korrigierte Liste einlesen' })).toHaveAttribute('href', `#/saison/${s.id}/results/hrc-2`);
    expect(screen.getByRole('button', { name: 'Aus der Saison nehmen' }).className).not.toMatch(/bg-green|bg-red/);
  });

  it('a list typed from paper with its Cuppunkte: no Schrift column, and the line says the list\'s points stand', async () => {
    const paper: ResultsList = {
      format: 'tarock-results', version: 1, id: 'paper', name: 'Sauwald 2 (Papier)', source: 'Papier',
      results: [{ name: 'Clara Berger', place: 2, cupPoints: 80 }, { name: 'Bernd Maier', place: 1, cupPoints: 100 }, { name: 'Anna Huber', place: 2, cupPoints: 80 }],
    };
    const s = await seasonWith([t1, paper]);
    renderWithProviders(<SeasonScreens screen="tournament" id={s.id} tournamentId="paper" />, { route: `#/saison/${s.id}/turnier/paper` });
    expect(await screen.findByText('3 Spieler · Cuppunkte laut Liste · beste 1')).toBeInTheDocument();
    expect(screen.getByTestId('season-tournament-origin')).toHaveTextContent('Ergebnisliste: Papier');
    const shown = shownRows();
    expect(shown.schrift).toEqual([]);
    // Shared place 2 in the list's order; Anna's 110 of Turnier 1 counts (best 1), her 80 here is dropped.
    expect(shown.rows).toEqual([['1.', 'Bernd Maier', '100'], ['2.', 'Clara Berger', '80'], ['2.', 'Anna Huber', '[80]']]);
    const byRow = (a: string[], b: string[]) => a.join('|').localeCompare(b.join('|'));
    expect([...shown.rows].sort(byRow)).toEqual(commandRows((await getSeason(s.id))!.data as SeasonFile, 1).sort(byRow));
  });

  it('another director\'s tournament file: where it came from, registrations without a result, and English', async () => {
    const s = await seasonWith([t1, t3], { eligible: ['30', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber'] });
    renderWithProviders(<SeasonScreens screen="tournament" id={s.id} tournamentId="t3" />, { route: `#/saison/${s.id}/turnier/t3`, lang: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sauwald-Turnier' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('season-tournament-origin')).toHaveTextContent('Tournament file from another director'));
    expect(screen.queryByRole('link', { name: 'Open the tournament' })).toBeNull();
    expect(screen.getByText('Tournament 2 of 2')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Ranking in the season' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    // Best 1: Anna's 110 of Turnier 1 counts, her 40 here is dropped (Clara's 0 too: of equal Cuppunkte the earlier
    // tournament counts); Eva is no player of this ranking (§12 eligible).
    expect(rows).toEqual([
      '1.Anna HuberNo. 3040[40] (dropped result)',
      '2.Bernd Maier3030',
      '3.Clara Berger−20[0] (dropped result)',
      '4.Eva Wimmernot in this ranking−500',
    ]);
    expect(within(table).queryByRole('link', { name: /Eva Wimmer/ })).toBeNull();
    expect(shownRows('Ranking in the season').rows.slice(0, 3)).toEqual(commandRows((await getSeason(s.id))!.data as SeasonFile, 1));
    expect(screen.getByText(/^"Not in this ranking"/)).toBeInTheDocument();
    expect(screen.getByText('1 registered player without a result (no round played): no place and no cup points.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read a corrected list' })).toBeNull();
    expect(screen.getByText(/^A newer version of this tournament file/)).toBeInTheDocument();
  });

  it('a tournament this device holds says so and opens it', async () => {
    await createTournament(t1);
    const s = await seasonWith([t1]);
    renderWithProviders(<SeasonScreens screen="tournament" id={s.id} tournamentId="t1" />, { route: `#/saison/${s.id}/turnier/t1` });
    expect(await screen.findByRole('link', { name: 'Turnier öffnen' })).toHaveAttribute('href', '#/t/t1');
    expect(screen.getByTestId('season-tournament-origin')).toHaveTextContent('Auf diesem Gerät gespielt');
  });

  it('a tournament the season does not have: says so and leads back to the season; an unknown season: the record gate\'s answer', async () => {
    const s = await seasonWith([t1]);
    const { unmount } = renderWithProviders(<SeasonScreens screen="tournament" id={s.id} tournamentId="nope" />, { route: `#/saison/${s.id}/turnier/nope` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieses Turnier gibt es in der Saison nicht (mehr).');
    expect(screen.getByRole('link', { name: 'Zur Saison Hausruckviertler Tarockcup 2025/26' })).toHaveAttribute('href', `#/saison/${s.id}`);
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    renderWithProviders(<SeasonScreens screen="tournament" id="gone" tournamentId="t1" />, { route: '#/saison/gone/turnier/t1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Saison gibt es auf diesem Gerät nicht.');
  });

  it('"Aus der Saison nehmen" asks first, then takes it out and goes back to the season', async () => {
    const s = await seasonWith([t1, list]);
    const { user } = renderWithProviders(<SeasonScreens screen="tournament" id={s.id} tournamentId="hrc-2" />, { route: `#/saison/${s.id}/turnier/hrc-2` });
    await user.click(await screen.findByRole('button', { name: 'Aus der Saison nehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turnier aus der Saison nehmen?' });
    expect(dialog).toHaveTextContent('„Hausruck-Cup, 2. Turnier“ und seine Ergebnisse zählen dann nicht mehr für die Saison.');
    await user.click(within(dialog).getByRole('button', { name: 'Aus der Saison nehmen' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/saison/${s.id}`));
    expect((await getSeason(s.id))!.data.tournaments.map((x) => x.id)).toEqual(['t1']);
    expect(await screen.findByText('„Hausruck-Cup, 2. Turnier“ aus der Saison genommen')).toBeInTheDocument();
  });

  it('a corrected list from the page: the list is chosen as the one replaced, keeps its name and date, and leads back to its page', async () => {
    const s = await seasonWith([t1, list]);
    const { user } = renderWithProviders(<SeasonScreens screen="correct-results" id={s.id} tournamentId="hrc-2" />, { route: `#/saison/${s.id}/results/hrc-2` });
    expect(await screen.findByText(/^Korrigierte Fassung von „Hausruck-Cup, 2\. Turnier“/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', `#/saison/${s.id}/turnier/hrc-2`);
    const csv = 'Name;R1;R2;R3\nAnna Huber;45;-12;30\nBernd Maier;100;20;30\nClara Berger;10;30;5\nIda Wolf;-20;;-10\n';
    await user.upload(screen.getByLabelText('Datei wählen (CSV, TSV, Ergebnisliste)', { selector: 'input' }), new File([csv], 'korrigiert.csv', { type: 'text/csv' }));
    const target = await screen.findByRole('combobox', { name: 'Diese Liste ist' });
    expect(target).toHaveValue('hrc-2');
    // The corrected list keeps the list's name and date (a CSV carries neither).
    expect(screen.getByLabelText('Name des Turniers', { selector: 'input' })).toHaveValue('Hausruck-Cup, 2. Turnier');
    expect(screen.getByLabelText('Datum', { selector: 'input' })).toHaveValue('2025-10-17');
    await user.click(screen.getByRole('button', { name: 'Neue Fassung prüfen und übernehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Fassung von „Hausruck-Cup, 2. Turnier“' });
    await user.click(within(dialog).getByRole('button', { name: 'Ersetzen' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/saison/${s.id}/turnier/hrc-2`));
    const stored = (await getSeason(s.id))!.data.tournaments[1] as ResultsList;
    expect(stored).toMatchObject({ id: 'hrc-2', name: 'Hausruck-Cup, 2. Turnier', date: '2025-10-17' });
    expect(stored.results[2]!.rounds).toEqual([10, 30, 5]);
  });
});
