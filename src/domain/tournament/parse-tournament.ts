/**
 * The one door from untrusted JSON to a `TournamentFile` (tournament-format.md §1–§2):
 * every field, every player, every round and table, and every hand of a hands result,
 * checked by the session engine under the tournament's rules from the table's
 * firstDealer. All problems are collected, each with its location; nothing throws.
 */
import type { EngineError, Result, RulesSpec, ValidHand } from '../model';
import { MAX_PLAYER_NAME_LENGTH, MAX_TOURNAMENT_NAME_LENGTH, normalizePlayerName, playerNameProblem } from '../player-name';
import { add, isZero, ZERO } from '../rational';
import { resolveRules } from '../rules/resolve-rules';
import type { RuleSet } from '../rules/rule-set';
import { describe, get, has, isIntIn, isIsoDate, isObject, isPlainKey, normInt, quote } from '../validation/checks';
import { checkHand } from '../validation/validate-hand';
import { isTableKey } from './table-key';
import { findDrawnTable } from './drawn-table';
import { dealerSequence, MAX_STAKE_CENTS } from '../validation/validate-session';
import type { TournamentError } from './errors';
import { checkCupPoints } from './cup-points';
import {
  TOURNAMENT_FORMAT, TOURNAMENT_VERSION, type PlayerId, type Round, type TableDraw, type TableResult,
  type CupPointsSpec, type TournamentFile, type TournamentPlayer,
} from './model';
import { exactFromTyped, formatForMessage, TOLERANCE } from './numbers';
import { collectProblems, ProblemSink } from './problem-sink';

export const TOURNAMENT_KEYS = [
  'format', 'version', 'id', 'name', 'date', 'rules', 'stakeCents', 'plannedRounds', 'handsPerRound',
  'timeLimitMinutes', 'cupPoints', 'players', 'rounds', 'lots',
] as const satisfies readonly (keyof TournamentFile)[];
export const PLAYER_KEYS = ['id', 'name', 'withdrawnAfter', 'cupNumber'] as const satisfies readonly (keyof TournamentPlayer)[];
export const ROUND_KEYS = ['tables'] as const satisfies readonly (keyof Round)[];
export const TABLE_KEYS = ['table', 'players', 'firstDealer', 'key', 'result'] as const satisfies readonly (keyof TableDraw)[];
export const RESULT_KEYS = ['hands', 'totals', 'note', 'receivedAt'] as const;

export const MAX_TOURNAMENT_ID_LENGTH = 128;
// The name limits are player-name.ts's, the one home of names.
export { MAX_TOURNAMENT_NAME_LENGTH };
export const MAX_PLAYER_ID_LENGTH = 64;
export const MAX_PLANNED_ROUNDS = 20;
export const MAX_HANDS_PER_ROUND = 100;
export const MAX_TIME_LIMIT_MINUTES = 1440;
export const MAX_NOTE_LENGTH = 2000;
/** Hands one table's result may hold (a round is 16–20; this only bounds hostile files). */
export const MAX_RESULT_HANDS = 1000;
/** Players one tournament may register (bounds hostile files; cups have up to ~200). */
export const MAX_TOURNAMENT_PLAYERS = 2000;
/** Longest cup number (characters after trimming, §1). */
export const MAX_CUP_NUMBER_LENGTH = 20;

interface Where {
  round?: number;
  table?: number;
  hand?: number;
  player?: number;
}

class Sink extends ProblemSink<TournamentError> {
  constructor() {
    super((key) => ({ code: 'ERR_T_UNKNOWN_KEY', field: isPlainKey(key) ? key : '', message: `unknown key ${quote(key)} (not part of the tournament format)` }));
  }
  /** An engine error (rules, hand) under a tournament location. */
  engine(where: Where, e: EngineError): void {
    const out: TournamentError = { code: e.code, ...where, field: e.field === 'file' ? '' : e.field, message: e.message };
    if (e.hand !== null) out.hand = e.hand;
    if (e.params) out.params = e.params;
    this.errors.push(out);
  }
}

const chars = (s: string): number => [...s].length;

/** Parses and validates a tournament file (JSON-parsed, otherwise untrusted); on success a clean copy. */
export function parseTournament(input: unknown): Result<TournamentFile, TournamentError[]> {
  const sink = new Sink();
  return collectProblems(sink, () => parseInto(input, sink), { code: 'ERR_T_INTERNAL', field: '', message: 'could not be read (unexpected content)' });
}

function parseInto(input: unknown, sink: Sink): TournamentFile | null {
  const file: Where = {};
  if (!isObject(input)) {
    sink.add(file, 'ERR_T_NOT_OBJECT', '', `not a tournament: expected a JSON object with "format": "${TOURNAMENT_FORMAT}", got ${describe(input)}`);
    return null;
  }
  const format = get(input, 'format');
  if (format !== TOURNAMENT_FORMAT) {
    const got = has(input, 'format') ? `got ${describe(format)}` : 'it is missing';
    sink.add(file, 'ERR_T_FORMAT', 'format', `must be "${TOURNAMENT_FORMAT}" (this is not a tournament file: ${got})`);
    return null;
  }
  const version = get(input, 'version');
  if (version !== TOURNAMENT_VERSION) {
    if (typeof version === 'number' && Number.isInteger(version) && version > TOURNAMENT_VERSION) {
      sink.add(file, 'ERR_T_VERSION_NEWER', 'version', `${version} is a newer version of the tournament format; this app reads version ${TOURNAMENT_VERSION}: please update the app`, { version });
    } else {
      const got = has(input, 'version') ? describe(version) : 'nothing';
      sink.add(file, 'ERR_T_VERSION_UNKNOWN', 'version', `unknown version: expected ${TOURNAMENT_VERSION}, got ${got}`);
    }
    return null;
  }
  sink.unknownKeys(input, TOURNAMENT_KEYS, file);

  const required = (key: string, what: string): boolean => {
    if (has(input, key)) return true;
    sink.add(file, 'ERR_T_REQUIRED', key, `is required (${what})`);
    return false;
  };

  let id = '';
  if (required('id', 'the tournament\'s id, e.g. a UUID')) {
    const v = input.id;
    if (typeof v === 'string' && v.trim() !== '' && chars(v) <= MAX_TOURNAMENT_ID_LENGTH) id = v;
    else sink.add(file, 'ERR_T_ID', 'id', `must be text of 1–${MAX_TOURNAMENT_ID_LENGTH} characters, got ${describe(v)}`);
  }
  let name = '';
  if (required('name', `1–${MAX_TOURNAMENT_NAME_LENGTH} characters`)) {
    const v = input.name;
    if (typeof v !== 'string') sink.add(file, 'ERR_T_TYPE', 'name', `must be text, got ${describe(v)}`);
    else {
      // Normalised like a player's name: no bidi or invisible characters, spaces collapsed.
      const clean = normalizePlayerName(v);
      const n = chars(clean);
      if (n < 1 || n > MAX_TOURNAMENT_NAME_LENGTH) sink.add(file, 'ERR_T_NAME', 'name', `must be 1–${MAX_TOURNAMENT_NAME_LENGTH} characters, got ${n}`, { length: n });
      else name = clean;
    }
  }
  let date: string | undefined;
  if (has(input, 'date')) {
    const v = input.date;
    if (typeof v === 'string' && isIsoDate(v)) date = v;
    else sink.add(file, 'ERR_T_DATE', 'date', `must be an ISO date like "2026-11-27", got ${describe(v)}`);
  }

  let rules: RuleSet | null = null;
  let rulesSpec: RulesSpec = 'tarockcup';
  if (required('rules', 'a preset id or { "preset", "overrides" }')) {
    const resolved = resolveRules(input.rules as RulesSpec);
    if (resolved.ok) {
      rules = resolved.value;
      rulesSpec = JSON.parse(JSON.stringify(input.rules)) as RulesSpec;
    } else for (const e of resolved.error) sink.engine(file, { ...e, hand: null });
  }

  let stakeCents: number | undefined;
  if (has(input, 'stakeCents')) {
    const v = input.stakeCents;
    if (isIntIn(v, 0, MAX_STAKE_CENTS)) stakeCents = normInt(v);
    else sink.add(file, 'ERR_T_STAKE', 'stakeCents', `must be a whole number of cents 0–${MAX_STAKE_CENTS}, got ${describe(v)}`);
  }

  let plannedRounds: number | null = null;
  if (required('plannedRounds', `1–${MAX_PLANNED_ROUNDS}`)) {
    const v = input.plannedRounds;
    if (isIntIn(v, 1, MAX_PLANNED_ROUNDS)) plannedRounds = normInt(v);
    else sink.add(file, 'ERR_T_PLANNED_ROUNDS', 'plannedRounds', `must be a whole number 1–${MAX_PLANNED_ROUNDS}, got ${describe(v)}`);
  }

  let handsPerRound: TournamentFile['handsPerRound'] = { '4': 16, '5': 20 };
  if (required('handsPerRound', '{ "4": 16, "5": 20 }')) {
    const v = input.handsPerRound;
    if (!isObject(v)) sink.add(file, 'ERR_T_HANDS_PER_ROUND', 'handsPerRound', `must be an object like { "4": 16, "5": 20 }, got ${describe(v)}`);
    else {
      sink.unknownKeys(v, ['4', '5'], file);
      const four = get(v, '4');
      const five = get(v, '5');
      let ok = true;
      for (const [key, value] of [['4', four], ['5', five]] as const) {
        if (!isIntIn(value, 1, MAX_HANDS_PER_ROUND)) {
          ok = false;
          sink.add(file, 'ERR_T_HANDS_PER_ROUND', `handsPerRound.${key}`, `must be a whole number of hands 1–${MAX_HANDS_PER_ROUND}, got ${describe(value)}`);
        }
      }
      if (ok) handsPerRound = { '4': normInt(four as number), '5': normInt(five as number) };
    }
  }

  let timeLimitMinutes: number | undefined;
  if (has(input, 'timeLimitMinutes')) {
    const v = input.timeLimitMinutes;
    if (isIntIn(v, 1, MAX_TIME_LIMIT_MINUTES)) timeLimitMinutes = normInt(v);
    else sink.add(file, 'ERR_T_TIME_LIMIT', 'timeLimitMinutes', `must be a whole number of minutes 1–${MAX_TIME_LIMIT_MINUTES}, got ${describe(v)}`);
  }

  let cupPoints: CupPointsSpec | undefined;
  if (has(input, 'cupPoints')) {
    const checked = checkCupPoints(input.cupPoints);
    if (checked.ok) cupPoints = checked.value;
    else for (const p of checked.problems) sink.add(file, p.code, p.field, p.message, p.params);
  }

  // Players.
  const players: TournamentPlayer[] = [];
  // By index in the file (an entry that failed its checks is null), for the rounds' checks.
  const byIndex: (TournamentPlayer | null)[] = [];
  const playerIndex = new Map<PlayerId, number>();
  const cupNumberIndex = new Map<string, number>();
  let playersOk = false;
  if (required('players', 'a list of { "id", "name" }')) {
    const v = input.players;
    if (!Array.isArray(v)) sink.add(file, 'ERR_T_TYPE', 'players', `must be a list of players, got ${describe(v)}`);
    else if (v.length > MAX_TOURNAMENT_PLAYERS) sink.add(file, 'ERR_T_TYPE', 'players', `must list at most ${MAX_TOURNAMENT_PLAYERS} players, got ${v.length}`);
    else {
      playersOk = true;
      (v as unknown[]).forEach((raw, i) => {
        const player = parsePlayer(raw, i, sink);
        byIndex.push(player);
        if (player === null) {
          playersOk = false;
          return;
        }
        if (playerIndex.has(player.id)) {
          playersOk = false;
          sink.add({ player: i }, 'ERR_T_PLAYER_ID_DUPLICATE', 'id', `${quote(player.id)} is already the id of players: ${playerIndex.get(player.id)}: ids must be unique`, { id: player.id, other: playerIndex.get(player.id) ?? 0 });
          return;
        }
        playerIndex.set(player.id, i);
        players.push(player);
        if (player.cupNumber !== undefined) {
          const other = cupNumberIndex.get(player.cupNumber);
          if (other !== undefined) {
            sink.add({ player: i }, 'ERR_T_CUP_NUMBER_DUPLICATE', 'cupNumber', `${JSON.stringify(player.cupNumber)} is already the cup number of players: ${other}`, { cupNumber: player.cupNumber, other });
          } else cupNumberIndex.set(player.cupNumber, i);
        }
      });
    }
  }

  // Rounds.
  const rounds: Round[] = [];
  if (required('rounds', 'a list of rounds, empty before the first draw')) {
    const v = input.rounds;
    if (!Array.isArray(v)) sink.add(file, 'ERR_T_TYPE', 'rounds', `must be a list of rounds, got ${describe(v)}`);
    else {
      const list = v as unknown[];
      if (plannedRounds !== null && list.length > plannedRounds) {
        for (let r = plannedRounds; r < list.length; r++) {
          sink.add({ round: r + 1 }, 'ERR_T_TOO_MANY_ROUNDS', '', `exceeds plannedRounds (${plannedRounds})`, { round: r + 1, plannedRounds });
        }
      }
      list.forEach((raw, r) => {
        const round = parseRound(raw, r + 1, { players: byIndex, playerIndex, playersOk, rules, sink });
        if (round) rounds.push(round);
      });
    }
  }

  let lots: PlayerId[] | undefined;
  if (has(input, 'lots')) {
    const v = input.lots;
    if (!Array.isArray(v)) sink.add(file, 'ERR_T_TYPE', 'lots', `must be a list of player ids, got ${describe(v)}`);
    else {
      const seen = new Set<string>();
      (v as unknown[]).forEach((p, i) => {
        if (typeof p !== 'string') sink.add(file, 'ERR_T_TYPE', `lots: ${i}`, `must be a player id, got ${describe(p)}`);
        else if (playersOk && !playerIndex.has(p)) sink.add(file, 'ERR_T_LOTS_UNKNOWN', `lots: ${i}`, `unknown player id ${quote(p)} (not in players)`, { id: p });
        else if (seen.has(p)) sink.add(file, 'ERR_T_LOTS_DUPLICATE', `lots: ${i}`, `${quote(p)} is named twice`, { id: p });
        seen.add(p as string);
      });
      lots = (v as unknown[]).filter((p): p is string => typeof p === 'string');
    }
  }

  if (sink.errors.length > 0 || rules === null || plannedRounds === null) return null;
  // In the format's key order, without absent optional fields.
  const out: Partial<TournamentFile> = { format: TOURNAMENT_FORMAT, version: TOURNAMENT_VERSION, id, name };
  if (date !== undefined) out.date = date;
  out.rules = rulesSpec;
  if (stakeCents !== undefined) out.stakeCents = stakeCents;
  out.plannedRounds = plannedRounds;
  out.handsPerRound = handsPerRound;
  if (timeLimitMinutes !== undefined) out.timeLimitMinutes = timeLimitMinutes;
  if (cupPoints !== undefined) out.cupPoints = cupPoints;
  out.players = players;
  out.rounds = rounds;
  if (lots !== undefined) out.lots = lots;
  return out as TournamentFile;
}

function parsePlayer(raw: unknown, i: number, sink: Sink): TournamentPlayer | null {
  const where: Where = { player: i };
  if (!isObject(raw)) {
    sink.add(where, 'ERR_T_TYPE', '', `must be a player { "id", "name" }, got ${describe(raw)}`);
    return null;
  }
  const before = sink.errors.length;
  sink.unknownKeys(raw, PLAYER_KEYS, where);
  const id = get(raw, 'id');
  if (!has(raw, 'id')) sink.add(where, 'ERR_T_REQUIRED', 'id', `is required (1–${MAX_PLAYER_ID_LENGTH} characters, unique in the file)`);
  else if (typeof id !== 'string' || id.length < 1 || chars(id) > MAX_PLAYER_ID_LENGTH) {
    sink.add(where, 'ERR_T_PLAYER_ID', 'id', `must be text of 1–${MAX_PLAYER_ID_LENGTH} characters, got ${describe(id)}`);
  }
  const name = get(raw, 'name');
  let clean = '';
  if (!has(raw, 'name')) sink.add(where, 'ERR_T_REQUIRED', 'name', `is required (1–${MAX_PLAYER_NAME_LENGTH} characters)`);
  else if (typeof name !== 'string') sink.add(where, 'ERR_T_TYPE', 'name', `must be text, got ${describe(name)}`);
  else {
    clean = normalizePlayerName(name);
    const n = chars(clean);
    if (playerNameProblem(name) !== null) {
      sink.add(where, 'ERR_T_PLAYER_NAME', 'name', `must be 1–${MAX_PLAYER_NAME_LENGTH} characters after trimming, got ${n}`, { length: n });
    }
  }
  let withdrawnAfter: number | undefined;
  if (has(raw, 'withdrawnAfter')) {
    const v = raw.withdrawnAfter;
    if (isIntIn(v, 0, MAX_PLANNED_ROUNDS)) withdrawnAfter = normInt(v);
    else sink.add(where, 'ERR_T_WITHDRAWN_AFTER', 'withdrawnAfter', `must be a round number 0–${MAX_PLANNED_ROUNDS} (0 = before round 1), got ${describe(v)}`);
  }
  let cupNumber: string | undefined;
  if (has(raw, 'cupNumber')) {
    const v = raw.cupNumber;
    const n = typeof v === 'string' ? chars(v.trim()) : 0;
    if (typeof v === 'string' && n >= 1 && n <= MAX_CUP_NUMBER_LENGTH) cupNumber = v.trim();
    else sink.add(where, 'ERR_T_CUP_NUMBER', 'cupNumber', `must be text of 1 to ${MAX_CUP_NUMBER_LENGTH} characters`);
  }
  if (sink.errors.length > before) return null;
  const player: TournamentPlayer = { id: id as string, name: clean };
  if (withdrawnAfter !== undefined) player.withdrawnAfter = withdrawnAfter;
  if (cupNumber !== undefined) player.cupNumber = cupNumber;
  return player;
}

interface RoundContext {
  /** Players by their index in the file (null where the entry is invalid). */
  players: readonly (TournamentPlayer | null)[];
  playerIndex: ReadonlyMap<PlayerId, number>;
  playersOk: boolean;
  rules: RuleSet | null;
  sink: Sink;
}

function parseRound(raw: unknown, roundNo: number, ctx: RoundContext): Round | null {
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

/**
 * Checks one result against a table of `size` seats; `resultField` names it in lines
 * ("result"). Returns the clean copy or null (problems added to the sink).
 */
function checkResult(
  raw: unknown, size: number, firstDealer: number, rules: RuleSet | null, where: Where, resultField: string, sink: Sink,
): TableResult | null {
  const f = (field: string): string => `${resultField}: ${field}`;
  if (!isObject(raw)) {
    sink.add(where, 'ERR_T_TYPE', resultField, `must be { "hands": […] } or { "totals": […] }, got ${describe(raw)}`);
    return null;
  }
  const before = sink.errors.length;
  for (const key of Object.keys(raw)) {
    if (!(RESULT_KEYS as readonly string[]).includes(key)) {
      sink.add(where, 'ERR_T_UNKNOWN_KEY', isPlainKey(key) ? f(key) : resultField, `unknown key ${quote(key)} (not part of the tournament format)`, { key });
    }
  }
  const hasHands = has(raw, 'hands');
  const hasTotals = has(raw, 'totals');
  let result: TableResult | null = null;
  if (hasHands === hasTotals) {
    sink.add(where, 'ERR_T_RESULT_KIND', resultField, hasHands
      ? 'must have either "hands" or "totals", not both'
      : 'must have either "hands" (the table\'s hands) or "totals" (one number per seat), got neither');
  } else if (hasTotals) {
    const totals = raw.totals;
    if (!Array.isArray(totals)) sink.add(where, 'ERR_T_TYPE', f('totals'), `must be a list of one number per seat, got ${describe(totals)}`);
    else if (totals.length !== size) {
      sink.add(where, 'ERR_T_TOTALS_LENGTH', f('totals'), `must have ${size} numbers (one per seat), got ${totals.length}`, { expected: size, count: totals.length });
    } else {
      const list = totals as unknown[];
      let ok = true;
      list.forEach((x, seat) => {
        if (typeof x !== 'number' || exactFromTyped(x) === null) {
          ok = false;
          sink.add(where, 'ERR_T_TOTALS_VALUE', f(`totals: ${seat}`), `must be a number of points (at most 4 decimals, or a third written as a decimal), got ${describe(x)}`, { seat });
        }
      });
      if (ok) {
        const nums = list as number[];
        const floatSum = nums.reduce((s, x) => s + x, 0);
        let exact = ZERO;
        for (const x of nums) exact = add(exact, exactFromTyped(x)!);
        if (Math.abs(floatSum) > TOLERANCE || !isZero(exact)) {
          sink.add(where, 'ERR_T_TOTALS_SUM', f('totals'), `must sum to 0, got ${formatForMessage(floatSum)}`, { sum: formatForMessage(floatSum) });
        } else result = { totals: nums.map((x) => (x === 0 ? 0 : x)) };
      }
    }
  } else {
    const hands = raw.hands;
    if (!Array.isArray(hands)) sink.add(where, 'ERR_T_TYPE', f('hands'), `must be a list of hands, got ${describe(hands)}`);
    else if (hands.length > MAX_RESULT_HANDS) sink.add(where, 'ERR_T_TYPE', f('hands'), `must hold at most ${MAX_RESULT_HANDS} hands, got ${hands.length}`);
    else if (rules !== null) {
      const clean = checkHands(hands as unknown[], size, firstDealer, rules, where, sink);
      if (clean) result = { hands: clean };
    }
  }
  let note: string | undefined;
  if (has(raw, 'note')) {
    const v = raw.note;
    if (typeof v === 'string' && v.length <= MAX_NOTE_LENGTH) note = v;
    else sink.add(where, 'ERR_T_NOTE', f('note'), `must be text of at most ${MAX_NOTE_LENGTH} characters, got ${typeof v === 'string' ? `${v.length} characters` : describe(v)}`);
  }
  let receivedAt: string | undefined;
  if (has(raw, 'receivedAt')) {
    const v = raw.receivedAt;
    if (typeof v === 'string' && isIsoDate(v)) receivedAt = v;
    else sink.add(where, 'ERR_T_RECEIVED_AT', f('receivedAt'), `must be an ISO timestamp like "2026-11-27T21:40:00Z", got ${describe(v)}`);
  }
  if (sink.errors.length > before || result === null) return null;
  if (note !== undefined) result.note = note;
  if (receivedAt !== undefined) result.receivedAt = receivedAt;
  return result;
}

/** Every hand checked by the engine, the dealer rotation followed from `firstDealer`, worded as `settle` words it. */
function checkHands(list: readonly unknown[], size: number, firstDealer: number, rules: RuleSet, where: Where, sink: Sink): ValidHand[] | null {
  const dealers = dealerSequence(list, size, firstDealer);
  const clean: ValidHand[] = [];
  let ok = true;
  for (let i = 0; i < list.length; i++) {
    const { errors, hand } = checkHand(list[i], i, { rules, playerCount: size, dealer: dealers[i] ?? 0 });
    if (errors.length > 0) {
      ok = false;
      for (const e of errors) sink.engine(where, e);
    } else if (hand) clean.push(hand);
  }
  return ok ? clean : null;
}

/**
 * The checks of §2 for one table's result in a valid tournament (the app's result entry,
 * imported table sessions, hand-ins): the round and table must exist, totals one per seat
 * summing to 0, hands valid under the tournament's rules from the table's firstDealer.
 * Lines are located as in the file ("round 2: table 4: result: totals: …").
 */
export function validateTableResult(t: TournamentFile, round: number, table: number, result: unknown): Result<TableResult, TournamentError[]> {
  const sink = new Sink();
  return collectProblems(sink, () => {
    const found = findDrawnTable(t, { round, table });
    if (!found.ok) {
      if (found.mismatch.reason === 'round') sink.add({ round }, 'ERR_T_NO_SUCH_ROUND', '', `there is no round ${round} (the tournament has ${t.rounds.length})`, { round, rounds: t.rounds.length });
      else sink.add({ round, table }, 'ERR_T_NO_SUCH_TABLE', '', `there is no table ${table} in round ${round}`, { round, table });
      return null;
    }
    const draw = found.draw;
    const resolved = resolveRules(t.rules);
    if (!resolved.ok) {
      for (const e of resolved.error) sink.engine({}, { ...e, hand: null });
      return null;
    }
    return checkResult(result, draw.players.length, draw.firstDealer ?? 0, resolved.value, { round, table }, 'result', sink);
  }, { code: 'ERR_T_INTERNAL', round, table, field: 'result', message: 'could not be checked (unexpected content)' });
}
