/**
 * How the projector fills a wall screen: the standings in one or more columns of rows,
 * the largest type that still shows every player in at most four pages, and as few
 * pages as the type allows while it stays readable from the back of the room: the tournament's
 * sizes and columns for the wall's layout search (`lib/wall-layout.ts`, shared with the season).
 *
 * Sizes are in CSS pixels; column widths in `em` of the table's type, so the computed
 * layout and the rendered one agree.
 */
import { wallArea, wallLayout, type WallType } from '@/lib/wall-layout';

/** At most this many pages for any number of players the screen can hold at all. */
export const MAX_PROJECTOR_PAGES = 4;
/** Type at least this large (px at 1080 lines) is read from the back of a Gasthaus hall. */
export const READABLE_FONT_PX = 30;
/** Never larger than this: a handful of players do not need letters a metre high. */
export const MAX_FONT_PX = 60;
/** Below this nothing is readable on a wall any more. */
export const MIN_FONT_PX = 14;
/** A row's height as a multiple of the type size. */
export const ROW_HEIGHT_EM = 1.4;

/** Column widths in em: place, name (at least), one per round, total, cup points, the gap to the next column. */
export const COLUMN_EM = { place: 2.4, name: 9, round: 3.4, total: 3.6, cup: 3.8, gap: 1 } as const;

/** What the screen around the table takes at a type size (title, page line, padding), px. */
export const PROJECTOR_CHROME = { width: 48, height: 172 } as const;

export interface ProjectorInput {
  /** The space for the table itself, px. */
  width: number;
  height: number;
  /** Rows to show (players in the standings). */
  players: number;
  /** Round columns in the standings. */
  rounds: number;
  cupPoints: boolean;
}

export interface ProjectorLayout {
  fontPx: number;
  rowPx: number;
  /** Whether the round columns are shown (dropped only when the type would be too small with them). */
  showRounds: boolean;
  columns: number;
  rowsPerColumn: number;
  perPage: number;
  pages: number;
}

/** The table's space on a screen of `width` × `height` (the whole projector window). */
export function projectorArea(width: number, height: number): { width: number; height: number } {
  return wallArea(width, height, PROJECTOR_CHROME);
}

/** Width of one standings column in em. */
export function columnEm(rounds: number, cupPoints: boolean, showRounds: boolean): number {
  return COLUMN_EM.place + COLUMN_EM.name + (showRounds ? rounds * COLUMN_EM.round : 0) + COLUMN_EM.total + (cupPoints ? COLUMN_EM.cup : 0) + COLUMN_EM.gap;
}

const TYPE: WallType = { maxFontPx: MAX_FONT_PX, readableFontPx: READABLE_FONT_PX, minFontPx: MIN_FONT_PX, maxPages: MAX_PROJECTOR_PAGES, rowHeightEm: ROW_HEIGHT_EM };

/**
 * The layout for a number of players: the fewest pages that still have readable type (with
 * the round columns if they fit, else without), at the largest such type; if no readable
 * type holds everyone in four pages, the largest type that does.
 */
export function projectorLayout(input: ProjectorInput): ProjectorLayout {
  const { detail, ...layout } = wallLayout(
    { ...input, hasDetail: input.rounds > 0, columnEm: (showRounds) => columnEm(input.rounds, input.cupPoints, showRounds) },
    TYPE,
  );
  return { ...layout, showRounds: detail };
}
