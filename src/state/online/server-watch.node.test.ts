// @vitest-environment node
/**
 * What the status line may believe, against the embedded sync server: "Online · nichts wartet"
 * only while the server answers and has everything; the exact count of changes waiting (four
 * edits offline are four); a dead server and a server that came back empty are told apart,
 * and a desk repairs an empty server from its replica. Also: the published standings keep one
 * revision when two desks' publishes made a conflict, and the tables' logins are shown again
 * without being revoked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodePouch, until } from '@/testing/online/node-pouch';
import { startEmbeddedServer, type EmbeddedServer } from '../../../server/embedded';
import { couch, createDirector, deleteUser, keptTableLogins, provisionTournament, removeTournament } from '../../../server/provision';
import { buildTournament } from '@/testing/domain/tournament';
import { STANDINGS_ID } from '@/domain/online/documents';
import { TournamentSync } from './tournament-sync';
import { MemoryTournamentStore } from '@/testing/online/memory-tournament-store';
import type { PouchDatabase } from './pouch-types';
import { checkServer, shownStatus, unknownHealth, type ServerHealth } from './server-watch';
import { resolvePublishedConflicts } from './published-conflicts';

const P = NodePouch;

const admin = { name: 'admin', password: 'watch-admin' };
const director = { name: 'leitung', password: 'tarock' };
let server: EmbeddedServer;


const started: TournamentSync[] = [];
function deskSync(store: MemoryTournamentStore, id: string, prefix: string): TournamentSync {
  const sync = new TournamentSync({ PouchDB: P, tournamentId: id, server: server.url, login: director, localAdapter: 'memory', local: store, localPrefix: prefix });
  started.push(sync);
  return sync;
}
function replicas(sync: TournamentSync): { director: PouchDatabase; handIns: PouchDatabase } {
  const s = sync as unknown as { local: PouchDatabase; localHandIns: PouchDatabase };
  return { director: s.local, handIns: s.localHandIns };
}

async function startServer(): Promise<EmbeddedServer> {
  const s = await startEmbeddedServer({ port: 15000 + Math.floor(Math.random() * 20000), admin });
  await createDirector(s.url, admin, director);
  return s;
}

beforeAll(async () => {
  server = await startServer();
}, 30_000);
afterAll(async () => {
  for (const s of started) await s.stop().catch(() => undefined);
  await server?.close();
});

describe('the status line believes the server', () => {
  it('online only while the server answers and has everything; an exact count offline; dead and empty told apart; an empty server repaired', async () => {
    const t = { ...buildTournament({ players: 8, rounds: 1 }), id: crypto.randomUUID() };
    await provisionTournament(server.url, admin, t.id);
    const store = new MemoryTournamentStore(t);
    const sync = deskSync(store, t.id, 'watch-a-');
    let url = server.url;
    await sync.start();
    const local = replicas(sync);
    let health: ServerHealth = unknownHealth();
    const check = async (online = true) => (health = await checkServer({ server: url, tournamentId: t.id, login: director, local, previous: health, online, now: new Date().toISOString() }));

    await until('the server has everything', async () => (await check()).state === 'ok' && health.missing === 0);
    expect(health.lastSyncedAt).not.toBeNull();
    expect(shownStatus({ ...sync.status, phase: 'idle' }, health, null)).toMatchObject({ phase: 'online', pending: 0 });
    const synced = health.lastSyncedAt;

    // Offline: four edits of four registrations are four changes waiting, and the line says offline.
    await sync.stop();
    for (const id of ['p1', 'p2', 'p3', 'p4']) {
      await store.update((f) => f ? { ...f, players: f.players.map((p) => (p.id === id ? { ...p, name: `${p.name} (neu)` } : p)) } : null);
      await sync.localChanged();
    }
    await check(false);
    expect(health).toMatchObject({ state: 'offline', missing: 4, lastSyncedAt: synced });
    // What the replication said last (idle, nothing pending) does not make it "Online".
    expect(shownStatus({ ...sync.status, phase: 'idle', pending: 0, error: 'unreachable' }, health, null)).toEqual({ phase: 'offline', pending: 4, lastSyncedAt: synced, error: null });

    // The server comes back empty (its databases gone): not "Online · nichts wartet" — empty, everything waiting.
    await removeTournament(server.url, admin, t.id);
    await check(true);
    expect(health.state).toBe('empty');
    const all = (await local.director.allDocs({})).rows.filter((r) => !r.id.startsWith('_design/')).length;
    expect(health.missing).toBeGreaterThanOrEqual(all);
    expect(shownStatus({ ...sync.status, phase: 'idle' }, health, synced).phase).toBe('empty');

    // The desk repairs it: provisioned again, the sync started anew pushes everything and publishes.
    await provisionTournament(server.url, admin, t.id);
    const again = deskSync(store, t.id, 'watch-a-');
    expect(again).not.toBe(sync);
    await again.start();
    await until('the server has everything again', async () => (await check()).state === 'ok' && health.missing === 0);
    expect(health.lastSyncedAt! > synced!).toBe(true);
    const names = await couch<{ rows: { id: string }[] }>(server.url, `/kb-t-${t.id}/_all_docs`, { auth: admin });
    expect(names.body.rows.some((r) => r.id === 'player:p1')).toBe(true);
    await until('the standings are published again', async () => (await couch(server.url, `/kb-p-${t.id}/${STANDINGS_ID}`, { auth: admin, ok: [404] })).status === 200);

    // The server is dead: said so, with what is known of the count.
    await again.stop();
    await store.update((f) => f ? { ...f, players: f.players.map((p) => (p.id === 'p5' ? { ...p, name: 'Eva Wimmer-Moser' } : p)) } : null);
    await again.localChanged();
    // (One process holds one embedded server: a dead one is a port where nothing answers any more.)
    url = 'http://127.0.0.1:9/';
    await check(true);
    expect(health).toMatchObject({ state: 'down', missing: 1 });
    expect(shownStatus({ ...again.status, phase: 'idle' }, health, null).phase).toBe('down');
  }, 60_000);

  it('a connection alert that no longer holds is not shown under "Online"; a real problem still is', () => {
    const ok: ServerHealth = { state: 'ok', missing: 0, lastSyncedAt: '2026-12-07T18:00:00.000Z', serverHas: {} };
    const base = { phase: 'idle' as const, lastSyncedAt: null, pending: 0, conflicts: [], handIns: [], clockSkewMs: 0 };
    expect(shownStatus({ ...base, error: 'unreachable' }, ok, null)).toMatchObject({ phase: 'online', error: null });
    expect(shownStatus({ ...base, error: 'invalid-merge' }, ok, null)).toMatchObject({ phase: 'online', error: 'invalid-merge' });
    // A merge that was not taken stays said until one is taken, whatever the replication reports meanwhile.
    expect(shownStatus({ ...base, error: null, mergeError: 'invalid-merge' }, ok, null)).toMatchObject({ phase: 'online', error: 'invalid-merge' });
    expect(shownStatus({ ...base, error: 'unreachable', mergeError: 'invalid-merge' }, { ...ok, state: 'down' }, null)).toMatchObject({ phase: 'down', error: 'invalid-merge' });
    expect(shownStatus({ ...base, error: null, mergeError: null }, ok, null)).toMatchObject({ phase: 'online', error: null });
    expect(shownStatus({ ...base, phase: 'active', error: null }, { ...ok, missing: 2 }, null)).toMatchObject({ phase: 'syncing', pending: 2 });
    // Right after the app opens again: the time it last synchronised, from what the device kept.
    expect(shownStatus(null, undefined, '2026-12-07T17:00:00.000Z')).toMatchObject({ phase: 'connecting', lastSyncedAt: '2026-12-07T17:00:00.000Z' });
  });
});

describe('the published standings on a cluster', () => {
  async function published(id: string) {
    await provisionTournament(server.url, admin, id);
    const auth = { adapter: 'http', auth: { username: director.name, password: director.password }, skip_setup: true };
    return new P(`${server.url}/kb-p-${id}`, auth);
  }
  const standings = (tournament: string, at: string, leader: string) => ({ _id: STANDINGS_ID, kind: 'standings', tournament, publishedAt: at, name: 'Cup', leader });

  it('a conflicting revision from another desk (written beside, not over) is removed and the newest standings stay', async () => {
    const id = crypto.randomUUID();
    const db = await published(id);
    const first = await db.put(standings(id, '2026-12-07T20:00:00.000Z', 'Anna'));
    // The other desk's publish, taken by another node beside the first: a sibling revision.
    await couch(server.url, `/kb-p-${id}/_bulk_docs`, { method: 'POST', auth: director, body: { new_edits: false, docs: [{ ...standings(id, '2026-12-07T20:00:05.000Z', 'Bernd'), _rev: `${first.rev.split('-')[0]}-ffffffffffffffffffffffffffffffff` }] } });
    const before = await db.get(STANDINGS_ID, { conflicts: true });
    expect(before._conflicts?.length).toBe(1);

    expect(await resolvePublishedConflicts(db)).toBe(1);
    const after = await db.get(STANDINGS_ID, { conflicts: true });
    expect(after._conflicts ?? []).toEqual([]);
    expect(after.leader).toBe('Bernd');
    expect(await resolvePublishedConflicts(db)).toBe(0);
  });

  it('an older sibling loses even when CouchDB picked it as the winner', async () => {
    const id = crypto.randomUUID();
    const db = await published(id);
    const first = await db.put(standings(id, '2026-12-07T20:00:05.000Z', 'Clara'));
    await couch(server.url, `/kb-p-${id}/_bulk_docs`, { method: 'POST', auth: director, body: { new_edits: false, docs: [{ ...standings(id, '2026-12-07T19:00:00.000Z', 'Dieter'), _rev: `${first.rev.split('-')[0]}-ffffffffffffffffffffffffffffffff` }] } });
    // The higher revision id wins in CouchDB: the older standings are shown until resolved.
    expect((await db.get(STANDINGS_ID)).leader).toBe('Dieter');
    await resolvePublishedConflicts(db);
    const after = await db.get(STANDINGS_ID, { conflicts: true });
    expect(after._conflicts ?? []).toEqual([]);
    expect(after.leader).toBe('Clara');
  });
});

describe('the tables’ logins', () => {
  async function works(name: string, password: string): Promise<boolean> {
    const res = await fetch(`${server.url}/_session`, { headers: { authorization: `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}` } });
    const body = (await res.json()) as { userCtx?: { name?: string | null } };
    return res.ok && body.userCtx?.name === name;
  }

  it('are shown again with the same passwords (nothing revoked), re-issued only on request, and given back to a server that lost them', async () => {
    const id = crypto.randomUUID();
    await provisionTournament(server.url, admin, id);
    const first = await keptTableLogins(server.url, admin, id, 1, [1, 2]);
    const second = await keptTableLogins(server.url, admin, id, 1, [1, 2]);
    expect(second).toEqual(first);
    expect(await works(first[0]!.name, first[0]!.password)).toBe(true);

    const reissued = await keptTableLogins(server.url, admin, id, 1, [1, 2], { reissue: true });
    expect(reissued[0]!.password).not.toBe(first[0]!.password);
    await until('the old login stops working', async () => !(await works(first[0]!.name, first[0]!.password)));
    expect(await works(reissued[0]!.name, reissued[0]!.password)).toBe(true);

    // The server lost its logins and what it kept of them: a desk gives back what it showed.
    await deleteUser(server.url, admin, reissued[1]!.name);
    await couch(server.url, `/kb-table-logins/${encodeURIComponent(reissued[1]!.name)}?rev=${(await couch<{ _rev: string }>(server.url, `/kb-table-logins/${encodeURIComponent(reissued[1]!.name)}`, { auth: admin })).body._rev}`, { method: 'DELETE', auth: admin });
    const restored = await keptTableLogins(server.url, admin, id, 1, [2], { known: new Map([[2, reissued[1]!.password]]) });
    expect(restored[0]!.password).toBe(reissued[1]!.password);
    expect(await works(reissued[1]!.name, reissued[1]!.password)).toBe(true);
  });

  it('are readable by no one but the server admin', async () => {
    const res = await fetch(`${server.url}/kb-table-logins/_all_docs`, { headers: { authorization: `Basic ${Buffer.from(`${director.name}:${director.password}`).toString('base64')}` } });
    expect([401, 403]).toContain(res.status);
    expect((await fetch(`${server.url}/kb-table-logins/_all_docs`)).status).toBeGreaterThanOrEqual(401);
  });
});
