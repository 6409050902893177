/**
 * The one door from untrusted JSON to a `TournamentFile` (tournament-format.md §1–§2):
 * every field, every player, every round and table, and every hand of a hands result,
 * checked by the session engine under the tournament's rules from the table's
 * firstDealer (a table's result: `check-result.ts`). All problems are collected, each
 * with its location; nothing throws.
 */
import type { Result, RulesSpec } from '../model';
import { MAX_PLAYER_NAME_LENGTH, MAX_TOURNAMENT_NAME_LENGTH, normalizePlayerName, playerNameProblem } from '../player-name';
import { resolveRules } from '../rules/resolve-rules';
import type { RuleSet } from '../rules/rule-set';
import { describe, get, has, isIntIn, isIsoDate, isObject, normInt, quote } from '../validation/checks';
import { MAX_STAKE_CENTS } from '../validation/validate-session';
import type { TournamentError } from './errors';
import { checkCupPoints } from './cup-points';
import {
  TOURNAMENT_FORMAT, TOURNAMENT_VERSION, type PlayerId, type Round,
  type CupPointsSpec, type TournamentFile, type TournamentPlayer,
} from './model';
import { collectProblems } from './problem-sink';
import { Sink, type Where } from './check-result';
import { parseRound } from './check-round';

export { validateTableResult } from './check-result';

export const TOURNAMENT_KEYS = [
  'format', 'version', 'id', 'name', 'date', 'rules', 'stakeCents', 'plannedRounds', 'handsPerRound',
  'timeLimitMinutes', 'cupPoints', 'players', 'rounds', 'lots',
] as const satisfies readonly (keyof TournamentFile)[];
export const PLAYER_KEYS = ['id', 'name', 'withdrawnAfter', 'cupNumber'] as const satisfies readonly (keyof TournamentPlayer)[];

export const MAX_TOURNAMENT_ID_LENGTH = 128;
// The name limits are player-name.ts's, the one home of names.
export { MAX_TOURNAMENT_NAME_LENGTH };
export const MAX_PLAYER_ID_LENGTH = 64;
export const MAX_PLANNED_ROUNDS = 20;
export const MAX_HANDS_PER_ROUND = 100;
export const MAX_TIME_LIMIT_MINUTES = 1440;
/** Players one tournament may register (bounds hostile files; cups have up to ~200). */
export const MAX_TOURNAMENT_PLAYERS = 2000;
/** Longest cup number (characters after trimming, §1). */
export const MAX_CUP_NUMBER_LENGTH = 20;

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
