/**
 * How the projector fills a wall screen: the standings in one or more columns of rows,
 * the largest type that still shows every player in at most four pages, and as few
 * pages as the type allows while it stays readable from the back of the room. Pure: the
 * screen measures the space it has, this decides; the screen renders exactly this.
 *
 * Sizes are in CSS pixels; column widths in `em` of the table's type, so the computed
 * layout and the rendered one agree.
 */

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
  return { width: Math.max(0, width - PROJECTOR_CHROME.width), height: Math.max(0, height - PROJECTOR_CHROME.height) };
}

/** Width of one standings column in em. */
export function columnEm(rounds: number, cupPoints: boolean, showRounds: boolean): number {
  return COLUMN_EM.place + COLUMN_EM.name + (showRounds ? rounds * COLUMN_EM.round : 0) + COLUMN_EM.total + (cupPoints ? COLUMN_EM.cup : 0) + COLUMN_EM.gap;
}

function at(input: ProjectorInput, fontPx: number, showRounds: boolean): ProjectorLayout | null {
  const rowPx = Math.ceil(fontPx * ROW_HEIGHT_EM);
  const columns = Math.floor(input.width / (columnEm(input.rounds, input.cupPoints, showRounds) * fontPx));
  // One row of every page is the column heads.
  const rowsPerColumn = Math.floor(input.height / rowPx) - 1;
  if (columns < 1 || rowsPerColumn < 1) return null;
  // No more columns than there are rows to fill: few players keep one wide column.
  const used = Math.min(columns, Math.max(1, Math.ceil(input.players / rowsPerColumn)));
  const perPage = used * rowsPerColumn;
  return { fontPx, rowPx, showRounds, columns: used, rowsPerColumn, perPage, pages: Math.max(1, Math.ceil(input.players / perPage)) };
}

/** The largest type from `from` down to `to` with at most `maxPages` pages, or null. */
function largest(input: ProjectorInput, showRounds: boolean, maxPages: number, from: number, to: number): ProjectorLayout | null {
  for (let font = from; font >= to; font--) {
    const layout = at(input, font, showRounds);
    if (layout && layout.pages <= maxPages) return layout;
  }
  return null;
}

/**
 * The layout for a number of players: the fewest pages that still have readable type (with
 * the round columns if they fit, else without), at the largest such type; if no readable
 * type holds everyone in four pages, the largest type that does.
 */
export function projectorLayout(input: ProjectorInput): ProjectorLayout {
  for (let pages = 1; pages <= MAX_PROJECTOR_PAGES; pages++) {
    for (const showRounds of input.rounds > 0 ? [true, false] : [false]) {
      const found = largest(input, showRounds, pages, MAX_FONT_PX, READABLE_FONT_PX);
      if (found) return found;
    }
  }
  const small = largest(input, false, MAX_PROJECTOR_PAGES, READABLE_FONT_PX - 1, MIN_FONT_PX);
  if (small) return small;
  // A screen too small for everyone in four pages: the smallest type, as many pages as it takes.
  return at(input, MIN_FONT_PX, false) ?? { fontPx: MIN_FONT_PX, rowPx: Math.ceil(MIN_FONT_PX * ROW_HEIGHT_EM), showRounds: false, columns: 1, rowsPerColumn: 1, perPage: 1, pages: Math.max(1, input.players) };
}
