/**
 * A backup taken while the device writes is consistent: a change that writes several tables
 * at once is in the backup completely or not at all. The example: the next evening takes the
 * pot carried over from the last one (the carry record goes, the new evening starts with
 * the pot) while the backup reads — the pot must be in the backup exactly once.
 */
import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { db } from '@/persistence/db';
import { createSessionWithCarry, recordKassaCarry } from '@/persistence/repositories/kassa-carry-repository';
import { makeStoredSession } from '@/testing/factories';
import { makeSession } from '@/testing/domain/session';
import { buildFullBackup } from './backup';

interface BundleLike {
  sessions: { kassaStart?: number }[];
  kassaCarries?: { balance: number }[];
}

/** Where the carried pot is in a backup: in the carry records and in the evenings that started with it. */
function potsIn(content: string): { carried: number; started: number } {
  const bundle = JSON.parse(content) as BundleLike;
  return {
    carried: (bundle.kassaCarries ?? []).filter((c) => c.balance === 12).length,
    started: bundle.sessions.filter((s) => s.kassaStart === 12).length,
  };
}

async function lastEveningWithPot() {
  const last = makeStoredSession({ id: 'last', data: { name: 'Donnerstagsrunde' } });
  await db.sessions.put(last);
  const carry = await recordKassaCarry(last, 12, '2026-11-26T23:00:00.000Z');
  return { next: makeSession({ players: last.data.players, name: 'Nächste Runde' }), carry };
}

describe('the full backup', () => {
  it('reads every list in one transaction: the pot taken by the next evening meanwhile is in it exactly once', async () => {
    const { next, carry } = await lastEveningWithPot();
    // The moment the backup reads its first evening, the next evening takes the pot (outside the backup's reading).
    let write: Promise<unknown> | undefined;
    const reading = (obj: unknown) => {
      write ??= Dexie.ignoreTransaction(() => createSessionWithCarry(next, carry));
      return obj;
    };
    db.sessions.hook('reading', reading);
    let backup: { content: string };
    try {
      backup = await buildFullBackup('2026-11-27T22:00:00.000Z');
    } finally {
      db.sessions.hook('reading').unsubscribe(reading);
    }
    expect(write).toBeDefined();
    await write;
    // The backup holds the device before the change (the pot carried, no next evening) — never half of it.
    expect(potsIn(backup.content)).toEqual({ carried: 1, started: 0 });
    // Taken now, it holds the device after the change: the pot in the next evening.
    expect(potsIn((await buildFullBackup('2026-11-27T22:05:00.000Z')).content)).toEqual({ carried: 0, started: 1 });
  });
});
