/**
 * A live list for a screen that must stay usable when the storage fails: the list, or the
 * storage failure that kept it from being read (a full disk where a fresh profile's database
 * was to be created), so the screen keeps its frame — importing, creating — and says why
 * instead of breaking. After a failure the list is read again when the next write goes through
 * (in this tab or another) and on `retry`. The same for one record: `useLiveRecord`.
 */
import Dexie, { liveQuery } from 'dexie';
import { startTransition, useEffect, useRef, useState } from 'react';
import { toStorageError, type StorageError } from '../storage-errors';

export interface LiveList<T> {
  /** undefined while the list is read (or could not be read). */
  items: T[] | undefined;
  /** Why the list could not be read; null when it was. */
  failure: StorageError | null;
  retry: () => void;
}

/** `query` must keep its identity (a module's function); `transition`: a long list is drawn in slices. */
export function useLiveList<T>(query: () => Promise<T[]>, transition = false): LiveList<T> {
  const [state, setState] = useState<{ items?: T[]; failure: StorageError | null }>({ failure: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (items) => {
        if (transition) startTransition(() => setState({ items, failure: null }));
        else setState({ items, failure: null });
      },
      error: (error: unknown) => setState({ failure: toStorageError(error) }),
    });
    return () => subscription.unsubscribe();
  }, [query, transition, attempt]);
  useReadAgainOnWrite(state.failure !== null, setAttempt);
  return { items: state.items, failure: state.failure, retry: () => setAttempt((n) => n + 1) };
}

export interface LiveRecord<T> {
  /** undefined while the record is read (or could not be read); null when there is none. */
  read: T | null | undefined;
  /** Why the record could not be read; null when it was. */
  failure: StorageError | null;
  retry: () => void;
}

/**
 * One stored record, live, for a screen that must not break when the storage fails (a read
 * refused on a full disk, an IndexedDB error): the record, or the failure as a value, read again
 * when the next write goes through and on `retry`. `query` is read again when `key` changes.
 */
export function useLiveRecord<T>(query: () => Promise<T | null>, key: string): LiveRecord<T> {
  const [state, setState] = useState<{ key: string; read?: T | null; failure: StorageError | null }>({ key, failure: null });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(query);
  latest.current = query;
  useEffect(() => {
    const subscription = liveQuery(() => latest.current()).subscribe({
      next: (read) => setState({ key, read, failure: null }),
      error: (error: unknown) => setState({ key, failure: toStorageError(error) }),
    });
    return () => subscription.unsubscribe();
  }, [key, attempt]);
  const current = state.key === key ? state : { key, failure: null };
  useReadAgainOnWrite(current.failure !== null, setAttempt);
  return { read: current.read, failure: current.failure, retry: () => setAttempt((n) => n + 1) };
}

/** While a read has failed, every write that goes through (in this tab or another) reads again: room may be free now. */
function useReadAgainOnWrite(failed: boolean, setAttempt: (next: (n: number) => number) => void): void {
  useEffect(() => {
    if (!failed) return;
    const again = () => setAttempt((n) => n + 1);
    Dexie.on('storagemutated', again);
    return () => Dexie.on.storagemutated.unsubscribe(again);
  }, [failed, setAttempt]);
}
