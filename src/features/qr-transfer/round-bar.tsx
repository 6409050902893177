/**
 * The tournament line on a round's sheet: round and table, the hands left ("noch 5
 * Spiele"), the time left when the tournament has a time limit, "Kein Tischschlüssel" when
 * the phone has lost the table's key (the hand-in screen explains and offers the card), and
 * "Abgeben". Renders nothing for an ordinary evening.
 */
import { LinkButton } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { useSessionStore } from '@/state/session-store';
import { isRoundSession, roundProgress, useHandInSigning, useRoundClock } from '@/state/table-round';
import { messages } from './messages';
import { routePath } from '@/lib/router';

export function RoundBar({ sessionId }: { sessionId: string }) {
  const t = useT(messages);
  const stored = useSessionStore((s) => s.stored);
  const { clock, now } = useRoundClock(sessionId);
  const signing = useHandInSigning(sessionId);
  if (!stored || stored.id !== sessionId || !isRoundSession(stored.data)) return null;
  const progress = roundProgress(stored.data, clock, now);
  const over = progress.played - progress.link.handsPerRound;
  const handsText =
    progress.left > 1 ? t('handsLeft', { n: progress.left }) : progress.left === 1 ? t('handsLeftOne') : over > 1 ? t('handsOver', { n: over }) : over === 1 ? t('handsOverOne') : t('roundComplete');
  const done = progress.left === 0;
  const timeUp = progress.minutesLeft !== null && progress.minutesLeft <= 0;
  return (
    <div role="group" aria-label={t('roundTable', { round: progress.link.round, table: progress.link.table })} className="mt-1 flex items-center gap-2 px-1">
      <p className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
        <span className="font-semibold">{t('roundTable', { round: progress.link.round, table: progress.link.table })}</span>
        <span data-testid="hands-left" className={done ? 'rounded bg-green-800 px-1.5 font-bold text-white' : 'font-bold'}>
          {handsText}
        </span>
        {progress.minutesLeft !== null ? (
          <span data-testid="time-left" className={timeUp ? 'rounded bg-red-700 px-1.5 font-bold text-white' : ''}>
            {timeUp ? t('timeUp') : t('minutesLeft', { n: progress.minutesLeft })}
          </span>
        ) : null}
        {signing?.kind === 'key-missing' ? (
          <span data-testid="no-table-key" className="rounded bg-red-700 px-1.5 font-bold text-white">
            {t('roundNoKey')}
          </span>
        ) : null}
      </p>
      <LinkButton href={routePath({ name: 'hand-in', sessionId })} variant={done || timeUp ? 'primary' : 'secondary'} className="shrink-0">
        {t('handIn')}
      </LinkButton>
    </div>
  );
}
