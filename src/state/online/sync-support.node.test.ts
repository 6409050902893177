// @vitest-environment node
/**
 * The databases on a device keep the body of a document's current revision only: the standings
 * a spectator's phone keeps, written at every table's result, do not carry every earlier
 * version inside their record (read and written whole at each change).
 */
import { describe, expect, it } from 'vitest';
import { NodePouch } from '@/testing/online/node-pouch';
import { localDatabaseOptions } from './sync-support';

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
