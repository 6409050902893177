/**
 * Renders only the rows of a long sheet that are on screen (plus a margin):
 * the largest allowed evening (2,000 hands) opens as fast as a short one. The
 * page itself scrolls (the header is sticky), so the window follows the
 * window's scroll position; rows before and after it are stood in for by
 * padding of their height, so the scroll bar, "scroll to the newest hand" and
 * the sticky header behave as with every row rendered.
 *
 * Short sheets (below WINDOW_FROM rows) render every row: the browser's find
 * and a screen reader's reading mode then see all of them.
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** From this many rows on, only the visible ones are rendered. */
export const WINDOW_FROM = 400;
/** Row height until one is measured (a row with three text lines, in px). */
export const DEFAULT_ROW_HEIGHT = 61;
/** Rows rendered above and below the visible ones. */
const OVERSCAN = 12;

export interface RowWindow {
  /** First rendered row (inclusive) and end (exclusive). */
  start: number;
  end: number;
  /** Padding that stands in for the rows not rendered. */
  paddingTop: number;
  paddingBottom: number;
  windowed: boolean;
}

export function computeWindow(count: number, rowHeight: number, listTop: number, scrollY: number, viewport: number): RowWindow {
  if (count < WINDOW_FROM) return { start: 0, end: count, paddingTop: 0, paddingBottom: 0, windowed: false };
  const h = Math.max(1, rowHeight);
  const first = Math.floor((scrollY - listTop) / h);
  const last = Math.ceil((scrollY + viewport - listTop) / h);
  const start = Math.min(Math.max(0, first - OVERSCAN), Math.max(0, count - 1));
  const end = Math.max(start + 1, Math.min(count, last + OVERSCAN));
  return { start, end, paddingTop: start * h, paddingBottom: (count - end) * h, windowed: true };
}

/**
 * `hidden`: the sheet is hidden under a hand form. Its layout is kept but not brought up to date,
 * so nothing of it is measured then; the window holds the newest rows, which the return shows.
 */
export function useWindowedRows(count: number, listRef: RefObject<HTMLElement | null>, hidden = false): RowWindow & { measure: (row: HTMLElement | null) => void } {
  const rowHeight = useRef(DEFAULT_ROW_HEIGHT);
  // A ref, not a dependency: showing the sheet again moves no rows; the scroll to the newest
  // hands that follows does, by its scroll event.
  const isHidden = useRef(hidden);
  isHidden.current = hidden;
  const compute = useCallback((): RowWindow => {
    const list = listRef.current;
    const viewport = window.innerHeight || 800;
    // Before the first layout (or while hidden under the hand form) assume the newest rows are shown.
    if (isHidden.current || list === null || list.offsetParent === null) {
      return computeWindow(count, rowHeight.current, 0, Math.max(0, count * rowHeight.current - viewport), viewport);
    }
    const top = list.getBoundingClientRect().top + window.scrollY;
    return computeWindow(count, rowHeight.current, top, window.scrollY, viewport);
  }, [count, listRef]);

  const [range, setRange] = useState<RowWindow>(() => computeWindow(count, DEFAULT_ROW_HEIGHT, 0, Math.max(0, count * DEFAULT_ROW_HEIGHT - 800), 800));

  const update = useCallback(() => {
    const next = compute();
    setRange((prev) => (prev.start === next.start && prev.end === next.end && prev.paddingTop === next.paddingTop && prev.paddingBottom === next.paddingBottom ? prev : next));
  }, [compute]);

  useLayoutEffect(() => {
    update();
    if (count < WINDOW_FROM) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [update, count]);

  /** Called with a rendered row: its height is every row's height (rows have a fixed layout). */
  const measure = useCallback(
    (row: HTMLElement | null) => {
      if (!row) return;
      const height = row.getBoundingClientRect().height;
      if (height > 0 && Math.abs(height - rowHeight.current) > 0.5) {
        rowHeight.current = height;
        update();
      }
    },
    [update],
  );

  return { ...range, measure };
}
