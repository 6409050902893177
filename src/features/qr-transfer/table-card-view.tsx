/** One table card as shown and printed: table number, QR code, the players in seating order, the first dealer. */
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
      <header className="flex items-baseline justify-between gap-2">
        <h2 className={`shrink-0 whitespace-nowrap font-extrabold ${large ? 'text-4xl' : 'text-2xl'}`}>{t('table', { table: card.table })}</h2>
        <span className="text-right text-sm">
          {card.tournament.name} · {t('roundOverview', { round: card.round })}
        </span>
      </header>
      <div className={large ? 'mx-auto w-full max-w-md' : 'mx-auto w-full max-w-[16rem]'}>
        <QrCode text={code} label={t('tableCardLabel', { round: card.round, table: card.table })} />
      </div>
      <ol aria-label={t('seating')} className={large ? 'text-2xl' : 'text-base'}>
        {card.players.map((p, seat) => (
          <li key={p.id} className="flex justify-between gap-2 border-b border-stone-300 py-0.5 last:border-b-0">
            <span>
              {seat + 1}. <bdi>{p.name}</bdi>
            </span>
            {seat === card.firstDealer ? <strong className="shrink-0">{t('firstDealer')}</strong> : null}
          </li>
        ))}
      </ol>
      <p className="text-sm">
        {t('plannedHands', { n: card.handsPerRound })}
        {card.timeLimitMinutes !== undefined ? ` · ${t('timeLimit', { n: card.timeLimitMinutes })}` : ''} · {t('cardHint')}
      </p>
    </article>
  );
}
