/**
 * The schema history, oldest first. Each entry is named after its file
 * (`vN-<intent>.ts`) and has a test next to it (checked by migrations.test.ts).
 * A released entry is never edited; a change to the stored shape adds a new one.
 * Dexie's `upgrade()` only moves records through the pure functions of the entry.
 */
import type { Transaction } from 'dexie';
import { V1_STORES, type SessionRecordV1 } from './v1-initial';
import { addArchivedFlag, collectPlayers, V2_STORES } from './v2-players-and-archive';
import { V3_STORES } from './v3-add-tournaments';
import { V4_STORES } from './v4-add-seasons';
import { LEGACY_CONNECTION_KEY, LEGACY_ONLINE_KEY, legacyOnlineRecords, ONLINE_CONNECTION_META, V5_STORES, type RecordsV5 } from './v5-online-in-database';

export interface Migration {
  version: number;
  name: string;
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void>;
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'v1-initial', stores: V1_STORES },
  {
    version: 2,
    name: 'v2-players-and-archive',
    stores: V2_STORES,
    upgrade: async (tx) => {
      const sessions = (await tx.table('sessions').toArray()) as SessionRecordV1[];
      await tx.table('sessions').bulkPut(sessions.map(addArchivedFlag));
      await tx.table('players').bulkPut(collectPlayers(sessions));
    },
  },
  // New tables only: nothing existing is moved.
  { version: 3, name: 'v3-add-tournaments', stores: V3_STORES },
  // A new table only: nothing existing is moved.
  { version: 4, name: 'v4-add-seasons', stores: V4_STORES },
  {
    version: 5,
    name: 'v5-online-in-database',
    stores: V5_STORES,
    upgrade: async (tx) => {
      const storage = typeof localStorage === 'undefined' ? null : localStorage;
      const { connection, tournaments } = legacyOnlineRecords(storage?.getItem(LEGACY_CONNECTION_KEY) ?? null, storage?.getItem(LEGACY_ONLINE_KEY) ?? null, new Date().toISOString());
      if (connection) await tx.table('meta').put({ key: ONLINE_CONNECTION_META, value: connection });
      await tx.table('onlineTournaments').bulkPut(tournaments);
    },
  },
];

/**
 * The record shape of every table as the newest migration leaves it. The live record types
 * (`../records.ts`) are derived from it; a new migration that changes a table declares its own
 * `RecordsVn` and this alias moves to it.
 */
export type LatestRecords = RecordsV5;

/** The data version this build writes; stored as `appDataVersion` in `meta`. */
export const APP_DATA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
