/** Test helpers for the real Dexie database on fake-indexeddb. */
import Dexie from 'dexie';
import { db } from '@/persistence/db';
import { clearStorageError } from '@/persistence/storage-errors';

/**
 * Empties every table (the database stays open) and clears the storage banner. A database a
 * test left unopenable (e.g. written by a "newer version") is deleted and created afresh.
 */
export async function resetDatabase(): Promise<void> {
  if (!db.isOpen()) {
    try {
      await db.open();
    } catch {
      db.close();
      await Dexie.delete(db.name);
      await db.open();
    }
  }
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  clearStorageError();
}
