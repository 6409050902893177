import { afterAll, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import seedScript from '../../../tests/e2e/support/seed-v1.js?raw';
import { APP_DATA_VERSION, db, DB_NAME, META_APP_DATA_VERSION, type StoredSession } from '../db';
import { writeV1Database } from '@/testing/v1-database';
import { V1_FIXTURE } from '@/testing/v1-fixture';
import { StorageError } from '../storage-errors';
import { MIGRATIONS } from './index';
import { listPlayers } from '../repositories/players-repository';
import { listSessions } from '../repositories/sessions-repository';
import { listRuleSets } from '../repositories/rule-sets-repository';
import { resolveRules, settleSession, type Session } from '@/domain/index';

const testFiles = Object.keys(import.meta.glob('./*.test.ts'));
const migrationSources = import.meta.glob<string>(['./v*-*.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true });

async function freshStart(): Promise<void> {
  db.close();
  await Dexie.delete(DB_NAME);
}

afterAll(async () => {
  db.close();
  await Dexie.delete(DB_NAME);
});

describe('the migration chain', () => {
  it('has consecutive versions starting at 1', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(APP_DATA_VERSION).toBe(MIGRATIONS.length);
  });

  it.each(MIGRATIONS.map((m) => [m.name]))('%s is frozen with its own record types: it imports no live domain or app type', (name) => {
    const source = migrationSources[`./${name}.ts`];
    expect(source).toBeDefined();
    expect(source).not.toMatch(/from '(@\/|\.\.\/)/);
  });

  it.each(MIGRATIONS.map((m) => [m.name]))('%s is named vN-<intent> and has its own test file', (name) => {
    expect(name).toMatch(/^v\d+-[a-z0-9-]+$/);
    expect(testFiles).toContain(`./${name}.test.ts`);
  });
});

describe('upgrading a version-1 database', () => {
  it('keeps every record and adds the archive flag and the players', async () => {
    await freshStart();
    await writeV1Database(DB_NAME);
    await db.open();

    expect(db.verno).toBe(APP_DATA_VERSION);
    const sessions = await listSessions();
    expect(sessions).toHaveLength(V1_FIXTURE.sessions.length);
    for (const original of V1_FIXTURE.sessions) {
      expect(sessions.find((s) => s.id === original.id)).toEqual({ ...original, archived: false });
    }
    expect(await listRuleSets()).toEqual(V1_FIXTURE.ruleSets);

    const players = await listPlayers();
    expect(players.map((p) => p.name).sort()).toEqual(
      ['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva', 'Franz', 'Gerti', 'Hans'],
    );
    expect(players[0]?.lastSeen).toBe('2026-11-27T19:10:00.000Z');
    expect(players.find((p) => p.name === 'Anna')).toEqual({ name: 'Anna', lastSeen: '2026-11-27T19:10:00.000Z', timesPlayed: 2 });
    expect(players.find((p) => p.name === 'Dieter')).toEqual({ name: 'Dieter', lastSeen: '2026-11-20T22:45:00.000Z', timesPlayed: 1 });

    expect(await db.meta.get(META_APP_DATA_VERSION)).toEqual({ key: META_APP_DATA_VERSION, value: APP_DATA_VERSION });
  });

  it('settles every migrated evening exactly as before', async () => {
    await freshStart();
    await writeV1Database(DB_NAME);
    await db.open();
    const settle = (data: Session) => {
      const rules = resolveRules(data.rules);
      if (!rules.ok) throw new Error(JSON.stringify(rules.error));
      return settleSession(data, rules.value);
    };
    for (const original of V1_FIXTURE.sessions) {
      const migrated = await db.sessions.get(original.id);
      expect(settle(migrated!.data)).toEqual(settle(original.data as Session));
    }
    // Anchor the comparison to the sheet: Anna +25, Bernd −1, Clara −23, Dieter −1 (the sample hands of testing/domain/hands.ts).
    const thursday = settle((await db.sessions.get(V1_FIXTURE.sessions[0]!.id))!.data);
    expect(thursday.totals.map((r) => r.n / r.d)).toEqual([25, -1, -23, -1]);
  });

  it('opens a database seeded by the raw-IndexedDB browser fixture the same way', async () => {
    await freshStart();
    const scope: { koenigsblockSeedV1?: { dbName: string; seed: (f: IDBFactory, fixture: unknown) => Promise<unknown> } } = {};
    new Function('window', 'globalThis', seedScript)(scope, scope);
    const seeder = scope.koenigsblockSeedV1!;
    expect(seeder.dbName).toBe(DB_NAME);

    // The browser tests hand the script the unit fixture itself, as JSON.
    const fixture: unknown = JSON.parse(JSON.stringify(V1_FIXTURE));
    await seeder.seed(indexedDB, fixture);
    // Seeding twice is refused instead of mixing data.
    db.close();
    await expect(seeder.seed(indexedDB, fixture)).rejects.toThrow(/already exists/);

    await db.open();
    const sessions = await listSessions();
    expect(sessions.map((s) => s.id).sort()).toEqual(V1_FIXTURE.sessions.map((s) => s.id).sort());
    expect(sessions.every((s) => s.archived === false)).toBe(true);
    // The script wrote the fixture record for record.
    for (const original of V1_FIXTURE.sessions) {
      expect(sessions.find((s) => s.id === original.id)).toEqual({ ...original, archived: false });
    }
    expect(await listRuleSets()).toEqual(V1_FIXTURE.ruleSets);
    expect((await listPlayers()).length).toBe(8);
  });

  it('opens an up-to-date database without touching it', async () => {
    await freshStart();
    await db.open();
    await db.sessions.add({ ...V1_FIXTURE.sessions[0]!, archived: true } as StoredSession);
    db.close();
    await db.open();
    expect((await listSessions())[0]?.archived).toBe(true);
  });
});

describe('data from a newer app version', () => {
  it('is refused with ERR_STORAGE_NEWER_DATA instead of being guessed at', async () => {
    await freshStart();
    await db.open();
    await db.meta.put({ key: META_APP_DATA_VERSION, value: APP_DATA_VERSION + 1 });
    db.close();

    const error = await db.open().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).code).toBe('ERR_STORAGE_NEWER_DATA');

    const read = await listSessions().catch((e: unknown) => e);
    expect((read as StorageError).code).toBe('ERR_STORAGE_NEWER_DATA');
  });

  it('is refused when a newer schema raised the IndexedDB version', async () => {
    await freshStart();
    const newer = new Dexie(DB_NAME);
    newer.version(APP_DATA_VERSION + 1).stores({ ...MIGRATIONS.at(-1)!.stores, hands: 'id' });
    await newer.open();
    await newer.table('meta').put({ key: META_APP_DATA_VERSION, value: APP_DATA_VERSION + 1 });
    newer.close();

    const error = await db.open().catch((e: unknown) => e);
    expect((error as StorageError).code).toBe('ERR_STORAGE_NEWER_DATA');
  });
});
