/**
 * One behaviour suite for the sync's store port, registered against every implementation:
 * the in-memory store of the tests and the desk's Dexie store (`desk-store.ts`). A port is a
 * transaction: what another writer stored meanwhile is never lost. The network hand-in is
 * checked once: stored, held for the director, or refused with one reason. And the hand-in
 * desk of the sync on top of it: forged documents, other tournaments, after the round closed.
 */
import { describe, expect, it } from 'vitest';
import PouchDB from 'pouchdb-core';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { buildTableSession, buildTournament } from '@/testing/domain/tournament';
import { makeHandIn } from '@/domain/tournament/hand-in';
import { makeTableKey } from '@/domain/tournament/table-key';
import { handInDoc } from '@/domain/online/documents';
import type { TournamentFile } from '@/domain/tournament/model';
import type { PouchStatic } from '@/state/online/pouch-types';
import { HandInDesk } from '@/state/online/sync-hand-ins';
import type { SyncStatus, TournamentStorePort } from '@/state/online/sync-types';

type Pluggable = { plugin(p: unknown): Pluggable };
const P = (PouchDB as unknown as Pluggable).plugin(MemoryAdapter) as unknown as PouchStatic;

export interface PortUnderTest {
  port: TournamentStorePort;
  /** The tournament as stored now. */
  stored(): Promise<TournamentFile | undefined>;
  /** A registration as the app's tournament store makes it (its own queue step). */
  register(name: string): Promise<void>;
}

/** A tournament of one drawn round whose table 1 has a key (its hand-ins are signed). */
export function keyedTournament(): TournamentFile {
  const t = { ...buildTournament({ players: 8, rounds: 1 }), id: crypto.randomUUID() };
  t.rounds[0]!.tables[0]!.key = makeTableKey((n) => new Uint8Array(n).fill(7));
  return t;
}

export function storePortSuite(name: string, make: (file: TournamentFile | undefined) => Promise<PortUnderTest>): void {
  describe(`the sync's store port: ${name}`, () => {
    it('update hands the change the stored file and stores what it returns; null stores nothing', async () => {
      const t = keyedTournament();
      const s = await make(t);
      const after = await s.port.update((f) => (f ? { ...f, name: 'Umbenannt' } : null));
      expect(after?.name).toBe('Umbenannt');
      expect((await s.stored())?.name).toBe('Umbenannt');
      expect((await s.port.update(() => null))?.name).toBe('Umbenannt');
    });

    it('a registration made while a merge runs is kept: the merge works on the file stored at that moment', async () => {
      const t = keyedTournament();
      const s = await make(t);
      const stale = await s.port.read();
      await s.register('Ida Wolf');
      // The merge brings another desk's walk-in; it must not write over the registration.
      await s.port.update((current) => (current ? { ...current, players: [...current.players, { id: 'p9-zzzz', name: 'Jakob Rauch' }] } : stale ?? null));
      const names = (await s.stored())!.players.map((p) => p.name);
      expect(names).toContain('Ida Wolf');
      expect(names).toContain('Jakob Rauch');
    });

    it('a registration and a merge fired at once both survive', async () => {
      const s = await make(keyedTournament());
      await Promise.all([
        s.register('Ida Wolf'),
        s.port.update((current) => (current ? { ...current, players: [...current.players, { id: 'p9-zzzz', name: 'Jakob Rauch' }] } : null)),
      ]);
      const names = (await s.stored())!.players.map((p) => p.name);
      expect(names.filter((n) => n === 'Ida Wolf' || n === 'Jakob Rauch')).toHaveLength(2);
    });

    it('a network hand-in: stored on a table without result, the same again changes nothing, another result waits, taken over it replaces', async () => {
      const t = keyedTournament();
      const s = await make(t);
      const key = t.rounds[0]!.tables[0]!.key!;
      const first = makeHandIn(buildTableSession(t, 1, 1, 16, 1), undefined, key);
      const second = makeHandIn(buildTableSession(t, 1, 1, 16, 2), 'korrigiert', key);
      expect(await s.port.handIn(first, { replace: false })).toMatchObject({ kind: 'accepted' });
      expect(await s.port.handIn(first, { replace: false })).toMatchObject({ kind: 'unchanged' });
      expect(await s.port.handIn(second, { replace: false })).toMatchObject({ kind: 'needs-confirmation', reason: 'different-result' });
      const out = await s.port.handIn(second, { replace: true });
      expect(out).toMatchObject({ kind: 'replaced' });
      expect((await s.stored())!.rounds[0]!.tables[0]!.result).toMatchObject({ note: 'korrigiert' });
    });

    it('other hands than planned, or a hand-in held after the round closed, wait for the director with nothing stored', async () => {
      const t = keyedTournament();
      const s = await make(t);
      const short = makeHandIn(buildTableSession(t, 1, 2, 15));
      expect(await s.port.handIn(short, { replace: false })).toMatchObject({ kind: 'needs-confirmation', reason: 'hand-count' });
      const late = makeHandIn(buildTableSession(t, 1, 2, 16));
      expect(await s.port.handIn(late, { replace: false, hold: 'round-closed' })).toMatchObject({ kind: 'needs-confirmation', reason: 'round-closed' });
      expect((await s.stored())!.rounds[0]!.tables[1]!.result).toBeUndefined();
      expect(await s.port.handIn(late, { replace: true })).toMatchObject({ kind: 'accepted' });
    });

    it('refused with one reason: a changed signed hand-in, an unsigned one for a keyed table, not a hand-in, another table', async () => {
      const t = keyedTournament();
      const s = await make(t);
      const key = t.rounds[0]!.tables[0]!.key!;
      const signed = makeHandIn(buildTableSession(t, 1, 1, 16), undefined, key);
      expect(await s.port.handIn({ ...signed, note: 'nachträglich' }, { replace: false })).toEqual({ kind: 'refused', reason: 'mac-mismatch' });
      expect(await s.port.handIn(makeHandIn(buildTableSession(t, 1, 1, 16)), { replace: false })).toEqual({ kind: 'refused', reason: 'mac-missing' });
      expect(await s.port.handIn({ hello: 1 }, { replace: true })).toEqual({ kind: 'refused', reason: 'malformed' });
      expect(await s.port.handIn({ ...makeHandIn(buildTableSession(t, 1, 2, 16)), table: 9 }, { replace: false })).toEqual({ kind: 'refused', reason: 'table' });
      expect((await s.stored())!.rounds[0]!.tables[0]!.result).toBeUndefined();
    });

    it('a desk without the tournament refuses a hand-in as damaged', async () => {
      const s = await make(undefined);
      const t = keyedTournament();
      expect(await s.port.handIn(makeHandIn(buildTableSession(t, 1, 2, 16)), { replace: false })).toEqual({ kind: 'refused', reason: 'damaged' });
    });

    describe('the hand-in desk of the sync on this port', () => {
      async function desk(t: TournamentFile, openRounds: number[] | undefined) {
        const s = await make(t);
        const prefix = `hd-${crypto.randomUUID()}-`;
        const handIns = new P(prefix + 'h', { adapter: 'memory' });
        const director = new P(prefix + 't', { adapter: 'memory' });
        let status: SyncStatus = { phase: 'idle', lastSyncedAt: null, pending: 0, error: null, conflicts: [], handIns: [], clockSkewMs: 0, ...(openRounds ? { openRounds } : {}) };
        let changed = 0;
        const d = new HandInDesk({
          tournamentId: t.id,
          port: s.port,
          director,
          handIns,
          status: () => status,
          setStatus: (patch) => (status = { ...status, ...patch }),
          written: async () => undefined,
          changed: async () => {
            changed++;
          },
        });
        return { s, d, handIns, status: () => status, changed: () => changed };
      }

      it('stores a hand-in of an open round once; a forged document, another tournament’s and a damaged one are refused with their reason', async () => {
        const t = keyedTournament();
        const { s, d, handIns, status, changed } = await desk(t, [1]);
        const good = handInDoc(makeHandIn(buildTableSession(t, 1, 2, 16)));
        const forged = { ...handInDoc(makeHandIn(buildTableSession(t, 1, 1, 16, 3))), _id: good._id.replace(/.$/, (c) => (c === '0' ? '1' : '0')) };
        const other = handInDoc({ ...makeHandIn(buildTableSession(t, 1, 2, 16, 4)), tournament: 'another' });
        await handIns.bulkDocs([{ ...good }, { ...forged }, { ...other }, { _id: 'handin:r01:t0003:ffffffffffffffff', kind: 'handin' }]);
        await d.process();
        expect((await s.stored())!.rounds[0]!.tables[1]!.result).toBeDefined();
        expect(changed()).toBe(1);
        const reasons = Object.fromEntries(status().handIns.map((h) => [h.id, `${h.state}:${h.reason}`]));
        expect(reasons[forged._id]).toBe('refused:forged');
        expect(reasons[other._id]).toBe('refused:other-tournament');
        expect(reasons['handin:r01:t0003:ffffffffffffffff']).toBe('refused:forged');
        expect(reasons[good._id]).toBeUndefined();
        // Processed once: nothing is checked again.
        await d.process();
        expect(changed()).toBe(1);
      });

      it('a hand-in the server still stored after the round was closed is never counted without the director', async () => {
        const t = keyedTournament();
        const { s, d, handIns, status } = await desk(t, []);
        const late = handInDoc(makeHandIn(buildTableSession(t, 1, 2, 16)));
        await handIns.bulkDocs([{ ...late }]);
        await d.process();
        expect((await s.stored())!.rounds[0]!.tables[1]!.result).toBeUndefined();
        expect(status().handIns).toMatchObject([{ id: late._id, state: 'needs-confirmation', reason: 'round-closed' }]);
        // The director takes it over: stored, and no longer waiting.
        expect(await d.decide(late._id, 'accepted')).toEqual({ ok: true, value: null });
        expect((await s.stored())!.rounds[0]!.tables[1]!.result).toBeDefined();
        expect(status().handIns).toEqual([]);
      });

      it('other hands than planned wait, with their reason', async () => {
        const t = keyedTournament();
        const { d, handIns, status } = await desk(t, [1]);
        const short = handInDoc(makeHandIn(buildTableSession(t, 1, 2, 15)));
        await handIns.bulkDocs([{ ...short }]);
        await d.process();
        expect(status().handIns).toMatchObject([{ id: short._id, state: 'needs-confirmation', reason: 'hand-count' }]);
      });
    });
  });
}
