import type { TournamentFile } from '@/domain/tournament/model';
import { describe, expect, it } from 'vitest';
import { computeSeasonStandings } from '@/domain/season/season-standings';
import { toNumber } from '@/domain/rational';
import { getSeason } from '@/persistence/repositories/seasons-repository';
import { typedTournament } from '@/testing/domain/season-factories';
import { createSeason, mergeCupPlayers, openDoubts, type SeasonSettings } from './season-store';
import { addTournament } from './season-add-tournament';

const HEINE: SeasonSettings = { cup: 'Hausruckviertler Tarockcup', season: '2025/26', cupPoints: 'heine', best: 'all' };

const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 120 }, { name: 'Bernd Maier', total: -40 },
  { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
]);
const t2 = typedTournament('t2', 'Turnier 2', [
  { name: 'Ana Huber', total: 80 }, { name: 'Bernd Maier', total: 20 }, { name: 'Clara Berger', total: -50 }, { name: 'Dieter Gruber', total: -50 },
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

async function standings(id: string) {
  return computeSeasonStandings((await getSeason(id))!.data).standings.map((r) => [r.cupNumber, r.name, toNumber(r.total), r.participations]);
}

describe('one identity per cup player', () => {
  it('"Dieselbe Person" keeps the spelling the organiser chose: the two buttons give two different names', async () => {
    const a = await seasonWith(t1, t2);
    await mergeCupPlayers(a, '#30', '~ana huber');
    expect((await standings(a))[0]).toEqual(['30', 'Anna Huber', 190, 2]);
    const b = await seasonWith(t1, t2);
    await mergeCupPlayers(b, '~ana huber', '#30');
    expect((await standings(b))[0]).toEqual(['30', 'Ana Huber', 190, 2]);
    // The season file itself says it, entry by entry.
    expect((await getSeason(a))!.data.tournaments.map((t) => (t as TournamentFile).players[0])).toEqual([
      { id: 'p1', name: 'Anna Huber', cupNumber: '30' }, { id: 'p1', name: 'Anna Huber', cupNumber: '30' },
    ]);
  });

  it('a corrected version of a tournament keeps the resolved match (Ana and Anna Huber stay one)', async () => {
    const id = await seasonWith(t1, t2);
    await mergeCupPlayers(id, '#30', '~ana huber');
    const corrected = typedTournament('t2', 'Turnier 2 (korrigiert)', [
      { name: 'Ana Huber', total: 90 }, { name: 'Bernd Maier', total: 10 }, { name: 'Clara Berger', total: -50 }, { name: 'Dieter Gruber', total: -50 },
    ]);
    const out = await addTournament(id, corrected);
    if (!out.ok || out.value.kind !== 'needs-confirmation') throw new Error(JSON.stringify(out));
    expect(await out.value.confirm()).toMatchObject({ ok: true, value: { kind: 'replaced' } });
    const data = (await getSeason(id))!.data;
    expect((data.tournaments[1] as TournamentFile).players[0]).toEqual({ id: 'p1', name: 'Anna Huber', cupNumber: '30' });
    // Heine: 120 → 110, 90 → 90.
    expect((await standings(id))[0]).toEqual(['30', 'Anna Huber', 200, 2]);
    expect(openDoubts((await getSeason(id))!)).toEqual([]);
  });

  it('the same version again is recognised as unchanged although the resolved match rewrote its entry', async () => {
    const id = await seasonWith(t1, t2);
    await mergeCupPlayers(id, '#30', '~ana huber');
    expect(await addTournament(id, t2)).toMatchObject({ ok: true, value: { kind: 'unchanged' } });
  });

  it('a spelling resolved once means the same cup player in every tournament added later', async () => {
    const id = await seasonWith(t1, t2);
    await mergeCupPlayers(id, '#30', '~ana huber');
    const t3 = typedTournament('t3', 'Turnier 3', [
      { name: 'Clara Berger', total: 30 }, { name: 'ana  huber', total: 10 }, { name: 'Bernd Maier', total: -20 }, { name: 'Dieter Gruber', total: -20 },
    ]);
    expect(await addTournament(id, t3)).toMatchObject({ ok: true, value: { kind: 'added' } });
    expect(((await getSeason(id))!.data.tournaments[2] as TournamentFile).players[1]).toEqual({ id: 'p2', name: 'Anna Huber', cupNumber: '30' });
    expect((await standings(id))[0]).toEqual(['30', 'Anna Huber', 200, 3]);
  });

  it('the chosen number of an entry whose name fitted several is kept in a newer version', async () => {
    const twoAnnas = typedTournament('t3', 'Turnier 3', [
      { name: 'Anna Huber', cupNumber: '31', total: 10 }, { name: 'Emil Egger', total: 0 }, { name: 'Franz Fuchs', total: -5 }, { name: 'Gerti Gruber', total: -5 },
    ]);
    const noNumber = (total: number) => typedTournament('t4', 'Turnier 4', [
      { name: 'Anna Huber', total }, { name: 'Emil Egger', total: 0 }, { name: 'Franz Fuchs', total: -total / 2 }, { name: 'Gerti Gruber', total: -total / 2 },
    ]);
    const id = await seasonWith(t1, twoAnnas);
    const asked = await addTournament(id, noNumber(10));
    if (!asked.ok || asked.value.kind !== 'needs-numbers') throw new Error(JSON.stringify(asked));
    await asked.value.resolve([{ tournamentId: 't4', playerId: 'p1', cupNumber: '31' }]);
    const again = await addTournament(id, noNumber(20));
    if (!again.ok || again.value.kind !== 'needs-confirmation') throw new Error(`no second question expected: ${JSON.stringify(again)}`);
    await again.value.confirm();
    expect(((await getSeason(id))!.data.tournaments[2] as TournamentFile).players[0]).toEqual({ id: 'p1', name: 'Anna Huber', cupNumber: '31' });
  });

  it('merging again moves earlier facts along: three spellings end as one player', async () => {
    const t3 = typedTournament('t3', 'Turnier 3', [
      { name: 'Anna Hubr', total: 40 }, { name: 'Bernd Maier', total: 0 }, { name: 'Clara Berger', total: -20 }, { name: 'Dieter Gruber', total: -20 },
    ]);
    const id = await seasonWith(t2, t3);
    await mergeCupPlayers(id, '~anna hubr', '~ana huber');
    expect((await standings(id)).filter((r) => String(r[1]).startsWith('An'))).toEqual([[null, 'Anna Hubr', 120, 2]]);
    await addTournament(id, t1);
    await mergeCupPlayers(id, '#30', '~anna hubr');
    const t5 = typedTournament('t5', 'Turnier 5', [
      { name: 'Ana Huber', total: 4 }, { name: 'Bernd Maier', total: 0 }, { name: 'Clara Berger', total: -2 }, { name: 'Dieter Gruber', total: -2 },
    ]);
    await addTournament(id, t5);
    const annas = (await standings(id)).filter((r) => String(r[1]).startsWith('An'));
    expect(annas).toEqual([['30', 'Anna Huber', 80 + 40 + 110 + 4, 4]]);
  });
});
