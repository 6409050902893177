import { describe, expect, it } from 'vitest';
import { changeTournament, createTournament as createStoredTournament, getTournament } from '@/persistence/repositories/tournaments-repository';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { setPlayerCupNumber, setPlayerCupNumbers, suggestCupNumber } from './season-cup-numbers';
import { inTournamentQueue } from './tournament-queue';

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

  it('gives several numbers in one change only after the earlier writes to the tournament (its queue), as one number does', async () => {
    await createStoredTournament(t2);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    // An earlier writer of the tournament (the desk, the sync) holds its queue and gives Anna 30.
    const earlier = inTournamentQueue('t2', async () => {
      await gate;
      return changeTournament<null>('t2', (data) => ({ ...data, players: data.players.map((p) => (p.id === 'p1' ? { ...p, cupNumber: '30' } : p)) }));
    });
    const numbers = setPlayerCupNumbers('t2', [{ playerId: 'p2', cupNumber: '30' }]);
    open();
    await earlier;
    const out = await numbers;
    expect(out.ok ? [] : out.errors.map((e) => e.code)).toEqual(['ERR_T_CUP_NUMBER_DUPLICATE']);
    expect((await getTournament('t2'))!.data.players.map((p) => p.cupNumber)).toEqual(['30', undefined, undefined, undefined]);
  });
});
