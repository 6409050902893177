import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { V4_STORES } from './v4-add-seasons';
import { LEGACY_CONNECTION_KEY, LEGACY_ONLINE_KEY, legacyOnlineRecords, V5_STORES } from './v5-online-in-database';
import { db, DB_NAME } from '../db';
import { writeV1Database } from '@/testing/v1-database';
import { listOnlineTournaments, readConnection } from '../repositories/online-repository';

afterAll(async () => {
  db.close();
  await Dexie.delete(DB_NAME);
});

beforeEach(() => localStorage.clear());

async function writeV4Database(): Promise<void> {
  const v4 = new Dexie(DB_NAME);
  v4.version(4).stores(V4_STORES);
  await v4.open();
  await v4.table('meta').put({ key: 'appDataVersion', value: 4 });
  await v4.table('tournaments').put({ id: 't-1', createdAt: '2026-11-20T18:00:00.000Z', updatedAt: '2026-11-20T18:00:00.000Z', archived: false, data: { id: 't-1' } });
  v4.close();
}

describe('v5-online-in-database', () => {
  it('adds the online tournaments table and keeps every v4 table as it was', () => {
    for (const [table, schema] of Object.entries(V4_STORES)) expect(V5_STORES[table as keyof typeof V5_STORES]).toBe(schema);
    expect(V5_STORES.onlineTournaments).toBe('id');
  });

  it('reads the old localStorage values, leaving out what cannot be read', () => {
    const now = '2026-12-07T18:00:00.000Z';
    expect(legacyOnlineRecords('{"url":"https://x/sync","name":"leitung","password":"pw","extra":1}', '["a","b","a",3]', now)).toEqual({
      connection: { url: 'https://x/sync', name: 'leitung', password: 'pw' },
      tournaments: [{ id: 'a', since: now }, { id: 'b', since: now }],
    });
    expect(legacyOnlineRecords('{"url":"x"}', 'not json', now)).toEqual({ connection: null, tournaments: [] });
    expect(legacyOnlineRecords(null, null, now)).toEqual({ connection: null, tournaments: [] });
  });

  it('moves the connection and the online tournaments of a version-4 device into the database', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    await writeV4Database();
    localStorage.setItem(LEGACY_CONNECTION_KEY, JSON.stringify({ url: 'http://localhost/sync', name: 'leitung', password: 'tarock' }));
    localStorage.setItem(LEGACY_ONLINE_KEY, JSON.stringify(['t-1']));
    await db.open();
    expect(db.verno).toBe(5);
    expect(await readConnection()).toEqual({ url: 'http://localhost/sync', name: 'leitung', password: 'tarock' });
    expect((await listOnlineTournaments()).map((t) => t.id)).toEqual(['t-1']);
    expect((await db.tournaments.get('t-1'))?.id).toBe('t-1');
    expect(await db.meta.get('appDataVersion')).toEqual({ key: 'appDataVersion', value: 5 });
  });

  it('upgrades a device that was never online, and a version-1 database, with nothing online', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    await writeV1Database(DB_NAME);
    await db.open();
    expect(await readConnection()).toBeNull();
    expect(await listOnlineTournaments()).toEqual([]);
  });
});
