/**
 * Half-entered hands are never lost silently: the hand form keeps its draft here
 * on every change, per evening and hand (a new hand, or the hand being edited),
 * and takes it back when the form opens again — also after a reload, an app
 * update or the phone killing the tab. Kept in localStorage (synchronous, so the
 * last tap is written before the page can go away); saving or deleting the hand,
 * or discarding the draft, removes it. A draft of an edited hand is only taken
 * back while that hand is still as it was when the draft began.
 */
import type { Hand } from '@/domain/index';

const PREFIX = 'koenigsblock.handDraft.';

interface StoredDraft {
  v: 1;
  /** The hand being edited as it was when the draft began; null for a new hand. */
  original: Hand | null;
  draft: unknown;
  at: string;
}

function keyOf(sessionId: string, index: number | undefined): string {
  return `${PREFIX}${sessionId}.${index === undefined ? 'new' : index}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The kept draft of this form, if any and still fitting; `isDraft` checks its shape. */
export function loadHandDraft<T>(
  sessionId: string,
  index: number | undefined,
  original: Hand | undefined,
  isDraft: (value: unknown) => value is T,
): T | null {
  const raw = storage()?.getItem(keyOf(sessionId, index));
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (stored.v !== 1 || !isDraft(stored.draft)) return null;
    if (JSON.stringify(stored.original ?? null) !== JSON.stringify(original ?? null)) return null;
    return stored.draft;
  } catch {
    return null;
  }
}

/** Keeps the draft (a full storage only loses the draft, never the evening). */
export function saveHandDraft(sessionId: string, index: number | undefined, original: Hand | undefined, draft: unknown): void {
  const record: StoredDraft = { v: 1, original: original ?? null, draft, at: new Date().toISOString() };
  try {
    storage()?.setItem(keyOf(sessionId, index), JSON.stringify(record));
  } catch {
    // Quota or privacy mode: the form still works, the draft is just not kept.
  }
}

export function clearHandDraft(sessionId: string, index: number | undefined): void {
  try {
    storage()?.removeItem(keyOf(sessionId, index));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
