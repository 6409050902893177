/**
 * Validation of one hand (session-format.md "Hand", rules.md §10). Two phases:
 * `parseHand` checks every field's own type and range and builds a clean copy
 * with only known keys; `checkRules` then checks the hand against the rule set
 * and the table (offered games and Prämien, seats that sit out, roles, Kontra,
 * consistency of result and points, Trischaken sums …). A struck (`void`) hand
 * keeps whatever was recorded and gets only the first phase.
 * Errors are collected, never thrown; messages are the English text printed by
 * `settle` after "hand N: field: ".
 */
import { DECK_THIRDS, formatCardPoints, parseCardPoints } from '../cards';
import type {
  BeiContract, CardPoints, EngineError, GameId, Hand, PraemieEntry, PraemieId, Seat, Side, TrischakenEntry, ValatEntry, ValidHand,
} from '../model';
import { fromDecimal, add, isZero, ZERO, type Rational } from '../rational';
import { GAMES, isNegativeGame, isPositiveGame, RUFER_ONLY_PRAEMIEN, WINNER_ONLY_PRAEMIEN } from '../rules/games';
import { isGameId, isPraemieId, MAX_KONTRA_LEVEL, offeredPraemien } from '../rules/resolve-rules';
import { isBird, outcomeVotes, positiveWinner } from '../rules/outcome';
import { trischakenMaxKontra, type RuleSet } from '../rules/rule-set';
import { tableSeats } from '../table';
import {
  describe, errorSink, get, has, isIntIn, isObject, isPlainKey, normInt, quote, seatKey, type ErrorSink, type JsonObject,
} from './checks';

/** What a hand is checked against: the rules, the table size and the hand's effective dealer. */
export interface HandContext {
  rules: RuleSet;
  playerCount: number;
  /** The dealer by the rotation; an explicit, valid `dealer` in the hand takes precedence. */
  dealer: Seat;
}

export const HAND_KEYS = [
  'dealer', 'game', 'declarer', 'partner', 'conceded', 'calledKingInTalon', 'result', 'points', 'kontra', 'vorfleck',
  'valat', 'praemien', 'kontraBy', 'bei', 'trischaken', 'renonce', 'doubleStake', 'manual', 'dissolveKassa', 'void',
  'note',
] as const;
type HandKey = (typeof HAND_KEYS)[number];

/** Largest manual amount (game points) and its decimal places: exact and safe for the arithmetic. */
export const MAX_MANUAL_AMOUNT = 1_000_000;
export const MAX_MANUAL_DECIMALS = 4;

const TRICKS = 12;

/**
 * Validates one hand (for the live preview, for import, for every file) and returns every
 * problem found (empty when the hand is valid), and its clean copy (only known keys) when it is valid, branded
 * `ValidHand`. The one place that makes a `ValidHand`: every other door to one
 * (`parseSession`, `parseTournament`, `validateTableResult`, `checkHandIn`) comes through here.
 */
export function checkHand(raw: unknown, index: number, ctx: HandContext): { errors: EngineError[]; hand: ValidHand | null } {
  const sink = errorSink(index);
  try {
    const hand = checkHandInto(raw, ctx, sink);
    // The brand is a type only: the checked copy is the same object, with no field added.
    return { errors: sink.errors, hand: sink.errors.length === 0 && hand !== null ? (hand as ValidHand) : null };
  } catch {
    // Defensive: a bug in a check must still come out as an error, not as an exception.
    sink.add('ERR_INTERNAL', 'hand', 'could not be checked (unexpected content)');
    return { errors: sink.errors, hand: null };
  }
}

/** The effective dealer of a hand: its own valid `dealer`, else the rotation's. */
export function effectiveDealer(raw: unknown, rotationDealer: Seat, playerCount: number): Seat {
  return recordedDealer(raw, playerCount) ?? rotationDealer;
}

/** A hand's own valid `dealer`, if it records one. */
export function recordedDealer(raw: unknown, playerCount: number): Seat | undefined {
  if (isObject(raw)) {
    const d = get(raw, 'dealer');
    if (isIntIn(d, 0, playerCount - 1)) return normInt(d);
  }
  return undefined;
}

/** True for a `dissolveKassa` bookkeeping row (it takes no place in the dealer rotation). */
export function isDissolveRow(raw: unknown): boolean {
  return isObject(raw) && get(raw, 'dissolveKassa') === true;
}

// ---------------------------------------------------------------------------------------------
// Phase 1: shapes and types

interface Table {
  n: number;
  dealer: Seat;
  /** The dealer at a 5-table; null at a 4-table. */
  sittingOut: Seat | null;
  vorhand: Seat;
  rules: RuleSet;
}

interface ParsedTrischaken {
  entry: TrischakenEntry;
  /** Thirds per seat (null for a null entry). */
  thirds: (number | null)[];
}

interface Parsed {
  hand: Hand;
  /** Top-level keys present in the input (valid or not). */
  present: Set<HandKey>;
  /** Top-level keys whose value had a type or range error. */
  bad: Set<string>;
  thirds?: number;
  trischaken?: ParsedTrischaken;
}

function checkHandInto(raw: unknown, ctx: HandContext, sink: ErrorSink): Hand | null {
  if (!isObject(raw)) {
    sink.add('ERR_HAND_NOT_OBJECT', 'hand', `must be an object, got ${describe(raw)}`);
    return null;
  }
  const n = ctx.playerCount;
  const dealer = effectiveDealer(raw, ctx.dealer, n);
  const seats = tableSeats(n, dealer);
  const table: Table = { n, dealer, sittingOut: seats.sittingOut, vorhand: seats.vorhand, rules: ctx.rules };
  const parsed = parseHand(raw, table, sink);
  const { hand, present } = parsed;

  if (hand.dissolveKassa) {
    for (const key of present) {
      if (key !== 'dissolveKassa' && key !== 'note' && says(parsed, key) && !parsed.bad.has(key)) {
        sink.add('ERR_NOT_ALLOWED', key, 'a dissolveKassa row records only the dissolving of the Pagatkassa (and a note)');
      }
    }
    return hand;
  }
  if (hand.void) return hand; // struck: kept on record as entered, shapes checked above
  if (present.has('manual')) {
    for (const key of present) {
      if (!['manual', 'dealer', 'note', 'doubleStake'].includes(key) && says(parsed, key) && !parsed.bad.has(key)) {
        sink.add('ERR_NOT_ALLOWED', key, 'a manual hand records only explicit amounts (manual), dealer, doubleStake and a note');
      }
    }
    if (hand.manual) checkManual(hand.manual, table, sink);
    return hand;
  }
  checkRules(parsed, table, sink);
  return hand;
}

/**
 * Whether a field says something: `false` flags, `partner: null`, `kontra: 0` and
 * empty lists or objects are harmless where the field is not used. A field with a
 * type error counts as said (it was reported already).
 */
function says(p: Parsed, key: HandKey): boolean {
  if (!p.present.has(key)) return false;
  if (p.bad.has(key)) return true;
  const value: unknown = p.hand[key];
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  if (typeof value === 'number' && key === 'kontra') return value > 0;
  return true;
}

function parseHand(raw: JsonObject, t: Table, sink: ErrorSink): Parsed {
  const hand: Hand = {};
  const present = new Set<HandKey>();
  const bad = new Set<string>();
  const parsed: Parsed = { hand, present, bad };
  const start = sink.errors.length;
  let mark = start;
  const failed = (key: string): void => {
    if (sink.errors.length > mark) bad.add(key);
    mark = sink.errors.length;
  };

  for (const key of Object.keys(raw)) {
    if ((HAND_KEYS as readonly string[]).includes(key)) present.add(key as HandKey);
    else if (isPlainKey(key)) sink.add('ERR_UNKNOWN_KEY', key, 'unknown field (not part of the session format)', { key });
    else sink.add('ERR_UNKNOWN_KEY', 'hand', `unknown field ${quote(key)} (not part of the session format)`, { key });
  }
  mark = sink.errors.length;

  for (const key of present) {
    const value = raw[key];
    switch (key) {
      case 'dealer':
      case 'declarer': {
        const seat = parseSeat(value, key, t, sink);
        if (seat !== undefined) hand[key] = seat;
        break;
      }
      case 'partner': {
        if (value === null) hand.partner = null;
        else {
          const seat = parseSeat(value, key, t, sink, ' or null (alone)');
          if (seat !== undefined) hand.partner = seat;
        }
        break;
      }
      case 'game':
        if (isGameId(value)) hand.game = value;
        else if (typeof value === 'string') sink.add('ERR_UNKNOWN_GAME', 'game', `unknown game ${quote(value)}`, { game: value });
        else sink.add('ERR_TYPE', 'game', `must be a game id, got ${describe(value)}`);
        break;
      case 'conceded':
      case 'calledKingInTalon':
      case 'vorfleck':
      case 'dissolveKassa':
      case 'void':
        // The format writes these as `true`; `false` is read as "not set".
        if (value === true) hand[key] = true;
        else if (value !== false) sink.add('ERR_TYPE', key, `must be true (or left out), got ${describe(value)}`);
        break;
      case 'doubleStake':
        if (typeof value === 'boolean') hand.doubleStake = value;
        else sink.add('ERR_TYPE', key, `must be true or false, got ${describe(value)}`);
        break;
      case 'note':
        if (typeof value === 'string') hand.note = value;
        else sink.add('ERR_TYPE', key, `must be text, got ${describe(value)}`);
        break;
      case 'result': {
        const r = parseResult(value, 'result', sink);
        if (r) hand.result = r;
        break;
      }
      case 'points': {
        const thirds = parsePoints(value, 'points', sink);
        if (thirds !== null) {
          hand.points = value as CardPoints;
          parsed.thirds = thirds;
        }
        break;
      }
      case 'kontra': {
        const level = parseLevel(value, 'kontra', sink);
        if (level !== undefined) hand.kontra = level;
        break;
      }
      case 'valat': {
        const v = parseValat(value, sink);
        if (v) hand.valat = v;
        break;
      }
      case 'praemien': {
        const list = parsePraemien(value, t, sink);
        if (list) hand.praemien = list;
        break;
      }
      case 'kontraBy': {
        const k = parseKontraBy(value, 'kontraBy', t, sink);
        if (k) hand.kontraBy = k;
        break;
      }
      case 'bei': {
        const list = parseBei(value, t, sink);
        if (list) hand.bei = list;
        break;
      }
      case 'trischaken': {
        const tr = parseTrischaken(value, t, sink);
        if (tr) {
          hand.trischaken = tr.entry;
          parsed.trischaken = tr;
        }
        break;
      }
      case 'renonce': {
        if (!isObject(value)) {
          sink.add('ERR_TYPE', 'renonce', `must be an object { "by": seat }, got ${describe(value)}`);
          break;
        }
        unknownKeys(value, ['by'], 'renonce', sink);
        if (!has(value, 'by')) sink.add('ERR_REQUIRED', 'renonce.by', 'is required (the seat that committed the Renonce)');
        else {
          const by = parseSeat(value.by, 'renonce.by', t, sink);
          if (by !== undefined && sink.errors.length === mark) hand.renonce = { by };
        }
        break;
      }
      case 'manual': {
        const amounts = parseManual(value, t, sink);
        if (amounts) hand.manual = amounts;
        break;
      }
    }
    failed(key);
  }
  return parsed;
}

function parseSeat(value: unknown, field: string, t: Table, sink: ErrorSink, alt = ''): Seat | undefined {
  if (isIntIn(value, 0, t.n - 1)) return normInt(value);
  sink.add('ERR_SEAT', field, `must be a seat 0–${t.n - 1}${alt}, got ${describe(value)}`);
  return undefined;
}

function parseResult(value: unknown, field: string, sink: ErrorSink): 'won' | 'lost' | undefined {
  if (value === 'won' || value === 'lost') return value;
  sink.add('ERR_TYPE', field, `must be "won" or "lost", got ${describe(value)}`);
  return undefined;
}

/** Card points "P/B" or whole points → thirds; null (and an error) otherwise. */
function parsePoints(value: unknown, field: string, sink: ErrorSink): number | null {
  const thirds = typeof value === 'string' || typeof value === 'number' ? parseCardPoints(value) : null;
  if (thirds === null) {
    sink.add('ERR_POINTS_INVALID', field, `must be card points "P/B" from 0/0 to 70/0 with Blatt 0–2 (or whole points), got ${describe(value)}`);
    return null;
  }
  return normInt(thirds);
}

function parseLevel(value: unknown, field: string, sink: ErrorSink): number | undefined {
  if (isIntIn(value, 0, MAX_KONTRA_LEVEL)) return normInt(value);
  sink.add('ERR_KONTRA_LEVEL', field, `must be a Kontra level 0–${MAX_KONTRA_LEVEL} (0 none, 1 Kontra, 2 Re, 3 Sub…), got ${describe(value)}`);
  return undefined;
}

function parseBool(obj: JsonObject, key: string, field: string, sink: ErrorSink): boolean | undefined {
  if (!has(obj, key)) {
    sink.add('ERR_REQUIRED', `${field}.${key}`, 'is required (true or false)');
    return undefined;
  }
  const v = obj[key];
  if (typeof v === 'boolean') return v;
  sink.add('ERR_TYPE', `${field}.${key}`, `must be true or false, got ${describe(v)}`);
  return undefined;
}

function parseSide(obj: JsonObject, field: string, sink: ErrorSink): Side | undefined {
  if (!has(obj, 'side')) {
    sink.add('ERR_REQUIRED', `${field}.side`, 'is required ("declarer" or "opponents")');
    return undefined;
  }
  const v = obj.side;
  if (v === 'declarer' || v === 'opponents') return v;
  sink.add('ERR_TYPE', `${field}.side`, `must be "declarer" or "opponents", got ${describe(v)}`);
  return undefined;
}

function unknownKeys(obj: JsonObject, allowed: readonly string[], field: string, sink: ErrorSink): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) {
      sink.add('ERR_UNKNOWN_KEY', field, `unknown key ${quote(key)} (expected ${allowed.join(', ')})`, { key });
    }
  }
}

function parseValat(value: unknown, sink: ErrorSink): ValatEntry | undefined {
  if (!isObject(value)) {
    sink.add('ERR_TYPE', 'valat', `must be an object { "side", "announced", "made", "kontra"? }, got ${describe(value)}`);
    return undefined;
  }
  const before = sink.errors.length;
  unknownKeys(value, ['side', 'announced', 'made', 'kontra'], 'valat', sink);
  const side = parseSide(value, 'valat', sink);
  const announced = parseBool(value, 'announced', 'valat', sink);
  const made = parseBool(value, 'made', 'valat', sink);
  const kontra = has(value, 'kontra') ? parseLevel(value.kontra, 'valat.kontra', sink) : undefined;
  if (sink.errors.length > before || side === undefined || announced === undefined || made === undefined) return undefined;
  return kontra === undefined ? { side, announced, made } : { side, announced, made, kontra };
}

function parsePraemien(value: unknown, t: Table, sink: ErrorSink): PraemieEntry[] | undefined {
  if (!Array.isArray(value)) {
    sink.add('ERR_TYPE', 'praemien', `must be an array of Prämien, got ${describe(value)}`);
    return undefined;
  }
  const before = sink.errors.length;
  const out: PraemieEntry[] = [];
  (value as unknown[]).forEach((item, i) => {
    const field = `praemien[${i}]`;
    if (!isObject(item)) {
      sink.add('ERR_TYPE', field, `must be an object { "id", "side", "announced", "made", "kontra"?, "by"? }, got ${describe(item)}`);
      return;
    }
    const start = sink.errors.length;
    unknownKeys(item, ['id', 'side', 'announced', 'made', 'kontra', 'by'], field, sink);
    let id: PraemieId | undefined;
    if (!has(item, 'id')) sink.add('ERR_REQUIRED', `${field}.id`, 'is required (a Prämie id)');
    else if (isPraemieId(item.id)) id = item.id;
    else if (typeof item.id === 'string') sink.add('ERR_UNKNOWN_PRAEMIE', `${field}.id`, `unknown Prämie ${quote(item.id)}`, { praemie: item.id });
    else sink.add('ERR_TYPE', `${field}.id`, `must be a Prämie id, got ${describe(item.id)}`);
    const side = parseSide(item, field, sink);
    const announced = parseBool(item, 'announced', field, sink);
    const made = parseBool(item, 'made', field, sink);
    const kontra = has(item, 'kontra') ? parseLevel(item.kontra, `${field}.kontra`, sink) : undefined;
    const by = has(item, 'by') ? parseSeat(item.by, `${field}.by`, t, sink) : undefined;
    if (sink.errors.length > start || id === undefined || side === undefined || announced === undefined || made === undefined) return;
    const entry: PraemieEntry = { id, side, announced, made };
    if (kontra !== undefined) entry.kontra = kontra;
    if (by !== undefined) entry.by = by;
    out.push(entry);
  });
  return sink.errors.length > before ? undefined : out;
}

function parseKontraBy(value: unknown, field: string, t: Table, sink: ErrorSink): Record<string, number> | undefined {
  if (!isObject(value)) {
    sink.add('ERR_TYPE', field, `must be an object { "<seat>": level }, got ${describe(value)}`);
    return undefined;
  }
  const before = sink.errors.length;
  const out: Record<string, number> = {};
  for (const key of Object.keys(value)) {
    const seat = seatKey(key, t.n);
    if (seat === null) {
      sink.add('ERR_KONTRA_BY_KEY', field, `key ${quote(key)} is not a seat 0–${t.n - 1}`, { key });
      continue;
    }
    const level = parseLevel(value[key], `${field}.${seat}`, sink);
    if (level !== undefined) out[String(seat)] = level;
  }
  return sink.errors.length > before ? undefined : out;
}

function parseBei(value: unknown, t: Table, sink: ErrorSink): BeiContract[] | undefined {
  if (!Array.isArray(value)) {
    sink.add('ERR_TYPE', 'bei', `must be an array of contracts { "declarer", "game", "result", "kontraBy"? }, got ${describe(value)}`);
    return undefined;
  }
  const before = sink.errors.length;
  const out: BeiContract[] = [];
  (value as unknown[]).forEach((item, i) => {
    const field = `bei[${i}]`;
    if (!isObject(item)) {
      sink.add('ERR_TYPE', field, `must be an object { "declarer", "game", "result", "kontraBy"? }, got ${describe(item)}`);
      return;
    }
    const start = sink.errors.length;
    unknownKeys(item, ['declarer', 'game', 'result', 'kontraBy'], field, sink);
    const declarer = has(item, 'declarer') ? parseSeat(item.declarer, `${field}.declarer`, t, sink) : undefined;
    if (!has(item, 'declarer')) sink.add('ERR_REQUIRED', `${field}.declarer`, 'is required');
    let game: GameId | undefined;
    if (!has(item, 'game')) sink.add('ERR_REQUIRED', `${field}.game`, 'is required');
    else if (isGameId(item.game)) game = item.game;
    else if (typeof item.game === 'string') sink.add('ERR_UNKNOWN_GAME', `${field}.game`, `unknown game ${quote(item.game)}`, { game: item.game });
    else sink.add('ERR_TYPE', `${field}.game`, `must be a game id, got ${describe(item.game)}`);
    let result: 'won' | 'lost' | undefined;
    if (!has(item, 'result')) sink.add('ERR_REQUIRED', `${field}.result`, 'is required ("won" or "lost")');
    else result = parseResult(item.result, `${field}.result`, sink);
    const kontraBy = has(item, 'kontraBy') ? parseKontraBy(item.kontraBy, `${field}.kontraBy`, t, sink) : undefined;
    if (sink.errors.length > start || declarer === undefined || game === undefined || result === undefined) return;
    const contract: BeiContract = { declarer, game, result };
    if (kontraBy) contract.kontraBy = kontraBy;
    out.push(contract);
  });
  return sink.errors.length > before ? undefined : out;
}

function seatArray<T>(value: unknown, field: string, t: Table, sink: ErrorSink, what: string, parse: (v: unknown, f: string) => T | undefined): (T | null)[] | undefined {
  if (!Array.isArray(value)) {
    sink.add('ERR_TYPE', field, `must be an array with one ${what} per seat (null for the seat sitting out), got ${describe(value)}`);
    return undefined;
  }
  if (value.length !== t.n) {
    sink.add('ERR_ARRAY_LENGTH', field, `must have one entry per seat (${t.n}), got ${value.length}`, { expected: t.n, actual: value.length });
    return undefined;
  }
  const before = sink.errors.length;
  const out = (value as unknown[]).map((v, i) => (v === null ? null : (parse(v, `${field}[${i}]`) ?? null)));
  return sink.errors.length > before ? undefined : out;
}

function parseTrischaken(value: unknown, t: Table, sink: ErrorSink): ParsedTrischaken | undefined {
  if (!isObject(value)) {
    sink.add('ERR_TYPE', 'trischaken', `must be an object { "points", "tricks", "kontra"? }, got ${describe(value)}`);
    return undefined;
  }
  const before = sink.errors.length;
  unknownKeys(value, ['points', 'tricks', 'kontra'], 'trischaken', sink);
  if (!has(value, 'points')) sink.add('ERR_REQUIRED', 'trischaken.points', 'is required (card points per seat)');
  const points = has(value, 'points')
    ? seatArray(value.points, 'trischaken.points', t, sink, 'card points entry', (v, f) => parsePoints(v, f, sink) ?? undefined)
    : undefined;
  const tricks = has(value, 'tricks')
    ? seatArray(value.tricks, 'trischaken.tricks', t, sink, 'trick count', (v, f) => {
      if (isIntIn(v, 0, TRICKS)) return normInt(v);
      sink.add('ERR_TYPE', f, `must be a number of tricks 0–${TRICKS}, got ${describe(v)}`);
      return undefined;
    })
    : undefined;
  const kontra = has(value, 'kontra')
    ? seatArray(value.kontra, 'trischaken.kontra', t, sink, 'Kontra level', (v, f) => parseLevel(v, f, sink))
    : undefined;
  if (sink.errors.length > before || !points || (has(value, 'tricks') && !tricks)) return undefined;
  const rawPoints = value.points as unknown[];
  const entry: TrischakenEntry = { points: rawPoints.map((p) => (p === null ? null : (p as CardPoints))) };
  if (tricks) entry.tricks = tricks;
  if (kontra) entry.kontra = kontra;
  return { entry, thirds: points };
}

function parseManual(value: unknown, t: Table, sink: ErrorSink): number[] | undefined {
  if (!Array.isArray(value)) {
    sink.add('ERR_TYPE', 'manual', `must be an array of amounts, one per seat, got ${describe(value)}`);
    return undefined;
  }
  if (value.length !== t.n) {
    sink.add('ERR_ARRAY_LENGTH', 'manual', `must have one amount per seat (${t.n}), got ${value.length}`, { expected: t.n, actual: value.length });
    return undefined;
  }
  const before = sink.errors.length;
  const out: number[] = [];
  (value as unknown[]).forEach((v, i) => {
    if (isManualAmount(v)) out.push(v === 0 ? 0 : v);
    else {
      sink.add('ERR_MANUAL_AMOUNT', `manual[${i}]`,
        `must be a number between −${MAX_MANUAL_AMOUNT} and ${MAX_MANUAL_AMOUNT} with at most ${MAX_MANUAL_DECIMALS} decimals, got ${describe(v)}`);
    }
  });
  return sink.errors.length > before ? undefined : out;
}

const MANUAL_DECIMAL = new RegExp(`^-?\\d+(\\.\\d{1,${MAX_MANUAL_DECIMALS}})?$`);

function isManualAmount(v: unknown): v is number {
  if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > MAX_MANUAL_AMOUNT) return false;
  return MANUAL_DECIMAL.test(String(v));
}

// ---------------------------------------------------------------------------------------------
// Phase 2: the hand against the rules and the table

function checkManual(amounts: number[], t: Table, sink: ErrorSink): void {
  if (t.sittingOut !== null && amounts[t.sittingOut] !== 0) {
    sink.add('ERR_MANUAL_SITTING_OUT', `manual[${t.sittingOut}]`, `must be 0: seat ${t.sittingOut} deals and sits out this hand`, { seat: t.sittingOut });
  }
  let total: Rational = ZERO;
  for (const a of amounts) total = add(total, fromDecimal(a));
  if (!isZero(total)) {
    sink.add('ERR_MANUAL_SUM', 'manual', `amounts must add up to 0, they add up to ${String(total.n / total.d)}`);
  }
}

function checkRules(p: Parsed, t: Table, sink: ErrorSink): void {
  const { hand, present } = p;
  const rules = t.rules;
  const isSet = (key: HandKey): boolean => says(p, key) && !p.bad.has(key);

  if (hand.game === undefined) {
    if (!present.has('game')) sink.add('ERR_REQUIRED', 'game', 'is required (except in manual, void and dissolveKassa hands)');
    return;
  }
  const game = hand.game;
  const info = GAMES[game];
  if (!rules.games.includes(game)) {
    sink.add('ERR_GAME_NOT_OFFERED', 'game', `${game} is not offered by these rules`, { game });
  }

  // Seats that sit out this hand (5-table dealer).
  const active = (seat: Seat | undefined, field: string): boolean => {
    if (seat === undefined || seat !== t.sittingOut) return true;
    sink.add('ERR_SEAT_SITS_OUT', field, `seat ${seat} deals and sits out this hand`, { seat });
    return false;
  };
  if (hand.declarer !== undefined) active(hand.declarer, 'declarer');
  if (hand.partner !== undefined && hand.partner !== null) active(hand.partner, 'partner');
  if (hand.renonce) active(hand.renonce.by, 'renonce.by');

  const notAllowed = (key: HandKey, code: string, message: string): void => {
    if (isSet(key)) sink.add(code, key, message);
  };
  const renonce = present.has('renonce');

  if (info.family === 'trischaken') {
    if (hand.declarer !== undefined && hand.declarer !== t.vorhand) {
      sink.add('ERR_VORHAND_ONLY', 'declarer', `trischaken is a Vorhand game: the declarer must be seat ${t.vorhand} (Vorhand) or left out`, { game, vorhand: t.vorhand });
    }
    if (hand.partner !== undefined && hand.partner !== null) sink.add('ERR_PARTNER_NOT_ALLOWED', 'partner', 'trischaken has no partner');
    notAllowed('praemien', 'ERR_PRAEMIEN_NOT_ALLOWED', 'Trischaken has no Prämien');
    notAllowed('valat', 'ERR_VALAT_NOT_ALLOWED', 'Trischaken has no valat');
    notAllowed('result', 'ERR_NOT_ALLOWED', 'Trischaken has no won/lost: enter trischaken.points (and optionally trischaken.tricks)');
    notAllowed('points', 'ERR_NOT_ALLOWED', 'Trischaken points go in trischaken.points, one entry per seat');
    notAllowed('kontra', 'ERR_TRISCHAKEN_KONTRA', 'Trischaken Kontra goes in trischaken.kontra, one level per seat');
    notAllowed('kontraBy', 'ERR_TRISCHAKEN_KONTRA', 'Trischaken Kontra goes in trischaken.kontra, one level per seat');
    notAllowed('vorfleck', 'ERR_VORFLECK_NO_TALON', 'only games with a talon can have a Vorfleck');
    notAllowed('bei', 'ERR_BEI_NOT_ALLOWED', 'only negative games can be played Bei');
    notAllowed('conceded', 'ERR_SCHLEIFEN_GAME', 'only a Rufer or Besserrufer can be conceded (Schleifen)');
    notAllowed('calledKingInTalon', 'ERR_NOT_ALLOWED', 'only Rufer games call a king');
    if (p.trischaken) {
      if (!renonce) checkTrischaken(p.trischaken, t, sink);
    } else if (!present.has('trischaken') && !renonce) {
      sink.add('ERR_REQUIRED', 'trischaken', 'is required: each seat\'s card points (tricks optional)');
    }
    return;
  }

  if (hand.declarer === undefined) {
    if (!present.has('declarer')) sink.add('ERR_REQUIRED', 'declarer', 'is required');
  } else if (info.vorhandOnly && hand.declarer !== t.vorhand) {
    sink.add('ERR_VORHAND_ONLY', 'declarer', `${game} is a Vorhand game: the declarer must be seat ${t.vorhand} (Vorhand)`, { game, vorhand: t.vorhand });
  }
  notAllowed('trischaken', 'ERR_NOT_ALLOWED', 'only a Trischaken hand has trischaken points and tricks');

  if (isNegativeGame(game)) {
    checkNegative(p, t, sink, active, notAllowed);
    return;
  }
  if (isPositiveGame(game)) checkPositive(p, t, sink, active, notAllowed);
}

type Active = (seat: Seat | undefined, field: string) => boolean;
type NotAllowed = (key: HandKey, code: string, message: string) => void;

function checkNegative(p: Parsed, t: Table, sink: ErrorSink, active: Active, notAllowed: NotAllowed): void {
  const { hand, present } = p;
  const game = hand.game as GameId;
  const rules = t.rules;
  if (hand.partner !== undefined && hand.partner !== null) {
    sink.add('ERR_PARTNER_NOT_ALLOWED', 'partner', `${game} has no partner (only Rufer games do)`);
  }
  notAllowed('praemien', 'ERR_PRAEMIEN_NOT_ALLOWED', 'negative games have no Prämien');
  notAllowed('valat', 'ERR_VALAT_NOT_ALLOWED', 'negative games have no valat');
  notAllowed('points', 'ERR_NOT_ALLOWED', 'card points are only entered for positive games; a negative game is won or lost');
  notAllowed('conceded', 'ERR_SCHLEIFEN_GAME', 'only a Rufer or Besserrufer can be conceded (Schleifen)');
  notAllowed('calledKingInTalon', 'ERR_NOT_ALLOWED', 'only Rufer games call a king');
  if (hand.kontra !== undefined && hand.kontra > 0) {
    sink.add('ERR_NOT_ALLOWED', 'kontra', 'negative games are contra\'d by each opponent for himself: use kontraBy');
  }
  if (hand.vorfleck) sink.add('ERR_VORFLECK_NO_TALON', 'vorfleck', `${game} has no talon, so it cannot be vorgefleckt`);

  if (hand.result === undefined && !present.has('result') && !present.has('renonce')) {
    sink.add('ERR_REQUIRED', 'result', 'is required for a negative game ("won" or "lost")');
  }
  if (hand.kontraBy) checkKontraBy(hand.kontraBy, hand.declarer, 'kontraBy', t, sink);

  if (hand.bei) {
    if (present.has('renonce')) {
      sink.add('ERR_NOT_ALLOWED', 'bei', 'a Renonce hand cannot carry Bei contracts: record it as a manual hand');
      return;
    }
    if (hand.bei.length > 0 && !rules.bei.includes(game)) {
      sink.add('ERR_BEI_NOT_OFFERED', 'bei', `${game} cannot be played Bei under these rules`, { game });
    }
    const declarers = new Set<Seat>();
    if (hand.declarer !== undefined) declarers.add(hand.declarer);
    hand.bei.forEach((c, i) => {
      const field = `bei[${i}]`;
      if (!rules.games.includes(c.game) || !rules.bei.includes(c.game)) {
        sink.add('ERR_BEI_NOT_OFFERED', `${field}.game`, `${c.game} cannot be played Bei under these rules`, { game: c.game });
      }
      if (active(c.declarer, `${field}.declarer`)) {
        if (declarers.has(c.declarer)) {
          sink.add('ERR_BEI_DUPLICATE_DECLARER', `${field}.declarer`, `seat ${c.declarer} already has a contract in this hand`, { seat: c.declarer });
        }
        declarers.add(c.declarer);
      }
      if (c.kontraBy) checkKontraBy(c.kontraBy, c.declarer, `${field}.kontraBy`, t, sink);
    });
  }
}

function checkKontraBy(kontraBy: Record<string, number>, declarer: Seat | undefined, field: string, t: Table, sink: ErrorSink): void {
  for (const [key, level] of Object.entries(kontraBy)) {
    const seat = Number(key);
    const f = `${field}.${key}`;
    if (seat === declarer) sink.add('ERR_KONTRA_BY_DECLARER', f, 'the declarer cannot contra his own game', { seat });
    else if (seat === t.sittingOut) sink.add('ERR_SEAT_SITS_OUT', f, `seat ${seat} deals and sits out this hand`, { seat });
    if (level > t.rules.maxKontra) kontraTooHigh(f, level, t, sink);
  }
}

function kontraTooHigh(field: string, level: number, t: Table, sink: ErrorSink): void {
  sink.add('ERR_KONTRA_MAX', field, `level ${level} is above the highest Kontra level of these rules (${t.rules.maxKontra})`, { level, max: t.rules.maxKontra });
}

function checkPositive(p: Parsed, t: Table, sink: ErrorSink, active: Active, notAllowed: NotAllowed): void {
  const { hand, present } = p;
  const game = hand.game as GameId;
  const info = GAMES[game];
  const rules = t.rules;
  const kontra = hand.kontra ?? 0;
  const declarer = hand.declarer;
  const partner = hand.partner ?? null;

  notAllowed('kontraBy', 'ERR_KONTRA_BY_POSITIVE', 'kontraBy is only for negative games: a positive game has one Kontra level (kontra)');
  notAllowed('bei', 'ERR_BEI_NOT_ALLOWED', 'only negative games can be played Bei');

  // Roles.
  if (partner !== null) {
    if (!info.hasPartner) sink.add('ERR_PARTNER_NOT_ALLOWED', 'partner', `${game} has no partner (only Rufer games do)`);
    else if (partner === declarer) sink.add('ERR_PARTNER_IS_DECLARER', 'partner', 'must not be the declarer');
    else if (hand.calledKingInTalon) sink.add('ERR_CALLED_KING_PARTNER', 'partner', 'must be empty: the called king lay in the talon, so the declarer plays alone');
  }
  if (hand.calledKingInTalon && info.family !== 'rufer') sink.add('ERR_NOT_ALLOWED', 'calledKingInTalon', 'only Rufer games call a king');

  // Kontra and Vorfleck.
  if (kontra > rules.maxKontra) kontraTooHigh('kontra', kontra, t, sink);
  if (hand.vorfleck) {
    if (!rules.vorfleck) sink.add('ERR_VORFLECK_RULE_OFF', 'vorfleck', 'the Vorfleck rule is off in these rules');
    else if (info.talon === 0) sink.add('ERR_VORFLECK_NO_TALON', 'vorfleck', `${game} has no talon, so it cannot be vorgefleckt`);
    else if (kontra < 1) sink.add('ERR_VORFLECK_NO_KONTRA', 'vorfleck', 'needs a Kontra (kontra 1 or higher): the Vorfleck is the first Kontra, given before the talon');
  }

  // Valat.
  const valat = hand.valat;
  if (valat && !valat.announced && !valat.made) {
    sink.add('ERR_VALAT_NEITHER', 'valat', 'a valat that was neither announced nor made is no valat: leave it out');
  }
  // A fixed valat's own Kontra (rules.md §3.1): announced valat in mode fixed only.
  const valatKontra = valat?.kontra ?? 0;
  if (valat && valatKontra > 0) {
    if (rules.valat.mode === 'multiply') {
      sink.add('ERR_VALAT_KONTRA_MODE', 'valat.kontra', 'not in valat mode multiply: the game\'s kontra is the valat\'s Kontra');
    } else if (!valat.announced) {
      sink.add('ERR_VALAT_KONTRA_SILENT', 'valat.kontra', 'only an announced valat can be contra\'d');
    } else if (valatKontra > rules.maxKontra) {
      kontraTooHigh('valat.kontra', valatKontra, t, sink);
    }
  }

  // The declarer side (for birds and winner-only Prämien).
  const declarerSide = new Set<Seat>();
  if (declarer !== undefined) declarerSide.add(declarer);
  if (partner !== null && partner !== declarer) declarerSide.add(partner);

  const conceded = hand.conceded === true;
  const renonce = present.has('renonce');
  if (conceded && renonce) sink.add('ERR_NOT_ALLOWED', 'renonce', 'a conceded hand (Schleifen) is not played, so there is no Renonce');

  let winner: Side | null = null;
  if (conceded) {
    if (game !== 'rufer' && game !== 'besserrufer') {
      sink.add('ERR_SCHLEIFEN_GAME', 'conceded', `only a Rufer or Besserrufer can be conceded (Schleifen), not ${game}`, { game });
    }
    if (kontra > 0) sink.add('ERR_SCHLEIFEN_KONTRA', 'kontra', 'a conceded game (Schleifen) cannot be contra\'d');
    if (present.has('valat')) sink.add('ERR_SCHLEIFEN_VALAT', 'valat', 'a conceded game (Schleifen) has no valat');
    if (partner !== null) sink.add('ERR_SCHLEIFEN_PARTNER', 'partner', 'must be empty: the called king lay in the talon and the game was conceded');
    if (hand.result === 'won') sink.add('ERR_SCHLEIFEN_RESULT', 'result', 'a conceded game (Schleifen) is lost');
    if (present.has('points')) sink.add('ERR_SCHLEIFEN_POINTS', 'points', 'a conceded game (Schleifen) is not played: no card points');
    winner = 'opponents';
  } else if (!renonce) {
    winner = checkOutcome(p, t, sink, kontra);
  }

  // Prämien.
  const offered = offeredPraemien(rules, game);
  const seen = new Map<string, number>();
  let hasBesserBird = false;
  (hand.praemien ?? []).forEach((pr, i) => {
    const field = `praemien[${i}]`;
    const bird = isBird(pr.id);
    if (RUFER_ONLY_PRAEMIEN.includes(pr.id) && info.family !== 'rufer') {
      sink.add('ERR_PRAEMIE_RUFER_ONLY', `${field}.id`, `${pr.id} exists only in Rufer games`, { praemie: pr.id });
    } else if (!offered.includes(pr.id)) {
      sink.add('ERR_PRAEMIE_NOT_OFFERED', `${field}.id`, `${pr.id} is not offered in ${game} under these rules`, { praemie: pr.id, game });
    }
    if (pr.id === 'koenig_ultimo' && pr.side !== 'declarer') {
      sink.add('ERR_PRAEMIE_SIDE', `${field}.side`, 'koenig_ultimo is played by the declarer side');
    }
    if (pr.id === 'koenigfang' && pr.side !== 'opponents') {
      sink.add('ERR_PRAEMIE_SIDE', `${field}.side`, 'koenigfang is scored by the opponents (they catch the called king)');
    }
    if (pr.id === 'mondfang' && pr.side === 'declarer' && rules.mondfangOpponentsOnly) {
      sink.add('ERR_MONDFANG_DECLARER', `${field}.side`, 'in these rules only the opponents can score mondfang');
    }
    if ((pr.kontra ?? 0) > 0) {
      if (!pr.announced) sink.add('ERR_PRAEMIE_KONTRA_SILENT', `${field}.kontra`, 'only an announced Prämie can be contra\'d');
      else if ((pr.kontra ?? 0) > rules.maxKontra) kontraTooHigh(`${field}.kontra`, pr.kontra ?? 0, t, sink);
    }
    if (bird) {
      if (pr.by === undefined) {
        sink.add('ERR_BIRD_BY_MISSING', `${field}.by`, `is required for ${pr.id}: the seat that holds the bird`);
      } else if (active(pr.by, `${field}.by`) && declarer !== undefined) {
        const onDeclarerSide = declarerSide.has(pr.by);
        if (pr.side === 'declarer' && !onDeclarerSide) {
          sink.add('ERR_BIRD_BY_SIDE', `${field}.by`, `seat ${pr.by} is not on the declarer side`, { seat: pr.by });
        } else if (pr.side === 'opponents' && onDeclarerSide) {
          sink.add('ERR_BIRD_BY_SIDE', `${field}.by`, `seat ${pr.by} is not an opponent`, { seat: pr.by });
        }
      }
      if (pr.side === 'declarer' && pr.announced && pr.by !== undefined && pr.by === declarer) hasBesserBird = true;
    } else if (pr.by !== undefined) {
      sink.add('ERR_BY_NOT_BIRD', `${field}.by`, 'only birds (pagat, uhu, kakadu, marabu) record who holds them');
    }
    if (WINNER_ONLY_PRAEMIEN.includes(pr.id) && pr.made && winner !== null && pr.side !== winner) {
      sink.add('ERR_PRAEMIE_WINNER_ONLY', `${field}.side`, `${pr.id} can only be made by the side that won the game`, { praemie: pr.id });
    }
    if (conceded && !(info.needsBird && bird && pr.side === 'declarer' && pr.announced)) {
      sink.add('ERR_SCHLEIFEN_PRAEMIE', field, 'a conceded game (Schleifen) carries no Prämien except the Besserrufer\'s announced bird');
    } else if (conceded && (pr.kontra ?? 0) > 0) {
      sink.add('ERR_SCHLEIFEN_KONTRA', `${field}.kontra`, 'a conceded game (Schleifen) cannot be contra\'d');
    }
    // Duplicates: one entry per Prämie and side; a bird (one card) on one side only; not made by both sides.
    const sideKey = `${pr.id}/${pr.side}`;
    const otherKey = `${pr.id}/${pr.side === 'declarer' ? 'opponents' : 'declarer'}`;
    if (seen.has(sideKey)) {
      sink.add('ERR_PRAEMIE_DUPLICATE', `${field}.id`, `${pr.id} is recorded twice for the ${pr.side === 'declarer' ? 'declarer side' : 'opponents'}`, { praemie: pr.id });
    } else if (seen.has(otherKey) && bird) {
      sink.add('ERR_PRAEMIE_DUPLICATE', `${field}.id`, `${pr.id} is recorded for both sides: a bird is one card, held by one seat`, { praemie: pr.id });
    } else if (seen.has(otherKey) && pr.made && (hand.praemien?.[seen.get(otherKey) ?? -1]?.made ?? false)) {
      sink.add('ERR_PRAEMIE_BOTH_MADE', `${field}.made`, `${pr.id} cannot be made by both sides`, { praemie: pr.id });
    }
    if (!seen.has(sideKey)) seen.set(sideKey, i);
  });
  if (info.needsBird && !hasBesserBird) {
    sink.add('ERR_BESSERRUFER_BIRD', 'praemien', `a ${game} needs an announced bird held by the declarer (side "declarer", announced, by = declarer)`, { game });
  }
}

/**
 * The declarer side's result from `result`, `points` and `valat`, checking that
 * they agree (rules.md §3.1). Returns the winning side, or null when unknown.
 */
function checkOutcome(p: Parsed, t: Table, sink: ErrorSink, kontra: number): Side | null {
  const { hand, present } = p;
  const rules = t.rules;
  // Each fact's vote comes from the one rule of who won (rules/outcome.ts).
  const valat = hand.valat;
  const { byResult, byPoints, byValat, needs } = outcomeVotes({ result: hand.result, thirds: p.thirds, kontra, valat }, rules);

  if (byResult === null && byPoints === null && byValat === null) {
    if (!present.has('result') && !present.has('points') && !p.bad.has('valat')) {
      sink.add('ERR_RESULT_REQUIRED', 'result', 'is required: enter "won"/"lost", the declarer side\'s card points, or a valat');
    }
    return null;
  }
  const wins = (s: Side): string => (s === 'declarer' ? 'won' : 'lost');
  if (byValat !== null && byResult !== null && byValat !== byResult) {
    const why = valat?.made
      ? `the ${valat.side === 'declarer' ? 'declarer side' : 'opponents'} took every trick`
      : `the valat announced by the ${valat?.side === 'declarer' ? 'declarer side' : 'opponents'} failed`;
    sink.add('ERR_RESULT_VALAT_MISMATCH', 'result', `must be "${wins(byValat)}": ${why}`);
  }
  if (byValat !== null && byPoints !== null && byValat !== byPoints) {
    sink.add('ERR_POINTS_VALAT_MISMATCH', 'points',
      `${formatCardPoints(p.thirds ?? 0)} cannot be right: the ${byValat === 'declarer' ? 'declarer side' : 'opponents'} took every trick`);
  }
  if (byResult !== null && byPoints !== null && byResult !== byPoints) {
    sink.add('ERR_RESULT_POINTS_MISMATCH', 'result',
      `"${hand.result}" disagrees with points ${formatCardPoints(p.thirds ?? 0)}: the declarer side needs at least ${formatCardPoints(needs)}`,
      { points: formatCardPoints(p.thirds ?? 0), needs: formatCardPoints(needs) });
  }
  return positiveWinner({ result: hand.result, thirds: p.thirds, kontra, valat }, rules);
}

function checkTrischaken(tr: ParsedTrischaken, t: Table, sink: ErrorSink): void {
  const { entry, thirds } = tr;
  const before = sink.errors.length;
  const nullCheck = (arr: readonly unknown[] | undefined, field: string): void => {
    if (!arr) return;
    arr.forEach((v, seat) => {
      if (seat === t.sittingOut && v !== null) {
        sink.add('ERR_TRISCHAKEN_SITTING_OUT', `${field}[${seat}]`, `must be null: seat ${seat} deals and sits out this hand`, { seat });
      } else if (seat !== t.sittingOut && v === null) {
        sink.add('ERR_TRISCHAKEN_MISSING', `${field}[${seat}]`, `is missing: seat ${seat} plays this hand`, { seat });
      }
    });
  };
  nullCheck(entry.points, 'trischaken.points');
  nullCheck(entry.tricks, 'trischaken.tricks');
  nullCheck(entry.kontra, 'trischaken.kontra');
  if (sink.errors.length > before) return;

  const pointSum = thirds.reduce<number>((s, v) => s + (v ?? 0), 0);
  if (pointSum !== DECK_THIRDS) {
    sink.add('ERR_TRISCHAKEN_POINTS_SUM', 'trischaken.points', `must add up to 70/0, they add up to ${formatCardPoints(pointSum)}`, { sum: formatCardPoints(pointSum) });
  }
  // Tricks are optional (rules.md §7); when given they must add up and agree with the points.
  if (entry.tricks) {
    const trickSum = entry.tricks.reduce<number>((s, v) => s + (v ?? 0), 0);
    if (trickSum !== TRICKS) {
      sink.add('ERR_TRISCHAKEN_TRICKS_SUM', 'trischaken.tricks', `must add up to ${TRICKS}, they add up to ${trickSum}`, { sum: trickSum });
    }
    entry.tricks.forEach((tricks, seat) => {
      if (tricks === 0 && (thirds[seat] ?? 0) > 0) {
        sink.add('ERR_TRISCHAKEN_JUNGFRAU_POINTS', `trischaken.points[${seat}]`, `must be 0/0: seat ${seat} took no trick`, { seat });
      } else if (tricks !== null && tricks > 0 && thirds[seat] === 0) {
        sink.add('ERR_TRISCHAKEN_TRICKS_NO_POINTS', `trischaken.tricks[${seat}]`, `must be 0: seat ${seat} has 0/0, and every trick holds card points`, { seat });
      }
    });
  }
  const max = trischakenMaxKontra(t.rules);
  (entry.kontra ?? []).forEach((level, seat) => {
    if (level === null || level === 0 || level <= max) return;
    const message = max === 0
      ? 'these rules have no Kontra in Trischaken'
      : `Trischaken Kontra goes up to level ${max} in these rules, got ${level}`;
    sink.add('ERR_TRISCHAKEN_KONTRA', `trischaken.kontra[${seat}]`, message, { level, max });
  });
}
