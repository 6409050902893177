import { describe, expect, it } from 'vitest';
import { makeTournament } from '@/testing/tournament-factories';
import { nextMissingTable } from './next-table';

function withResults(tables: number[]) {
  const data = makeTournament();
  const round = data.rounds[0]!;
  round.tables = [1, 2, 3, 4, 5].map((n) => ({ table: n, players: [`a${n}`, `b${n}`, `c${n}`, `d${n}`] }));
  for (const n of tables) round.tables[n - 1]!.result = { totals: [1, -1, 0, 0] };
  return data;
}

describe('the next table after a result', () => {
  it('is the next one without a result, counting on from this table', () => {
    expect(nextMissingTable(withResults([1, 2, 3]), 1, 3)).toBe(4);
    expect(nextMissingTable(withResults([1, 3, 4]), 1, 3)).toBe(5);
  });

  it('starts again at the first table after the last one', () => {
    expect(nextMissingTable(withResults([3, 4, 5]), 1, 5)).toBe(1);
  });

  it('is none when every other table has its result', () => {
    expect(nextMissingTable(withResults([1, 2, 4, 5]), 1, 3)).toBeNull();
    expect(nextMissingTable(withResults([1, 2, 3, 4, 5]), 1, 3)).toBeNull();
  });
});
