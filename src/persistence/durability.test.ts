import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, DURABILITY } from './db';
import { createSession, changeSession } from './repositories/sessions-repository';
import { makeSession } from '@/testing/domain/session';

describe('durability', () => {
    afterEach(() => vi.restoreAllMocks());

  it('the database is opened with strict transaction durability', () => {
    expect(DURABILITY).toBe('strict');
    expect((db as unknown as { _options: { chromeTransactionDurability?: string } })._options.chromeTransactionDurability).toBe('strict');
  });

  it('every transaction a saved hand goes through asks IndexedDB for strict durability', async () => {
    // Dexie binds the connection's transaction() when it opens: watch it from the open on.
    db.close();
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await db.open();
    const stored = await createSession(makeSession());
    const result = await changeSession(stored.id, { kind: 'appendHand', hand: { game: 'rufer', declarer: 1, partner: 2, result: 'won' } }, 'addHand');
    expect(result.ok).toBe(true);
    // Dexie's internal read-only look at the schema on open carries no options; every write does.
    const writes = spy.mock.calls.filter((call) => call[1] === 'readwrite');
    expect(writes.length).toBeGreaterThanOrEqual(2);
    for (const call of writes) {
      expect(call[2]).toMatchObject({ durability: 'strict' });
    }
  });
});
