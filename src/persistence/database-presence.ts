/**
 * Whether the app's database exists on this device yet. On a first visit it does not: the start
 * screen then shows its welcome without creating it, and the database is created by the first
 * screen that reads or stores something (Dexie opens it on the first query). The start of a
 * newcomer's phone saves the whole first open of IndexedDB (creating the stores, the data-version
 * check, the first query): a third of the app's start-up work on the main thread.
 *
 * "Exists" is learnt from `indexedDB.databases()`, and from the database itself: once it is open
 * in this tab, or another tab has stored something (Dexie's `storagemutated`, which also hears
 * other tabs), it exists. Where the browser cannot tell (no `databases()`, or it fails), the
 * answer is "exists": the app then opens the database at start as it always did, and a storage
 * problem is reported at once.
 */
import Dexie from 'dexie';
import { db, DB_NAME } from './db';

export type DatabasePresence = 'unknown' | 'absent' | 'present';

let presence: DatabasePresence = 'unknown';
let checking: Promise<void> | null = null;
const listeners = new Set<() => void>();

function settle(next: DatabasePresence): void {
  if (presence === next || presence === 'present') return;
  presence = next;
  for (const listener of [...listeners]) listener();
}

// Opened here (by any query or write) or written in another tab: the database exists from now on.
db.on('ready', () => settle('present'), true);
Dexie.on('storagemutated', () => settle('present'));

/** Asks the browser once; later calls get the same answer (or "present" once it was created). */
export function databaseExists(): Promise<boolean> {
  if (presence === 'present' || db.isOpen()) {
    settle('present');
    return Promise.resolve(true);
  }
  checking ??= askBrowser().then((exists) => settle(exists ? 'present' : 'absent'));
  // "present" also when the database was created while the browser was being asked.
  return checking.then(() => presence === 'present');
}

async function askBrowser(): Promise<boolean> {
  const factory = typeof indexedDB === 'undefined' ? undefined : indexedDB;
  if (!factory || typeof factory.databases !== 'function') return true;
  try {
    const known = await factory.databases();
    return known.some((d) => d.name === DB_NAME);
  } catch {
    return true;
  }
}

/** What is known now, without asking ("unknown" until `databaseExists` has answered). */
export function databasePresence(): DatabasePresence {
  return presence;
}

/** Calls `listener` whenever the presence changes; returns the unsubscribe function. */
export function subscribeDatabasePresence(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Resolves once the database exists (at once when it does already). */
export function whenDatabaseExists(): Promise<void> {
  return databaseExists().then(
    (exists) =>
      exists
        ? undefined
        : new Promise<void>((resolve) => {
            const stop = subscribeDatabasePresence(() => {
              if (presence !== 'present') return;
              stop();
              resolve();
            });
          }),
  );
}

/** Tests only: forget what was learnt (a test's fresh device). */
export function resetDatabasePresenceForTests(): void {
  presence = 'unknown';
  checking = null;
}
