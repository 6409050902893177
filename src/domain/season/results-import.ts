/**
 * A results list (tournament-format.md §11) taken into a season, planned before anything is
 * stored: the same list again is recognised (no second tournament); a corrected list takes its
 * predecessor's place (its id, so every identity resolved about it applies again) and says what
 * differs; its entries are matched to the season's cup players (§8) with the resolved identities
 * applied; the doubtful matches that involve the list (a close name, the same name with another
 * number, a name that several numbers carry) are listed for the organiser, whose decisions are
 * replayed here — the same replay the state layer runs on the stored season when it stores.
 * Pure; nothing is half-taken: the plan is either complete and checked or says what is open.
 */
import type { ResultsList } from '../results/model';
import { isResultsList, RESULTS_ENTRY_KEYS } from '../results/model';
import { parseResultsList } from '../results/parse-results';
import { applyIdentityFacts, mergeIdentities, withFacts, type IdentityFact } from './identities';
import { assignCupPlayers, cleanName, matchEntries, nameKey, similarPlayers, type CupPlayer } from './match-players';
import type { SeasonFile } from './model';
import { diffSeasonTournament, type SeasonTournamentChange } from './season-diff';
import { checkSeasonEdit, doubtfulMatches, type Doubt } from './season-edits';
import type { SeasonError } from './errors';

/** What the organiser decided about the list's players, in the order decided. */
export type ImportDecision =
  /** Two cup players are one person; `keep`'s spelling (and number, else `merge`'s) is theirs. */
  | { kind: 'same'; keep: string; merge: string }
  /** Two cup players with close names are different people. */
  | { kind: 'distinct'; a: string; b: string }
  /** The list's entry written `name` (without a number) is cup player `cupNumber` (its name fits several). */
  | { kind: 'number'; name: string; cupNumber: string };

/** What the app keeps about a season beside its file that an import reads and adds to. */
export interface SeasonIdentityState {
  identities?: readonly IdentityFact[];
  distinct?: readonly (readonly [string, string])[];
}

/** An entry of the list whose name several cup numbers carry: the organiser picks one. */
export interface ImportAmbiguous {
  name: string;
  cupNumbers: string[];
}

/** One entry of the list as matched: its cup player, and whether the season knew them already. */
export interface ImportedEntry {
  /** Index in the list's `results`. */
  index: number;
  /** The name as the season will show it (after the identities). */
  name: string;
  cupNumber: string | null;
  /** The cup player's key; null while the entry is ambiguous. */
  key: string | null;
  /** The cup player has results in other tournaments of the season. */
  known: boolean;
}

export interface ResultsImportPlan {
  /** The list as it will be stored: its id (the predecessor's when it replaces one) and the identities applied. */
  list: ResultsList;
  /** The tournament (0-based) whose results are exactly these: nothing to store. */
  duplicateOf: number | null;
  /** The tournament (0-based) this list replaces; null for a new tournament. */
  replaces: number | null;
  /** What differs from the predecessor (when it replaces one). */
  change: SeasonTournamentChange | null;
  entries: ImportedEntry[];
  /** Doubtful matches involving the list, not yet decided. */
  doubts: Doubt[];
  ambiguous: ImportAmbiguous[];
  /** The season's check of the outcome (besides ambiguous names): any problem refuses it. */
  problems: SeasonError[];
  /** The season file, the identities and the distinct pairs to store (complete only when nothing is open). */
  data: SeasonFile;
  identities: IdentityFact[];
  distinct: [string, string][];
  /** The cup players by key (for showing a doubt). */
  players: ReadonlyMap<string, CupPlayer>;
  /** Each cup player's name as the season shows it (§8: their entry in the last tournament they are in), by key. */
  names: ReadonlyMap<string, string>;
}

/** The results of two lists compared as published (their entries, in order), whatever order their keys were written in. */
const sameResults = (a: ResultsList, b: ResultsList): boolean =>
  a.results.length === b.results.length && JSON.stringify(a.results, [...RESULTS_ENTRY_KEYS]) === JSON.stringify(b.results, [...RESULTS_ENTRY_KEYS]);

/**
 * The season's results list that `list` may be a corrected version of: one with the same id, or
 * failing that the last one with the same name (name key) — what the screen proposes to replace.
 */
export function predecessorOf(season: Pick<SeasonFile, 'tournaments'>, list: Pick<ResultsList, 'id' | 'name'>): number | null {
  const byId = season.tournaments.findIndex((t) => t.id === list.id);
  if (byId >= 0) return isResultsList(season.tournaments[byId]!) ? byId : null;
  const key = nameKey(list.name);
  for (let i = season.tournaments.length - 1; i >= 0; i--) {
    const t = season.tournaments[i]!;
    if (isResultsList(t) && nameKey(t.name) === key) return i;
  }
  return null;
}

/**
 * The plan of taking `list` into `season`: as a new tournament, or (`replaces`, a tournament's
 * position) in place of an earlier results list; with `decisions` replayed in order.
 */
export function planResultsImport(
  season: SeasonFile,
  state: SeasonIdentityState,
  incoming: ResultsList,
  options: { replaces?: number | null; decisions?: readonly ImportDecision[]; fullCheck?: boolean } = {},
): ResultsImportPlan {
  const replaces = options.replaces ?? null;
  const predecessor = replaces !== null ? season.tournaments[replaces] : undefined;
  const id = predecessor ? predecessor.id : incoming.id;
  let identities = [...(state.identities ?? [])];
  const distinct: [string, string][] = (state.distinct ?? []).map(([a, b]) => [a, b]);

  // The numbers chosen for ambiguous names are facts about this list's entries.
  const numbers = (options.decisions ?? []).filter((d): d is Extract<ImportDecision, { kind: 'number' }> => d.kind === 'number');
  identities = withFacts(identities, numbers.map((d): IdentityFact => ({ kind: 'entry', tournament: id, entry: `name:${nameKey(d.name)}`, cupNumber: d.cupNumber.trim() })));
  const [list] = applyIdentityFacts([{ ...incoming, id }], identities);

  // The same results as a list the season has: nothing to do.
  let duplicateOf: number | null = null;
  season.tournaments.forEach((t, i) => {
    // Only a list with as many entries can be the same (the identities never add or drop one).
    if (duplicateOf !== null || !isResultsList(t) || t.results.length !== incoming.results.length) return;
    const [asThere] = applyIdentityFacts([{ ...incoming, id: t.id }], state.identities ?? []);
    if (sameResults(asThere!, t) || sameResults(incoming, t)) duplicateOf = i;
  });

  let tournaments = predecessor ? season.tournaments.map((t, i) => (i === replaces ? list! : t)) : [...season.tournaments, list!];
  const at = predecessor ? replaces! : tournaments.length - 1;
  for (const d of options.decisions ?? []) {
    if (d.kind === 'distinct') distinct.push([d.a, d.b]);
    if (d.kind !== 'same') continue;
    const merged = mergeIdentities(tournaments, assignCupPlayers({ tournaments }).players, identities, d.keep, d.merge);
    if (merged) {
      tournaments = merged.tournaments;
      identities = merged.identities;
    }
  }
  const data: SeasonFile = { ...season, tournaments };
  const stored = tournaments[at] as ResultsList;
  const assigned = assignCupPlayers(data);
  const players = new Map(assigned.players.map((p) => [p.key, p]));
  const inList = new Set(assigned.keys[at]!.filter((k): k is string => k !== null));
  // Only the doubts that involve the list are asked: the similar names of its players alone are looked for.
  const match = { ...assigned, similar: similarPlayers(assigned.players, inList) };
  const doubts = doubtfulMatches(match, distinct).filter((d) => inList.has(d.a) || inList.has(d.b));
  const ambiguous = match.ambiguous.filter((a) => a.tournament === at).map((a) => ({ name: cleanName(a.name), cupNumbers: a.cupNumbers }));
  // The preview checks what the list can change (the stored season passed its check): the list
  // under the season's scheme, and two entries of it that are one cup player; storing runs the
  // whole season's check (`fullCheck`).
  let problems: SeasonError[];
  let checkedData = data;
  if (options.fullCheck) {
    const checked = checkSeasonEdit(data);
    problems = checked.ok ? [] : checked.error.filter((e) => e.code !== 'ERR_S_NAME_AMBIGUOUS' || e.tournament !== at + 1);
    if (checked.ok) checkedData = checked.value;
  } else {
    const own = parseResultsList(stored, { scheme: season.cupPoints });
    problems = own.ok ? [] : own.error.map((e) => ({ ...e, tournament: at + 1 }));
    for (const x of match.sameInTournament) {
      if (x.tournament !== at) continue;
      problems.push({ code: 'ERR_S_SAME_CUP_PLAYER', field: '', message: `is the same cup player as results: ${x.earlier}`, params: { other: x.earlier }, tournament: at + 1, entry: x.player });
    }
  }
  // A cup player's name is their entry's in the last tournament they are in; each tournament's entries read once.
  const entriesOf = new Map<number, ReturnType<typeof matchEntries>>();
  const shownName = (p: CupPlayer): string => {
    const last = p.entries[p.entries.length - 1]!;
    let list = entriesOf.get(last.tournament);
    if (!list) entriesOf.set(last.tournament, (list = matchEntries(tournaments[last.tournament]!)));
    return cleanName(list[last.player]!.name);
  };
  const names = new Map(match.players.map((p) => [p.key, shownName(p)]));
  const entries = matchEntries(stored).map((e, index): ImportedEntry => {
    const key = match.keys[at]![index] ?? null;
    const player = key !== null ? players.get(key) : undefined;
    return {
      index,
      name: player ? names.get(player.key)! : cleanName(e.name),
      cupNumber: player?.cupNumber ?? null,
      key,
      known: player !== undefined && player.entries.some((x) => x.tournament !== at),
    };
  });
  return {
    list: stored,
    duplicateOf,
    replaces: predecessor ? replaces : null,
    change: predecessor ? diffSeasonTournament(predecessor, stored) : null,
    entries,
    doubts,
    ambiguous,
    problems,
    data: checkedData,
    identities,
    distinct,
    players,
    names,
  };
}

/** Nothing is open: no duplicate, no doubt, no ambiguous name, no problem — the plan can be stored. */
export function isPlanComplete(plan: ResultsImportPlan): boolean {
  return plan.duplicateOf === null && plan.doubts.length === 0 && plan.ambiguous.length === 0 && plan.problems.length === 0;
}
