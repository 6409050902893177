/**
 * A results list (tournament-format.md §11) made from a tournament played in the app: every
 * ranked player's round scores, as another program would publish them. For the property that a
 * results list and the tournament it records give the same places, Cuppunkte and season standings.
 */
import type { ResultsEntry, ResultsList } from '@/domain/results/model';
import { toNumber } from '@/domain/rational';
import type { TournamentFile } from '@/domain/tournament/model';
import { computeStandings } from '@/domain/tournament/standings';

export interface ResultsListOfOptions {
  /** Publish the totals only (no rounds). */
  totalsOnly?: boolean;
  /** Publish the places the tournament's standings give. */
  places?: boolean;
}

/** The results list of a tournament's ranked players (entries in the file's player order); null when nobody is ranked. */
export function resultsListOf(t: TournamentFile, options: ResultsListOfOptions = {}): ResultsList | null {
  const rows = computeStandings(t, undefined).rows.filter((r) => r.place !== null).sort((a, b) => a.index - b.index);
  if (rows.length === 0) return null;
  const results = rows.map((r): ResultsEntry => {
    const p = t.players[r.index]!;
    const e: ResultsEntry = { name: p.name };
    if (p.cupNumber !== undefined) e.cupNumber = p.cupNumber;
    if (options.totalsOnly) e.total = toNumber(r.total);
    else e.rounds = r.rounds.map((x) => (x === null ? null : toNumber(x)));
    if (options.places) e.place = r.place!;
    return e;
  });
  const list: ResultsList = { format: 'tarock-results', version: 1, id: t.id, name: t.name, results };
  if (t.date !== undefined) list.date = t.date;
  return list;
}
