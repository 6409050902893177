import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createSeason, getSeason, listSeasons } from '@/persistence/repositories/seasons-repository';
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
    expect((await getSeason(s.id))!.data.tournaments).toHaveLength(1);
  });

  it('asks before replacing a newer version of the same tournament', async () => {
    const s = await createSeason(makeSeasonFile([t1]));
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="overview" />, { route: `#/saison/${s.id}` });
    const input = await screen.findByLabelText('Turnierdateien hinzufügen', { selector: 'input' });
    await user.upload(input, [file(JSON.stringify({ ...t1, name: 'Turnier 1, korrigiert' }))]);
    const dialog = await screen.findByRole('dialog', { name: 'Neuere Fassung übernehmen?' });
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
  it('lists the typo and records "same person" in the season file', async () => {
    const s = await createSeason(makeSeasonFile([t1, t2]));
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="matches" />, { route: `#/saison/${s.id}/matches` });
    const doubt = await screen.findByRole('listitem', { name: 'Anna Huber / Anna Hueber' });
    expect(doubt).toHaveTextContent('ein Buchstabe anders');
    await user.click(within(doubt).getByRole('button', { name: 'Dieselbe Person: „Anna Huber“' }));
    expect(await screen.findByText('Keine zweifelhaften Zuordnungen.')).toBeInTheDocument();
    expect((await getSeason(s.id))!.data.tournaments[1]!.players[0]).toEqual({ id: 'p1', name: 'Anna Hueber', cupNumber: '30' });
  });

  it('"different people" keeps them apart and no longer lists them', async () => {
    const s = await createSeason(makeSeasonFile([t1, t2]));
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="matches" />, { route: `#/saison/${s.id}/matches` });
    const doubt = await screen.findByRole('listitem', { name: 'Anna Huber / Anna Hueber' });
    await user.click(within(doubt).getByRole('button', { name: 'Verschiedene Personen' }));
    expect(await screen.findByText('Keine zweifelhaften Zuordnungen.')).toBeInTheDocument();
    expect((await getSeason(s.id))!.data.tournaments[1]!.players[0]).toEqual({ id: 'p1', name: 'Anna Hueber' });
  });
});

describe('standings', () => {
  it('shows each tournament\'s cup points, dropped ones in brackets, total, participations and ÖF; the search finds a player', async () => {
    const s = await createSeason(makeSeasonFile([t1, t2], { best: 1, oef: { places: 2, startPoints: [120, 111] } }));
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="standings" />, { route: `#/saison/${s.id}/standings` });
    const table = await screen.findByRole('table', { name: 'Saisonwertung' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent).concat());
    // Heine: Anna Huber 152 → 126, "Anna Hueber" 96 → 96 (another cup player until merged), Bernd 0 and 20 → best 1: 20.
    const names = within(table).getAllByRole('rowheader').map((h) => h.textContent);
    expect(names).toEqual(['Anna Huber', 'Anna Hueber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber']);
    expect(rows[0]).toEqual(['1.', '126', '30', '126', '', '1', '120']);
    expect(rows[2]).toEqual(['3.', '20', '12', '[0] (Streichergebnis)', '20', '2', '']);
    await user.type(screen.getByRole('searchbox', { name: 'Spieler suchen' }), '12');
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Bernd Maier']));
  });

  it('a tie no tie-break separates: "Los ziehen" records the order in the season file\'s lots', async () => {
    const tied = typedTournament('t9', 'Turnier 9', [
      { name: 'Anna Huber', cupNumber: '30', total: 20 }, { name: 'Karl Koch', total: 20 }, { name: 'Clara Berger', total: -20 }, { name: 'Dieter Gruber', total: -20 },
    ]);
    const s = await createSeason(makeSeasonFile([tied], { tieBreaks: [] }));
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="standings" />, { route: `#/saison/${s.id}/standings` });
    await user.click(await screen.findByRole('button', { name: 'Los ziehen: Anna Huber, Karl Koch' }));
    await waitFor(async () => expect([...((await getSeason(s.id))!.data.lots ?? [])].sort()).toEqual(['30', 'karl koch']));
    const table = screen.getByRole('table', { name: 'Saisonwertung' });
    await waitFor(() => expect(within(table).getAllByText('(per Los)')).toHaveLength(2));
    // Clara and Dieter are still tied; drawing theirs keeps the first draw.
    await user.click(screen.getByRole('button', { name: 'Los ziehen: Clara Berger, Dieter Gruber' }));
    await waitFor(async () => expect((await getSeason(s.id))!.data.lots).toHaveLength(4));
  });

  it('says so when the season has no tournament yet', async () => {
    const s = await createSeason(makeSeasonFile());
    renderWithProviders(<SeasonScreens screen="season" id={s.id} view="standings" />, { route: `#/saison/${s.id}/standings` });
    expect(await screen.findByText('Noch keine Wertung – die Saison hat noch kein Turnier.')).toBeInTheDocument();
  });
});

describe('projector', () => {
  it('shows the whole table while everyone fits, and place, name and total in three columns for a large season', async () => {
    const small = await createSeason(makeSeasonFile([t1, t2]));
    const view = renderWithProviders(<SeasonScreens screen="season" id={small.id} view="projector" />, { route: `#/saison/${small.id}/projector` });
    const table = await screen.findByRole('table', { name: 'Saisonwertung' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Platz', 'Name', 'Gesamt', 'Nr.', 'T1', 'T2', 'Teiln.']);
    view.unmount();

    const entrants = Array.from({ length: 40 }, (_, i) => ({ name: `Spieler ${String(i + 1).padStart(2, '0')}`, total: [30, 10, -15, -25][i % 4]! }));
    const big = await createSeason(makeSeasonFile([typedTournament('big', 'Großes Turnier', entrants)]));
    renderWithProviders(<SeasonScreens screen="season" id={big.id} view="projector" />, { route: `#/saison/${big.id}/projector` });
    await waitFor(() => expect(screen.getAllByRole('table', { name: 'Saisonwertung' })).toHaveLength(3));
    const columns = screen.getAllByRole('table', { name: 'Saisonwertung' });
    expect(within(columns[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Platz', 'Name', 'Gesamt']);
    expect(columns.map((c) => within(c).getAllByRole('rowheader').length)).toEqual([16, 16, 8]);
  });
});
