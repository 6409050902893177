/**
 * A tournament's exports besides the standings (./standings-csv.ts): the round
 * results per table as CSV for German Excel (the conventions of the evening's
 * CSV: UTF-8 BOM, `;`, decimal comma, CRLF, every text cell quoted and guarded
 * against formulas), and the tournament file itself (exactly what is stored, or without
 * its tables' hand-in keys for someone else).
 */
import type { TournamentFile } from '@/domain/index';
import { playedHandCount, tableScores } from '@/domain/index';
import { BOM, formatCsvNumber } from './export-csv';
import { withoutTableKeys } from './export-json';
import { isNumberCell, protectText } from './csv-cells';
import { slugify } from './file-names';

export type TournamentCsvLang = 'de' | 'en';

const HEADERS = {
  de: { name: 'Name', roundCol: 'Runde', table: 'Tisch', seat: 'Sitz', points: 'Punkte', source: 'Ergebnis', typed: 'Summen', hands: 'Spiele', missing: 'fehlt' },
  en: { name: 'Name', roundCol: 'Round', table: 'Table', seat: 'Seat', points: 'Points', source: 'Result', typed: 'totals', hands: 'hands', missing: 'missing' },
} as const;

/**
 * Rows as German-Excel CSV text: BOM, `;`, CRLF, text cells quoted and guarded. A cell that reads
 * as a number stays a number, except in `textColumns` (names, cup numbers): those are always text,
 * so a name "-5" is written '-5 (tournament-format.md §4).
 */
export function toGermanCsv(rows: readonly (readonly string[])[], textColumns: ReadonlySet<number> = new Set()): string {
  const cell = (value: string, text: boolean): string => {
    if (value === '' || (!text && isNumberCell(value))) return value;
    return `"${protectText(value).replace(/"/g, '""')}"`;
  };
  return BOM + rows.map((r, i) => r.map((v, col) => cell(v, i > 0 && textColumns.has(col))).join(';')).join('\r\n') + '\r\n';
}

/** The text columns of `roundResultRows`: the name. */
export const ROUND_RESULT_TEXT_COLUMNS: ReadonlySet<number> = new Set([3]);

/** Runde;Tisch;Sitz;Name;Punkte;Ergebnis — one row per seat of every drawn table. */
export function roundResultRows(data: TournamentFile, lang: TournamentCsvLang = 'de'): string[][] {
  const h = HEADERS[lang];
  const rows: string[][] = [[h.roundCol, h.table, h.seat, h.name, h.points, h.source]];
  const names = new Map(data.players.map((p) => [p.id, p.name]));
  data.rounds.forEach((round, i) => {
    const roundNo = i + 1;
    for (const table of [...round.tables].sort((a, b) => a.table - b.table)) {
      const scores = table.result ? tableScores(data, roundNo, table.table) : null;
      const kind = !table.result ? h.missing : 'hands' in table.result ? `${playedHandCount(table.result.hands)} ${h.hands}` : h.typed;
      table.players.forEach((pid, seat) => {
        rows.push([String(roundNo), String(table.table), String(seat + 1), names.get(pid) ?? pid, scores ? formatCsvNumber(scores[seat]!, 'de') : '', kind]);
      });
    }
  });
  return rows;
}

function datePart(data: TournamentFile, fallback: string): string {
  return data.date && /^\d{4}-\d{2}-\d{2}$/.test(data.date) ? data.date : fallback.slice(0, 10);
}

/** "koenigsblock-turnier-2026-11-27-hausruck-cup-wertung.csv" */
export function tournamentFileName(data: TournamentFile, fallbackDate: string, suffix: string, extension: string): string {
  const slug = slugify(data.name);
  return `koenigsblock-turnier-${datePart(data, fallbackDate)}${slug ? `-${slug}` : ''}${suffix ? `-${suffix}` : ''}.${extension}`;
}

/**
 * The tournament file as exported: the stored object, pretty-printed; with `withoutKeys` (a
 * file for someone else) without its tables' hand-in keys, still a valid file (§1: `key` is
 * optional).
 */
export function tournamentFileText(data: TournamentFile, options: { withoutKeys?: boolean } = {}): string {
  return `${JSON.stringify(options.withoutKeys === true ? withoutTableKeys(data) : data, null, 2)}\n`;
}
