import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createSeason, getSeason } from '@/persistence/repositories/seasons-repository';
import { renderWithProviders } from '@/testing/render';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { SeasonScreens } from './season-screens';

const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'oef');
const fixture = (name: string): File => new File([readFileSync(join(FIXTURES, name))], name, { type: 'application/json' });
const json = (name: string, value: unknown): File => new File([JSON.stringify(value)], name, { type: 'application/json' });

/** A cup's season file whose winner is `winner` (one ÖF place, 120 start points). */
const cupFile = (cup: string, winner: string) => makeSeasonFile([typedTournament(`${cup}-1`, 'Turnier 1', [
  { name: winner, total: 90 }, { name: `${cup} Zwei`, total: 10 }, { name: `${cup} Drei`, total: -40 }, { name: `${cup} Vier`, total: -60 },
])], { cup, oef: { places: 1, startPoints: [120] } });

async function setUp() {
  const stored = await createSeason(makeSeasonFile([], { cup: 'Österreich-Finale', season: '2026', best: 1 }));
  const view = renderWithProviders(<SeasonScreens screen="season" id={stored.id} view="oef" />, { route: `#/saison/${stored.id}/oef` });
  await screen.findByRole('button', { name: 'Dateien der Cups wählen' });
  const pick = (...files: File[]) => view.user.upload(screen.getByLabelText('Dateien der Cups wählen', { selector: 'input' }), files);
  return { ...view, id: stored.id, pick };
}

describe('the ÖF start list', () => {
  it('reads two cups\' season files, previews each person once with the better start points, and stores the list with the codes chosen', async () => {
    const { user, id, pick } = await setUp();
    await pick(fixture('hausruck.season.json'), fixture('kaernten.season.json'));
    expect(await screen.findByText('Hausruckviertler Tarockcup 2025/26 · 3 qualifiziert')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Kürzel für die ÖF-Nummern von Hausruckviertler Tarockcup'));
    await user.type(screen.getByLabelText('Kürzel für die ÖF-Nummern von Hausruckviertler Tarockcup'), 'HRC');
    await user.clear(screen.getByLabelText('Kürzel für die ÖF-Nummern von Kärntner Tarockcup'));
    await user.type(screen.getByLabelText('Kürzel für die ÖF-Nummern von Kärntner Tarockcup'), 'KTC');
    const preview = screen.getByRole('table', { name: 'Vorschau: 6 Spieler' });
    const first = within(preview).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('KTC-5Bernd Maier120KTC 1. (120) · HRC 3. (104)');
    await user.click(screen.getByRole('button', { name: 'Startliste speichern' }));
    await waitFor(async () => expect((await getSeason(id))!.app?.oefStart?.entries).toHaveLength(6));
    const stored = (await getSeason(id))!.app!.oefStart!;
    expect(stored.entries[0]).toMatchObject({ number: 'KTC-5', name: 'Bernd Maier', points: 120 });
    expect(stored.sources.map((s) => [s.code, s.file, s.players])).toEqual([['HRC', 'hausruck.season.json', 3], ['KTC', 'kaernten.season.json', 4]]);
    expect(stored.qualified).toBe(7);
  });

  it('asks about close names of two cups; "Dieselbe Person" makes them one, and only then can the list be stored', async () => {
    const { user, id, pick } = await setUp();
    await pick(json('a.json', cupFile('Alpencup', 'Anna Huber')), json('b.json', cupFile('Bergcup', 'Anna Hueber')));
    const doubts = await screen.findByRole('region', { name: 'Dieselbe Person?' });
    expect(within(doubts).getByText('ein Buchstabe anders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Startliste speichern' })).toBeDisabled();
    expect(screen.getByText('Erst alle Fragen „Dieselbe Person?“ beantworten.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('listitem', { name: 'Anna Huber / Anna Hueber' })).getByRole('button', { name: 'Dieselbe Person' }));
    expect(screen.getByRole('table', { name: 'Vorschau: 1 Spieler' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Startliste speichern' }));
    await waitFor(async () => expect((await getSeason(id))!.app?.oefStart?.entries.map((e) => e.via.length)).toEqual([2]));
  });

  it('refuses a file it cannot read, naming it, and takes nothing of that pick; two cups with one code are refused', async () => {
    const { id, pick } = await setUp();
    await pick(fixture('hausruck.season.json'), json('ohne-oef.json', makeSeasonFile([cupFile('X', 'Y').tournaments[0]!])));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('„ohne-oef.json“ kann nicht gelesen werden:');
    expect(alert).toHaveTextContent('Diese Saison hat keine ÖF-Plätze: Niemand ist daraus qualifiziert.');
    expect(alert).toHaveTextContent('Nichts wurde übernommen.');
    expect(screen.queryByText('Hausruckviertler Tarockcup 2025/26 · 3 qualifiziert')).not.toBeInTheDocument();

    await pick(json('a.json', cupFile('Alpencup', 'Anna Huber')), json('b.json', cupFile('Almcup', 'Otto Graf')));
    expect(await screen.findByText('Almcup 2025/26 · 1 qualifiziert')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Almcup hat dasselbe Kürzel wie Alpencup.');
    expect(screen.getByRole('button', { name: 'Startliste speichern' })).toBeDisabled();
    expect((await getSeason(id))!.app?.oefStart).toBeUndefined();
  });
});
