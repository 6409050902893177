/**
 * A Pagatkassa carried over to the next evening (rules.md §6, "Pagatkassa übertragen").
 * Kept in the `meta` table, one record per set of players (the pot belongs to that
 * table, whatever the seating): `kassaCarry:<names>` → `KassaCarry`. Creating the next
 * evening with the same players takes it (the new session's `kassaStart`) and removes it
 * in the same transaction, so a pot is never carried into two evenings.
 */
import type { Session } from '@/domain/model';
import { kassaTableKey } from '@/domain/kassa-table';
import { db, type StoredSession } from '../db';
import type { KassaCarry } from '../records';
import { guard } from '../storage-errors';

export type { KassaCarry } from '../records';

const PREFIX = 'kassaCarry:';

/** The table's key: the names, case-insensitive, in any seating order. */
export function kassaCarryKey(players: readonly string[]): string {
  return PREFIX + kassaTableKey(players);
}

function isKassaCarry(value: unknown): value is KassaCarry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<KassaCarry>;
  return typeof v.fromSessionId === 'string' && Array.isArray(v.players) && typeof v.balance === 'number' && v.balance > 0;
}

/** Records that the evening's pot goes to the next evening of the same players. */
export function recordKassaCarry(from: Pick<StoredSession, 'id' | 'data'>, balance: number, at: string = new Date().toISOString()): Promise<KassaCarry> {
  const carry: KassaCarry = {
    fromSessionId: from.id,
    ...(from.data.name ? { fromName: from.data.name } : {}),
    ...(from.data.date ? { fromDate: from.data.date } : {}),
    players: [...from.data.players],
    balance,
    at,
  };
  return guard(async () => {
    await db.transaction('rw', db.meta, () => db.meta.put({ key: kassaCarryKey(carry.players), value: carry }));
    return carry;
  });
}

/** The pot waiting for these players, if any. */
export function findKassaCarry(players: readonly string[]): Promise<KassaCarry | null> {
  return guard(async () => {
    const record = await db.meta.get(kassaCarryKey(players));
    return record && isKassaCarry(record.value) ? record.value : null;
  });
}

/** Every pot waiting for its next evening (for the backup), oldest first. */
export function listKassaCarries(): Promise<KassaCarry[]> {
  return guard(async () => {
    const records = await db.meta.where('key').startsWith(PREFIX).toArray();
    return records
      .map((r) => r.value)
      .filter(isKassaCarry)
      .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  });
}

/** Takes back a carry that was recorded from this evening. */
export function cancelKassaCarry(sessionId: string, players: readonly string[]): Promise<void> {
  return guard(() =>
    db.transaction('rw', db.meta, async () => {
      const record = await db.meta.get(kassaCarryKey(players));
      if (record && isKassaCarry(record.value) && record.value.fromSessionId === sessionId) await db.meta.delete(record.key);
    }),
  );
}

/**
 * Creates the next evening starting with the carried pot: the session gets
 * `kassaStart`, and the carry record is removed, both in one transaction.
 */
export function createSessionWithCarry(data: Session, carry: KassaCarry | null): Promise<StoredSession> {
  return guard(async () => {
    const timestamp = new Date().toISOString();
    const session: Session = carry ? { ...data, kassaStart: carry.balance } : data;
    const stored: StoredSession = { id: crypto.randomUUID(), createdAt: timestamp, updatedAt: timestamp, archived: false, data: session };
    await db.transaction('rw', db.sessions, db.meta, async () => {
      if (carry) {
        const key = kassaCarryKey(carry.players);
        const current = await db.meta.get(key);
        if (!current || !isKassaCarry(current.value) || current.value.fromSessionId !== carry.fromSessionId) {
          throw new Error('The carried-over Pagatkassa was already taken by another evening.');
        }
        await db.meta.delete(key);
      }
      await db.sessions.add(stored);
    });
    return stored;
  });
}
