/**
 * The places and Cuppunkte of a results list (tournament-format.md §11). A list with `place`
 * keeps its published places (entries sharing a place in the list's order). A scored list
 * without places is ranked as §3 ranks totals: by total, ties by the rounds sorted best first
 * (a round without a score counts 0), then by the list's `lots`, else a shared place
 * (competition ranking 1, 2, 2, 4), listed in the list's order. Given `cupPoints` are the
 * Cuppunkte whatever the scheme; otherwise a list or "fixpunkte" gives them by place (averaged
 * over a shared place) and "heine" by total. Exact throughout.
 */
import { add, cmp, ZERO, type Rational } from '../rational';
import { nameKey } from '../season/match-players';
import { cupPointsFor } from '../tournament/cup-points';
import type { CupPointsSpec } from '../tournament/model';
import { exactFromTyped } from '../tournament/numbers';
import { isScoredList, type ResultsEntry, type ResultsList } from './model';

export interface ResultsStandingRow {
  /** The published place, or the place of §3 for a scored list without places. */
  place: number;
  /** Index of the entry in `results`. */
  index: number;
  name: string;
  cupNumber: string | null;
  /** One per round column (empty without `rounds`); null for a round not played. */
  rounds: (Rational | null)[];
  /** The Schrift total; null in a placed list. */
  total: Rational | null;
  /** Given Cuppunkte, else the scheme's; null without either. */
  cupPoints: Rational | null;
  /** Another entry holds the same place. */
  shared: boolean;
  /** The order against equally placed entries came from `lots`. */
  byLot: boolean;
}

export interface ResultsStandings {
  /** Number of round columns (0 without `rounds`). */
  rounds: number;
  /** Every entry has a total (a scored list); false for a placed list. */
  scored: boolean;
  /** The rows carry Cuppunkte: given ones, or a scheme applies. */
  hasCupPoints: boolean;
  /** In order of place. */
  rows: ResultsStandingRow[];
  /** Groups of entry indexes still tied on one place of a ranked scored list: a lot could separate them. */
  tiedGroups: number[][];
}

const exact = (x: number): Rational => exactFromTyped(x) ?? ZERO;

/** The exact total of an entry: the sum of its rounds (a null counts 0), else its `total`; null without either. */
export function entryTotal(e: ResultsEntry): Rational | null {
  if (e.rounds !== undefined) return e.rounds.reduce<Rational>((s, x) => (x === null ? s : add(s, exact(x))), ZERO);
  return e.total === undefined ? null : exact(e.total);
}

/**
 * The entry each `lots` entry names (§11, as §8's `lots` names cup players): the entry whose cup
 * number equals the trimmed text; failing that, the first entry without a number whose name key
 * equals the text's. Null when it names none.
 */
export function resolveListLots(lots: readonly string[], entries: readonly Pick<ResultsEntry, 'name' | 'cupNumber'>[]): (number | null)[] {
  const byNumber = new Map<string, number>();
  const byName = new Map<string, number>();
  entries.forEach((e, i) => {
    if (e.cupNumber !== undefined) {
      if (!byNumber.has(e.cupNumber.trim())) byNumber.set(e.cupNumber.trim(), i);
    } else {
      const key = nameKey(e.name);
      if (!byName.has(key)) byName.set(key, i);
    }
  });
  return lots.map((entry) => byNumber.get(entry.trim()) ?? byName.get(nameKey(entry)) ?? null);
}

interface Ranked {
  row: ResultsStandingRow;
  sorted: Rational[];
}

function compareRanked(a: Ranked, b: Ranked): number {
  const byTotal = cmp(b.row.total!, a.row.total!);
  if (byTotal !== 0) return byTotal;
  const n = Math.max(a.sorted.length, b.sorted.length);
  for (let i = 0; i < n; i++) {
    const c = cmp(b.sorted[i] ?? ZERO, a.sorted[i] ?? ZERO);
    if (c !== 0) return c;
  }
  return 0;
}

/**
 * The standings of a validated results list. `cupPoints` is the scheme for entries without given
 * Cuppunkte: by default the list's own (`standings`); a season passes its own (§9).
 */
export function computeResultsStandings(list: ResultsList, cupPoints: CupPointsSpec | undefined = list.cupPoints): ResultsStandings {
  const entries = list.results;
  const given = entries.length > 0 && entries.every((e) => e.cupPoints !== undefined);
  const roundCount = entries[0]?.rounds?.length ?? 0;
  const rows: ResultsStandingRow[] = entries.map((e, index) => ({
    place: 0, index, name: e.name, cupNumber: e.cupNumber ?? null,
    rounds: e.rounds ? e.rounds.map((x) => (x === null ? null : exact(x))) : [],
    total: entryTotal(e), cupPoints: null, shared: false, byLot: false,
  }));
  const scheme = given ? undefined : cupPoints;
  const cupFor = (row: ResultsStandingRow, place: number, span: number): Rational | null => {
    const e = entries[row.index]!;
    if (given) return exact(e.cupPoints!);
    if (scheme === undefined) return null;
    if (scheme === 'heine' && row.total === null) return null;
    return cupPointsFor(scheme, place, span, row.total ?? ZERO);
  };

  const ordered: ResultsStandingRow[] = [];
  const tiedGroups: number[][] = [];
  if (entries.every((e) => e.place !== undefined)) {
    // Published places stand; entries sharing a place in the list's order.
    const byPlace = [...rows].sort((a, b) => entries[a.index]!.place! - entries[b.index]!.place! || a.index - b.index);
    let i = 0;
    while (i < byPlace.length) {
      const place = entries[byPlace[i]!.index]!.place!;
      let j = i + 1;
      while (j < byPlace.length && entries[byPlace[j]!.index]!.place === place) j++;
      for (let k = i; k < j; k++) {
        const row = byPlace[k]!;
        row.place = place;
        row.shared = j - i > 1;
        row.cupPoints = cupFor(row, place, j - i);
        ordered.push(row);
      }
      i = j;
    }
  } else {
    const ranked: Ranked[] = rows.map((row) => ({ row, sorted: row.rounds.map((x) => x ?? ZERO).sort((x, y) => cmp(y, x)) }));
    ranked.sort((a, b) => compareRanked(a, b) || a.row.index - b.row.index);
    const lotPosition = new Map<number, number>();
    resolveListLots(list.lots ?? [], entries).forEach((index, i) => {
      if (index !== null && !lotPosition.has(index)) lotPosition.set(index, i);
    });
    let i = 0;
    while (i < ranked.length) {
      let j = i + 1;
      while (j < ranked.length && compareRanked(ranked[i]!, ranked[j]!) === 0) j++;
      const group = ranked.slice(i, j).map((r) => r.row);
      const place = i + 1;
      if (group.length === 1) {
        group[0]!.place = place;
        group[0]!.cupPoints = cupFor(group[0]!, place, 1);
      } else if (group.every((r) => lotPosition.has(r.index))) {
        group.sort((a, b) => lotPosition.get(a.index)! - lotPosition.get(b.index)!);
        group.forEach((row, k) => {
          row.place = place + k;
          row.byLot = true;
          row.cupPoints = cupFor(row, place + k, 1);
        });
      } else {
        for (const row of group) {
          row.place = place;
          row.shared = true;
          row.cupPoints = cupFor(row, place, group.length);
        }
        tiedGroups.push(group.map((r) => r.index));
      }
      ordered.push(...group);
      i = j;
    }
  }
  return { rounds: roundCount, scored: isScoredList(list), hasCupPoints: given || cupPoints !== undefined, rows: ordered, tiedGroups };
}
