/**
 * One behaviour suite for the sync's store port, registered against every implementation:
 * the in-memory store of the tests and the desk's Dexie store (`desk-store.ts`). A port is a
 * transaction: what another writer stored meanwhile is never lost. The network hand-in is
 * checked once: stored, held for the director, or refused with one reason. And the hand-in
 * desk of the sync on top of it: forged documents, other tournaments, after the round closed;
 * and the sync's merge on top of it: a merged tournament that fails the check is not agreed.
 */
import { describe, expect, it } from 'vitest';
import PouchDB from 'pouchdb-core';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { buildTableSession, buildTournament } from '@/testing/domain/tournament';
import type { PouchDoc } from '@/state/online/pouch-types';
import { checkHandIn, makeHandIn, parseHandIn } from '@/domain/tournament/hand-in';
import { makeTableKey } from '@/domain/tournament/table-key';
import { decisionDoc, handInDoc, resultDoc } from '@/domain/online/documents';
import { fileToDocs } from '@/domain/online/file-documents';
import type { TournamentFile } from '@/domain/tournament/model';
import type { PouchStatic } from '@/state/online/pouch-types';
import { HandInDesk } from '@/state/online/sync-hand-ins';
import { AgreedState } from '@/state/online/sync-merge';
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

    it('a network hand-in is stored as the table handed it in, with no desk’s clock in it: two desks storing it write one revision, not two that conflict', async () => {
      const t = keyedTournament();
      const s = await make(t);
      const message = makeHandIn(buildTableSession(t, 1, 1, 16, 1), undefined, t.rounds[0]!.tables[0]!.key!);
      const parsed = parseHandIn(message);
      const checked = parsed.ok ? checkHandIn(t, parsed.value) : null;
      if (!checked?.ok) throw new Error('the hand-in must pass its check');
      expect(await s.port.handIn(message, { replace: false })).toMatchObject({ kind: 'accepted' });
      const stored = (await s.stored())!.rounds[0]!.tables[0]!.result;
      expect(stored).toEqual(checked.value.result);
      // The other desk stores the same result a moment later: its document's revision is the same.
      const doc = resultDoc(t.id, 1, 1, stored!);
      const here = await new P(`desk-a-${t.id}`, { adapter: 'memory' }).put({ ...doc });
      const there = await new P(`desk-b-${t.id}`, { adapter: 'memory' }).put({ ...resultDoc(t.id, 1, 1, checked.value.result) });
      expect(there.rev).toBe(here.rev);
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
        /** What the desk did, in order: the standings published, the list of hand-ins saved, the result sent. */
        const steps: string[] = [];
        const put = handIns.put.bind(handIns);
        handIns.put = (doc) => (steps.push('list saved'), put(doc));
        const allDocs = director.allDocs.bind(director);
        director.allDocs = (opts) => (steps.push('decisions read'), allDocs(opts));
        const d = new HandInDesk({
          tournamentId: t.id,
          port: s.port,
          director,
          handIns,
          status: () => status,
          setStatus: (patch) => (status = { ...status, ...patch }),
          written: async () => undefined,
          publish: () => void steps.push('published'),
          send: () => {
            changed++;
            steps.push('sent');
          },
        });
        return { s, d, handIns, director, status: () => status, changed: () => changed, steps };
      }

      it('stores a hand-in of an open round once; a forged document, another tournament’s and a damaged one are refused with their reason', async () => {
        const t = keyedTournament();
        const { s, d, handIns, status, changed, steps } = await desk(t, [1]);
        const good = handInDoc(makeHandIn(buildTableSession(t, 1, 2, 16)));
        const forged = { ...handInDoc(makeHandIn(buildTableSession(t, 1, 1, 16, 3))), _id: good._id.replace(/.$/, (c) => (c === '0' ? '1' : '0')) };
        const other = handInDoc({ ...makeHandIn(buildTableSession(t, 1, 2, 16, 4)), tournament: 'another' });
        await handIns.bulkDocs([{ ...good }, { ...forged }, { ...other }, { _id: 'handin:r01:t0003:ffffffffffffffff', kind: 'handin' }]);
        await d.process();
        expect((await s.stored())!.rounds[0]!.tables[1]!.result).toBeDefined();
        expect(changed()).toBe(1);
        // The spectators' standings first, as soon as the result is stored; then the desk's own list, then the other desks.
        // Nothing waits for a decision, so no decision is read (a read of the device's database at every table's result).
        expect(steps).toEqual(['published', 'list saved', 'sent']);
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

      it('a waiting hand-in a director already decided on another desk is not listed again', async () => {
        const t = keyedTournament();
        const { d, handIns, director, status, steps } = await desk(t, [1]);
        const short = handInDoc(makeHandIn(buildTableSession(t, 1, 2, 15)));
        await director.put({ ...decisionDoc(t.id, short._id, 1, 2, 'rejected', null) });
        await handIns.bulkDocs([{ ...short }]);
        await d.process();
        expect(steps).toContain('decisions read');
        expect(status().handIns).toEqual([]);
      });
    });

    describe('the merge of the sync on this port', () => {
      const withdrawP5 = (f: TournamentFile | undefined) => (f ? { ...f, players: f.players.map((p) => (p.id === 'p5' ? { ...p, withdrawnAfter: 1 } : p)) } : null);
      const takeBack = (f: TournamentFile | undefined) => (f ? { ...f, players: f.players.map(({ withdrawnAfter: _w, ...p }) => p) } : null);

      it('a merged tournament that fails the check is not agreed: nothing stored, the state last agreed kept, said, and tried again from there', async () => {
        const t = keyedTournament();
        const s = await make(t);
        const replica = new P(`merge-${crypto.randomUUID()}`, { adapter: 'memory' });
        let status: Partial<SyncStatus> = {};
        // This desk withdraws p5 after round 1 right when the merge's step runs.
        let armed = false;
        const port = {
          ...s.port,
          read: () => s.port.read(),
          update: async (change: Parameters<typeof s.port.update>[0]) => {
            if (armed) {
              armed = false;
              await s.port.update(withdrawP5);
            }
            return s.port.update(change);
          },
        };
        const agreed = new AgreedState({ replica, port, written: async () => undefined, setStatus: (patch) => (status = { ...status, ...patch }) });
        await agreed.push();
        const base = agreed.agreed();
        expect(base?.map((d) => d._id)).toContain('round:01');
        // Another desk's draw of round 2, which seats p5, arrives in the replica.
        const round2 = buildTournament({ players: 8, rounds: 2 }).rounds[1]!;
        const doc = fileToDocs({ ...t, rounds: [...t.rounds, round2] }).find((d) => d._id === 'round:02')!;
        await replica.put({ ...doc } as PouchDoc);
        armed = true;

        expect(await agreed.merge()).toEqual({ ok: false, errors: [{ code: 'invalid-merge' }] });
        expect(status.mergeError).toBe('invalid-merge');
        expect((await s.stored())!.rounds).toHaveLength(1);
        expect((await s.stored())!.players.find((p) => p.id === 'p5')!.withdrawnAfter).toBe(1);
        expect(agreed.agreed()).toBe(base);

        // Tried again without a correction: this desk's withdrawal is sent as its own change, the
        // other desk's round is not sent back as removed, and still nothing is agreed.
        expect(await agreed.merge()).toEqual({ ok: false, errors: [{ code: 'invalid-merge' }] });
        expect(await replica.get('round:02')).toMatchObject({ kind: 'round', round: 2 });
        expect(agreed.agreed()!.map((d) => d._id)).not.toContain('round:02');

        // The director takes the withdrawal back: the next merge is taken.
        await s.port.update(takeBack);
        const out = await agreed.merge();
        expect(out).toMatchObject({ ok: true });
        expect(status.mergeError).toBeNull();
        const stored = (await s.stored())!;
        expect(stored.rounds).toHaveLength(2);
        expect(stored.players.every((p) => p.withdrawnAfter === undefined)).toBe(true);
        expect(agreed.agreed()!.map((d) => d._id)).toContain('round:02');
        expect((await replica.get('player:p5')).player).toEqual({ id: 'p5', name: t.players[4]!.name });
      });

      it('a merge writes only what the replica lacks and takes the other desks’ changes; the same state again writes nothing', async () => {
        const t = keyedTournament();
        const s = await make(t);
        const replica = new P(`merge-${crypto.randomUUID()}`, { adapter: 'memory' });
        const writes: string[] = [];
        const agreed = new AgreedState({
          replica,
          port: s.port,
          written: async (results) => {
            for (const r of results) writes.push(r.id);
          },
          setStatus: () => undefined,
        });
        await agreed.push();
        writes.length = 0;
        const other = fileToDocs({ ...t, players: [...t.players, { id: 'p9-zzzz', name: 'Jakob Rauch' }] }).find((d) => d._id === 'player:p9-zzzz')!;
        await replica.put({ ...other } as PouchDoc);
        await s.register('Ida Wolf');
        expect(await agreed.merge()).toMatchObject({ ok: true });
        const names = (await s.stored())!.players.map((p) => p.name);
        expect(names).toEqual(expect.arrayContaining(['Ida Wolf', 'Jakob Rauch']));
        // Only the walk-in registered here went to the replica.
        expect(writes).toHaveLength(1);
        expect(writes[0]).toMatch(/^player:/);
        writes.length = 0;
        expect(await agreed.merge()).toMatchObject({ ok: true });
        await agreed.push();
        expect(writes).toEqual([]);
      });
    });
  });
}
