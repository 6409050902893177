/**
 * The standings as CSV (tournament-format.md §4): header `Platz;Name;R1;…;Rn;Gesamt`
 * (then `;Cuppunkte` when the tournament awards cup points), one line per player in
 * standings order; numbers with a decimal comma, at most 2 decimals and an ASCII
 * hyphen-minus; a missing round score and an unranked player's place are empty fields.
 *
 * A results list (§11) has the round columns only when it has `rounds`, `Gesamt` only when it is
 * scored, then `Cuppunkte` when it gives them or has a scheme of its own.
 *
 * Two variants:
 * - `command` (the `standings` command, exactly as specified): UTF-8 without BOM, LF, a
 *   name guarded against formulas and quoted only when it holds `;`, `"` or a line break.
 * - `excel` (the app's download for German Excel, the conventions of the evening's CSV):
 *   a BOM, CRLF, every text cell quoted and guarded so it can never become a formula.
 */
import type { Rational, ResultsStandings, Standings } from '@/domain/index';
import { commandCsv, protectText } from './csv-cells';

export type StandingsCsvVariant = 'command' | 'excel';

export const STANDINGS_CSV_HEADER = { place: 'Platz', name: 'Name', round: 'R', total: 'Gesamt', cupPoints: 'Cuppunkte' } as const;

/** An exact number rounded to at most 2 decimals (half away from zero), decimal comma, ASCII minus, never "-0". */
export function formatStandingsNumber(value: Rational): string {
  const negative = value.n < 0;
  const scaled = Math.abs(value.n) * 100;
  let q = Math.floor(scaled / value.d);
  const rest = scaled - q * value.d;
  if (2 * rest >= value.d) q += 1;
  if (q === 0) return '0';
  const int = Math.floor(q / 100);
  const frac = String(q % 100).padStart(2, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `,${frac}` : ''}`;
}

/** The table as cells: the header row, then one row per player. */
export function standingsCsvRows(s: Standings): string[][] {
  const h = STANDINGS_CSV_HEADER;
  const header: string[] = [h.place, h.name];
  for (let r = 1; r <= s.rounds; r++) header.push(`${h.round}${r}`);
  header.push(h.total);
  if (s.hasCupPoints) header.push(h.cupPoints);
  const rows = [header];
  for (const row of s.rows) {
    const cells = [row.place === null ? '' : String(row.place), row.name];
    for (const score of row.rounds) cells.push(score === null ? '' : formatStandingsNumber(score));
    cells.push(formatStandingsNumber(row.total));
    if (s.hasCupPoints) cells.push(row.cupPoints === null ? '' : formatStandingsNumber(row.cupPoints));
    rows.push(cells);
  }
  return rows;
}

/** A results list's table as cells (§11): the header row, then one row per entry in order of place. */
export function resultsStandingsCsvRows(s: ResultsStandings): string[][] {
  const h = STANDINGS_CSV_HEADER;
  const header: string[] = [h.place, h.name];
  for (let r = 1; r <= s.rounds; r++) header.push(`${h.round}${r}`);
  if (s.scored) header.push(h.total);
  if (s.hasCupPoints) header.push(h.cupPoints);
  const rows = [header];
  for (const row of s.rows) {
    const cells = [String(row.place), row.name];
    for (const score of row.rounds) cells.push(score === null ? '' : formatStandingsNumber(score));
    if (s.scored) cells.push(row.total === null ? '' : formatStandingsNumber(row.total));
    if (s.hasCupPoints) cells.push(row.cupPoints === null ? '' : formatStandingsNumber(row.cupPoints));
    rows.push(cells);
  }
  return rows;
}

function quoteCell(cell: string): string {
  return `"${cell.replace(/"/g, '""')}"`;
}

/** The text column of the standings: the name. */
const NAME_COLUMN: ReadonlySet<number> = new Set([1]);

/** The CSV text of a results list's standings (the `standings` command's form, §4 and §11). */
export function resultsStandingsCsv(s: ResultsStandings): string {
  return commandCsv(resultsStandingsCsvRows(s), NAME_COLUMN);
}

/** The CSV text of the standings. */
export function standingsCsv(s: Standings, variant: StandingsCsvVariant = 'command'): string {
  const rows = standingsCsvRows(s);
  if (variant === 'command') return commandCsv(rows, NAME_COLUMN);
  // Excel: the name column (and the header's text) quoted and guarded; numbers and places stay numbers.
  const text = rows
    .map((cells, r) => cells.map((c, col) => (r === 0 || col === 1 ? quoteCell(protectText(c)) : c)).join(';'))
    .join('\r\n');
  return `\uFEFF${text}\r\n`;
}
