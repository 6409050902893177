/**
 * The standings (tournament-format.md §3): ranked players by total, ties broken by their
 * round scores sorted best first (a round without a score counts 0 there), then by
 * `lots` when every tied player is named in it; otherwise the tied players share the
 * place (competition ranking 1, 2, 2, 4) and are listed by name. Players without any
 * round score follow without a place. Cup points (§3) by place from a list or "fixpunkte"
 * (averaged over shared places), or by score under "heine". Exact throughout.
 */
import { add, cmp, ZERO, type Rational } from '../rational';
import { cupPointsFor } from './cup-points';
import type { CupPointsSpec, PlayerId, TournamentFile } from './model';
import { roundScores } from './scores';

export interface StandingRow {
  /** 1-based place (shared places repeat: 1, 2, 2, 4), or null for a player without any round score. */
  place: number | null;
  id: PlayerId;
  name: string;
  /** Index of the player in the file's `players`. */
  index: number;
  /** One entry per round of the file: the round score, or null without a table or result. */
  rounds: (Rational | null)[];
  /** Sum of the round scores (0 for an unranked player). */
  total: Rational;
  /** Cup points of the place (averaged when shared) or of the total ("heine"); null for unranked players or without `cupPoints`. */
  cupPoints: Rational | null;
  /** The place is shared with another player (a lot could separate them). */
  shared: boolean;
  /** The order against equally placed players came from `lots`. */
  byLot: boolean;
  /** Round after which the player withdrew, if they did. */
  withdrawnAfter?: number;
}

export interface Standings {
  /** Number of rounds in the file (the columns R1…Rn). */
  rounds: number;
  /** The file gives cup points. */
  hasCupPoints: boolean;
  /** In standings order: ranked players, then unranked ones. */
  rows: StandingRow[];
  /** Groups of players still tied on one place (ids in listing order): drawing lots could separate them. */
  tiedGroups: PlayerId[][];
}

const collator = new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true });

function byName(a: { name: string; id: string }, b: { name: string; id: string }): number {
  return collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

interface Entry {
  row: StandingRow;
  /** Round scores sorted best first, missing as 0. */
  sorted: Rational[];
}

/** Order of §3 steps 1–2: negative when a ranks higher. 0 = tied. */
function compareEntries(a: Entry, b: Entry): number {
  const byTotal = cmp(b.row.total, a.row.total);
  if (byTotal !== 0) return byTotal;
  for (let i = 0; i < a.sorted.length; i++) {
    const c = cmp(b.sorted[i] ?? ZERO, a.sorted[i] ?? ZERO);
    if (c !== 0) return c;
  }
  return 0;
}

/**
 * The standings of a validated tournament file. `cupPoints` gives the Cuppunkte; by
 * default the file's own (a season passes its scheme, §8).
 */
export function computeStandings(t: TournamentFile, cupPoints: CupPointsSpec | undefined = t.cupPoints): Standings {
  const roundCount = t.rounds.length;
  const perRound = t.rounds.map((_, r) => roundScores(t, r + 1));
  const ranked: Entry[] = [];
  const unranked: StandingRow[] = [];
  t.players.forEach((p, index) => {
    const rounds = perRound.map((m) => m.get(p.id) ?? null);
    let total = ZERO;
    let any = false;
    for (const s of rounds) {
      if (s !== null) {
        total = add(total, s);
        any = true;
      }
    }
    const row: StandingRow = { place: null, id: p.id, name: p.name, index, rounds, total, cupPoints: null, shared: false, byLot: false };
    if (p.withdrawnAfter !== undefined) row.withdrawnAfter = p.withdrawnAfter;
    if (!any) {
      unranked.push(row);
      return;
    }
    const sorted = rounds.map((s) => s ?? ZERO).sort((x, y) => cmp(y, x));
    ranked.push({ row, sorted });
  });

  ranked.sort((a, b) => compareEntries(a, b) || byName(a.row, b.row));

  const lotPosition = new Map<PlayerId, number>();
  (t.lots ?? []).forEach((id, i) => {
    if (!lotPosition.has(id)) lotPosition.set(id, i);
  });
  const cup = cupPoints ?? null;
  const cupFor = (place: number, span: number, total: Rational): Rational => cupPointsFor(cup!, place, span, total);

  const rows: StandingRow[] = [];
  const tiedGroups: PlayerId[][] = [];
  let i = 0;
  while (i < ranked.length) {
    let j = i + 1;
    while (j < ranked.length && compareEntries(ranked[i]!, ranked[j]!) === 0) j++;
    const group = ranked.slice(i, j).map((e) => e.row);
    const place = i + 1;
    if (group.length === 1) {
      const row = group[0]!;
      row.place = place;
      if (cup) row.cupPoints = cupFor(place, 1, row.total);
    } else if (group.every((r) => lotPosition.has(r.id))) {
      group.sort((a, b) => lotPosition.get(a.id)! - lotPosition.get(b.id)!);
      group.forEach((row, k) => {
        row.place = place + k;
        row.byLot = true;
        if (cup) row.cupPoints = cupFor(place + k, 1, row.total);
      });
    } else {
      // Shared place; already listed by name. Cup points: the average over the places covered (equal totals: equal Heinepunkte).
      const share = cup ? cupFor(place, group.length, group[0]!.total) : null;
      for (const row of group) {
        row.place = place;
        row.shared = true;
        if (share) row.cupPoints = share;
      }
      tiedGroups.push(group.map((r) => r.id));
    }
    rows.push(...group);
    i = j;
  }
  unranked.sort(byName);
  rows.push(...unranked);
  return { rounds: roundCount, hasCupPoints: cup !== null, rows, tiedGroups };
}

/**
 * The file with a lot drawn for one tied group: the group's ids in the drawn order are
 * appended to `lots` (ids already named there are moved), so the standings order them.
 */
export function withLots(t: TournamentFile, order: readonly PlayerId[]): TournamentFile {
  const drawn = new Set(order);
  const lots = [...(t.lots ?? []).filter((id) => !drawn.has(id)), ...order];
  return { ...t, lots };
}
