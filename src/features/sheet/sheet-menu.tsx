/**
 * The sheet's menu (⋯ in the header): the last round, correcting the evening, the legend,
 * the Abrechnung, the statistics and the list of evenings.
 */
import { useEffect, useRef } from 'react';
import { routePath } from '@/lib/router';
import { MoreIcon } from '@/components/ui/icons';
import type { Translate } from '@/i18n/i18n';
import type { messages } from './messages';

export function SheetMenu({
  open,
  onToggle,
  onClose,
  lastRoundOn,
  lastRoundAvailable,
  onLastRound,
  onLegend,
  sessionId,
  t,
}: {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  lastRoundOn: boolean;
  /** The last round is part of the double-round rule (rules.md §8). */
  lastRoundAvailable: boolean;
  onLastRound: () => void;
  onLegend: () => void;
  sessionId: string;
  t: Translate<typeof messages.de>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    const onPointer = (e: PointerEvent) => {
      if (ref.current && e.target instanceof Node && !ref.current.contains(e.target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onClose]);

  const item =
    'flex min-h-12 w-full items-center px-4 text-left text-base text-stone-900 hover:bg-stone-100 ' +
    'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-yellow-400 dark:text-stone-100 dark:hover:bg-stone-800';
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={t('menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={onToggle}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-yellow-400"
      >
        <MoreIcon />
      </button>
      {open ? (
        <div
          role="menu"
          aria-label={t('menu')}
          className="absolute right-0 top-12 z-30 w-64 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 shadow-xl dark:border-stone-700 dark:bg-stone-900"
        >
          {lastRoundAvailable || lastRoundOn ? (
            <button type="button" role="menuitem" className={item} onClick={onLastRound}>
              {lastRoundOn ? t('lastRoundOff') : t('lastRound')}
            </button>
          ) : null}
          <a role="menuitem" className={item} href={routePath({ name: 'edit-session', sessionId })} onClick={onClose}>
            {t('editSession')}
          </a>
          <button type="button" role="menuitem" className={item} onClick={onLegend}>
            {t('legend')}
          </button>
          <a role="menuitem" className={item} href={routePath({ name: 'abrechnung', sessionId })} onClick={onClose}>
            {t('abrechnung')}
          </a>
          <a role="menuitem" className={item} href={routePath({ name: 'session-stats', sessionId })} onClick={onClose}>
            {t('stats')}
          </a>
          <a role="menuitem" className={item} href={routePath({ name: 'sessions' })} onClick={onClose}>
            {t('sessions')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
