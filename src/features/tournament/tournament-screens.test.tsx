import { describe, expect, it, vi } from 'vitest';
import { db } from '@/persistence/db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTournament, getTournament } from '@/persistence/repositories/tournaments-repository';
import { listResultLog, saveTableResult } from '@/persistence/repositories/tournament-results-repository';
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
    // The Upper-Austrian table by its scheme name (tournament-format.md §3: "fixpunkte" gives exactly that list).
    expect(data.cupPoints).toBe('fixpunkte');
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
    const nameField = within(form).getByRole('combobox', { name: 'Name' });
    // The season's name key (§8): full-width letters are the same name, so the desk warns as the season would match.
    await user.type(nameField, 'Ａｎｎａ Huber');
    expect(screen.getByText(/Den Namen „Ａｎｎａ Huber“ gibt es schon/)).toBeInTheDocument();
    await user.clear(nameField);
    await user.type(nameField, 'anna huber');
    expect(screen.getByText(/Den Namen „anna huber“ gibt es schon/)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Zusatz (Ort, Verein)' }), 'Ried');
    expect(screen.queryByText(/gibt es schon/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(async () => expect((await stored()).players.at(-1)).toEqual({ id: expect.stringMatching(/^p3-[0-9a-z]{4}$/), name: 'anna huber (Ried)' }));
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

  it('the typed replace dialog shows round, table, both totals, hand counts and check codes side by side', async () => {
    await createTournament(makeTournament());
    await saveTableResult(ID, 1, 1, { totals: [12, -4, -8, 0] }, { source: 'typed' });
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'table', round: 1, table: 1 }} />);
    const field = await screen.findByRole('textbox', { name: 'Punkte Anna Huber' });
    await user.clear(field);
    await user.type(field, '10');
    await user.clear(screen.getByRole('textbox', { name: 'Punkte Bernd Maier' }));
    await user.type(screen.getByRole('textbox', { name: 'Punkte Bernd Maier' }), '2');
    await user.click(screen.getByRole('button', { name: 'Ergebnis speichern' }));
    const table = within(await screen.findByRole('dialog', { name: 'Ergebnis ersetzen?' })).getByTestId('result-comparison');
    expect(within(table).getByText('Runde 1 · Tisch 1')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows[0]).toEqual(['Spieler', 'gespeichert', 'neu']);
    expect(rows[1]).toEqual(['Anna Huber', '12', '10']);
    expect(rows[2]).toEqual(['Bernd Maier', '−4', '−2']);
    expect(rows[5]).toEqual(['Spiele', 'Summen getippt', 'Summen getippt']);
    expect(rows[6]![1]).toMatch(/^[A-Z0-9]{4}$/);
    expect(rows[6]![1]).not.toBe(rows[6]![2]);
  });

  it('saving typed totals on a full disk shows the storage message, and the typed totals stay', async () => {
    await createTournament(makeTournament());
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'table', round: 1, table: 1 }} />);
    await user.type(await screen.findByRole('textbox', { name: 'Punkte Anna Huber' }), '4');
    await user.click(screen.getByRole('button', { name: 'Vorzeichen Bernd Maier' }));
    await user.type(screen.getByRole('textbox', { name: 'Punkte Bernd Maier' }), '4');
    const put = vi.spyOn(db.tournaments, 'put').mockRejectedValueOnce(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    await user.click(screen.getByRole('button', { name: 'Ergebnis speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Speicher|voll/);
    put.mockRestore();
    expect(screen.getByRole('textbox', { name: 'Punkte Anna Huber' })).toHaveValue('4');
    expect((await stored()).rounds[0]!.tables[0]!.result).toBeUndefined();
  });

  it('the history says how each result came in and whether it was signed; "gilt" marks the result the standings use', async () => {
    const data = makeTournament();
    await createTournament(data);
    await saveTableResult(ID, 1, 1, { totals: [12, -4, -8, 0] }, { source: 'hand-in', via: 'file', signed: true });
    await saveTableResult(ID, 1, 1, { totals: [2, -2, 0, 0] }, { source: 'hand-in', via: 'camera', signed: false, replace: (await listResultLog(ID))[0]!.fingerprint });
    // An import that kept this device's first result: the newest entry is not the one that counts.
    await db.resultLog.add({ id: 'imported', tournamentId: ID, round: 1, table: 1, at: new Date(Date.now() + 60_000).toISOString(), source: 'tournament-import', action: 'removed', fingerprint: 'x', result: { totals: [1, -1, 0, 0] } });
    await db.tournaments.update(ID, { 'data.rounds': [{ ...(await stored()).rounds[0]!, tables: (await stored()).rounds[0]!.tables.map((t) => (t.table === 1 ? { ...t, result: { totals: [12, -4, -8, 0] } } : t)) }] });
    renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'table', round: 1, table: 1 }} />);
    const items = await waitFor(() => {
      const list = within(screen.getByRole('list', { name: 'Geschichte des Tisches' })).getAllByRole('listitem');
      expect(list).toHaveLength(3);
      return list;
    });
    expect(items[0]).toHaveTextContent('Turnierdatei · durch Import entfernt');
    expect(items[1]).toHaveTextContent('Abgabe per Kamera (nicht signiert) · ersetzt das vorige');
    expect(items[2]).toHaveTextContent('Abgabe als Datei (signiert) · eingetragen · gilt');
    expect(items.map((i) => i.getAttribute('data-current'))).toEqual(['false', 'false', 'true']);
    expect(screen.queryByText(/per QR/)).toBeNull();
  });
});

describe('importing a tournament that is already on the device', () => {
  async function chooseTournamentFile(data: unknown) {
    const file = new File([JSON.stringify(data)], 'turnier.json', { type: 'application/json' });
    fireEvent.change(await screen.findByLabelText('Turnierdatei importieren', { selector: 'input' }), { target: { files: [file] } });
  }

  it('shows what differs and keeps this device\'s results with "Nur Fehlendes übernehmen"', async () => {
    const mine = makeTournament();
    await createTournament(mine);
    await saveTableResult(ID, 1, 1, { totals: [12, -4, -8, 0] }, { source: 'typed' });
    const file = makeTournament({ name: 'Hausruck-Cup (Laptop)' });
    file.rounds[0]!.tables[0]!.result = { totals: [1, -1, 0, 0] };
    file.rounds[0]!.tables[1]!.result = { totals: [2, -2, 0, 0] };
    const { user } = renderWithProviders(<TournamentScreens screen="list" />, { route: '#/t' });
    await chooseTournamentFile(file);
    const dialog = await screen.findByRole('dialog', { name: 'Dieses Turnier ist schon auf dem Gerät' });
    expect(within(dialog).getByRole('list', { name: 'Was anders ist' })).toHaveTextContent('Einstellungen: Name');
    const results = within(dialog).getByRole('list', { name: 'Ergebnisse der Tische' });
    expect(within(results).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Runde 1, Tisch 1: anderes Ergebnis',
      'Runde 1, Tisch 2: Ergebnis nur in der Datei',
    ]);
    expect(dialog).toHaveTextContent('„Ersetzen“ nimmt 1 Ergebnis dieses Geräts zurück');
    await user.click(within(dialog).getByRole('button', { name: 'Nur Fehlendes übernehmen' }));
    await waitFor(async () => expect((await stored()).rounds[0]!.tables[1]!.result).toMatchObject({ totals: [2, -2, 0, 0] }));
    expect((await stored()).rounds[0]!.tables[0]!.result).toMatchObject({ totals: [12, -4, -8, 0] });
    expect((await stored()).name).toBe('Hausruck-Cup (Laptop)');
  });
});

describe('the tournament\'s own backup', () => {
  it('is a backup bundle with this tournament and every table\'s history', async () => {
    await createTournament(makeTournament());
    await saveTableResult(ID, 1, 1, { totals: [12, -4, -8, 0] }, { source: 'hand-in', via: 'photo', signed: true });
    const files: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: lastBlob! });
    });
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'overview' }} />);
    const button = await screen.findByRole('button', { name: 'Turnier sichern (mit Geschichte der Tische)' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^koenigsblock-turnier-2026-11-27-hausruck-cup-sicherung\.json$/);
    const bundle = JSON.parse(await files[0]!.blob.text());
    expect(bundle).toMatchObject({ format: 'tarock-backup', version: 5, sessions: [], tournaments: [await stored()] });
    expect(bundle.resultLog).toEqual([expect.objectContaining({ tournament: ID, round: 1, table: 1, source: 'hand-in', via: 'photo', signed: true, action: 'accepted' })]);
    vi.restoreAllMocks();
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

describe('a full disk during a tournament import', () => {
  it('shows the storage message in the user\'s language, not the error page, and stores nothing', async () => {
    renderWithProviders(<TournamentScreens screen="list" />, { route: '#/t' });
    const input = await screen.findByLabelText('Turnierdatei importieren', { selector: 'input' });
    // Every write transaction fails as a full disk does: Dexie's AbortError around a QuotaExceededError.
    const original = db.transaction.bind(db);
    const spy = vi.spyOn(db, 'transaction').mockImplementation(((...args: unknown[]) => {
      if (args[0] === 'rw') {
        const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return Promise.reject(Object.assign(new Error('Transaction aborted'), { name: 'AbortError', inner: quota }));
      }
      return (original as (...a: unknown[]) => unknown)(...args);
    }) as typeof db.transaction);
    try {
      const file = new File([JSON.stringify(makeTournament())], 'turnier.json', { type: 'application/json' });
      fireEvent.change(input, { target: { files: [file] } });
      expect(await screen.findByText(/Der Speicher des Geräts ist voll – die letzte Änderung wurde nicht gespeichert\. Bitte eine Sicherung exportieren/)).toBeInTheDocument();
      expect(screen.queryByText(/StorageError|QuotaExceededError|AbortError/)).toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: 'Turniere' })).toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
    expect(await db.tournaments.count()).toBe(0);
  });
});
