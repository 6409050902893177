/**
 * What a director device keeps about being online (schema version 5): the sync server with
 * its director login (`meta` key `onlineConnection`) and the tournaments this device syncs
 * (`onlineTournaments`), with when the server last had everything. Written with the same strict
 * durability as the tournaments, so a device killed right after joining still knows.
 */
import { db, type StoredOnlineTournament } from '../db';
import { ONLINE_CONNECTION_META, type OnlineConnectionV5 } from '../migrations/v5-online-in-database';
import { guard } from '../storage-errors';

export type { StoredOnlineTournament };
export type StoredConnection = OnlineConnectionV5;

function isConnection(value: unknown): value is StoredConnection {
  const c = value as Partial<StoredConnection> | null;
  return typeof c === 'object' && c !== null && typeof c.url === 'string' && typeof c.name === 'string' && typeof c.password === 'string';
}

export function readConnection(): Promise<StoredConnection | null> {
  return guard(async () => {
    const record = await db.meta.get(ONLINE_CONNECTION_META);
    return isConnection(record?.value) ? record.value : null;
  });
}

export function saveConnection(connection: StoredConnection): Promise<void> {
  return guard(async () => {
    const { url, name, password } = connection;
    await db.transaction('rw', db.meta, () => db.meta.put({ key: ONLINE_CONNECTION_META, value: { url, name, password } }));
  });
}

export function forgetConnection(): Promise<void> {
  return guard(async () => {
    await db.transaction('rw', db.meta, () => db.meta.delete(ONLINE_CONNECTION_META));
  });
}

export function listOnlineTournaments(): Promise<StoredOnlineTournament[]> {
  return guard(() => db.onlineTournaments.toArray());
}

/** Marks a tournament as synced by this device (kept as it is when it already is). */
export function markTournamentOnline(id: string, at: string): Promise<StoredOnlineTournament> {
  return guard(() =>
    db.transaction('rw', db.onlineTournaments, async () => {
      const existing = await db.onlineTournaments.get(id);
      if (existing) return existing;
      const record: StoredOnlineTournament = { id, since: at };
      await db.onlineTournaments.put(record);
      return record;
    }),
  );
}

/** What the server was last known to have: when it had everything, and each document's revision. */
export function recordServerState(id: string, lastSyncedAt: string | null, serverHas: Record<string, string>): Promise<void> {
  return guard(async () => {
    await db.transaction('rw', db.onlineTournaments, async () => {
      const existing = await db.onlineTournaments.get(id);
      if (!existing) return;
      const newer = lastSyncedAt && (!existing.lastSyncedAt || existing.lastSyncedAt < lastSyncedAt) ? { lastSyncedAt } : {};
      await db.onlineTournaments.put({ ...existing, ...newer, serverHas });
    });
  });
}

/** Keeps the tables' logins this device showed for a round (replacing the round's older ones). */
export function keepTableLogins(id: string, round: number, logins: { table: number; name: string; password: string }[]): Promise<void> {
  return guard(async () => {
    await db.transaction('rw', db.onlineTournaments, async () => {
      const existing = await db.onlineTournaments.get(id);
      if (!existing) return;
      const tables = new Set(logins.map((l) => l.table));
      const rest = (existing.tableLogins ?? []).filter((l) => l.round !== round || !tables.has(l.table));
      await db.onlineTournaments.put({ ...existing, tableLogins: [...rest, ...logins.map(({ table, name, password }) => ({ round, table, name, password }))] });
    });
  });
}
