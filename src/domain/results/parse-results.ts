/**
 * The one door from untrusted JSON to a `ResultsList` (tournament-format.md §11), and the door
 * for a file that may be either a tournament file or a results list (`standings`, a season's
 * `tournaments`). Every problem is collected with its location ("file: …", "results: 3: …");
 * the ranking checks (best place, competition ranking, contradiction with the totals) run only
 * when every entry has a whole place from 1. Nothing throws.
 */
import type { Result } from '../model';
import { MAX_PLAYER_NAME_LENGTH, normalizePlayerName } from '../player-name';
import { add, cmp, toNumber, ZERO, type Rational } from '../rational';
import { get, has, isIntIn, isIsoDate, isObject, normInt } from '../validation/checks';
import { checkCupPoints } from '../tournament/cup-points';
import type { TournamentError } from '../tournament/errors';
import { TOURNAMENT_FORMAT, type CupPointsSpec } from '../tournament/model';
import { exactFromTyped, TOLERANCE } from '../tournament/numbers';
import { MAX_CUP_NUMBER_LENGTH, parseTournament } from '../tournament/parse-tournament';
import { collectProblems, ProblemSink } from '../tournament/problem-sink';
import {
  MAX_RESULTS_ENTRIES, MAX_RESULTS_ID_LENGTH, MAX_RESULTS_NAME_LENGTH, MAX_RESULTS_ROUNDS, MAX_RESULTS_SOURCE_LENGTH, RESULTS_ENTRY_KEYS,
  RESULTS_FORMAT, RESULTS_KEYS, RESULTS_VERSION, type ResultsEntry, type ResultsList, type SeasonTournament,
} from './model';
import { resolveListLots } from './results-standings';

type Sink = ProblemSink<TournamentError>;

const json = (v: unknown): string => JSON.stringify(v);
const chars = (s: string): number => [...s].length;
/** A number as JSON writes it (never "-0"). */
const jsonNumber = (x: number): string => JSON.stringify(x === 0 ? 0 : x);

export interface ResultsCheckOptions {
  /**
   * The scheme `"heine"` is checked against (§11): the list's own (`'own'`, the default, as
   * `standings` reads it), a season's `cupPoints`, or none (`null`).
   */
  scheme?: CupPointsSpec | 'own' | null;
}

/** Parses and validates a results list (JSON-parsed, otherwise untrusted); on success a clean copy. */
export function parseResultsList(input: unknown, options: ResultsCheckOptions = {}): Result<ResultsList, TournamentError[]> {
  const sink: Sink = new ProblemSink<TournamentError>((key) => ({ code: 'ERR_R_UNKNOWN_KEY', field: '', message: `unknown key ${json(key)}` }));
  return collectProblems(sink, () => parseInto(input, sink, options), { code: 'ERR_R_INTERNAL', field: '', message: 'could not be read (unexpected content)' });
}

/** The line for a file of neither format (§11): `file: format: must be "tarock-tournament" or "tarock-results"`. */
export const EITHER_FORMAT_PROBLEM: TournamentError = Object.freeze({
  code: 'ERR_R_EITHER_FORMAT', field: 'format', message: `must be ${json(TOURNAMENT_FORMAT)} or ${json(RESULTS_FORMAT)}`,
});

/**
 * A tournament file (§1) or a results list (§11), as `standings` and a season read it: each by
 * its own check; a file of neither format gets the one line of §11.
 */
export function parseTournamentOrResults(input: unknown, options: ResultsCheckOptions = {}): Result<SeasonTournament, TournamentError[]> {
  const format = isObject(input) ? get(input, 'format') : undefined;
  if (format === TOURNAMENT_FORMAT) return parseTournament(input);
  if (format === RESULTS_FORMAT) return parseResultsList(input, options);
  return { ok: false, error: [{ ...EITHER_FORMAT_PROBLEM }] };
}

/** An entry as read: its clean fields where valid, and which keys it has (for the checks across entries). */
interface ReadEntry {
  index: number;
  keys: { rounds: boolean; total: boolean; place: boolean; cupPoints: boolean };
  /** The clean entry, or null when one of its own fields is invalid. */
  entry: ResultsEntry | null;
  name: string | null;
  cupNumber: string | null | undefined;
  /** Length of `rounds` when it is a list. */
  roundCount: number | null;
  /** The exact total (sum of rounds, or `total`), when valid. */
  total: Rational | null;
  /** The place when it is a whole number from 1. */
  place: number | null;
}

function parseEntry(raw: unknown, i: number, sink: Sink): ReadEntry | null {
  const where = { entry: i };
  if (!isObject(raw)) {
    sink.add(where, 'ERR_R_ENTRY', '', 'must be an object with "name"');
    return null;
  }
  const before = sink.errors.length;
  sink.unknownKeys(raw, RESULTS_ENTRY_KEYS, where);
  const keys = { rounds: has(raw, 'rounds'), total: has(raw, 'total'), place: has(raw, 'place'), cupPoints: has(raw, 'cupPoints') };
  const read: ReadEntry = { index: i, keys, entry: null, name: null, cupNumber: undefined, roundCount: null, total: null, place: null };

  const name = get(raw, 'name');
  const clean = typeof name === 'string' ? normalizePlayerName(name) : '';
  if (typeof name !== 'string' || chars(clean) < 1 || chars(clean) > MAX_PLAYER_NAME_LENGTH) {
    sink.add(where, 'ERR_R_ENTRY_NAME', 'name', `must be text of 1 to ${MAX_PLAYER_NAME_LENGTH} characters`);
  } else read.name = clean;

  if (has(raw, 'cupNumber')) {
    const v = raw.cupNumber;
    const n = typeof v === 'string' ? chars(v.trim()) : 0;
    if (typeof v === 'string' && n >= 1 && n <= MAX_CUP_NUMBER_LENGTH) read.cupNumber = v.trim();
    else {
      read.cupNumber = null;
      sink.add(where, 'ERR_R_CUP_NUMBER', 'cupNumber', `must be text of 1 to ${MAX_CUP_NUMBER_LENGTH} characters`);
    }
  }

  let rounds: (number | null)[] | undefined;
  let roundsSum: Rational | null = null;
  if (keys.rounds) {
    const v = raw.rounds;
    if (Array.isArray(v)) read.roundCount = v.length;
    if (!Array.isArray(v) || v.length < 1 || v.length > MAX_RESULTS_ROUNDS) {
      sink.add(where, 'ERR_R_ROUNDS', 'rounds', `must be a list of 1 to ${MAX_RESULTS_ROUNDS} round scores (numbers or null)`);
    } else {
      let ok = true;
      let sum = ZERO;
      const list: (number | null)[] = [];
      (v as unknown[]).forEach((x, r) => {
        if (x === null) list.push(null);
        else {
          const exact = typeof x === 'number' ? exactFromTyped(x) : null;
          if (exact === null) {
            ok = false;
            sink.add(where, 'ERR_R_ROUND', `rounds: ${r}`, 'must be a number or null', { round: r });
          } else {
            sum = add(sum, exact);
            list.push(x === 0 ? 0 : (x as number));
          }
        }
      });
      if (ok && list.every((x) => x === null)) {
        ok = false;
        sink.add(where, 'ERR_R_ROUNDS_NO_SCORE', 'rounds', 'has no score');
      }
      if (ok) {
        rounds = list;
        roundsSum = sum;
      }
    }
  }

  let total: number | undefined;
  let exactTotal: Rational | null = null;
  if (keys.total) {
    const v = raw.total;
    const exact = typeof v === 'number' ? exactFromTyped(v) : null;
    if (exact === null) sink.add(where, 'ERR_R_TOTAL', 'total', 'must be a number');
    else {
      total = v === 0 ? 0 : (v as number);
      exactTotal = exact;
      if (roundsSum !== null && Math.abs(total - toNumber(roundsSum)) > TOLERANCE) {
        const sum = toNumber(roundsSum);
        sink.add(where, 'ERR_R_TOTAL_SUM', 'total', `must equal the sum of rounds, ${jsonNumber(sum)}, got ${jsonNumber(total)}`, { sum, total });
        exactTotal = null;
      }
    }
  }
  read.total = roundsSum ?? exactTotal;

  let place: number | undefined;
  if (keys.place) {
    const v = raw.place;
    if (isIntIn(v, 1, Number.MAX_SAFE_INTEGER)) place = read.place = normInt(v);
    else sink.add(where, 'ERR_R_PLACE', 'place', 'must be a whole number from 1');
  }

  let cupPoints: number | undefined;
  if (keys.cupPoints) {
    const v = raw.cupPoints;
    if (typeof v === 'number' && v >= 0 && exactFromTyped(v) !== null) cupPoints = v === 0 ? 0 : v;
    else sink.add(where, 'ERR_R_CUP_POINTS', 'cupPoints', 'must be a number 0 or more');
  }

  if (sink.errors.length === before && read.name !== null) {
    const entry: ResultsEntry = { name: read.name };
    if (typeof read.cupNumber === 'string') entry.cupNumber = read.cupNumber;
    if (rounds !== undefined) entry.rounds = rounds;
    if (total !== undefined) entry.total = total;
    if (place !== undefined) entry.place = place;
    if (cupPoints !== undefined) entry.cupPoints = cupPoints;
    read.entry = entry;
  }
  return read;
}

function text(v: unknown, max: number): string | null {
  if (typeof v !== 'string') return null;
  const n = chars(v.trim());
  return n >= 1 && n <= max ? v : null;
}

function parseInto(input: unknown, sink: Sink, options: ResultsCheckOptions): ResultsList | null {
  if (!isObject(input) || get(input, 'format') !== RESULTS_FORMAT) {
    sink.add({}, 'ERR_R_FORMAT', 'format', `must be ${json(RESULTS_FORMAT)}`);
    return null;
  }
  if (get(input, 'version') !== RESULTS_VERSION) {
    sink.add({}, 'ERR_R_VERSION', 'version', `must be ${RESULTS_VERSION}`);
    return null;
  }
  sink.unknownKeys(input, RESULTS_KEYS, {});
  for (const key of ['id', 'name', 'results']) if (!has(input, key)) sink.add({}, 'ERR_R_REQUIRED', key, 'is required');

  let id: string | null = null;
  if (has(input, 'id')) {
    id = text(input.id, MAX_RESULTS_ID_LENGTH);
    if (id === null) sink.add({}, 'ERR_R_ID', 'id', `must be text of 1 to ${MAX_RESULTS_ID_LENGTH} characters`);
  }
  let name: string | null = null;
  if (has(input, 'name')) {
    const v = input.name;
    const clean = typeof v === 'string' ? normalizePlayerName(v) : '';
    if (typeof v === 'string' && chars(clean) >= 1 && chars(clean) <= MAX_RESULTS_NAME_LENGTH) name = clean;
    else sink.add({}, 'ERR_R_NAME', 'name', `must be text of 1 to ${MAX_RESULTS_NAME_LENGTH} characters`);
  }
  let date: string | undefined;
  if (has(input, 'date')) {
    const v = input.date;
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && isIsoDate(v)) date = v;
    else sink.add({}, 'ERR_R_DATE', 'date', 'must be an ISO date like "2025-10-12"');
  }
  let source: string | undefined;
  if (has(input, 'source')) {
    const v = text(input.source, MAX_RESULTS_SOURCE_LENGTH);
    if (v === null) sink.add({}, 'ERR_R_SOURCE', 'source', `must be text of 1 to ${MAX_RESULTS_SOURCE_LENGTH} characters`);
    else source = v.trim();
  }
  let cupPoints: CupPointsSpec | undefined;
  let cupPointsOk = true;
  if (has(input, 'cupPoints')) {
    const checked = checkCupPoints(input.cupPoints);
    if (checked.ok) cupPoints = checked.value;
    else {
      cupPointsOk = false;
      for (const p of checked.problems) sink.add({}, p.code, p.field, p.message, p.params);
    }
  }

  const entries: ReadEntry[] = [];
  let listOk = false;
  if (has(input, 'results')) {
    const v = input.results;
    if (!Array.isArray(v) || v.length < 1 || v.length > MAX_RESULTS_ENTRIES) {
      sink.add({}, 'ERR_R_RESULTS', 'results', `must be a list of 1 to ${MAX_RESULTS_ENTRIES} entries`);
    } else {
      listOk = true;
      (v as unknown[]).forEach((raw, i) => {
        const read = parseEntry(raw, i, sink);
        if (read === null) listOk = false;
        else entries.push(read);
      });
      acrossEntries(entries, (v as unknown[]).length, listOk, sink);
    }
  }

  let lots: string[] | undefined;
  if (has(input, 'lots')) {
    const v = input.lots;
    if (!Array.isArray(v)) sink.add({}, 'ERR_R_LOTS', 'lots', 'must be a list');
    else {
      let allText = true;
      (v as unknown[]).forEach((x, i) => {
        if (typeof x !== 'string' || x.trim() === '') {
          allText = false;
          sink.add({}, 'ERR_R_LOTS_TEXT', `lots: ${i}`, 'must be text');
        }
      });
      if (allText) {
        lots = (v as string[]).slice();
        const named = listOk && entries.every((e) => e.name !== null && e.cupNumber !== null);
        if (named) {
          const resolved = resolveListLots(lots, entries.map((e) => ({ name: e.name!, cupNumber: e.cupNumber ?? undefined })));
          const firstOf = new Map<number, number>();
          resolved.forEach((index, i) => {
            if (index === null) sink.add({}, 'ERR_R_LOTS_UNKNOWN', `lots: ${i}`, `${json(lots![i])} names no entry of this list`, { entry: lots![i]! });
            else if (firstOf.has(index)) sink.add({}, 'ERR_R_LOTS_TWICE', `lots: ${i}`, `names the same entry as lots: ${firstOf.get(index)}`, { other: firstOf.get(index)! });
            else firstOf.set(index, i);
          });
        }
      }
    }
  }

  // "heine" needs a total per entry, or given Cuppunkte (§11).
  const scheme = options.scheme === undefined || options.scheme === 'own' ? (cupPointsOk ? cupPoints : undefined) : options.scheme;
  if (scheme === 'heine' && entries.length > 0 && entries.every((e) => !e.keys.rounds && !e.keys.total && !e.keys.cupPoints)) {
    sink.add({}, 'ERR_R_HEINE_PLACED', 'cupPoints', '"heine" needs every entry\'s total or given cupPoints');
  }

  if (sink.errors.length > 0 || id === null || name === null || !listOk) return null;
  // In the format's key order, without absent optional fields.
  const out = { format: RESULTS_FORMAT, version: RESULTS_VERSION, id, name } as ResultsList;
  if (date !== undefined) out.date = date;
  if (source !== undefined) out.source = source;
  if (cupPoints !== undefined) out.cupPoints = cupPoints;
  out.results = entries.map((e) => e.entry!);
  if (lots !== undefined) out.lots = lots;
  return out;
}

/** The checks across entries (§11): one kind per list, keys on all or none, cup numbers, places. */
function acrossEntries(entries: readonly ReadEntry[], count: number, allObjects: boolean, sink: Sink): void {
  const all = (key: keyof ReadEntry['keys']): boolean => entries.every((e) => e.keys[key]);
  const some = (key: keyof ReadEntry['keys']): boolean => entries.some((e) => e.keys[key]);
  const none = (key: keyof ReadEntry['keys']): boolean => entries.every((e) => !e.keys[key]);
  const hasTotal = (e: ReadEntry): boolean => e.keys.rounds || e.keys.total;

  const withTotal = entries.filter(hasTotal).length;
  const scored = allObjects && withTotal === count;
  const placed = withTotal === 0;
  if (withTotal > 0 && withTotal < entries.length) {
    sink.add({}, 'ERR_R_TOTALS_SOME', 'results', 'every entry needs a total (rounds or total), or none may have one');
  }
  if (placed) {
    for (const e of entries) if (!e.keys.place) sink.add({ entry: e.index }, 'ERR_R_PLACE_REQUIRED', 'place', 'is required in a list without totals');
  }
  if (some('rounds') && !all('rounds')) sink.add({}, 'ERR_R_ROUNDS_SOME', 'results', 'rounds: given for some entries but not all');
  const first = entries[0];
  if (first && first.index === 0 && first.roundCount !== null && first.roundCount >= 1 && first.roundCount <= MAX_RESULTS_ROUNDS) {
    for (const e of entries) {
      if (e.roundCount !== null && e.roundCount !== first.roundCount) {
        sink.add({ entry: e.index }, 'ERR_R_ROUNDS_LENGTH', 'rounds', `has ${e.roundCount} rounds, results: 0 has ${first.roundCount}`, { count: e.roundCount, first: first.roundCount });
      }
    }
  }
  if (scored && some('place') && !all('place')) sink.add({}, 'ERR_R_PLACES_SOME', 'results', 'place: given for some entries but not all');
  if (some('cupPoints') && !none('cupPoints') && !all('cupPoints')) sink.add({}, 'ERR_R_CUP_POINTS_SOME', 'results', 'cupPoints: given for some entries but not all');

  const byNumber = new Map<string, number>();
  for (const e of entries) {
    if (typeof e.cupNumber !== 'string') continue;
    const other = byNumber.get(e.cupNumber);
    if (other !== undefined) {
      sink.add({ entry: e.index }, 'ERR_R_CUP_NUMBER_DUPLICATE', 'cupNumber', `${json(e.cupNumber)} is already the cup number of results: ${other}`, { cupNumber: e.cupNumber, other });
    } else byNumber.set(e.cupNumber, e.index);
  }

  if (allObjects && entries.length > 0 && entries.every((e) => e.place !== null)) rankingChecks(entries, scored, sink);
}

/** Best place 1, competition ranking, and (in a scored list) no place better than a higher total's. */
function rankingChecks(entries: readonly ReadEntry[], scored: boolean, sink: Sink): void {
  const held = new Map<number, ReadEntry[]>();
  for (const e of entries) {
    const list = held.get(e.place!);
    if (list) list.push(e);
    else held.set(e.place!, [e]);
  }
  const places = [...held.keys()].sort((a, b) => a - b);
  const best = places[0]!;
  if (best !== 1) sink.add({ entry: held.get(best)![0]!.index }, 'ERR_R_BEST_PLACE', 'place', `the best place is ${best}, must be 1`, { place: best });
  for (let k = 1; k < places.length; k++) {
    const prev = places[k - 1]!;
    const n = held.get(prev)!.length;
    const place = places[k]!;
    if (place !== prev + n) {
      sink.add({ entry: held.get(place)![0]!.index }, 'ERR_R_PLACE_GAP', 'place', `${place} follows place ${prev} held by ${n} ${n === 1 ? 'entry' : 'entries'}`,
        { place, previous: prev, count: n });
    }
  }
  if (!scored || entries.some((e) => e.total === null)) return;
  // Any contradiction at all? Scanning from the worst place up, with the highest total of the worse places.
  const byPlaceDesc = [...entries].sort((a, b) => b.place! - a.place!);
  let any = false;
  let maxWorse: Rational | null = null;
  for (let i = 0; i < byPlaceDesc.length && !any; ) {
    let j = i;
    while (j < byPlaceDesc.length && byPlaceDesc[j]!.place === byPlaceDesc[i]!.place) j++;
    for (let k = i; k < j; k++) if (maxWorse !== null && cmp(maxWorse, byPlaceDesc[k]!.total!) > 0) any = true;
    for (let k = i; k < j; k++) if (maxWorse === null || cmp(byPlaceDesc[k]!.total!, maxWorse) > 0) maxWorse = byPlaceDesc[k]!.total!;
    i = j;
  }
  if (!any) return;
  for (const e of entries) {
    const higher = entries.find((f) => cmp(f.total!, e.total!) > 0 && f.place! > e.place!);
    if (higher) {
      sink.add({ entry: e.index }, 'ERR_R_PLACE_CONTRADICTS', 'place', `${e.place} is better than the place of a higher total (results: ${higher.index})`,
        { place: e.place!, other: higher.index });
    }
  }
}
