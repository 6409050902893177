/**
 * What every screen of one evening (sheet, hand entry, Abrechnung, correcting the evening,
 * the hand-in) shows before the evening is open: "Lädt …" while it loads (the title keeps
 * its place, the focus stays where it is), or why it cannot be opened — gone, invalid (the
 * engine's first problems listed) or a storage failure (the storage's words on what to do, and
 * a retry) — with the way back to the evenings.
 * Once it is open, the screen itself is rendered with the open evening.
 */
import type { ReactNode } from 'react';
import type { EngineError } from '@/domain/index';
import { useLang, useT, type Messages } from '@/i18n/i18n';
import { engineErrorLine } from '@/i18n/engine-error-text';
import { sessionLoadErrorText } from '@/i18n/storage-error-text';
import { routePath } from '@/lib/router';
import { LinkButton } from './button';
import { Screen } from './screen';
import { StorageFailureBox } from './storage-message';

/** Why an evening cannot be opened (the session store's load error). */
export interface EveningLoadError {
  code: string;
  params?: Record<string, string | number>;
  /** For an invalid evening: the engine's problems with it. */
  errors?: readonly EngineError[];
}

/** Where opening an evening stands (`useOpenSession` in the state layer reports it so). */
export type EveningLoad = { status: 'loading' } | { status: 'error'; error: EveningLoadError; retry?: () => void } | { status: 'ready' };

/** At most this many of an invalid evening's problems are listed. */
const PROBLEMS_SHOWN = 10;

const messages = {
  de: { loading: 'Lädt …', toSessions: 'Zu den Abenden', unreadable: 'Dieser Abend kann gerade nicht gelesen werden.', retry: 'Nochmal versuchen' },
  en: { loading: 'Loading …', toSessions: 'To the evenings', unreadable: 'This evening cannot be read right now.', retry: 'Try again' },
} satisfies Messages;

/** The load errors that are no storage failure: the evening is gone, or stored invalid. */
const NOT_STORAGE = new Set(['ERR_STORAGE_NOT_FOUND', 'ERR_SESSION_INVALID']);

export interface EveningGateProps<O extends EveningLoad> {
  opened: O;
  /** The screen's title, also while loading and when the evening cannot be opened. */
  title: string;
  /** The screen's back link while loading (when it cannot be opened, back leads to the evenings). */
  back: { href: string; label: string };
  /** The screen waits for more than the evening (the rule sets, a kept draft, the table's key). */
  waiting?: boolean;
  /** The screen, given the open evening. */
  children: (ready: Extract<O, { status: 'ready' }>) => ReactNode;
}

export function EveningGate<O extends EveningLoad>({ opened, title, back, waiting = false, children }: EveningGateProps<O>) {
  const t = useT(messages);
  const lang = useLang();
  if (opened.status === 'error') {
    const { error, retry } = opened as Extract<EveningLoad, { status: 'error' }>;
    const sessions = { href: routePath({ name: 'sessions' }), label: t('toSessions') };
    if (!NOT_STORAGE.has(error.code)) {
      return (
        <Screen title={title} back={sessions}>
          <StorageFailureBox className="mt-0" title={t('unreadable')} message={sessionLoadErrorText(error, lang)} {...(retry ? { retry: { label: t('retry'), onRetry: retry } } : {})} />
          <LinkButton href={sessions.href} className="mt-4">
            {sessions.label}
          </LinkButton>
        </Screen>
      );
    }
    return (
      <Screen title={title} back={sessions}>
        <p role="alert" className="text-base">
          {sessionLoadErrorText(error, lang)}
        </p>
        {error.errors && error.errors.length > 0 ? (
          <ul className="mt-2 list-disc pl-5 text-sm">
            {error.errors.slice(0, PROBLEMS_SHOWN).map((e, i) => (
              <li key={i}>{engineErrorLine(e, lang, [], -1)}</li>
            ))}
          </ul>
        ) : null}
        <LinkButton href={sessions.href} className="mt-4">
          {sessions.label}
        </LinkButton>
      </Screen>
    );
  }
  if (opened.status !== 'ready' || waiting) {
    return (
      <Screen title={title} back={back} focusTitle={false}>
        <p role="status">{t('loading')}</p>
      </Screen>
    );
  }
  return <>{children(opened as Extract<O, { status: 'ready' }>)}</>;
}
