import { readFileSync } from 'node:fs';
import { resultFingerprint } from '@/domain/tournament/result-fingerprint';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/persistence/db';
import { sampleHands } from '@/testing/domain/hands';
import { makeStoredRuleSet, makeStoredSession } from '@/testing/factories';
import { makeTournament } from '@/testing/tournament-factories';
import { findKassaCarry, recordKassaCarry } from '@/state/kassa-carry';
import { renderWithProviders } from '@/testing/render';
import { MAX_IMPORT_BYTES } from '@/transfer/import-json';
import { BackupScreen } from './backup-screen';

const FIXTURES = resolve(__dirname, '../../../tests/fixtures/imports');

function fixtureFile(name: string, type = 'application/json'): File {
  return new File([readFileSync(resolve(FIXTURES, name))], name, { type });
}

/** Chooses a file in the import field (bypassing the picker's accept filter, as a user on "all files" can). */
async function chooseFile(file: File) {
  const input = await screen.findByLabelText('Datei zum Importieren wählen');
  fireEvent.change(input, { target: { files: [file] } });
}

afterEach(() => vi.restoreAllMocks());

describe('BackupScreen: import', () => {
  it('previews a session file and imports it only after confirmation', async () => {
    const { user } = renderWithProviders(<BackupScreen />, { route: '#/backup' });
    await chooseFile(fixtureFile('good-session.json'));

    const preview = await screen.findByRole('region', { name: 'Vorschau' });
    const item = within(preview).getByRole('listitem');
    expect(item).toHaveTextContent('Donnerstagsrunde (20.11.2026)');
    expect(item).toHaveTextContent('Anna, Bernd, Clara, Dieter · 4 Spiele');
    expect(item).toHaveTextContent('neu');
    expect(await db.sessions.count()).toBe(0);

    await user.click(within(preview).getByRole('button', { name: 'Importieren (1)' }));
    expect(await screen.findByText('Importiert – Abende: 1, Regelsätze: 0.')).toBeInTheDocument();
    const all = await db.sessions.toArray();
    expect(all).toHaveLength(1);
    expect(all[0]!.data).toEqual(JSON.parse(readFileSync(resolve(FIXTURES, 'good-session.json'), 'utf8')));
    expect((await db.players.toArray()).map((p) => p.name).sort()).toEqual(['Anna', 'Bernd', 'Clara', 'Dieter']);
  });

  it('re-importing the same file creates no copy: "bereits vorhanden"', async () => {
    const { user } = renderWithProviders(<BackupScreen />);
    await chooseFile(fixtureFile('good-session.json'));
    await user.click(await screen.findByRole('button', { name: 'Importieren (1)' }));
    await screen.findByText(/Importiert – Abende: 1,/);

    await chooseFile(fixtureFile('good-session.json'));
    const preview = await screen.findByRole('region', { name: 'Vorschau' });
    expect(within(preview).getByRole('listitem')).toHaveTextContent('bereits vorhanden');
    expect(within(preview).getByText('Nichts Neues zu importieren.')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Importieren (0)' })).toBeDisabled();
    expect(await db.sessions.count()).toBe(1);
  });

  it('a conflicting session is imported as a copy only when ticked; the stored one stays unchanged', async () => {
    const original = JSON.parse(readFileSync(resolve(FIXTURES, 'good-session.json'), 'utf8'));
    await db.sessions.add(makeStoredSession({ id: 'mine', data: original }));
    const { user } = renderWithProviders(<BackupScreen />);
    await chooseFile(fixtureFile('good-session-changed.json'));

    const preview = await screen.findByRole('region', { name: 'Vorschau' });
    expect(within(preview).getByText('Konflikt')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Importieren (0)' })).toBeDisabled();
    await user.click(within(preview).getByRole('checkbox', { name: /als Kopie importieren/ }));
    await user.click(within(preview).getByRole('button', { name: 'Importieren (1)' }));
    await screen.findByText(/Importiert – Abende: 1,/);

    expect(await db.sessions.count()).toBe(2);
    expect((await db.sessions.get('mine'))!.data).toEqual(original);
  });

  it('a bundle: evenings, a rule set and player names in one go', async () => {
    const { user } = renderWithProviders(<BackupScreen />);
    await chooseFile(fixtureFile('good-bundle.json'));
    const preview = await screen.findByRole('region', { name: 'Vorschau' });
    expect(within(preview).getAllByRole('listitem')).toHaveLength(3);
    expect(preview).toHaveTextContent('Cup-Vorrunde; Tisch 3 (21.11.2026)');
    expect(preview).toHaveTextContent('Vereinsregeln');
    expect(preview).toHaveTextContent('Spielernamen: 10');
    await user.click(within(preview).getByRole('button', { name: 'Importieren (3)' }));
    expect(await screen.findByText('Importiert – Abende: 2, Regelsätze: 1.')).toBeInTheDocument();
    expect(await db.sessions.count()).toBe(2);
    expect((await db.ruleSets.toArray()).map((r) => r.name)).toEqual(['Vereinsregeln']);
    expect(await db.players.get('Karl')).toBeDefined();
  });

  it('cancel leaves everything as it was', async () => {
    const { user } = renderWithProviders(<BackupScreen />);
    await chooseFile(fixtureFile('good-bundle.json'));
    await user.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('region', { name: 'Vorschau' })).not.toBeInTheDocument();
    expect(await db.sessions.count()).toBe(0);
  });

  const badFiles: [string, () => File, RegExp][] = [
    ['empty file', () => fixtureFile('empty.json'), /Die Datei ist leer\./],
    ['not JSON', () => fixtureFile('not-json.json'), /kein gültiges JSON/],
    ['wrong format', () => fixtureFile('wrong-format.json'), /keine Königsblock-Datei \(Format „tarock-settlement“\)/],
    ['newer version', () => fixtureFile('newer-version.json'), /neueren Version von Königsblock \(Dateiversion 2/],
    ['unknown version', () => fixtureFile('unknown-version.json'), /Unbekannte Dateiversion „1\.0-beta“/],
    ['invalid hand', () => fixtureFile('invalid-hand.json'), /Abend 1 „Fehlerhafte Runde“: Spiel 3: Der Partner kann nicht der Spieler sein\./],
    ['bundle with an invalid evening', () => fixtureFile('bundle-invalid-session.json'), /Abend 2 „Kaputte Runde“: Spiel 1: „declarer“ nennt keinen Platz an diesem Tisch\./],
    ['newer bundle', () => fixtureFile('bundle-newer-version.json'), /Dateiversion 6/],
    ['bundle with an invalid tournament', () => fixtureFile('bundle-invalid-tournament.json'), /Turnier 1 „Kaputter Cup“: Runde 1, Tisch 2: Ein Tisch nennt einen Spieler, der nicht angemeldet ist\./],
    ['wrong file type', () => fixtureFile('wrong-type.csv', 'text/csv'), /„wrong-type\.csv“ ist keine JSON-Datei/],
    ['too large', () => new File([new Uint8Array(MAX_IMPORT_BYTES + 1)], 'riesig.json', { type: 'application/json' }), /zu groß \(21 MB; höchstens 20 MB\)/],
  ];

  for (const [kind, file, message] of badFiles) {
    it(`refuses a bad file with a clear message: ${kind}`, async () => {
      renderWithProviders(<BackupScreen />);
      await chooseFile(file());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Import nicht möglich – es wurde nichts geändert.');
      expect(alert).toHaveTextContent(message);
      expect(screen.queryByRole('region', { name: 'Vorschau' })).not.toBeInTheDocument();
      expect(await db.sessions.count()).toBe(0);
      expect(await db.tournaments.count()).toBe(0);
      expect(await db.meta.where('key').startsWith('kassaCarry:').count()).toBe(0);
    });
  }

  it('English: a bad tournament in a backup is named with its place and problem', async () => {
    renderWithProviders(<BackupScreen />, { lang: 'en' });
    const input = await screen.findByLabelText('Choose a file to import');
    fireEvent.change(input, { target: { files: [fixtureFile('bundle-invalid-tournament.json')] } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot import – nothing was changed.');
    expect(alert).toHaveTextContent('Tournament 1 "Kaputter Cup": Round 1, Table 2: A table names a player who is not registered.');
  });

  it('English messages', async () => {
    renderWithProviders(<BackupScreen />, { lang: 'en' });
    const input = await screen.findByLabelText('Choose a file to import');
    fireEvent.change(input, { target: { files: [fixtureFile('newer-version.json')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file comes from a newer version of Königsblock (file version 2, this app reads version 1). Please update the app.');
  });
});

describe('BackupScreen: export', () => {
  function captureDownloads() {
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
    return files;
  }

  it('backs up everything as one bundle file', async () => {
    await db.sessions.bulkAdd([
      makeStoredSession({ id: 'a', createdAt: '2026-11-13T18:00:00.000Z', data: { name: 'Vorwoche', date: '2026-11-13' } }),
      makeStoredSession({ id: 'b', createdAt: '2026-11-20T18:00:00.000Z', archived: true, data: { hands: sampleHands() } }),
    ]);
    await db.ruleSets.add(makeStoredRuleSet({ name: 'Stammtisch' }));
    await db.players.bulkAdd([{ name: 'Anna', lastSeen: '2026-11-20T18:00:00.000Z', timesPlayed: 2 }, { name: 'Karl', lastSeen: '2026-10-01T18:00:00.000Z', timesPlayed: 1 }]);
    const files = captureDownloads();
    const { user } = renderWithProviders(<BackupScreen />);
    expect(await screen.findByText('Abende: 2 · Regelsätze: 1 · Spieler: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alles sichern' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^koenigsblock-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const bundle = JSON.parse(await files[0]!.blob.text());
    expect(bundle).toMatchObject({ format: 'tarock-backup', version: 5, players: ['Anna', 'Karl'], tournaments: [], kassaCarries: [], archived: { sessions: [1], tournaments: [] } });
    expect(bundle.sessions.map((s: { name: string }) => s.name)).toEqual(['Vorwoche', 'Donnerstagsrunde']);
    expect(bundle.ruleSets).toEqual([{ name: 'Stammtisch', rules: { preset: 'hausregeln', overrides: { tariffs: { rufer: 2 } } } }]);
    expect(await screen.findByText(/^Datei gespeichert: koenigsblock-backup-/)).toHaveAttribute('role', 'status');
  });

  it('exports one evening as a session file; importing the bundle back finds everything already there', async () => {
    await db.sessions.add(makeStoredSession({ id: 'b', data: { hands: sampleHands() } }));
    const files = captureDownloads();
    const { user } = renderWithProviders(<BackupScreen />);
    await user.click(await screen.findByRole('button', { name: 'Donnerstagsrunde (20.11.2026) exportieren' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('koenigsblock-2026-11-20-donnerstagsrunde.json');
    const text = await files[0]!.blob.text();
    expect(JSON.parse(text)).toEqual((await db.sessions.get('b'))!.data);

    await chooseFile(new File([text], files[0]!.name, { type: 'application/json' }));
    const preview = await screen.findByRole('region', { name: 'Vorschau' });
    expect(within(preview).getByRole('listitem')).toHaveTextContent('bereits vorhanden');
  });

  it('backs up the tournaments, the carried pot and the archive marks, and brings them back on an empty device', async () => {
    const evening = makeStoredSession({ id: 'evening', archived: true, data: { hands: sampleHands() } });
    await db.sessions.add(evening);
    const base = makeTournament();
    const cup = {
      ...base,
      rounds: [{ tables: base.rounds[0]!.tables.map((t) => (t.table === 1 ? { ...t, result: { totals: [12, -4, -8, 0] } } : t)) }],
    };
    await db.tournaments.add({ id: cup.id, createdAt: '2026-11-27T18:00:00.000Z', updatedAt: '2026-11-27T22:00:00.000Z', archived: true, data: cup });
    // Table 1's history: a signed hand-in by camera, then replaced by typed totals.
    const history = [
      { id: 'h1', tournamentId: cup.id, round: 1, table: 1, at: '2026-11-27T20:00:00.000Z', source: 'hand-in' as const, via: 'camera' as const, signed: true, action: 'accepted' as const, fingerprint: resultFingerprint({ totals: [2, -2, 0, 0] }), result: { totals: [2, -2, 0, 0] } },
      { id: 'h2', tournamentId: cup.id, round: 1, table: 1, at: '2026-11-27T20:05:00.000Z', source: 'typed' as const, action: 'replaced' as const, fingerprint: resultFingerprint({ totals: [12, -4, -8, 0] }), replacedFingerprint: resultFingerprint({ totals: [2, -2, 0, 0] }), result: { totals: [12, -4, -8, 0] } },
    ];
    await db.resultLog.bulkAdd(history);
    await recordKassaCarry(evening, 4, '2026-11-20T23:30:00.000Z');
    const files = captureDownloads();
    const { user } = renderWithProviders(<BackupScreen />);
    expect(await screen.findByText('Abende: 1 · Regelsätze: 0 · Spieler: 0 · Turniere: 1 · übertragene Pagatkassen: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alles sichern' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const text = await files[0]!.blob.text();
    const bundle = JSON.parse(text);
    expect(bundle.version).toBe(5);
    expect(bundle.archived).toEqual({ sessions: [0], tournaments: [cup.id] });
    expect(bundle.tournaments).toEqual([cup]);
    expect(bundle.kassaCarries).toEqual([
      { players: ['Anna', 'Bernd', 'Clara', 'Dieter'], balance: 4, fromSession: 0, fromName: 'Donnerstagsrunde', fromDate: '2026-11-20', at: '2026-11-20T23:30:00.000Z' },
    ]);

    // A new phone: nothing stored.
    await db.sessions.clear();
    await db.tournaments.clear();
    await db.resultLog.clear();
    await db.meta.where('key').startsWith('kassaCarry:').delete();
    await chooseFile(new File([text], files[0]!.name, { type: 'application/json' }));
    const preview = await screen.findByRole('region', { name: 'Vorschau' });
    const tournamentItem = within(preview).getByText('Hausruck-Cup (27.11.2026)').closest('li')!;
    expect(tournamentItem).toHaveTextContent('13 Spieler · Turnierrunden: 1 von 3 · im Archiv');
    expect(within(preview).getByText(/Anna, Bernd, Clara, Dieter · \d+ Spiele · im Archiv/)).toBeInTheDocument();
    expect(tournamentItem).toHaveTextContent('neu');
    const potItem = within(preview).getByText('Anna, Bernd, Clara, Dieter: 4 Punkte').closest('li')!;
    expect(potItem).toHaveTextContent('aus Donnerstagsrunde');
    expect(potItem).toHaveTextContent('neu');
    await user.click(within(preview).getByRole('button', { name: 'Importieren (3)' }));
    expect(await screen.findByText('Importiert – Abende: 1, Regelsätze: 0, Turniere: 1, Pagatkassen: 1.')).toBeInTheDocument();

    expect((await db.tournaments.get(cup.id))!.data).toEqual(cup);
    // Archived on the old phone, archived on the new one.
    expect((await db.tournaments.get(cup.id))!.archived).toBe(true);
    expect((await db.sessions.toArray()).map((s) => s.archived)).toEqual([true]);
    // The table's history comes back as it was: who replaced what, and how each result came in.
    expect((await db.resultLog.where('tournamentId').equals(cup.id).toArray()).sort((a, b) => a.at.localeCompare(b.at))).toEqual(history);
    const [restored] = await db.sessions.toArray();
    const pot = await findKassaCarry(['Dieter', 'Clara', 'Bernd', 'Anna']);
    // The pot belongs to the restored evening (its Abrechnung shows it as carried over).
    expect(pot).toMatchObject({ fromSessionId: restored!.id, balance: 4 });

    // The same file again: everything is already there, nothing is written twice.
    await chooseFile(new File([text], files[0]!.name, { type: 'application/json' }));
    const again = await screen.findByRole('region', { name: 'Vorschau' });
    expect(within(again).getByText('Hausruck-Cup (27.11.2026)').closest('li')).toHaveTextContent('bereits vorhanden');
    expect(within(again).getByText('Anna, Bernd, Clara, Dieter: 4 Punkte').closest('li')).toHaveTextContent('bereits vorhanden');
    expect(within(again).getByRole('button', { name: 'Importieren (0)' })).toBeDisabled();
  });
});
