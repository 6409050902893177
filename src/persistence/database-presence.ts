/**
 * Whether the app's database exists on this device yet. On a first visit it does not: the start
 * screen then shows its welcome without creating it, and without even loading the database code
 * (Dexie): the database is created by the first screen that reads or stores something. A
 * newcomer's phone saves the database code's evaluation and the whole first open of IndexedDB
 * (creating the stores, the data-version check, the first query): a third of the app's start-up
 * work on the main thread.
 *
 * This module does not import the database code, so the start can ask it first. "Exists" is
 * learnt from `indexedDB.databases()`, and from the database code once it runs (db.ts calls
 * `markDatabasePresent` when the database is open in this tab, and when Dexie hears a write of
 * this tab or another). While the answer is "absent", it is asked again when the page comes back
 * into view or gets the focus: the user may have started an evening in another tab meanwhile.
 * Where the browser cannot tell (no `databases()`, or it fails), the answer is "exists": the app
 * then opens the database at start as it always did, and a storage problem is reported at once.
 */

/** The name of the app's IndexedDB database. */
export const DB_NAME = 'koenigsblock';

export type DatabasePresence = 'unknown' | 'absent' | 'present';

let presence: DatabasePresence = 'unknown';
let checking: Promise<void> | null = null;
const listeners = new Set<() => void>();

function settle(next: DatabasePresence): void {
  if (presence === next || presence === 'present') return;
  presence = next;
  watchForOtherTabs(next === 'absent');
  for (const listener of [...listeners]) listener();
}

/** The database exists from now on (it was opened here, or a write was heard). */
export function markDatabasePresent(): void {
  settle('present');
}

/** Asks the browser once; later calls get the same answer (or "present" once it was created). */
export function databaseExists(): Promise<boolean> {
  if (presence === 'present') return Promise.resolve(true);
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

/** While absent: another tab may create the database, and this tab has not loaded the code that would hear it. */
function askAgain(): void {
  if (presence !== 'absent' || document.visibilityState === 'hidden') return;
  void askBrowser().then((exists) => {
    if (exists) settle('present');
  });
}

/** Asks again whenever the page is shown or focused, as long as the database is absent. */
function watchForOtherTabs(watch: boolean): void {
  if (typeof window === 'undefined') return;
  const method = watch ? 'addEventListener' : 'removeEventListener';
  window[method]('focus', askAgain);
  document[method]('visibilitychange', askAgain);
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
