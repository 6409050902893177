/**
 * What the app's "Ergebnisse von anderswo" reads, as one results list (tournament-format.md
 * §11, §13): a results-list file (JSON, `tarock-results`), or a CSV/TSV table — a file's text, or
 * a table pasted from a spreadsheet or a web page. The CSV goes through the `results` command's
 * own reader (`resultsListFromCsv`); every problem keeps the file's line of its row, so the
 * screen can say which row to fix. Nothing is guessed: any problem and no list is made.
 */
import type { TournamentError } from '../tournament/errors';
import { parseJsonText } from '../tournament/json-text';
import type { CsvColumn, CsvProblem, CsvSeparator } from './read-csv';
import { resultsListFromCsv, type ResultsCsvMeta } from './read-csv';
import type { ResultsList } from './model';
import { parseResultsList } from './parse-results';

/** A §11 problem of the list, with the file's line of its row when it names an entry of a CSV. */
export interface ListProblem extends TournamentError {
  line?: number;
}

export interface ResultsInputRead {
  kind: 'csv' | 'json';
  /** For a CSV: its separator and the columns recognised. */
  separator?: CsvSeparator;
  columns: CsvColumn[];
  /** For a CSV: each entry's line in the file (entry i is `lines[i]`). */
  lines: number[];
}

export type ResultsInput =
  | ({ ok: true; list: ResultsList } & ResultsInputRead)
  | ({ ok: false; csvProblems: CsvProblem[]; listProblems: ListProblem[] } & ResultsInputRead);

/** Text that is a JSON document rather than a table: it starts with `{` (after white space). */
export function looksLikeJson(text: string): boolean {
  return /^\uFEFF?\s*\{/.test(text);
}

/**
 * The results list that `text` holds: a JSON results list (its own id, name and date stand), or
 * a CSV/TSV table made into one with `meta`.
 */
export function readResultsInput(text: string, meta: ResultsCsvMeta): ResultsInput {
  if (looksLikeJson(text)) {
    const json = parseJsonText(text);
    const read = { kind: 'json' as const, columns: [], lines: [] };
    if (!json.ok) return { ok: false, csvProblems: [], listProblems: json.error, ...read };
    const parsed = parseResultsList(json.value);
    return parsed.ok ? { ok: true, list: parsed.value, ...read } : { ok: false, csvProblems: [], listProblems: parsed.error, ...read };
  }
  const made = resultsListFromCsv(text, meta);
  const csv = made.ok ? made.value.csv : made.error.csv;
  const read = { kind: 'csv' as const, separator: csv.separator, columns: csv.columns, lines: csv.rows.map((r) => r.line) };
  if (made.ok) return { ok: true, list: made.value.list, ...read };
  const listProblems = made.error.listProblems.map((p): ListProblem => {
    const line = p.entry !== undefined ? csv.rows[p.entry]?.line : undefined;
    return line !== undefined ? { ...p, line } : p;
  });
  return { ok: false, csvProblems: made.error.csvProblems, listProblems, ...read };
}

/**
 * A table read well (`readResultsInput`) given another name, date or source: only the list's check
 * runs again, the table is not read again — what the screen does while the organiser types them.
 * The same outcome as reading the text with `meta`. Null for what it cannot take (a JSON list,
 * whose own name and date stand; a table that was not read well): read the text again.
 */
export function withResultsMeta(read: ResultsInput, meta: ResultsCsvMeta): ResultsInput | null {
  if (read.kind !== 'csv' || !read.ok) return null;
  const list = {
    format: read.list.format, version: read.list.version, id: meta.id, name: meta.name,
    ...(meta.date !== undefined ? { date: meta.date } : {}), ...(meta.source !== undefined ? { source: meta.source } : {}),
    results: read.list.results,
  };
  const parsed = parseResultsList(list);
  if (parsed.ok) return { ...read, list: parsed.value };
  const listProblems = parsed.error.map((p): ListProblem => {
    const line = p.entry !== undefined ? read.lines[p.entry] : undefined;
    return line !== undefined ? { ...p, line } : p;
  });
  const { list: _list, ...rest } = read;
  return { ...rest, ok: false, csvProblems: [], listProblems };
}
