// @vitest-environment node
/**
 * "nichts wartet" only when the server has everything: the count of changes waiting that the
 * status line shows is never 0 while a document this desk wrote is not on the server — a
 * registration on its way into the replica or being pushed, a hand-in scanned between two
 * checks of the server, a write made while a check was asking — and it goes down as the server
 * confirms to the sync, without waiting for the next check. Against the embedded server, with
 * the desk's store in memory and on Dexie (fake-indexeddb).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { NodePouch, until } from '@/testing/online/node-pouch';
import { syncServerForTests } from '@/testing/online/sync-server';
import { couch, provisionTournament } from '../../../server/provision';
import { buildTableSession, buildTournament } from '@/testing/domain/tournament';
import { makeHandIn } from '@/domain/tournament/hand-in';
import { handInDoc, playerDocId } from '@/domain/online/documents';
import type { TournamentFile } from '@/domain/tournament/model';
import { createTournament } from '@/persistence/repositories/tournaments-repository';
import { MemoryTournamentStore } from '@/testing/online/memory-tournament-store';
import { deskStore } from './desk-store';
import { TournamentSync } from './tournament-sync';
import type { PouchDatabase } from './pouch-types';
import type { TournamentStorePort } from './sync-types';
import { checkServer, shownStatus, unknownHealth, type ServerHealth } from './server-watch';

const server = syncServerForTests('pending-admin');
const { admin, director, started } = server;

const stores: [string, (file: TournamentFile) => Promise<TournamentStorePort>][] = [
  ['in memory', async (file) => new MemoryTournamentStore(file)],
  [
    'on Dexie',
    async (file) => {
      await createTournament(file);
      return deskStore(file.id);
    },
  ],
];

/** Whether the server has the document (at this revision, when given). */
async function serverHas(db: string, id: string): Promise<boolean> {
  const res = await couch<{ _rev?: string }>(server.url, `/${db}/${encodeURIComponent(id)}`, { auth: admin, ok: [404] });
  return res.status === 200;
}

describe.each(stores)('the count of changes waiting (store %s)', (_, makeStore) => {
  async function onlineDesk() {
    const t = { ...buildTournament({ players: 8, rounds: 1 }), id: crypto.randomUUID() };
    await provisionTournament(server.url, admin, t.id);
    const store = await makeStore(t);
    const sync = new TournamentSync({ PouchDB: NodePouch, tournamentId: t.id, server: server.url, login: director, localAdapter: 'memory', local: store, localPrefix: `pending-${crypto.randomUUID()}-` });
    started.push(sync);
    await sync.start();
    const s = sync as unknown as { local: PouchDatabase; localHandIns: PouchDatabase };
    const local = { director: s.local, handIns: s.localHandIns };
    let health: ServerHealth = unknownHealth();
    const check = async (fetcher?: typeof fetch) =>
      (health = await checkServer({ server: server.url, tournamentId: t.id, login: director, local, previous: health, online: true, now: new Date().toISOString(), ...(fetcher ? { fetch: fetcher } : {}) }));
    await until('the server has everything', async () => (await check()).state === 'ok' && health.missing === 0 && sync.status.phase === 'idle');
    const shown = () => shownStatus(sync.status, health, null);
    expect(shown()).toMatchObject({ phase: 'online', pending: 0 });
    /** A registration as the desk makes it: stored, then the store's watch tells the sync. */
    const register = async (name: string): Promise<string> => {
      let pid = '';
      const file = await store.update((f) => {
        if (!f) return null;
        pid = `w${f.players.length + 1}`;
        return { ...f, players: [...f.players, { id: pid, name }] };
      });
      void sync.localChanged(file);
      return playerDocId(pid);
    };
    return { t, sync, store, shown, check, register, health: () => health };
  }

  /** Until the server has `id`, every look at the status line counts at least one change waiting; then it comes to 0 by itself. */
  async function neverZeroUntilThere(shown: () => { pending: number }, db: string, id: string): Promise<number> {
    let looks = 0;
    for (;;) {
      const pending = shown().pending;
      // The server is asked after the status line was read: not there now, not there then.
      if (await serverHas(db, id)) break;
      looks++;
      expect(pending, `${id} is not on the server yet`).toBeGreaterThan(0);
    }
    // The server's confirmation to the sync brings the count down; no further check of the server is made.
    await until('nothing waits', () => shown().pending === 0);
    return looks;
  }

  it('a registration counts from the moment the store reports it until the server has it, and then not', async () => {
    const { t, shown, register } = await onlineDesk();
    const id = await register('Nachmeldung Eins');
    expect(shown().pending).toBe(1);
    await neverZeroUntilThere(shown, `kb-t-${t.id}`, id);
    await until('"Online · nichts wartet" once the replication is idle', () => shown().phase === 'online');
  }, 30_000);

  it('a hand-in scanned between two checks of the server waits until the server has it', async () => {
    const { t, sync, shown } = await onlineDesk();
    const message = makeHandIn(buildTableSession(t, 1, 1, 16));
    const doc = handInDoc(message);
    await sync.recordHandIn(doc);
    expect(shown().pending).toBeGreaterThan(0);
    await neverZeroUntilThere(shown, `kb-h-${t.id}`, doc._id);
  }, 30_000);

  it('a change made while a check was asking the server is not hidden by its answer', async () => {
    const { t, shown, check, register, health } = await onlineDesk();
    let written: string | null = null;
    // The check reads the replicas, then asks; the registration is written while it asks.
    await check(async (input, init) => {
      written ??= await register('Nachmeldung Zwei');
      return fetch(input, init);
    });
    expect(health()).toMatchObject({ state: 'ok', missing: 0 });
    expect(written).not.toBeNull();
    await neverZeroUntilThere(shown, `kb-t-${t.id}`, written!);
  }, 30_000);
});
