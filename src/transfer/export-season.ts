/**
 * A season's exports: the Saisonwertung as CSV for German Excel (the
 * conventions of the tournament's exports: UTF-8 BOM, `;`, decimal comma,
 * CRLF, text cells quoted and guarded against formulas) and the season file
 * itself (tournament-format.md §8, exactly what is stored, or without the hand-in keys of
 * its tournaments).
 */
import type { SeasonFile, SeasonStandings } from '@/domain/season/model';
import { formatCsvNumber } from './export-csv';
import { toGermanCsv } from './export-tournament';
import { seasonWithoutTableKeys } from './export-json';
import { slugify } from './file-names';

export type SeasonCsvLang = 'de' | 'en';

/** The text columns of the Saisonwertung: the cup number and the name (never read as numbers, always guarded). */
const SEASON_TEXT_COLUMNS: ReadonlySet<number> = new Set([1, 2]);

const HEADERS = {
  de: { place: 'Platz', number: 'Nr', name: 'Name', tournament: 'T', final: 'Finale', carried: 'Mitgebracht', total: 'Gesamt', participations: 'Teilnahmen', oef: 'ÖF-Startpunkte' },
  en: { place: 'Place', number: 'No', name: 'Name', tournament: 'T', final: 'Final', carried: 'Carried', total: 'Total', participations: 'Played', oef: 'ÖF start points' },
} as const;

/**
 * The rows of the Saisonwertung in the columns of the `season` command (§10): place, cup
 * number, name, one column per tournament (Cuppunkte not counted in square brackets), total,
 * participations and, with `oef`, the ÖF-Startpunkte.
 */
export function seasonStandingsRows(s: SeasonStandings, lang: SeasonCsvLang = 'de'): string[][] {
  const h = HEADERS[lang];
  const header = [h.place, h.number, h.name, ...s.tournaments.map((t, i) => (t.final ? h.final : `${h.tournament}${i + 1}`))];
  if (s.hasCarried) header.push(h.carried);
  header.push(h.total, h.participations);
  if (s.hasOef) header.push(h.oef);
  const rows: string[][] = [header];
  for (const row of s.standings) {
    const cells = [
      String(row.place),
      row.cupNumber ?? '',
      row.name,
      ...row.results.map((r) => (r === null ? '' : r.counted ? formatCsvNumber(r.cupPoints, 'de') : `[${formatCsvNumber(r.cupPoints, 'de')}]`)),
    ];
    if (s.hasCarried) cells.push(row.carried ? formatCsvNumber(row.carried, 'de') : '');
    cells.push(formatCsvNumber(row.total, 'de'), String(row.participations));
    if (s.hasOef) cells.push(row.oefStartPoints ? formatCsvNumber(row.oefStartPoints, 'de') : '');
    rows.push(cells);
  }
  return rows;
}

/** The Saisonwertung as German-Excel CSV text. */
export function seasonStandingsCsv(s: SeasonStandings, lang: SeasonCsvLang = 'de'): string {
  return toGermanCsv(seasonStandingsRows(s, lang), SEASON_TEXT_COLUMNS);
}

/** "koenigsblock-saison-2025-26-hausruckviertler-tarockcup.json" */
export function seasonFileName(data: Pick<SeasonFile, 'cup' | 'season'>, suffix: string, extension: string): string {
  const season = slugify(data.season);
  const cup = slugify(data.cup);
  return `koenigsblock-saison${season ? `-${season}` : ''}${cup ? `-${cup}` : ''}${suffix ? `-${suffix}` : ''}.${extension}`;
}

/**
 * The season file as exported: the stored object, pretty-printed; with `withoutKeys` (the
 * usual case: a season never takes hand-ins) its tournaments go without their tables' hand-in
 * keys, still valid files (§1, §8).
 */
export function seasonFileText(data: SeasonFile, options: { withoutKeys?: boolean } = {}): string {
  return `${JSON.stringify(options.withoutKeys === true ? seasonWithoutTableKeys(data) : data, null, 2)}\n`;
}
