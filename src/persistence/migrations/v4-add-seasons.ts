/**
 * Version 4: cup seasons. One new table, nothing existing changes.
 *
 * - `seasons` (key `id`, index `updatedAt`): `{ id, createdAt, updatedAt,
 *   archived, data, app? }`, `data` = the season file object
 *   (tournament-format.md §8), stored exactly as it is exported. `id` is the
 *   device's own (a season file has no id of its own); a season file imported
 *   on another device gets a new record, and the same file imported twice is
 *   recognised by its content. `app` keeps what only the app knows about the
 *   season (the cup's rule preset for its tournaments), outside the file,
 *   because the season file refuses keys it does not name.
 * - `tournaments` records may carry `seasonId`: the season (of this device) the
 *   tournament belongs to. Optional, no index, no record moves: the tournament
 *   file itself has no key for it.
 * - `resultLog` entries may carry `via` (how a hand-in came in) and `signed`
 *   (its MAC was checked), and have the action `removed` (an import took the
 *   result away). Optional and not indexed: every entry written before keeps
 *   its shape.
 *
 * Frozen with its own record types: a released migration never follows later
 * changes of the domain's types.
 */
import type { RecordsV3, ResultLogRecordV3, TableResultV3, TournamentRecordV3 } from './v3-add-tournaments';
import { V3_STORES } from './v3-add-tournaments';

export const V4_STORES = {
  ...V3_STORES,
  seasons: 'id, updatedAt',
} as const;

/** A tournament file as a season of version 4 embeds it (tournament-format.md §1, with `cupNumber` and the cup-point schemes). */
export interface SeasonTournamentFileV4 {
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
  cupPoints?: number[] | 'fixpunkte' | 'heine';
  players: { id: string; name: string; cupNumber?: string; withdrawnAfter?: number }[];
  rounds: {
    tables: {
      table: number;
      players: string[];
      firstDealer?: number;
      key?: string;
      result?: TableResultV3;
    }[];
  }[];
  lots?: string[];
}

/** The season file as version 4 stores it: JSON, checked by the domain before it is written. */
export interface SeasonFileV4 {
  format: 'tarock-season';
  version: 1;
  cup: string;
  season: string;
  cupPoints: number[] | 'fixpunkte' | 'heine';
  best: number | 'half' | 'all';
  plannedTournaments?: number;
  final?: { tournament: number; counts: 'inside' | 'onTop' };
  tieBreaks?: ('final' | 'results' | 'participations')[];
  lots?: string[];
  oef?: { places: number; startPoints: number[] };
  tournaments: SeasonTournamentFileV4[];
}

/** What the app keeps about a season outside its file. */
export interface SeasonAppDataV4 {
  /** The cup's rules for its tournaments: a preset id or `{ preset, overrides }`. */
  rules?: string | { preset: string; overrides: Record<string, unknown> };
  /** Pairs of cup players (their keys) the organiser said are different people, so they are no longer listed as doubtful. */
  distinct?: [string, string][];
}

export interface SeasonRecordV4 {
  /** crypto.randomUUID() */
  id: string;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  data: SeasonFileV4;
  app?: SeasonAppDataV4;
}

/** A tournament of version 4: as in version 3, and perhaps part of a season of this device. */
export interface TournamentRecordV4 extends TournamentRecordV3 {
  /** The id of the season record the tournament belongs to. */
  seasonId?: string;
}

/** How a hand-in came in (optional; entries written before version 4 have none). */
export type HandInViaV4 = 'camera' | 'photo' | 'file' | 'network';

/** A table's history entry of version 4: as in version 3, with a hand-in's way in, whether it was signed, and the action `removed`. */
export interface ResultLogRecordV4 extends Omit<ResultLogRecordV3, 'action'> {
  /** A hand-in's way in: camera, photo, file or network. */
  via?: HandInViaV4;
  /** A hand-in: true when its MAC under the table's key was checked, false when the table has no key. */
  signed?: boolean;
  /**
   * `accepted`: the table had no result; `replaced`: it replaced `replacedFingerprint`;
   * `removed`: a tournament file without this result replaced the tournament (`result` is the
   * result taken away).
   */
  action: 'accepted' | 'replaced' | 'removed';
}

/** Every table of version 4 with its record shape (one new table; tournaments may name their season; history entries say more). */
export interface RecordsV4 extends Omit<RecordsV3, 'tournaments' | 'resultLog'> {
  tournaments: TournamentRecordV4;
  resultLog: ResultLogRecordV4;
  seasons: SeasonRecordV4;
}
