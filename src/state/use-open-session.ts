/**
 * Opens an evening in the session store for a screen and tells the screen
 * where loading stands. Every session screen (sheet, entry, Abrechnung)
 * goes through here, so "ready" means the same everywhere.
 */
import { useEffect } from 'react';
import type { RuleSet, Settlement } from '@/domain/index';
import { useSessionStore, type LoadError, type OpenStoredSession } from './session-store';

/** Ready: the evening checked by the engine (`stored.data` is a `CheckedSession`), its rules and settlement. */
export type OpenSession =
  | { status: 'loading'; stored: OpenStoredSession | null }
  | { status: 'error'; error: LoadError; retry: () => void }
  | { status: 'ready'; stored: OpenStoredSession; rules: RuleSet; settlement: Settlement };

export function useOpenSession(sessionId: string): OpenSession {
  const open = useSessionStore((s) => s.open);
  const openId = useSessionStore((s) => s.sessionId);
  const stored = useSessionStore((s) => s.stored);
  const rules = useSessionStore((s) => s.rules);
  const settlement = useSessionStore((s) => s.settlement);
  const loadError = useSessionStore((s) => s.loadError);

  useEffect(() => {
    void open(sessionId);
  }, [open, sessionId]);

  if (openId === sessionId && loadError) return { status: 'error', error: loadError, retry: () => void open(sessionId) };
  if (openId !== sessionId || stored === null || stored.id !== sessionId || rules === null || settlement === null) {
    return { status: 'loading', stored: openId === sessionId ? stored : null };
  }
  return { status: 'ready', stored, rules, settlement };
}
