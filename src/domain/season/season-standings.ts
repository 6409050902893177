/**
 * The Saisonwertung (tournament-format.md §9): each tournament's places and Cuppunkte from
 * `computeStandings` under the season's `cupPoints` (one computation, cached per tournament
 * file), results per cup player (§8 matching), the best N counted (with a Finale inside or
 * on top), totals, the order by total, `tieBreaks`, `lots` and shared places (competition
 * ranking), and the ÖF-Startpunkte. Exact throughout.
 */
import { fnv1a32Step } from '../hash/fnv';
import { add, cmp, ZERO, type Rational } from '../rational';
import { isResultsList, type ResultsList, type SeasonTournament } from '../results/model';
import { computeResultsStandings, type ResultsStandings } from '../results/results-standings';
import type { CupPointsSpec, TournamentFile } from '../tournament/model';
import { exactFromTyped } from '../tournament/numbers';
import { computeStandings, type Standings } from '../tournament/standings';
import { assignCupPlayers, cleanName, compareCodePoints, cupPlayerKeyOfName, nameKey, type CupPlayer, type CupPlayerMatch } from './match-players';
import { DEFAULT_TIE_BREAKS, type SeasonFile, type SeasonResult, type SeasonStandingRow, type SeasonStandings } from './model';

// One computation of places and Cuppunkte per tournament file and cup-point form: a season
// is recomputed after every change, and an unchanged tournament is the same object (files
// are replaced, never mutated). A tournament read again (from storage, from a file) is found
// by its content. Taking a content key means writing out the whole file (all its hands), so
// it is taken only when a tournament with the same outline (id, name, players, rounds) was
// ranked before: a season never seen pays nothing for it. The tournament ranked first is held
// weakly until then; when it is gone by then, its content counts as unknown.
const standingsCache = new WeakMap<TournamentFile, Map<string, Standings>>();
const listKeys = new WeakMap<object, string>();
interface ContentEntry {
  /** The tournament ranked, until its content key is taken. */
  source: WeakRef<TournamentFile> | null;
  /** Its content key, once taken ('' when the tournament was gone by then). */
  key: string | null;
  standings: Standings;
}
/** By outline and cup-point form: the last tournament of that outline ranked. */
const contentCache = new Map<string, ContentEntry>();
/** Tournaments remembered by content (about a few seasons' worth). */
const MAX_CONTENT_ENTRIES = 64;

/**
 * The text's 32-bit FNV-1a and a second 32-bit hash of it (FNV-1a's step from another offset,
 * mixed with its own shifted state so it does not follow the first), as one key of the cache.
 */
function contentHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = fnv1a32Step(a, c);
    b = fnv1a32Step(b, c) ^ (b >>> 15);
  }
  return `${text.length}:${(a >>> 0).toString(36)}:${(b >>> 0).toString(36)}`;
}

function contentKey(t: TournamentFile): string {
  return contentHash(JSON.stringify(t));
}

function outlineKey(t: TournamentFile, spec: string): string {
  return JSON.stringify([spec, t.id, t.name, t.date ?? null, t.players.length, t.rounds.length]);
}

function specKey(spec: CupPointsSpec | undefined): string {
  if (spec === undefined) return '';
  if (typeof spec === 'string') return spec;
  let key = listKeys.get(spec);
  if (key === undefined) listKeys.set(spec, (key = JSON.stringify(spec)));
  return key;
}

/** The standings of an earlier tournament with the same content as `t`, if one is remembered. */
function byContent(t: TournamentFile, outline: string): { standings: Standings | null; key: string | null } {
  const entry = contentCache.get(outline);
  if (!entry) return { standings: null, key: null };
  const key = contentKey(t);
  if (entry.key === null) {
    const earlier = entry.source?.deref();
    entry.key = earlier ? contentKey(earlier) : '';
    entry.source = null;
  }
  return { standings: entry.key === key ? entry.standings : null, key };
}

/** A tournament's standings (§3) under a cup-point form, cached per file object and by content. Never mutate the result. */
export function tournamentStandings(t: TournamentFile, cupPoints: CupPointsSpec | undefined): Standings {
  let byKey = standingsCache.get(t);
  if (!byKey) standingsCache.set(t, (byKey = new Map()));
  const spec = specKey(cupPoints);
  let s = byKey.get(spec);
  if (s) return s;
  const outline = outlineKey(t, spec);
  const found = byContent(t, outline);
  s = found.standings ?? computeStandings(t, cupPoints);
  contentCache.delete(outline);
  contentCache.set(outline, found.key === null ? { source: new WeakRef(t), key: null, standings: s } : { source: null, key: found.key, standings: s });
  if (contentCache.size > MAX_CONTENT_ENTRIES) contentCache.delete(contentCache.keys().next().value!);
  byKey.set(spec, s);
  return s;
}

const resultsCache = new WeakMap<ResultsList, Map<string, ResultsStandings>>();

/** A results list's places and Cuppunkte (§11) under a season's cup-point form, cached per list object. Never mutate the result. */
export function resultsListStandings(list: ResultsList, cupPoints: CupPointsSpec | undefined): ResultsStandings {
  let byKey = resultsCache.get(list);
  if (!byKey) resultsCache.set(list, (byKey = new Map()));
  const spec = specKey(cupPoints);
  let s = byKey.get(spec);
  if (!s) byKey.set(spec, (s = computeResultsStandings(list, cupPoints)));
  return s;
}

/** One entry's outcome in one of a season's tournaments, whichever kind it is. */
export interface SeasonSourceRow {
  /** Index of the entry in the tournament's `players` or the list's `results`. */
  index: number;
  /** Its place, or null without one (a registration without a round score). */
  place: number | null;
  name: string;
  cupPoints: Rational | null;
  /** The round scores (empty for a results list without rounds). */
  rounds: readonly (Rational | null)[];
}

/** The rows of a tournament file (§3) or results list (§11) under the season's `cupPoints`. */
export function seasonRows(t: SeasonTournament, cupPoints: CupPointsSpec | undefined): readonly SeasonSourceRow[] {
  return isResultsList(t) ? resultsListStandings(t, cupPoints).rows : tournamentStandings(t, cupPoints).rows;
}

/** Keys of the cup players with a place in at least one tournament (§9 step 1, before `eligible`). */
export function seasonPlayerKeys(tournaments: readonly SeasonTournament[], match: Pick<CupPlayerMatch, 'keys'>, cupPoints?: CupPointsSpec): Set<string> {
  const out = new Set<string>();
  tournaments.forEach((t, k) => {
    for (const row of seasonRows(t, cupPoints)) {
      const key = match.keys[k]?.[row.index];
      if (row.place !== null && key) out.add(key);
    }
  });
  return out;
}

/**
 * The cup player each `lots` entry names (§8): the one whose cup number equals the trimmed
 * entry; failing that, the one without a number whose name key equals the entry's. Null
 * when that is no season player.
 */
export function resolveLots(lots: readonly string[], players: readonly CupPlayer[], seasonPlayers: ReadonlySet<string>): (string | null)[] {
  const byNumber = new Map<string, string>();
  for (const p of players) if (p.cupNumber !== null) byNumber.set(p.cupNumber, p.key);
  return lots.map((entry) => {
    const key = byNumber.get(entry.trim()) ?? cupPlayerKeyOfName(nameKey(entry));
    return seasonPlayers.has(key) ? key : null;
  });
}

/** The N of "half" (§8): of n tournaments ⌈n/2⌉ when n ≤ 10, ⌊n/2⌋ when n > 10. */
export function halfOf(n: number): number {
  return n <= 10 ? Math.ceil(n / 2) : Math.floor(n / 2);
}

/** The number of results that count (§8), or null for "all". */
export function countedResults(season: Pick<SeasonFile, 'best' | 'plannedTournaments' | 'final' | 'tournaments'>): number | null {
  if (season.best === 'all') return null;
  if (typeof season.best === 'number') return season.best;
  let n = season.plannedTournaments ?? season.tournaments.length;
  if (season.final?.counts === 'onTop') n -= 1;
  return halfOf(Math.max(n, 0));
}

/**
 * The cup players a season ranks (§9 step 1, §12): with a place somewhere, and — when the file has
 * `eligible` — named there.
 */
export function rankedPlayerKeys(season: Pick<SeasonFile, 'tournaments' | 'cupPoints' | 'eligible'>, match: Pick<CupPlayerMatch, 'keys' | 'players'>): Set<string> {
  const withPlace = seasonPlayerKeys(season.tournaments, match, season.cupPoints);
  if (season.eligible === undefined) return withPlace;
  return new Set(resolveLots(season.eligible, match.players, withPlace).filter((k): k is string => k !== null));
}

interface Entry {
  row: SeasonStandingRow;
  /** The counted Cuppunkte, best first (the "results" tie-break). */
  counted: Rational[];
  /** Place in the Finale, or null. */
  finalPlace: number | null;
  /** The Finale's round scores, best first (a missing round as 0); null without a Finale result. */
  finalRounds: Rational[] | null;
}

/**
 * The tie-break "finalRounds" (§12): the Finale's round scores best first, compared as §3 compares
 * rounds; a player without a Finale result comes after those with one.
 */
function compareFinalRounds(a: Rational[] | null, b: Rational[] | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = cmp(b[i] ?? ZERO, a[i] ?? ZERO);
    if (c !== 0) return c;
  }
  return 0;
}

/** The Saisonwertung of a validated season file. */
export function computeSeasonStandings(season: SeasonFile): SeasonStandings {
  const { tournaments } = season;
  const spec = season.cupPoints;
  const match = assignCupPlayers({ tournaments });
  const finalIndex = season.final ? season.final.tournament - 1 : -1;
  const onTop = season.final?.counts === 'onTop';
  const best = countedResults(season);
  const cupNumberOf = new Map(match.players.map((p) => [p.key, p.cupNumber] as const));
  const ranked = rankedPlayerKeys(season, match);
  const carriedOf = new Map<string, Rational>();
  if (season.carried) {
    const keys = resolveLots(season.carried.map((c) => c.player), match.players, ranked);
    keys.forEach((key, i) => {
      if (key !== null && !carriedOf.has(key)) carriedOf.set(key, exactFromTyped(season.carried![i]!.points) ?? ZERO);
    });
  }

  // Results per cup player; the name from the last tournament with a place.
  const results = new Map<string, (SeasonResult | null)[]>();
  const names = new Map<string, string>();
  const finalRoundsOf = new Map<string, Rational[]>();
  tournaments.forEach((t, k) => {
    const keys = match.keys[k]!;
    for (const row of seasonRows(t, spec)) {
      if (row.place === null) continue;
      const key = keys[row.index];
      if (!key || !ranked.has(key)) continue;
      if (k === finalIndex) finalRoundsOf.set(key, row.rounds.map((x) => x ?? ZERO).sort((x, y) => cmp(y, x)));
      let list = results.get(key);
      if (!list) results.set(key, (list = new Array<SeasonResult | null>(tournaments.length).fill(null)));
      list[k] = { place: row.place, cupPoints: row.cupPoints ?? ZERO, counted: false };
      names.set(key, cleanName(row.name));
    }
  });

  const entries: Entry[] = [];
  for (const [key, list] of results) {
    const pool: number[] = [];
    list.forEach((r, k) => {
      if (r !== null && !(onTop && k === finalIndex)) pool.push(k);
    });
    pool.sort((a, b) => cmp(list[b]!.cupPoints, list[a]!.cupPoints) || a - b);
    const take = best === null ? pool.length : Math.min(best, pool.length);
    for (let i = 0; i < take; i++) list[pool[i]!]!.counted = true;
    const finalResult = onTop ? list[finalIndex] : null;
    if (finalResult) finalResult.counted = true;
    const carried = carriedOf.get(key) ?? null;
    let total = carried ?? ZERO;
    let participations = 0;
    const counted: Rational[] = [];
    for (const r of list) {
      if (r === null) continue;
      participations++;
      if (r.counted) {
        total = add(total, r.cupPoints);
        counted.push(r.cupPoints);
      }
    }
    counted.sort((a, b) => cmp(b, a));
    const row: SeasonStandingRow = {
      place: 0, key, cupNumber: cupNumberOf.get(key) ?? null, name: names.get(key) ?? '', results: list, total, participations,
      shared: false, byLot: false,
    };
    if (season.carried !== undefined) row.carried = carried;
    entries.push({
      row, counted, finalPlace: finalIndex >= 0 ? (list[finalIndex]?.place ?? null) : null, finalRounds: finalRoundsOf.get(key) ?? null,
    });
  }

  const tieBreaks = season.tieBreaks ?? DEFAULT_TIE_BREAKS;
  const compare = (a: Entry, b: Entry): number => {
    const byTotal = cmp(b.row.total, a.row.total);
    if (byTotal !== 0) return byTotal;
    for (const tb of tieBreaks) {
      if (tb === 'final') {
        if (a.finalPlace !== b.finalPlace) {
          if (a.finalPlace === null) return 1;
          if (b.finalPlace === null) return -1;
          return a.finalPlace - b.finalPlace;
        }
      } else if (tb === 'finalRounds') {
        const c = compareFinalRounds(a.finalRounds, b.finalRounds);
        if (c !== 0) return c;
      } else if (tb === 'results') {
        const n = Math.max(a.counted.length, b.counted.length);
        for (let i = 0; i < n; i++) {
          const c = cmp(b.counted[i] ?? ZERO, a.counted[i] ?? ZERO);
          if (c !== 0) return c;
        }
      } else if (b.row.participations !== a.row.participations) return b.row.participations - a.row.participations;
    }
    return 0;
  };
  const byName = (a: Entry, b: Entry): number =>
    compareCodePoints(a.row.name, b.row.name) || compareCodePoints(a.row.cupNumber ?? '', b.row.cupNumber ?? '') || compareCodePoints(a.row.key, b.row.key);
  entries.sort((a, b) => compare(a, b) || byName(a, b));

  const lotPosition = new Map<string, number>();
  if (season.lots) {
    resolveLots(season.lots, match.players, new Set(results.keys())).forEach((key, i) => {
      if (key !== null && !lotPosition.has(key)) lotPosition.set(key, i);
    });
  }

  const rows: SeasonStandingRow[] = [];
  const tiedGroups: string[][] = [];
  let i = 0;
  while (i < entries.length) {
    let j = i + 1;
    while (j < entries.length && compare(entries[i]!, entries[j]!) === 0) j++;
    const group = entries.slice(i, j).map((e) => e.row);
    const place = i + 1;
    if (group.length === 1) group[0]!.place = place;
    else if (group.every((r) => lotPosition.has(r.key))) {
      group.sort((a, b) => lotPosition.get(a.key)! - lotPosition.get(b.key)!);
      group.forEach((row, k) => {
        row.place = place + k;
        row.byLot = true;
      });
    } else {
      for (const row of group) {
        row.place = place;
        row.shared = true;
      }
      tiedGroups.push(group.map((r) => r.key));
    }
    rows.push(...group);
    i = j;
  }

  if (season.oef) {
    const { places, startPoints } = season.oef;
    for (const row of rows) {
      const points = row.place <= places ? startPoints[row.place - 1] : undefined;
      row.oefStartPoints = points === undefined ? null : (exactFromTyped(points) ?? ZERO);
    }
  }

  return {
    cup: season.cup.trim(),
    season: season.season.trim(),
    best,
    tournaments: tournaments.map((t, k) => ({ id: t.id, name: t.name.trim(), final: k === finalIndex })),
    hasOef: season.oef !== undefined,
    hasCarried: season.carried !== undefined,
    standings: rows,
    tiedGroups,
  };
}
