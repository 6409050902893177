/**
 * Version 3: tournaments. Two new tables, nothing existing changes.
 *
 * - `tournaments` (key `id`, index `updatedAt`): `{ id, createdAt, updatedAt,
 *   archived, data }`, `data` = the tournament file object (tournament-format.md),
 *   stored exactly as it is exported. `id` is the file's own `id`, so importing
 *   the same tournament on another device finds it.
 * - `resultLog` (key `id`, indexes `tournamentId`, `at`): append-only history of
 *   every table result that was accepted or that replaced another one — where it
 *   came from, when, and a fingerprint of its content. A corrected result stays
 *   here after the tournament file only keeps the newest one.
 *
 * Frozen with its own record types: a released migration never follows later
 * changes of the domain's types.
 */
import type { RecordsV2 } from './v2-players-and-archive';

export const V3_STORES = {
  sessions: 'id, updatedAt',
  ruleSets: 'id',
  meta: 'key',
  players: 'name, lastSeen',
  tournaments: 'id, updatedAt',
  resultLog: 'id, tournamentId, at',
} as const;

/** The tournament file as version 3 stores it: JSON, checked by the domain before it is written. */
export interface TournamentFileV3 {
  format: 'tarock-tournament';
  version: 1;
  id: string;
  name: string;
  date?: string;
  rules: string | { preset: string; overrides: Record<string, unknown> };
  stakeCents?: number;
  plannedRounds: number;
  handsPerRound: { '4': number; '5': number };
  timeLimitMinutes?: number;
  cupPoints?: number[];
  players: { id: string; name: string; withdrawnAfter?: number }[];
  rounds: {
    tables: {
      table: number;
      players: string[];
      firstDealer?: number;
      result?: TableResultV3;
    }[];
  }[];
  lots?: string[];
}

export type TableResultV3 =
  | { hands: Record<string, unknown>[]; note?: string; receivedAt?: string }
  | { totals: number[]; note?: string; receivedAt?: string };

export interface TournamentRecordV3 {
  id: string;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  data: TournamentFileV3;
}

/** Where a table's result came from. */
export type ResultSourceV3 = 'typed' | 'session-file' | 'hand-in' | 'tournament-import';

/**
 * How a hand-in came in (optional; entries written before it existed have none). Like `signed`
 * below and the action `removed`, added without a schema change: Dexie needs no new version
 * for fields that are not indexed, and every record written before still has this shape.
 */
export type HandInViaV3 = 'camera' | 'photo' | 'file' | 'network';

export interface ResultLogRecordV3 {
  /** crypto.randomUUID() */
  id: string;
  tournamentId: string;
  /** Round number from 1, table number as drawn. */
  round: number;
  table: number;
  /** ISO timestamp of acceptance. */
  at: string;
  source: ResultSourceV3;
  /** A hand-in's way in: camera, photo, file or network. */
  via?: HandInViaV3;
  /** A hand-in: true when its MAC under the table's key was checked, false when the table has no key. */
  signed?: boolean;
  /**
   * `accepted`: the table had no result; `replaced`: it replaced `replacedFingerprint`;
   * `removed`: a tournament file without this result replaced the tournament (`result` is the
   * result taken away).
   */
  action: 'accepted' | 'replaced' | 'removed';
  fingerprint: string;
  replacedFingerprint?: string;
  result: TableResultV3;
}

/** Every table of version 3 with its record shape (two new tables). */
export interface RecordsV3 extends RecordsV2 {
  tournaments: TournamentRecordV3;
  resultLog: ResultLogRecordV3;
}
