/**
 * One row of the sheet, like the paper: each player's running total, the
 * hand's amount small below it, the Pagatkassa, and the row's zero-sum check.
 * Memoised and rendered with `content-visibility: auto`, so a long evening
 * (300+ hands) stays smooth.
 */
import { memo } from 'react';
import { add, doubledBy, type Hand, type Rational, type SettledHand } from '@/domain/index';
import { formatPoints } from '@/lib/format';
import { gameName } from '@/lib/tarock-names';
import { useT, type Translate } from '@/i18n/i18n';
import type { Lang } from '@/state/settings-store';
import { rowFacts, type RowFacts, type RowMark } from './row-facts';
import { messages } from './messages';

export interface SheetRowProps {
  index: number;
  hand: Hand;
  settled: SettledHand;
  names: string[];
  columns: string;
  showKassa: boolean;
  showCash: boolean;
  lang: Lang;
  onOpen: (index: number) => void;
  /** In a long sheet that renders only the visible rows: the number of all rows (for aria-setsize). */
  setSize?: number;
}

function sumIsZero(values: readonly Rational[], extra?: Rational): boolean {
  let s = extra ?? { n: 0, d: 1 };
  for (const v of values) s = add(s, v);
  return s.n === 0;
}

export function tone(value: Rational): string {
  if (value.n > 0) return 'text-green-800 dark:text-green-300';
  if (value.n < 0) return 'text-red-700 dark:text-red-400';
  return 'text-stone-500 dark:text-stone-400';
}

type T = Translate<typeof messages.de>;

/** "Dreier, Anna mit Clara", "gestrichen", "Kassa aufgelöst" … for labels and the detail title. */
export function describeHand(hand: Hand, names: string[], lang: Lang, t: T): string {
  if (hand.dissolveKassa) return t('dissolved');
  const parts: string[] = [];
  if (hand.manual) parts.push(t('manual'));
  else if (hand.game) {
    let what = gameName(hand.game, lang);
    if (hand.declarer !== undefined) {
      what += `, ${names[hand.declarer] ?? ''}`;
      if (typeof hand.partner === 'number') what += ` ${t('with', { name: names[hand.partner] ?? '' })}`;
    }
    parts.push(what);
  }
  if (hand.renonce) parts.push(`${t('renonce')} ${names[hand.renonce.by] ?? ''}`);
  if (hand.void) parts.push(t('void'));
  return parts.join(', ');
}

const MARK_TONE: Partial<Record<string, string>> = {
  'seat.renonce': 'text-red-700 dark:text-red-400',
  'seat.declarer': 'text-stone-900 dark:text-stone-100',
};

function Marks({ marks, className = '' }: { marks: RowMark[]; className?: string }) {
  return (
    <>
      {marks.map((m, i) => (
        <span
          key={i}
          data-mark={m.parts.join(' ')}
          className={
            m.parts[0] === 'row.doubled'
              ? 'rounded bg-yellow-400 px-0.5 font-bold text-stone-900'
              : `${MARK_TONE[m.parts[0] ?? ''] ?? ''} ${className}`
          }
        >
          {m.text}
        </span>
      ))}
    </>
  );
}

/** The row's marks in words, for its accessible name: "Kontra (×2), Pagat still gemacht; Anna: Geber". */
function factsText(facts: RowFacts, names: string[]): string {
  const parts = facts.marks.filter((m) => m.parts[0] !== 'row.doubled').map((m) => m.long);
  facts.seats.forEach((marks, seat) => {
    // Spieler, Partner and Renonce are already named in the row's description.
    const own = marks.filter((m) => !['seat.declarer', 'seat.partner', 'seat.renonce'].includes(m.parts[0]!));
    if (own.length) parts.push(`${names[seat] ?? ''}: ${own.map((m) => m.long).join(', ')}`);
  });
  return parts.join('; ');
}

export const SheetRow = memo(function SheetRow({ index, hand, settled, names, columns, showKassa, showCash, lang, onOpen, setSize }: SheetRowProps) {
  const t = useT(messages);
  const balanced = sumIsZero(settled.deltas, settled.kassa);
  const hasCash = showCash && settled.cash.some((c) => c.n !== 0);
  const cashBalanced = sumIsZero(settled.cash);
  const struck = hand.void === true;
  const factor = doubledBy(hand, settled);
  const facts = rowFacts(hand, settled.dealer, names.length, factor, lang);
  const amounts = names
    .map((name, seat) => {
      const d = settled.deltas[seat];
      const tot = settled.totals[seat];
      return d && tot ? `${name} ${formatPoints(d, lang, { sign: true })} (${formatPoints(tot, lang)})` : '';
    })
    .join(', ');
  const described = factsText(facts, names);
  const label = `${t('rowLabel', { n: index + 1, what: describeHand(hand, names, lang, t) })}. ${amounts}${described ? `. ${described}` : ''}${
    factor > 1 ? `. ${t('doubledLong', { factor })}` : ''
  }. ${balanced ? t('sumOk') : t('sumBad')}${hasCash ? `. ${cashBalanced ? t('cashSumOk') : t('cashSumBad')}` : ''}`;

  return (
    <li
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 3.5rem' }}
      {...(setSize === undefined ? {} : { 'aria-setsize': setSize, 'aria-posinset': index + 1 })}
    >
      <button
        type="button"
        aria-label={label}
        onClick={() => onOpen(index)}
        className={
          'grid w-full items-center gap-x-1 border-b border-stone-200 px-1 py-1.5 text-left ' +
          'hover:bg-stone-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-yellow-400 ' +
          'dark:border-stone-800 dark:hover:bg-stone-900 ' +
          (factor > 1 ? 'bg-yellow-50 dark:bg-yellow-950/30 ' : '') +
          (struck ? 'text-stone-600 dark:text-stone-400' : '')
        }
        style={{ gridTemplateColumns: columns }}
      >
        <span className="min-w-0 self-start leading-tight">
          <span className="flex items-baseline gap-1">
            <span className="text-xs tabular-nums text-stone-500 dark:text-stone-400">{index + 1}</span>
            <span className={'text-sm font-bold ' + (struck ? 'line-through' : '')}>{facts.head ? facts.head.text : '–'}</span>
          </span>
          <span className="flex flex-wrap gap-x-1 text-[0.65rem] font-semibold leading-tight text-stone-700 dark:text-stone-300">
            {struck ? <span>{t('void')}</span> : null}
            <Marks marks={facts.marks} />
          </span>
        </span>
        {names.map((_, seat) => {
          const total = settled.totals[seat];
          const delta = settled.deltas[seat];
          const cash = settled.cash[seat];
          const active = settled.active.includes(seat);
          if (!total || !delta) return <span key={seat} />;
          return (
            <span
              key={seat}
              className={
                'min-w-0 text-right leading-tight tabular-nums ' +
                (active ? '' : 'rounded bg-stone-100 dark:bg-stone-900') +
                (struck ? ' line-through' : '')
              }
            >
              <span className="block truncate text-base font-bold">{formatPoints(total, lang)}</span>
              <span className="flex items-baseline justify-end gap-1 text-xs">
                {facts.seats[seat]?.length ? (
                  <span className="flex gap-0.5 text-[0.65rem] font-bold text-stone-600 dark:text-stone-400">
                    <Marks marks={facts.seats[seat]} />
                  </span>
                ) : null}
                <span className={'truncate ' + tone(delta)}>{delta.n === 0 ? '·' : formatPoints(delta, lang, { sign: true })}</span>
              </span>
              {hasCash && cash && cash.n !== 0 ? (
                <span className="block truncate text-[0.7rem] text-amber-800 dark:text-amber-300">
                  {t('cash')} {formatPoints(cash, lang, { sign: true })}
                </span>
              ) : null}
            </span>
          );
        })}
        {showKassa ? (
          <span className="min-w-0 text-right leading-tight tabular-nums">
            <span className="block truncate text-sm font-semibold">{formatPoints(settled.kassaBalance, lang)}</span>
            <span className={'block truncate text-xs ' + tone(settled.kassa)}>
              {settled.kassa.n === 0 ? '·' : formatPoints(settled.kassa, lang, { sign: true })}
            </span>
          </span>
        ) : null}
        <span className="text-center text-sm leading-tight" aria-hidden="true">
          <span className={balanced ? 'text-green-700 dark:text-green-400' : 'font-bold text-red-700 dark:text-red-400'}>{balanced ? '✓' : '✗'}</span>
          {hasCash ? (
            <span className={'block text-xs ' + (cashBalanced ? 'text-amber-700 dark:text-amber-300' : 'font-bold text-red-700')}>
              {cashBalanced ? '✓' : '✗'}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
});
