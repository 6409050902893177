import { describe, expect, it } from 'vitest';
import type { Hand, Settlement, SettledHand } from '../model';
import { add, rat, ZERO, type Rational } from '../rational';
import { PRESETS } from '../rules/presets';
import type { RuleSet } from '../rules/rule-set';
import { computePlayerStats, positiveGameWon, runningTotals, seriesExtremes, type StatsInput } from './stats';
import { makeSession as makeRawSession, type SessionOptions } from '@/testing/domain/session';
import { checkedSession } from '@/testing/domain/checked-session';
// Sessions these tests settle go through the engine's check first.
const makeSession = (opts: SessionOptions = {}) => checkedSession(makeRawSession(opts));

const PLAYERS4 = ['Anna', 'Bernd', 'Clara', 'Dieter'];

/** A settlement built from per-hand sheet rows, so the statistics are tested apart from the engine. */
function settle(players: string[], rows: { deltas: number[]; active?: number[]; dealer?: number }[]): Settlement {
  let totals: Rational[] = players.map(() => ZERO);
  const hands: SettledHand[] = rows.map((row, index) => {
    const deltas = row.deltas.map((d) => rat(d));
    totals = totals.map((t, i) => add(t, deltas[i]!));
    return {
      index, dealer: row.dealer ?? index % players.length, active: row.active ?? players.map((_, i) => i), multiplier: 1, pending: 0,
      deltas, cash: players.map(() => ZERO), kassa: ZERO, totals, cashTotals: players.map(() => ZERO), kassaBalance: ZERO, explanation: [],
    };
  });
  return {
    players, hands, totals, cashTotals: players.map(() => ZERO), kassa: ZERO,
    moneyCents: totals.map((t) => (t.n * 10) / t.d), nextDealer: 0, nextMultiplier: 1, pending: 0,
  };
}

function input(hands: Hand[], rows: { deltas: number[]; active?: number[] }[], rules: RuleSet = PRESETS.hausregeln, players = PLAYERS4): StatsInput {
  const session = makeSession({ name: 'Test', players, rules: rules.preset, hands });
  return { session, rules, settlement: settle(players, rows) };
}

describe('positiveGameWon', () => {
  const rules = PRESETS.hausregeln;
  it('follows the recorded result', () => {
    expect(positiveGameWon({ game: 'dreier', declarer: 0, result: 'won' }, rules)).toBe(true);
    expect(positiveGameWon({ game: 'dreier', declarer: 0, result: 'lost' }, rules)).toBe(false);
  });
  it('card points: 35/2 wins without Kontra, 35/1 does not', () => {
    expect(positiveGameWon({ game: 'dreier', declarer: 0, points: '35/2' }, rules)).toBe(true);
    expect(positiveGameWon({ game: 'dreier', declarer: 0, points: '35/1' }, rules)).toBe(false);
  });
  it('hausregeln last-Kontra shift: at Kontra 35:35 is a win, at Re the declarer needs 35/2 again', () => {
    expect(positiveGameWon({ game: 'dreier', declarer: 0, points: '35/0', kontra: 1 }, rules)).toBe(true);
    expect(positiveGameWon({ game: 'dreier', declarer: 0, points: '34/2', kontra: 1 }, rules)).toBe(true);
    expect(positiveGameWon({ game: 'dreier', declarer: 0, points: '34/1', kontra: 1 }, rules)).toBe(false);
    expect(positiveGameWon({ game: 'dreier', declarer: 0, points: '34/1', vorfleck: true, kontra: 1 }, rules)).toBe(false);
    expect(positiveGameWon({ game: 'dreier', declarer: 0, points: '35/1', kontra: 2 }, rules)).toBe(false);
  });
  it('tarockcup has no shift: at Kontra the declarer still needs 35/2', () => {
    expect(positiveGameWon({ game: 'dreier', declarer: 0, points: '35/0', kontra: 1 }, PRESETS.tarockcup)).toBe(false);
  });
  it('erotas threshold 35/1', () => {
    expect(positiveGameWon({ game: 'dreier', declarer: 0, points: '35/1' }, PRESETS.erotas)).toBe(true);
  });
  it('valat decides in multiply mode; Schleifen is lost; Renonce by an opponent counts as won', () => {
    expect(positiveGameWon({ game: 'dreier', declarer: 0, valat: { side: 'opponents', announced: false, made: true } }, rules)).toBe(false);
    expect(positiveGameWon({ game: 'dreier', declarer: 0, valat: { side: 'declarer', announced: true, made: false } }, rules)).toBe(false);
    expect(positiveGameWon({ game: 'dreier', declarer: 0, valat: { side: 'opponents', announced: true, made: false } }, rules)).toBe(true);
    expect(positiveGameWon({ game: 'rufer', declarer: 1, conceded: true }, rules)).toBe(false);
    expect(positiveGameWon({ game: 'dreier', declarer: 0, renonce: { by: 2 } }, rules)).toBe(true);
    expect(positiveGameWon({ game: 'rufer', declarer: 1, partner: 3, renonce: { by: 3 } }, rules)).toBe(false);
  });
  it('baden (fixed valat): a hand entered with only a made valat is won, as the settlement has it', () => {
    expect(positiveGameWon({ game: 'dreier', declarer: 0, valat: { side: 'declarer', announced: false, made: true } }, PRESETS.baden)).toBe(true);
    expect(positiveGameWon({ game: 'dreier', declarer: 0, valat: { side: 'opponents', announced: true, made: true } }, PRESETS.baden)).toBe(false);
  });
  it('baden (fixed valat): the game is decided by its own result', () => {
    expect(positiveGameWon({ game: 'dreier', declarer: 0, result: 'won', valat: { side: 'opponents', announced: false, made: true } }, PRESETS.baden)).toBe(true);
  });
});

describe('computePlayerStats', () => {
  const hands: Hand[] = [
    { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
    {
      game: 'dreier', declarer: 0, result: 'won', kontra: 1,
      praemien: [
        { id: 'trull', side: 'declarer', announced: false, made: true },
        { id: 'pagat', side: 'opponents', announced: true, made: true, by: 2 },
      ],
    },
    { game: 'bettler', declarer: 2, result: 'lost' },
    { game: 'trischaken', trischaken: { points: ['30/1', '20/0', '19/2', '0/0'], tricks: [5, 4, 3, 0] } },
    { void: true, game: 'dreier', declarer: 1, result: 'won' },
    { manual: [2, -2, 0, 0] },
  ];
  const rows = [
    { deltas: [-1, 1, -1, 1] },
    { deltas: [33, -3, -27, -3] },
    { deltas: [4, 4, -12, 4] },
    { deltas: [-12, 0, 0, 12] },
    { deltas: [0, 0, 0, 0] },
    { deltas: [2, -2, 0, 0] },
  ];
  const [anna, bernd, clara, dieter] = computePlayerStats([input(hands, rows)]);

  it('counts hands played without the struck hand', () => {
    expect(anna!.handsPlayed).toBe(5);
    expect(anna!.sessions).toBe(1);
  });

  it('games declared and won per game type', () => {
    expect(anna!.games).toEqual({ dreier: { declared: 1, won: 1 } });
    expect(bernd!.games).toEqual({ rufer: { declared: 1, won: 1 } });
    expect(clara!.games).toEqual({ bettler: { declared: 1, won: 0 } });
    expect(clara!.declared).toBe(1);
    expect(clara!.won).toBe(0);
    expect(dieter!.partner).toEqual({ declared: 1, won: 1 });
  });

  it('Trischaken: everyone played, the one with the most card points lost', () => {
    expect(anna!.trischaken).toEqual({ played: 1, lost: 1 });
    expect(dieter!.trischaken).toEqual({ played: 1, lost: 0 });
  });

  it('Prämien: the scoring side counts; a bird counts for its holder (by) only', () => {
    expect(anna!.praemien).toEqual({ trull: { made: 1, announced: 0, asHolder: 0 } });
    expect(clara!.praemien).toEqual({ pagat: { made: 1, announced: 1, asHolder: 1 } });
    // Bernd and Dieter were Clara's fellow opponents: the Pagat was hers, not theirs.
    expect(bernd!.praemien).toEqual({});
    expect(dieter!.praemien).toEqual({});
  });

  it('average, best and worst hand in sheet points', () => {
    // Anna: −1 + 33 + 4 − 12 + 2 = 26 over 5 hands.
    expect(anna!.playedSum).toEqual(rat(26));
    expect(anna!.average).toEqual(rat(26, 5));
    expect(anna!.best).toMatchObject({ hand: 1, amount: rat(33), game: 'dreier' });
    expect(anna!.worst).toMatchObject({ hand: 3, amount: rat(-12), game: 'trischaken' });
    expect(clara!.worst).toMatchObject({ hand: 1, amount: rat(-27) });
    expect(anna!.total).toEqual(rat(26));
    expect(anna!.cents).toBe(260);
  });

  it('a 5-table: the sitting-out dealer does not play the hand', () => {
    const players = ['A', 'B', 'C', 'D', 'E'];
    const [a, , , , e] = computePlayerStats([
      input(
        [{ game: 'rufer', declarer: 1, partner: 2, result: 'won' }, { game: 'dreier', declarer: 0, result: 'lost' }],
        [
          { deltas: [0, 1, 1, -1, -1], active: [1, 2, 3, 4] },
          { deltas: [-18, 0, 6, 6, 6], active: [0, 2, 3, 4] },
        ],
        PRESETS.hausregeln,
        players,
      ),
    ]);
    expect(a!.handsPlayed).toBe(1);
    expect(e!.handsPlayed).toBe(2);
    expect(a!.average).toEqual(rat(-18));
  });

  it('several evenings: players are matched by name and totals add up', () => {
    const one = input([{ game: 'rufer', declarer: 1, partner: 3, result: 'won' }], [{ deltas: [-1, 1, -1, 1] }]);
    const two = input(
      [{ game: 'bettler', declarer: 2, result: 'won' }],
      [{ deltas: [-4, -4, 12, -4] }],
      PRESETS.hausregeln,
      ['Clara', 'Anna', 'Eva', 'Bernd'],
    );
    const stats = computePlayerStats([one, two]);
    expect(stats.map((s) => s.name)).toEqual(['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva']);
    const anna = stats[0]!;
    expect(anna.sessions).toBe(2);
    expect(anna.handsPlayed).toBe(2);
    expect(anna.total).toEqual(rat(-5));
    expect(stats[4]!.games).toEqual({ bettler: { declared: 1, won: 1 } });
    expect(stats[2]!.total).toEqual(rat(-5));
  });

  it('Bei contracts count for their own declarer', () => {
    const [, , c, d] = computePlayerStats([
      input(
        [{ game: 'piccolo', declarer: 2, result: 'won', bei: [{ declarer: 3, game: 'piccolo', result: 'lost' }] }],
        [{ deltas: [0, 0, 8, -8] }],
        PRESETS.erotas,
      ),
    ]);
    expect(c!.games).toEqual({ piccolo: { declared: 1, won: 1 } });
    expect(d!.games).toEqual({ piccolo: { declared: 1, won: 0 } });
  });
});

describe('runningTotals', () => {
  it('starts at 0 and follows the sheet totals', () => {
    const i = input([{ game: 'rufer', declarer: 1, partner: 3, result: 'won' }, { manual: [3, -1, -1, -1] }], [
      { deltas: [-1, 1, -1, 1] },
      { deltas: [3, -1, -1, -1] },
    ]);
    const r = runningTotals(i.session, i.settlement);
    expect(r.labels).toEqual(['0', '1', '2']);
    expect(r.series[0]).toEqual({ name: 'Anna', values: [rat(0), rat(-1), rat(2)] });
    expect(seriesExtremes(r.series[0]!.values)).toEqual({ max: rat(2), maxAt: 2, min: rat(-1), minAt: 1 });
  });
});

describe('computePlayerStats: a Trischaker tied for the most points (rules.md §7.1 vorhandTie)', () => {
  const hand: Hand = { game: 'trischaken', trischaken: { points: ['10', '25', '25', '10'] } };
  it('ooe2023 (alone): only the Vorhand lost', () => {
    const [, bernd, clara] = computePlayerStats([input([hand], [{ deltas: [2, -6, 2, 2] }], PRESETS.ooe2023)]);
    expect(bernd!.trischaken).toEqual({ played: 1, lost: 1 });
    expect(clara!.trischaken).toEqual({ played: 1, lost: 0 });
  });
  it('tarockcup (joint): both tied players lost', () => {
    const [, bernd, clara] = computePlayerStats([input([hand], [{ deltas: [3, -4, -2, 3] }], PRESETS.tarockcup)]);
    expect(bernd!.trischaken).toEqual({ played: 1, lost: 1 });
    expect(clara!.trischaken).toEqual({ played: 1, lost: 1 });
  });
});

describe('money over the evenings', () => {
  it('a cup table\'s Schrift is never money (tournament-format.md §4): only an evening\'s money counts', () => {
    const hand: Hand = { game: 'dreier', declarer: 0, result: 'won' };
    const evening = input([hand], [{ deltas: [18, -6, -6, -6] }]);
    const link = { id: 't1', name: 'Cup', round: 1, table: 1, playerIds: ['a', 'b', 'c', 'd'], handsPerRound: 16 };
    const cup: StatsInput = { ...evening, session: makeSession({ players: PLAYERS4, rules: 'tarockcup', stakeCents: undefined, tournament: link, hands: [hand] }) };
    const [anna] = computePlayerStats([evening, cup]);
    expect(anna!.total).toEqual(rat(36));
    expect(anna!.cents).toBe(180);
  });
});
