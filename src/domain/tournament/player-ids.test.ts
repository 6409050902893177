import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random';
import { buildTournament } from '@/testing/domain/tournament';
import { parseTournament } from './parse-tournament';
import { newPlayerIds } from './player-ids';

describe('new player ids', () => {
  it('continue after the highest number, old and new ids alike, each with a tag of four letters or digits', () => {
    const ids = newPlayerIds([{ id: 'p1', name: 'A' }, { id: 'p7', name: 'B' }, { id: 'x', name: 'C' }], 2, seededRandom(1));
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^p8-[0-9a-z]{4}$/);
    expect(ids[1]).toMatch(/^p9-[0-9a-z]{4}$/);
    expect(newPlayerIds([{ id: 'p12-ab3d', name: 'A' }], 1, seededRandom(2))[0]).toMatch(/^p13-[0-9a-z]{4}$/);
  });

  it('two desks registering a walk-in at the same moment (the same file, their own chance) take different ids', () => {
    const t = buildTournament({ players: 8, rounds: 0 });
    const deskA = newPlayerIds(t.players, 1, seededRandom(11))[0]!;
    const deskB = newPlayerIds(t.players, 1, seededRandom(12))[0]!;
    expect(deskA).not.toBe(deskB);
    // Both walk-ins in one file (as the sync merges them): a valid tournament of two more players.
    const merged = parseTournament({ ...t, players: [...t.players, { id: deskA, name: 'Ida Wolf' }, { id: deskB, name: 'Jakob Rauch' }] });
    expect(merged.ok && merged.value.players).toHaveLength(10);
  });

  it('never gives an id the file has, even when chance repeats itself', () => {
    const stuck = () => 0;
    const ids = newPlayerIds([{ id: 'p1-0000', name: 'A' }, { id: 'p2-0000', name: 'B' }], 3, stuck);
    expect(ids).toEqual(['p3-0000', 'p4-0000', 'p5-0000']);
    expect(new Set(ids).size).toBe(3);
  });
});
