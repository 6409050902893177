/**
 * The check of one round of a tournament file and of its tables (tournament-format.md §2):
 * the seating (every registered player at most once, tables of 4 or 5), the first dealer,
 * the table's key, and its result (`check-result.ts`). Called by `parseTournament`.
 */
import type { RuleSet } from '../rules/rule-set';
import { describe, get, has, isIntIn, isObject, normInt, quote } from '../validation/checks';
import { checkResult, type Sink, type Where } from './check-result';
import type { PlayerId, Round, TableDraw, TableResult, TournamentPlayer } from './model';
import { isTableKey } from './table-key';

export const ROUND_KEYS = ['tables'] as const satisfies readonly (keyof Round)[];
export const TABLE_KEYS = ['table', 'players', 'firstDealer', 'key', 'result'] as const satisfies readonly (keyof TableDraw)[];

export interface RoundContext {
  /** Players by their index in the file (null where the entry is invalid). */
  players: readonly (TournamentPlayer | null)[];
  playerIndex: ReadonlyMap<PlayerId, number>;
  playersOk: boolean;
  rules: RuleSet | null;
  sink: Sink;
}

export function parseRound(raw: unknown, roundNo: number, ctx: RoundContext): Round | null {
  const { sink } = ctx;
  const where: Where = { round: roundNo };
  if (!isObject(raw)) {
    sink.add(where, 'ERR_T_TYPE', '', `must be a round { "tables": […] }, got ${describe(raw)}`);
    return null;
  }
  sink.unknownKeys(raw, ROUND_KEYS, where);
  if (!has(raw, 'tables')) {
    sink.add(where, 'ERR_T_REQUIRED', 'tables', 'is required (the round\'s tables)');
    return null;
  }
  const tables = raw.tables;
  if (!Array.isArray(tables)) {
    sink.add(where, 'ERR_T_TYPE', 'tables', `must be a list of tables, got ${describe(tables)}`);
    return null;
  }
  const list = tables as unknown[];
  const count = list.length;
  const numbers = new Map<number, number>();
  const seatedAt = new Map<PlayerId, number>();
  const out: TableDraw[] = [];
  list.forEach((t, i) => {
    const table = parseTable(t, i, roundNo, count, numbers, seatedAt, ctx);
    if (table) out.push(table);
  });
  return { tables: out };
}

function parseTable(
  raw: unknown, position: number, roundNo: number, count: number,
  numbers: Map<number, number>, seatedAt: Map<PlayerId, number>, ctx: RoundContext,
): TableDraw | null {
  const { sink } = ctx;
  if (!isObject(raw)) {
    sink.add({ round: roundNo }, 'ERR_T_TYPE', `tables: ${position}`, `must be a table { "table", "players", "firstDealer" }, got ${describe(raw)}`);
    return null;
  }
  const before = sink.errors.length;
  // The table's number names it in every later line; while it is unusable the position does.
  const number = get(raw, 'table');
  const numberOk = isIntIn(number, 1, Math.max(count, 1));
  const where: Where = numberOk ? { round: roundNo, table: normInt(number) } : { round: roundNo };
  const fieldPrefix = numberOk ? '' : `tables: ${position}: `;
  const at = (field: string): string => `${fieldPrefix}${field}`.replace(/: $/, '');
  if (!has(raw, 'table')) sink.add(where, 'ERR_T_REQUIRED', at('table'), `is required (the table's number 1–${count})`);
  else if (!numberOk) sink.add(where, 'ERR_T_TABLE_NUMBER', at('table'), `must be the table's number 1–${count}, got ${describe(number)}`, { count });
  else if (numbers.has(number)) {
    sink.add(where, 'ERR_T_TABLE_NUMBER_DUPLICATE', 'table', `number ${number} is used by two tables of this round: numbers must be unique`, { table: number });
  } else numbers.set(normInt(number), position);

  sink.unknownKeys(raw, TABLE_KEYS, where);

  let seats: PlayerId[] | null = null;
  const players = get(raw, 'players');
  if (!has(raw, 'players')) sink.add(where, 'ERR_T_REQUIRED', at('players'), 'is required (4 or 5 player ids in seating order)');
  else if (!Array.isArray(players)) sink.add(where, 'ERR_T_TYPE', at('players'), `must be a list of 4 or 5 player ids, got ${describe(players)}`);
  else if (players.length < 4 || players.length > 5) {
    sink.add(where, 'ERR_T_TABLE_SIZE', at('players'), `must list 4 or 5 players, got ${players.length}`, { count: players.length });
  } else {
    const ids = players as unknown[];
    const ok = ids.every((p, seat) => {
      if (typeof p === 'string') return true;
      sink.add(where, 'ERR_T_TYPE', at(`players: ${seat}`), `must be a player id, got ${describe(p)}`);
      return false;
    });
    if (ok) {
      seats = ids as string[];
      seats.forEach((p, seat) => {
        const index = ctx.playerIndex.get(p);
        if (index === undefined) {
          if (ctx.playersOk) sink.add(where, 'ERR_T_UNKNOWN_PLAYER', at('players'), `unknown player id ${quote(p)} (not in players)`, { id: p, seat });
          return;
        }
        const first = seats!.indexOf(p);
        if (first !== seat) {
          sink.add(where, 'ERR_T_PLAYER_TWICE', at('players'), `${quote(p)} is listed twice at this table`, { id: p });
          return;
        }
        const other = seatedAt.get(p);
        if (other !== undefined) {
          sink.add(where, 'ERR_T_PLAYER_TWICE', at('players'), `${quote(p)} already sits at ${other >= 0 ? `table ${other}` : 'another table'} in this round`, { id: p, table: other });
        } else seatedAt.set(p, numberOk ? (number as number) : -1);
        const withdrawn = ctx.players[index]?.withdrawnAfter;
        if (withdrawn !== undefined && roundNo > withdrawn) {
          sink.add(where, 'ERR_T_PLAYER_WITHDRAWN', at('players'), `${quote(p)} withdrew after round ${withdrawn} and cannot be drawn for round ${roundNo}`, { id: p, withdrawnAfter: withdrawn });
        }
      });
    }
  }

  let firstDealer = 0;
  if (has(raw, 'firstDealer')) {
    const v = raw.firstDealer;
    const size = seats?.length ?? 5;
    if (isIntIn(v, 0, size - 1)) firstDealer = normInt(v);
    else sink.add(where, 'ERR_T_FIRST_DEALER', at('firstDealer'), `must be a seat 0–${size - 1}, got ${describe(v)}`, { max: size - 1 });
  }

  let key: string | undefined;
  if (has(raw, 'key')) {
    const v = raw.key;
    if (isTableKey(v)) key = v;
    else sink.add(where, 'ERR_T_TABLE_KEY', at('key'), `must be 22 base64url characters (16 bytes), got ${describe(v)}`);
  }

  let result: TableResult | undefined;
  if (has(raw, 'result') && seats !== null) {
    const checked = checkResult(raw.result, seats.length, firstDealer, ctx.rules, where, at('result'), sink);
    if (checked) result = checked;
  } else if (has(raw, 'result')) {
    // The seats are unusable; still report a malformed result shape.
    if (!isObject(raw.result)) sink.add(where, 'ERR_T_TYPE', at('result'), `must be { "hands": […] } or { "totals": […] }, got ${describe(raw.result)}`);
  }

  if (sink.errors.length > before || seats === null) return null;
  const table: TableDraw = { table: number as number, players: seats.slice(), firstDealer };
  if (key !== undefined) table.key = key;
  if (result) table.result = result;
  return table;
}
