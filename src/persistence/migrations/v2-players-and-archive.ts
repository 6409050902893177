/**
 * Version 2: a `players` table for name suggestions, filled from the names in
 * existing sessions, and an `archived` flag on every session (default false).
 *
 * The `archived` flag is not an IndexedDB index: booleans are not valid
 * IndexedDB keys, so an index on it would stay empty. Listing filters in memory;
 * an evening count in the hundreds makes that free.
 */
import type { RecordsV1, SessionRecordV1 } from './v1-initial';

export const V2_STORES = {
  sessions: 'id, updatedAt',
  ruleSets: 'id',
  meta: 'key',
  players: 'name, lastSeen',
} as const;

export interface SessionRecordV2 extends SessionRecordV1 {
  archived: boolean;
}

export interface PlayerRecordV2 {
  /** Primary key. */
  name: string;
  lastSeen: string;
  timesPlayed: number;
}

/** Every table of version 2 with its record shape (sessions and players changed). */
export interface RecordsV2 extends Omit<RecordsV1, 'sessions'> {
  sessions: SessionRecordV2;
  players: PlayerRecordV2;
}

/** Adds `archived: false` unless the record already carries a boolean flag. */
export function addArchivedFlag(record: SessionRecordV1 & { archived?: unknown }): SessionRecordV2 {
  return { ...record, archived: typeof record.archived === 'boolean' ? record.archived : false };
}

/**
 * The players seen in the given sessions: one record per distinct (trimmed)
 * name, `lastSeen` = the latest `updatedAt` of a session with that name,
 * `timesPlayed` = the number of sessions the name appears in.
 */
export function collectPlayers(records: readonly SessionRecordV1[]): PlayerRecordV2[] {
  const byName = new Map<string, PlayerRecordV2>();
  for (const record of records) {
    const players = Array.isArray(record.data?.players) ? record.data.players : [];
    const names = new Set(
      players.filter((p): p is string => typeof p === 'string').map((p) => p.trim()).filter((p) => p.length > 0),
    );
    for (const name of names) {
      const seen = byName.get(name);
      if (!seen) {
        byName.set(name, { name, lastSeen: record.updatedAt, timesPlayed: 1 });
      } else {
        seen.timesPlayed += 1;
        if (record.updatedAt > seen.lastSeen) seen.lastSeen = record.updatedAt;
      }
    }
  }
  return [...byName.values()].sort((a, b) => (a.lastSeen < b.lastSeen ? 1 : a.lastSeen > b.lastSeen ? -1 : a.name.localeCompare(b.name)));
}
