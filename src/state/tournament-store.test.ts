import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/domain/seeded-random';
import { createTournament, updateSetup, drawLot } from './tournament-store';
import { SETUP, stored, tournamentWithRound1 } from '@/testing/tournament-desk';

describe('setup', () => {
  it('creates a valid tournament file with a random id', async () => {
    const out = await createTournament({ ...SETUP, cupPoints: [223, 198, 180], stakeCents: 10, timeLimitMinutes: 120 });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.value.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored(out.value.id)).toEqual(out.value);
    expect(out.value).toMatchObject({ format: 'tarock-tournament', version: 1, players: [], rounds: [], stakeCents: 10, timeLimitMinutes: 120 });
  });

  it('refuses an empty name with the domain\'s located error and stores nothing', async () => {
    const out = await createTournament({ ...SETUP, name: '  ' });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors[0]!.code).toBe('ERR_T_NAME');
  });

  it('the tournament\'s name is normalised like a player\'s: no bidi or invisible characters', async () => {
    const out = await createTournament({ ...SETUP, name: ' \u202eHaus\u200bruck-Cup,\u2066  3. Turnier ' });
    expect(out.ok && out.value.name).toBe('Hausruck-Cup, 3. Turnier');
    if (!out.ok) return;
    expect((await stored(out.value.id))?.name).toBe('Hausruck-Cup, 3. Turnier');
    const renamed = await updateSetup(out.value.id, { ...SETUP, name: 'Cup\u200b\u202e' });
    expect(renamed.ok && renamed.value.name).toBe('Cup');
  });

});

describe('lots', () => {
  it('a lot orders a tied group and is recorded in lots', async () => {
    const { id, data } = await tournamentWithRound1();
    const group = [data.players[0]!.id, data.players[1]!.id];
    const out = await drawLot(id, group, seededRandom(5));
    expect(out.ok).toBe(true);
    expect([...(await stored(id)).lots!].sort()).toEqual([...group].sort());
  });
});
