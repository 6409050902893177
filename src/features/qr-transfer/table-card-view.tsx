/**
 * One table card as shown and printed: the table number large enough to read from the next
 * table, the tournament and the round, the QR code, the players in seating order, the first dealer.
 */
import { QrCode } from '@/components/ui/qr-code';
import type { TableCard } from '@/domain/tournament/model';
import type { Translate } from '@/i18n/i18n';
import type { Texts } from './messages';

export function TableCardView({ card, code, t, large = false }: { card: TableCard; code: string; t: Translate<Texts>; large?: boolean }) {
  return (
    <article
      aria-label={t('table', { table: card.table })}
      className={`table-card flex flex-col gap-2 rounded-xl border-2 border-stone-800 bg-white p-3 text-stone-900 ${large ? 'mx-auto max-w-xl' : ''}`}
    >
      <header className="card-head flex flex-col gap-0.5">
        <h2 className={`card-table whitespace-nowrap font-extrabold leading-none ${large ? 'text-6xl' : 'text-4xl'}`}>{t('table', { table: card.table })}</h2>
        <p className={`card-event font-semibold [overflow-wrap:anywhere] ${large ? 'text-xl' : 'text-base'}`}>
          <bdi>{card.tournament.name}</bdi> · <span className="whitespace-nowrap">{t('roundOverview', { round: card.round })}</span>
        </p>
      </header>
      <div className={`card-code ${large ? 'mx-auto w-full max-w-md' : 'mx-auto w-full max-w-[16rem]'}`}>
        <QrCode text={code} label={t('tableCardLabel', { round: card.round, table: card.table })} />
      </div>
      <ol aria-label={t('seating')} className={`card-seats ${large ? 'text-2xl' : 'text-base'}`}>
        {card.players.map((p, seat) => (
          <li key={p.id} className="flex justify-between gap-2 border-b border-stone-300 py-0.5 last:border-b-0">
            <span>
              {seat + 1}. <bdi>{p.name}</bdi>
            </span>
            {seat === card.firstDealer ? <strong className="shrink-0">{t('firstDealer')}</strong> : null}
          </li>
        ))}
      </ol>
      <p className="card-foot text-sm">
        {t('plannedHands', { n: card.handsPerRound })}
        {card.timeLimitMinutes !== undefined ? ` · ${t('timeLimit', { n: card.timeLimitMinutes })}` : ''} · {t('cardHint')}
      </p>
    </article>
  );
}
