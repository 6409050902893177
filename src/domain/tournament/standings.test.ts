// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rat, toString, type Rational } from '../rational';
import { buildRandomTournament, checkedTableResult, genChooser, seededChooser } from '@/testing/domain';
import { QUICK_DRAW_STEPS } from '@/testing/domain/random-tournament';
import type { Round, TableResult, TournamentFile } from './model';
import { parseTournament } from './parse-tournament';
import { isRoundComplete, missingTables, roundScores, tableScores } from './scores';
import { computeStandings, withLots } from './standings';

const NAMES: Record<string, string> = { a: 'Anna', b: 'Bernd', c: 'Clara', d: 'Dieter', e: 'Eva', f: 'Franz', g: 'Gerda', h: 'Hans', i: 'Ida', j: 'Josef' };

/** A tournament from rounds written as tables of [ids, totals?]. */
function cup(rounds: [string[], number[]?][][], extra: Partial<TournamentFile> = {}, ids = Object.keys(NAMES)): TournamentFile {
  return {
    format: 'tarock-tournament', version: 1, id: 't', name: 'Cup', rules: 'tarockcup', plannedRounds: 5,
    handsPerRound: { '4': 16, '5': 20 },
    players: ids.map((id) => ({ id, name: NAMES[id] ?? id })),
    rounds: rounds.map((tables) => ({
      tables: tables.map(([players, totals], k) => ({ table: k + 1, players, firstDealer: 0, ...(totals ? { result: { totals } } : {}) })),
    })),
    ...extra,
  };
}

/** The standings as lines "place name total [cup]" (exact numbers as n/d). */
function table(t: TournamentFile): string[] {
  const s = computeStandings(t);
  return s.rows.map((r) => [r.place ?? '-', r.name, toString(r.total), ...(s.hasCupPoints ? [r.cupPoints === null ? '-' : toString(r.cupPoints)] : [])].join(' '));
}

describe('standings §3: order by total, then by the round scores sorted best first, then lots, else shared places', () => {
  it('by total, highest first', () => {
    expect(table(cup([[[['a', 'b', 'c', 'd'], [12, -4, -8, 0]]]], {}, ['a', 'b', 'c', 'd']))).toEqual(['1 Anna 12', '2 Dieter 0', '3 Bernd -4', '4 Clara -8']);
  });

  it('equal totals: the better best round ranks higher (Bernd 20 beats Anna 15)', () => {
    const t = cup([
      [[['a', 'b', 'c', 'd'], [15, -10, -5, 0]]],
      [[['a', 'b', 'c', 'd'], [-5, 20, -10, -5]]],
    ], {}, ['a', 'b', 'c', 'd']);
    // Anna 15 − 5 = 10, Bernd −10 + 20 = 10: Bernd's best round (20) beats Anna's (15).
    expect(table(t).slice(0, 2)).toEqual(['1 Bernd 10', '2 Anna 10']);
  });

  it('equal totals and equal best rounds: the second best decides; a round without score counts 0 there', () => {
    // Anna: 10, 0 (no table in round 2), −4 = 6 → sorted 10, 0, −4. Bernd: 10, −2, −2 = 6 → 10, −2, −2. Anna ranks higher.
    const t = cup([
      [[['a', 'b', 'c', 'd'], [10, 10, -10, -10]]],
      [[['b', 'c', 'd', 'e'], [-2, 1, 1, 0]]],
      [[['a', 'b', 'c', 'd'], [-4, -2, 3, 3]]],
    ], {}, ['a', 'b', 'c', 'd', 'e']);
    expect(table(t).slice(0, 2)).toEqual(['1 Anna 6', '2 Bernd 6']);
  });

  it('still tied: they share the place (competition ranking 1, 2, 2, 4), listed by name', () => {
    const t = cup([[[['d', 'b', 'c', 'a'], [5, 0, -5, 0]]]], {}, ['a', 'b', 'c', 'd']);
    expect(table(t)).toEqual(['1 Dieter 5', '2 Anna 0', '2 Bernd 0', '4 Clara -5']);
    const s = computeStandings(t);
    expect(s.tiedGroups).toEqual([['a', 'b']]);
    expect(s.rows.filter((r) => r.shared).map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('lots order the tied players only when all of them are named', () => {
    const base = cup([[[['a', 'b', 'c', 'd', 'e'], [0, 0, 0, 1, -1]]]], {}, ['a', 'b', 'c', 'd', 'e']);
    expect(table(base)).toEqual(['1 Dieter 1', '2 Anna 0', '2 Bernd 0', '2 Clara 0', '5 Eva -1']);
    expect(table({ ...base, lots: ['c', 'a', 'b'] })).toEqual(['1 Dieter 1', '2 Clara 0', '3 Anna 0', '4 Bernd 0', '5 Eva -1']);
    // Only two of the three named: all three still share.
    expect(table({ ...base, lots: ['c', 'a'] })).toEqual(['1 Dieter 1', '2 Anna 0', '2 Bernd 0', '2 Clara 0', '5 Eva -1']);
    // Names of players who are not tied do not matter.
    expect(table({ ...base, lots: ['e', 'b', 'd', 'a', 'c'] })).toEqual(['1 Dieter 1', '2 Bernd 0', '3 Anna 0', '4 Clara 0', '5 Eva -1']);
    expect(computeStandings({ ...base, lots: ['c', 'a', 'b'] }).tiedGroups).toEqual([]);
  });

  it('withLots appends the drawn order for a group, so it separates them', () => {
    const base = cup([[[['a', 'b', 'c', 'd'], [0, 0, 1, -1]]]], {}, ['a', 'b', 'c', 'd']);
    const drawn = withLots({ ...base, lots: ['b'] }, ['b', 'a']);
    expect(drawn.lots).toEqual(['b', 'a']);
    expect(table(drawn)).toEqual(['1 Clara 1', '2 Bernd 0', '3 Anna 0', '4 Dieter -1']);
  });
});

describe('standings §3: cup points', () => {
  const UA = [223, 198, 180];
  it('place p gets cupPoints[p−1], 0 beyond the list', () => {
    const t = cup([[[['a', 'b', 'c', 'd'], [3, 2, 1, -6]]]], { cupPoints: UA }, ['a', 'b', 'c', 'd']);
    expect(table(t)).toEqual(['1 Anna 3 223', '2 Bernd 2 198', '3 Clara 1 180', '4 Dieter -6 0']);
  });

  it('the spec\'s example: two sharing place 2 get (198 + 180) / 2 = 189 each', () => {
    const t = cup([[[['a', 'b', 'c', 'd'], [3, 1, 1, -5]]]], { cupPoints: UA }, ['a', 'b', 'c', 'd']);
    expect(table(t)).toEqual(['1 Anna 3 223', '2 Bernd 1 189', '2 Clara 1 189', '4 Dieter -5 0']);
  });

  it('three sharing places 1–3 get (223 + 198 + 180) / 3 = 200 1/3 each, exactly; sharing beyond the list averages the 0s', () => {
    const t = cup([[[['a', 'b', 'c', 'd', 'e'], [1, 1, 1, -1, -2]]]], { cupPoints: UA }, ['a', 'b', 'c', 'd', 'e']);
    expect(table(t)).toEqual(['1 Anna 1 601/3', '1 Bernd 1 601/3', '1 Clara 1 601/3', '4 Dieter -1 0', '5 Eva -2 0']);
    const u = cup([[[['a', 'b', 'c', 'd'], [6, 2, -4, -4]]]], { cupPoints: [10, 6, 2] }, ['a', 'b', 'c', 'd']);
    expect(table(u)).toEqual(['1 Anna 6 10', '2 Bernd 2 6', '3 Clara -4 1', '3 Dieter -4 1']);
  });

  it('unranked players get none (null); without cupPoints nobody has any', () => {
    const t = cup([[[['a', 'b', 'c', 'd'], [1, -1, 0, 0]]]], { cupPoints: UA }, ['a', 'b', 'c', 'd', 'e']);
    expect(table(t).at(-1)).toBe('- Eva 0 -');
    expect(computeStandings(cup([[[['a', 'b', 'c', 'd'], [1, -1, 0, 0]]]], {}, ['a', 'b', 'c', 'd'])).rows.every((r) => r.cupPoints === null)).toBe(true);
  });

  it('the Upper-Austrian table for places 1–50, as the spec lists it', async () => {
    const { UPPER_AUSTRIAN_CUP_POINTS } = await import('./model');
    expect(UPPER_AUSTRIAN_CUP_POINTS.join(', ')).toBe(
      '223, 198, 180, 168, 156, 147, 138, 131, 124, 117, 110, 105, 100, 95, 90, 85, 80, 76, 72, 68, 64, 60, 56, 52, 49, ' +
      '46, 43, 40, 37, 34, 31, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1');
  });
});

describe('standings §1/§3: withdrawals, late entries, tables without result', () => {
  // Round 1: a b c d | e f g h. Hans withdraws after round 1; Ida comes late for round 2; Josef never plays.
  const t = cup([
    [[['a', 'b', 'c', 'd'], [4, -4, 2, -2]], [['e', 'f', 'g', 'h'], [1, 1, -1, -1]]],
    [[['a', 'e', 'i', 'c'], [2, 2, -2, -2]], [['b', 'f', 'd', 'g']]],
  ]);
  t.players.find((p) => p.id === 'h')!.withdrawnAfter = 1;

  it('a withdrawn player\'s results keep counting; a late entry has no score for earlier rounds', () => {
    const s = computeStandings(t);
    const by = (id: string) => s.rows.find((r) => r.id === id)!;
    expect(by('h').rounds).toEqual([rat(-1), null]);
    expect(by('h').place).not.toBeNull();
    expect(by('h').withdrawnAfter).toBe(1);
    expect(by('i').rounds).toEqual([null, rat(-2)]);
    expect(by('b').rounds).toEqual([rat(-4), null]); // table 2 of round 2 has no result yet
  });

  it('players without any score are listed last, without a place, by name', () => {
    // Gerda (−1, none) and Hans (−1, withdrawn) tie on sorted rounds 0, −1; Dieter and Ida on 0, −2.
    expect(table(t)).toEqual(['1 Anna 6', '2 Eva 3', '3 Franz 1', '4 Clara 0', '5 Gerda -1', '5 Hans -1', '7 Dieter -2', '7 Ida -2', '9 Bernd -4', '- Josef 0']);
    const s = computeStandings(t);
    expect(s.rows.map((r) => [r.place, r.id])).toEqual([
      [1, 'a'], [2, 'e'], [3, 'f'], [4, 'c'], [5, 'g'], [5, 'h'], [7, 'd'], [7, 'i'], [9, 'b'], [null, 'j'],
    ]);
  });

  it('roundScores and tableScores: per player id / per seat, null where there is none', () => {
    expect(roundScores(t, 2).get('i')).toEqual(rat(-2));
    expect(roundScores(t, 2).get('h')).toBeNull();
    expect(roundScores(t, 2).get('b')).toBeNull();
    expect(roundScores(t, 3).get('a')).toBeNull();
    expect(tableScores(t, 1, 2)).toEqual([rat(1), rat(1), rat(-1), rat(-1)]);
    expect(tableScores(t, 2, 2)).toBeNull();
    expect(tableScores(t, 2, 9)).toBeNull();
  });

  it('which tables of a round still miss their result', () => {
    expect(missingTables(t, 1)).toEqual([]);
    expect(isRoundComplete(t, 1)).toBe(true);
    expect(missingTables(t, 2)).toEqual([2]);
    expect(isRoundComplete(t, 2)).toBe(false);
    expect(isRoundComplete(t, 3)).toBe(false);
  });
});

describe('round scores of a hands result: the Schrift as settle computes it', () => {
  it('a table that kept score in the app: its totals from the engine, from the table\'s first dealer', () => {
    // Dealer 3 → Vorhand 0 plays a Rufer with seat 2 and wins (tarockcup: 1 point).
    const t = cup([[[['a', 'b', 'c', 'd']]]], {}, ['a', 'b', 'c', 'd']);
    t.rounds[0]!.tables[0]!.firstDealer = 3;
    t.rounds[0]!.tables[0]!.result = checkedTableResult(t, 1, 1, { hands: [{ game: 'rufer', declarer: 0, partner: 2, result: 'won' }, { void: true }] });
    expect(tableScores(t, 1, 1)).toEqual([rat(1), rat(-1), rat(1), rat(-1)]);
  });

  it('typed thirds are exact: 8/3 − 8/3 + 1 − 1 = 0', () => {
    const t = cup([[[['a', 'b', 'c', 'd', 'e'], [2.6666666667, -2.6666666667, 1, -1, 0]]]], {}, ['a', 'b', 'c', 'd', 'e']);
    expect(tableScores(t, 1, 1)).toEqual([rat(8, 3), rat(-8, 3), rat(1), rat(-1), rat(0)]);
  });
});

/** JSON with sorted keys: what a file holds, whatever the key order. */
const canonical = (v: unknown): string => (v === null || typeof v !== 'object'
  ? JSON.stringify(v)
  : Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : `{${Object.keys(v).filter((k) => (v as Record<string, unknown>)[k] !== undefined).sort().map((k) => `${k}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`);

const sumOf = (xs: (Rational | null)[]) => xs.reduce<Rational>((s, x) => (x ? rat(s.n * x.d + x.n * s.d, s.d * x.d) : s), rat(0));

describe('standings: properties', () => {
  it('the round scores of a complete round sum to zero (hands and typed totals)', () => {
    fc.assert(fc.property(fc.gen(), fc.integer({ min: 4, max: 23 }).filter((n) => ![6, 7, 11].includes(n)), (g, n) => {
      const t = buildRandomTournament(genChooser(g), { players: n, rounds: 2, hands: 6, drawSteps: QUICK_DRAW_STEPS });
      for (let r = 1; r <= 2; r++) expect(sumOf([...roundScores(t, r).values()]).n).toBe(0);
    }), { numRuns: 40 });
  });

  it('reordering the players list (and the tables) does not change the standings', () => {
    fc.assert(fc.property(fc.gen(), fc.integer({ min: 8, max: 30 }).filter((n) => ![11].includes(n)), (g, n) => {
      const ch = genChooser(g);
      const t = buildRandomTournament(ch, { players: n, rounds: 3, hands: 4, open: 0.2, cupPoints: [223, 198, 180, 168, 156], drawSteps: QUICK_DRAW_STEPS });
      t.lots = t.players.filter(() => ch.bool(0.3)).map((p) => p.id);
      const shuffledPlayers = [...t.players].sort(() => (ch.bool(0.5) ? 1 : -1));
      const reordered: TournamentFile = { ...t, players: shuffledPlayers, rounds: t.rounds.map((r): Round => ({ tables: [...r.tables].reverse() })) };
      const strip = (s: ReturnType<typeof computeStandings>) => s.rows.map(({ index: _i, ...row }) => row);
      expect(strip(computeStandings(reordered))).toEqual(strip(computeStandings(t)));
      expect(computeStandings(reordered).tiedGroups).toEqual(computeStandings(t).tiedGroups);
    }), { numRuns: 40 });
  });

  it('serialise → parse → standings is identical', () => {
    fc.assert(fc.property(fc.gen(), fc.integer({ min: 4, max: 40 }).filter((n) => ![6, 7, 11].includes(n)), (g, n) => {
      const t = buildRandomTournament(genChooser(g), { players: n, rounds: 3, hands: 5, open: 0.1, cupPoints: [10, 8, 6.5], drawSteps: QUICK_DRAW_STEPS });
      const parsed = parseTournament(JSON.parse(JSON.stringify(t)));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(canonical(parsed.value)).toBe(canonical(t));
      expect(computeStandings(parsed.value)).toEqual(computeStandings(t));
    }), { numRuns: 30 });
  });

  it('places: ranked first, ascending, competition-style; cup points sum to the sum over the places taken', () => {
    const t = buildRandomTournament(seededChooser(5), { players: 41, rounds: 3, hands: 3, open: 0.05, cupPoints: [223, 198, 180, 168, 156, 147, 138] });
    const s = computeStandings(t);
    const ranked = s.rows.filter((r) => r.place !== null);
    ranked.forEach((r, i) => expect(r.place).toBeLessThanOrEqual(i + 1));
    const cupTotal = ranked.reduce((acc, r) => acc + r.cupPoints!.n / r.cupPoints!.d, 0);
    expect(cupTotal).toBeCloseTo([223, 198, 180, 168, 156, 147, 138].slice(0, ranked.length).reduce((a, b) => a + b, 0), 9);
  });
});

describe('computeStandings on a result object shared by two files (the settle cache)', () => {
  it('a different first dealer is settled anew', () => {
    const t1 = cup([[[['a', 'b', 'c', 'd']]]], {}, ['a', 'b', 'c', 'd']);
    t1.rounds[0]!.tables[0]!.firstDealer = 3;
    const result: TableResult = checkedTableResult(t1, 1, 1, { hands: [{ game: 'rufer', declarer: 0, partner: 2, result: 'won' }] });
    t1.rounds[0]!.tables[0]!.result = result;
    const t2 = structuredClone(t1);
    t2.rounds[0]!.tables[0]!.firstDealer = 2; // Vorhand 3: seat 0 may not declare a Rufer — but the cache must not answer
    t2.rounds[0]!.tables[0]!.result = result;
    t2.rounds[0]!.tables[0]!.result = checkedTableResult(t2, 1, 1, { hands: [{ game: 'rufer', declarer: 3, partner: 1, result: 'won' }] });
    expect(tableScores(t1, 1, 1)).toEqual([rat(1), rat(-1), rat(1), rat(-1)]);
    expect(tableScores(t2, 1, 1)).toEqual([rat(-1), rat(1), rat(-1), rat(1)]);
  });
});
