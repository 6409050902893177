import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTournament, getTournament, listResultLog, saveTableResult } from '@/persistence/repositories/tournaments-repository';
import { renderWithProviders } from '@/testing/render';
import { makePlayers, makeTournament } from '@/testing/tournament-factories';
import { TournamentScreens } from './tournament-screens';

const ID = 'a3e0c6a2-1f0b-4c8e-9d55-0b6f3f2f7c10';

async function stored() {
  return (await getTournament(ID))!.data;
}

describe('setup', () => {
  it('creates a tournament with the defaults: Tarockcup, 3 rounds, 16/20 hands, Upper-Austrian cup points', async () => {
    const { user } = renderWithProviders(<TournamentScreens screen="new" />, { route: '#/t/new' });
    await user.type(await screen.findByRole('textbox', { name: 'Name des Turniers' }), 'Hausruck-Cup');
    await user.click(screen.getByRole('button', { name: 'Turnier anlegen' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/t\/[0-9a-f-]{36}$/));
    const id = decodeURIComponent(window.location.hash.slice(4));
    const data = (await getTournament(id))!.data;
    expect(data).toMatchObject({ name: 'Hausruck-Cup', rules: 'tarockcup', plannedRounds: 3, handsPerRound: { '4': 16, '5': 20 } });
    expect(data.cupPoints?.slice(0, 3)).toEqual([223, 198, 180]);
  });

  it('shows the file check\'s problems translated instead of saving', async () => {
    const { user } = renderWithProviders(<TournamentScreens screen="new" />, { route: '#/t/new', lang: 'en' });
    const rounds = await screen.findByRole('textbox', { name: 'Rounds' });
    await user.clear(rounds);
    await user.type(rounds, '0');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The tournament name must be 1 to 80 characters.');
    expect(alert).toHaveTextContent('Rounds must be a whole number from 1 to 20.');
  });
});

describe('registration', () => {
  it('pastes a list, warns about a duplicate name and folds the note into the name', async () => {
    await createTournament(makeTournament({ players: [], rounds: [] }));
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'overview' }} />);
    await user.type(await screen.findByLabelText('Liste einfügen (ein Name pro Zeile)'), 'Anna Huber{enter}{enter}Bernd Maier');
    await user.click(screen.getByRole('button', { name: 'Alle hinzufügen' }));
    await waitFor(async () => expect((await stored()).players.map((p) => p.name)).toEqual(['Anna Huber', 'Bernd Maier']));
    const form = screen.getByRole('form', { name: 'Spieler hinzufügen' });
    await user.type(within(form).getByRole('combobox', { name: 'Name' }), 'anna huber');
    expect(screen.getByText(/Den Namen „anna huber“ gibt es schon/)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Zusatz (Ort, Verein)' }), 'Ried');
    expect(screen.queryByText(/gibt es schon/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(async () => expect((await stored()).players.at(-1)).toEqual({ id: 'p3', name: 'anna huber (Ried)' }));
  });

  it('offers withdraw for a seated player and remove only for one never seated', async () => {
    await createTournament(makeTournament({ players: [...makePlayers(), { id: 'p14', name: 'Nora Nachzügler' }] }));
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'overview' }} />);
    expect(await screen.findByRole('button', { name: 'Nora Nachzügler entfernen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anna Huber entfernen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Anna Huber abmelden' }));
    await waitFor(async () => expect((await stored()).players[0]!.withdrawnAfter).toBe(1));
    expect(await screen.findByText('abgemeldet nach Runde 1')).toBeInTheDocument();
  });
});

describe('correcting a name', () => {
  it('a seated player\'s name is corrected: a note tells two of the same name apart, the duplicate badge goes', async () => {
    await createTournament(makeTournament({ players: [...makePlayers(), { id: 'p14', name: 'Anna Huber' }] }));
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'overview' }} />);
    const players = await screen.findByRole('list', { name: 'Spieler' });
    expect(within(players).getAllByText('doppelt')).toHaveLength(2);
    // Anna Huber of round 1 has a table: she can no longer be removed, but her name can be corrected.
    await user.click(within(players).getAllByRole('button', { name: 'Namen von Anna Huber ändern' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Namen ändern' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Anna Huber');
    await user.clear(field);
    await user.type(field, '  Anna   Huber (Ried) ');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await stored()).players[0]).toEqual({ id: 'p1', name: 'Anna Huber (Ried)' }));
    expect(await screen.findByText('„Anna Huber“ heißt jetzt „Anna Huber (Ried)“')).toBeInTheDocument();
    await waitFor(() => expect(within(players).queryByText('doppelt')).toBeNull());
    // The round's table still seats the same player: tables name players by id.
    expect((await stored()).rounds[0]!.tables[0]!.players[0]).toBe('p1');
  });

  it('an empty name changes nothing and says why', async () => {
    await createTournament(makeTournament());
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'overview' }} />);
    await user.click(await screen.findByRole('button', { name: 'Namen von Bernd Maier ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Namen ändern' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ein Name muss 1 bis 60 Zeichen lang sein.');
    expect((await stored()).players[1]!.name).toBe('Bernd Maier');
  });
});

describe('the draw', () => {
  it('6 players: a clear message with what to do, nothing drawn', async () => {
    await createTournament(makeTournament({ players: makePlayers(['A', 'B', 'C', 'D', 'E', 'F']), rounds: [] }));
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'draw' }} />);
    await user.click(await screen.findByRole('button', { name: 'Auslosen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '6 Spieler lassen sich nicht an Tische zu 4 und 5 setzen. Melde 2 Spieler mehr an (8) oder 1 ab (5).',
    );
    expect(screen.queryByRole('button', { name: 'Veröffentlichen' })).toBeNull();
  });
});

describe('a table\'s result', () => {
  it('typed with sign toggles: the sum is checked as they type, saving needs 0', async () => {
    await createTournament(makeTournament());
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'table', round: 1, table: 1 }} />);
    const save = await screen.findByRole('button', { name: 'Ergebnis speichern' });
    await user.type(screen.getByRole('textbox', { name: 'Punkte Anna Huber' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Punkte Bernd Maier' }), '4');
    expect(screen.getByText('Summe 16 – muss 0 sein')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Vorzeichen Bernd Maier' }));
    // A typed minus flips the toggle instead of landing in the field.
    await user.type(screen.getByRole('textbox', { name: 'Punkte Clara Berger' }), '-8');
    expect(screen.getByRole('textbox', { name: 'Punkte Clara Berger' })).toHaveValue('8');
    expect(screen.getByRole('button', { name: 'Vorzeichen Clara Berger' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Summe 0 ✓')).toBeInTheDocument();
    await user.click(save);
    await waitFor(async () => expect((await stored()).rounds[0]!.tables[0]!.result).toMatchObject({ totals: [12, -4, -8, 0] }));
    expect(await screen.findByText('Tisch 1: Ergebnis gespeichert')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Geschichte des Tisches' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('a correction asks first; the replaced result stays in the history', async () => {
    await createTournament(makeTournament());
    await saveTableResult(ID, 1, 1, { totals: [12, -4, -8, 0] }, { source: 'typed' });
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'table', round: 1, table: 1 }} />);
    const field = await screen.findByRole('textbox', { name: 'Punkte Anna Huber' });
    expect(field).toHaveValue('12');
    await user.clear(field);
    await user.type(field, '10');
    await user.clear(screen.getByRole('textbox', { name: 'Punkte Bernd Maier' }));
    await user.type(screen.getByRole('textbox', { name: 'Punkte Bernd Maier' }), '2');
    await user.click(screen.getByRole('button', { name: 'Ergebnis speichern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ergebnis ersetzen?' });
    expect(dialog).toHaveTextContent('Anna Huber +12');
    expect(dialog).toHaveTextContent('Anna Huber +10');
    await user.click(within(dialog).getByRole('button', { name: 'Ersetzen' }));
    await waitFor(async () => expect((await listResultLog(ID)).map((e) => e.action)).toEqual(['accepted', 'replaced']));
    const items = await waitFor(() => {
      const list = within(screen.getByRole('list', { name: 'Geschichte des Tisches' })).getAllByRole('listitem');
      expect(list).toHaveLength(2);
      return list;
    });
    expect(items[0]).toHaveTextContent('ersetzt das vorige');
    expect(items[1]).toHaveTextContent('Anna Huber +12');
  });
});

describe('standings and projector', () => {
  it('a tie the rules cannot break offers a lot, which is recorded in lots', async () => {
    const data = makeTournament();
    data.rounds[0]!.tables[0]!.result = { totals: [5, 5, -5, -5] };
    await createTournament(data);
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'standings' }} />);
    // Rounds 2 and 3 may still break the tie: the lot is offered on request.
    await user.click(await screen.findByRole('button', { name: 'Lose ziehen …' }));
    await user.click(await screen.findByRole('button', { name: 'Los ziehen: Anna Huber, Bernd Maier' }));
    await waitFor(async () => expect([...((await stored()).lots ?? [])].sort()).toEqual(['p1', 'p2']));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Los ziehen: Anna Huber, Bernd Maier' })).toBeNull());
    const rows = within(screen.getByRole('table', { name: 'Wertung' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^1\./);
    expect(rows[2]).toHaveTextContent(/^2\./);
    expect(rows[1]).toHaveTextContent('per Los');
  });

  it('the projector pages through 200 players and hides the standings during the last round on request', async () => {
    const players = makePlayers(Array.from({ length: 200 }, (_, i) => `Spieler ${i + 1}`));
    const tables = Array.from({ length: 50 }, (_, i) => ({ table: i + 1, players: players.slice(i * 4, i * 4 + 4).map((p) => p.id), result: { totals: [3, 1, -1, -3] } }));
    await createTournament(makeTournament({ players, plannedRounds: 1, rounds: [{ tables }] }));
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'projector' }} />);
    const table = await screen.findByRole('table', { name: 'Wertung' });
    const shown = within(table).getAllByRole('row').length - 1;
    expect(shown).toBeGreaterThanOrEqual(5);
    expect(screen.getByText(`Seite 1 von ${Math.ceil(200 / shown)}`)).toBeInTheDocument();
    // The round is complete: hiding only applies while the last round is being played.
    await user.click(screen.getByRole('switch', { name: /Wertung in der letzten Runde verbergen/ }));
    expect(screen.getByRole('table', { name: 'Wertung' })).toBeInTheDocument();
  });

  it('hides the standings while the last round still has tables to come', async () => {
    const data = makeTournament({ plannedRounds: 1 });
    await createTournament(data);
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'projector' }} />);
    await screen.findByRole('table', { name: 'Wertung' });
    await user.click(screen.getByRole('switch', { name: /Wertung in der letzten Runde verbergen/ }));
    expect(await screen.findByText('Die Wertung wird nach der letzten Runde gezeigt.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Wertung' })).toBeNull();
  });
});
