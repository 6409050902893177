// @vitest-environment node
/**
 * The databases on a device keep the body of a document's current revision only: the standings
 * a spectator's phone keeps, written at every table's result, do not carry every earlier
 * version inside their record (read and written whole at each change). Another desk's new
 * documents come by the server's changes feed and are stored in one step, however many.
 */
import { describe, expect, it } from 'vitest';
import { NodePouch, until } from '@/testing/online/node-pouch';
import { syncServerForTests } from '@/testing/online/sync-server';
import { couch } from '../../../server/provision';
import { sequential } from '@/lib/sequential';
import { feedInto, localDatabaseOptions } from './sync-support';
import type { PouchDoc } from './pouch-types';

describe('a database on this device', () => {
  it('keeps the current body of a document written again and again, not the earlier ones', async () => {
    const adapter = 'memory';
    const db = new NodePouch(`compaction-${crypto.randomUUID()}`, localDatabaseOptions(adapter));
    const revs: string[] = [];
    let rev: string | undefined;
    for (let i = 0; i < 5; i++) {
      const out = await db.put({ _id: 'standings', n: i, ...(rev ? { _rev: rev } : {}) });
      rev = out.rev;
      revs.push(rev);
    }
    expect((await db.get('standings')).n).toBe(4);
    for (const old of revs.slice(0, -1)) await expect(db.get('standings', { rev: old })).rejects.toMatchObject({ status: 404 });
    await db.destroy();
  });
});

describe("another desk's new documents, by the changes feed", () => {
  it('are stored in one step for all that arrived while the step waited, with their revisions, and merged once, in that step', async () => {
    const remote = new NodePouch(`feed-remote-${crypto.randomUUID()}`, { adapter: 'memory' });
    const local = new NodePouch(`feed-local-${crypto.randomUUID()}`, { adapter: 'memory' });
    const queue = sequential();
    let steps = 0;
    const counted = <T,>(task: () => Promise<T>) => queue(() => ((steps += 1), task()));
    let heard = 0;
    let merges = 0;
    // The desk is busy (a merge runs) while fifty registrations arrive.
    let release!: () => void;
    void queue(() => new Promise<void>((r) => (release = r)));
    let then = async () => {
      merges += 1;
    };
    const feed = feedInto(remote, local, counted, (doc: PouchDoc) => ((heard += 1), doc._id.startsWith('player:')), () => then());
    const written = await remote.bulkDocs(Array.from({ length: 50 }, (_, i) => ({ _id: `player:w${i + 1}`, name: `Offline ${i + 1}` })));
    await until('the feed brought all fifty', () => heard === 50);
    release();
    await until('all fifty are stored', async () => (await local.info()).doc_count === 50);
    await until('merged', () => merges === 1);
    expect(steps).toBe(1);
    for (const w of written) if ('rev' in w) expect((await local.get(w.id))._rev).toBe(w.rev);

    // A document this device already has (its own write coming back) is not stored again, nor merged.
    await local.bulkDocs([{ _id: 'player:own', name: 'Eigene' }]);
    const own = await local.get('player:own');
    await remote.bulkDocs([own], { new_edits: false });
    await until('the feed brought it', () => heard === 51);
    await queue(async () => undefined);
    expect(merges).toBe(1);

    // The merge runs in the step that stored the documents, not behind what was queued meanwhile.
    const order: string[] = [];
    let busy!: () => void;
    void queue(() => new Promise<void>((r) => (busy = r)));
    await remote.bulkDocs([{ _id: 'player:late', name: 'Spät' }]);
    await until('the feed brought it', () => heard === 52);
    void queue(async () => void order.push('queued meanwhile'));
    then = async () => {
      await new Promise((r) => setTimeout(r, 20));
      order.push('merged');
    };
    busy();
    await until('both ran', () => order.length === 2);
    expect(order).toEqual(['merged', 'queued meanwhile']);
    feed.cancel();
    await remote.destroy();
    await local.destroy();
  });
});

describe("another desk's new documents, from the server", () => {
  const server = syncServerForTests('feed-admin');

  it('sixty sent at once come in at most two answers of the feed, not 25 to an answer: stored and merged at most twice', async () => {
    const name = `feed-${crypto.randomUUID()}`;
    await couch(server.url, `/${name}`, { method: 'PUT', auth: server.admin });
    const remote = new NodePouch(`${server.url}/${name}`, { adapter: 'http', auth: { username: server.admin.name, password: server.admin.password }, skip_setup: true });
    const local = new NodePouch(`feed-local-${crypto.randomUUID()}`, { adapter: 'memory' });
    const queue = sequential();
    let steps = 0;
    let merges = 0;
    const sizes: number[] = [];
    // A probe the feed hears (and does not store) says it is listening.
    let listening = false;
    const take = (doc: PouchDoc) => (doc._id.startsWith('probe:') ? ((listening = true), false) : true);
    const feed = feedInto(remote, local, (task) => queue(() => ((steps += 1), task())), take, async () => {
      sizes.push((await local.info()).doc_count);
      merges += 1;
    });
    // The feed is listening before the desk sends (it follows from "now": a probe sent before it listens is never heard).
    let probes = 0;
    await until('the feed is listening', async () => (await remote.put({ _id: `probe:${++probes}` }), listening));
    await remote.bulkDocs(Array.from({ length: 60 }, (_, i) => ({ _id: `player:w${i + 1}`, name: `Offline ${i + 1}` })));
    await until('all sixty are stored', async () => (await local.info()).doc_count === 60);
    await until('merged', () => merges > 0);
    await queue(async () => undefined);
    // The feed's open request is answered at the first document; all the others come in the next
    // answer, not 25 to an answer (four steps and four merges before).
    expect(steps).toBeLessThanOrEqual(2);
    expect(merges).toBe(steps);
    expect(sizes.at(-1)).toBe(60);
    feed.cancel();
    await local.destroy();
  });
});
