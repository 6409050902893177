/**
 * Round sheets on a table phone: sessions opened from a tournament's table card. The
 * session itself carries the `tournament` key (tournament-format.md §7); the round's
 * clock — when the sheet was opened and the time limit from the card — is kept beside it
 * in `meta` ("roundClock:<session id>"), written in the same transaction as the session,
 * and so is the table's key from the card ("roundKey:<session id>", tournament-format.md
 * §6), which signs the round's hand-in. The key is not part of the session file. A card
 * without a key leaves a mark instead ("roundKeyless:<session id>"): a sheet with neither (a
 * phone restored from a backup made without table keys) has lost its key, and its hand-in would
 * go out unsigned where the director expects a signature.
 */
import type { Session } from '@/domain/model';
import type { SessionTournamentLink } from '@/domain/tournament/model';
import { db, type StoredSession } from '../db';
import { guard } from '../storage-errors';

export interface RoundClock {
  /** ISO timestamp: when the sheet was opened from the card. */
  openedAt: string;
  timeLimitMinutes?: number;
}

const clockKey = (sessionId: string) => `roundClock:${sessionId}`;
const tableKeyKey = (sessionId: string) => `roundKey:${sessionId}`;
const keylessKey = (sessionId: string) => `roundKeyless:${sessionId}`;

type RoundSession = Session & { tournament?: SessionTournamentLink };

/** The stored round sheet for a tournament's round and table (not archived), if this phone has one. */
export function findRoundSession(tournamentId: string, round: number, table: number): Promise<StoredSession | undefined> {
  return guard(() =>
    db.sessions
      .filter((s) => {
        const link = (s.data as RoundSession).tournament;
        return !s.archived && link?.id === tournamentId && link.round === round && link.table === table;
      })
      .first(),
  );
}

/** Stores a new round sheet, its clock and the table's key (when the card has one) in one transaction. */
export function createRoundSession(data: RoundSession, clock: RoundClock, tableKey?: string): Promise<StoredSession> {
  return guard(async () => {
    const stored: StoredSession = { id: crypto.randomUUID(), createdAt: clock.openedAt, updatedAt: clock.openedAt, archived: false, data };
    await db.transaction('rw', db.sessions, db.meta, async () => {
      await db.sessions.add(stored);
      await db.meta.put({ key: clockKey(stored.id), value: clock });
      await db.meta.put(tableKey !== undefined ? { key: tableKeyKey(stored.id), value: tableKey } : { key: keylessKey(stored.id), value: true });
    });
    return stored;
  });
}

/** The table's key of a round sheet (from its table card), if the card had one. */
export function getRoundTableKey(sessionId: string): Promise<string | undefined> {
  return guard(async () => {
    const value = (await db.meta.get(tableKeyKey(sessionId)))?.value;
    return typeof value === 'string' ? value : undefined;
  });
}

/**
 * What this phone knows of a round sheet's table key: the key, or whether the sheet's table card
 * came without one (a table of a tournament from before keys existed). Neither: the key is lost.
 */
export function getRoundKeyState(sessionId: string): Promise<{ key: string | undefined; cardWithoutKey: boolean }> {
  return guard(async () => {
    const [key, keyless] = await Promise.all([db.meta.get(tableKeyKey(sessionId)), db.meta.get(keylessKey(sessionId))]);
    return { key: typeof key?.value === 'string' ? key.value : undefined, cardWithoutKey: keyless?.value === true };
  });
}

/** Marks a round sheet's table card as one without a key (its table takes unsigned hand-ins). */
export function markRoundCardWithoutKey(sessionId: string): Promise<void> {
  return guard(async () => {
    await db.meta.put({ key: keylessKey(sessionId), value: true });
  });
}

/** The `meta` record that keeps a round sheet's table key (a restore writes it in its own transaction). */
export function roundTableKeyRecord(sessionId: string, tableKey: string): { key: string; value: string } {
  return { key: tableKeyKey(sessionId), value: tableKey };
}

/** Every round sheet's table key, by the sheet's id (for the backup). */
export function listRoundTableKeys(): Promise<Map<string, string>> {
  return guard(async () => {
    const records = await db.meta.where('key').startsWith('roundKey:').toArray();
    return new Map(records.filter((r) => typeof r.value === 'string').map((r) => [r.key.slice('roundKey:'.length), r.value as string]));
  });
}

/**
 * Keeps `tableKey` as the round sheet's table key, but only while the sheet still holds
 * `expected` (undefined: no key at all) — read and written in one transaction, so a key another
 * tab stored meanwhile is never overwritten unseen. Answers whether the key was written.
 */
export function setRoundTableKey(sessionId: string, tableKey: string, expected: string | undefined): Promise<boolean> {
  return guard(() =>
    db.transaction('rw', db.meta, async () => {
      const value = (await db.meta.get(tableKeyKey(sessionId)))?.value;
      const current = typeof value === 'string' ? value : undefined;
      if (current !== expected) return false;
      if (current !== tableKey) await db.meta.put({ key: tableKeyKey(sessionId), value: tableKey });
      return true;
    }),
  );
}

export function getRoundClock(sessionId: string): Promise<RoundClock | undefined> {
  return guard(async () => {
    const record = await db.meta.get(clockKey(sessionId));
    const value = record?.value as Partial<RoundClock> | undefined;
    if (!value || typeof value.openedAt !== 'string') return undefined;
    return typeof value.timeLimitMinutes === 'number'
      ? { openedAt: value.openedAt, timeLimitMinutes: value.timeLimitMinutes }
      : { openedAt: value.openedAt };
  });
}
