/**
 * The quick list form's model: rows typed from a paper list — Platz / Name / Punkte, or Platz /
 * Name / Cuppunkte — made into a results list (tournament-format.md §11) and checked by the
 * list's one check. Numbers as the CSV reads them (a decimal comma or point, `-` or empty for
 * none); a blank row is skipped; every problem names its row. No tables, nothing invented.
 */
import { csvNumber } from '@/domain/results/read-csv';
import { parseResultsList } from '@/domain/results/parse-results';
import { RESULTS_FORMAT, RESULTS_VERSION, type ResultsEntry } from '@/domain/results/model';
import type { ResultsInput, ListProblem } from '@/domain/results/read-input';

export type QuickValue = 'total' | 'cupPoints';

export interface QuickRow {
  place: string;
  name: string;
  value: string;
}

export const emptyRow = (): QuickRow => ({ place: '', name: '', value: '' });

export interface QuickMeta {
  id: string;
  name: string;
  date?: string;
  source?: string;
}

const isBlank = (r: QuickRow): boolean => r.place.trim() === '' && r.name.trim() === '' && r.value.trim() === '';

/** A number cell: null when empty or "-", NaN when it is not a number. */
function cell(text: string): number | null {
  const t = text.trim().replace(/\.$/, '');
  if (t === '' || t === '-') return null;
  return csvNumber(t) ?? Number.NaN;
}

/** The rows as a checked results list, or the problems, each with its row (`line`, from 1). */
export function quickList(rows: readonly QuickRow[], value: QuickValue, meta: QuickMeta): ResultsInput {
  const used = rows.map((r, i) => ({ r, row: i + 1 })).filter((x) => !isBlank(x.r));
  const read = { kind: 'csv' as const, columns: [], lines: used.map((x) => x.row) };
  const problems: ListProblem[] = [];
  const results = used.map(({ r, row }, entry): ResultsEntry => {
    const e: ResultsEntry = { name: r.name };
    const place = cell(r.place);
    const points = cell(r.value);
    if (Number.isNaN(place)) problems.push({ code: 'ERR_QUICK_NUMBER', field: 'place', entry, line: row, message: 'not a number', params: { field: 'place', value: r.place.trim() } });
    else if (place !== null) e.place = place;
    if (Number.isNaN(points)) problems.push({ code: 'ERR_QUICK_NUMBER', field: value, entry, line: row, message: 'not a number', params: { field: value, value: r.value.trim() } });
    else if (points !== null) e[value] = points;
    return e;
  });
  if (used.length === 0) return { ok: false, csvProblems: [], listProblems: [{ code: 'ERR_QUICK_EMPTY', field: '', message: 'no row' }], ...read };
  if (problems.length > 0) return { ok: false, csvProblems: [], listProblems: problems, ...read };
  const list = {
    format: RESULTS_FORMAT, version: RESULTS_VERSION, id: meta.id, name: meta.name,
    ...(meta.date ? { date: meta.date } : {}), ...(meta.source ? { source: meta.source } : {}), results,
  };
  const parsed = parseResultsList(list);
  if (parsed.ok) return { ok: true, list: parsed.value, ...read };
  return {
    ok: false, csvProblems: [],
    listProblems: parsed.error.map((p) => (p.entry !== undefined && used[p.entry] ? { ...p, line: used[p.entry]!.row } : p)),
    ...read,
  };
}
