/**
 * How a projector's standings fill a wall: rows in as many columns as fit, the largest type
 * that still shows every player in a few pages, and as few pages as the type allows while it
 * stays readable from the back of the room. Pure: the screen measures the space it has, this
 * decides, the screen renders exactly this. The tournament's and the season's projector each
 * give their type sizes and the width of one column (`features/*\/projector-layout.ts`).
 *
 * Sizes are in CSS pixels; column widths in `em` of the table's type, so the computed layout
 * and the rendered one agree.
 */

/** The type sizes of one wall, px at 1080 lines, and its page limit. */
export interface WallType {
  /** Never larger: a handful of players do not need letters a metre high. */
  maxFontPx: number;
  /** At least this large is read from the back of the hall. */
  readableFontPx: number;
  /** Below this nothing on a wall is readable any more. */
  minFontPx: number;
  /** At most this many pages while the type stays readable. */
  maxPages: number;
  /** A row's height as a multiple of the type size. */
  rowHeightEm: number;
}

export interface WallInput {
  /** The space for the table itself, px. */
  width: number;
  height: number;
  /** Rows to show (players in the standings). */
  players: number;
  /** Whether the table has detail columns (rounds, tournaments) that may be dropped to fit. */
  hasDetail: boolean;
  /** One column's width in em, the gap to the next column included, with or without the detail columns. */
  columnEm: (detail: boolean) => number;
  /** The gap the last column needs not have, em (0: every column counted with its gap). */
  lastGapEm?: number;
}

export interface WallLayout {
  fontPx: number;
  rowPx: number;
  /** Whether the detail columns are shown (dropped only when the type would be too small with them). */
  detail: boolean;
  columns: number;
  rowsPerColumn: number;
  perPage: number;
  pages: number;
}

function at(input: WallInput, type: WallType, fontPx: number, detail: boolean): WallLayout | null {
  const rowPx = Math.ceil(fontPx * type.rowHeightEm);
  const columns = Math.floor((input.width + (input.lastGapEm ?? 0) * fontPx) / (input.columnEm(detail) * fontPx));
  // One row of every page is the column heads.
  const rowsPerColumn = Math.floor(input.height / rowPx) - 1;
  if (columns < 1 || rowsPerColumn < 1) return null;
  // No more columns than there are rows to fill: few players keep one wide column.
  const used = Math.min(columns, Math.max(1, Math.ceil(input.players / rowsPerColumn)));
  const perPage = used * rowsPerColumn;
  return { fontPx, rowPx, detail, columns: used, rowsPerColumn, perPage, pages: Math.max(1, Math.ceil(input.players / perPage)) };
}

/** The largest type from `from` down to `to` with at most `maxPages` pages, or null. */
function largest(input: WallInput, type: WallType, detail: boolean, maxPages: number, from: number, to: number): WallLayout | null {
  for (let font = from; font >= to; font--) {
    const layout = at(input, type, font, detail);
    if (layout && layout.pages <= maxPages) return layout;
  }
  return null;
}

/**
 * The fewest pages with readable type (with the detail columns if they fit, else without), at
 * the largest such type; else the largest smaller type that holds everyone in the page limit;
 * else, on a screen too small for that, the smallest type in as many pages as it takes.
 */
export function wallLayout(input: WallInput, type: WallType): WallLayout {
  for (let pages = 1; pages <= type.maxPages; pages++) {
    for (const detail of input.hasDetail ? [true, false] : [false]) {
      const found = largest(input, type, detail, pages, type.maxFontPx, type.readableFontPx);
      if (found) return found;
    }
  }
  const small = largest(input, type, false, type.maxPages, type.readableFontPx - 1, type.minFontPx);
  if (small) return small;
  const rowPx = Math.ceil(type.minFontPx * type.rowHeightEm);
  return at(input, type, type.minFontPx, false) ?? { fontPx: type.minFontPx, rowPx, detail: false, columns: 1, rowsPerColumn: 1, perPage: 1, pages: Math.max(1, input.players) };
}

/** The table's space on a window of `width` × `height`, less what the screen around it takes (`chrome`). */
export function wallArea(width: number, height: number, chrome: { width: number; height: number }): { width: number; height: number } {
  return { width: Math.max(0, width - chrome.width), height: Math.max(0, height - chrome.height) };
}
