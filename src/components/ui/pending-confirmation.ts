/**
 * A question waiting for the user's answer, and what to run once it is answered: the
 * dialog is open while `pending` is not null; "yes" takes the waiting thing out (the dialog
 * closes at once) and runs it, "no" drops it. A second tap on "yes" before the dialog has
 * gone runs nothing again: the thing is taken once.
 */
import { useCallback, useRef, useState } from 'react';

export interface PendingConfirmation<P> {
  /** What waits for the answer; null while nothing is asked. */
  pending: P | null;
  /** Asks: opens the dialog for `p` (replacing a question still open). */
  ask: (p: P) => void;
  /** "No": closes the dialog, nothing runs. */
  cancel: () => void;
  /** "Yes": closes the dialog and runs `run` with what waited, once. Nothing waits: nothing runs. */
  take: (run: (p: P) => void) => void;
}

export function usePendingConfirmation<P>(): PendingConfirmation<P> {
  const [pending, setPending] = useState<P | null>(null);
  // The value the next `take` finds, also between a tap and the render that closes the dialog.
  const current = useRef<P | null>(null);
  const ask = useCallback((p: P) => {
    current.current = p;
    setPending(p);
  }, []);
  const cancel = useCallback(() => {
    current.current = null;
    setPending(null);
  }, []);
  const take = useCallback((run: (p: P) => void) => {
    const p = current.current;
    current.current = null;
    setPending(null);
    if (p !== null) run(p);
  }, []);
  return { pending, ask, cancel, take };
}
