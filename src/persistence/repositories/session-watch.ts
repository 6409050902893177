/**
 * The evenings as live queries (Dexie's `liveQuery`): they answer again whenever the data
 * changes, also from another tab. Loaded by session-hooks.ts only once the database exists, so
 * that a first visit's start screen does not load the database code.
 */
import { liveQuery } from 'dexie';
import type { StoredSession } from '../records';
import { getSession, listSessions } from './session-records';

export interface Watcher<T> {
  next(value: T): void;
  error(error: unknown): void;
}

export interface Watching {
  unsubscribe(): void;
}

/** All evenings (archived included), most recently changed first (read one record at a time). */
export function watchSessionList(watcher: Watcher<StoredSession[]>): Watching {
  return liveQuery(() => listSessions()).subscribe(watcher);
}

/** One evening; `null` when there is none with this id. */
export function watchSessionRecord(id: string, watcher: Watcher<StoredSession | null>): Watching {
  return liveQuery(async () => (await getSession(id)) ?? null).subscribe(watcher);
}
