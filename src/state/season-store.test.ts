import type { TournamentFile } from '@/domain/tournament/model';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/persistence/db';
import { inTournamentQueue } from './tournament-queue';
import { computeSeasonStandings } from '@/domain/season/season-standings';
import { parseSeason } from '@/domain/season/parse-season';
import { toNumber } from '@/domain/rational';
import { getSeason, listSeasons } from '@/persistence/repositories/seasons-repository';
import { createTournament as createStoredTournament, getTournament } from '@/persistence/repositories/tournaments-repository';
import { typedTournament } from '@/testing/domain/season-factories';
import {
  createSeason, drawSeasonLot, markDistinct, mergeCupPlayers, openDoubts, removeTournament, updateSeasonSettings, type SeasonSettings,
} from './season-store';
import { addStoredTournament, addTournament, addTournamentText } from './season-add-tournament';

const HEINE: SeasonSettings = { cup: 'Hausruckviertler Tarockcup', season: '2025/26', cupPoints: 'heine', best: 2 };

const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 120 }, { name: 'Bernd Maier', cupNumber: '12', total: -40 },
  { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
]);
const t2 = typedTournament('t2', 'Turnier 2', [
  { name: 'Anna Hueber', total: 80 }, { name: 'Bernd Maier', total: 20 }, { name: 'Clara Berger', total: -50 }, { name: 'Dieter Gruber', total: -50 },
]);

async function seasonWith(...files: unknown[]): Promise<string> {
  const created = await createSeason(HEINE);
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  for (const f of files) {
    const out = await addTournament(created.value.id, f);
    if (!out.ok || out.value.kind !== 'added') throw new Error(JSON.stringify(out));
  }
  return created.value.id;
}

describe('createSeason', () => {
  it('stores a season without tournaments yet, with the cup\'s rules beside the file', async () => {
    const out = await createSeason(HEINE, { rules: 'tarockcup' });
    expect(out.ok).toBe(true);
    const stored = (await listSeasons())[0]!;
    expect(stored.data).toEqual({ format: 'tarock-season', version: 1, ...HEINE, tournaments: [] });
    expect(stored.app).toEqual({ rules: 'tarockcup' });
  });

  it('refuses impossible settings with the file check\'s problems and stores nothing', async () => {
    const best0 = await createSeason({ ...HEINE, best: 0 });
    expect(best0.ok ? [] : best0.errors.map((e) => e.code)).toEqual(['ERR_S_BEST']);
    const scheme = await createSeason({ ...HEINE, cupPoints: 'hiene' as 'heine' });
    expect(scheme.ok ? [] : scheme.errors.map((e) => e.code)).toEqual(['ERR_T_CUP_POINTS_SCHEME']);
    const oef = await createSeason({ ...HEINE, oef: { places: 4, startPoints: [120, 111, 104] } });
    expect(oef.ok ? [] : oef.errors.map((e) => [e.code, e.params])).toEqual([['ERR_S_OEF_TOO_FEW', { count: 3, places: 4 }]]);
    expect(await listSeasons()).toHaveLength(0);
  });
});

describe('addTournament', () => {
  it('adds a tournament file whole; the same file again changes nothing', async () => {
    const id = await seasonWith(t1);
    expect((await getSeason(id))!.data.tournaments).toEqual([t1]);
    const again = await addTournamentText(id, JSON.stringify(t1));
    expect(again).toMatchObject({ ok: true, value: { kind: 'unchanged', name: 'Turnier 1' } });
  });

  it('asks before replacing another version of the same tournament, and replaces it in its place', async () => {
    const id = await seasonWith(t1, t2);
    const corrected = { ...t1, name: 'Turnier 1 (korrigiert)' };
    const out = await addTournament(id, corrected);
    if (!out.ok || out.value.kind !== 'needs-confirmation') throw new Error('expected a confirmation');
    expect(out.value.existingName).toBe('Turnier 1');
    expect((await getSeason(id))!.data.tournaments[0]!.name).toBe('Turnier 1');
    const confirmed = await out.value.confirm();
    expect(confirmed).toMatchObject({ ok: true, value: { kind: 'replaced' } });
    expect((await getSeason(id))!.data.tournaments.map((x) => x.name)).toEqual(['Turnier 1 (korrigiert)', 'Turnier 2']);
  });

  it('refuses a broken tournament file and a file that is not JSON, storing nothing of them', async () => {
    const id = await seasonWith(t1);
    const broken = structuredClone(t2);
    broken.rounds[0]!.tables[0]!.result = { totals: [10, 0, 0, 0] };
    const out = await addTournament(id, broken);
    expect(out.ok ? [] : out.errors.map((e) => e.code)).toEqual(['ERR_T_TOTALS_SUM']);
    const notJson = await addTournamentText(id, '{ "format": ');
    expect(notJson.ok ? [] : notJson.errors.map((e) => e.code)).toEqual(['ERR_T_NOT_JSON']);
    expect((await getSeason(id))!.data.tournaments).toHaveLength(1);
  });

  it('asks which number an entry without one is when its name fits several, and writes the choice into the season file', async () => {
    const twoAnnas = typedTournament('t3', 'Turnier 3', [
      { name: 'Anna Huber', cupNumber: '31', total: 10 }, { name: 'Emil Egger', total: 0 }, { name: 'Franz Fuchs', total: -5 }, { name: 'Gerti Gruber', total: -5 },
    ]);
    const noNumber = typedTournament('t4', 'Turnier 4', [
      { name: 'anna  HUBER', total: 10 }, { name: 'Emil Egger', total: 0 }, { name: 'Franz Fuchs', total: -5 }, { name: 'Gerti Gruber', total: -5 },
    ]);
    const id = await seasonWith(t1, twoAnnas);
    const out = await addTournament(id, noNumber);
    if (!out.ok || out.value.kind !== 'needs-numbers') throw new Error(`expected a question, got ${JSON.stringify(out)}`);
    expect(out.value.ambiguous).toEqual([{ tournamentId: 't4', tournamentName: 'Turnier 4', playerId: 'p1', name: 'anna HUBER', cupNumbers: ['30', '31'] }]);
    expect((await getSeason(id))!.data.tournaments).toHaveLength(2);
    const done = await out.value.resolve([{ tournamentId: 't4', playerId: 'p1', cupNumber: '31' }]);
    expect(done).toMatchObject({ ok: true, value: { kind: 'added' } });
    const stored = (await getSeason(id))!.data;
    expect((stored.tournaments[2] as TournamentFile).players[0]).toEqual({ id: 'p1', name: 'anna HUBER', cupNumber: '31' });
    expect(parseSeason(stored).ok).toBe(true);
  });

  it('adds a tournament of this device and links it to the season', async () => {
    await createStoredTournament(t1);
    const id = await seasonWith();
    expect(await addStoredTournament(id, 't1')).toMatchObject({ ok: true, value: { kind: 'added' } });
    expect((await getTournament('t1'))!.seasonId).toBe(id);
  });

  it('links it only after the earlier writes to the tournament (its queue): a write of the desk meanwhile does not undo the link', async () => {
    await createStoredTournament(t1);
    const id = await seasonWith();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    let seenByDesk: string | undefined = 'not yet';
    // An earlier writer of the tournament holds its queue: it read the record and writes it back whole.
    const desk = inTournamentQueue('t1', async () => {
      const before = (await getTournament('t1'))!;
      await gate;
      seenByDesk = (await getTournament('t1'))!.seasonId;
      await db.tournaments.put({ ...before, updatedAt: '2026-12-07T12:00:00.000Z' });
    });
    const adding = addStoredTournament(id, 't1');
    await vi.waitFor(async () => expect((await getSeason(id))!.data.tournaments).toHaveLength(1));
    open();
    await desk;
    expect(await adding).toMatchObject({ ok: true, value: { kind: 'added' } });
    expect(seenByDesk).toBeUndefined();
    expect((await getTournament('t1'))!.seasonId).toBe(id);
  });
});

describe('doubtful matches', () => {
  it('lists a typo and two of the same name with different numbers', async () => {
    const karl = (tid: string, cupNumber: string) => typedTournament(tid, tid, [
      { name: 'Karl Koch', cupNumber, total: 10 }, { name: 'Emil Egger', total: 0 }, { name: 'Franz Fuchs', total: -5 }, { name: 'Gerti Gruber', total: -5 },
    ]);
    const id = await seasonWith(t1, t2, karl('t3', '12'), karl('t4', '13'));
    const doubts = openDoubts((await getSeason(id))!);
    expect(doubts).toEqual(expect.arrayContaining([
      { a: '#30', b: '~anna hueber', reason: 'spelling' },
      { a: '#12', b: '#13', reason: 'sameName' },
    ]));
    await markDistinct(id, '#12', '#13');
    expect(openDoubts((await getSeason(id))!).map((d) => d.reason)).toEqual(['spelling']);
  });

  it('merges a typo into the numbered player in the season file, so the season standings count them as one', async () => {
    const id = await seasonWith(t1, t2);
    const before = computeSeasonStandings((await getSeason(id))!.data);
    expect(before.standings.map((r) => r.name)).toContain('Anna Hueber');
    const out = await mergeCupPlayers(id, '~anna hueber', '#30');
    expect(out.ok).toBe(true);
    const data = (await getSeason(id))!.data;
    expect((data.tournaments[1] as TournamentFile).players[0]).toEqual({ id: 'p1', name: 'Anna Hueber', cupNumber: '30' });
    const after = computeSeasonStandings(data);
    const anna = after.standings.find((r) => r.cupNumber === '30')!;
    // Heine: 120 → 110, 80 → 80; best 2 of 2.
    expect(anna.name).toBe('Anna Hueber');
    expect(toNumber(anna.total)).toBe(190);
    expect(anna.place).toBe(1);
    expect(openDoubts((await getSeason(id))!)).toEqual([]);
  });
});

describe('removeTournament and settings', () => {
  it('renumbers the Finale when an earlier tournament goes, and drops it (and its tie-break) when the Finale goes', async () => {
    const id = await seasonWith(t1, t2);
    const withFinal = await updateSeasonSettings(id, { ...HEINE, final: { tournament: 2, counts: 'onTop' }, tieBreaks: ['final', 'results'] });
    expect(withFinal.ok).toBe(true);
    await removeTournament(id, 0);
    expect((await getSeason(id))!.data).toMatchObject({ final: { tournament: 1, counts: 'onTop' }, tieBreaks: ['final', 'results'] });
    await removeTournament(id, 0);
    const data = (await getSeason(id))!.data;
    expect(data.final).toBeUndefined();
    expect(data.tieBreaks).toEqual(['results']);
  });

  it('refuses fewer planned tournaments than the season has', async () => {
    const id = await seasonWith(t1, t2);
    const out = await updateSeasonSettings(id, { ...HEINE, plannedTournaments: 1 });
    expect(out.ok ? [] : out.errors.map((e) => e.code)).toEqual(['ERR_S_PLANNED_TOO_FEW']);
  });
});

describe('drawSeasonLot', () => {
  it('records the drawn order in lots by cup number or name key, and a second draw of the same players replaces it', async () => {
    const tied = typedTournament('t9', 'Turnier 9', [
      { name: 'Anna Huber', cupNumber: '30', total: 20 }, { name: 'Karl Koch', total: 20 }, { name: 'Clara Berger', total: -20 }, { name: 'Dieter Gruber', total: -20 },
    ]);
    const id = await seasonWith(tied);
    await updateSeasonSettings(id, { ...HEINE, tieBreaks: [] });
    const first = () => 0.99;
    await drawSeasonLot(id, ['#30', '~karl koch'], first);
    const lots = (await getSeason(id))!.data.lots!;
    expect([...lots].sort()).toEqual(['30', 'karl koch']);
    const standings = computeSeasonStandings((await getSeason(id))!.data);
    expect(standings.standings.slice(0, 2).map((r) => [r.place, r.byLot])).toEqual([[1, true], [2, true]]);
    await drawSeasonLot(id, ['~karl koch', '#30'], () => 0);
    expect((await getSeason(id))!.data.lots).toHaveLength(2);
  });
});
