// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random';
import type { Round, TournamentFile } from './model';
import {
  countRepeatedPairs, drawRound, movePlayer, playersForRound, repeatedPairsInRound, repeatedPairsPerRound, swapPlayers, tableSizes,
} from './seating';
import { fewestRepeatsPossible } from '@/testing/domain/seating';
import { sweep } from '@/testing/domain/sweep';
import { computeStandings } from './standings';

function field(n: number, extra: Partial<TournamentFile> = {}): TournamentFile {
  return {
    format: 'tarock-tournament', version: 1, id: 't', name: 'Cup', rules: 'tarockcup', plannedRounds: 3,
    handsPerRound: { '4': 16, '5': 20 },
    players: Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Spieler ${i + 1}` })),
    rounds: [],
    ...extra,
  };
}

function draw(t: TournamentFile, seed: number, method: 'random' | 'standings' = 'random'): Round {
  const r = drawRound(t, method, seededRandom(seed));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function errorOf<T, E>(r: { ok: true; value: T } | { ok: false; error: E }): E | null {
  return r.ok ? null : r.error;
}

const SEATABLE = Array.from({ length: 200 }, (_, i) => i + 4).filter((n) => ![6, 7, 11].includes(n));

describe('tableSizes §5: n mod 4 tables of 5, the rest of 4', () => {
  it.each([
    [4, [4]], [5, [5]], [8, [4, 4]], [9, [4, 5]], [10, [5, 5]], [12, [4, 4, 4]], [13, [4, 4, 5]], [14, [4, 5, 5]],
    [15, [5, 5, 5]], [16, [4, 4, 4, 4]], [19, [4, 5, 5, 5]],
  ])('%i players → %j', (n, sizes) => {
    expect(tableSizes(n)).toEqual({ ok: true, value: sizes });
  });

  it('every count 4…203 but 6, 7, 11: tables of 4 and 5 seating everyone, with as few 5-tables as possible', () => {
    for (const n of SEATABLE) {
      const r = tableSizes(n);
      if (!r.ok) throw new Error(`${n}`);
      expect(r.value.reduce((a, b) => a + b, 0)).toBe(n);
      expect(r.value.filter((s) => s === 5)).toHaveLength(n % 4);
      expect(r.value.every((s) => s === 4 || s === 5)).toBe(true);
    }
    expect((tableSizes(203) as { value: number[] }).value).toHaveLength(50);
  });

  it('6, 7 and 11 players are refused, saying what would work', () => {
    expect(tableSizes(6)).toEqual({ ok: false, error: {
      code: 'ERR_DRAW_CANNOT_SEAT',
      message: '6 players cannot be seated at tables of 4 and 5: add 2 (8 players) or withdraw 1 (5 players)',
      params: { count: 6, more: 8, add: 2, fewer: 5, remove: 1 },
    } });
    expect(errorOf(tableSizes(7))?.message).toBe('7 players cannot be seated at tables of 4 and 5: add 1 (8 players) or withdraw 2 (5 players)');
    expect(errorOf(tableSizes(11))?.message).toBe('11 players cannot be seated at tables of 4 and 5: add 1 (12 players) or withdraw 1 (10 players)');
  });

  it('fewer than 4 players are refused', () => {
    expect(tableSizes(3)).toEqual({ ok: false, error: {
      code: 'ERR_DRAW_TOO_FEW', message: '3 players cannot be seated: a table needs at least 4 players (add 1)', params: { count: 3, missing: 1 },
    } });
    expect(errorOf(tableSizes(0))?.code).toBe('ERR_DRAW_TOO_FEW');
  });
});

describe('countRepeatedPairs §5: Σ over pairs of (rounds shared − 1, if positive)', () => {
  const r = (...tables: string[][]): Round => ({ tables: tables.map((players, k) => ({ table: k + 1, players, firstDealer: 0 })) });
  it('a pair meeting in three rounds counts 2; pairs meeting once count 0', () => {
    const rounds = [r(['a', 'b', 'c', 'd']), r(['a', 'b', 'e', 'f']), r(['a', 'b', 'g', 'h'])];
    expect(countRepeatedPairs({ rounds })).toBe(2);
    expect(repeatedPairsPerRound({ rounds })).toEqual([0, 1, 1]);
    expect(repeatedPairsInRound(rounds.slice(0, 2), rounds[2]!)).toBe(1);
    expect(countRepeatedPairs({ rounds: [r(['a', 'b', 'c', 'd']), r(['d', 'c', 'b', 'a'])] })).toBe(6);
  });
});

describe('drawRound random §5: every count 4…203, three rounds', () => {
  // The unit run draws every count below 24 (each has its own exhaustive check or shape), every
  // tenth count above and the largest four; `npm run test:full` draws all of them.
  const counts = sweep(SEATABLE, (n) => n < 24 || n % 10 === 0 || n >= 200);
  const results = new Map<number, TournamentFile>();
  for (const n of counts) {
    const t = field(n);
    for (let round = 0; round < 3; round++) t.rounds.push(draw(t, 1000 * n + round));
    results.set(n, t);
  }

  it('valid tables: everyone exactly once per round, 4 or 5 per table, fewest 5-tables, numbered 1…t, a drawn first dealer', () => {
    for (const [n, t] of results) {
      for (const round of t.rounds) {
        const seated = round.tables.flatMap((x) => x.players);
        expect(seated.length, `${n}`).toBe(n);
        expect(new Set(seated).size, `${n}`).toBe(n);
        expect(round.tables.filter((x) => x.players.length === 5).length, `${n}`).toBe(n % 4);
        expect(round.tables.every((x) => x.players.length === 4 || x.players.length === 5)).toBe(true);
        expect(round.tables.map((x) => x.table)).toEqual(round.tables.map((_, k) => k + 1));
        for (const x of round.tables) expect(x.firstDealer! >= 0 && x.firstDealer! < x.players.length).toBe(true);
        for (const x of round.tables) expect(x.result).toBeUndefined();
      }
    }
  });

  it('no pair meets twice for 16 players and for every count from 20 to 203', () => {
    const failing = [...results].filter(([n, t]) => (n === 16 || n >= 20) && countRepeatedPairs(t) !== 0).map(([n, t]) => `${n}: ${countRepeatedPairs(t)}`);
    expect(failing).toEqual([]);
  });

  it('13 players (4, 4, 5): at most 12 repeated pairs over 3 rounds', () => {
    expect(countRepeatedPairs(results.get(13)!)).toBeLessThanOrEqual(12);
  });

  it('fewer than 20 players: each round no worse than the best seating possible given the earlier rounds (exhaustive search)', () => {
    // The search takes seconds for 18 and 19 players: those two run in `npm run test:full`.
    for (const n of sweep(counts.filter((k) => k < 20), (k) => k <= 17)) {
      const t = results.get(n)!;
      const perRound = repeatedPairsPerRound(t);
      const sizes = (tableSizes(n) as { value: number[] }).value;
      for (let r = 1; r < 3; r++) {
        const best = fewestRepeatsPossible(t.players.map((p) => p.id), sizes, t.rounds.slice(0, r), perRound[r]! + 1);
        expect(perRound[r], `${n} players, round ${r + 1}`).toBe(best);
      }
    }
  });
});

describe('drawRound: who is drawn, reproducibility, refusals', () => {
  it('the same seed gives the same draw; another seed another one', () => {
    const t = field(40);
    expect(draw(t, 7)).toEqual(draw(t, 7));
    expect(draw(t, 7)).not.toEqual(draw(t, 8));
  });

  it('the search takes its step budget: without steps round 2 keeps its random start, with them no pair meets twice', () => {
    const t = field(16);
    t.rounds.push(draw(t, 1));
    const budgets = [0, undefined].map((maxSteps) => {
      const r = drawRound(t, 'random', seededRandom(2), maxSteps === undefined ? {} : { maxSteps });
      if (!r.ok) throw new Error(r.error.message);
      return repeatedPairsInRound(t.rounds, r.value);
    });
    expect(budgets[0]).toBeGreaterThan(0);
    expect(budgets[1]).toBe(0);
  });

  it('a withdrawn player is not drawn from the round after withdrawnAfter; a late entry is', () => {
    const t = field(13);
    t.rounds.push(draw(t, 1));
    t.players[2]!.withdrawnAfter = 1;
    t.players.push({ id: 'late', name: 'Spät' });
    const round = draw(t, 2);
    const seated = round.tables.flatMap((x) => x.players);
    expect(seated).not.toContain('p3');
    expect(seated).toContain('late');
    expect(playersForRound(t, 2).map((p) => p.id)).toEqual(seated.slice().sort((a, b) => t.players.findIndex((p) => p.id === a) - t.players.findIndex((p) => p.id === b)));
  });

  it('refuses when every planned round is drawn', () => {
    const t = field(8, { plannedRounds: 1 });
    t.rounds.push(draw(t, 1));
    expect(drawRound(t, 'random', seededRandom(1))).toEqual({ ok: false, error: {
      code: 'ERR_DRAW_ALL_ROUNDS_DRAWN', message: 'all 1 planned rounds are already drawn (raise plannedRounds to play another round)', params: { plannedRounds: 1 },
    } });
  });

  it('refuses 6, 7 and 11 players (after withdrawals) with the message of tableSizes', () => {
    const t = field(12);
    t.players[0]!.withdrawnAfter = 0;
    const r = drawRound(t, 'random', seededRandom(1));
    expect(errorOf(r)?.code).toBe('ERR_DRAW_CANNOT_SEAT');
  });
});

describe('drawRound standings §5: tables filled in standings order, the 5-tables at the bottom', () => {
  function played(n: number): TournamentFile {
    const t = field(n);
    t.rounds.push(draw(t, 3));
    // Scores: the higher the player number, the better (seat totals made to sum to 0 per table).
    for (const table of t.rounds[0]!.tables) {
      const nums = table.players.map((id) => Number(id.slice(1)));
      const mean = nums.reduce((a, b) => a + b, 0) / nums.length;
      const totals = nums.map((x) => (x - mean) * nums.length);
      table.result = { totals };
    }
    return t;
  }

  it('table 1 holds the best four by standings; the 5-tables come last', () => {
    const t = played(13);
    const round = draw(t, 4, 'standings');
    const order = round.tables.flatMap((x) => x.players);
    const standings = [...t.players].map((p) => p.id);
    expect(round.tables.map((x) => x.players.length)).toEqual([4, 4, 5]);
    // Every player of table 1 ranks above every player of table 2, and so on.
    const rank = new Map(computeStandings(t).rows.map((r, i) => [r.id, i]));
    for (let k = 0; k + 1 < round.tables.length; k++) {
      const worstHere = Math.max(...round.tables[k]!.players.map((p) => rank.get(p)!));
      const bestNext = Math.min(...round.tables[k + 1]!.players.map((p) => rank.get(p)!));
      expect(worstHere).toBeLessThan(bestNext);
    }
    expect(new Set(order)).toEqual(new Set(standings));
  });

  it('refuses while a table of an earlier round has no result', () => {
    const t = played(9);
    delete t.rounds[0]!.tables[1]!.result;
    const r = drawRound(t, 'standings', seededRandom(1));
    expect(r).toEqual({ ok: false, error: {
      code: 'ERR_DRAW_RESULTS_MISSING', message: 'a draw by standings needs every result of the earlier rounds; missing: round 1 table 2',
      params: { missing: 1, tables: 'round 1 table 2' },
    } });
  });
});

describe('editing the draft: swapPlayers, movePlayer', () => {
  const round: Round = { tables: [
    { table: 1, players: ['a', 'b', 'c', 'd'], firstDealer: 3 },
    { table: 2, players: ['e', 'f', 'g', 'h', 'i'], firstDealer: 4 },
  ] };

  it('swapping two players exchanges their seats and leaves the rest', () => {
    const r = swapPlayers(round, 'b', 'h');
    expect(r.ok && r.value.tables.map((x) => x.players)).toEqual([['a', 'h', 'c', 'd'], ['e', 'f', 'g', 'b', 'i']]);
    expect(round.tables[0]!.players).toEqual(['a', 'b', 'c', 'd']); // the input is not changed
    const same = swapPlayers(round, 'a', 'd');
    expect(same.ok && same.value.tables[0]!.players).toEqual(['d', 'b', 'c', 'a']);
    expect(swapPlayers(round, 'a', 'zz')).toEqual({ ok: false, error: { code: 'ERR_DRAW_UNKNOWN_PLAYER', message: 'player "zz" is not seated in this round', params: { id: 'zz' } } });
  });

  it('moving a player from the 5-table to a 4-table is fine; a first dealer beyond the table becomes seat 0', () => {
    const r = movePlayer(round, 'i', 1);
    expect(r.ok && r.value.tables).toEqual([
      { table: 1, players: ['a', 'b', 'c', 'd', 'i'], firstDealer: 3 },
      { table: 2, players: ['e', 'f', 'g', 'h'], firstDealer: 0 },
    ]);
  });

  it('a move that leaves a table with 3 or 6 players is refused', () => {
    expect(movePlayer(round, 'a', 2)).toEqual({ ok: false, error: {
      code: 'ERR_DRAW_TABLE_SIZE', message: 'table 1 would have 3 players; a table seats 4 or 5 (swap two players instead)', params: { table: 1, count: 3 },
    } });
    expect(errorOf(movePlayer(round, 'a', 7))?.code).toBe('ERR_DRAW_NO_SUCH_TABLE');
  });

  it('a table with a result keeps its seating', () => {
    const withResult: Round = { tables: [{ ...round.tables[0]!, result: { totals: [1, -1, 0, 0] } }, round.tables[1]!] };
    expect(errorOf(swapPlayers(withResult, 'a', 'e'))?.code).toBe('ERR_DRAW_HAS_RESULT');
  });
});
