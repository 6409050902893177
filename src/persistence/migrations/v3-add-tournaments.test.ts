import { afterAll, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { V2_STORES } from './v2-players-and-archive';
import { V3_STORES } from './v3-add-tournaments';
import { APP_DATA_VERSION, db, DB_NAME } from '../db';
import { writeV1Database } from '@/testing/v1-database';
import { V1_FIXTURE } from '@/testing/v1-fixture';
import { listSessions } from '../repositories/sessions-repository';
import releaseV2 from '../../../tests/fixtures/db/release-v2.json';

afterAll(async () => {
  db.close();
  await Dexie.delete(DB_NAME);
});

describe('v3-add-tournaments', () => {
  it('adds the tournaments and result-log tables and keeps every v2 table as it was', () => {
    for (const [table, schema] of Object.entries(V2_STORES)) expect(V3_STORES[table as keyof typeof V3_STORES]).toBe(schema);
    expect(V3_STORES.tournaments).toBe('id, updatedAt');
    expect(V3_STORES.resultLog).toBe('id, tournamentId, at');
  });

  it('upgrades a version-1 database through v2 to v3 with empty tournament tables and the evenings untouched', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    await writeV1Database(DB_NAME);
    await db.open();
    expect(db.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['meta', 'players', 'resultLog', 'ruleSets', 'sessions', 'tournaments']));
    expect(await db.tournaments.count()).toBe(0);
    expect(await db.resultLog.count()).toBe(0);
    expect((await listSessions()).length).toBe(V1_FIXTURE.sessions.length);
  });
});

describe('a database written by the schema-version-2 release through its UI', () => {
  it('upgrades to v3 (and on to the current version) with every record kept as it was', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    await writeDump(releaseV2 as DatabaseDump);
    await db.open();
    expect(db.verno).toBe(APP_DATA_VERSION);
    for (const store of (releaseV2 as DatabaseDump).stores) {
      const rows = await db.table(store.name).toArray();
      if (store.name === 'meta') {
        expect(rows).toEqual(expect.arrayContaining(store.records.filter((r) => (r as { key: string }).key !== 'appDataVersion')));
        expect(await db.meta.get('appDataVersion')).toEqual({ key: 'appDataVersion', value: APP_DATA_VERSION });
      } else {
        expect(rows).toHaveLength(store.records.length);
        expect(rows).toEqual(expect.arrayContaining(store.records));
      }
    }
    expect(await db.tournaments.count()).toBe(0);
  });
});

interface DatabaseDump {
  database: string;
  version: number;
  stores: { name: string; keyPath: string | string[] | null; autoIncrement: boolean; indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[]; records: unknown[] }[];
}

/** Recreates a dumped database with raw IndexedDB calls, as the release left it. */
function writeDump(dump: DatabaseDump): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(dump.database, dump.version);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
    request.onupgradeneeded = () => {
      const idb = request.result;
      for (const s of dump.stores) {
        const store = idb.createObjectStore(s.name, { keyPath: s.keyPath, autoIncrement: s.autoIncrement });
        for (const i of s.indexes) store.createIndex(i.name, i.keyPath, { unique: i.unique, multiEntry: i.multiEntry });
        for (const record of s.records) store.put(record);
      }
    };
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
  });
}
