/**
 * The quick list form: a tournament typed from paper, row by row — Platz, Name, Punkte (or only
 * Cuppunkte). Built for a phone held in one hand: Enter moves to the next field and, at the end
 * of the last row, opens a new row; the number fields bring the number keyboard; names come
 * with the season's cup players as suggestions.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import type { SeasonPerson } from '@/domain/season/near-players';
import { emptyRow, type QuickRow, type QuickValue } from './quick-list-form';
import { resultsImportMessages } from './messages';

const FIELDS = ['place', 'name', 'value'] as const;
const cellClass = 'block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-base dark:border-stone-600 dark:bg-stone-900';

export function QuickListForm({ rows, onRows, value, onValue, people }: {
  rows: QuickRow[];
  onRows: (rows: QuickRow[]) => void;
  value: QuickValue;
  onValue: (v: QuickValue) => void;
  people: readonly SeasonPerson[];
}) {
  const t = useT(resultsImportMessages);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Focus moves at once (a fast typist's next key must land in the next field); a new row is
  // rendered first, synchronously, so that its field exists.
  const focus = (row: number, field: number) => box.current?.querySelector<HTMLInputElement>(`[data-cell="${row}-${field}"]`)?.focus();
  const set = (i: number, patch: Partial<QuickRow>) => onRows(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const onKey = (e: KeyboardEvent<HTMLInputElement>, row: number, field: number) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (field < FIELDS.length - 1) return focus(row, field + 1);
    if (row === rows.length - 1) flushSync(() => onRows([...rows, emptyRow()]));
    focus(row + 1, 0);
  };
  const valueLabel = value === 'total' ? 'quickRowTotal' : 'quickRowCupPoints';
  return (
    <div ref={box} className="mt-3">
      <p className="text-sm">{t('quickIntro')}</p>
      <div className="mt-2">
        <Segmented
          label={t('quickValue')}
          value={value}
          onChange={onValue}
          options={[{ value: 'total', label: t('quickTotal') }, { value: 'cupPoints', label: t('quickCupPoints') }]}
        />
      </div>
      {value === 'total' ? <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('quickPlacesHint')}</p> : null}
      <datalist id={listId}>
        {people.map((p) => <option key={`${p.cupNumber ?? ''}/${p.nameKey}`} value={p.name}>{p.cupNumber !== null ? t('cupNo', { number: p.cupNumber }) : ''}</option>)}
      </datalist>
      <div className="mt-3 grid grid-cols-[3.5rem_1fr_5rem_2.75rem] items-center gap-x-1.5 gap-y-2" role="group" aria-label={t('modeQuick')}>
        <span className="text-sm font-medium" aria-hidden="true">{t('quickPlace')}</span>
        <span className="text-sm font-medium" aria-hidden="true">{t('quickName')}</span>
        <span className="text-sm font-medium" aria-hidden="true">{value === 'total' ? t('quickTotal') : t('colCupPointsLong')}</span>
        <span aria-hidden="true" />
        {rows.map((r, i) => (
          <QuickRowFields
            key={i}
            row={r}
            n={i + 1}
            listId={listId}
            valueLabel={t(valueLabel, { n: i + 1 })}
            onChange={(patch) => set(i, patch)}
            onKey={(e, field) => onKey(e, i, field)}
            onRemove={rows.length > 1 ? () => onRows(rows.filter((_, k) => k !== i)) : null}
          />
        ))}
      </div>
      <Button className="mt-2 w-full" onClick={() => { flushSync(() => onRows([...rows, emptyRow()])); focus(rows.length, 0); }}>{t('quickAddRow')}</Button>
    </div>
  );
}

function QuickRowFields({ row, n, listId: list, valueLabel: vLabel, onChange, onKey: key, onRemove }: {
  row: QuickRow; n: number; listId: string; valueLabel: string;
  onChange: (patch: Partial<QuickRow>) => void; onKey: (e: KeyboardEvent<HTMLInputElement>, field: number) => void; onRemove: (() => void) | null;
}) {
  const t = useT(resultsImportMessages);
  return (
      <>
        <input
          data-cell={`${n - 1}-0`} aria-label={t('quickRowPlace', { n })} className={`${cellClass} text-right`} inputMode="numeric" enterKeyHint="next"
          value={row.place} onChange={(e) => onChange({ place: e.target.value })} onKeyDown={(e) => key(e, 0)}
        />
        <input
          data-cell={`${n - 1}-1`} aria-label={t('quickRowName', { n })} className={cellClass} list={list} autoComplete="off" enterKeyHint="next"
          value={row.name} onChange={(e) => onChange({ name: e.target.value })} onKeyDown={(e) => key(e, 1)}
        />
        <input
          data-cell={`${n - 1}-2`} aria-label={vLabel} className={`${cellClass} text-right`} inputMode="decimal" enterKeyHint="next"
          value={row.value} onChange={(e) => onChange({ value: e.target.value })} onKeyDown={(e) => key(e, 2)}
        />
        {onRemove ? (
          <button type="button" aria-label={t('quickRemoveRow', { n })} onClick={onRemove}
            className="inline-flex size-11 items-center justify-center rounded-lg text-xl text-stone-700 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:text-stone-300 dark:hover:bg-stone-800">
            ×
          </button>
        ) : <span />}
      </>
    );
}
