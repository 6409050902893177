/**
 * The standings as CSV (tournament-format.md §4): header `Platz;Name;R1;…;Rn;Gesamt`
 * (then `;Cuppunkte` when the tournament awards cup points), one line per player in
 * standings order; numbers with a decimal comma, at most 2 decimals and an ASCII
 * hyphen-minus; a missing round score and an unranked player's place are empty fields.
 *
 * Two variants:
 * - `command` (the `standings` command, exactly as specified): UTF-8 without BOM, LF, a
 *   name quoted only when it holds `;`, `"` or a line break.
 * - `excel` (the app's download for German Excel, the conventions of the evening's CSV):
 *   a BOM, CRLF, every text cell quoted and guarded so it can never become a formula.
 */
import type { Rational, Standings } from '@/domain/index';
import { protectText } from './export-csv';

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

function quoteCell(cell: string): string {
  return `"${cell.replace(/"/g, '""')}"`;
}

/** The CSV text of the standings. */
export function standingsCsv(s: Standings, variant: StandingsCsvVariant = 'command'): string {
  const rows = standingsCsvRows(s);
  if (variant === 'command') {
    return rows.map((cells) => cells.map((c) => (/[;"\r\n]/.test(c) ? quoteCell(c) : c)).join(';')).join('\n') + '\n';
  }
  // Excel: the name column (and the header's text) quoted and guarded; numbers and places stay numbers.
  const text = rows
    .map((cells, r) => cells.map((c, col) => (r === 0 || col === 1 ? quoteCell(protectText(c)) : c)).join(';'))
    .join('\r\n');
  return `\uFEFF${text}\r\n`;
}
