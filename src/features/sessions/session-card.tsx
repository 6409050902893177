/** One evening in the list: tap to resume; "⋯" opens rename / archive / delete. */
import { useId, useState } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { formatPoints } from '@/lib/format';
import { eveningTitle } from '@/lib/evening-title';
import type { StoredSession } from '@/state/sessions';
import { Button } from '@/components/ui/button';
import { CrownIcon, MoreIcon } from '@/components/ui/icons';
import { routePath } from '@/lib/router';
import { sessionsMessages } from './messages';
import { formatWeekdayDate } from '@/lib/dates';
import type { SessionSummary } from './session-summary';

export interface SessionCardProps {
  stored: StoredSession;
  summary: SessionSummary;
  onRename: () => void;
  onToggleArchive: () => void;
  onDelete: () => void;
}

/** The evening's title; a table's tournament round starts with its round and table, so each round's sheet is told apart (and a correction opens the right one). */
export function useSessionTitle(): (stored: StoredSession) => string {
  const lang = useLang();
  const t = useT(sessionsMessages);
  return (stored) => {
    const title = eveningTitle(stored.data, lang);
    const link = stored.data.tournament;
    return link ? t('roundTableTitle', { round: link.round, table: link.table, name: title }) : title;
  };
}

export function useHandsText(): (n: number) => string {
  const t = useT(sessionsMessages);
  return (n) => (n === 0 ? t('handsCountZero') : n === 1 ? t('handsCountOne') : t('handsCount', { n }));
}

export function SessionCard({ stored, summary, onRename, onToggleArchive, onDelete }: SessionCardProps) {
  const t = useT(sessionsMessages);
  const lang = useLang();
  const title = useSessionTitle()(stored);
  const handsText = useHandsText()(summary.handCount);
  const [open, setOpen] = useState(false);
  const actionsId = useId();
  const date = formatWeekdayDate(stored.data.date, lang);
  const players = Array.isArray(stored.data.players) ? stored.data.players : [];

  return (
    <li className="rounded-2xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900">
      <div className="flex items-stretch">
        <a
          href={routePath({ name: 'sheet', sessionId: stored.id })}
          className="block min-w-0 flex-1 rounded-l-2xl px-4 py-3 hover:bg-stone-50 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:hover:bg-stone-800"
        >
          <span className="block truncate text-lg font-bold">{title}</span>
          <span className="mt-0.5 block text-sm text-stone-600 dark:text-stone-400">
            {[date && stored.data.name ? date : null, handsText].filter(Boolean).join(' · ')}
          </span>
          <span className="mt-1 block truncate text-base text-stone-800 dark:text-stone-200">{players.map((p, i) => (
              <span key={i}>
                {i > 0 ? ' · ' : null}
                <bdi>{p}</bdi>
              </span>
            ))}</span>
          {summary.leader ? (
            <span className="mt-1 flex items-center gap-1 text-base font-semibold text-green-800 dark:text-green-300">
              <span className="text-yellow-600 dark:text-yellow-400">
                <CrownIcon />
              </span>
              <span className="sr-only">{`${t('leaderLabel')}: `}</span>
              <span className="truncate">
                {summary.leader.names.join(', ')} {formatPoints(summary.leader.total, lang, { sign: true })}
              </span>
            </span>
          ) : summary.leader === undefined ? (
            // The settlement is still loading: the line keeps its place, so nothing moves when it arrives.
            <span aria-hidden="true" data-leader-pending="" className="mt-1 block text-base font-semibold">
              {'\u00a0'}
            </span>
          ) : null}
        </a>
        <button
          type="button"
          aria-label={t('actionsFor', { name: title })}
          aria-expanded={open}
          aria-controls={actionsId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-12 shrink-0 items-center justify-center rounded-r-2xl border-l border-stone-200 text-stone-600 hover:bg-stone-50 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:border-stone-800 dark:text-stone-300 dark:hover:bg-stone-800"
        >
          <MoreIcon />
        </button>
      </div>
      {open ? (
        <div id={actionsId} className="flex flex-wrap gap-2 border-t border-stone-200 px-3 py-3 dark:border-stone-800">
          <Button onClick={onRename}>{t('rename')}</Button>
          <Button onClick={onToggleArchive}>{stored.archived ? t('unarchive') : t('archive')}</Button>
          <Button variant="danger" onClick={onDelete}>
            {t('delete')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
