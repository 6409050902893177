import { afterAll, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { APP_DATA_VERSION, db, DB_NAME } from './db';
import { V2_STORES } from './migrations/v2-players-and-archive';
import { clearStorageError, getStorageError, guard } from './storage-errors';

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

function putRawMeta(value: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME);
    req.onerror = () => reject(req.error);
    req.onsuccess = () => {
      const tx = req.result.transaction('meta', 'readwrite');
      tx.objectStore('meta').put({ key: 'appDataVersion', value });
      tx.oncomplete = () => {
        req.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
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

  it('an open that failed is tried again by the next operation, without a reload', async () => {
    if (!db.isOpen()) await db.open();
    clearStorageError();
    // The open fails (here: data written by a newer build; on a phone: a full disk where a fresh
    // profile's database was to be created).
    await db.meta.put({ key: 'appDataVersion', value: APP_DATA_VERSION + 1 });
    db.close({ disableAutoOpen: false });
    await expect(guard(() => db.meta.get('appDataVersion'))).rejects.toMatchObject({ code: 'ERR_STORAGE_NEWER_DATA' });
    expect(db.hasFailed()).toBe(true);

    // The cause is gone: the next operation opens the database and goes through.
    await putRawMeta(APP_DATA_VERSION);
    await expect(guard(() => db.meta.get('appDataVersion'))).resolves.toMatchObject({ value: APP_DATA_VERSION });
    expect(db.isOpen()).toBe(true);
  });

  it('a database closed on purpose stays closed', async () => {
    if (!db.isOpen()) await db.open();
    db.close();
    await expect(guard(() => db.meta.get('appDataVersion'))).rejects.toMatchObject({ code: 'ERR_STORAGE_UNKNOWN' });
    expect(db.isOpen()).toBe(false);
  });
});
