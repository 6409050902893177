import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { db, DB_NAME, type StoredRuleSet, type StoredSession } from '../db';
import { StorageError } from '../storage-errors';
import { sampleHands } from '@/testing/domain/hands';
import { makeSession } from '@/testing/domain/session';
import { makeStoredRuleSet, makeStoredSession } from '@/testing/factories';
import {
  createSession,
  deleteSession,
  getSession,
  listSessions,
  renameSession,
  restoreSession,
  changeSession,
  setArchived,
} from './sessions-repository';
import { listPlayers } from './players-repository';
import { importBackup } from './backup-repository';

/** A restore of evenings and rule sets alone (the part of a backup these tests are about). */
function importSessions(sessions: StoredSession[], ruleSets: StoredRuleSet[]): Promise<void> {
  return importBackup({ sessions, ruleSets, playerNames: [], tournaments: [], resultLog: [], kassaCarries: [] });
}

describe('createSession / getSession', () => {
  it('stores the session file object with a fresh id, timestamps and archived = false', async () => {
    const data = makeSession({ name: 'Freitag' });
    const stored = await createSession(data);
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.archived).toBe(false);
    expect(stored.createdAt).toBe(stored.updatedAt);
    expect(Number.isNaN(Date.parse(stored.createdAt))).toBe(false);
    expect(await getSession(stored.id)).toEqual({ ...stored, data });
  });

  it('gives two sessions different ids', async () => {
    const a = await createSession(makeSession());
    const b = await createSession(makeSession());
    expect(a.id).not.toBe(b.id);
  });

  it('returns undefined for an unknown id', async () => {
    expect(await getSession('nope')).toBeUndefined();
  });
});

describe('listSessions', () => {
  it('lists all sessions, archived included, most recently changed first', async () => {
    await db.sessions.bulkAdd([
      makeStoredSession({ id: 'old', updatedAt: '2026-01-01T10:00:00.000Z' }),
      makeStoredSession({ id: 'new', updatedAt: '2026-03-01T10:00:00.000Z', archived: true }),
      makeStoredSession({ id: 'mid', updatedAt: '2026-02-01T10:00:00.000Z' }),
    ]);
    expect((await listSessions()).map((s) => s.id)).toEqual(['new', 'mid', 'old']);
  });

  it('is empty on a fresh database', async () => {
    expect(await listSessions()).toEqual([]);
  });
});

describe('changeSession', () => {
  it('applies the operation to the stored evening and moves updatedAt; the write is committed when the promise resolves', async () => {
    const stored = await createSession(makeSession({ hands: sampleHands().slice(0, 2) }));
    await new Promise((r) => setTimeout(r, 5));
    const result = await changeSession(stored.id, { kind: 'appendHand', hand: sampleHands()[2]! }, 'addHand');
    expect(result.ok).toBe(true);
    const next = makeSession({ hands: sampleHands() });

    // A second, independent connection sees the committed data.
    const other = new Dexie(DB_NAME);
    try {
      await other.open();
      const raw = (await other.table('sessions').get(stored.id)) as StoredSession;
      expect(raw.data).toEqual(next);
      expect(raw.updatedAt > stored.updatedAt).toBe(true);
      expect(raw.createdAt).toBe(stored.createdAt);
    } finally {
      other.close();
    }
  });

  it('rejects with ERR_STORAGE_NOT_FOUND for an unknown id and writes nothing', async () => {
    const error = await changeSession('missing', { kind: 'appendHand', hand: sampleHands()[0]! }, 'addHand').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).code).toBe('ERR_STORAGE_NOT_FOUND');
    expect(await db.sessions.count()).toBe(0);
  });
});

describe('renameSession', () => {
  it('sets a trimmed name in the session data', async () => {
    const stored = await createSession(makeSession({ name: 'Alt' }));
    await renameSession(stored.id, '  Neujahrsrunde ');
    expect((await getSession(stored.id))?.data.name).toBe('Neujahrsrunde');
  });

  it('removes the optional name when it is emptied', async () => {
    const stored = await createSession(makeSession({ name: 'Alt' }));
    await renameSession(stored.id, '   ');
    const data = (await getSession(stored.id))?.data;
    expect(data).toBeDefined();
    expect('name' in (data ?? {})).toBe(false);
  });

  it('rejects for an unknown id', async () => {
    await expect(renameSession('missing', 'x')).rejects.toMatchObject({ code: 'ERR_STORAGE_NOT_FOUND' });
  });
});

describe('setArchived', () => {
  it('flags and unflags a session without touching its data or updatedAt', async () => {
    const stored = await createSession(makeSession());
    await setArchived(stored.id, true);
    expect(await getSession(stored.id)).toEqual({ ...stored, archived: true });
    await setArchived(stored.id, false);
    expect((await getSession(stored.id))?.archived).toBe(false);
  });

  it('rejects for an unknown id', async () => {
    await expect(setArchived('missing', true)).rejects.toMatchObject({ code: 'ERR_STORAGE_NOT_FOUND' });
  });
});

describe('deleteSession / restoreSession', () => {
  it('deletes, returns the deleted record, and restores it exactly (undo)', async () => {
    const stored = await createSession(makeSession({ hands: sampleHands() }));
    await setArchived(stored.id, true);
    const before = await getSession(stored.id);
    const deleted = await deleteSession(stored.id);
    expect(deleted).toEqual(before);
    expect(await getSession(stored.id)).toBeUndefined();
    await restoreSession(deleted!);
    expect(await getSession(stored.id)).toEqual(before);
  });

  it('returns undefined when there was nothing to delete', async () => {
    expect(await deleteSession('missing')).toBeUndefined();
  });
});

describe('importing evenings and rule sets (importBackup)', () => {
  it('writes sessions, rule sets and the players\u2019 names together', async () => {
    const a = makeStoredSession({ updatedAt: '2026-05-01T20:00:00.000Z' });
    const b = makeStoredSession({ updatedAt: '2026-06-01T20:00:00.000Z', data: { players: ['Anna', 'Eva', 'Franz', 'Gerti', 'Hans'] } });
    const r = makeStoredRuleSet();
    await importSessions([a, b], [r]);
    expect(await getSession(a.id)).toEqual(a);
    expect(await getSession(b.id)).toEqual(b);
    expect(await db.ruleSets.get(r.id)).toEqual(r);
    const players = await listPlayers();
    expect(players.find((p) => p.name === 'Anna')).toEqual({ name: 'Anna', lastSeen: b.updatedAt, timesPlayed: 2 });
    expect(players.map((p) => p.name)).toContain('Dieter');
  });

  it('replaces a session with the same id', async () => {
    const a = makeStoredSession();
    await importSessions([a], []);
    const changed = { ...a, data: { ...a.data, name: 'Umbenannt' } };
    await importSessions([changed], []);
    expect(await db.sessions.count()).toBe(1);
    expect((await getSession(a.id))?.data.name).toBe('Umbenannt');
  });

  it('is all-or-nothing: one bad record stores nothing at all', async () => {
    const good = makeStoredSession();
    const bad = { ...makeStoredSession(), id: undefined } as unknown as StoredSession; // no key
    const r = makeStoredRuleSet();
    const error = await importSessions([good, bad], [r]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(await db.sessions.count()).toBe(0);
    expect(await db.ruleSets.count()).toBe(0);
    expect(await db.players.count()).toBe(0);
  });
});

describe('names are what they look like', () => {
  it('renaming an evening removes bidi and zero-width characters and caps the length', async () => {
    const { createSession: create, renameSession: rename, getSession: get } = await import('./sessions-repository');
    const { makeSession } = await import('@/testing/domain/session');
    const stored = await create(makeSession());
    await rename(stored.id, '\u202eStamm\u200btisch\u202c');
    expect((await get(stored.id))?.data.name).toBe('Stammtisch');
    await rename(stored.id, 'x'.repeat(100));
    expect((await get(stored.id))?.data.name).toHaveLength(60);
  });
});
