/**
 * Version 5: what a director device keeps about being online lives in the database, as durably
 * as the tournaments it syncs (it lived in localStorage, which a browser may not have written to
 * disk yet when the device is killed seconds after joining). One new table, and the connection
 * as a `meta` record.
 *
 * - `onlineTournaments` (key `id`): `{ id, since, lastSyncedAt?, serverHas?, tableLogins? }` — a
 *   tournament this device syncs with the server (`id` is the tournament's), since when, when the
 *   server last had everything this device wrote (shown right after the app opens again), which
 *   revision of each document the server was last known to have (the count of changes waiting
 *   while it cannot be asked), and the tables' logins this device showed (so it can give them
 *   back to a server that lost them).
 * - `meta` key `onlineConnection`: `{ url, name, password }`, the sync server and the director
 *   login of this device.
 *
 * The upgrade moves what localStorage held (keys `koenigsblock.online.server` and
 * `koenigsblock.online.tournaments`) through `legacyOnlineRecords`; anything unreadable there is
 * left out (nothing else can be read from it).
 *
 * Frozen with its own record types: a released migration never follows later changes of the
 * domain's types.
 */
import type { RecordsV4 } from './v4-add-seasons';
import { V4_STORES } from './v4-add-seasons';

export const V5_STORES = {
  ...V4_STORES,
  onlineTournaments: 'id',
} as const;

export const LEGACY_CONNECTION_KEY = 'koenigsblock.online.server';
export const LEGACY_ONLINE_KEY = 'koenigsblock.online.tournaments';
export const ONLINE_CONNECTION_META = 'onlineConnection';

export interface OnlineConnectionV5 {
  url: string;
  name: string;
  password: string;
}

export interface OnlineTournamentRecordV5 {
  id: string;
  /** When this device started syncing it (ISO time). */
  since: string;
  /** When the server last had everything this device wrote (ISO time). */
  lastSyncedAt?: string;
  /** Document id → the revision the server was last known to have. */
  serverHas?: Record<string, string>;
  /** The tables' logins this device showed as codes. */
  tableLogins?: { round: number; table: number; name: string; password: string }[];
}

/** What version 5 reads from localStorage's two old keys (null: a key was missing or unreadable). */
export function legacyOnlineRecords(connectionJson: string | null, idsJson: string | null, now: string): { connection: OnlineConnectionV5 | null; tournaments: OnlineTournamentRecordV5[] } {
  let connection: OnlineConnectionV5 | null = null;
  try {
    const c = connectionJson ? (JSON.parse(connectionJson) as Partial<OnlineConnectionV5> | null) : null;
    if (c && typeof c.url === 'string' && typeof c.name === 'string' && typeof c.password === 'string') connection = { url: c.url, name: c.name, password: c.password };
  } catch {
    connection = null;
  }
  let ids: string[] = [];
  try {
    const list = idsJson ? (JSON.parse(idsJson) as unknown) : [];
    if (Array.isArray(list)) ids = [...new Set(list.filter((x): x is string => typeof x === 'string' && x.length > 0))];
  } catch {
    ids = [];
  }
  return { connection, tournaments: ids.map((id) => ({ id, since: now })) };
}

/** Every table of version 5: version 4's and the online tournaments (the connection is a `meta` record). */
export interface RecordsV5 extends RecordsV4 {
  onlineTournaments: OnlineTournamentRecordV5;
}
