/**
 * The sheet's sticky head: each player's running total (with the cash ledger where Kontra is
 * kept off the sheet), the next dealer and Vorhand, the Pagatkassa, the doubled rounds still
 * to come, a pot no Pagat can win, and the tournament round's line.
 */
import type { ReactNode } from 'react';
import { fromDecimal, type Settlement } from '@/domain/index';
import { PlayerName } from '@/components/ui/player-name';
import { formatPoints } from '@/lib/format';
import { useLang, useT } from '@/i18n/i18n';
import { messages } from './messages';

export interface SheetTotalsProps {
  names: string[];
  settlement: Settlement;
  /** The grid's columns, shared with the rows. */
  columns: string;
  showKassa: boolean;
  showCash: boolean;
  kassaStart: number;
  /** A pot on the sheet that no Pagat can win under these rules. */
  deadPot: boolean;
  nextDealer: number;
  nextVorhand: number;
  roundBar?: ReactNode;
}

export function SheetTotals({ names, settlement, columns, showKassa, showCash, kassaStart, deadPot, nextDealer, nextVorhand, roundBar }: SheetTotalsProps) {
  const t = useT(messages);
  const lang = useLang();
  const n = names.length;
  return (
    <div
      className="sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-10 border-b-2 border-stone-300 bg-stone-50/95 px-1 pb-1 pt-2 backdrop-blur dark:border-stone-700 dark:bg-stone-950/95"
    >
      <div role="table" aria-label={t('total')}>
        <div role="row" aria-label={t('total')} className="grid items-end gap-x-1" style={{ gridTemplateColumns: columns }}>
          <span role="rowheader" className="text-xs font-semibold text-stone-600 dark:text-stone-400">
            {t('total')}
          </span>
          {names.map((name, seat) => {
            const total = settlement.totals[seat];
            const cash = settlement.cashTotals[seat];
            const isDealer = seat === nextDealer;
            const isVorhand = seat === nextVorhand;
            return (
              <div key={seat} role="cell" className="min-w-0 text-right">
                <div className="text-sm font-semibold leading-tight">
                  <PlayerName name={name} title={name} />
                </div>
                <div className="flex h-4 justify-end gap-0.5 text-[0.65rem] font-bold">
                  {isDealer ? (
                    <span className="rounded bg-stone-700 px-1 text-white dark:bg-stone-300 dark:text-stone-900" title={t('dealerLong')}>
                      <span aria-hidden="true">{t('dealerMark')}</span>
                      <span className="sr-only">{n === 5 ? `${t('dealerLong')}, ${t('sitsOut')}` : t('dealerLong')}</span>
                    </span>
                  ) : null}
                  {isVorhand ? (
                    <span className="rounded bg-green-800 px-1 text-white dark:bg-green-600" title={t('vorhandLong')}>
                      <span aria-hidden="true">{t('vorhandMark')}</span>
                      <span className="sr-only">{t('vorhandLong')}</span>
                    </span>
                  ) : null}
                </div>
                <div
                  aria-label={`${name}: ${total ? formatPoints(total, lang) : '0'}`}
                  className={'truncate text-xl font-extrabold tabular-nums ' + (total && total.n < 0 ? 'text-red-700 dark:text-red-400' : '')}
                >
                  {total ? formatPoints(total, lang) : '0'}
                </div>
                {showCash && cash ? (
                  <div className="truncate text-xs tabular-nums text-amber-800 dark:text-amber-300" aria-label={`${name} ${t('cashLong')}: ${formatPoints(cash, lang)}`}>
                    {t('cash')} {formatPoints(cash, lang, { sign: true })}
                  </div>
                ) : null}
              </div>
            );
          })}
          {showKassa ? (
            <div role="cell" className="min-w-0 text-right" aria-label={`${t('kassaLong')}: ${formatPoints(settlement.kassa, lang)}`}>
              <span className="block truncate text-xs font-semibold">{t('kassa')}</span>
              <span className="block truncate text-base font-bold tabular-nums">{formatPoints(settlement.kassa, lang)}</span>
            </div>
          ) : null}
          <span role="cell" className="text-center text-xs text-stone-500">
            <span aria-hidden="true">Σ</span>
          </span>
        </div>
      </div>
      <p className="mt-1 flex flex-wrap justify-between gap-x-2 px-1 text-xs text-stone-700 dark:text-stone-300">
        <span>{t('nextDealer', { dealer: names[nextDealer] ?? '', vorhand: names[nextVorhand] ?? '' })}</span>
        {kassaStart > 0 ? <span>{t('kassaStart', { points: formatPoints(fromDecimal(kassaStart), lang) })}</span> : null}
        {settlement.pending > 0 ? (
          <span className="rounded bg-yellow-400 px-1.5 font-bold text-stone-900">{t('pending', { n: settlement.pending })}</span>
        ) : settlement.nextMultiplier > 1 ? (
          <span className="rounded bg-yellow-400 px-1.5 font-bold text-stone-900">{t('nextDoubled', { factor: settlement.nextMultiplier })}</span>
        ) : null}
      </p>
      {deadPot ? (
        <p role="note" className="mt-1 rounded-lg bg-yellow-100 px-2 py-1 text-sm font-medium text-stone-900 dark:bg-yellow-900/50 dark:text-yellow-50">
          {t('deadPot', { points: formatPoints(settlement.kassa, lang), edit: t('editSession') })}
        </p>
      ) : null}
      {roundBar}
    </div>
  );
}
