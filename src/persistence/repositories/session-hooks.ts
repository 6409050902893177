/**
 * Live views of the evenings for React screens, the start screen's first of all. They re-render
 * when the data changes (also from another tab); `undefined` while loading; a storage failure is
 * reported to the banner and thrown to the screen's error boundary (as ./hooks does).
 *
 * This module does not load the database code itself: the live queries (./session-watch) load
 * when a view first needs them, and the start screen's list only once the database exists. A
 * first visit's start screen so shows its welcome without Dexie, and without creating the
 * database (database-presence.ts).
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { databaseExists, databasePresence, subscribeDatabasePresence, type DatabasePresence } from '../database-presence';
import type { StoredSession } from '../records';
import type { Watcher, Watching } from './session-watch';

const NO_SESSIONS: StoredSession[] = [];

type LiveState<T> = { value?: T; error?: unknown };
type Start<T> = (key: string, watcher: Watcher<T>) => Promise<Watching>;

/**
 * The latest answer of the live query that `start` sets up for `key` (null: nothing to watch
 * yet). As with Dexie's `useLiveQuery`, the previous answer stays until the new one arrives when
 * `key` changes.
 */
function useLive<T>(key: string | null, start: Start<T>): T | undefined {
  const [state, setState] = useState<LiveState<T>>({});
  useEffect(() => {
    if (key === null) return;
    let stopped = false;
    let watching: Watching | undefined;
    const fail = (error: unknown) => {
      if (!stopped) setState((s) => ({ ...s, error }));
    };
    start(key, {
      // A transition: a long list (a season's evenings) renders in slices, between which the
      // browser stays responsive, instead of in one long task.
      next: (value) => {
        if (!stopped) startTransition(() => setState({ value }));
      },
      error: fail,
    }).then((w) => {
      if (stopped) w.unsubscribe();
      else watching = w;
    }, fail); // the query's code could not be loaded (an update half-installed): the error boundary says so
    return () => {
      stopped = true;
      watching?.unsubscribe();
    };
  }, [key, start]);
  if (state.error !== undefined) throw state.error;
  return state.value;
}

const startSessions: Start<StoredSession[]> = (_key, watcher) => import('./session-watch').then((m) => m.watchSessionList(watcher));
const startSession: Start<StoredSession | null> = (id, watcher) => import('./session-watch').then((m) => m.watchSessionRecord(id, watcher));

/** Whether the database exists (database-presence.ts), following its creation. */
function useDatabasePresence(): DatabasePresence {
  const presence = useSyncExternalStore(subscribeDatabasePresence, databasePresence);
  useEffect(() => {
    if (presence === 'unknown') void databaseExists();
  }, [presence]);
  return presence;
}

/**
 * All evenings (archived included), most recently changed first. On a device without the
 * database yet (a first visit) the empty list, without loading the database code or creating the
 * database; the list is read as soon as the database exists (created here, or by another tab).
 */
export function useSessions(): StoredSession[] | undefined {
  const presence = useDatabasePresence();
  const sessions = useLive(presence === 'present' ? 'sessions' : null, startSessions);
  return presence === 'absent' ? NO_SESSIONS : sessions;
}

/** One evening; `null` when there is none with this id. */
export function useSession(id: string): StoredSession | null | undefined {
  return useLive(id, startSession);
}
