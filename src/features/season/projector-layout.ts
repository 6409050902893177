/**
 * How the season projector fills a wall: the Saisonwertung in as many columns as fit, each
 * column wide enough for the longest name in full (no name is ever cut), in the largest type
 * that shows everyone in as few pages as readable type allows: the season's sizes and columns
 * for the wall's layout search (`lib/wall-layout.ts`, shared with the tournament).
 *
 * Widths are in `em` of the table's type, so the computed and the rendered layout agree.
 */
import { wallArea, wallLayout, type WallType } from '@/lib/wall-layout';

/** Type at least this large (px at 1080 lines) is read from the back of the hall. */
export const READABLE_FONT_PX = 28;
/** A handful of players do not need letters a metre high. */
export const MAX_FONT_PX = 56;
/** Below this nothing on a wall is readable any more. */
export const MIN_FONT_PX = 14;
/** At most this many pages while the type stays readable. */
export const MAX_PAGES = 4;
/** A row's height as a multiple of the type size. */
export const ROW_HEIGHT_EM = 1.4;

/** Column widths in em: place, total, ÖF, one per tournament, padding of the name cell, the gap between columns. */
export const SEASON_COLUMN_EM = { place: 2.4, total: 3.6, oef: 3.2, result: 3.4, namePadding: 0.8, gap: 1.2 } as const;

/** What the screen around the table takes (title, rule line, page line, padding), px. */
export const SEASON_PROJECTOR_CHROME = { width: 64, height: 190 } as const;

export interface SeasonProjectorInput {
  /** The space for the table itself, px. */
  width: number;
  height: number;
  players: number;
  /** The width of the longest name in em of the table's (semibold) type. */
  nameEm: number;
  oef: boolean;
  /** A column of carried points (§12: the ÖF's start points). */
  carried?: boolean;
  /** Tournament columns the full table would have. */
  tournaments: number;
}

export interface SeasonProjectorLayout {
  fontPx: number;
  rowPx: number;
  /** Each tournament's Cuppunkte are shown (only while they fit in readable type). */
  showResults: boolean;
  columns: number;
  rowsPerColumn: number;
  perPage: number;
  pages: number;
  /** The name column's width in em: the longest name in full. */
  nameEm: number;
}

/** The table's space on a window of `width` × `height`. */
export function seasonProjectorArea(width: number, height: number): { width: number; height: number } {
  return wallArea(width, height, SEASON_PROJECTOR_CHROME);
}

/** A name's width in em when it cannot be measured: a generous average for semibold sans type. */
export function estimateNameEm(name: string): number {
  return [...name].length * 0.62;
}

/** One standings column's width in em (the gap to the next column included). */
export function seasonColumnEm(input: Pick<SeasonProjectorInput, 'nameEm' | 'oef' | 'tournaments' | 'carried'>, showResults: boolean): number {
  const c = SEASON_COLUMN_EM;
  return c.place + input.nameEm + c.namePadding + c.total + (input.oef ? c.oef : 0) + (input.carried ? c.result : 0) + (showResults ? input.tournaments * c.result : 0) + c.gap;
}

const TYPE: WallType = { maxFontPx: MAX_FONT_PX, readableFontPx: READABLE_FONT_PX, minFontPx: MIN_FONT_PX, maxPages: MAX_PAGES, rowHeightEm: ROW_HEIGHT_EM };

/**
 * The fewest pages with readable type (each tournament's points shown when they still fit),
 * at the largest such type; else the largest smaller type that holds everyone in four pages;
 * else the smallest type in as many pages as it takes. The last column needs no gap after it.
 */
export function seasonProjectorLayout(input: SeasonProjectorInput): SeasonProjectorLayout {
  const { detail, ...layout } = wallLayout(
    { ...input, hasDetail: input.tournaments > 0, columnEm: (showResults) => seasonColumnEm(input, showResults), lastGapEm: SEASON_COLUMN_EM.gap },
    TYPE,
  );
  return { ...layout, showResults: detail, nameEm: input.nameEm };
}

/**
 * The index of the last row that qualifies for the ÖF when the next one does not: the cut is
 * drawn below it. Null without ÖF places, or when everyone or no one qualifies.
 */
export function oefCutIndex(rows: readonly { oefStartPoints?: unknown }[]): number | null {
  for (let i = 0; i + 1 < rows.length; i++) {
    const here = rows[i]!.oefStartPoints;
    const next = rows[i + 1]!.oefStartPoints;
    if (here !== undefined && here !== null && (next === null || next === undefined)) return i;
  }
  return null;
}
