/**
 * What every way a table's result comes in is checked against (a hand-in by QR code or
 * file, the table's evening file, typed totals): that it belongs to a drawn table (this
 * tournament, a drawn round and table, the drawn players in the drawn seats), and how
 * many hands it holds against the plan. One home for both, so no path counts or matches
 * differently; each path words a mismatch with its own error code.
 */
import type { Hand } from '../model';
import type { PlayerId, TableDraw, TableResult, TournamentFile } from './model';

/** Why a result does not belong to the drawn table it names. */
export type DrawnTableMismatch =
  | { reason: 'tournament' }
  | { reason: 'round'; round: number }
  | { reason: 'table'; round: number; table: number }
  | { reason: 'players' }
  | { reason: 'dealer' };

/** What a result says about where it was played (a hand-in's header, an evening's `tournament` key). */
export interface TableClaim {
  /** The tournament's id, when the result names one. */
  tournament?: string;
  round: number;
  table: number;
}

/** The drawn table a result names, or why there is none (another tournament, no such round or table). */
export function findDrawnTable(t: TournamentFile, claim: TableClaim): { ok: true; draw: TableDraw } | { ok: false; mismatch: DrawnTableMismatch } {
  if (claim.tournament !== undefined && claim.tournament !== t.id) return { ok: false, mismatch: { reason: 'tournament' } };
  const round = t.rounds[claim.round - 1];
  if (!round) return { ok: false, mismatch: { reason: 'round', round: claim.round } };
  const draw = round.tables.find((x) => x.table === claim.table);
  if (!draw) return { ok: false, mismatch: { reason: 'table', round: claim.round, table: claim.table } };
  return { ok: true, draw };
}

/**
 * Whether the result's seating is the drawn one: exactly the drawn players in the drawn
 * seats, and — when `firstDealer` is given — the drawn first dealer. Null when it fits.
 */
export function seatingMismatch(draw: TableDraw, seating: { players: readonly PlayerId[]; firstDealer?: number }): DrawnTableMismatch | null {
  if (draw.players.length !== seating.players.length || draw.players.some((id, i) => seating.players[i] !== id)) return { reason: 'players' };
  if (seating.firstDealer !== undefined && seating.firstDealer !== (draw.firstDealer ?? 0)) return { reason: 'dealer' };
  return null;
}

/** Hands played in a result's rows: a Pagatkassa dissolve row (`dissolveKassa`) is no hand. */
export function playedHandCount(hands: readonly Hand[]): number {
  return hands.filter((h) => !h.dissolveKassa).length;
}

/** Hands a drawn table of its size plays in a round (`handsPerRound`). */
export function plannedHandCount(t: TournamentFile, draw: TableDraw): number {
  return t.handsPerRound[draw.players.length === 5 ? '5' : '4'];
}

/** A result with more or fewer hands than planned: the director must confirm it. */
export interface HandCountProblem {
  planned: number;
  actual: number;
}

/**
 * The hands a result has beyond or below the plan for its drawn table; null when it
 * matches, for typed totals (they carry no hands) and for a table that was not drawn.
 */
export function handCountProblem(t: TournamentFile, round: number, table: number, result: TableResult): HandCountProblem | null {
  if (!('hands' in result)) return null;
  const found = findDrawnTable(t, { round, table });
  if (!found.ok) return null;
  const planned = plannedHandCount(t, found.draw);
  const actual = playedHandCount(result.hands);
  return actual === planned ? null : { planned, actual };
}
