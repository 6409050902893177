/**
 * The consequence before saving: each player's amount for this hand and the
 * new total, the cash and Pagatkassa effects, and the engine's explanation.
 */
import { PlayerName } from '@/components/ui/player-name';
import { memo } from 'react';
import { doubledBy, formatExplanation, type Hand, type SettledHand } from '@/domain/index';
import { formatPoints } from '@/lib/format';
import { useLang, useT } from '@/i18n/i18n';
import { messages } from './messages';

export interface PreviewPanelProps {
  settled: SettledHand;
  /** The hand previewed (manual and struck hands are never doubled). */
  hand: Hand;
  names: string[];
}

function tone(n: number): string {
  if (n > 0) return 'text-green-800 dark:text-green-300';
  if (n < 0) return 'text-red-700 dark:text-red-400';
  return 'text-stone-600 dark:text-stone-400';
}

export const PreviewPanel = memo(function PreviewPanel({ settled, hand, names }: PreviewPanelProps) {
  const t = useT(messages);
  const lang = useLang();
  const lines = formatExplanation(settled.explanation, lang);
  const hasCash = settled.cash.some((c) => c.n !== 0);
  const factor = doubledBy(hand, settled);
  return (
    <section aria-label={t('preview')} className="mb-2">
      <ol className="grid gap-1" style={{ gridTemplateColumns: `repeat(${names.length}, minmax(0, 1fr))` }}>
        {names.map((name, seat) => {
          const delta = settled.deltas[seat];
          const total = settled.totals[seat];
          const cash = settled.cash[seat];
          const playing = settled.active.includes(seat);
          if (!delta || !total) return null;
          const value = delta.n / delta.d;
          return (
            <li key={seat} className={'min-w-0 text-center ' + (playing ? '' : 'opacity-60')}>
              <span className="block text-xs font-medium text-stone-700 dark:text-stone-300">
                <PlayerName name={name} />
              </span>
              <span className={'block text-lg font-bold tabular-nums leading-tight ' + tone(value)}>
                {formatPoints(delta, lang, { sign: true })}
              </span>
              <span className="block text-xs tabular-nums text-stone-600 dark:text-stone-400">
                {t('previewTotal', { total: formatPoints(total, lang) })}
              </span>
              {hasCash && cash ? (
                <span className="block text-xs tabular-nums text-amber-800 dark:text-amber-300">
                  {t('previewCash')} {formatPoints(cash, lang, { sign: true })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {settled.kassa.n !== 0 || factor > 1 ? (
        <p className="mt-1 flex justify-center gap-3 text-xs font-medium text-stone-700 dark:text-stone-300">
          {settled.kassa.n !== 0 ? <span>{t('previewKassa', { amount: formatPoints(settled.kassa, lang, { sign: true }) })}</span> : null}
          {factor > 1 ? <span>{t('previewDouble', { factor })}</span> : null}
        </p>
      ) : null}
      {lines.length > 0 ? (
        <ul aria-label={t('explanation')} className="mt-1 max-h-20 overflow-y-auto text-xs leading-snug text-stone-700 dark:text-stone-300">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});
