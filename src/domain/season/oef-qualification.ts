/**
 * A cup's ÖF qualification list (tournament-format.md §12: "the ÖF qualification list of a
 * finished season … is what the ÖF's `carried` is made of"), read from what a cup brings to the
 * Österreich-Finale: its season file (§8, the standings computed here), the `season --json`
 * output (§10, `oefStartPoints`), or the season's CSV (§10, the command's or the app's German
 * Excel download, the `ÖF-Startpunkte` column). Pure and total: the list, or every problem
 * located by line or key; it never throws.
 */
import type { Result } from '../model';
import { toNumber } from '../rational';
import { detectSeparator, records, type CsvProblem } from '../results/read-csv';
import { parseJsonText } from '../tournament/json-text';
import type { SeasonError } from './errors';
import { cleanName } from './match-players';
import { SEASON_FORMAT, SEASON_STANDINGS_FORMAT } from './model';
import { parseSeason } from './parse-season';
import { computeSeasonStandings } from './season-standings';

/** A player who qualified for the ÖF through one cup. */
export interface QualifiedPlayer {
  /** Their place in the cup's Saisonwertung. */
  place: number;
  /** Their number in the cup (unique only within the cup), or null. */
  cupNumber: string | null;
  /** Clean name (§8). */
  name: string;
  /** The ÖF-Startpunkte their place gives. */
  points: number;
  /** The CSV line it was read from (none for JSON). */
  line?: number;
}

/** One cup's qualified players. */
export interface QualificationList {
  /** The cup's name (a CSV carries none: the file's name stands in). */
  cup: string;
  season: string;
  /** Where it was read from. */
  kind: 'season' | 'standings' | 'csv';
  players: QualifiedPlayer[];
}

export const QUALIFICATION_PROBLEM_CODES = {
  ERR_Q_NOT_JSON: 'the file is not valid JSON',
  ERR_Q_FORMAT: 'neither a season file, nor its standings, nor its CSV',
  ERR_Q_NO_OEF: 'the season has no ÖF places',
  ERR_Q_NONE_QUALIFIED: 'nobody qualifies',
  ERR_Q_SHAPE: 'a value of the standings has the wrong shape',
  ERR_Q_CSV_EMPTY: 'the CSV has no header line',
  ERR_Q_CSV_QUOTE: 'a quoted field is not closed',
  ERR_Q_CSV_COLUMN: 'a column the list needs is missing',
  ERR_Q_CSV_NAME: 'a row without a name',
  ERR_Q_CSV_NUMBER: 'a cell that is not a number',
  ERR_Q_NUMBER_TWICE: 'two players with one cup number',
} as const;
export type QualificationProblemCode = keyof typeof QUALIFICATION_PROBLEM_CODES;

/** A problem of a qualification list: located by CSV line or by the standings' key path. */
export interface QualificationProblem {
  code: QualificationProblemCode;
  /** The CSV line (from 1). */
  line?: number;
  /** For JSON standings: where, e.g. "standings: 3: oefStartPoints". */
  path?: string;
  params: Record<string, string | number>;
  /** English, for logs. */
  message: string;
}

/** Refused: the season file's own problems (§10), or the list's. */
export type QualificationFailure = { kind: 'season'; errors: SeasonError[] } | { kind: 'list'; problems: QualificationProblem[] };

const fail = (...problems: QualificationProblem[]): Result<never, QualificationFailure> => ({ ok: false, error: { kind: 'list', problems } });

function problem(code: QualificationProblemCode, params: Record<string, string | number> = {}, at: { line?: number; path?: string } = {}): QualificationProblem {
  return { code, params, ...at, message: QUALIFICATION_PROBLEM_CODES[code] };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Two players of one list with one cup number: the list is not a Saisonwertung. */
function numberTwice(players: readonly QualifiedPlayer[]): QualificationProblem[] {
  const seen = new Map<string, QualifiedPlayer>();
  const out: QualificationProblem[] = [];
  for (const p of players) {
    if (p.cupNumber === null) continue;
    const earlier = seen.get(p.cupNumber);
    if (earlier) out.push(problem('ERR_Q_NUMBER_TWICE', { number: p.cupNumber, name: p.name, other: earlier.name }, p.line !== undefined ? { line: p.line } : {}));
    else seen.set(p.cupNumber, p);
  }
  return out;
}

function done(list: QualificationList): Result<QualificationList, QualificationFailure> {
  if (list.players.length === 0) return fail(problem('ERR_Q_NONE_QUALIFIED'));
  const twice = numberTwice(list.players);
  return twice.length > 0 ? fail(...twice) : { ok: true, value: list };
}

/** From a season file: its Saisonwertung, the players with ÖF-Startpunkte. */
function fromSeason(raw: unknown): Result<QualificationList, QualificationFailure> {
  const parsed = parseSeason(raw);
  if (!parsed.ok) return { ok: false, error: { kind: 'season', errors: parsed.error } };
  const data = parsed.value;
  if (!data.oef) return fail(problem('ERR_Q_NO_OEF'));
  const standings = computeSeasonStandings(data);
  const players = standings.standings
    .filter((r) => r.oefStartPoints !== null && r.oefStartPoints !== undefined)
    .map((r) => ({ place: r.place, cupNumber: r.cupNumber, name: r.name, points: toNumber(r.oefStartPoints!) }));
  return done({ cup: standings.cup, season: standings.season, kind: 'season', players });
}

/** From the `season --json` output (§10): every row's `oefStartPoints`, checked for its shape. */
function fromStandings(raw: Record<string, unknown>): Result<QualificationList, QualificationFailure> {
  const problems: QualificationProblem[] = [];
  const shape = (path: string, expected: string) => problems.push(problem('ERR_Q_SHAPE', { path, expected }, { path }));
  const text = (x: unknown): x is string => typeof x === 'string' && x.trim() !== '';
  if (!text(raw.cup)) shape('cup', 'text');
  if (!text(raw.season)) shape('season', 'text');
  if (!Array.isArray(raw.standings)) {
    shape('standings', 'list');
    return fail(...problems);
  }
  const players: QualifiedPlayer[] = [];
  let hasOef = false;
  raw.standings.forEach((row: unknown, i) => {
    if (!isObject(row)) return shape(`standings: ${i}`, 'object');
    const at = `standings: ${i}`;
    if (!(typeof row.place === 'number' && Number.isInteger(row.place) && row.place >= 1)) shape(`${at}: place`, 'whole number');
    if (!(row.cupNumber === null || text(row.cupNumber))) shape(`${at}: cupNumber`, 'text or null');
    if (!text(row.name)) shape(`${at}: name`, 'text');
    if ('oefStartPoints' in row) hasOef = true;
    const points = row.oefStartPoints;
    if (!(points === undefined || points === null || (typeof points === 'number' && Number.isFinite(points) && points >= 0))) shape(`${at}: oefStartPoints`, 'number 0 or more, or null');
    if (typeof points === 'number' && text(row.name) && typeof row.place === 'number') {
      players.push({ place: row.place, cupNumber: typeof row.cupNumber === 'string' ? row.cupNumber.trim() : null, name: cleanName(row.name), points });
    }
  });
  if (problems.length > 0) return fail(...problems);
  if (!hasOef) return fail(problem('ERR_Q_NO_OEF'));
  return done({ cup: cleanName(raw.cup as string), season: cleanName(raw.season as string), kind: 'standings', players });
}

/** A header compared without case, spaces and a trailing dot. */
const headerKey = (h: string): string => h.trim().toLowerCase().replace(/\s+/g, '').replace(/\.$/, '');
const PLACE = new Set(['platz', 'place', 'rang']);
const NUMBER = new Set(['nr', 'no', 'cupnummer', 'cup-nr']);
const NAME = new Set(['name', 'spieler']);
const OEF = new Set(['öf-startpunkte', 'öfstartpunkte', 'öfstartpoints', 'oef-startpunkte', 'oefstartpunkte']);

/** A text cell as written, without the `'` that guards a formula in the app's CSV. */
const unguard = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** A number cell: digits with a decimal comma or point. */
function cellNumber(cell: string): number | null {
  const m = /^(\d+)(?:[.,](\d+))?$/.exec(cell.trim());
  return m ? Number(`${m[1]}${m[2] !== undefined ? `.${m[2]}` : ''}`) : null;
}

/** From the season's CSV (§10 or the app's download): Platz, Nr, Name and ÖF-Startpunkte; every other column is ignored. */
function fromCsv(text: string, fileName: string): Result<QualificationList, QualificationFailure> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const csvProblems: CsvProblem[] = [];
  const rows = records(body, detectSeparator(body), csvProblems).filter((r) => r.fields.some((f) => f.trim() !== ''));
  if (csvProblems.length > 0) return fail(...csvProblems.map((p) => problem('ERR_Q_CSV_QUOTE', {}, { line: p.line })));
  const header = rows[0];
  if (!header) return fail(problem('ERR_Q_CSV_EMPTY'));
  const find = (names: Set<string>) => header.fields.findIndex((f) => names.has(headerKey(f)));
  const col = { place: find(PLACE), number: find(NUMBER), name: find(NAME), oef: find(OEF) };
  const missing = ([['place', 'Platz'], ['name', 'Name'], ['oef', 'ÖF-Startpunkte']] as const).filter(([k]) => col[k] < 0);
  if (missing.length > 0) return fail(...missing.map(([, column]) => problem('ERR_Q_CSV_COLUMN', { column }, { line: header.line })));
  const problems: QualificationProblem[] = [];
  const players: QualifiedPlayer[] = [];
  for (const row of rows.slice(1)) {
    const cell = (i: number) => (i >= 0 ? (row.fields[i] ?? '').trim() : '');
    const rawPoints = cell(col.oef);
    if (rawPoints === '' || rawPoints === '-') continue;
    const points = cellNumber(rawPoints);
    const place = cellNumber(cell(col.place));
    const name = cleanName(unguard(cell(col.name)));
    if (points === null) problems.push(problem('ERR_Q_CSV_NUMBER', { column: header.fields[col.oef]!.trim(), value: rawPoints }, { line: row.line }));
    if (place === null || !Number.isInteger(place) || place < 1) problems.push(problem('ERR_Q_CSV_NUMBER', { column: header.fields[col.place]!.trim(), value: cell(col.place) }, { line: row.line }));
    if (name === '') problems.push(problem('ERR_Q_CSV_NAME', {}, { line: row.line }));
    if (points === null || place === null || name === '') continue;
    const number = unguard(cell(col.number));
    players.push({ place, cupNumber: number === '' ? null : number, name, points, line: row.line });
  }
  if (problems.length > 0) return fail(...problems);
  const cup = cleanName(fileName.replace(/\.[^.]*$/, '')) || fileName;
  return done({ cup, season: '', kind: 'csv', players });
}

/**
 * Reads one cup's qualification list from a file's text: a season file, its `season --json`
 * standings, or its CSV (told apart by the content, not the file name).
 */
export function readQualificationList(text: string, fileName: string): Result<QualificationList, QualificationFailure> {
  const body = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).trimStart();
  if (body.startsWith('{') || body.startsWith('[')) {
    const json = parseJsonText(body);
    if (!json.ok) return fail(problem('ERR_Q_NOT_JSON', { detail: json.error[0]?.params?.detail ?? '' }));
    const raw = json.value;
    if (isObject(raw) && raw.format === SEASON_FORMAT) return fromSeason(raw);
    if (isObject(raw) && raw.format === SEASON_STANDINGS_FORMAT) return fromStandings(raw);
    return fail(problem('ERR_Q_FORMAT'));
  }
  return fromCsv(text, fileName);
}
