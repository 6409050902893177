import { describe, expect, it } from 'vitest';
import { db, type StoredResultLogEntry, type StoredTournament } from '../db';
import type { KassaCarry } from '../records';
import { StorageError } from '../storage-errors';
import { makeStoredRuleSet, makeStoredSession } from '@/testing/factories';
import { makeTournament } from '@/testing/tournament-factories';
import { makeSeasonFile } from '@/testing/domain/season-factories';
import { importBackup, type BackupRecords } from './backup-repository';
import { findKassaCarry, listKassaCarries, recordKassaCarry } from './kassa-carry-repository';
import { listResultLog } from './tournament-results-repository';

const NOW = '2026-11-23T08:00:00.000Z';

function records(): BackupRecords {
  const session = makeStoredSession({ id: 'evening' });
  const data = makeTournament();
  const tournament: StoredTournament = { id: data.id, createdAt: NOW, updatedAt: NOW, archived: false, data };
  const result = { totals: [1, -1, 0, 0] };
  const log: StoredResultLogEntry = {
    id: 'log-1', tournamentId: data.id, round: 1, table: 1, at: NOW, source: 'tournament-import', action: 'accepted', fingerprint: 'f', result,
  };
  const carry: KassaCarry = { fromSessionId: 'evening', players: ['Anna', 'Bernd', 'Clara', 'Dieter'], balance: 4, at: NOW };
  return { sessions: [session], ruleSets: [makeStoredRuleSet()], playerNames: ['Karl'], tournaments: [tournament], resultLog: [log], kassaCarries: [carry] };
}

async function counts() {
  return {
    sessions: await db.sessions.count(),
    ruleSets: await db.ruleSets.count(),
    players: await db.players.count(),
    tournaments: await db.tournaments.count(),
    resultLog: await db.resultLog.count(),
    carries: (await listKassaCarries()).length,
  };
}

describe('importBackup', () => {
  it('writes evenings, rule sets, names, tournaments with their result log and the carried pots together', async () => {
    const r = records();
    await importBackup(r);
    expect(await db.sessions.get('evening')).toEqual(r.sessions[0]);
    expect(await db.tournaments.get(r.tournaments[0]!.id)).toEqual(r.tournaments[0]);
    expect(await listResultLog(r.tournaments[0]!.id)).toEqual(r.resultLog);
    // The pot is found the way the new-evening form looks for it: by the players, in any seating.
    expect(await findKassaCarry(['Dieter', 'Clara', 'Bernd', 'Anna'])).toEqual(r.kassaCarries[0]);
    expect((await db.players.toArray()).map((p) => p.name).sort()).toEqual(['Anna', 'Bernd', 'Clara', 'Dieter', 'Karl']);
  });

  it('is all-or-nothing: a tournament stored meanwhile under the same id stores nothing at all', async () => {
    const r = records();
    await db.tournaments.add({ ...r.tournaments[0]!, data: { ...r.tournaments[0]!.data, name: 'Schon da' } });
    const error = await importBackup(r).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(await counts()).toEqual({ sessions: 0, ruleSets: 0, players: 0, tournaments: 1, resultLog: 0, carries: 0 });
    expect((await db.tournaments.get(r.tournaments[0]!.id))!.data.name).toBe('Schon da');
  });

  it('is all-or-nothing: a pot carried meanwhile for the same players stores nothing and stays as it was', async () => {
    const r = records();
    const mine = await recordKassaCarry({ id: 'mine', data: { ...r.sessions[0]!.data, players: ['Clara', 'Anna', 'Bernd', 'Dieter'] } }, 9);
    const error = await importBackup(r).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(await counts()).toEqual({ sessions: 0, ruleSets: 0, players: 0, tournaments: 0, resultLog: 0, carries: 1 });
    expect(await listKassaCarries()).toEqual([mine]);
  });

  it('writes the seasons in the same transaction, and none of them when the restore is refused', async () => {
    const r = records();
    const season = { id: 'season-1', createdAt: NOW, updatedAt: NOW, archived: false, data: makeSeasonFile([r.tournaments[0]!.data]), app: { rules: 'tarockcup' as const } };
    await importBackup({ ...r, seasons: [season] });
    expect(await db.seasons.get('season-1')).toEqual(season);

    await db.delete();
    await db.open();
    await db.tournaments.add(r.tournaments[0]!);
    const error = await importBackup({ ...r, seasons: [season] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(await db.seasons.count()).toBe(0);
  });
});
