/** Holds the draft of the hand being entered in a component; every change is a pure function of `draft-changes.ts`. */
import { useCallback, useState } from 'react';
import type { HandDraft } from './draft-model';

export interface HandDraftApi {
  draft: HandDraft;
  /** Applies a pure change (one of the `choose…` functions above). */
  update: (change: (draft: HandDraft) => HandDraft) => void;
  reset: (draft: HandDraft) => void;
}

/** Holds the draft of the hand being entered; changes go through the pure functions above. */
export function useHandDraft(initial: () => HandDraft): HandDraftApi {
  const [draft, setDraft] = useState<HandDraft>(initial);
  const update = useCallback((change: (draft: HandDraft) => HandDraft) => setDraft((d) => change(d)), []);
  const reset = useCallback((next: HandDraft) => setDraft(next), []);
  return { draft, update, reset };
}
