/**
 * One storage failure, one message. A screen that says itself why the storage failed (a list
 * that cannot be read, a file not stored, a record or an evening that cannot be opened) shows
 * the storage's words in a `StorageFailureBox`, or registers the words it shows with
 * `useStorageMessageOnScreen`; while such words are on screen the app-wide storage banner does not
 * repeat them (`useStorageMessageOnScreenFor`).
 */
import { useEffect, useId } from 'react';
import { create } from 'zustand';
import { Button } from './button';

const useShown = create<{ texts: Record<string, string> }>()(() => ({ texts: {} }));

/** While the calling screen shows `text` (the storage's words on a failure), the banner leaves them out. */
export function useStorageMessageOnScreen(text: string | null | undefined): void {
  const id = useId();
  useEffect(() => {
    if (!text) return;
    useShown.setState((s) => ({ texts: { ...s.texts, [id]: text } }));
    return () => useShown.setState((s) => ({ texts: Object.fromEntries(Object.entries(s.texts).filter(([key]) => key !== id)) }));
  }, [id, text]);
}

/** Whether a screen shows these words already (the banner then stays away). */
export function useStorageMessageOnScreenFor(text: string | null): boolean {
  return useShown((s) => text !== null && Object.values(s.texts).includes(text));
}

export interface StorageFailureBoxProps {
  /** What could not be done ("Die Turniere … können gerade nicht gelesen werden."). */
  title: string;
  /** A second thing that failed for the same reason ("„x.json“ nicht importiert …"), under the title. */
  also?: string | null;
  /** The storage's words: why, and what to do. */
  message: string;
  retry?: { label: string; onRetry: () => void };
  className?: string;
}

/** A storage failure in the screen's own place: what failed, why and what to do, and a retry. */
export function StorageFailureBox({ title, also, message, retry, className = 'mt-4' }: StorageFailureBoxProps) {
  useStorageMessageOnScreen(message);
  return (
    <div role="alert" className={`${className} rounded-xl border border-red-300 bg-red-50 p-4 text-base text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100`}>
      <p className="font-semibold">{title}</p>
      {also ? <p className="mt-1 font-semibold">{also}</p> : null}
      <p className="mt-1">{message}</p>
      {retry ? (
        <Button className="mt-3" onClick={retry.onRetry}>
          {retry.label}
        </Button>
      ) : null}
    </div>
  );
}
