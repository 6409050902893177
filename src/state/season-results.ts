/**
 * "Ergebnisse von anderswo hinzufügen": a results list (tournament-format.md §11) — an ABAKUS
 * export, a CSV or pasted table, a results-list file, a list typed from paper — taken into a
 * season. The screen previews with the domain's plan (`planResultsImport`) on the stored season;
 * storing replays the organiser's decisions on the season AS STORED, inside one transaction, and
 * writes only when nothing is open (no doubt, no ambiguous name, no problem) and the outcome
 * passes the season's check: the list, the identities and the pairs kept apart all at once, or
 * nothing. The same list again is recognised and changes nothing; a corrected list replaces its
 * predecessor only when asked to (`replaces`), after the screen showed what differs.
 */
import { readResultsInput, type ResultsInput } from '@/domain/results/read-input';
import type { ResultsCsvMeta } from '@/domain/results/read-csv';
import { decodeCsvBytes, type CsvEncoding } from '@/domain/results/decode';
import type { ResultsList } from '@/domain/results/model';
import { isPlanComplete, planResultsImport, predecessorOf, type ImportDecision, type ResultsImportPlan } from '@/domain/season/results-import';
import { changeSeason, isRefusal } from '@/persistence/repositories/seasons-repository';
import type { StoredSeason } from '@/persistence/db';
import { fileTooLarge, overImportLimit } from '@/transfer/file-limit';
import { done, refused } from './result';
import { enqueue, type SeasonActionResult, type SeasonProblem } from './season-store';

export type { ImportDecision, ResultsImportPlan, ResultsInput };
export { isPlanComplete, predecessorOf };

/** The bytes of a picked file as text: UTF-8, else Windows-1252 (§13), and which it was. */
export async function readResultsFile(file: Blob): Promise<SeasonActionResult<{ text: string; encoding: CsvEncoding }>> {
  if (overImportLimit(file.size)) return refused(fileTooLarge(file.size));
  return done(decodeCsvBytes(new Uint8Array(await file.arrayBuffer())));
}

/** What a text (a file's, or a pasted table) holds as a results list, with every problem and its line. */
export function readResultsText(text: string, meta: ResultsCsvMeta): ResultsInput {
  return readResultsInput(text, meta);
}

/** The plan of taking `list` into the stored season (new, or in place of tournament `replaces`), with the decisions so far. */
export function previewResultsList(stored: StoredSeason, list: ResultsList, replaces: number | null, decisions: readonly ImportDecision[]): ResultsImportPlan {
  return planResultsImport(stored.data, stored.app ?? {}, list, { replaces, decisions });
}

export type StoreResultsOutcome =
  | { kind: 'added' | 'replaced'; name: string; index: number }
  /** The season already has exactly these results (tournament `index`, 0-based): nothing stored. */
  | { kind: 'unchanged'; name: string; index: number }
  /** The stored season changed since the preview: something is open again; the screen shows the new plan. */
  | { kind: 'needs-resolution'; plan: ResultsImportPlan };

/**
 * Stores the list: the plan made again on the stored season (another tab may have changed it),
 * stored only when it is complete, in one transaction with the identities and the pairs kept apart.
 * `replaces` names the predecessor by its id (its position may have moved since the preview).
 */
export function storeResultsList(
  seasonId: string,
  list: ResultsList,
  options: { replaces?: string | null; decisions?: readonly ImportDecision[] } = {},
): Promise<SeasonActionResult<StoreResultsOutcome>> {
  return enqueue(async () => {
    let outcome: StoreResultsOutcome | null = null;
    const out = await changeSeason<SeasonProblem[] | null>(seasonId, (stored) => {
      const replaces = options.replaces ? stored.data.tournaments.findIndex((t) => t.id === options.replaces) : null;
      if (replaces === -1) return { refused: [{ code: 'ERR_T_NO_SUCH_TOURNAMENT', field: '', message: 'there is no such tournament in the season', params: {} }] };
      const plan = planResultsImport(stored.data, stored.app ?? {}, list, { replaces, decisions: options.decisions ?? [], fullCheck: true });
      if (plan.duplicateOf !== null) {
        outcome = { kind: 'unchanged', name: stored.data.tournaments[plan.duplicateOf]!.name, index: plan.duplicateOf };
        return { refused: null };
      }
      if (plan.problems.length > 0) return { refused: plan.problems };
      if (!isPlanComplete(plan)) {
        outcome = { kind: 'needs-resolution', plan };
        return { refused: null };
      }
      const index = plan.replaces ?? plan.data.tournaments.length - 1;
      outcome = { kind: plan.replaces !== null ? 'replaced' : 'added', name: plan.list.name, index };
      const app = { ...(stored.app ?? {}), ...(plan.identities.length > 0 ? { identities: plan.identities } : {}), ...(plan.distinct.length > 0 ? { distinct: plan.distinct } : {}) };
      return { data: plan.data, app };
    });
    if (isRefusal<SeasonProblem[] | null>(out) && out.refused !== null) return { ok: false, errors: out.refused };
    return done(outcome!);
  });
}
