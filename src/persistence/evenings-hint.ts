/**
 * What the start screen shows before IndexedDB has answered. Reading the evenings takes a
 * moment after the JavaScript has loaded; on a first visit there is nothing to wait for, so the
 * start screen (and index.html's static copy of it, painted before any JavaScript) shows the
 * welcome ("Noch kein Abend …") at once instead of "Abende werden geladen …". A device that has
 * evenings, or may have them, shows the loading line until the list is read.
 *
 * The hint is `koenigsblock.hasEvenings` in localStorage: "0" when the last read list was
 * empty, "1" otherwise, written every time the start screen has read its list and set to "1"
 * whenever an evening is stored (db.ts: new, imported or restored evenings). Without a hint
 * (the first start of this version), any other `koenigsblock.` key means the app was used
 * before and may have evenings. It only chooses the first paint: the list read from the
 * database always decides what stays on the screen.
 *
 * index.html carries the same rule as an inline script; src/app/app-shell.test.tsx checks the
 * two agree for every state of the storage.
 */

export const EVENINGS_HINT_KEY = 'koenigsblock.hasEvenings';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** True when evenings may exist (show "loading" first), false when there are surely none yet. */
export function eveningsExpected(): boolean {
  const ls = storage();
  if (!ls) return true;
  try {
    const hint = ls.getItem(EVENINGS_HINT_KEY);
    if (hint !== null) return hint !== '0';
    for (let i = 0; i < ls.length; i++) {
      if (ls.key(i)?.startsWith('koenigsblock.')) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** Remembers whether the list just read had any evening (archived ones included). */
export function rememberEvenings(count: number): void {
  const ls = storage();
  if (!ls) return;
  const value = count > 0 ? '1' : '0';
  try {
    if (ls.getItem(EVENINGS_HINT_KEY) !== value) ls.setItem(EVENINGS_HINT_KEY, value);
  } catch {
    // storage full or blocked: the next start shows "loading" first, nothing else changes
  }
}
