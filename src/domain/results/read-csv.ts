/**
 * A CSV results list (ABAKUS's `Nr.;Name;R1;R2;R3;`, a spreadsheet, a typed or pasted table)
 * made into the results list of §11 (tournament-format.md §13). Pure and total: it returns what
 * it read — the separator, the columns recognised, one row per entry with its line — and the
 * problems, each with its line; it never throws. The `results` command and the app's import
 * (a file, TSV pasted from a spreadsheet, German Excel CSV) share it.
 */
import type { Result } from '../model';
import type { TournamentError } from '../tournament/errors';
import { RESULTS_FORMAT, RESULTS_VERSION, type ResultsEntry, type ResultsList } from './model';
import { parseResultsList } from './parse-results';

export type CsvSeparator = ';' | '\t' | ',';
/** The separators in the order a tie is decided (§13). */
const SEPARATORS: readonly CsvSeparator[] = [';', '\t', ','];

export type CsvColumnRole = 'place' | 'cupNumber' | 'name' | 'firstName' | 'lastName' | 'round' | 'total' | 'cupPoints';

export interface CsvColumn {
  /** 0-based position in the header. */
  index: number;
  /** The header as written (trimmed). */
  header: string;
  role: CsvColumnRole;
  /** For a round column: its number from 1. */
  round?: number;
}

/** A problem of the CSV itself, located by the file's line (from 1, the header's line included). */
export interface CsvProblem {
  code: CsvProblemCode;
  line: number;
  /** English, as the `results` command prints it after "line N: ". */
  message: string;
  params?: Record<string, string | number>;
}

export const CSV_PROBLEM_CODES = {
  ERR_CSV_EMPTY: 'the file has no header line',
  ERR_CSV_QUOTE: 'a quoted field is not closed',
  ERR_CSV_UNKNOWN_COLUMN: 'a column the list does not know',
  ERR_CSV_COLUMN_TWICE: 'two headers for one column',
  ERR_CSV_FIRST_NAME_ALONE: 'a first-name column without a last-name column',
  ERR_CSV_LAST_NAME_ALONE: 'a last-name column without a first-name column',
  ERR_CSV_NAME_AND_FIRST_NAME: 'a name column beside a first-name column',
  ERR_CSV_NO_NAME: 'no name column',
  ERR_CSV_ROUND_GAP: 'round columns with a gap',
  ERR_CSV_TOO_MANY_FIELDS: 'a row with more fields than the header',
  ERR_CSV_NOT_A_NUMBER: 'a cell that is not a number',
} as const;
export type CsvProblemCode = keyof typeof CSV_PROBLEM_CODES;

/** One data row as read: its line and the entry it makes. */
export interface CsvRow {
  line: number;
  entry: ResultsEntry;
}

export interface ResultsCsv {
  separator: CsvSeparator;
  /** The header's line (1 unless blank lines come first); 0 without a header. */
  headerLine: number;
  columns: CsvColumn[];
  /** The data rows in order (blank lines skipped): row i makes entry i of the list. */
  rows: CsvRow[];
  /** The CSV's own problems; when there are any, the list is not made. */
  problems: CsvProblem[];
}

/** What the list gets besides its entries (§13: the command's options). */
export interface ResultsCsvMeta {
  id: string;
  name: string;
  date?: string;
  source?: string;
}

/** A record of the CSV: its fields and the line it starts on. */
export interface Record_ {
  line: number;
  fields: string[];
}

/** Splits the text into records (RFC 4180: quotes, doubled quotes, line breaks inside quotes); LF or CRLF. */
export function records(text: string, separator: CsvSeparator, problems: CsvProblem[]): Record_[] {
  const out: Record_[] = [];
  let line = 1;
  let start = 1;
  let fields: string[] = [];
  let field = '';
  let i = 0;
  const n = text.length;
  const endRecord = (): void => {
    fields.push(field);
    out.push({ line: start, fields });
    fields = [];
    field = '';
  };
  while (i < n) {
    const c = text[i]!;
    if (c === '"' && field === '') {
      // A quoted field: up to the closing quote; "" is one quote; line breaks are part of it.
      const opened = line;
      i++;
      let closed = false;
      while (i < n) {
        const q = text[i]!;
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          closed = true;
          i++;
          break;
        }
        if (q === '\n') line++;
        if (q === '\r' && text[i + 1] === '\n') {
          field += '\n';
          line++;
          i += 2;
          continue;
        }
        field += q;
        i++;
      }
      if (!closed) {
        problems.push({ code: 'ERR_CSV_QUOTE', line: opened, message: 'a quoted field is not closed' });
        endRecord();
        return out;
      }
      // Anything after the closing quote up to the separator is kept as written.
      continue;
    }
    if (c === separator) {
      fields.push(field);
      field = '';
      i++;
      continue;
    }
    if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      endRecord();
      i += c === '\n' ? 1 : 2;
      line++;
      start = line;
      continue;
    }
    field += c;
    i++;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return out;
}

/** The separator of §13: the one of `;`, tab and `,` that occurs most often in the header line outside quotes; `;` on a tie of none. */
export function detectSeparator(text: string): CsvSeparator {
  const counts = new Map<CsvSeparator, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  let seenContent = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) {
      if (seenContent) break;
      continue;
    } else if (!quoted && counts.has(c as CsvSeparator)) counts.set(c as CsvSeparator, counts.get(c as CsvSeparator)! + 1);
    if (c !== ' ' && c !== '\t') seenContent = true;
  }
  let best: CsvSeparator = ';';
  for (const s of SEPARATORS) if (counts.get(s)! > counts.get(best)!) best = s;
  return best;
}

/** A header compared without case, spaces and a trailing dot (§13). */
function headerKey(header: string): string {
  return header.toLowerCase().replace(/\s+/g, '').replace(/\.$/, '');
}

const HEADER_ROLES: Readonly<Record<string, CsvColumnRole>> = {
  platz: 'place', rang: 'place', pl: 'place',
  nr: 'cupNumber', cupnummer: 'cupNumber', 'cup-nr': 'cupNumber',
  name: 'name', spieler: 'name',
  vorname: 'firstName',
  nachname: 'lastName', zuname: 'lastName',
  gesamt: 'total', summe: 'total', punkte: 'total', total: 'total',
  cuppunkte: 'cupPoints', cp: 'cupPoints',
};

function columnOf(header: string, index: number): CsvColumn | null {
  const key = headerKey(header);
  const role = HEADER_ROLES[key];
  if (role) return { index, header, role };
  const round = /^(?:r|runde)([1-9]\d{0,5})$/.exec(key);
  if (round) return { index, header, role: 'round', round: Number(round[1]) };
  return null;
}

/** A cell as a number (§13): an optional sign, digits, one decimal comma or point; null when it is none. */
export function csvNumber(cell: string): number | null {
  const m = /^([+-]?)(\d+)(?:[.,](\d+))?$/.exec(cell);
  if (!m) return null;
  const x = Number(`${m[1] === '-' ? '-' : ''}${m[2]}${m[3] !== undefined ? `.${m[3]}` : ''}`);
  return Number.isFinite(x) ? (x === 0 ? 0 : x) : null;
}

/** "" and "-" mean no value (§13). */
const isEmpty = (cell: string): boolean => cell === '' || cell === '-';

/** Fields without the empty ones after the last non-empty one. */
function trimTrailing(fields: readonly string[]): string[] {
  let end = fields.length;
  while (end > 0 && fields[end - 1]!.trim() === '') end--;
  return fields.slice(0, end);
}

/** The columns of the header, or the header's problems (§13: each named as written). */
function readHeader(fields: readonly string[], line: number, problems: CsvProblem[]): CsvColumn[] {
  const columns: CsvColumn[] = [];
  const at = problems.length;
  const firstOfRole = new Map<string, CsvColumn>();
  fields.forEach((raw, index) => {
    const header = raw.trim();
    const column = columnOf(header, index);
    if (!column) {
      problems.push({ code: 'ERR_CSV_UNKNOWN_COLUMN', line, message: `unknown column ${JSON.stringify(header)}`, params: { column: header } });
      return;
    }
    const slot = column.role === 'round' ? `round ${column.round}` : column.role;
    if (firstOfRole.has(slot)) {
      problems.push({ code: 'ERR_CSV_COLUMN_TWICE', line, message: `column ${JSON.stringify(header)} twice`, params: { column: header } });
      return;
    }
    firstOfRole.set(slot, column);
    columns.push(column);
  });
  const name = firstOfRole.get('name');
  const first = firstOfRole.get('firstName');
  const last = firstOfRole.get('lastName');
  if (name && first) {
    problems.push({ code: 'ERR_CSV_NAME_AND_FIRST_NAME', line, message: `columns ${JSON.stringify(name.header)} and ${JSON.stringify(first.header)} together`, params: { name: name.header, firstName: first.header } });
  } else if (first && !last) {
    problems.push({ code: 'ERR_CSV_FIRST_NAME_ALONE', line, message: `column ${JSON.stringify(first.header)} needs "Nachname" or "Zuname"`, params: { column: first.header } });
  } else if (last && !first) {
    problems.push({ code: 'ERR_CSV_LAST_NAME_ALONE', line, message: `column ${JSON.stringify(last.header)} needs "Vorname"`, params: { column: last.header } });
  } else if (!name && !first && !last) problems.push({ code: 'ERR_CSV_NO_NAME', line, message: 'no Name column' });
  const rounds = columns.filter((c) => c.role === 'round').map((c) => c.round!);
  const max = rounds.length > 0 ? Math.max(...rounds) : 0;
  if (max <= 1000) {
    const have = new Set(rounds);
    for (let r = 1; r < max; r++) if (!have.has(r)) problems.push({ code: 'ERR_CSV_ROUND_GAP', line, message: `no column R${r}`, params: { round: r } });
  }
  return problems.length > at ? [] : columns;
}

/** Reads a CSV results list's text (§13): columns, rows and the CSV's own problems. */
export function readResultsCsv(text: string): ResultsCsv {
  const problems: CsvProblem[] = [];
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const separator = detectSeparator(body);
  const all = records(body, separator, problems);
  const nonBlank = all.filter((r) => r.fields.some((f) => f.trim() !== ''));
  const header = nonBlank[0];
  if (!header) {
    if (problems.length === 0) problems.push({ code: 'ERR_CSV_EMPTY', line: 1, message: 'no header line (the file is empty)' });
    return { separator, headerLine: 0, columns: [], rows: [], problems };
  }
  const headerFields = trimTrailing(header.fields);
  const columns = readHeader(headerFields, header.line, problems);
  if (problems.length > 0) return { separator, headerLine: header.line, columns, rows: [], problems };

  const rows: CsvRow[] = [];
  const roundCount = columns.filter((c) => c.role === 'round').length;
  for (const record of nonBlank.slice(1)) {
    const fields = trimTrailing(record.fields);
    if (fields.length > headerFields.length) {
      problems.push({ code: 'ERR_CSV_TOO_MANY_FIELDS', line: record.line, message: `${fields.length} fields, the header has ${headerFields.length}`,
        params: { fields: fields.length, header: headerFields.length } });
      continue;
    }
    const entry: ResultsEntry = { name: '' };
    const rounds: (number | null)[] = new Array<number | null>(roundCount).fill(null);
    let first = '';
    let last = '';
    for (const column of columns) {
      const cell = (fields[column.index] ?? '').trim();
      if (column.role === 'name') entry.name = cell;
      else if (column.role === 'firstName') first = cell;
      else if (column.role === 'lastName') last = cell;
      else if (column.role === 'cupNumber') {
        if (!isEmpty(cell)) entry.cupNumber = cell;
      } else if (!isEmpty(cell)) {
        const value = csvNumber(column.role === 'place' ? cell.replace(/\.$/, '') : cell);
        if (value === null) {
          problems.push({ code: 'ERR_CSV_NOT_A_NUMBER', line: record.line, message: `${column.header}: not a number ${JSON.stringify(cell)}`, params: { column: column.header, value: cell } });
          continue;
        }
        if (column.role === 'round') rounds[column.round! - 1] = value;
        else if (column.role === 'place') entry.place = value;
        else if (column.role === 'total') entry.total = value;
        else entry.cupPoints = value;
      }
    }
    if (columns.some((c) => c.role === 'firstName')) entry.name = [first, last].filter((x) => x !== '').join(' ');
    if (roundCount > 0) entry.rounds = rounds;
    rows.push({ line: record.line, entry: ordered(entry) });
  }
  return { separator, headerLine: header.line, columns, rows, problems };
}

/** An entry's keys in the order of §11. */
function ordered(e: ResultsEntry): ResultsEntry {
  const out: ResultsEntry = { name: e.name };
  if (e.cupNumber !== undefined) out.cupNumber = e.cupNumber;
  if (e.rounds !== undefined) out.rounds = e.rounds;
  if (e.total !== undefined) out.total = e.total;
  if (e.place !== undefined) out.place = e.place;
  if (e.cupPoints !== undefined) out.cupPoints = e.cupPoints;
  return out;
}

/** The list the rows make (unchecked): `meta` and one entry per row. */
export function listFromCsv(csv: Pick<ResultsCsv, 'rows'>, meta: ResultsCsvMeta): Record<string, unknown> {
  const list: Record<string, unknown> = { format: RESULTS_FORMAT, version: RESULTS_VERSION, id: meta.id, name: meta.name };
  if (meta.date !== undefined) list.date = meta.date;
  if (meta.source !== undefined) list.source = meta.source;
  list.results = csv.rows.map((r) => r.entry);
  return list;
}

/** Why a CSV did not make a results list: its own problems, or (when it has none) the §11 problems of the list it makes. */
export interface ResultsCsvFailure {
  csv: ResultsCsv;
  csvProblems: CsvProblem[];
  listProblems: TournamentError[];
}

/**
 * A CSV's text as a checked results list (§13): the CSV's own problems first — when there are
 * any, no list is made — then every §11 problem of the list it makes (entry i is the (i + 1)-th
 * data row).
 */
export function resultsListFromCsv(text: string, meta: ResultsCsvMeta): Result<{ list: ResultsList; csv: ResultsCsv }, ResultsCsvFailure> {
  const csv = readResultsCsv(text);
  if (csv.problems.length > 0) return { ok: false, error: { csv, csvProblems: csv.problems, listProblems: [] } };
  const parsed = parseResultsList(listFromCsv(csv, meta));
  if (!parsed.ok) return { ok: false, error: { csv, csvProblems: [], listProblems: parsed.error } };
  return { ok: true, value: { list: parsed.value, csv } };
}

/** A CSV problem as the `results` command prints it. */
export function csvProblemLine(p: CsvProblem): string {
  return `line ${p.line}: ${p.message}`.replace(/[\r\n\u2028\u2029]/g, ' ');
}
