import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { writeV1Database } from '@/testing/v1-database';
import { V1_FIXTURE } from '@/testing/v1-fixture';
import { V1_STORES } from './v1-initial';

const NAME = 'v1-initial-test';

afterEach(() => Dexie.delete(NAME));

function openRaw(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

describe('v1-initial', () => {
  it('declares sessions by id with an updatedAt index, rule sets by id, meta by key', () => {
    expect(V1_STORES).toEqual({ sessions: 'id, updatedAt', ruleSets: 'id', meta: 'key' });
  });

  it('creates exactly these object stores at IndexedDB version 10 (Dexie version 1)', async () => {
    await writeV1Database(NAME);
    const idb = await openRaw(NAME);
    try {
      expect(idb.version).toBe(10);
      expect([...idb.objectStoreNames].sort()).toEqual(['meta', 'ruleSets', 'sessions']);
      const tx = idb.transaction(['sessions', 'ruleSets', 'meta'], 'readonly');
      const sessions = tx.objectStore('sessions');
      expect(sessions.keyPath).toBe('id');
      expect([...sessions.indexNames]).toEqual(['updatedAt']);
      expect(tx.objectStore('ruleSets').keyPath).toBe('id');
      expect(tx.objectStore('meta').keyPath).toBe('key');
    } finally {
      idb.close();
    }
  });

  it('holds the fixture records unchanged', async () => {
    await writeV1Database(NAME);
    const v1 = new Dexie(NAME);
    v1.version(1).stores(V1_STORES);
    try {
      expect(await v1.table('sessions').orderBy('id').toArray()).toEqual(
        [...V1_FIXTURE.sessions].sort((a, b) => a.id.localeCompare(b.id)),
      );
      expect(await v1.table('meta').toArray()).toEqual([{ key: 'appDataVersion', value: 1 }]);
    } finally {
      v1.close();
    }
  });
});
