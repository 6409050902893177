/**
 * The app's IndexedDB database (Dexie). Only the repositories in
 * ./repositories touch it. The version chain lives in ./migrations; on every
 * open the stored `appDataVersion` is compared with this build's: data written
 * by a newer build is refused (Dexie itself would open a newer database
 * silently and this build could damage what it does not understand).
 */
import Dexie, { type Table } from 'dexie';
import { APP_DATA_VERSION, MIGRATIONS } from './migrations';
import type { MetaRecord, StoredRecords } from './records';
import { clearStorageError, reportStorageError, setBeforeStorageOperation, StorageError } from './storage-errors';
import { rememberEvenings } from './evenings-hint';
import { DB_NAME, markDatabasePresent } from './database-presence';

export { DB_NAME };
export { APP_DATA_VERSION };

export type { HandInVia, MetaRecord, StoredOnlineTournament, ResultSource, StoredPlayer, StoredResultLogEntry, StoredRuleSet, StoredSeason, StoredSession, StoredTournament } from './records';

export const META_APP_DATA_VERSION = 'appDataVersion';

/** Every transaction of the app's database is strict (see the constructor). */
export const DURABILITY = 'strict' as const;

export class KoenigsblockDb extends Dexie {
  declare sessions: Table<StoredRecords['sessions'], string>;
  declare players: Table<StoredRecords['players'], string>;
  declare ruleSets: Table<StoredRecords['ruleSets'], string>;
  declare meta: Table<StoredRecords['meta'], string>;
  declare tournaments: Table<StoredRecords['tournaments'], string>;
  declare resultLog: Table<StoredRecords['resultLog'], string>;
  declare seasons: Table<StoredRecords['seasons'], string>;
  declare onlineTournaments: Table<StoredRecords['onlineTournaments'], string>;

  constructor(name: string = DB_NAME) {
    // Strict durability: a transaction resolves only after the data reached the disk. Chromium's
    // default ("relaxed") may report a commit that a power loss still takes back — and the sheet
    // says "saved" when the transaction resolves.
    super(name, { chromeTransactionDurability: DURABILITY });
    for (const migration of MIGRATIONS) {
      const version = this.version(migration.version).stores(migration.stores);
      if (migration.upgrade) version.upgrade(migration.upgrade);
    }
    // The next start of the app waits for the evenings instead of greeting a newcomer.
    this.sessions.hook('creating', () => {
      rememberEvenings(1);
    });
    this.on('ready', (vipDb) => checkDataVersion(vipDb), true);
    this.on('blocked', () => {
      reportStorageError(
        new StorageError('ERR_STORAGE_BLOCKED', 'Another tab with an older version keeps the database open.'),
      );
    });
    this.on('versionchange', (event) => {
      // Dexie closes this connection so the other tab can upgrade; this tab's code is now outdated.
      if (event.newVersion !== null && event.newVersion > 0) {
        reportStorageError(
          new StorageError('ERR_STORAGE_OUTDATED_TAB', 'A newer version of the app was opened in another tab.'),
        );
      }
    });
  }
}

async function checkDataVersion(vipDb: Dexie): Promise<void> {
  const meta = vipDb.table<MetaRecord, string>('meta');
  const record = await meta.get(META_APP_DATA_VERSION);
  const stored = typeof record?.value === 'number' ? record.value : 0;
  if (stored > APP_DATA_VERSION) {
    throw new StorageError(
      'ERR_STORAGE_NEWER_DATA',
      `The stored data has version ${stored}, this app understands up to version ${APP_DATA_VERSION}.`,
      { params: { stored, supported: APP_DATA_VERSION } },
    );
  }
  if (stored < APP_DATA_VERSION) {
    await meta.put({ key: META_APP_DATA_VERSION, value: APP_DATA_VERSION });
  }
  clearStorageError('ERR_STORAGE_BLOCKED');
}

export const db = new KoenigsblockDb();

// Opened here (by any query or write), or written in another tab: the database exists from now on
// (database-presence.ts; the start screen of a first visit waits for this to read its list).
db.on('ready', () => markDatabasePresent(), true);
Dexie.on('storagemutated', () => markDatabasePresent());

// An open that failed (a full disk where a fresh profile's database was to be created) is tried
// again by the next operation: Dexie would otherwise refuse every later one until a reload, and
// freeing space, then importing again, would still say the disk is full. A database closed on
// purpose (deleted, replaced by a newer tab) stays closed.
setBeforeStorageOperation(() => {
  if (db.hasFailed() && !db.hasBeenClosed()) db.close({ disableAutoOpen: false });
});
