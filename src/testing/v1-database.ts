/**
 * Writes the version-1 database fixture (`v1-fixture.ts`) for migration tests.
 * `writeV1Database` goes through a Dexie instance that declares only version 1, the
 * way the first release opened it. Browser tests write the same fixture with raw
 * IndexedDB calls (`tests/e2e/support/seed-v1.js`).
 */
import Dexie from 'dexie';
import { DB_NAME } from '@/persistence/db';
import { V1_STORES } from '@/persistence/migrations/v1-initial';
import { V1_FIXTURE, type V1Fixture } from './v1-fixture';

/** Creates the database `name` at schema version 1 and fills it; the database must not exist yet. */
export async function writeV1Database(name: string = DB_NAME, fixture: V1Fixture = V1_FIXTURE): Promise<void> {
  const v1 = new Dexie(name);
  v1.version(1).stores(V1_STORES);
  try {
    await v1.open();
    await v1.transaction('rw', ['sessions', 'ruleSets', 'meta'], async () => {
      await v1.table('sessions').bulkAdd(fixture.sessions);
      await v1.table('ruleSets').bulkAdd(fixture.ruleSets);
      await v1.table('meta').bulkAdd(fixture.meta);
    });
  } finally {
    v1.close();
  }
}
