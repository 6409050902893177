/**
 * The start screen: the evenings, newest first, to resume with one tap; rename,
 * archive and delete (with undo) behind "⋯"; the big "Neuer Abend" button at
 * the bottom within thumb reach.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { storageErrorText } from '@/i18n/storage-error-text';
import {
  useSessions,
  deleteSession,
  eveningsExpected,
  rememberEvenings,
  renameSession,
  restoreSession,
  setArchived,
  type StoredSession,
} from '@/state/sessions';
import { Screen, TopBarLink } from '@/components/ui/screen';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog, PromptDialog } from '@/components/ui/dialog';
import { PlusIcon, SettingsIcon } from '@/components/ui/icons';
import { showToast } from '@/components/ui/toast';
import { sessionsMessages } from './messages';
import { SessionCard, useHandsText, useSessionTitle } from './session-card';
import type * as LeaderExports from './session-leader';
import { countHands, sortSessions, type SessionLeader, type SessionSummary } from './session-summary';
import { routePath } from '@/lib/router';

type LeaderModule = typeof LeaderExports;
/** The settlement engine, once loaded: later visits of the start screen use it at once. */
let leaderModule: LeaderModule | null = null;

/**
 * The leader module (and with it the settlement engine) loads after the first paint, and only
 * when an evening has hands: the start screen does not wait for it.
 */
function useLeaderModule(needed: boolean): LeaderModule | null {
  const [loaded, setLoaded] = useState<LeaderModule | null>(leaderModule);
  useEffect(() => {
    if (!needed || loaded) return;
    let cancelled = false;
    import('./session-leader')
      .then((m) => {
        leaderModule = m;
        if (!cancelled) setLoaded(m);
      })
      .catch((e: unknown) => console.warn('The leaders of the evenings could not be loaded.', e));
    return () => {
      cancelled = true;
    };
  }, [needed, loaded]);
  return loaded;
}

/**
 * Who leads each evening with hands, worked out a few evenings at a time after the list is
 * shown (session-leader.ts); null until the first answer. An evening missing from the answer is
 * still being worked out.
 */
function useLeaders(sorted: readonly StoredSession[], handCounts: ReadonlyMap<string, number>, module: LeaderModule | null): ReadonlyMap<string, SessionLeader | null> | null {
  const withHands = useMemo(() => sorted.filter((s) => (handCounts.get(s.id) ?? 0) > 0), [sorted, handCounts]);
  const hands = withHands.reduce((n, s) => n + (handCounts.get(s.id) ?? 0), 0);
  const atOnce = module !== null && hands <= module.LEADERS_AT_ONCE_HANDS;
  // A few evenings: with the list's first picture, as before.
  const quick = useMemo(() => (atOnce ? module.leadersAtOnce(withHands) : null), [atOnce, module, withHands]);
  const [slow, setSlow] = useState<ReadonlyMap<string, SessionLeader | null> | null>(null);
  useEffect(() => {
    if (module === null || atOnce) return;
    // The cards are drawn again with their leaders as a transition: in slices, not one long task.
    return module.settleLeaders(withHands, (found) => startTransition(() => setSlow(found)));
  }, [module, atOnce, withHands]);
  return quick ?? slow;
}

/** Evening cards drawn at once: more than a phone's screen holds. */
export const FIRST_CARDS = 12;

/**
 * How many of `total` cards to draw: the first screenful at once, then the next ones a few at a
 * time, each a transition of its own, so a season's fifty evenings never make one long task.
 */
function useGrowingCount(total: number): number {
  const [count, setCount] = useState(FIRST_CARDS);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + FIRST_CARDS)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

type Dialog = { kind: 'rename'; stored: StoredSession } | { kind: 'delete'; stored: StoredSession } | null;

export function SessionsScreen() {
  const t = useT(sessionsMessages);
  const lang = useLang();
  const sessions = useSessions();
  const [showArchive, setShowArchive] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const titleOf = useSessionTitle();
  const handsText = useHandsText();
  // Before the list is read: the welcome at once on a device without evenings, else "loading".
  const [expected] = useState(eveningsExpected);
  const count = sessions?.length;
  useEffect(() => {
    if (count !== undefined) rememberEvenings(count);
  }, [count]);

  const handCounts = useMemo(() => new Map((sessions ?? []).map((s) => [s.id, countHands(s.data)])), [sessions]);
  const sorted = useMemo(() => sortSessions(sessions ?? []), [sessions]);
  const leaderModule = useLeaderModule([...handCounts.values()].some((n) => n > 0));
  const leaders = useLeaders(sorted, handCounts, leaderModule);
  const summaries = useMemo(() => {
    const map = new Map<string, SessionSummary>();
    for (const s of sessions ?? []) {
      const handCount = handCounts.get(s.id) ?? 0;
      map.set(s.id, { handCount, leader: handCount === 0 ? null : leaders?.get(s.id) });
    }
    return map;
  }, [sessions, handCounts, leaders]);

  const current = sorted.filter((s) => !s.archived);
  const archived = sorted.filter((s) => s.archived);
  const visible = showArchive ? archived : current;
  const drawn = useGrowingCount(visible.length);

  function fail(e: unknown) {
    showToast({ message: t('failed', { message: storageErrorText(e, lang) }) });
  }

  async function toggleArchive(stored: StoredSession) {
    const name = titleOf(stored);
    const next = !stored.archived;
    try {
      await setArchived(stored.id, next);
      showToast({
        message: next ? t('archived', { name }) : t('unarchived', { name }),
        actionLabel: t('undo'),
        onAction: () => void setArchived(stored.id, stored.archived).catch(fail),
      });
    } catch (e) {
      fail(e);
    }
  }

  async function confirmDelete(stored: StoredSession) {
    setDialog(null);
    const name = titleOf(stored);
    try {
      const deleted = await deleteSession(stored.id);
      if (!deleted) return;
      showToast({
        message: t('deleted', { name }),
        actionLabel: t('undo'),
        onAction: () => void restoreSession(deleted).catch(fail),
      });
    } catch (e) {
      fail(e);
    }
  }

  async function submitRename(stored: StoredSession, name: string) {
    setDialog(null);
    try {
      await renameSession(stored.id, name);
    } catch (e) {
      fail(e);
    }
  }

  return (
    <Screen
      title={t('appTitle')}
      focusTitle={false}
      actions={
        <TopBarLink href={routePath({ name: 'settings' })} label={t('settings')}>
          <SettingsIcon />
        </TopBarLink>
      }
      footer={
        // One line each on a 390 px phone: the secondary link in the base size, both with the
        // narrower padding (a utility in `className` cannot undo the size's own padding), 56 px high.
        <div className="flex gap-2">
          <LinkButton href={routePath({ name: 'join-round' })} className="min-h-14">
            {t('tournamentRound')}
          </LinkButton>
          <LinkButton href={routePath({ name: 'new-session' })} variant="primary" className="min-h-14 flex-1 text-lg">
            <PlusIcon />
            {t('newSession')}
          </LinkButton>
        </div>
      }
    >
      <nav aria-label={t('appTitle')} className="grid grid-cols-2 gap-2 min-[360px]:grid-cols-4">
        <LinkButton href={routePath({ name: 'tournaments' })} className="px-2 text-sm">
          {t('tournaments')}
        </LinkButton>
        <LinkButton href={routePath({ name: 'rules' })} className="px-2 text-sm">
          {t('ruleSets')}
        </LinkButton>
        <LinkButton href={routePath({ name: 'stats' })} className="px-2 text-sm">
          {t('stats')}
        </LinkButton>
        <LinkButton href={routePath({ name: 'backup' })} className="px-2 text-sm">
          {t('backup')}
        </LinkButton>
      </nav>

      <div className="mt-6 flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{showArchive ? t('archiveHeading') : t('currentHeading')}</h2>
        {showArchive || archived.length > 0 ? (
          <Button variant="ghost" aria-pressed={showArchive} onClick={() => setShowArchive((v) => !v)}>
            {showArchive ? t('showCurrent') : t('showArchive', { n: archived.length })}
          </Button>
        ) : null}
      </div>

      {sessions === undefined && expected ? (
        <p role="status" className="mt-4 text-stone-600 dark:text-stone-400">
          {t('loading')}
        </p>
      ) : visible.length === 0 ? (
        showArchive ? (
          <p className="mt-4 text-base text-stone-600 dark:text-stone-400">{t('emptyArchive')}</p>
        ) : (
          <div className="mt-4 rounded-2xl border-2 border-dashed border-stone-300 px-5 py-8 text-center dark:border-stone-700">
            <p className="text-lg font-bold">{t('emptyTitle')}</p>
            <p className="mt-2 text-base text-stone-700 dark:text-stone-300">{t('emptyBody')}</p>
          </div>
        )
      ) : (
        <ul className="mt-3 flex flex-col gap-3" aria-label={showArchive ? t('archiveHeading') : t('currentHeading')}>
          {visible.slice(0, drawn).map((stored) => (
            <SessionCard
              key={stored.id}
              stored={stored}
              summary={summaries.get(stored.id) ?? { handCount: 0, leader: null }}
              onRename={() => setDialog({ kind: 'rename', stored })}
              onToggleArchive={() => void toggleArchive(stored)}
              onDelete={() => setDialog({ kind: 'delete', stored })}
            />
          ))}
        </ul>
      )}

      <PromptDialog
        open={dialog?.kind === 'rename'}
        title={t('renameTitle')}
        label={t('nameLabel')}
        initialValue={dialog?.kind === 'rename' ? (dialog.stored.data.name ?? '') : ''}
        submitLabel={t('save')}
        cancelLabel={t('cancel')}
        onSubmit={(name) => dialog?.kind === 'rename' && void submitRename(dialog.stored, name)}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('deleteTitle')}
        message={
          dialog?.kind === 'delete'
            ? t('deleteBody', {
                name: titleOf(dialog.stored),
                hands: handsText(summaries.get(dialog.stored.id)?.handCount ?? 0),
              })
            : ''
        }
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        danger
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.stored)}
        onCancel={() => setDialog(null)}
      />
    </Screen>
  );
}
