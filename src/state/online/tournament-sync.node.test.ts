// @vitest-environment node
/**
 * Two director desks, table phones and a spectator on one tournament, against the embedded
 * sync server: each desk has its own replica and its own stored file (here in memory; in the
 * app, Dexie). What one desk does reaches the other; a desk offline for a while catches up,
 * its offline EDITS included; hand-ins over the network are checked like scanned ones.
 */
import { describe, expect, it } from 'vitest';
import { NodePouch, until } from '@/testing/online/node-pouch';
import { syncServerForTests } from '@/testing/online/sync-server';
import { issueTableLogins, provisionTournament, type TableLogin } from '../../../server/provision';
import { buildTableSession, buildTournament } from '@/testing/domain/tournament';
import { checkHandIn, makeHandIn, parseHandIn } from '@/domain/tournament/hand-in';
import { decisionDocId, handInDoc } from '@/domain/online/documents';
import { newPlayerIds } from '@/domain/tournament/player-ids';
import { resultFingerprint } from '@/domain/tournament/result-fingerprint';
import type { TournamentFile } from '@/domain/tournament/model';
import type { Hand } from '@/domain/model';
import { TournamentSync } from './tournament-sync';
import { MemoryTournamentStore as MemoryDesk } from '@/testing/online/memory-tournament-store';

const P = NodePouch;

const server = syncServerForTests('sync-admin');
const { admin, director, started } = server;


let counter = 0;
function desk(file: TournamentFile | undefined, id: string) {
  const store = new MemoryDesk(file);
  const sync = new TournamentSync({ PouchDB: P, tournamentId: id, server: server.url, login: director, localAdapter: 'memory', local: store, localPrefix: `desk${++counter}-` });
  return { store, sync };
}


/** The same desk started again on its own replica and store, as after a reload or the `online` event. */
function sameDesk(d: { store: MemoryDesk; sync: TournamentSync }, tournamentId: string): TournamentSync {
  const localPrefix = (d.sync as unknown as { local: { name: string } }).local.name.replace(`kb-t-${tournamentId}`, '');
  const sync = new TournamentSync({ PouchDB: P, tournamentId, server: server.url, login: director, localAdapter: 'memory', local: d.store, localPrefix });
  started.push(sync);
  return sync;
}
async function online<D extends { sync: TournamentSync }>(d: D): Promise<D> {
  started.push(d.sync);
  await d.sync.start();
  return d;
}


async function newTournament(rounds = 1): Promise<TournamentFile> {
  const t = { ...buildTournament({ players: 8, rounds }), id: crypto.randomUUID() };
  await provisionTournament(server.url, admin, t.id);
  return t;
}

async function tablePut(login: TableLogin, doc: object): Promise<{ status: number; reason?: string }> {
  const id = (doc as { _id: string })._id;
  const t = (doc as { tournament: string }).tournament;
  const res = await fetch(`${server.url}/kb-h-${t}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${login.name}:${login.password}`).toString('base64')}` },
    body: JSON.stringify(doc),
  });
  const body = (await res.json()) as { reason?: string };
  return { status: res.status, reason: body.reason };
}

describe('two director desks on one tournament', () => {
  it('a second desk joins with nothing stored and gets the tournament; a registration on one desk shows on the other', async () => {
    const t = await newTournament(0);
    const a = await online(desk(t, t.id));
    const b = await online(desk(undefined, t.id));
    await until('desk B has the tournament', () => b.store.file?.players.length === 8);
    expect(b.store.file).toEqual(t);

    await a.store.change((f) => ({ ...f, players: [...f.players, { id: 'p9', name: 'Ida Wolf' }] }));
    await a.sync.localChanged();
    await until('desk B sees the walk-in', () => b.store.file?.players.some((p) => p.name === 'Ida Wolf'));
  }, 30_000);

  it('a registration reaches the other desk by the changes feed, without the replication’s pull', async () => {
    const t = await newTournament(0);
    const a = await online(desk(t, t.id));
    const b = await online(desk(undefined, t.id));
    await until('desk B has the tournament', () => b.store.file?.players.length === 8);
    // Desk B's replication of the director database stops; its feed of new documents goes on.
    const replications = (b.sync as unknown as { replications: { cancel(): void }[] }).replications;
    replications[0]!.cancel();
    await a.store.change((f) => ({ ...f, players: [...f.players, { id: 'p9', name: 'Ida Wolf' }] }));
    await a.sync.localChanged();
    await until('desk B sees the walk-in', () => b.store.file?.players.some((p) => p.name === 'Ida Wolf'));
  }, 30_000);

  it('a walk-in registered on a desk while it merges another desk’s walk-in: two players, on both desks (ids two desks cannot both take)', async () => {
    const t = await newTournament(0);
    const a = await online(desk(t, t.id));
    const b = await online(desk(undefined, t.id));
    await until('desk B has the tournament', () => b.store.file?.players.length === 8);
    const [idA] = newPlayerIds(t.players, 1, () => 0.1);
    const [idB] = newPlayerIds(t.players, 1, () => 0.9);
    expect(idA).not.toBe(idB);
    // Desk A's next read is the merge's: a registration lands on A right after it.
    const read = a.store.read.bind(a.store);
    let armed = true;
    a.store.read = async () => {
      const file = await read();
      if (armed) {
        armed = false;
        await a.store.change((f) => ({ ...f, players: [...f.players, { id: idA!, name: 'Ida Wolf' }] }));
      }
      return file;
    };
    await b.store.change((f) => ({ ...f, players: [...f.players, { id: idB!, name: 'Jakob Rauch' }] }));
    await b.sync.localChanged();
    const both = (d: { store: MemoryDesk }) => ['Ida Wolf', 'Jakob Rauch'].every((n) => d.store.file?.players.some((p) => p.name === n));
    await until('desk A has both walk-ins', () => both(a));
    await until('desk B has both walk-ins', () => both(b));
    expect(a.store.file!.players).toHaveLength(10);
    expect(b.store.file!.players).toEqual(a.store.file!.players);
    expect(a.sync.status.conflicts).toEqual([]);
  }, 40_000);

  it('a desk offline for a while catches up, an edit made offline included, and the other desk sees the edit', async () => {
    const t = await newTournament(1);
    const a = await online(desk(t, t.id));
    const b = await online(desk(undefined, t.id));
    await until('desk B has the tournament', () => b.store.file?.rounds.length === 1);

    // B goes offline; both desks keep working.
    await b.sync.stop();
    await b.store.change((f) => ({ ...f, players: f.players.map((p) => (p.id === 'p2' ? { ...p, name: 'Bernd Mayer' } : p)) }));
    await b.sync.localChanged();
    for (let i = 0; i < 5; i++) {
      await b.store.change((f) => ({ ...f, players: [...f.players, { id: `p${20 + i}`, name: `Nachzügler ${i + 1}` }] }));
      await b.sync.localChanged();
    }
    await a.store.change((f) => ({ ...f, players: f.players.map((p) => (p.id === 'p3' ? { ...p, name: 'Clara Berger-Huber' } : p)) }));
    await a.sync.localChanged();
    expect(b.sync.status.pending).toBeGreaterThan(0);

    // B is back (the same replica, a new start as after a reload or the `online` event).
    const back = sameDesk(b, t.id);
    await back.start();
    await until('desk A sees the edit made offline', () => a.store.file?.players.find((p) => p.id === 'p2')?.name === 'Bernd Mayer');
    await until('desk A sees the players added offline', () => a.store.file?.players.filter((p) => p.name.startsWith('Nachzügler')).length === 5);
    await until('desk B sees the edit made meanwhile on A', () => b.store.file?.players.find((p) => p.id === 'p3')?.name === 'Clara Berger-Huber');
    await until('nothing waits to be sent', () => back.status.pending === 0);
  }, 40_000);

  it('two desks editing the same registration differently while apart are shown a conflict, never a silent overwrite', async () => {
    const t = await newTournament(0);
    const a = await online(desk(t, t.id));
    const b = await online(desk(undefined, t.id));
    await until('desk B has the tournament', () => b.store.file?.players.length === 8);
    await a.sync.stop();
    await b.sync.stop();
    await a.store.change((f) => ({ ...f, players: f.players.map((p, i) => (i === 3 ? { id: 'p4', name: 'Dieter Gruber (Ried)' } : p)) }));
    await b.store.change((f) => ({ ...f, players: f.players.map((p, i) => (i === 3 ? { id: 'p4', name: 'Dieter Gruber (Linz)' } : p)) }));
    await a.sync.localChanged();
    await b.sync.localChanged();
    const a2 = sameDesk(a, t.id);
    const b2 = sameDesk(b, t.id);
    await a2.start();
    await b2.start();
    await until('both desks show the same version', () => a.store.file?.players[3]?.name === b.store.file?.players[3]?.name && a2.status.conflicts.length + b2.status.conflicts.length > 0);
    const conflicted = a2.status.conflicts.length > 0 ? a2 : b2;
    expect(conflicted.status.conflicts).toMatchObject([{ id: 'player:p4', canKeepBoth: true }]);
    expect(conflicted.status.conflicts[0]!.versions!.map((v) => v.player!.name).sort()).toEqual(['Dieter Gruber (Linz)', 'Dieter Gruber (Ried)']);
    // The director keeps the version shown; the decision reaches the other desk.
    await conflicted.keepVersion('player:p4');
    await until('the conflict is gone', () => conflicted.status.conflicts.length === 0);
  }, 40_000);
});

describe('table phones and spectators', () => {
  it('a table hands in over the network: the desk stores it, the spectators’ standings update; another table’s result is refused', async () => {
    const t = await newTournament(1);
    const a = await online(desk(t, t.id));
    const [table1, table2] = await issueTableLogins(server.url, admin, t.id, 1, [1, 2]);
    await a.sync.setOpenRounds([1]);

    const message = makeHandIn(buildTableSession(t, 1, 1, 16));
    const doc = handInDoc(message);
    expect(await tablePut(table2!, doc)).toMatchObject({ status: 403 });
    expect(await tablePut(table1!, doc)).toMatchObject({ status: 201 });
    await until('desk A stored the result', () => a.store.file?.rounds[0]!.tables[0]!.result);
    await a.sync.publishNow();
    const standings = await until('the spectators see the result', async () => {
      const res = await fetch(`${server.url}/kb-p-${t.id}/standings`);
      const body = (await res.json()) as { seating?: { done: boolean }[] };
      return res.ok && body.seating?.[0]?.done ? body : false;
    });
    expect(standings).toMatchObject({ kind: 'standings', name: t.name, round: 1 });
  }, 30_000);

  it('the same hand-in by network and by QR gives one result; a late network hand-in after the round is closed is refused, the QR path works', async () => {
    const t = await newTournament(1);
    const a = await online(desk(t, t.id));
    const [table1, table2] = await issueTableLogins(server.url, admin, t.id, 1, [1, 2]);
    await a.sync.setOpenRounds([1]);

    const message = makeHandIn(buildTableSession(t, 1, 1, 16));
    const doc = handInDoc(message);
    // The QR copy arrives first on the desk …
    expect(await a.store.handIn(JSON.parse(JSON.stringify(message)), { replace: false })).toMatchObject({ kind: 'accepted' });
    await a.sync.recordHandIn(doc);
    await a.sync.localChanged();
    // … then the phone's network copy: the same document, not a second result.
    const put = await tablePut(table1!, doc);
    expect([201, 403, 409]).toContain(put.status);
    await until('the desk has one result for table 1', () => a.store.file?.rounds[0]!.tables[0]!.result);
    expect(a.sync.status.handIns).toEqual([]);

    // The director closes the round: the late phone is refused and told to use the QR code.
    await a.sync.setOpenRounds([]);
    const late = handInDoc(makeHandIn(buildTableSession(t, 1, 2, 16)));
    const refused = await tablePut(table2!, late);
    expect(refused.status).toBe(403);
    expect(refused.reason).toMatch(/^kb:round-closed:/);
    expect(await a.store.handIn(late.message, { replace: false, hold: 'round-closed' })).toMatchObject({ kind: 'needs-confirmation', reason: 'round-closed' });
    expect(await a.store.handIn(late.message, { replace: true })).toMatchObject({ kind: 'accepted' });
    await a.sync.recordHandIn(late);
    const hands = a.store.file!.rounds[0]!.tables[1]!.result as { hands: Hand[] };
    expect(hands.hands).toHaveLength(16);
  }, 30_000);
});

describe('a second, different network hand-in for a table: the director decides on one desk, every desk follows', () => {
  async function twoDesksWithResult() {
    const t = await newTournament(1);
    const a = await online(desk(t, t.id));
    const b = await online(desk(undefined, t.id));
    await until('desk B has the round', () => b.store.file?.rounds.length === 1);
    const [table1] = await issueTableLogins(server.url, admin, t.id, 1, [1]);
    await a.sync.setOpenRounds([1]);
    expect(a.sync.status.openRounds).toEqual([1]);
    // The other desk hears that the round is open (its panel says so without asking again).
    await until('desk B hears round 1 is open', () => b.sync.status.openRounds?.includes(1));
    const first = handInDoc(makeHandIn(buildTableSession(t, 1, 1, 16, 1)));
    expect(await tablePut(table1!, first)).toMatchObject({ status: 201 });
    await until('both desks stored the first result', () => a.store.file?.rounds[0]!.tables[0]!.result && b.store.file?.rounds[0]!.tables[0]!.result);
    const stored = resultFingerprint(a.store.file!.rounds[0]!.tables[0]!.result as never);
    const second = handInDoc(makeHandIn(buildTableSession(t, 1, 1, 16, 2), 'korrigiert'));
    const corrected = resultOf(t, second.message);
    expect(corrected).not.toBe(stored);
    expect(await tablePut(table1!, second)).toMatchObject({ status: 201 });
    const waitingOn = (d: { sync: TournamentSync }) => d.sync.status.handIns.some((h) => h.id === second._id && h.state === 'needs-confirmation');
    await until('both desks list the different hand-in', () => waitingOn(a) && waitingOn(b));
    // Nothing was overwritten by the hand-in itself.
    expect(resultFingerprint(a.store.file!.rounds[0]!.tables[0]!.result as never)).toBe(stored);
    return { t, a, b, second, stored, corrected };
  }
  function resultOf(t: TournamentFile, message: unknown): string {
    const parsed = parseHandIn(message);
    if (!parsed.ok) throw new Error('not a hand-in');
    const checked = checkHandIn(t, parsed.value);
    if (!checked.ok) throw new Error('hand-in refused');
    return resultFingerprint(checked.value.result as never);
  }
  const fingerprintOf = (d: { store: MemoryDesk }) => resultFingerprint(d.store.file!.rounds[0]!.tables[0]!.result as never);

  it('taken over on desk A: both desks hold the new result and neither lists the hand-in any more', async () => {
    const { a, b, second, corrected } = await twoDesksWithResult();
    expect(await a.sync.decideHandIn(second._id, 'accepted')).toEqual({ ok: true, value: null });
    expect(fingerprintOf(a)).toBe(corrected);
    expect(a.sync.status.handIns).toEqual([]);
    await until('desk B holds the new result', () => fingerprintOf(b) === corrected);
    await until('desk B no longer lists the hand-in', () => b.sync.status.handIns.length === 0);
    expect(b.sync.status.conflicts).toEqual([]);
  }, 40_000);

  it('kept on desk B: the stored result stays everywhere and the decision reaches desk A', async () => {
    const { a, b, second, stored } = await twoDesksWithResult();
    expect(await b.sync.decideHandIn(second._id, 'rejected')).toEqual({ ok: true, value: null });
    await until('desk A no longer lists the hand-in', () => a.sync.status.handIns.length === 0);
    expect(fingerprintOf(a)).toBe(stored);
    expect(fingerprintOf(b)).toBe(stored);
  }, 40_000);

  it('two desks apart decide differently: both are shown the conflict, the director’s choice on one desk counts on both', async () => {
    const { t, a, b, second, stored, corrected } = await twoDesksWithResult();
    await a.sync.stop();
    await b.sync.stop();
    // Apart (no network), desk A takes the new result over and desk B keeps the old one.
    expect(await a.sync.decideHandIn(second._id, 'accepted')).toEqual({ ok: true, value: null });
    expect(await b.sync.decideHandIn(second._id, 'rejected')).toEqual({ ok: true, value: null });
    const a2 = sameDesk(a, t.id);
    const b2 = sameDesk(b, t.id);
    await a2.start();
    await b2.start();
    const decisionConflictOn = (s: TournamentSync) => s.status.conflicts.find((c) => c.id === decisionDocId(second._id));
    await until('both desks show the conflict', () => decisionConflictOn(a2) && decisionConflictOn(b2));
    expect(decisionConflictOn(a2)).toMatchObject({ round: 1, table: 1, decision: { handIn: second._id } });
    expect(decisionConflictOn(a2)!.decision!.choices.map((c) => c.verdict).sort()).toEqual(['accepted', 'rejected']);
    expect(a2.status.handIns).toEqual([]);

    // The director settles it on desk A: the old result counts.
    expect(await a2.resolveDecision(decisionDocId(second._id), 'rejected')).toEqual({ ok: true, value: null });
    expect(fingerprintOf(a)).toBe(stored);
    await until('desk B holds the kept result', () => fingerprintOf(b) === stored);
    await until('the conflict is gone on both desks', () => !decisionConflictOn(a2) && !decisionConflictOn(b2));
    expect(corrected).not.toBe(stored);
  }, 60_000);

  it('the list of waiting hand-ins survives a restart of the desk', async () => {
    const { t, a, second } = await twoDesksWithResult();
    await a.sync.stop();
    const again = sameDesk(a, t.id);
    await again.start();
    expect(again.status.handIns).toMatchObject([{ id: second._id, state: 'needs-confirmation' }]);
  }, 40_000);
});

describe('a merge whose result fails the tournament check', () => {
  it('is not agreed: the desk keeps its tournament, says so, never sends the other desk’s change back undone, and merges once corrected', async () => {
    const t = await newTournament(1);
    const a = await online(desk(t, t.id));
    const b = await online(desk(undefined, t.id));
    await until('desk B has the tournament', () => b.store.file?.rounds.length === 1);
    // Desk A withdraws p5 after round 1 right when it merges desk B's draw of round 2, which seats p5:
    // each change is valid alone, together they are not.
    const update = a.store.update.bind(a.store);
    let armed = true;
    a.store.update = (change) => {
      if (!armed) return update(change);
      armed = false;
      return update((f) => (f ? { ...f, players: f.players.map((p) => (p.id === 'p5' ? { ...p, withdrawnAfter: 1 } : p)) } : null)).then(() => update(change));
    };
    const round2 = buildTournament({ players: 8, rounds: 2 }).rounds[1]!;
    expect(round2.tables.some((x) => x.players.includes('p5'))).toBe(true);
    await b.store.change((f) => ({ ...f, rounds: [...f.rounds, round2] }));
    await b.sync.localChanged();
    await until('desk A says the changes do not fit together', () => a.sync.status.mergeError === 'invalid-merge');
    expect(a.store.file!.rounds).toHaveLength(1);
    expect(a.store.file!.players.find((p) => p.id === 'p5')!.withdrawnAfter).toBe(1);
    // A's withdrawal goes out as A's own change; B's round 2 is not sent back as removed.
    await a.sync.localChanged();
    await until('desk B says the changes do not fit together', () => b.sync.status.mergeError === 'invalid-merge');
    expect(b.store.file!.rounds).toHaveLength(2);
    expect(a.sync.status.mergeError).toBe('invalid-merge');
    expect(a.store.file!.rounds).toHaveLength(1);

    // The director takes the withdrawal back on desk A: the merge is tried again from the state last agreed.
    await a.store.change((f) => ({ ...f, players: f.players.map(({ withdrawnAfter: _w, ...p }) => p) }));
    await a.sync.localChanged();
    await until('desk A has round 2', () => a.store.file?.rounds.length === 2);
    await until('both desks merged', () => !a.sync.status.mergeError && !b.sync.status.mergeError);
    expect(b.store.file).toEqual(a.store.file);
    expect(b.store.file!.players.every((p) => p.withdrawnAfter === undefined)).toBe(true);
  }, 40_000);
});
