/**
 * The pieces of a projector's standings on the wall (the tournament's and the season's): the
 * table's space measured as the window changes, the pages turning on their own, and the table
 * laid out in `layout.columns` columns — the rows run down the first column, then the next; the
 * column heads repeat above each column, the copies hidden from screen readers. The layout is
 * decided by `wallLayout` (`lib/wall-layout.ts`); each screen renders its own heads and rows.
 */
import { Fragment, useEffect, useLayoutEffect, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { WallLayout } from '@/lib/wall-layout';

type Size = { width: number; height: number };

/** The table's space: measured once the screen is laid out, else estimated from the window (`estimate`). */
export function useWallArea(area: RefObject<HTMLDivElement | null>, estimate: (width: number, height: number) => Size): Size {
  const [size, setSize] = useState(() => estimate(window.innerWidth, window.innerHeight));
  useLayoutEffect(() => {
    const measure = () => {
      const box = area.current;
      const next = box && box.clientWidth > 0 && box.clientHeight > 0 ? { width: box.clientWidth, height: box.clientHeight } : estimate(window.innerWidth, window.innerHeight);
      setSize((old) => (old.width === next.width && old.height === next.height ? old : next));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [area, estimate]);
  return size;
}

/** The page shown: the next one every `seconds` while `turning` and there is more than one. */
export function usePageTurn(pages: number, seconds: number, turning = true): number {
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (!turning || pages <= 1) return;
    const timer = window.setInterval(() => setPage((p) => (p + 1) % pages), seconds * 1000);
    return () => window.clearInterval(timer);
  }, [turning, pages, seconds]);
  return Math.min(page, pages - 1);
}

/** The look of a column head on the wall. */
export const WALL_HEAD_CLASS = 'px-[0.2em] text-[0.62em] font-semibold uppercase tracking-wide text-stone-300';

/**
 * One page of standings as one table in `layout.columns` columns of `tracks` (CSS grid tracks
 * of one column). `heads(copy)` renders the heads above column `copy` (0 the one screen readers
 * read); `rows(style)` renders the page's rows, each with the given style.
 */
export function WallTable({ label, layout, tracks, heads, rows }: {
  label: string;
  layout: Pick<WallLayout, 'fontPx' | 'rowPx' | 'columns' | 'rowsPerColumn'>;
  tracks: string;
  heads: (copy: number) => ReactNode;
  rows: (style: CSSProperties) => ReactNode;
}) {
  const row = { display: 'grid', gridTemplateColumns: tracks, height: layout.rowPx, alignItems: 'center' } as const;
  return (
    <table className="block w-full leading-tight" style={{ fontSize: layout.fontPx }} aria-label={label} data-columns={layout.columns} data-font={layout.fontPx}>
      <thead className="block">
        <tr className="border-b-2 border-white" style={{ ...row, gridTemplateColumns: `repeat(${layout.columns}, ${tracks})` }}>
          {Array.from({ length: layout.columns }, (_, copy) => <Fragment key={copy}>{heads(copy)}</Fragment>)}
        </tr>
      </thead>
      <tbody style={{ display: 'grid', gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${layout.rowsPerColumn}, ${layout.rowPx}px)`, gridAutoFlow: 'column' }}>
        {rows(row)}
      </tbody>
    </table>
  );
}
