/**
 * The one door from untrusted JSON to a `Session` (session-format.md v1): the
 * file-level fields, the rule set (`resolveRules`) and every hand (`checkHand`,
 * rules.md §10), with the dealer rotation followed hand by hand so a sitting-out
 * dealer and the Vorhand can be checked. All problems are collected; nothing
 * throws, whatever the input.
 */
import { SESSION_KEYS, SESSION_TOURNAMENT_KEYS } from '../model';
import type { CheckedSession, EngineError, Result, RulesSpec, Seat, SessionTournamentLink, ValidHand } from '../model';
import { MAX_CONTRIBUTION_DECIMALS, resolveRules } from '../rules/resolve-rules';
import { dealersOf } from '../table';
import type { RuleSet } from '../rules/rule-set';
import { describe, errorSink, get, has, isIntIn, isIsoDate, isObject, isPlainKey, normInt, quote } from './checks';
import { checkHand, isDissolveRow, recordedDealer } from './validate-hand';

export { checkHand } from './validate-hand';

export const SESSION_FORMAT = 'tarock-session';
export const SESSION_VERSION = 1;
/** Highest Pagatkassa balance a session may carry over (game points). */
export const MAX_KASSA_START = 1_000_000_000;

/** A carried-over Pagatkassa balance (rules.md §6): not negative, exact as a decimal. */
export function isKassaStart(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_KASSA_START
    && new RegExp(`^\\d+(\\.\\d{1,${MAX_CONTRIBUTION_DECIMALS}})?$`).test(String(value));
}

/** Highest stake in cents per game point. */
export const MAX_STAKE_CENTS = 1_000_000;

/**
 * Parses and validates a session (already JSON-parsed, otherwise untrusted).
 * On success returns a clean copy (only known keys), every hand checked (`CheckedSession`),
 * and the resolved rule set.
 */
export function parseSession(input: unknown): Result<{ session: CheckedSession; rules: RuleSet }, EngineError[]> {
  try {
    return parseSessionUnguarded(input);
  } catch {
    return { ok: false, error: [{ code: 'ERR_INTERNAL', hand: null, field: 'file', message: 'could not be read (unexpected content)' }] };
  }
}

/**
 * The effective dealer of every hand: `firstDealer` (default 0), then the Vorhand
 * deals next; an explicit `dealer` is taken and the rotation continues from it;
 * a `dissolveKassa` row takes no place (it shows the dealer of the next deal).
 */
export function dealerSequence(hands: readonly unknown[], playerCount: number, firstDealer: Seat = 0): Seat[] {
  return dealersOf(hands, playerCount, firstDealer, (hand) => recordedDealer(hand, playerCount), (hand) => !isDissolveRow(hand));
}

function parseSessionUnguarded(input: unknown): Result<{ session: CheckedSession; rules: RuleSet }, EngineError[]> {
  const sink = errorSink(null);
  const fail = (): { ok: false; error: EngineError[] } => ({ ok: false, error: sink.errors });

  if (!isObject(input)) {
    sink.add('ERR_NOT_SESSION', 'file', `not a session: expected a JSON object with "format": "${SESSION_FORMAT}", got ${describe(input)}`);
    return fail();
  }
  // Format and version first: without them nothing else can be read.
  const format = get(input, 'format');
  if (format !== SESSION_FORMAT) {
    const got = has(input, 'format') ? `got ${describe(format)}` : 'it is missing';
    sink.add('ERR_FORMAT', 'format', `must be "${SESSION_FORMAT}" (this is not a session file: ${got})`);
    return fail();
  }
  const version = get(input, 'version');
  if (version !== SESSION_VERSION) {
    if (typeof version === 'number' && Number.isInteger(version) && version > SESSION_VERSION) {
      sink.add('ERR_VERSION_NEWER', 'version', `${version} is a newer version of the session format; this app reads version ${SESSION_VERSION}: please update the app`, { version });
    } else {
      const got = has(input, 'version') ? describe(version) : 'nothing';
      sink.add('ERR_VERSION_UNKNOWN', 'version', `unknown version: expected ${SESSION_VERSION}, got ${got}`);
    }
    return fail();
  }

  for (const key of Object.keys(input)) {
    if (!(SESSION_KEYS as readonly string[]).includes(key)) {
      sink.add('ERR_UNKNOWN_KEY', isPlainKey(key) ? key : 'file', `unknown key ${quote(key)} (not part of the session format)`, { key });
    }
  }

  const session: CheckedSession = { format: SESSION_FORMAT, version: SESSION_VERSION, players: [], rules: 'hausregeln', hands: [] };

  if (has(input, 'name')) {
    const v = input.name;
    if (typeof v === 'string') session.name = v;
    else sink.add('ERR_TYPE', 'name', `must be text, got ${describe(v)}`);
  }
  if (has(input, 'date')) {
    const v = input.date;
    if (typeof v === 'string' && isIsoDate(v)) session.date = v;
    else sink.add('ERR_DATE', 'date', `must be an ISO date like "2026-11-20", got ${describe(v)}`);
  }

  // Players: 4 or 5 distinct, non-empty names.
  let playerCount: number | null = null;
  const players = get(input, 'players');
  if (!has(input, 'players')) sink.add('ERR_REQUIRED', 'players', 'is required (4 or 5 names in seating order)');
  else if (!Array.isArray(players)) sink.add('ERR_TYPE', 'players', `must be an array of 4 or 5 names, got ${describe(players)}`);
  else if (players.length < 4 || players.length > 5) {
    sink.add('ERR_PLAYER_COUNT', 'players', `must list 4 or 5 players, got ${players.length}`, { count: players.length });
  } else {
    playerCount = players.length;
    const seen = new Set<string>();
    (players as unknown[]).forEach((name, i) => {
      if (typeof name !== 'string' || name.trim() === '') {
        sink.add('ERR_PLAYER_NAME', `players[${i}]`, `must be a non-empty name, got ${describe(name)}`);
        return;
      }
      const key = name.trim();
      if (seen.has(key)) sink.add('ERR_PLAYER_DUPLICATE', `players[${i}]`, `${quote(key)} is already at the table: names must be distinct`, { name: key });
      seen.add(key);
    });
    session.players = (players as unknown[]).map((p) => (typeof p === 'string' ? p : ''));
  }

  // Rules.
  let rules: RuleSet | null = null;
  if (!has(input, 'rules')) sink.add('ERR_REQUIRED', 'rules', 'is required (a preset id or { "preset", "overrides" })');
  else {
    const resolved = resolveRules(input.rules as RulesSpec);
    if (resolved.ok) {
      rules = resolved.value;
      session.rules = JSON.parse(JSON.stringify(input.rules)) as RulesSpec;
    } else sink.errors.push(...resolved.error);
  }

  if (has(input, 'stakeCents')) {
    const v = input.stakeCents;
    if (isIntIn(v, 0, MAX_STAKE_CENTS)) session.stakeCents = normInt(v);
    else sink.add('ERR_STAKE', 'stakeCents', `must be a whole number of cents 0–${MAX_STAKE_CENTS}, got ${describe(v)}`);
  }
  let firstDealer = 0;
  if (has(input, 'firstDealer')) {
    const v = input.firstDealer;
    if (playerCount !== null && isIntIn(v, 0, playerCount - 1)) {
      firstDealer = normInt(v);
      session.firstDealer = firstDealer;
    } else if (playerCount !== null || !isIntIn(v, 0, 4)) {
      sink.add('ERR_SEAT', 'firstDealer', `must be a seat 0–${(playerCount ?? 5) - 1}, got ${describe(v)}`);
    }
  }

  const hands = get(input, 'hands');
  if (!has(input, 'hands')) sink.add('ERR_REQUIRED', 'hands', 'is required (an array, empty for a new session)');
  else if (!Array.isArray(hands)) sink.add('ERR_TYPE', 'hands', `must be an array of hands, got ${describe(hands)}`);

  if (has(input, 'lastRoundFrom')) {
    const v = input.lastRoundFrom;
    const max = Array.isArray(hands) ? hands.length : Number.MAX_SAFE_INTEGER;
    if (isIntIn(v, 0, max)) session.lastRoundFrom = normInt(v);
    else sink.add('ERR_LAST_ROUND', 'lastRoundFrom', `must be a hand index 0–${Array.isArray(hands) ? hands.length : 'n'} (the first hand of the last round), got ${describe(v)}`);
  }

  if (has(input, 'kassaStart')) {
    const v = input.kassaStart;
    if (isKassaStart(v)) session.kassaStart = v;
    else sink.add('ERR_KASSA_START', 'kassaStart', `must be a Pagatkassa balance: a number 0–${MAX_KASSA_START} with at most ${MAX_CONTRIBUTION_DECIMALS} decimals, got ${describe(v)}`);
  }

  // Hands: only when the table and the rules are known (seats and offers depend on them).
  if (Array.isArray(hands) && playerCount !== null && rules !== null) {
    const n = playerCount;
    const list = hands as unknown[];
    const dealers = dealerSequence(list, n, firstDealer);
    const clean: ValidHand[] = [];
    for (let i = 0; i < list.length; i++) {
      const { errors, hand } = checkHand(list[i], i, { rules, playerCount: n, dealer: dealers[i] ?? 0 });
      if (errors.length > 0) sink.errors.push(...errors);
      else if (hand) clean.push(hand);
    }
    session.hands = clean;
  }

  if (has(input, 'tournament')) {
    const link = checkTournamentLink(input.tournament, playerCount, sink);
    if (link) session.tournament = link;
  }

  if (sink.errors.length > 0 || rules === null) return fail();
  return { ok: true, value: { session, rules } };
}

/** Longest tournament id and name a link may carry (the tournament file allows 128 and 80). */
const MAX_LINK_ID = 128;
const MAX_LINK_NAME = 80;

/**
 * The optional `tournament` key (tournament-format.md §7): its shape only — `settle`
 * accepts and ignores it; the app uses it to hand the round in.
 */
function checkTournamentLink(raw: unknown, playerCount: number | null, sink: ReturnType<typeof errorSink>): SessionTournamentLink | null {
  const what = '{ "id", "name", "round", "table", "playerIds", "handsPerRound" }';
  if (!isObject(raw)) {
    sink.add('ERR_TOURNAMENT_LINK', 'tournament', `must be ${what}, got ${describe(raw)}`);
    return null;
  }
  const before = sink.errors.length;
  for (const key of Object.keys(raw)) {
    if (!(SESSION_TOURNAMENT_KEYS as readonly string[]).includes(key)) {
      sink.add('ERR_UNKNOWN_KEY', isPlainKey(key) ? `tournament.${key}` : 'tournament', `unknown key ${quote(key)} (not part of the session format)`, { key });
    }
  }
  const text = (key: 'id' | 'name', max: number): void => {
    const v = get(raw, key);
    if (!has(raw, key)) sink.add('ERR_REQUIRED', `tournament.${key}`, `is required (${what})`);
    else if (typeof v !== 'string' || v.trim() === '' || [...v].length > max) {
      sink.add('ERR_TOURNAMENT_LINK', `tournament.${key}`, `must be text of 1–${max} characters, got ${describe(v)}`);
    }
  };
  const int = (key: 'round' | 'table' | 'handsPerRound', lo: number, hi: number, label: string): void => {
    const v = get(raw, key);
    if (!has(raw, key)) sink.add('ERR_REQUIRED', `tournament.${key}`, `is required (${what})`);
    else if (!isIntIn(v, lo, hi)) sink.add('ERR_TOURNAMENT_LINK', `tournament.${key}`, `must be ${label} ${lo}–${hi}, got ${describe(v)}`);
  };
  text('id', MAX_LINK_ID);
  text('name', MAX_LINK_NAME);
  int('round', 1, 20, 'a round number');
  int('table', 1, 1000, 'a table number');
  int('handsPerRound', 1, 100, 'a number of hands');
  const ids = get(raw, 'playerIds');
  if (!has(raw, 'playerIds')) sink.add('ERR_REQUIRED', 'tournament.playerIds', `is required (${what})`);
  else if (!Array.isArray(ids) || !(ids as unknown[]).every((p) => typeof p === 'string' && p.length >= 1 && p.length <= 64)) {
    sink.add('ERR_TOURNAMENT_LINK', 'tournament.playerIds', `must be a list of player ids (1–64 characters), one per seat, got ${describe(ids)}`);
  } else if (playerCount !== null && ids.length !== playerCount) {
    sink.add('ERR_TOURNAMENT_LINK', 'tournament.playerIds', `must name one player id per seat (${playerCount}), got ${ids.length}`, { count: ids.length, expected: playerCount });
  } else if (new Set(ids as string[]).size !== ids.length) {
    sink.add('ERR_TOURNAMENT_LINK', 'tournament.playerIds', 'must not name a player id twice');
  }
  if (sink.errors.length > before) return null;
  const r = raw as unknown as SessionTournamentLink;
  return {
    id: r.id, name: r.name, round: normInt(r.round), table: normInt(r.table),
    playerIds: r.playerIds.slice(), handsPerRound: normInt(r.handsPerRound),
  };
}
