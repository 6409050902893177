/**
 * The seating draw (tournament-format.md §5): everyone who has not withdrawn exactly once,
 * at tables of 4 and of 5 only where the count needs it (n mod 4 tables of 5).
 * - random: a seating that minimises repeated pairs over the whole tournament — a
 *   swap-based local search (min-conflicts with a short tabu list) on the cost of each
 *   pair's earlier meetings; exact branch and bound for small fields.
 * - standings: tables filled in standings order, the 5-tables at the bottom.
 * Each table's first dealer is drawn; tables are numbered from 1. Pure: chance comes in
 * as `random`.
 */
import type { Result } from '../model';
import { randomIndex, shuffled, type Random } from '../seeded-random';
import type { PlayerId, Round, TableDraw, TournamentFile, TournamentPlayer } from './model';
import { computeStandings } from './standings';

export type DrawMethod = 'random' | 'standings';

export const DRAW_ERROR_CODES = {
  ERR_DRAW_TOO_FEW: 'fewer than 4 players to seat',
  ERR_DRAW_CANNOT_SEAT: '6, 7 or 11 players cannot be seated at tables of 4 and 5',
  ERR_DRAW_ALL_ROUNDS_DRAWN: 'every planned round is already drawn',
  ERR_DRAW_RESULTS_MISSING: 'a draw by standings while tables of earlier rounds have no result',
  ERR_DRAW_UNKNOWN_PLAYER: 'the player is not seated in this round',
  ERR_DRAW_NO_SUCH_TABLE: 'no table with this number in the round',
  ERR_DRAW_TABLE_SIZE: 'the change would leave a table with fewer than 4 or more than 5 players',
  ERR_DRAW_HAS_RESULT: 'the table already has a result; its seating cannot change',
} as const;

export type DrawErrorCode = keyof typeof DRAW_ERROR_CODES;

export interface DrawError {
  code: DrawErrorCode;
  /** English text, as the `draw` command prints it after "file: ". */
  message: string;
  /** Values for the translated message (count, fewer, more, round, tables …). */
  params: Record<string, string | number>;
}

/** Player counts below or at n, and above n, that can be seated (for "what to do"). */
function seatableNeighbours(n: number): { fewer: number | null; more: number } {
  let fewer: number | null = null;
  for (let k = n - 1; k >= 4; k--) if (canSeat(k)) { fewer = k; break; }
  let more = Math.max(n + 1, 4);
  while (!canSeat(more)) more++;
  return { fewer, more };
}

function canSeat(n: number): boolean {
  return n >= 4 && n - 5 * (n % 4) >= 0;
}

/**
 * Table sizes for n players: (n − 5·(n mod 4)) / 4 tables of 4, then n mod 4 tables of 5.
 * Refuses fewer than 4 and 6, 7, 11, saying what would work.
 */
export function tableSizes(n: number): Result<number[], DrawError> {
  if (!Number.isInteger(n) || n < 4) {
    const count = Number.isInteger(n) && n > 0 ? n : 0;
    return {
      ok: false,
      error: {
        code: 'ERR_DRAW_TOO_FEW',
        message: `${count} ${count === 1 ? 'player' : 'players'} cannot be seated: a table needs at least 4 players (add ${4 - count})`,
        params: { count, missing: 4 - count },
      },
    };
  }
  if (!canSeat(n)) {
    const { fewer, more } = seatableNeighbours(n);
    const options = [`add ${more - n} (${more} players)`];
    if (fewer !== null) options.push(`or withdraw ${n - fewer} (${fewer} players)`);
    return {
      ok: false,
      error: {
        code: 'ERR_DRAW_CANNOT_SEAT',
        message: `${n} players cannot be seated at tables of 4 and 5: ${options.join(' ')}`,
        params: { count: n, more, add: more - n, ...(fewer !== null ? { fewer, remove: n - fewer } : {}) },
      },
    };
  }
  const fives = n % 4;
  const fours = (n - 5 * fives) / 4;
  return { ok: true, value: [...Array<number>(fours).fill(4), ...Array<number>(fives).fill(5)] };
}

/** Players to seat in round `roundNo`: everyone not withdrawn before it, in file order. */
export function playersForRound(t: Pick<TournamentFile, 'players'>, roundNo: number): TournamentPlayer[] {
  return t.players.filter((p) => p.withdrawnAfter === undefined || p.withdrawnAfter >= roundNo);
}

/** Σ over pairs of (rounds shared − 1, if positive) over all the given rounds (§5). */
export function countRepeatedPairs(t: { rounds: readonly Round[] }, extra?: Round): number {
  const seen = new Map<string, number>();
  let repeats = 0;
  const rounds = extra ? [...t.rounds, extra] : t.rounds;
  for (const round of rounds) {
    for (const table of round.tables) {
      const ps = table.players;
      for (let i = 0; i < ps.length; i++) {
        for (let j = i + 1; j < ps.length; j++) {
          const a = ps[i]!;
          const b = ps[j]!;
          const key = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
          const m = seen.get(key) ?? 0;
          if (m >= 1) repeats++;
          seen.set(key, m + 1);
        }
      }
    }
  }
  return repeats;
}

/** For each round in order: how many of its pairs had met in an earlier round (they add up to countRepeatedPairs). */
export function repeatedPairsPerRound(t: { rounds: readonly Round[] }): number[] {
  const out: number[] = [];
  let before = 0;
  for (let r = 0; r < t.rounds.length; r++) {
    const now = countRepeatedPairs({ rounds: t.rounds.slice(0, r + 1) });
    out.push(now - before);
    before = now;
  }
  return out;
}

/** How many pairs at the round's tables met in the given earlier rounds (the draft's "pairs meeting again"). */
export function repeatedPairsInRound(previous: readonly Round[], round: Round): number {
  return countRepeatedPairs({ rounds: previous }, round) - countRepeatedPairs({ rounds: previous });
}

/** Draws the next round of a validated tournament file (`search`: the random draw's search, as in `searchSeating`). */
export function drawRound(t: TournamentFile, method: DrawMethod, random: Random, search: SearchOptions = {}): Result<Round, DrawError> {
  const roundNo = t.rounds.length + 1;
  if (t.rounds.length >= t.plannedRounds) {
    return {
      ok: false,
      error: {
        code: 'ERR_DRAW_ALL_ROUNDS_DRAWN',
        message: `all ${t.plannedRounds} planned rounds are already drawn (raise plannedRounds to play another round)`,
        params: { plannedRounds: t.plannedRounds },
      },
    };
  }
  const eligible = playersForRound(t, roundNo);
  const sizes = tableSizes(eligible.length);
  if (!sizes.ok) return sizes;

  let order: PlayerId[];
  if (method === 'standings') {
    const missing: string[] = [];
    t.rounds.forEach((round, r) => {
      for (const table of round.tables) if (!table.result) missing.push(`round ${r + 1} table ${table.table}`);
    });
    if (missing.length > 0) {
      const shown = missing.length > 5 ? `${missing.slice(0, 5).join(', ')} and ${missing.length - 5} more` : missing.join(', ');
      return {
        ok: false,
        error: {
          code: 'ERR_DRAW_RESULTS_MISSING',
          message: `a draw by standings needs every result of the earlier rounds; missing: ${shown}`,
          params: { missing: missing.length, tables: shown },
        },
      };
    }
    const eligibleIds = new Set(eligible.map((p) => p.id));
    order = computeStandings(t).rows.map((r) => r.id).filter((id) => eligibleIds.has(id));
  } else {
    order = searchSeating(eligible.map((p) => p.id), sizes.value, t.rounds, random, search);
  }

  const tables: TableDraw[] = [];
  let at = 0;
  sizes.value.forEach((size, k) => {
    const players = order.slice(at, at + size);
    at += size;
    tables.push({ table: k + 1, players, firstDealer: randomIndex(random, size) });
  });
  return { ok: true, value: { tables } };
}

/** Options of the local search (tests and the benchmark may tighten or loosen them). */
export interface SearchOptions {
  /** Swap steps before giving up on reaching zero (default scales with the field). */
  maxSteps?: number;
}

/**
 * Seats `ids` at tables of `sizes` (players listed table after table, seat order random),
 * minimising the pairs that met in `previous` rounds.
 */
export function searchSeating(ids: readonly PlayerId[], sizes: readonly number[], previous: readonly Round[], random: Random, options: SearchOptions = {}): PlayerId[] {
  const n = ids.length;
  const index = new Map<PlayerId, number>();
  ids.forEach((id, i) => index.set(id, i));
  // meet[a * n + b]: rounds a and b shared a table before.
  const meet = new Uint8Array(n * n);
  let anyMet = false;
  for (const round of previous) {
    for (const table of round.tables) {
      const ks = table.players.map((p) => index.get(p)).filter((k): k is number => k !== undefined);
      for (let i = 0; i < ks.length; i++) {
        for (let j = i + 1; j < ks.length; j++) {
          const a = ks[i]!;
          const b = ks[j]!;
          if (meet[a * n + b]! < 255) {
            meet[a * n + b]! += 1;
            meet[b * n + a]! += 1;
            anyMet = true;
          }
        }
      }
    }
  }
  // Pair weight: a repeated pair costs far more than the spread among repeats (met twice before > once).
  const weight = new Uint16Array(256);
  for (let m = 1; m < 256; m++) weight[m] = 64 + m;
  const w = (a: number, b: number): number => weight[meet[a * n + b]!]!;

  // Tables as flat seat lists.
  const tableOf = new Int32Array(n);
  const seatOf = new Int32Array(n);
  const tables: number[][] = [];
  const start = shuffled(random, Array.from({ length: n }, (_, i) => i));
  let at = 0;
  sizes.forEach((size, k) => {
    const members = start.slice(at, at + size);
    at += size;
    members.forEach((p, s) => {
      tableOf[p] = k;
      seatOf[p] = s;
    });
    tables.push(members);
  });

  const conflictOf = (p: number, table: number[], skip: number): number => {
    let c = 0;
    for (const q of table) if (q !== p && q !== skip) c += w(p, q);
    return c;
  };
  let cost = 0;
  for (const table of tables) for (let i = 0; i < table.length; i++) for (let j = i + 1; j < table.length; j++) cost += w(table[i]!, table[j]!);

  if (anyMet && cost > 0) {
    const maxSteps = options.maxSteps ?? Math.max(20_000, n * 400);
    const tabuUntil = new Int32Array(n);
    const tenure = Math.min(10, Math.max(2, Math.floor(n / 8)));
    let best = cost;
    let bestTables = tables.map((x) => x.slice());
    const conflicted: number[] = [];
    for (let step = 1; step <= maxSteps && cost > 0; step++) {
      conflicted.length = 0;
      for (let p = 0; p < n; p++) if (conflictOf(p, tables[tableOf[p]!]!, -1) > 0) conflicted.push(p);
      const a = conflicted[randomIndex(random, conflicted.length)]!;
      const ta = tableOf[a]!;
      const tA = tables[ta]!;
      const costA = conflictOf(a, tA, -1);
      let bestDelta = Infinity;
      let bestB = -1;
      let ties = 0;
      for (let b = 0; b < n; b++) {
        const tb = tableOf[b]!;
        if (tb === ta) continue;
        const tB = tables[tb]!;
        const delta = conflictOf(b, tA, a) - costA + conflictOf(a, tB, b) - conflictOf(b, tB, -1);
        const aspiration = cost + delta < best;
        if (tabuUntil[b]! > step && !aspiration) continue;
        if (delta < bestDelta) {
          bestDelta = delta;
          bestB = b;
          ties = 1;
        } else if (delta === bestDelta) {
          ties++;
          if (randomIndex(random, ties) === 0) bestB = b;
        }
      }
      if (bestB < 0) continue;
      // Swap a and bestB.
      const b = bestB;
      const tb = tableOf[b]!;
      const sa = seatOf[a]!;
      const sb = seatOf[b]!;
      tables[ta]![sa] = b;
      tables[tb]![sb] = a;
      tableOf[a] = tb;
      seatOf[a] = sb;
      tableOf[b] = ta;
      seatOf[b] = sa;
      cost += bestDelta;
      tabuUntil[a] = step + tenure + randomIndex(random, 3);
      tabuUntil[b] = step + tenure + randomIndex(random, 3);
      if (cost < best) {
        best = cost;
        bestTables = tables.map((x) => x.slice());
      }
    }
    if (cost > best) {
      tables.length = 0;
      tables.push(...bestTables);
    }
  }

  const out: PlayerId[] = [];
  for (const table of tables) for (const p of shuffled(random, table)) out.push(ids[p]!);
  return out;
}

/** Finds the seat of a player in a round. */
function locate(round: Round, player: PlayerId): { t: number; s: number } | null {
  for (let t = 0; t < round.tables.length; t++) {
    const s = round.tables[t]!.players.indexOf(player);
    if (s >= 0) return { t, s };
  }
  return null;
}

function notSeated(player: PlayerId): { ok: false; error: DrawError } {
  return { ok: false, error: { code: 'ERR_DRAW_UNKNOWN_PLAYER', message: `player ${JSON.stringify(player)} is not seated in this round`, params: { id: player } } };
}

function hasResult(table: number): { ok: false; error: DrawError } {
  return { ok: false, error: { code: 'ERR_DRAW_HAS_RESULT', message: `table ${table} already has a result; its seating cannot change`, params: { table } } };
}

/** The draft with players a and b exchanging their seats (at different tables or at one). */
export function swapPlayers(round: Round, a: PlayerId, b: PlayerId): Result<Round, DrawError> {
  const pa = locate(round, a);
  if (!pa) return notSeated(a);
  const pb = locate(round, b);
  if (!pb) return notSeated(b);
  for (const p of [pa, pb]) if (round.tables[p.t]!.result) return hasResult(round.tables[p.t]!.table);
  const tables = round.tables.map((t) => ({ ...t, players: t.players.slice() }));
  tables[pa.t]!.players[pa.s] = b;
  tables[pb.t]!.players[pb.s] = a;
  return { ok: true, value: { tables } };
}

/**
 * The draft with `player` moved to the end of table `toTable`. Refused when a table would
 * then have fewer than 4 or more than 5 players (move another player back, or swap instead).
 * A first dealer that no longer names a seat becomes seat 0.
 */
export function movePlayer(round: Round, player: PlayerId, toTable: number): Result<Round, DrawError> {
  const from = locate(round, player);
  if (!from) return notSeated(player);
  const to = round.tables.findIndex((t) => t.table === toTable);
  if (to < 0) {
    return { ok: false, error: { code: 'ERR_DRAW_NO_SUCH_TABLE', message: `there is no table ${toTable} in this round`, params: { table: toTable } } };
  }
  if (to === from.t) return { ok: true, value: round };
  for (const k of [from.t, to]) if (round.tables[k]!.result) return hasResult(round.tables[k]!.table);
  const tables = round.tables.map((t) => ({ ...t, players: t.players.slice() }));
  tables[from.t]!.players.splice(from.s, 1);
  tables[to]!.players.push(player);
  for (const k of [from.t, to]) {
    const table = tables[k]!;
    if (table.players.length < 4 || table.players.length > 5) {
      return {
        ok: false,
        error: {
          code: 'ERR_DRAW_TABLE_SIZE',
          message: `table ${table.table} would have ${table.players.length} players; a table seats 4 or 5 (swap two players instead)`,
          params: { table: table.table, count: table.players.length },
        },
      };
    }
    if ((table.firstDealer ?? 0) >= table.players.length) table.firstDealer = 0;
  }
  return { ok: true, value: { tables } };
}
