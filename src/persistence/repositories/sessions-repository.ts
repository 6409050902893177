/**
 * Evenings (sessions). Each write is one IndexedDB transaction with strict
 * durability, and the returned promise resolves only after it committed, so a
 * saved hand is on disk when the sheet says so.
 *
 * A change to an evening's hands is an operation (domain/session-ops) applied
 * to the evening AS STORED, inside the transaction that writes it: another tab's
 * hands are never overwritten by this tab's older copy. The operation's inverse
 * goes into the evening's undo log in the same transaction, so the undo history
 * is exactly as durable as the change it undoes, and survives a reload.
 */
import { liveQuery } from 'dexie';
import type { CheckedSession, EngineError, Session } from '@/domain/model';
import type { RuleSet } from '@/domain/rules/rule-set';
import { applySessionOp, type SessionOp } from '@/domain/session-ops';
import { parseSession } from '@/domain/validation/validate-session';
import { db, type StoredSession } from '../db';
import { guard } from '../storage-errors';
import { now, sessionNotFound as notFound, undoLogKey } from './session-records';

export { deleteSession, getSession, listSessions, renameSession, restoreSession, setArchived, undoLogKey } from './session-records';

export function createSession(data: Session): Promise<StoredSession> {
  return guard(async () => {
    const timestamp = now();
    const stored: StoredSession = { id: crypto.randomUUID(), createdAt: timestamp, updatedAt: timestamp, archived: false, data };
    await db.transaction('rw', db.sessions, () => db.sessions.add(stored));
    return stored;
  });
}


/** What a change did, named for the undo toast ("Spiel 7 gelöscht – Rückgängig"). */
export type ChangeLabel = 'addHand' | 'editHand' | 'deleteHand' | 'voidHand' | 'unvoidHand' | 'appendHand' | 'lastRound' | 'editSession';

/** One change that can be undone: its inverse operation, stored with the evening. */
export interface UndoEntry {
  id: string;
  label: ChangeLabel;
  /** The hand the change concerned (0-based), when it concerned one. */
  index?: number;
  /** Undoes exactly this change. */
  inverse: SessionOp;
  at: string;
}

/** How many changes of one evening can be undone. */
export const UNDO_LIMIT = 50;

export type ChangeResult =
  | { ok: true; stored: StoredSession<CheckedSession>; rules: RuleSet; undoLog: UndoEntry[]; entry: UndoEntry | null; fromIndex: number }
  | { ok: false; errors: EngineError[] };

function readUndoLog(value: unknown): UndoEntry[] {
  return Array.isArray(value) ? (value as UndoEntry[]) : [];
}

/** The evening's undo log, oldest first. */
export function getUndoLog(sessionId: string): Promise<UndoEntry[]> {
  return guard(async () => readUndoLog((await db.meta.get(undoLogKey(sessionId)))?.value));
}

async function applyInTransaction(
  id: string,
  op: SessionOp,
  log: (entries: UndoEntry[], inverse: SessionOp, index: number | undefined) => { entries: UndoEntry[]; entry: UndoEntry | null },
): Promise<ChangeResult> {
  const key = undoLogKey(id);
  // Both records are asked for at once, and both written at once: one round trip each instead of two.
  const [existing, logRecord] = await Promise.all([db.sessions.get(id), db.meta.get(key)]);
  if (!existing) throw notFound(id);
  const applied = applySessionOp(existing.data, op);
  if (!applied.ok) return applied;
  const parsed = parseSession(applied.next);
  if (!parsed.ok) return { ok: false, errors: parsed.error };
  // The checked copy is what is stored and returned: the open evening settles exactly what is on disk.
  const stored: StoredSession<CheckedSession> = { ...existing, data: parsed.value.session, updatedAt: now() };
  const { entries, entry } = log(readUndoLog(logRecord?.value), applied.inverse, applied.index);
  await Promise.all([db.sessions.put(stored), db.meta.put({ key, value: entries })]);
  return { ok: true, stored, rules: parsed.value.rules, undoLog: entries, entry, fromIndex: applied.fromIndex };
}

/**
 * Applies one change to the stored evening and logs its inverse, in one
 * transaction. Refused (nothing written) when the operation no longer fits the
 * stored evening or the result is not a valid session.
 */
export function changeSession(id: string, op: SessionOp, label: ChangeLabel): Promise<ChangeResult> {
  return guard(() =>
    db.transaction('rw', db.sessions, db.meta, () =>
      applyInTransaction(id, op, (entries, inverse, index) => {
        const entry: UndoEntry = { id: crypto.randomUUID(), label, ...(index === undefined ? {} : { index }), inverse, at: now() };
        return { entries: [...entries, entry].slice(-UNDO_LIMIT), entry };
      }),
    ),
  );
}

/**
 * Undoes one logged change (the newest when `entryId` is not given) by applying
 * its inverse to the stored evening. A change that can no longer be undone
 * (its hand was changed elsewhere) is refused and leaves the log.
 */
export function undoSessionChange(id: string, entryId?: string): Promise<ChangeResult> {
  return guard(() =>
    db.transaction('rw', db.sessions, db.meta, async () => {
      const key = undoLogKey(id);
      const entries = readUndoLog((await db.meta.get(key))?.value);
      const entry = entryId === undefined ? entries.at(-1) : entries.find((e) => e.id === entryId);
      if (!entry) {
        return { ok: false, errors: [{ code: 'ERR_NOTHING_TO_UNDO', hand: null, field: 'file', message: 'there is nothing to undo' }] };
      }
      const rest = entries.filter((e) => e.id !== entry.id);
      const result = await applyInTransaction(id, entry.inverse, () => ({ entries: rest, entry }));
      if (!result.ok) await db.meta.put({ key, value: rest });
      return result;
    }),
  );
}

/**
 * Calls `onChange` with the stored evening and its undo log now and after every
 * change, also one made in another tab. Returns the unsubscribe function.
 */
export function watchSession(
  id: string,
  onChange: (value: { stored: StoredSession | undefined; undoLog: UndoEntry[] }) => void,
  onError: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(async () => ({ stored: await db.sessions.get(id), undoLog: readUndoLog((await db.meta.get(undoLogKey(id)))?.value) }))
    .subscribe({ next: onChange, error: onError });
  return () => subscription.unsubscribe();
}
