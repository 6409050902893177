/**
 * The Saisonwertung as CSV (tournament-format.md §10): header
 * `Platz;Nr;Name;T1;…;Tn;Gesamt;Teilnahmen` (the Finale's column headed `Finale`, `Mitgebracht`
 * before `Gesamt` when the file has `carried` (§12), then
 * `;ÖF-Startpunkte` when the season has `oef`), one line per season player in order; a
 * tournament's field empty without a result, the Cuppunkte otherwise, in square brackets
 * when they do not count; numbers as in the standings' CSV (§4).
 *
 * Two variants, as for the standings:
 * - `command` (the `season` command, exactly as specified): UTF-8 without BOM, LF, the text
 *   fields guarded against formulas, a cell quoted only when it holds `;`, `"` or a line break.
 * - `excel` (the app's download for German Excel): a BOM, CRLF, the number and name cells
 *   quoted and guarded so they can never become a formula.
 */
import type { SeasonStandings } from '@/domain/index';
import { commandCsv, protectText } from './csv-cells';
import { formatStandingsNumber } from './standings-csv';

export type SeasonCsvVariant = 'command' | 'excel';

export const SEASON_CSV_HEADER = {
  place: 'Platz', cupNumber: 'Nr', name: 'Name', tournament: 'T', final: 'Finale', carried: 'Mitgebracht', total: 'Gesamt', participations: 'Teilnahmen',
  oef: 'ÖF-Startpunkte',
} as const;

/** The table as cells: the header row, then one row per season player. */
export function seasonCsvRows(s: SeasonStandings): string[][] {
  const h = SEASON_CSV_HEADER;
  const header: string[] = [h.place, h.cupNumber, h.name];
  s.tournaments.forEach((t, k) => header.push(t.final ? h.final : `${h.tournament}${k + 1}`));
  if (s.hasCarried) header.push(h.carried);
  header.push(h.total, h.participations);
  if (s.hasOef) header.push(h.oef);
  const rows = [header];
  for (const row of s.standings) {
    const cells = [String(row.place), row.cupNumber ?? '', row.name];
    for (const r of row.results) {
      if (r === null) cells.push('');
      else {
        const points = formatStandingsNumber(r.cupPoints);
        cells.push(r.counted ? points : `[${points}]`);
      }
    }
    if (s.hasCarried) cells.push(row.carried === null || row.carried === undefined ? '' : formatStandingsNumber(row.carried));
    cells.push(formatStandingsNumber(row.total), String(row.participations));
    if (s.hasOef) cells.push(row.oefStartPoints === null || row.oefStartPoints === undefined ? '' : formatStandingsNumber(row.oefStartPoints));
    rows.push(cells);
  }
  return rows;
}

function quoteCell(cell: string): string {
  return `"${cell.replace(/"/g, '""')}"`;
}

/** The text columns of the Saisonwertung (§10): the cup number and the name. */
const TEXT_COLUMNS: ReadonlySet<number> = new Set([1, 2]);

/** The CSV text of the Saisonwertung. */
export function seasonCsv(s: SeasonStandings, variant: SeasonCsvVariant = 'command'): string {
  const rows = seasonCsvRows(s);
  if (variant === 'command') return commandCsv(rows, TEXT_COLUMNS);
  const text = rows
    .map((cells, r) => cells.map((c, col) => (r === 0 || col === 1 || col === 2 ? quoteCell(protectText(c)) : c)).join(';'))
    .join('\r\n');
  return `\uFEFF${text}\r\n`;
}
