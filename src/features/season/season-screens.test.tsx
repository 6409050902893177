import type { TournamentFile } from '@/domain/tournament/model';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createSeason, getSeason, listSeasons, setTournamentSeason } from '@/persistence/repositories/seasons-repository';
import { createTournament } from '@/persistence/repositories/tournaments-repository';
import { renderWithProviders } from '@/testing/render';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { SeasonScreens } from './season-screens';

const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 152 }, { name: 'Bernd Maier', cupNumber: '12', total: -40 },
  { name: 'Clara Berger', total: -52 }, { name: 'Dieter Gruber', total: -60 },
]);
const t2 = typedTournament('t2', 'Turnier 2', [
  { name: 'Anna Hueber', total: 96 }, { name: 'Bernd Maier', total: 20 }, { name: 'Clara Berger', total: -56 }, { name: 'Dieter Gruber', total: -60 },
]);

function file(text: string, name = 'turnier.json'): File {
  return new File([text], name, { type: 'application/json' });
}

describe('setup', () => {
  it('creates a season with the chosen scheme, best N and the Hausruck ÖF table', async () => {
    const { user } = renderWithProviders(<SeasonScreens screen="new" />, { route: '#/saison/new' });
    await user.type(await screen.findByRole('textbox', { name: 'Name des Cups' }), 'Hausruckviertler Tarockcup');
    await user.type(screen.getByRole('textbox', { name: 'Saison' }), '2025/26');
    await user.click(screen.getByRole('radio', { name: 'Fixpunkte (223, 198 …)' }));
    await user.click(screen.getByRole('radio', { name: 'die besten …' }));
    await user.type(screen.getByRole('textbox', { name: 'Anzahl der besten Ergebnisse' }), '6');
    await user.type(screen.getByRole('textbox', { name: /^Geplante Turniere/ }), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Österreich-Finale (ÖF)' }), 'hausruckRaiffeisenWien');
    expect(screen.getByRole('textbox', { name: 'Qualifizierte Plätze' })).toHaveValue('60');
    await user.click(screen.getByRole('button', { name: 'Saison anlegen' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/saison\/[0-9a-f-]{36}$/));
    const [stored] = await listSeasons();
    expect(stored!.data).toMatchObject({ cup: 'Hausruckviertler Tarockcup', season: '2025/26', cupPoints: 'fixpunkte', best: 6, plannedTournaments: 12, tournaments: [] });
    expect(stored!.data.oef!.places).toBe(60);
    expect(stored!.data.oef!.startPoints.slice(0, 3)).toEqual([120, 111, 104]);
    expect(stored!.app).toEqual({ rules: 'tarockcup' });
  });

  it('refuses impossible settings with what to do, and stores nothing', async () => {
    const { user } = renderWithProviders(<SeasonScreens screen="new" />, { route: '#/saison/new', lang: 'en' });
    await user.type(await screen.findByRole('textbox', { name: 'Name of the cup' }), 'Sauwald-Cup');
    await user.type(screen.getByRole('textbox', { name: 'Season' }), '2025/26');
    await user.click(screen.getByRole('radio', { name: 'the best …' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of best results' }), '0');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Austrian final (ÖF)' }), 'own');
    await user.clear(screen.getByRole('textbox', { name: 'Qualifying places' }));
    await user.type(screen.getByRole('textbox', { name: 'Qualifying places' }), '4');
    await user.type(screen.getByRole('textbox', { name: /^ÖF start points/ }), '120, 111, 104');
    await user.click(screen.getByRole('button', { name: 'Create season' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('At least 1 and at most 100 results can count. Enter a number from 1 to 100 – or choose "half" or "all".');
    expect(alert).toHaveTextContent('The table has only 3 start points for 4 places. Choose fewer places or add start points.');
    expect(await listSeasons()).toEqual([]);
  });

  it('refuses an own cup-point list that is not numbers', async () => {
    const { user } = renderWithProviders(<SeasonScreens screen="new" />, { route: '#/saison/new' });
    await user.type(await screen.findByRole('textbox', { name: 'Name des Cups' }), 'Cup');
    await user.type(screen.getByRole('textbox', { name: 'Saison' }), '2026');
    await user.click(screen.getByRole('radio', { name: 'eigene Liste' }));
    await user.type(screen.getByRole('textbox', { name: /^Cuppunkte für Platz/ }), '100, neunzig');
    await user.click(screen.getByRole('button', { name: 'Saison anlegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Cuppunkte-Liste: Zahlen ab 0');
    expect(await listSeasons()).toEqual([]);
  });
});

describe('the seasons\' list', () => {
  it('a season file that fails the check is refused naming the file, what is wrong and what to do', async () => {
    const { user } = renderWithProviders(<SeasonScreens screen="list" />, { route: '#/saison' });
    const input = await screen.findByLabelText('Saisondatei importieren', { selector: 'input' });
    await user.upload(input, [file(JSON.stringify({ ...makeSeasonFile([t1]), best: 0 }), 'hausruck-saison.json')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('„hausruck-saison.json“ nicht importiert');
    expect(alert).toHaveTextContent('Gewertete Ergebnisse: eine ganze Zahl von 1 bis 100');
    expect(alert).toHaveTextContent('Was tun: auf dem Gerät, das die Saison führt, die Saisondatei neu exportieren');
    expect(await listSeasons()).toEqual([]);
  });
});

describe('the season\'s desk', () => {
  it('adds tournament files whole, recognises the same file, and refuses a broken one naming where', async () => {
    const s = await createSeason(makeSeasonFile());
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="overview" />, { route: `#/saison/${s.id}` });
    const input = await screen.findByLabelText('Turnierdateien hinzufügen', { selector: 'input' });
    await user.upload(input, [file(JSON.stringify(t1), 't1.json')]);
    const list = await screen.findByRole('list', { name: 'Turniere' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await user.upload(input, [file(JSON.stringify(t1), 't1.json')]);
    expect(await screen.findByText('„Turnier 1“ ist schon genau so in der Saison.')).toBeInTheDocument();

    const broken = structuredClone(t2);
    broken.rounds[0]!.tables[0]!.result = { totals: [10, 0, 0, 0] };
    await user.upload(input, [file(JSON.stringify(broken), 'kaputt.json')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('„kaputt.json“ nicht hinzugefügt');
    expect(alert).toHaveTextContent('Runde 1, Tisch 1');
    expect(alert).toHaveTextContent('Was tun: die genannten Stellen in der Datei korrigieren');
    expect((await getSeason(s.id))!.data.tournaments).toHaveLength(1);
  });

  it('an empty season leads to a new tournament of the season, and offers nothing to rank, project or doubt', async () => {
    const s = await createSeason(makeSeasonFile());
    renderWithProviders(<SeasonScreens screen="season" id={s.id} view="overview" />, { route: `#/saison/${s.id}` });
    const create = await screen.findByRole('link', { name: 'Neues Turnier dieser Saison' });
    expect(create).toHaveAttribute('href', `#/t/new/${s.id}`);
    expect(screen.queryByRole('link', { name: 'Saisonwertung' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Beamer' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Zuordnungen/ })).toBeNull();
  });

  it('a tournament this device holds opens from its name; one set up for the season and not yet ranked is offered for the standings', async () => {
    await createTournament(t1);
    await createTournament(t2);
    const s = await createSeason(makeSeasonFile([t1]));
    await setTournamentSeason(t2.id, s.id);
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="overview" />, { route: `#/saison/${s.id}` });
    const list = await screen.findByRole('list', { name: 'Turniere' });
    // Until the device's tournaments are read the name leads to the season's page of it, which opens it too.
    await waitFor(() => expect(within(list).getByRole('link', { name: 'Turnier 1' })).toHaveAttribute('href', '#/t/t1'));
    // One tournament: nothing to reorder; taking it out is a quiet text button, not the loudest action.
    expect(within(list).queryByRole('group', { name: 'Reihenfolge' })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Aus der Saison nehmen' }).className).not.toMatch(/bg-green|bg-red/);
    const pending = await screen.findByRole('list', { name: 'Auf diesem Gerät, noch nicht in der Wertung' });
    expect(within(pending).getByRole('link', { name: 'Turnier 2' })).toHaveAttribute('href', '#/t/t2');
    // It is not offered twice (the device has no other tournament to add).
    expect(screen.queryByRole('combobox', { name: 'Turnier dieses Geräts' })).toBeNull();
    await user.click(within(pending).getByRole('button', { name: '„Turnier 2“ in die Wertung übernehmen' }));
    await waitFor(async () => expect((await getSeason(s.id))!.data.tournaments.map((x) => x.id)).toEqual(['t1', 't2']));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Auf diesem Gerät, noch nicht in der Wertung' })).toBeNull());
    await waitFor(() => expect(within(list).getAllByRole('group', { name: 'Reihenfolge' })).toHaveLength(2));
  });

  it('asks before replacing a newer version of the same tournament', async () => {
    const s = await createSeason(makeSeasonFile([t1]));
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="overview" />, { route: `#/saison/${s.id}` });
    const input = await screen.findByLabelText('Turnierdateien hinzufügen', { selector: 'input' });
    await user.upload(input, [file(JSON.stringify({ ...t1, name: 'Turnier 1, korrigiert' }))]);
    const dialog = await screen.findByRole('dialog', { name: 'Dieses Turnier ist schon in der Saison' });
    expect(within(dialog).getByRole('list', { name: 'Was anders ist' })).toHaveTextContent('„Turnier 1“: anderer Stand');
    expect(dialog).toHaveTextContent('Die Ergebnisse der Tische sind gleich.');
    await user.click(within(dialog).getByRole('button', { name: 'Ersetzen' }));
    await waitFor(async () => expect((await getSeason(s.id))!.data.tournaments[0]!.name).toBe('Turnier 1, korrigiert'));
  });

  it('adds a tournament of this device', async () => {
    await createTournament(t2);
    const s = await createSeason(makeSeasonFile([t1]));
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="overview" />, { route: `#/saison/${s.id}` });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Turnier dieses Geräts' }), 't2');
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(async () => expect((await getSeason(s.id))!.data.tournaments.map((x) => x.id)).toEqual(['t1', 't2']));
  });
});

describe('a tournament of this device that changed after it was added', () => {
  it('offers its newer version and takes it over; the order can be changed', async () => {
    const s = await createSeason(makeSeasonFile([t1]));
    await new Promise((r) => setTimeout(r, 5));
    await createTournament({ ...t1, name: 'Turnier 1 (mit Nachtrag)' });
    await createTournament(t2);
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="overview" />, { route: `#/saison/${s.id}` });
    expect(await screen.findByText('Auf diesem Gerät gibt es eine neuere Fassung.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Neuere Fassung übernehmen' }));
    // Never replaced unasked: the question names what differs, "nur Fehlendes übernehmen" keeps the season's results.
    const dialog = await screen.findByRole('dialog', { name: 'Dieses Turnier ist schon in der Saison' });
    await user.click(within(dialog).getByRole('button', { name: 'Nur Fehlendes übernehmen' }));
    await waitFor(async () => expect((await getSeason(s.id))!.data.tournaments[0]!.name).toBe('Turnier 1 (mit Nachtrag)'));
    await waitFor(() => expect(screen.queryByText('Auf diesem Gerät gibt es eine neuere Fassung.')).toBeNull());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Turnier dieses Geräts' }), 't2');
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(async () => expect((await getSeason(s.id))!.data.tournaments).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Turnier 2 früher' }));
    await waitFor(async () => expect((await getSeason(s.id))!.data.tournaments.map((x) => x.id)).toEqual(['t2', 't1']));
  });
});

describe('doubtful matches', () => {
  it('lists the typo and records "same person", with the spelling chosen, in the season file', async () => {
    const s = await createSeason(makeSeasonFile([t1, t2]));
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="matches" />, { route: `#/saison/${s.id}/matches` });
    const doubt = await screen.findByRole('listitem', { name: 'Anna Huber / Anna Hueber' });
    expect(doubt).toHaveTextContent('ein Buchstabe anders');
    await user.click(within(doubt).getByRole('button', { name: 'Dieselbe Person, heißt „Anna Huber“' }));
    expect(await screen.findByText('Keine zweifelhaften Zuordnungen.')).toBeInTheDocument();
    expect(((await getSeason(s.id))!.data.tournaments[1] as TournamentFile).players[0]).toEqual({ id: 'p1', name: 'Anna Huber', cupNumber: '30' });
  });

  it('"different people" keeps them apart and no longer lists them', async () => {
    const s = await createSeason(makeSeasonFile([t1, t2]));
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="matches" />, { route: `#/saison/${s.id}/matches` });
    const doubt = await screen.findByRole('listitem', { name: 'Anna Huber / Anna Hueber' });
    await user.click(within(doubt).getByRole('button', { name: 'Verschiedene Personen' }));
    expect(await screen.findByText('Keine zweifelhaften Zuordnungen.')).toBeInTheDocument();
    expect(((await getSeason(s.id))!.data.tournaments[1] as TournamentFile).players[0]).toEqual({ id: 'p1', name: 'Anna Hueber' });
  });
});

describe('standings', () => {
  it('shows total and ÖF first, then each tournament\'s cup points, dropped ones in brackets, and participations; the search finds a player', async () => {
    const s = await createSeason(makeSeasonFile([t1, t2], { best: 1, oef: { places: 2, startPoints: [120, 111] } }));
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="standings" />, { route: `#/saison/${s.id}/standings` });
    const table = await screen.findByRole('table', { name: 'Saisonwertung' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent).concat());
    // Heine: Anna Huber 152 → 126, "Anna Hueber" 96 → 96 (another cup player until merged), Bernd 0 and 20 → best 1: 20.
    const names = within(table).getAllByRole('rowheader').map((h) => h.textContent);
    expect(names).toEqual(['Anna Huber', 'Anna Hueber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber']);
    expect(rows[0]).toEqual(['1.', '126', '120', '30', '126', '', '1']);
    expect(rows[2]).toEqual(['3.', '20', '', '12', '[0] (Streichergebnis)', '20', '2']);
    await user.type(screen.getByRole('searchbox', { name: 'Spieler suchen' }), '12');
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Bernd Maier']));
  });

  it('a tie no tie-break separates: "Los ziehen" records the order in the season file\'s lots', async () => {
    // Own cup points by place: Anna and Karl share the tournament's place 1 (90 each), Clara and Dieter its place 5 (42.5 each).
    const tied = typedTournament('t9', 'Turnier 9', [
      { name: 'Anna Huber', cupNumber: '30', total: 20 }, { name: 'Karl Koch', total: 20 }, { name: 'Xaver Roth', total: -15 }, { name: 'Yvonne Lang', total: -25 },
      { name: 'Eva Wimmer', total: 12 }, { name: 'Fritz Bauer', total: 8 }, { name: 'Clara Berger', total: -10 }, { name: 'Dieter Gruber', total: -10 },
    ]);
    const s = await createSeason(makeSeasonFile([tied], { tieBreaks: [], cupPoints: [100, 80, 60, 50, 45, 40, 30, 20] }));
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="standings" />, { route: `#/saison/${s.id}/standings` });
    expect(await screen.findByTestId('ties-summary')).toHaveTextContent('2 Gleichstände · 1 entscheidet über Sieg, Stockerl oder ÖF');
    await user.click(await screen.findByRole('button', { name: 'Los ziehen: Anna Huber, Karl Koch' }));
    await waitFor(async () => expect([...((await getSeason(s.id))!.data.lots ?? [])].sort()).toEqual(['30', 'karl koch']));
    const table = screen.getByRole('table', { name: 'Saisonwertung' });
    await waitFor(() => expect(within(table).getAllByText('(per Los)')).toHaveLength(2));
    // Clara and Dieter are still tied on place 5, which decides nothing: their lot is offered on request, and keeps the first draw.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Los ziehen: Clara Berger, Dieter Gruber' })).toBeNull());
    await waitFor(() => expect(screen.getByTestId('ties-summary')).toHaveTextContent('1 Gleichstand · keiner entscheidet über Sieg, Stockerl oder ÖF'));
    await user.click(screen.getByRole('button', { name: 'Alle Lose …' }));
    await user.click(screen.getByRole('button', { name: 'Los ziehen: Clara Berger, Dieter Gruber' }));
    await waitFor(async () => expect((await getSeason(s.id))!.data.lots).toHaveLength(4));
  });

  it('a tie on the podium offers its lot at once, named as the podium', async () => {
    const tied = typedTournament('t8', 'Turnier 8', [
      { name: 'Anna Huber', total: 30 }, { name: 'Karl Koch', total: 10 }, { name: 'Clara Berger', total: 10 }, { name: 'Dieter Gruber', total: -50 },
    ]);
    const s = await createSeason(makeSeasonFile([tied], { tieBreaks: [] }));
    renderWithProviders(<SeasonScreens screen="season" id={s.id} view="standings" />, { route: `#/saison/${s.id}/standings` });
    expect(await screen.findByTestId('ties-summary')).toHaveTextContent('1 Gleichstand · 1 entscheidet über Sieg, Stockerl oder ÖF');
    const lots = screen.getByRole('list', { name: 'Los ziehen' });
    expect(lots).toHaveTextContent('Stockerl:Platz 2: Clara Berger, Karl Koch');
    expect(within(lots).getByRole('button', { name: 'Los ziehen: Clara Berger, Karl Koch' })).toBeInTheDocument();
  });

  it('an ÖF Gesamtwertung explains Start, Final and Gesamt under the table, on screen and on A4, and not the cup\'s brackets it does not have', async () => {
    const s = await createSeason(makeSeasonFile([t1], {
      best: 1, final: { tournament: 1, counts: 'inside' }, tieBreaks: ['finalRounds'],
      carried: [{ player: '30', points: 120 }, { player: '12', points: 111 }, { player: 'Clara Berger', points: 100 }, { player: 'Dieter Gruber', points: 90 }],
    }));
    renderWithProviders(<SeasonScreens screen="season" id={s.id} view="standings" />, { route: `#/saison/${s.id}/standings` });
    const table = await screen.findByRole('table', { name: 'Saisonwertung' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent).slice(0, 5)).toEqual(['Platz', 'Name', 'Start', 'Final', 'Gesamt']);
    const legend = screen.getByTestId('season-legend');
    expect(legend).toHaveTextContent('Start: ÖF-Startpunkte aus dem Cup · Final: Finalpunkte des Tages · Gesamt: beides zusammen.');
    expect(legend).not.toHaveTextContent('Eckige Klammern');
    expect(screen.queryByText(/Eckige Klammern/)).toBeNull();
    // The legend is inside what A4 prints.
    expect(legend.closest('.season-print')).not.toBeNull();
  });

  it('a cup season explains its brackets for dropped results', async () => {
    const s = await createSeason(makeSeasonFile([t1, t2], { best: 1 }));
    renderWithProviders(<SeasonScreens screen="season" id={s.id} view="standings" />, { route: `#/saison/${s.id}/standings` });
    expect(await screen.findByTestId('season-legend')).toHaveTextContent('Eckige Klammern: Streichergebnis (zählt nicht). Leer: nicht gespielt.');
    expect(screen.getByTestId('season-legend')).not.toHaveTextContent('Start:');
  });

  it('says so when the season has no tournament yet', async () => {
    const s = await createSeason(makeSeasonFile());
    renderWithProviders(<SeasonScreens screen="season" id={s.id} view="standings" />, { route: `#/saison/${s.id}/standings` });
    expect(await screen.findByText('Noch keine Wertung – die Saison hat noch kein Turnier.')).toBeInTheDocument();
  });
});

describe('projector', () => {
  it('shows every tournament while it fits; a large season in pages, every name in full', async () => {
    const small = await createSeason(makeSeasonFile([t1, t2]));
    const view = renderWithProviders(<SeasonScreens screen="season" id={small.id} view="projector" />, { route: `#/saison/${small.id}/projector` });
    const table = await screen.findByRole('table', { name: 'Saisonwertung' });
    expect(within(table).getAllByRole('columnheader').filter((h) => !h.getAttribute('aria-hidden')).map((h) => h.textContent)).toEqual(['Platz', 'Name', 'T1', 'T2', 'Gesamt']);
    view.unmount();

    const entrants = Array.from({ length: 88 }, (_, i) => ({ name: `Maximiliane Oberhuber-Leitner ${String(i + 1).padStart(2, '0')}`, total: [30, 10, -15, -25][i % 4]! }));
    const big = await createSeason(makeSeasonFile([typedTournament('big', 'Großes Turnier', entrants)], { oef: { places: 30, startPoints: Array.from({ length: 30 }, (_, i) => 120 - i) } }));
    renderWithProviders(<SeasonScreens screen="season" id={big.id} view="projector" />, { route: `#/saison/${big.id}/projector` });
    const wall = await screen.findByRole('table', { name: 'Saisonwertung' });
    // Names are never cut short in text: the whole name is in the cell.
    expect(within(wall).getAllByRole('rowheader')[0]!.textContent).toMatch(/^Maximiliane Oberhuber-Leitner \d\d$/);
    expect(within(wall).getAllByRole('rowheader').length).toBeLessThan(88);
  });
});
