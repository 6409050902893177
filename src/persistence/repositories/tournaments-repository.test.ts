import { describe, expect, it } from 'vitest';
import type { TournamentFile } from '@/domain/tournament/model';
import { makeTournament } from '@/testing/tournament-factories';
import { db } from '../db';
import {
  changeTournament,
  createTournament,
  deleteTournament,
  getTournament,
  isDamaged,
  isRefusal,
  listTournamentEntries,
  listTournamentSummaries,
  listTournaments,
  readTournament,
  rememberCheckedTournament,
  setTournamentArchived,
} from './tournaments-repository';
import { saveTableResult } from './tournament-results-repository';

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
