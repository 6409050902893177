/**
 * What every screen of one evening (sheet, hand entry, Abrechnung, correcting the evening,
 * the hand-in) shows before the evening is open: "Lädt …" while it loads (the title keeps
 * its place, the focus stays where it is), or why it cannot be opened — gone, invalid (the
 * engine's first problems listed) or a storage failure — with the way back to the evenings.
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

/** Why an evening cannot be opened (the session store's load error). */
export interface EveningLoadError {
  code: string;
  params?: Record<string, string | number>;
  /** For an invalid evening: the engine's problems with it. */
  errors?: readonly EngineError[];
}

/** Where opening an evening stands (`useOpenSession` in the state layer reports it so). */
export type EveningLoad = { status: 'loading' } | { status: 'error'; error: EveningLoadError } | { status: 'ready' };

/** At most this many of an invalid evening's problems are listed. */
const PROBLEMS_SHOWN = 10;

const messages = {
  de: { loading: 'Lädt …', toSessions: 'Zu den Abenden' },
  en: { loading: 'Loading …', toSessions: 'To the evenings' },
} satisfies Messages;

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
    const error = (opened as Extract<EveningLoad, { status: 'error' }>).error;
    const sessions = { href: routePath({ name: 'sessions' }), label: t('toSessions') };
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
