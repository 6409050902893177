import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, DB_NAME } from './db';
import {
  databaseExists,
  databasePresence,
  resetDatabasePresenceForTests,
  subscribeDatabasePresence,
  whenDatabaseExists,
} from './database-presence';

/** A device that has never run the app: no database, nothing learnt about it. */
async function firstVisit(): Promise<void> {
  db.close({ disableAutoOpen: false });
  await Dexie.delete(DB_NAME);
  resetDatabasePresenceForTests();
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name ?? '');
}

describe('whether the database exists', () => {
  beforeEach(firstVisit);
  afterEach(async () => {
    vi.restoreAllMocks();
    if (!db.isOpen()) await db.open();
  });

  it('is "absent" on a first visit, and asking does not create it', async () => {
    expect(databasePresence()).toBe('unknown');
    expect(await databaseExists()).toBe(false);
    expect(databasePresence()).toBe('absent');
    expect(await databaseNames()).not.toContain(DB_NAME);
    expect(db.isOpen()).toBe(false);
  });

  it('becomes "present" when the first query creates it, and tells whoever listens', async () => {
    expect(await databaseExists()).toBe(false);
    const heard = vi.fn();
    const stop = subscribeDatabasePresence(heard);
    const created = whenDatabaseExists();
    await db.players.count();
    await created;
    expect(databasePresence()).toBe('present');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(await databaseExists()).toBe(true);
    stop();
  });

  it('becomes "present" when another connection (another tab) stores something', async () => {
    expect(await databaseExists()).toBe(false);
    // Dexie fires this event for every write, of this page and (by a broadcast) of other tabs.
    Dexie.on.storagemutated.fire({});
    expect(databasePresence()).toBe('present');
  });

  it('asks again when the page is shown or focused: another tab may have created it, unheard by this one', async () => {
    expect(await databaseExists()).toBe(false);
    // Another tab creates the database; this tab has not loaded the database code that would hear it.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(DB_NAME);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    expect(databasePresence()).toBe('absent');
    const created = whenDatabaseExists();
    window.dispatchEvent(new Event('focus'));
    await created;
    expect(databasePresence()).toBe('present');
  });

  it('does not load the database code: the start asks it before Dexie is loaded', () => {
    const source = readFileSync(join(process.cwd(), 'src/persistence/database-presence.ts'), 'utf8');
    expect(source).not.toMatch(/^import (?!type)/m);
  });

  it('is "present" for a database that exists, asked or opened', async () => {
    await db.open();
    db.close({ disableAutoOpen: false });
    resetDatabasePresenceForTests();
    expect(await databaseExists()).toBe(true);
    expect(databasePresence()).toBe('present');
  });

  it('counts as existing where the browser cannot tell (no databases(), or it fails): the app then opens it as always', async () => {
    vi.spyOn(indexedDB, 'databases').mockRejectedValue(new Error('not allowed'));
    expect(await databaseExists()).toBe(true);
    resetDatabasePresenceForTests();
    const factory = indexedDB as { databases?: unknown };
    const saved = factory.databases;
    factory.databases = undefined;
    try {
      expect(await databaseExists()).toBe(true);
    } finally {
      factory.databases = saved;
    }
  });

  it('asks the browser only once', async () => {
    const ask = vi.spyOn(indexedDB, 'databases');
    await Promise.all([databaseExists(), databaseExists()]);
    await databaseExists();
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
