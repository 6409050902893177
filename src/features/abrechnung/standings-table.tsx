/**
 * The night's final standings as a table, the same rows on screen and on the printed sheet:
 * place, player, the Schrift (or the points), the cash Kontra where it is kept apart, the
 * money where the evening has a stake. Only the look differs: the screen's table has the
 * app's colours (a win green, a loss red), the printed one is black on white (print.css).
 */
import type { Abrechnung } from '@/domain/abrechnung/abrechnung';
import { useLang, useT } from '@/i18n/i18n';
import { formatCents, formatPoints } from '@/lib/format';
import { PlayerName } from '@/components/ui/player-name';
import { messages } from './messages';

export interface StandingsTableProps {
  abrechnung: Abrechnung;
  /** The cash Kontra gets its own column (the Schrift is then named so). */
  showCash: boolean;
  /** The printed sheet's table (print.css) instead of the screen's. */
  print?: boolean;
}

const screenNumber = 'whitespace-nowrap px-1.5 py-2 text-right tabular-nums';
const screenHead = 'whitespace-nowrap px-1.5 py-2 text-right text-sm font-semibold text-stone-600 dark:text-stone-300';
const screenHeadLeft = 'px-1.5 py-2 text-left text-sm font-semibold text-stone-600 dark:text-stone-300';

/** The class of each part, on screen and in print. */
const LOOK = {
  screen: {
    table: 'w-full border-collapse text-base',
    headRow: 'border-b border-stone-200 dark:border-stone-700',
    headLeft: screenHeadLeft,
    headNumber: screenHead,
    row: 'border-b border-stone-100 last:border-0 dark:border-stone-800',
    place: 'px-1.5 py-2 text-left tabular-nums text-stone-600 dark:text-stone-400',
    name: 'max-w-32 px-1.5 py-2 text-left font-semibold',
    number: screenNumber,
    money: (cents: number) => `${screenNumber} font-bold ${cents < 0 ? 'text-red-700 dark:text-red-400' : cents > 0 ? 'text-green-800 dark:text-green-400' : ''}`,
  },
  print: {
    table: 'print-table',
    headRow: undefined,
    headLeft: undefined,
    headNumber: 'num',
    row: undefined,
    place: undefined,
    name: undefined,
    number: 'num',
    money: () => 'num',
  },
} as const;

export function StandingsTable({ abrechnung, showCash, print = false }: StandingsTableProps) {
  const t = useT(messages);
  const lang = useLang();
  const look = print ? LOOK.print : LOOK.screen;
  const withMoney = abrechnung.money !== 'none';
  return (
    <table className={look.table}>
      <thead>
        <tr className={look.headRow}>
          <th scope="col" className={look.headLeft}>
            {print ? (
              t('rank')
            ) : (
              <>
                <span className="sr-only">{t('rank')}</span>
                <span aria-hidden="true">#</span>
              </>
            )}
          </th>
          <th scope="col" className={look.headLeft}>
            {t('player')}
          </th>
          <th scope="col" className={look.headNumber}>
            {showCash ? t('sheetPoints') : t('points')}
          </th>
          {showCash ? (
            <th scope="col" className={look.headNumber}>
              {t('cashPoints')}
            </th>
          ) : null}
          {withMoney ? (
            <th scope="col" className={look.headNumber}>
              {t('money')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {abrechnung.ranking.map((seat) => {
          const s = abrechnung.standings[seat]!;
          return (
            <tr key={seat} className={look.row}>
              <td className={look.place}>{s.rank}.</td>
              <th scope="row" className={look.name}>
                {print ? <bdi>{s.name}</bdi> : <PlayerName name={s.name} />}
              </th>
              <td className={look.number}>{formatPoints(s.sheet, lang, { sign: true })}</td>
              {showCash ? <td className={look.number}>{formatPoints(s.cash, lang, { sign: true })}</td> : null}
              {withMoney ? <td className={look.money(s.cents)}>{formatCents(s.cents, lang, { sign: true })}</td> : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
