/**
 * The one door from untrusted JSON to a `SeasonFile` (tournament-format.md §8, §10): the
 * season's own keys, each embedded tournament by `parseTournament` (its lines with
 * "tournament k: " in front), then — only when every tournament is valid — the checks
 * across files in the order of §10: duplicate ids, then matching, then `lots`. All
 * problems are collected, each with its location; nothing throws.
 */
import type { Result } from '../model';
import { get, has, isIntIn, isObject, normInt } from '../validation/checks';
import { isResultsList, type SeasonTournament } from '../results/model';
import { parseTournamentOrResults } from '../results/parse-results';
import { checkCupPoints } from '../tournament/cup-points';
import type { CupPointsSpec } from '../tournament/model';
import { exactFromTyped } from '../tournament/numbers';
import { collectProblems, ProblemSink } from '../tournament/problem-sink';
import type { SeasonError } from './errors';
import { assignCupPlayers } from './match-players';
import {
  FINAL_COUNTS, MAX_BEST, MAX_CARRIED_NOTE_LENGTH, MAX_CUP_LENGTH, MAX_OEF_PLACES, MAX_SEASON_LENGTH, MAX_SEASON_TOURNAMENTS, SEASON_FORMAT,
  SEASON_KEYS, SEASON_TIE_BREAKS, SEASON_VERSION, type FinalCounts, type SeasonBest, type SeasonCarried, type SeasonFile, type SeasonFinal,
  type SeasonOef, type SeasonTieBreak,
} from './model';
import { resolveLots, seasonPlayerKeys } from './season-standings';

type Sink = ProblemSink<SeasonError>;

const chars = (s: string): number => [...s].length;
const json = (s: string): string => JSON.stringify(s);

/** Told after each embedded tournament was checked (`done` of `total`), for a progress display. */
export type SeasonCheckProgress = (done: number, total: number) => void;

/** Parses and validates a season file (JSON-parsed, otherwise untrusted); on success a clean copy. */
export function parseSeason(input: unknown, progress?: SeasonCheckProgress): Result<SeasonFile, SeasonError[]> {
  const sink: Sink = new ProblemSink<SeasonError>((key, field) => ({ code: 'ERR_S_UNKNOWN_KEY', field, message: `unknown key ${json(key)}` }));
  return collectProblems(sink, () => parseInto(input, sink, progress), { code: 'ERR_S_INTERNAL', field: '', message: 'could not be read (unexpected content)' });
}

/**
 * A season as the app keeps it while it is set up: every check of `parseSeason`, except that it
 * may have no tournament yet (§10 asks the file for 1–100 tournaments; the organiser sets the
 * season up before the first one, and it is exported only once it has one).
 */
export function parseKeptSeason(input: unknown): Result<SeasonFile, SeasonError[]> {
  const parsed = parseSeason(input);
  if (parsed.ok) return parsed;
  const tournaments = isObject(input) ? get(input, 'tournaments') : undefined;
  if (!Array.isArray(tournaments) || tournaments.length > 0) return parsed;
  const rest = parsed.error.filter((e) => e.code !== 'ERR_S_TOURNAMENTS');
  return rest.length === 0 ? { ok: true, value: input as SeasonFile } : { ok: false, error: rest };
}

function text(v: unknown, max: number): string | null {
  if (typeof v !== 'string') return null;
  const trimmed = v.trim();
  const n = chars(trimmed);
  return n >= 1 && n <= max ? trimmed : null;
}

function parseInto(input: unknown, sink: Sink, progress?: SeasonCheckProgress): SeasonFile | null {
  if (!isObject(input) || get(input, 'format') !== SEASON_FORMAT) {
    sink.add({}, 'ERR_S_FORMAT', 'format', `must be ${json(SEASON_FORMAT)}`);
    return null;
  }
  if (get(input, 'version') !== SEASON_VERSION) {
    sink.add({}, 'ERR_S_VERSION', 'version', `must be ${SEASON_VERSION}`);
    return null;
  }
  sink.unknownKeys(input, SEASON_KEYS, {});
  for (const key of ['cup', 'season', 'cupPoints', 'best', 'tournaments']) {
    if (!has(input, key)) sink.add({}, 'ERR_S_REQUIRED', key, 'is required');
  }

  let cup: string | null = null;
  if (has(input, 'cup')) {
    cup = text(input.cup, MAX_CUP_LENGTH);
    if (cup === null) sink.add({}, 'ERR_S_CUP', 'cup', `must be text of 1 to ${MAX_CUP_LENGTH} characters`);
  }
  let season: string | null = null;
  if (has(input, 'season')) {
    season = text(input.season, MAX_SEASON_LENGTH);
    if (season === null) sink.add({}, 'ERR_S_SEASON', 'season', `must be text of 1 to ${MAX_SEASON_LENGTH} characters`);
  }
  let cupPoints: CupPointsSpec | null = null;
  if (has(input, 'cupPoints')) {
    const checked = checkCupPoints(input.cupPoints);
    if (checked.ok) cupPoints = checked.value;
    else for (const p of checked.problems) sink.add({}, p.code, p.field, p.message, p.params);
  }
  let best: SeasonBest | null = null;
  if (has(input, 'best')) {
    const v = input.best;
    if (v === 'half' || v === 'all') best = v;
    else if (isIntIn(v, 1, MAX_BEST)) best = normInt(v);
    else sink.add({}, 'ERR_S_BEST', 'best', `must be a whole number from 1 to ${MAX_BEST}, "half" or "all"`);
  }

  // The tournaments' count bounds final.tournament and plannedTournaments (§10).
  const rawTournaments = get(input, 'tournaments');
  const listOk = Array.isArray(rawTournaments) && rawTournaments.length >= 1 && rawTournaments.length <= MAX_SEASON_TOURNAMENTS;
  const count = listOk ? (rawTournaments as unknown[]).length : null;

  let plannedTournaments: number | undefined;
  if (has(input, 'plannedTournaments')) {
    const v = input.plannedTournaments;
    if (!isIntIn(v, 1, MAX_SEASON_TOURNAMENTS)) {
      sink.add({}, 'ERR_S_PLANNED', 'plannedTournaments', `must be a whole number from 1 to ${MAX_SEASON_TOURNAMENTS}`);
    } else if (count !== null && v < count) {
      sink.add({}, 'ERR_S_PLANNED_TOO_FEW', 'plannedTournaments', `${v} is less than the ${count} tournaments in the file`, { planned: v, count });
    } else plannedTournaments = normInt(v);
  }

  let final: SeasonFinal | undefined;
  if (has(input, 'final')) {
    const v = input.final;
    if (!isObject(v)) sink.add({}, 'ERR_S_FINAL', 'final', 'must be an object with "tournament" and "counts"');
    else {
      const before = sink.errors.length;
      sink.unknownKeys(v, ['tournament', 'counts'], {}, 'final');
      let tournament: number | null = null;
      if (!has(v, 'tournament')) sink.add({}, 'ERR_S_REQUIRED', 'final: tournament', 'is required');
      else {
        const t = v.tournament;
        if (count !== null) {
          if (isIntIn(t, 1, count)) tournament = normInt(t);
          else sink.add({}, 'ERR_S_FINAL_TOURNAMENT', 'final: tournament', `must be a tournament number from 1 to ${count}`, { count });
        } else if (isIntIn(t, 1, Number.MAX_SAFE_INTEGER)) tournament = normInt(t);
        else sink.add({}, 'ERR_S_FINAL_TOURNAMENT', 'final: tournament', 'must be a tournament number (a whole number from 1)');
      }
      let counts: FinalCounts | null = null;
      if (!has(v, 'counts')) sink.add({}, 'ERR_S_REQUIRED', 'final: counts', 'is required');
      else if ((FINAL_COUNTS as readonly unknown[]).includes(v.counts)) counts = v.counts as FinalCounts;
      else sink.add({}, 'ERR_S_FINAL_COUNTS', 'final: counts', 'must be "inside" or "onTop"');
      if (sink.errors.length === before && tournament !== null && counts !== null) final = { tournament, counts };
    }
  }

  let tieBreaks: SeasonTieBreak[] | undefined;
  if (has(input, 'tieBreaks')) {
    const v = input.tieBreaks;
    if (!Array.isArray(v)) sink.add({}, 'ERR_S_TIE_BREAKS', 'tieBreaks', 'must be a list');
    else {
      const seen = new Set<string>();
      const list: SeasonTieBreak[] = [];
      (v as unknown[]).forEach((x, i) => {
        const field = `tieBreaks: ${i}`;
        if (typeof x !== 'string' || !(SEASON_TIE_BREAKS as readonly string[]).includes(x)) {
          sink.add({}, 'ERR_S_TIE_BREAK', field, 'must be "final", "finalRounds", "results" or "participations"');
        } else if (seen.has(x)) sink.add({}, 'ERR_S_TIE_BREAK_TWICE', field, `${json(x)} is listed twice`, { tieBreak: x });
        else {
          seen.add(x);
          if ((x === 'final' || x === 'finalRounds') && !has(input, 'final')) {
            sink.add({}, 'ERR_S_TIE_BREAK_FINAL', field, `${json(x)} needs a final`, { tieBreak: x });
          }
          list.push(x as SeasonTieBreak);
        }
      });
      tieBreaks = list;
    }
  }

  let lots: string[] | undefined;
  let lotsAllText = false;
  if (has(input, 'lots')) {
    const v = input.lots;
    if (!Array.isArray(v)) sink.add({}, 'ERR_S_LOTS', 'lots', 'must be a list');
    else {
      lotsAllText = true;
      (v as unknown[]).forEach((x, i) => {
        if (typeof x !== 'string' || x.trim() === '') {
          lotsAllText = false;
          sink.add({}, 'ERR_S_LOTS_TEXT', `lots: ${i}`, 'must be text');
        }
      });
      if (lotsAllText) lots = (v as string[]).slice();
    }
  }

  let oef: SeasonOef | undefined;
  if (has(input, 'oef')) {
    const v = input.oef;
    if (!isObject(v)) sink.add({}, 'ERR_S_OEF', 'oef', 'must be an object with "places" and "startPoints"');
    else {
      const before = sink.errors.length;
      sink.unknownKeys(v, ['places', 'startPoints'], {}, 'oef');
      let places: number | null = null;
      if (!has(v, 'places')) sink.add({}, 'ERR_S_REQUIRED', 'oef: places', 'is required');
      else if (isIntIn(v.places, 1, MAX_OEF_PLACES)) places = normInt(v.places);
      else sink.add({}, 'ERR_S_OEF_PLACES', 'oef: places', `must be a whole number from 1 to ${MAX_OEF_PLACES}`);
      let startPoints: number[] | null = null;
      if (!has(v, 'startPoints')) sink.add({}, 'ERR_S_REQUIRED', 'oef: startPoints', 'is required');
      else if (!Array.isArray(v.startPoints)) sink.add({}, 'ERR_S_OEF_START_POINTS', 'oef: startPoints', 'must be a list of numbers');
      else {
        const list = v.startPoints as unknown[];
        let ok = true;
        list.forEach((x, i) => {
          if (typeof x !== 'number' || x < 0 || exactFromTyped(x) === null) {
            ok = false;
            sink.add({}, 'ERR_S_OEF_START_POINTS', `oef: startPoints: ${i}`, 'must be a number 0 or more', { index: i });
          }
        });
        if (places !== null && list.length < places) {
          ok = false;
          sink.add({}, 'ERR_S_OEF_TOO_FEW', 'oef: startPoints', `has ${list.length} entries, fewer than the ${places} places`, { count: list.length, places });
        }
        if (ok) startPoints = (list as number[]).map((x) => (x === 0 ? 0 : x));
      }
      if (sink.errors.length === before && places !== null && startPoints !== null) oef = { places, startPoints };
    }
  }

  const carried = has(input, 'carried') ? parseCarried(input.carried, sink) : undefined;
  const eligible = has(input, 'eligible') ? parseEligible(input.eligible, sink) : undefined;

  const tournaments: SeasonTournament[] = [];
  let tournamentsOk = false;
  if (has(input, 'tournaments')) {
    if (!listOk) sink.add({}, 'ERR_S_TOURNAMENTS', 'tournaments', `must be a list of 1 to ${MAX_SEASON_TOURNAMENTS} tournament files`);
    else {
      tournamentsOk = true;
      const list = rawTournaments as unknown[];
      list.forEach((raw, k) => {
        // A results list is checked against the season's scheme ("heine" over a placed list, §11).
        const parsed = parseTournamentOrResults(raw, { scheme: cupPoints });
        if (parsed.ok) tournaments.push(parsed.value);
        else {
          tournamentsOk = false;
          for (const e of parsed.error) sink.errors.push({ ...e, tournament: k + 1 });
        }
        progress?.(k + 1, list.length);
      });
    }
  }

  if (tournamentsOk) {
    crossChecks(tournaments, cupPoints, {
      lots: lotsAllText ? (input.lots as string[]) : null,
      carried: carried?.ok ? carried.value : null,
      eligible: eligible?.ok ? eligible.value : null,
    }, sink);
  }

  if (sink.errors.length > 0 || cup === null || season === null || cupPoints === null || best === null || !tournamentsOk) return null;
  // In the format's key order, without absent optional fields.
  const out: SeasonFile = { format: SEASON_FORMAT, version: SEASON_VERSION, cup, season, cupPoints, best, tournaments: [] };
  if (plannedTournaments !== undefined) out.plannedTournaments = plannedTournaments;
  if (final !== undefined) out.final = final;
  if (tieBreaks !== undefined) out.tieBreaks = tieBreaks;
  if (lots !== undefined) out.lots = lots;
  if (oef !== undefined) out.oef = oef;
  if (carried?.ok) out.carried = carried.value;
  if (eligible?.ok) out.eligible = eligible.value;
  // tournaments last, as in §8.
  delete (out as Partial<SeasonFile>).tournaments;
  out.tournaments = tournaments;
  return out;
}

/** `carried` (§12): a list of { player, points, note? }; the clean list when every entry is well formed. */
function parseCarried(v: unknown, sink: Sink): { ok: boolean; value: SeasonCarried[] } {
  if (!Array.isArray(v)) {
    sink.add({}, 'ERR_S_CARRIED', 'carried', 'must be a list');
    return { ok: false, value: [] };
  }
  const before = sink.errors.length;
  const value: SeasonCarried[] = [];
  (v as unknown[]).forEach((x, i) => {
    const field = `carried: ${i}`;
    if (!isObject(x)) {
      sink.add({}, 'ERR_S_CARRIED_ENTRY', field, 'must be an object with "player" and "points"');
      return;
    }
    const at = sink.errors.length;
    sink.unknownKeys(x, ['player', 'points', 'note'], {}, field);
    const player = get(x, 'player');
    if (typeof player !== 'string' || player.trim() === '') sink.add({}, 'ERR_S_CARRIED_PLAYER', `${field}: player`, 'must be text');
    const points = get(x, 'points');
    if (typeof points !== 'number' || points < 0 || exactFromTyped(points) === null) sink.add({}, 'ERR_S_CARRIED_POINTS', `${field}: points`, 'must be a number 0 or more');
    let note: string | undefined;
    if (has(x, 'note')) {
      const n = x.note;
      if (typeof n === 'string' && chars(n.trim()) >= 1 && chars(n.trim()) <= MAX_CARRIED_NOTE_LENGTH) note = n;
      else sink.add({}, 'ERR_S_CARRIED_NOTE', `${field}: note`, `must be text of 1 to ${MAX_CARRIED_NOTE_LENGTH} characters`);
    }
    if (sink.errors.length > at) return;
    const entry: SeasonCarried = { player: player as string, points: (points as number) === 0 ? 0 : (points as number) };
    if (note !== undefined) entry.note = note;
    value.push(entry);
  });
  return { ok: sink.errors.length === before, value };
}

/** `eligible` (§12): a non-empty list of text; the list when every entry is text. */
function parseEligible(v: unknown, sink: Sink): { ok: boolean; value: string[] } {
  if (!Array.isArray(v)) {
    sink.add({}, 'ERR_S_ELIGIBLE', 'eligible', 'must be a list');
    return { ok: false, value: [] };
  }
  if (v.length === 0) {
    sink.add({}, 'ERR_S_ELIGIBLE_EMPTY', 'eligible', 'must name at least one player');
    return { ok: false, value: [] };
  }
  let ok = true;
  (v as unknown[]).forEach((x, i) => {
    if (typeof x !== 'string' || x.trim() === '') {
      ok = false;
      sink.add({}, 'ERR_S_ELIGIBLE_TEXT', `eligible: ${i}`, 'must be text');
    }
  });
  return { ok, value: ok ? (v as string[]).slice() : [] };
}

interface Named {
  lots: readonly string[] | null;
  carried: readonly SeasonCarried[] | null;
  eligible: readonly string[] | null;
}

/**
 * One check of a list that names season players (§8 `lots`, §12 `carried` and `eligible`): every
 * entry names a player of `among`, none the player of an earlier entry.
 */
function checkNamed(field: string, entries: readonly string[], players: Parameters<typeof resolveLots>[1], among: ReadonlySet<string>, sink: Sink, code: string, playerField = ''): void {
  const firstOf = new Map<string, number>();
  resolveLots(entries, players, among).forEach((key, i) => {
    const where = `${field}: ${i}${playerField}`;
    if (key === null) {
      sink.add({}, `${code}_UNKNOWN`, where, `${json(entries[i]!)} is no player of this season`, { entry: entries[i]! });
      return;
    }
    const first = firstOf.get(key);
    if (first !== undefined) sink.add({}, `${code}_TWICE`, where, `the same player as ${field}: ${first}`, { other: first });
    else firstOf.set(key, i);
  });
}

/**
 * §10 step 3 and §12: duplicate ids, then matching, then `lots`, then `carried`, then `eligible` —
 * each only when the ones before found nothing.
 */
function crossChecks(tournaments: readonly SeasonTournament[], cupPoints: CupPointsSpec | null, named: Named, sink: Sink): void {
  const before = sink.errors.length;
  const firstWithId = new Map<string, number>();
  tournaments.forEach((t, k) => {
    const first = firstWithId.get(t.id);
    if (first !== undefined) sink.add({ tournament: k + 1 }, 'ERR_S_DUPLICATE_ID', 'id', `is also the id of tournament ${first + 1}`, { other: first + 1 });
    else firstWithId.set(t.id, k);
  });
  if (sink.errors.length > before) return;

  const match = assignCupPlayers({ tournaments });
  const at = (tournament: number, index: number): { tournament: number; player?: number; entry?: number } =>
    isResultsList(tournaments[tournament]!) ? { tournament: tournament + 1, entry: index } : { tournament: tournament + 1, player: index };
  for (const a of match.ambiguous) {
    sink.add(at(a.tournament, a.player), 'ERR_S_NAME_AMBIGUOUS', 'name', `fits several cup numbers (${a.cupNumbers.map(json).join(', ')}): give a cupNumber`,
      { numbers: a.cupNumbers.join(', ') });
  }
  for (const s of match.sameInTournament) {
    const list = isResultsList(tournaments[s.tournament]!) ? 'results' : 'players';
    sink.add(at(s.tournament, s.player), 'ERR_S_SAME_CUP_PLAYER', '', `is the same cup player as ${list}: ${s.earlier}`, { other: s.earlier });
  }
  if (sink.errors.length > before) return;

  // Season players: a place somewhere (§9), and named in `eligible` when the file has it (§12).
  const withPlace = seasonPlayerKeys(tournaments, match, cupPoints ?? undefined);
  const eligible = named.eligible === null ? withPlace
    : new Set(resolveLots(named.eligible, match.players, withPlace).filter((k): k is string => k !== null));
  if (named.lots !== null) checkNamed('lots', named.lots, match.players, eligible, sink, 'ERR_S_LOTS');
  if (sink.errors.length > before) return;
  if (named.carried !== null) checkNamed('carried', named.carried.map((c) => c.player), match.players, eligible, sink, 'ERR_S_CARRIED', ': player');
  if (sink.errors.length > before) return;
  if (named.eligible !== null) checkNamed('eligible', named.eligible, match.players, withPlace, sink, 'ERR_S_ELIGIBLE');
}
