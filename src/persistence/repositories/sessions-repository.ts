/**
 * Evenings (sessions). Each write is one IndexedDB transaction and the returned
 * promise resolves only after it committed, so a saved hand is on disk when the
 * sheet says so.
 */
import type { Session } from '@/domain/model';
import { db, type StoredRuleSet, type StoredSession } from '../db';
import { guard, StorageError } from '../storage-errors';
import { mergePlayers } from './players-repository';

function now(): string {
  return new Date().toISOString();
}

function notFound(id: string): StorageError {
  return new StorageError('ERR_STORAGE_NOT_FOUND', `No session with id ${id}.`, { params: { id } });
}

/** All sessions, archived ones included, most recently changed first. */
export function listSessions(): Promise<StoredSession[]> {
  return guard(() => db.sessions.orderBy('updatedAt').reverse().toArray());
}

export function getSession(id: string): Promise<StoredSession | undefined> {
  return guard(() => db.sessions.get(id));
}

export function createSession(data: Session): Promise<StoredSession> {
  return guard(async () => {
    const timestamp = now();
    const stored: StoredSession = { id: crypto.randomUUID(), createdAt: timestamp, updatedAt: timestamp, archived: false, data };
    await db.transaction('rw', db.sessions, () => db.sessions.add(stored));
    return stored;
  });
}

/** Replaces the whole session object atomically (one hand saved = one call). */
export function saveSessionData(id: string, data: Session): Promise<void> {
  return guard(() =>
    db.transaction('rw', db.sessions, async () => {
      const existing = await db.sessions.get(id);
      if (!existing) throw notFound(id);
      await db.sessions.put({ ...existing, data, updatedAt: now() });
    }),
  );
}

/** Sets the evening's name; an empty name removes it (the field is optional in the file). */
export function renameSession(id: string, name: string): Promise<void> {
  return guard(() =>
    db.transaction('rw', db.sessions, async () => {
      const existing = await db.sessions.get(id);
      if (!existing) throw notFound(id);
      const trimmed = name.trim();
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
      if (!existing) throw notFound(id);
      // Archiving is not a change of the evening itself: updatedAt stays.
      await db.sessions.put({ ...existing, archived });
    }),
  );
}

/** Deletes a session and returns what was deleted (for an undo through `restoreSession`). */
export function deleteSession(id: string): Promise<StoredSession | undefined> {
  return guard(() =>
    db.transaction('rw', db.sessions, async () => {
      const existing = await db.sessions.get(id);
      if (existing) await db.sessions.delete(id);
      return existing;
    }),
  );
}

/** Puts a deleted session back exactly as it was. */
export function restoreSession(stored: StoredSession): Promise<void> {
  return guard(async () => {
    await db.transaction('rw', db.sessions, () => db.sessions.put(stored));
  });
}

/**
 * Writes imported sessions and rule sets in ONE transaction: either all of them
 * are stored or none. Records with an existing id are replaced. The players'
 * names are remembered for suggestions in the same transaction.
 */
export function importSessions(
  sessions: StoredSession[],
  ruleSets: StoredRuleSet[],
  /** Further names to remember (a backup's player list); names already known stay as they are. */
  playerNames: readonly string[] = [],
): Promise<void> {
  return guard(() =>
    db.transaction('rw', [db.sessions, db.ruleSets, db.players], async () => {
      await db.sessions.bulkPut(sessions);
      await db.ruleSets.bulkPut(ruleSets);
      for (const s of sessions) {
        await mergePlayers(s.data.players, s.updatedAt);
      }
      const seenAt = now();
      for (const name of new Set(playerNames.map((n) => n.trim()).filter((n) => n.length > 0))) {
        if (!(await db.players.get(name))) await db.players.add({ name, lastSeen: seenAt, timesPlayed: 0 });
      }
    }),
  );
}
