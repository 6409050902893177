import { afterAll, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { V3_STORES } from './v3-add-tournaments';
import { V4_STORES } from './v4-add-seasons';
import { db, DB_NAME } from '../db';
import { writeV1Database } from '@/testing/v1-database';
import { V1_FIXTURE } from '@/testing/v1-fixture';
import { listSessions } from '../repositories/sessions-repository';

afterAll(async () => {
  db.close();
  await Dexie.delete(DB_NAME);
});

/** A version-3 database as the tournament release left it: one tournament with a logged result. */
async function writeV3Database(): Promise<void> {
  const v3 = new Dexie(DB_NAME);
  v3.version(3).stores(V3_STORES);
  await v3.open();
  await v3.table('meta').put({ key: 'appDataVersion', value: 3 });
  await v3.table('tournaments').put({
    id: 't-1', createdAt: '2026-11-20T18:00:00.000Z', updatedAt: '2026-11-20T22:00:00.000Z', archived: false,
    data: {
      format: 'tarock-tournament', version: 1, id: 't-1', name: 'Hausruck-Cup, 1. Turnier', rules: 'tarockcup', plannedRounds: 1,
      handsPerRound: { '4': 16, '5': 20 }, players: ['Anna', 'Bernd', 'Clara', 'Dieter'].map((name, i) => ({ id: `p${i + 1}`, name })),
      rounds: [{ tables: [{ table: 1, players: ['p1', 'p2', 'p3', 'p4'], firstDealer: 0, result: { totals: [12, -4, -8, 0] } }] }],
    },
  });
  await v3.table('resultLog').put({ id: 'l-1', tournamentId: 't-1', round: 1, table: 1, at: '2026-11-20T21:00:00.000Z', source: 'typed', action: 'accepted', fingerprint: 'x', result: { totals: [12, -4, -8, 0] } });
  v3.close();
}

describe('v4-add-seasons', () => {
  it('adds the seasons table and keeps every v3 table as it was', () => {
    for (const [table, schema] of Object.entries(V3_STORES)) expect(V4_STORES[table as keyof typeof V4_STORES]).toBe(schema);
    expect(V4_STORES.seasons).toBe('id, updatedAt');
    expect(Object.keys(V4_STORES)).toHaveLength(Object.keys(V3_STORES).length + 1);
  });

  it('upgrades a version-3 database with its tournaments and result history untouched and no seasons', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    await writeV3Database();
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(4);
    expect(db.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['meta', 'players', 'resultLog', 'ruleSets', 'seasons', 'sessions', 'tournaments']));
    expect(await db.seasons.count()).toBe(0);
    expect((await db.tournaments.get('t-1'))?.data.name).toBe('Hausruck-Cup, 1. Turnier');
    expect(await db.resultLog.count()).toBe(1);
    expect(await db.meta.get('appDataVersion')).toEqual({ key: 'appDataVersion', value: db.verno });
  });

  it('upgrades a version-1 database through every version to v4', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    await writeV1Database(DB_NAME);
    await db.open();
    expect(await db.seasons.count()).toBe(0);
    expect((await listSessions()).length).toBe(V1_FIXTURE.sessions.length);
  });
});
