import { describe, expect, it } from 'vitest';
import type { TournamentFile } from '@/domain/tournament/model';
import { makeTournament } from '@/testing/tournament-factories';
import { db } from '../db';
import { StorageError } from '../storage-errors';
import {
  changeTournament,
  createTournament,
  deleteTournament,
  getTournament,
  importTournament,
  isDamaged,
  isRefusal,
  listResultLog,
  listTournamentEntries,
  listTournamentSummaries,
  listTournaments,
  readTournament,
  rememberCheckedTournament,
  saveTableResult,
  setTournamentArchived,
} from './tournaments-repository';

describe('createTournament / getTournament / listTournaments', () => {
  it('stores the tournament file exactly as exported, under the file\'s own id', async () => {
    const data = makeTournament();
    const stored = await createTournament(data);
    expect(stored.id).toBe(data.id);
    expect(stored.archived).toBe(false);
    expect((await getTournament(data.id))!.data).toEqual(data);
  });

  it('lists the most recently changed first and keeps the archive flag apart from updatedAt', async () => {
    await createTournament(makeTournament({ id: 'a', name: 'Erstes' }));
    await createTournament(makeTournament({ id: 'b', name: 'Zweites' }));
    await changeTournament('a', (d) => ({ ...d, name: 'Erstes, umbenannt' }));
    expect((await listTournaments()).map((t) => t.id)).toEqual(['a', 'b']);
    const before = (await getTournament('a'))!.updatedAt;
    await setTournamentArchived('a', true);
    expect((await getTournament('a'))!).toMatchObject({ archived: true, updatedAt: before });
  });
});

describe('listTournamentSummaries', () => {
  it('gives what the list shows of each tournament, most recently changed first, the archive flag included', async () => {
    await createTournament(makeTournament({ id: 'a', name: 'Erstes', date: '2026-03-07' }));
    await createTournament(makeTournament({ id: 'b', name: 'Zweites', date: undefined }));
    // A later moment than b's: a is the most recently changed.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await changeTournament('a', (d) => ({ ...d, name: 'Erstes, umbenannt' }));
    await setTournamentArchived('b', true);
    const [a, b] = await Promise.all([getTournament('a'), getTournament('b')]);
    expect(await listTournamentSummaries()).toEqual([
      { id: 'a', updatedAt: a!.updatedAt, archived: false, name: 'Erstes, umbenannt', date: '2026-03-07', players: a!.data.players.length, rounds: a!.data.rounds.length, plannedRounds: a!.data.plannedRounds },
      { id: 'b', updatedAt: b!.updatedAt, archived: true, name: 'Zweites', players: b!.data.players.length, rounds: b!.data.rounds.length, plannedRounds: b!.data.plannedRounds },
    ]);
  });
});

describe('changeTournament', () => {
  it('applies the change to the stored record, not to a copy the caller holds', async () => {
    const data = makeTournament();
    await createTournament(data);
    // Two tabs each add a player, both starting from the same screen state.
    await changeTournament(data.id, (d) => ({ ...d, players: [...d.players, { id: 'p14', name: 'Nora' }] }));
    await changeTournament(data.id, (d) => ({ ...d, players: [...d.players, { id: 'p15', name: 'Otto' }] }));
    expect((await getTournament(data.id))!.data.players.map((p) => p.id).slice(-2)).toEqual(['p14', 'p15']);
  });

  it('writes nothing when the change refuses', async () => {
    const data = makeTournament();
    await createTournament(data);
    const before = await getTournament(data.id);
    const out = await changeTournament(data.id, () => ({ refused: 'no' }));
    expect(isRefusal(out)).toBe(true);
    expect(await getTournament(data.id)).toEqual(before);
  });

  it('refuses an unknown id with ERR_STORAGE_NOT_FOUND', async () => {
    await expect(changeTournament('nope', (d) => d)).rejects.toMatchObject({ code: 'ERR_STORAGE_NOT_FOUND' });
  });
});

describe('saveTableResult', () => {
  const typed = { totals: [12, -4, -8, 0] };

  it('accepts a first result, logs it with its source, and a second identical one changes nothing', async () => {
    const data = makeTournament();
    await createTournament(data);
    const first = await saveTableResult(data.id, 1, 2, typed, { source: 'typed' });
    expect(first.kind).toBe('accepted');
    const stored = (await getTournament(data.id))!.data.rounds[0]!.tables[1]!;
    expect(stored.result).toMatchObject(typed);
    expect(Number.isNaN(Date.parse((stored.result as { receivedAt: string }).receivedAt))).toBe(false);

    const again = await saveTableResult(data.id, 1, 2, { ...typed, note: 'nochmal' }, { source: 'hand-in' });
    expect(again.kind).toBe('unchanged');
    const log = await listResultLog(data.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ round: 1, table: 2, source: 'typed', action: 'accepted', result: { totals: typed.totals } });
  });

  it('asks before a different result replaces one, and keeps the replaced one in the history', async () => {
    const data = makeTournament();
    await createTournament(data);
    const first = await saveTableResult(data.id, 1, 1, typed, { source: 'typed' });
    const corrected = { totals: [10, -2, -8, 0] };
    const ask = await saveTableResult(data.id, 1, 1, corrected, { source: 'typed' });
    expect(ask).toMatchObject({ kind: 'needs-confirmation', existingFingerprint: first.kind === 'accepted' ? first.fingerprint : '' });
    expect((await getTournament(data.id))!.data.rounds[0]!.tables[0]!.result).toMatchObject(typed);

    // A confirmation naming another stored result does not replace this one.
    expect((await saveTableResult(data.id, 1, 1, corrected, { source: 'typed', replace: 'ffffffffffffffff' })).kind).toBe('needs-confirmation');

    const replaced = await saveTableResult(data.id, 1, 1, corrected, { source: 'typed', replace: (ask as { existingFingerprint: string }).existingFingerprint });
    expect(replaced.kind).toBe('replaced');
    expect((await getTournament(data.id))!.data.rounds[0]!.tables[0]!.result).toMatchObject(corrected);
    const log = await listResultLog(data.id);
    expect(log.map((e) => [e.action, e.result])).toEqual([
      ['accepted', expect.objectContaining(typed)],
      ['replaced', expect.objectContaining(corrected)],
    ]);
    expect(log[1]!.replacedFingerprint).toBe(log[0]!.fingerprint);
  });

  it('returns the check\'s refusal and writes nothing', async () => {
    const data = makeTournament();
    await createTournament(data);
    const out = await saveTableResult(data.id, 1, 1, { totals: [1, 2, 3, 4] }, {
      source: 'typed',
      check: (_d, _r, _t, result) => ('totals' in result && result.totals.reduce((a, b) => a + b, 0) !== 0 ? { refused: 'sum' } : undefined),
    });
    expect(out).toEqual({ kind: 'refused', refused: 'sum' });
    expect((await getTournament(data.id))!.data.rounds[0]!.tables[0]!.result).toBeUndefined();
    expect(await listResultLog(data.id)).toEqual([]);
  });

  it('refuses a round or table that was not drawn', async () => {
    const data = makeTournament();
    await createTournament(data);
    const error = await saveTableResult(data.id, 2, 1, typed, { source: 'typed' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'ERR_STORAGE_NOT_FOUND', params: { round: 2, table: 1 } });
  });

  it('keeps both results when two tabs save different tables at once', async () => {
    const data = makeTournament();
    await createTournament(data);
    await Promise.all([
      saveTableResult(data.id, 1, 1, typed, { source: 'typed' }),
      saveTableResult(data.id, 1, 2, { totals: [1, -1, 2, -2] }, { source: 'hand-in' }),
    ]);
    const tables = (await getTournament(data.id))!.data.rounds[0]!.tables;
    expect(tables[0]!.result).toMatchObject(typed);
    expect(tables[1]!.result).toMatchObject({ totals: [1, -1, 2, -2] });
  });
});

describe('importTournament', () => {
  it('adds a new one, does nothing for the same content, and asks before replacing different content', async () => {
    const data = makeTournament();
    expect(await importTournament(data)).toEqual({ kind: 'added' });
    expect(await importTournament(structuredClone(data))).toEqual({ kind: 'unchanged' });
    const other = { ...data, name: 'Hausruck-Cup (korrigiert)' };
    const ask = await importTournament(other);
    expect(ask.kind).toBe('needs-confirmation');
    expect((await getTournament(data.id))!.data.name).toBe('Hausruck-Cup');
    expect(await importTournament(other, { replace: true })).toEqual({ kind: 'replaced' });
    expect((await getTournament(data.id))!.data).toEqual(other);
  });

  it('logs the results it brings once', async () => {
    const data = makeTournament();
    data.rounds[0]!.tables[0]!.result = { totals: [3, -1, -1, -1] };
    await importTournament(data);
    await importTournament({ ...data, name: 'x' }, { replace: true });
    const log = await listResultLog(data.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ source: 'tournament-import', round: 1, table: 1 });
  });
});

describe('deleteTournament', () => {
  it('removes the tournament and its history and returns both', async () => {
    const data = makeTournament();
    await createTournament(data);
    await saveTableResult(data.id, 1, 1, { totals: [3, -1, -1, -1] }, { source: 'typed' });
    const deleted = await deleteTournament(data.id);
    expect(deleted!.log).toHaveLength(1);
    expect(await getTournament(data.id)).toBeUndefined();
    expect(await db.resultLog.count()).toBe(0);
  });
});

describe('a stored tournament is checked when it is read, as the import checks a file', () => {
  /** A record written past the checks (an older app, a damaged record), as the evenings' tests plant one. */
  async function plant(id: string, data: unknown): Promise<void> {
    const at = '2026-11-27T18:00:00.000Z';
    await db.tournaments.put({ id, createdAt: at, updatedAt: at, archived: false, data: data as TournamentFile });
  }

  it('a sound record comes back checked, the same checked file for the same stored version', async () => {
    const data = makeTournament();
    await createTournament(data);
    const first = await readTournament(data.id);
    expect(first && !isDamaged(first) ? first.data : null).toEqual(data);
    const again = await readTournament(data.id);
    // Checked once per version: a screen deriving standings from it derives them once.
    expect(again && !isDamaged(again) ? again.data : null).toBe(first && !isDamaged(first) ? first.data : null);
    await changeTournament(data.id, (d) => ({ ...d, name: 'Hausruck-Cup 2026' }));
    const changed = await readTournament(data.id);
    expect(changed && !isDamaged(changed) ? changed.data.name : null).toBe('Hausruck-Cup 2026');
    expect(await readTournament('nope')).toBeUndefined();
  });

  it('a version this tab checked and stored is not checked again when it is read back', async () => {
    const data = makeTournament();
    await createTournament(data);
    const written = await changeTournament(data.id, (d) => ({ ...d, name: 'Hausruck-Cup 2026' }));
    if (isRefusal(written)) throw new Error('refused');
    rememberCheckedTournament(data.id, written);
    const read = await readTournament(data.id);
    expect(read && !isDamaged(read) ? read.data : null).toBe(written);
  });

  it('a corrupt record is reported with the check\'s located problems, never handed out as a tournament', async () => {
    const sound = makeTournament();
    // Round 1 seats a player id that is not registered: the list can show it, the check refuses it.
    const corrupt = makeTournament({
      id: 'corrupt-1',
      name: 'Kaputt-Cup',
      rounds: [{ tables: [{ table: 1, players: ['p1', 'p2', 'p3', 'p99'], firstDealer: 0 }] }],
    });
    await createTournament(sound);
    await plant('corrupt-1', corrupt);
    const read = await readTournament('corrupt-1');
    expect(read && isDamaged(read)).toBe(true);
    if (!read || !isDamaged(read)) return;
    expect(read).toMatchObject({ id: 'corrupt-1', name: 'Kaputt-Cup', archived: false });
    expect(read).not.toHaveProperty('data');
    expect(read.problems.map((p) => p.code)).toContain('ERR_T_UNKNOWN_PLAYER');
    expect(read.problems.find((p) => p.code === 'ERR_T_UNKNOWN_PLAYER')).toMatchObject({ round: 1, table: 1 });
    // The other tournament is untouched by it.
    const other = await readTournament(sound.id);
    expect(other && !isDamaged(other)).toBe(true);
  });

  it('a record that is not a tournament at all (no name, players not a list, nothing) is damaged, in the list too', async () => {
    const sound = makeTournament();
    await createTournament(sound);
    await plant('broken-players', { ...makeTournament({ id: 'broken-players' }), players: 'Anna, Bernd' });
    await plant('broken-null', null);
    await plant('listable-but-wrong', makeTournament({ id: 'listable-but-wrong', name: 'Fast richtig', plannedRounds: 0 }));
    const entries = await listTournamentEntries();
    expect(entries).toHaveLength(4);
    const byId = new Map(entries.map((e) => [e.id, e]));
    expect(isDamaged(byId.get(sound.id)!)).toBe(false);
    const players = byId.get('broken-players')!;
    expect(isDamaged(players) && players.name).toBe('Hausruck-Cup');
    expect(isDamaged(players) ? players.problems.length : 0).toBeGreaterThan(0);
    const nothing = byId.get('broken-null')!;
    expect(isDamaged(nothing) && nothing.name).toBeNull();
    expect(isDamaged(nothing) ? nothing.problems.map((p) => p.code) : []).toEqual(['ERR_T_NOT_OBJECT']);
    // What a list shows is there: listed at once, the full check runs when it is opened.
    expect(isDamaged(byId.get('listable-but-wrong')!)).toBe(false);
    const opened = await readTournament('listable-but-wrong');
    expect(opened && isDamaged(opened) ? opened.problems.map((p) => p.code) : []).toContain('ERR_T_PLANNED_ROUNDS');
    // The backup still takes every record exactly as stored.
    expect((await listTournaments()).find((t) => t.id === 'broken-null')!.data).toBeNull();
  });
});
