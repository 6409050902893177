import { describe, expect, it } from 'vitest';
import { createTournament as createStoredTournament, getTournament } from '@/persistence/repositories/tournaments-repository';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { setPlayerCupNumber, suggestCupNumber } from './season-cup-numbers';

const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 120 }, { name: 'Bernd Maier', cupNumber: '12', total: -40 },
  { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
]);
const t2 = typedTournament('t2', 'Turnier 2', [
  { name: 'Anna Hueber', total: 80 }, { name: 'Bernd Maier', total: 20 }, { name: 'Clara Berger', total: -50 }, { name: 'Dieter Gruber', total: -50 },
]);

describe('the director\'s side', () => {
  it('sets a registered player\'s cup number and refuses one another player has', async () => {
    await createStoredTournament(t2);
    expect((await setPlayerCupNumber('t2', 'p1', ' 30 ')).ok).toBe(true);
    expect((await getTournament('t2'))!.data.players[0]).toEqual({ id: 'p1', name: 'Anna Hueber', cupNumber: '30' });
    const taken = await setPlayerCupNumber('t2', 'p2', '30');
    expect(taken.ok ? [] : taken.errors.map((e) => e.code)).toEqual(['ERR_T_CUP_NUMBER_DUPLICATE']);
    expect((await setPlayerCupNumber('t2', 'p1', '')).ok).toBe(true);
    expect((await getTournament('t2'))!.data.players[0]).toEqual({ id: 'p1', name: 'Anna Hueber' });
  });

  it('suggests the cup number the season knows for a name (by name key), none when it is not one number', () => {
    const season = makeSeasonFile([t1]);
    expect(suggestCupNumber(season, 'ANNA  huber')).toBe('30');
    expect(suggestCupNumber(season, 'Clara Berger')).toBeNull();
    expect(suggestCupNumber(undefined, 'Anna Huber')).toBeNull();
  });
});
