/**
 * Half-entered hands, kept in the `meta` table as `handDraft:<session id>:<slot>:<tab id>`
 * (slot: `new` or the index of the hand being edited). IndexedDB, not localStorage: a
 * written record survives the phone killing the browser a moment later, where
 * localStorage may lose the last seconds of writes. One record per tab, so two tabs of one
 * evening keep their own drafts. What a record holds is the state layer's business
 * (`state/hand-drafts.ts`); here it is only read, written, moved and deleted.
 */
import { db } from '../db';
import { guard } from '../storage-errors';

const PREFIX = 'handDraft:';

export interface DraftRecordRow {
  key: string;
  tab: string;
  value: unknown;
}

function slotPrefix(sessionId: string, slot: string): string {
  return `${PREFIX}${sessionId}:${slot}:`;
}

export function handDraftKey(sessionId: string, slot: string, tab: string): string {
  return slotPrefix(sessionId, slot) + tab;
}

/** Every tab's draft of one form (an evening's new hand, or one edited hand). */
export function listHandDrafts(sessionId: string, slot: string): Promise<DraftRecordRow[]> {
  const prefix = slotPrefix(sessionId, slot);
  return guard(async () => {
    const rows = await db.meta.where('key').startsWith(prefix).toArray();
    return rows.map((r) => ({ key: r.key, tab: r.key.slice(prefix.length), value: r.value }));
  });
}

export function putHandDraft(key: string, value: unknown): Promise<void> {
  return guard(async () => {
    await db.meta.put({ key, value });
  });
}

export function deleteHandDraft(key: string): Promise<void> {
  return guard(() => db.meta.delete(key));
}

/** Takes over another tab's draft: written under this tab's key, removed under the other's, at once. */
export function moveHandDraft(from: string, to: string, value: unknown): Promise<void> {
  return guard(() =>
    db.transaction('rw', db.meta, async () => {
      await db.meta.delete(from);
      await db.meta.put({ key: to, value });
    }),
  );
}
