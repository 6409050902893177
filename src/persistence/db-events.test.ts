import { afterAll, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { APP_DATA_VERSION, db, DB_NAME } from './db';
import { V2_STORES } from './migrations/v2-players-and-archive';
import { clearStorageError, getStorageError } from './storage-errors';

function openRaw(version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, version);
    req.onupgradeneeded = () => {
      const idb = req.result;
      if (!idb.objectStoreNames.contains('sessions')) idb.createObjectStore('sessions', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
      if (!idb.objectStoreNames.contains('ruleSets')) idb.createObjectStore('ruleSets', { keyPath: 'id' });
      if (!idb.objectStoreNames.contains('meta')) idb.createObjectStore('meta', { keyPath: 'key' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

afterAll(async () => {
  db.close();
  await Dexie.delete(DB_NAME);
  clearStorageError();
});

describe('the database and other tabs', () => {
  it('reports a blocked upgrade while an old tab holds the database, and clears it once the upgrade ran', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    clearStorageError();
    // An "old tab": the first release's connection, which does not give way on versionchange.
    const oldTab = await openRaw(10);
    const opening = db.open();
    await new Promise((r) => setTimeout(r, 50));
    expect(getStorageError()?.code).toBe('ERR_STORAGE_BLOCKED');

    oldTab.close();
    await opening;
    expect(db.verno).toBe(APP_DATA_VERSION);
    expect(getStorageError()).toBeNull();
  });

  it('reports an outdated tab when a newer version of the app upgrades the database', async () => {
    clearStorageError();
    if (!db.isOpen()) await db.open();
    const newerTab = new Dexie(DB_NAME);
    newerTab.version(APP_DATA_VERSION + 1).stores({ ...V2_STORES, extra: 'id' });
    await newerTab.open();
    expect(getStorageError()?.code).toBe('ERR_STORAGE_OUTDATED_TAB');
    // This tab gave way: its connection is closed.
    expect(db.isOpen()).toBe(false);
    newerTab.close();
  });
});
