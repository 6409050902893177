/**
 * The sheet's rows, newest at the bottom as on paper: the list follows the newest hand, and a
 * long evening renders only the rows on screen (`use-windowed-rows.ts`).
 */
import { useLayoutEffect, useRef } from 'react';
import type { Hand, Settlement } from '@/domain/index';
import { useLang, useT } from '@/i18n/i18n';
import { messages } from './messages';
import { SheetRow } from './sheet-row';
import { useWindowedRows } from './use-windowed-rows';

export interface SheetRowsProps {
  hands: readonly Hand[];
  settlement: Settlement;
  names: string[];
  /** The grid's columns, shared with the totals. */
  columns: string;
  showKassa: boolean;
  showCash: boolean;
  /** Under an open hand form: the sheet neither scrolls nor measures itself. */
  hidden: boolean;
  onOpen: (index: number) => void;
}

export function SheetRows({ hands, settlement, names, columns, showKassa, showCash, hidden, onOpen }: SheetRowsProps) {
  const t = useT(messages);
  const lang = useLang();

  // The newest hands are at the bottom, as on paper: follow them. Not while the sheet is hidden
  // under a hand form (that page is the form's); the return to the sheet scrolls to them.
  const lastCount = useRef(-1);
  useLayoutEffect(() => {
    if (hands.length > lastCount.current && !hidden && typeof window.scrollTo === 'function') {
      window.scrollTo({ top: document.documentElement.scrollHeight });
    }
    lastCount.current = hands.length;
  }, [hands.length, hidden]);

  // A long evening renders only the rows on screen (after the scroll to the newest rows above).
  const listRef = useRef<HTMLOListElement>(null);
  const rowWindow = useWindowedRows(hands.length, listRef, hidden);
  const measureRow = rowWindow.measure;
  useLayoutEffect(() => {
    if (rowWindow.windowed && !hidden) measureRow(listRef.current?.querySelector('li') ?? null);
  }, [rowWindow.windowed, rowWindow.start, measureRow, hidden]);

  if (hands.length === 0) {
    return <p className="px-4 py-8 text-center text-base text-stone-700 dark:text-stone-300">{t('empty')}</p>;
  }
  return (
    <ol
      ref={listRef}
      aria-label={t('sheetTitle')}
      data-rows={hands.length}
      style={rowWindow.windowed ? { paddingTop: rowWindow.paddingTop, paddingBottom: rowWindow.paddingBottom } : undefined}
    >
      {hands.slice(rowWindow.start, rowWindow.end).map((hand, offset) => {
        const index = rowWindow.start + offset;
        const settled = settlement.hands[index];
        if (!settled) return null;
        return (
          <SheetRow
            key={index}
            index={index}
            setSize={rowWindow.windowed ? hands.length : undefined}
            hand={hand}
            settled={settled}
            names={names}
            columns={columns}
            showKassa={showKassa}
            showCash={showCash}
            lang={lang}
            onOpen={onOpen}
          />
        );
      })}
    </ol>
  );
}
