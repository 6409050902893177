/**
 * What spectators see: the standings a director device derives from the tournament file and
 * publishes as one document of the public database. Names only — no player ids beyond the
 * file's own short ones, no cup numbers, no notes, no table keys, no hands.
 */
import { toNumber } from '../rational';
import { computeStandings } from '../tournament/standings';
import type { TournamentFile } from '../tournament/model';
import { STANDINGS_ID } from './documents';

export interface PublishedTable {
  table: number;
  /** The players' names in seating order. */
  names: string[];
  /** The table has its result for the round. */
  done: boolean;
}

export interface PublishedRow {
  place: number | null;
  name: string;
  /** Round scores as numbers (exact values are rounded to 2 decimals for display anyway). */
  rounds: (number | null)[];
  total: number;
  cupPoints?: number | null;
}

export interface PublishedStandings {
  _id: typeof STANDINGS_ID;
  _rev?: string;
  kind: 'standings';
  tournament: string;
  name: string;
  date?: string;
  plannedRounds: number;
  /** Rounds drawn so far. */
  round: number;
  /** The seating of the latest drawn round ("Wo sitze ich?"). */
  seating: PublishedTable[];
  rows: PublishedRow[];
  hasCupPoints: boolean;
  /** When the publishing device made it (its own clock; shown, never compared). */
  publishedAt: string;
}

function isTable(t: unknown): t is PublishedTable {
  const x = t as Partial<Record<keyof PublishedTable, unknown>> | null;
  return typeof x === 'object' && x !== null && typeof x.table === 'number' && Array.isArray(x.names) && x.names.every((n) => typeof n === 'string') && typeof x.done === 'boolean';
}

function isRow(r: unknown): r is PublishedRow {
  const x = r as Partial<Record<keyof PublishedRow, unknown>> | null;
  return typeof x === 'object' && x !== null && (x.place === null || typeof x.place === 'number') && typeof x.name === 'string'
    && Array.isArray(x.rounds) && x.rounds.every((v) => v === null || typeof v === 'number') && typeof x.total === 'number'
    && (x.cupPoints === undefined || x.cupPoints === null || typeof x.cupPoints === 'number');
}

/**
 * A document of the public database read as the spectators' standings (its fields' types), or
 * not: the spectator's page shows only what has this shape, never an arbitrary document.
 */
export function isPublishedStandings(doc: unknown): doc is PublishedStandings {
  const x = doc as Partial<Record<keyof PublishedStandings, unknown>> | null;
  return typeof x === 'object' && x !== null && x._id === STANDINGS_ID && x.kind === 'standings' && typeof x.tournament === 'string'
    && typeof x.name === 'string' && (x.date === undefined || typeof x.date === 'string') && typeof x.plannedRounds === 'number'
    && typeof x.round === 'number' && Array.isArray(x.seating) && x.seating.every(isTable) && Array.isArray(x.rows) && x.rows.every(isRow)
    && typeof x.hasCupPoints === 'boolean' && typeof x.publishedAt === 'string';
}

/** The spectators' document of a tournament file, as of `now` (ISO time of the publishing device). */
export function publishedStandings(file: TournamentFile, now: string): PublishedStandings {
  const standings = computeStandings(file);
  const names = new Map(file.players.map((p) => [p.id, p.name]));
  const last = file.rounds[file.rounds.length - 1];
  const doc: PublishedStandings = {
    _id: STANDINGS_ID,
    kind: 'standings',
    tournament: file.id,
    name: file.name,
    plannedRounds: file.plannedRounds,
    round: file.rounds.length,
    seating: (last?.tables ?? []).map((t) => ({ table: t.table, names: t.players.map((id) => names.get(id) ?? id), done: t.result !== undefined })),
    rows: standings.rows.map((r) => {
      const row: PublishedRow = {
        place: r.place,
        name: r.name,
        rounds: r.rounds.map((x) => (x === null ? null : toNumber(x))),
        total: toNumber(r.total),
      };
      if (standings.hasCupPoints) row.cupPoints = r.cupPoints === null ? null : toNumber(r.cupPoints);
      return row;
    }),
    hasCupPoints: standings.hasCupPoints,
    publishedAt: now,
  };
  if (file.date !== undefined) doc.date = file.date;
  return doc;
}

/** The tables a name sits at in the published seating (case- and accent-insensitive part of the name). */
export function findSeat(doc: Pick<PublishedStandings, 'seating'>, query: string): PublishedTable[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('de-AT').trim();
  const q = fold(query);
  if (q.length === 0) return [];
  return doc.seating.filter((t) => t.names.some((n) => fold(n).includes(q)));
}

/** Minutes by which another device's clock seems off, given a time it wrote and the local time it was read at. */
export const CLOCK_SKEW_LIMIT_MS = 5 * 60_000;

/**
 * Whether a time another device or the server gave (ISO text or an HTTP date) lies further
 * from this device's clock than `CLOCK_SKEW_LIMIT_MS`: then the app says the clocks differ,
 * since "last synced" and the arrival times of results would read wrong. Decisions never
 * depend on clocks.
 */
export function clockSkewMs(remote: string, localNow: number): number | null {
  const t = Date.parse(remote);
  if (Number.isNaN(t)) return null;
  const skew = t - localNow;
  return Math.abs(skew) > CLOCK_SKEW_LIMIT_MS ? skew : 0;
}
