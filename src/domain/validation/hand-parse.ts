/**
 * Phase 1 of a hand's check (`validate-hand.ts`): every field's own type and range, and a
 * clean copy of the hand with only known keys. Errors are collected in the sink, never thrown.
 */
import { parseCardPoints } from '../cards';
import type { BeiContract, CardPoints, GameId, Hand, PraemieEntry, PraemieId, Seat, Side, TrischakenEntry, ValatEntry } from '../model';
import { isGameId, isPraemieId, MAX_KONTRA_LEVEL } from '../rules/resolve-rules';
import { describe, has, isIntIn, isObject, isPlainKey, normInt, quote, seatKey, type ErrorSink, type JsonObject } from './checks';
import { HAND_KEYS, TRICKS, type HandKey, type Parsed, type ParsedTrischaken, type Table } from './hand-table';

/** Largest manual amount (game points) and its decimal places: exact and safe for the arithmetic. */
export const MAX_MANUAL_AMOUNT = 1_000_000;
export const MAX_MANUAL_DECIMALS = 4;

export function parseHand(raw: JsonObject, t: Table, sink: ErrorSink): Parsed {
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
