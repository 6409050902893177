/**
 * The conflict buttons of the Online section: two desks registered a walk-in under one id while
 * apart, so the desk's replica holds two versions of the registration — the one the desk shows
 * and another desk's. Each button must do what it says to the other version's data: "Beide als
 * Spieler behalten" keeps both walk-ins as two players, "„…“ behalten" keeps that version only,
 * also when it is the version NOT shown; and no conflicting revision is left on the server.
 *
 * The panel runs the real sync (replication, merge, conflicts) and the desk's real Dexie store;
 * only PouchDB is the in-memory one, and "the server" is a set of in-memory databases reached
 * through the replication as a server's would be (nothing of the sync is stubbed).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { playerDocId } from '@/domain/online/documents';
import type { TournamentFile } from '@/domain/tournament/model';
import { markTournamentOnline, saveConnection } from '@/persistence/repositories/online-repository';
import { createTournament, readTournament } from '@/persistence/repositories/tournaments-repository';
import { stopSync, useOnline } from '@/state/online/online';
import type { PouchDatabase, PouchDoc } from '@/state/online/pouch-types';
import { NodePouch } from '@/testing/online/node-pouch';
import { renderWithProviders } from '@/testing/render';
import { makePlayers, makeTournament } from '@/testing/tournament-factories';
import { OnlinePanel } from './online-panel';

/** The server's address: nothing listens there, its databases are the in-memory "server-…" ones. */
const SERVER = 'http://127.0.0.1:9/sync';

vi.mock('@/state/online/pouch-browser', async () => {
  const { NodePouch: Pouch } = await import('@/testing/online/node-pouch');
  // A database of the server (a URL) is the in-memory "server-<name>"; the desk's replicas are "desk-<name>".
  function ServerInMemory(name: string) {
    const local = !name.includes('://');
    return new Pouch(local ? `desk-${name}` : `server-${name.split('/').pop()!}`, { adapter: 'memory' });
  }
  ServerInMemory.sync = (a: PouchDatabase, b: PouchDatabase, o: Record<string, unknown>) => Pouch.sync(a, b, o);
  ServerInMemory.replicate = (a: PouchDatabase, b: PouchDatabase, o: Record<string, unknown>) => Pouch.replicate(a, b, o);
  return { BrowserPouch: ServerInMemory, LOCAL_ADAPTER: 'memory' };
});

// The provisioning request and the status line's questions find no server (the replication does not need one).
vi.stubGlobal('fetch', () => Promise.reject(new TypeError('no server here')));

const started: string[] = [];
afterEach(async () => {
  for (const id of started.splice(0)) await stopSync(id);
});

const SHOWN = 'Jakob Rauch';
const HIDDEN = 'Ida Wolf';

/**
 * This desk registered "Ida Wolf" as a walk-in; another desk registered "Jakob Rauch" under the
 * same id while apart. Its version wins on the server (a higher revision), so the desk shows it
 * and keeps this desk's own as the hidden version.
 */
async function conflictedWalkIn(): Promise<{ file: TournamentFile; server: PouchDatabase; docId: string; user: UserEvent }> {
  const id = crypto.randomUUID();
  const walkIn = 'p9-k3x9';
  const file = makeTournament({
    id,
    players: [...makePlayers().slice(0, 8), { id: walkIn, name: HIDDEN }],
    rounds: [{ tables: [{ table: 1, players: ['p1', 'p2', 'p3', 'p4'], firstDealer: 0 }, { table: 2, players: ['p5', 'p6', 'p7', 'p8'], firstDealer: 1 }] }],
  });
  await createTournament(file);
  const connection = { url: SERVER, name: 'leitung', password: 'tarock' };
  await saveConnection(connection);
  const kept = await markTournamentOnline(id, '2026-12-07T18:00:00.000Z');
  // What the app read from its database at its start (read once per app start, so set here for each test).
  useOnline.setState({ loaded: true, connection, online: { [id]: true }, kept: { [id]: kept } });
  started.push(id);
  const server = new NodePouch(`server-kb-t-${id}`, { adapter: 'memory' });
  const docId = playerDocId(walkIn);
  const { user } = renderWithProviders(<OnlinePanel data={file} />);
  // The desk sends its registration to the server…
  const mine = await waitFor(async () => server.get(docId), { timeout: 15_000 });
  expect(mine.player).toMatchObject({ name: HIDDEN });
  // … where another desk's registration under the same id arrived meanwhile.
  const other: PouchDoc = { ...mine, _rev: `1-${'f'.repeat(32)}`, player: { id: walkIn, name: SHOWN } };
  await server.bulkDocs([other], { new_edits: false });
  await screen.findByRole('button', { name: 'Beide als Spieler behalten' }, { timeout: 15_000 });
  // The desk shows the winning version; its own is the other one.
  await waitFor(async () => expect((await stored(id))?.players.find((p) => p.id === walkIn)?.name).toBe(SHOWN));
  return { file, server, docId, user };
}

async function stored(id: string): Promise<TournamentFile | undefined> {
  const read = await readTournament(id);
  return read && 'data' in read ? read.data : undefined;
}

async function storedNames(id: string): Promise<{ id: string; name: string }[]> {
  return ((await stored(id))?.players ?? []).map(({ id: pid, name }) => ({ id: pid, name }));
}

/** No document of the server's director database has a conflicting revision left. */
async function serverConflicts(server: PouchDatabase): Promise<string[]> {
  const all = await server.allDocs({ include_docs: true, conflicts: true });
  return all.rows.filter((r) => (r.doc?._conflicts ?? []).length > 0).map((r) => r.id);
}

describe('the conflict buttons of a registration two desks made under one id', () => {
  it('"Beide als Spieler behalten" keeps the version not shown as a player of its own, with its own id, on the desk and the server', async () => {
    const { file, server, docId, user } = await conflictedWalkIn();
    await user.click(screen.getByRole('button', { name: 'Beide als Spieler behalten' }));
    await waitFor(async () => expect((await storedNames(file.id)).map((p) => p.name)).toContain(HIDDEN));
    const players = await storedNames(file.id);
    expect(players).toHaveLength(10);
    expect(players.find((p) => p.name === SHOWN)?.id).toBe('p9-k3x9');
    const kept = players.find((p) => p.name === HIDDEN)!;
    expect(kept.id).not.toBe('p9-k3x9');
    expect(kept.id).toMatch(/^p\d+-[0-9a-z]{4}$/);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Beide als Spieler behalten' })).toBeNull());
    // The server: both registrations, each one version.
    await waitFor(async () => expect((await server.get(playerDocId(kept.id))).player).toMatchObject({ name: HIDDEN }));
    expect((await server.get(docId)).player).toMatchObject({ name: SHOWN });
    await waitFor(async () => expect(await serverConflicts(server)).toEqual([]));
  });

  it('keeping the version not shown puts its data in place of the shown one, which is gone from desk and server', async () => {
    const { file, server, docId, user } = await conflictedWalkIn();
    await user.click(screen.getByRole('button', { name: `„${HIDDEN}“ behalten` }));
    await waitFor(async () => expect((await storedNames(file.id)).find((p) => p.id === 'p9-k3x9')?.name).toBe(HIDDEN));
    const names = (await storedNames(file.id)).map((p) => p.name);
    expect(names).toHaveLength(9);
    expect(names).not.toContain(SHOWN);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Beide als Spieler behalten' })).toBeNull());
    await waitFor(async () => expect((await server.get(docId)).player).toMatchObject({ name: HIDDEN }));
    await waitFor(async () => expect(await serverConflicts(server)).toEqual([]));
  });

  it('keeping the shown version drops the other desk\'s data everywhere', async () => {
    const { file, server, docId, user } = await conflictedWalkIn();
    await user.click(screen.getByRole('button', { name: `„${SHOWN}“ behalten` }));
    await waitFor(async () => expect(await serverConflicts(server)).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Beide als Spieler behalten' })).toBeNull());
    const names = (await storedNames(file.id)).map((p) => p.name);
    expect(names).toHaveLength(9);
    expect(names).toContain(SHOWN);
    expect(names).not.toContain(HIDDEN);
    expect((await server.get(docId)).player).toMatchObject({ name: SHOWN });
  });
});
