// @vitest-environment node
/**
 * A desk's own changes go to the server at once, not only when the live replication gets to
 * them (it sends a change after its previous batch and that batch's checkpoints, seconds on a
 * busy night): with the replication switched off, a registration reaches the server, with the
 * revision the desk wrote and its history (a later edit is no conflict), and the count of
 * waiting changes comes to 0. What could not be sent offline goes when the desk is back.
 */
import { describe, expect, it } from 'vitest';
import { NodePouch, until } from '@/testing/online/node-pouch';
import { syncServerForTests } from '@/testing/online/sync-server';
import { couch, provisionTournament } from '../../../server/provision';
import { buildTournament } from '@/testing/domain/tournament';
import { playerDocId } from '@/domain/online/documents';
import { MemoryTournamentStore } from '@/testing/online/memory-tournament-store';
import { TournamentSync } from './tournament-sync';
import type { PouchDatabase, PouchStatic, Replication } from './pouch-types';

const server = syncServerForTests('send-now-admin');
const { admin, director, started } = server;

/** PouchDB without the live replication (it never sends anything), and a network that can be cut. */
function withoutReplication(network: { down: boolean }): PouchStatic {
  const inert: Replication = { on: () => inert, cancel: () => undefined };
  const Pouch = function (name: string, opts?: Record<string, unknown>): PouchDatabase {
    const db = new NodePouch(name, opts);
    if (!/^https?:/.test(name)) return db;
    const bulkDocs = db.bulkDocs.bind(db);
    db.bulkDocs = (docs, o) => (network.down ? Promise.reject(Object.assign(new Error('Failed to fetch'), { status: 0 })) : bulkDocs(docs, o));
    return db;
  } as unknown as PouchStatic;
  Pouch.sync = () => inert;
  Pouch.replicate = () => inert;
  return Pouch;
}

interface ServerDoc {
  _rev?: string;
  _conflicts?: string[];
  player?: { name?: string };
}

async function serverDoc(tournamentId: string, id: string): Promise<ServerDoc | null> {
  const res = await couch<ServerDoc>(server.url, `/kb-t-${tournamentId}/${encodeURIComponent(id)}?conflicts=true`, { auth: admin, ok: [404] });
  return res.status === 200 ? res.body : null;
}

async function onlineDesk(network: { down: boolean }) {
  const t = { ...buildTournament({ players: 8, rounds: 1 }), id: crypto.randomUUID() };
  await provisionTournament(server.url, admin, t.id);
  const store = new MemoryTournamentStore(t);
  const sync = new TournamentSync({ PouchDB: withoutReplication(network), tournamentId: t.id, server: server.url, login: director, localAdapter: 'memory', local: store, localPrefix: `send-${crypto.randomUUID()}-` });
  started.push(sync);
  await sync.start();
  const local = (sync as unknown as { local: PouchDatabase }).local;
  const register = async (pid: string, name: string) => {
    const file = await store.update((f) => (f ? { ...f, players: [...f.players, { id: pid, name }] } : null));
    await sync.localChanged(file);
  };
  const rename = async (pid: string, name: string) => {
    const file = await store.update((f) => (f ? { ...f, players: f.players.map((p) => (p.id === pid ? { ...p, name } : p)) } : null));
    await sync.localChanged(file);
  };
  return { t, sync, local, register, rename };
}

describe('a desk sends its own changes at once', () => {
  it('a registration reaches the server without the replication, as the revision the desk wrote; an edit of it follows without a conflict', async () => {
    const network = { down: false };
    const { t, sync, local, register, rename } = await onlineDesk(network);
    await register('w1', 'Nachmeldung Eins');
    const there = await until('the server has the registration', () => serverDoc(t.id, playerDocId('w1')));
    expect(there).toMatchObject({ player: { name: 'Nachmeldung Eins' }, _rev: (await local.get(playerDocId('w1')))._rev });
    await until('nothing waits', () => sync.status.pending === 0);

    await rename('w1', 'Nachmeldung Eins (Linz)');
    const edited = await until('the server has the edit', async () => {
      const d = await serverDoc(t.id, playerDocId('w1'));
      return d?.player?.name === 'Nachmeldung Eins (Linz)' ? d : undefined;
    });
    expect(edited?._rev).toMatch(/^2-/);
    expect(edited?._conflicts).toBeUndefined();
    await until('nothing waits', () => sync.status.pending === 0);
  }, 30_000);

  it('what was written offline is sent at once when the desk is back', async () => {
    const network = { down: false };
    const { t, sync, register } = await onlineDesk(network);
    await until('the tournament is on the server', () => sync.status.pending === 0);
    network.down = true;
    for (let i = 1; i <= 5; i++) await register(`w${i}`, `Offline ${i}`);
    // Tried and not reached: all five wait.
    await until('five changes wait', () => sync.status.pending === 5);
    expect(await serverDoc(t.id, playerDocId('w1'))).toBeNull();

    network.down = false;
    sync.syncNow();
    for (let i = 1; i <= 5; i++) expect(await until(`the server has Offline ${i}`, () => serverDoc(t.id, playerDocId(`w${i}`)))).toMatchObject({ player: { name: `Offline ${i}` } });
    await until('nothing waits', () => sync.status.pending === 0);
  }, 30_000);
});
