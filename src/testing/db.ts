/** Test helpers for the real Dexie database on fake-indexeddb. */
import { db } from '@/persistence/db';
import { clearStorageError } from '@/persistence/storage-errors';

/** Empties every table (the database stays open) and clears the storage banner. */
export async function resetDatabase(): Promise<void> {
  if (!db.isOpen()) await db.open();
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  clearStorageError();
}
