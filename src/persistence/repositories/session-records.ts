/**
 * Evenings as records: list, read, rename, archive, delete, restore and import
 * whole evenings — what the start screen and the backup need. Changes to an evening's hands (and their undo log)
 * are in sessions-repository.ts, which re-exports these; they are kept apart so
 * the start screen does not load the validation and the session operations.
 * Each write is one IndexedDB transaction with strict durability.
 */
import type { Session } from '@/domain/model';
import { MAX_SESSION_NAME_LENGTH } from '@/domain/limits';
import { normalizePlayerName } from '@/domain/player-name';
import { db, type StoredRuleSet, type StoredSession } from '../db';
import { guard, StorageError } from '../storage-errors';
import { mergePlayers } from './players-repository';

export function now(): string {
  return new Date().toISOString();
}

export function sessionNotFound(id: string): StorageError {
  return new StorageError('ERR_STORAGE_NOT_FOUND', `No session with id ${id}.`, { params: { id } });
}

/** All sessions, archived ones included, most recently changed first. */
export function listSessions(): Promise<StoredSession[]> {
  // Through a cursor, one record per step: a device holding a season has dozens of evenings,
  // and reading them all at once unpacks and copies every hand in one long task.
  return guard(async () => {
    const out: StoredSession[] = [];
    await db.sessions.orderBy('updatedAt').reverse().each((s) => {
      out.push(s);
    });
    return out;
  });
}

export function getSession(id: string): Promise<StoredSession | undefined> {
  return guard(() => db.sessions.get(id));
}

/** Sets the evening's name; an empty name removes it (the field is optional in the file). */
export function renameSession(id: string, name: string): Promise<void> {
  return guard(() =>
    db.transaction('rw', db.sessions, async () => {
      const existing = await db.sessions.get(id);
      if (!existing) throw sessionNotFound(id);
      // Same text rules as a player's name: no bidi or invisible characters; capped.
      const trimmed = [...normalizePlayerName(name)].slice(0, MAX_SESSION_NAME_LENGTH).join('');
      const { name: _old, ...rest } = existing.data;
      const data: Session = trimmed ? { ...rest, name: trimmed } : rest;
      await db.sessions.put({ ...existing, data, updatedAt: now() });
    }),
  );
}

export function setArchived(id: string, archived: boolean): Promise<void> {
  return guard(() =>
    db.transaction('rw', db.sessions, async () => {
      const existing = await db.sessions.get(id);
      if (!existing) throw sessionNotFound(id);
      // Archiving is not a change of the evening itself: updatedAt stays.
      await db.sessions.put({ ...existing, archived });
    }),
  );
}

/** Deletes a session and returns what was deleted (for an undo through `restoreSession`). */
export function deleteSession(id: string): Promise<StoredSession | undefined> {
  return guard(() =>
    db.transaction('rw', db.sessions, db.meta, async () => {
      const existing = await db.sessions.get(id);
      if (existing) await db.sessions.delete(id);
      await db.meta.delete(undoLogKey(id));
      // Its half-entered hands go with it.
      await db.meta.where('key').startsWith(`handDraft:${id}:`).delete();
      return existing;
    }),
  );
}

export function undoLogKey(sessionId: string): string {
  return `undo:${sessionId}`;
}

/** Puts a deleted session back exactly as it was. */
export function restoreSession(stored: StoredSession): Promise<void> {
  return guard(async () => {
    await db.transaction('rw', db.sessions, () => db.sessions.put(stored));
  });
}

/**
 * The evenings, rule sets and names of an import (the backup's restore, `importBackup`), for a
 * transaction that the caller opened over (at least) `sessions`, `ruleSets` and `players`.
 * Records with an existing id are replaced; the players' names are remembered for suggestions.
 */
export async function writeImported(sessions: readonly StoredSession[], ruleSets: readonly StoredRuleSet[], playerNames: readonly string[]): Promise<void> {
  await db.sessions.bulkPut([...sessions]);
  await db.ruleSets.bulkPut([...ruleSets]);
  for (const s of sessions) {
    await mergePlayers(s.data.players, s.updatedAt);
  }
  const seenAt = now();
  for (const name of new Set(playerNames.map((n) => n.trim()).filter((n) => n.length > 0))) {
    if (!(await db.players.get(name))) await db.players.add({ name, lastSeen: seenAt, timesPlayed: 0 });
  }
}
