// @vitest-environment node
/**
 * The state a desk last agreed with its replica survives a restart: kept as one string (the
 * sync writes it at every step, and one string is far cheaper to store than 200 and more
 * objects), read back equal; a base kept by an older version (the documents as objects) is
 * still read; a damaged one is no base, and the next push sends the whole file. A push writes on
 * the revisions it knows and reads the replica only for a document that changed there meanwhile.
 */
import { describe, expect, it } from 'vitest';
import { NodePouch } from '@/testing/online/node-pouch';
import { MemoryTournamentStore } from '@/testing/online/memory-tournament-store';
import { buildTournament } from '@/testing/domain/tournament';
import { docContent } from '@/domain/online/documents';
import { fileToDocs } from '@/domain/online/file-documents';
import { AgreedState } from './sync-merge';
import type { PouchDatabase } from './pouch-types';

function agreedOn(replica: PouchDatabase, store: MemoryTournamentStore): AgreedState {
  return new AgreedState({ replica, port: store, written: async () => undefined, setStatus: () => undefined });
}

async function setUp() {
  const t = { ...buildTournament({ players: 8, rounds: 1 }), id: crypto.randomUUID() };
  const replica = new NodePouch(`agreed-${crypto.randomUUID()}`, { adapter: 'memory' });
  const store = new MemoryTournamentStore(t);
  return { t, replica, store };
}

describe('the state last agreed', () => {
  it('is kept as one string and read back equal after a restart', async () => {
    const { t, replica, store } = await setUp();
    const first = agreedOn(replica, store);
    await first.push();
    const kept = await replica.get('_local/kb-base');
    expect(typeof kept.json).toBe('string');
    expect(kept.docs).toBeUndefined();

    const again = agreedOn(replica, store);
    await again.restore();
    expect(again.agreed()!.map(docContent)).toEqual(first.agreed()!.map(docContent));
    expect(again.agreed()!.map(docContent)).toEqual(fileToDocs(t).map(docContent));
    // Nothing changed since: the restarted desk writes nothing into the replica.
    const before = (await replica.info()).update_seq;
    await again.push();
    expect((await replica.info()).update_seq).toBe(before);
  });

  it('kept by an older version as objects, it is still read', async () => {
    const { t, replica, store } = await setUp();
    await replica.put({ _id: '_local/kb-base', docs: fileToDocs(t).map(docContent) });
    const state = agreedOn(replica, store);
    await state.restore();
    expect(state.agreed()!.map(docContent)).toEqual(fileToDocs(t).map(docContent));
  });

  it('damaged, it is no base: the next push sends the whole file', async () => {
    const { t, replica, store } = await setUp();
    await replica.put({ _id: '_local/kb-base', json: '[{"kind":"player", broken' });
    const state = agreedOn(replica, store);
    await state.restore();
    expect(state.agreed()).toBeNull();
    await state.push();
    expect((await replica.info()).doc_count).toBe(fileToDocs(t).length);
  });
});

describe('a push into the replica', () => {
  it('writes on the revisions it knows, without reading the replica first; a document another desk changed meanwhile is read and written on its revision', async () => {
    const { replica, store } = await setUp();
    const state = agreedOn(replica, store);
    await state.push();
    await state.merge();
    let reads = 0;
    const allDocs = replica.allDocs.bind(replica);
    replica.allDocs = (opts) => ((reads += opts.keys ? 1 : 0), allDocs(opts));

    // A registration on this desk: written on what the state knows, no read.
    await store.change((f) => ({ ...f, players: [...f.players, { id: 'p9-aaaa', name: 'Ida Wolf' }] }));
    await state.push();
    expect(reads).toBe(0);
    expect((await replica.get('player:p9-aaaa')).player).toMatchObject({ name: 'Ida Wolf' });

    // Another desk renamed player 2 in the replica, and this desk renames them too before it heard of it.
    const p2 = await replica.get('player:p2');
    await replica.put({ ...p2, player: { ...(p2.player as object), name: 'Anderer Desk' } });
    await store.change((f) => ({ ...f, players: f.players.map((p) => (p.id === 'p2' ? { ...p, name: 'Dieser Desk' } : p)) }));
    await state.push();
    // Refused on the old revision, read, and written on the current one (this desk's later change, by the merge's rule).
    expect(reads).toBe(1);
    const after = await replica.get('player:p2');
    expect((after.player as { name: string }).name).toBe('Dieser Desk');
    expect(after._rev!.startsWith('3-')).toBe(true);
  });

  it('after a restart (nothing read yet), deletes a document removed on this desk meanwhile, and the merge after it does not bring it back', async () => {
    const { replica, store } = await setUp();
    const first = agreedOn(replica, store);
    await first.push();
    await first.merge();
    const last = (await store.read())!.players.at(-1)!;
    // While the sync was not running (the app closed), the director removed the last registration.
    await store.change((f) => ({ ...f, players: f.players.filter((p) => p.id !== last.id) }));

    const restarted = agreedOn(replica, store);
    await restarted.restore();
    expect((await restarted.merge()).ok).toBe(true);
    await expect(replica.get(`player:${last.id}`)).rejects.toMatchObject({ status: 404 });
    expect((await store.read())!.players.map((p) => p.id)).not.toContain(last.id);
  });
});

describe('a merge', () => {
  it('with nothing new in the replica since a merge that was agreed leaves the stored tournament alone; something new is merged', async () => {
    const { replica, store } = await setUp();
    const state = agreedOn(replica, store);
    await state.push();
    expect((await state.merge()).ok).toBe(true);
    let steps = 0;
    const update = store.update.bind(store);
    store.update = (change) => ((steps += 1), update(change));

    // The replication and the changes feed both asked for a merge of the same documents.
    expect(await state.merge()).toEqual({ ok: true, value: { file: undefined, decisions: [] } });
    expect(steps).toBe(0);

    // Another desk's registration comes into the replica: merged in one step on the stored tournament.
    await replica.put({ _id: 'player:p9-bbbb', kind: 'player', tournament: (await store.read())!.id, order: 100, player: { id: 'p9-bbbb', name: 'Jakob Rauch' } });
    expect((await state.merge()).ok).toBe(true);
    expect(steps).toBe(1);
    expect((await store.read())!.players.map((p) => p.name)).toContain('Jakob Rauch');
  });
});
