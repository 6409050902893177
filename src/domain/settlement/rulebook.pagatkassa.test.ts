/**
 * rules.md §6: the Pagatkassa — contributions (onEmpty / everyHand), announced birds
 * only (made: the holder takes the pot; lost: he doubles it), several birds in recorded
 * order, never multiplied, the 5-table dealer pays too, dissolving, Renonce hands.
 * Hand k has dealer k mod n (default rotation), so Vorhand is k + 1.
 */
import { describe, expect, it } from 'vitest';
import type { Hand } from '../model';
import { OPTIONAL_RULES } from '../rules/presets';
import { exact, rulesOf, settle, sheet } from '@/testing/domain/rulebook-helpers';
import { makeSession } from '@/testing/domain/session';

const hausPk = rulesOf('hausregeln', { pagatkassa: { contribution: 1, refill: 'onEmpty', birds: ['pagat'] } });
const erotasPk = rulesOf('erotas', { pagatkassa: { contribution: 1, refill: 'everyHand', birds: ['pagat', 'uhu', 'kakadu', 'marabu'] } });

/** Hand 0: Rufer of Vorhand 1 with partner 3, won: pair +1, opponents −1. */
const rufer0: Hand = { game: 'rufer', declarer: 1, partner: 3, result: 'won' };

describe('rules.md §6: hausregeln Pagatkassa (onEmpty, Pagat only)', () => {
  it('the optional rule as the preset offers it matches the rulebook', () => {
    expect(OPTIONAL_RULES.hausregeln.pagatkassa).toEqual({ contribution: 1, refill: 'onEmpty', birds: ['pagat'] });
    expect(OPTIONAL_RULES.erotas.pagatkassa).toEqual({ contribution: 1, refill: 'everyHand', birds: ['pagat', 'uhu', 'kakadu', 'marabu'] });
  });

  it('hausregeln: every player pays 1 in the session\'s first hand — Rufer row [−1, 1, −1, 1] becomes [−2, 0, −2, 0], pot +4', () => {
    const s = settle(hausPk, [rufer0]);
    expect(sheet(s.hands[0]!)).toEqual([-2, 0, -2, 0]);
    expect(exact(s.hands[0]!.kassa)).toBe(4);
    expect(exact(s.hands[0]!.kassaBalance)).toBe(4);
    expect(exact(s.kassa)).toBe(4);
  });

  it('hausregeln: no contribution in later hands while the pot holds money', () => {
    const s = settle(hausPk, [rufer0, { game: 'dreier', declarer: 0, result: 'won' }]);
    expect(sheet(s.hands[1]!)).toEqual([18, -6, -6, -6]);
    expect(exact(s.hands[1]!.kassa)).toBe(0);
    expect(exact(s.hands[1]!.kassaBalance)).toBe(4);
  });

  it('hausregeln: announced Pagat made — the holder takes the pot (4), then everyone refills 1 in the same hand', () => {
    // Dreier of seat 2 with announced Pagat: 6 + 2 = 8 per opponent → +24 / −8; pot +4 to seat 2; refill −1 each.
    const s = settle(hausPk, [
      rufer0,
      { game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 2 }] },
    ]);
    expect(sheet(s.hands[1]!)).toEqual([-9, -9, 27, -9]);
    expect(exact(s.hands[1]!.kassa)).toBe(0);
    expect(exact(s.hands[1]!.kassaBalance)).toBe(4);
  });

  it('hausregeln: announced Pagat lost — the holder pays an amount equal to the pot (4) into it, doubling it to 8', () => {
    // Dreier of seat 2: 6 − 2 = 4 per opponent → +12 / −4; seat 2 pays 4 into the pot.
    const s = settle(hausPk, [
      rufer0,
      { game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 2 }] },
    ]);
    expect(sheet(s.hands[1]!)).toEqual([-4, -4, 8, -4]);
    expect(exact(s.hands[1]!.kassa)).toBe(4);
    expect(exact(s.hands[1]!.kassaBalance)).toBe(8);
  });

  it('hausregeln: a silent Pagat does not touch the pot', () => {
    const s = settle(hausPk, [
      rufer0,
      { game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: false, made: true, by: 2 }] },
    ]);
    expect(sheet(s.hands[1]!)).toEqual([-7, -7, 21, -7]);
    expect(exact(s.hands[1]!.kassa)).toBe(0);
  });

  it('hausregeln: an announced Uhu does not touch a Pagat-only pot', () => {
    const s = settle(hausPk, [
      rufer0,
      { game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: true, by: 2 }] },
    ]);
    expect(sheet(s.hands[1]!)).toEqual([-10, -10, 30, -10]);
    expect(exact(s.hands[1]!.kassa)).toBe(0);
  });

  it('hausregeln: the pot amount is never multiplied by Kontra — a contra\'d announced Pagat lost pays 4 into the pot', () => {
    // Pagat with Kontra: 2 × 2 = 4 → 6 − 4 = 2 per opponent; seat 2 pays the pot's 4.
    const s = settle(hausPk, [
      rufer0,
      { game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, kontra: 1, by: 2 }] },
    ]);
    expect(sheet(s.hands[1]!)).toEqual([-2, -2, 2, -2]);
    expect(exact(s.hands[1]!.kassa)).toBe(4);
  });

  it('hausregeln: an opponent\'s announced Pagat made — he takes the pot, then everyone refills', () => {
    // Dreier of seat 2: 6 − 2 = 4 per opponent; seat 0 +4 from the pot; refill −1 each.
    const s = settle(hausPk, [
      rufer0,
      { game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'pagat', side: 'opponents', announced: true, made: true, by: 0 }] },
    ]);
    expect(sheet(s.hands[1]!)).toEqual([-1, -5, 11, -5]);
    expect(exact(s.hands[1]!.kassa)).toBe(0);
  });

  it('hausregeln: a Besserrufer\'s own Pagat counts like any announced bird — first hand: pay in, take the pot, refill', () => {
    // Besserrufer of seat 2 with partner 0, won, Pagat made: 1 + 2 = 3 each; contribution −1, seat 2 +4, refill −1.
    const s = settle(hausPk, [
      { game: 'besserrufer', declarer: 2, partner: 0, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 2 }] },
    ]);
    expect(sheet(s.hands[0]!)).toEqual([1, -5, 5, -5]);
    expect(exact(s.hands[0]!.kassa)).toBe(4);
    expect(exact(s.kassa)).toBe(4);
  });

  it('hausregeln, 5 players: the sitting-out dealer pays the contribution too — pot +5', () => {
    const s = settle(hausPk, [rufer0], { players: 5 });
    expect(sheet(s.hands[0]!)).toEqual([-1, 0, -2, 0, -2]);
    expect(exact(s.hands[0]!.kassa)).toBe(5);
  });

  it('hausregeln: the pot is not doubled in a double round — Pagat made takes 4, refill 1, while the game counts ×2', () => {
    const rules = { ...hausPk, doubleRounds: { triggers: ['trischaken' as const], stacking: 'queue' as const } };
    const s = settle(rules, [
      // Hand 0, Vorhand 1: loser seat 0 pays 2 each; contributions −1 each.
      { game: 'trischaken', trischaken: { points: ['30', '20', '12', '8'], tricks: [5, 3, 2, 2] } },
      // Hand 1, doubled: (6 + 2) × 2 = 16 per opponent; pot 4 to seat 2; refill −1.
      { game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 2 }] },
    ]);
    expect(sheet(s.hands[0]!)).toEqual([-7, 1, 1, 1]);
    expect(s.hands[1]!.multiplier).toBe(2);
    expect(sheet(s.hands[1]!)).toEqual([-17, -17, 51, -17]);
    expect(exact(s.hands[1]!.kassa)).toBe(0);
    expect(exact(s.kassa)).toBe(4);
  });
});

describe('rules.md §6: erotas Pagatkassa (everyHand, all four birds)', () => {
  it('erotas: every player pays 1 in every hand, before the hand\'s events', () => {
    const s = settle(erotasPk, [
      { game: 'dreier', declarer: 2, result: 'won' }, // 5 per opponent
      { game: 'dreier', declarer: 0, result: 'lost' },
    ]);
    expect(sheet(s.hands[0]!)).toEqual([-6, -6, 14, -6]);
    expect(sheet(s.hands[1]!)).toEqual([-16, 4, 4, 4]);
    expect(exact(s.hands[1]!.kassa)).toBe(4);
    expect(exact(s.hands[1]!.kassaBalance)).toBe(8);
  });

  it('erotas, 5 players: the sitting-out dealer pays in every hand too — pot +5 per hand', () => {
    const s = settle(erotasPk, [
      { game: 'dreier', declarer: 2, result: 'won' }, // dealer 0 sits out
      { game: 'dreier', declarer: 2, result: 'won' }, // dealer 1 sits out
    ], { players: 5 });
    expect(sheet(s.hands[0]!)).toEqual([-1, -6, 14, -6, -6]);
    expect(sheet(s.hands[1]!)).toEqual([-6, -1, 14, -6, -6]);
    expect(s.hands.map((h) => exact(h.kassaBalance))).toEqual([5, 10]);
  });

  it('erotas: a made bird empties the pot; no refill in everyHand mode', () => {
    // Dreier of seat 2 with announced Pagat: 5 + 2 = 7 per opponent; contributions −1; seat 2 takes the 4.
    const s = settle(erotasPk, [
      { game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 2 }] },
    ]);
    expect(sheet(s.hands[0]!)).toEqual([-8, -8, 24, -8]);
    expect(exact(s.hands[0]!.kassa)).toBe(0);
    expect(exact(s.kassa)).toBe(0);
  });

  it('erotas: several birds in the order recorded — Uhu lost first doubles the pot (4 → 8), then Pagat made takes 8', () => {
    // Rufer 1 + 3 won: pair +1; Uhu announced lost −4; Pagat announced made +2 → pair −1 each, opponents +1.
    const s = settle(erotasPk, [{
      game: 'rufer', declarer: 1, partner: 3, result: 'won',
      praemien: [
        { id: 'uhu', side: 'declarer', announced: true, made: false, by: 1 },
        { id: 'pagat', side: 'declarer', announced: true, made: true, by: 3 },
      ],
    }]);
    expect(sheet(s.hands[0]!)).toEqual([0, -6, 0, 6]);
    expect(exact(s.hands[0]!.kassa)).toBe(0);
  });

  it('erotas: the same birds recorded the other way round — Pagat made takes 4, then the lost Uhu doubles an empty pot (0)', () => {
    const s = settle(erotasPk, [{
      game: 'rufer', declarer: 1, partner: 3, result: 'won',
      praemien: [
        { id: 'pagat', side: 'declarer', announced: true, made: true, by: 3 },
        { id: 'uhu', side: 'declarer', announced: true, made: false, by: 1 },
      ],
    }]);
    expect(sheet(s.hands[0]!)).toEqual([0, -2, 0, 2]);
    expect(exact(s.hands[0]!.kassa)).toBe(0);
  });

  it('erotas: a Renonce hand has no bird events, but the everyHand contributions still happen', () => {
    // Dreier of seat 2 with announced Pagat (2); seat 0 renounces: pays 3 × 7 = 21 and 7 + 7; contributions −1 each.
    const s = settle(erotasPk, [{
      game: 'dreier', declarer: 2, renonce: { by: 0 },
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 2 }],
    }]);
    expect(sheet(s.hands[0]!)).toEqual([-36, 6, 20, 6]);
    expect(exact(s.hands[0]!.kassa)).toBe(4);
  });
});

describe('rules.md §6: dissolving the pot', () => {
  it('hausregeln: dissolveKassa shares the balance (8) equally — +2 each, pot −8, multiplier 1; it takes no place in the rotation', () => {
    const s = settle(hausPk, [
      rufer0, // pot 4
      { game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 2 }] }, // pot 8
      { dissolveKassa: true },
      { game: 'dreier', declarer: 0, result: 'won' },
    ]);
    const d = s.hands[2]!;
    expect(sheet(d)).toEqual([2, 2, 2, 2]);
    expect(exact(d.kassa)).toBe(-8);
    expect(exact(d.kassaBalance)).toBe(0);
    expect(d.multiplier).toBe(1);
    expect(s.hands[3]!.dealer).toBe(2);
    expect(s.hands.map((h) => exact(h.kassaBalance))).toEqual([4, 8, 0, exact(s.kassa)]);
  });

  it('hausregeln, 5 players: the balance is shared among all five at the table, the sitting-out dealer included', () => {
    const s = settle(hausPk, [
      rufer0, // dealer 0 sits out, pot 5
      // Hand 1: dealer 1 sits out; Dreier of seat 3 with announced Pagat lost: 6 − 2 = 4 per opponent; seat 3 pays 5.
      { game: 'dreier', declarer: 3, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 3 }] },
      { dissolveKassa: true },
    ], { players: 5 });
    expect(sheet(s.hands[1]!)).toEqual([-4, 0, -4, 7, -4]);
    expect(exact(s.hands[1]!.kassaBalance)).toBe(10);
    expect(sheet(s.hands[2]!)).toEqual([2, 2, 2, 2, 2]);
    expect(exact(s.kassa)).toBe(0);
  });

  it('a contribution of 1/2 point: a 4-table pot of 2 dissolves into exact halves', () => {
    const rules = rulesOf('hausregeln', { pagatkassa: { contribution: 0.5, refill: 'onEmpty', birds: ['pagat'] } });
    const s = settle(rules, [rufer0, { dissolveKassa: true }]);
    expect(sheet(s.hands[0]!)).toEqual(['-3/2', '1/2', '-3/2', '1/2']);
    expect(sheet(s.hands[1]!)).toEqual(['1/2', '1/2', '1/2', '1/2']);
    expect(exact(s.kassa)).toBe(0);
  });
});

describe('rules.md §6: a contribution may be any positive number', () => {
  it('0.5 a player: four players fill the pot with 2, and a made announced Pagat wins it', async () => {
    const { rulesOf, settle, sheet } = await import('@/testing/domain/rulebook-helpers');
    const rules = rulesOf('hausregeln', { pagatkassa: { contribution: 0.5, refill: 'onEmpty', birds: ['pagat'] } });
    const s = settle(rules, [
      { game: 'dreier', declarer: 1, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 }] },
    ]);
    // Each pays ½; Bernd wins the Dreier (+18), his Pagat (+6) and the pot (2); the pot refills at once (½ each): the others pay 6 + 2 + ½ + ½.
    expect(sheet(s.hands[0]!)).toEqual([-9, 25, -9, -9]);
    expect(s.kassa).toEqual({ n: 2, d: 1 });
  });
});

describe('rules.md §6: a pot carried over from an earlier evening (kassaStart)', () => {
  const pagatWon = { game: 'dreier' as const, declarer: 1, result: 'won' as const, praemien: [{ id: 'pagat' as const, side: 'declarer' as const, announced: true, made: true, by: 1 }] };

  it('onEmpty: the evening starts with the pot; no first contribution is due; the Pagat takes the carried pot', async () => {
    const { rulesOf } = await import('@/testing/domain/rulebook-helpers');
    const { settleSession } = await import('./settle-session');
    const rules = rulesOf('hausregeln', { pagatkassa: { contribution: 1, refill: 'onEmpty', birds: ['pagat'] } });
    const plain = settleSession(makeSession({ kassaStart: 12, hands: [{ game: 'dreier', declarer: 0, result: 'won' }] }), rules);
    expect(plain.hands[0]!.kassa).toEqual({ n: 0, d: 1 });
    expect(plain.hands[0]!.kassaBalance).toEqual({ n: 12, d: 1 });
    expect(plain.kassa).toEqual({ n: 12, d: 1 });
    // Bernd's Pagat wins the 12 carried over; then everyone refills 1.
    const won = settleSession(makeSession({ kassaStart: 12, hands: [pagatWon] }), rules);
    expect(won.hands[0]!.deltas.map((r) => r.n / r.d)).toEqual([-9, 24 + 12 - 1, -9, -9]);
    expect(won.kassa).toEqual({ n: 4, d: 1 });
    // The players' totals sum to −(pot − kassaStart) = −(4 − 12) = 8.
    expect(won.totals.reduce((s, r) => s + r.n / r.d, 0)).toBe(8);
  });

  it('with no hands the pot is the carried balance; kassaStart 0 changes nothing', async () => {
    const { rulesOf } = await import('@/testing/domain/rulebook-helpers');
    const { settleSession } = await import('./settle-session');
    const rules = rulesOf('hausregeln', { pagatkassa: { contribution: 1, refill: 'onEmpty', birds: ['pagat'] } });
    expect(settleSession(makeSession({ kassaStart: 2.5, hands: [] }), rules).kassa).toEqual({ n: 5, d: 2 });
    const zero = settleSession(makeSession({ kassaStart: 0, hands: [pagatWon] }), rules);
    const none = settleSession(makeSession({ hands: [pagatWon] }), rules);
    expect(zero.hands[0]!.deltas).toEqual(none.hands[0]!.deltas);
  });

  it('everyHand: contributions still happen in every hand, on top of the carried pot', async () => {
    const { rulesOf } = await import('@/testing/domain/rulebook-helpers');
    const { settleSession } = await import('./settle-session');
    const rules = rulesOf('erotas', { pagatkassa: { contribution: 1, refill: 'everyHand', birds: ['pagat', 'uhu', 'kakadu', 'marabu'] } });
    const s = settleSession(makeSession({ rules: 'erotas', kassaStart: 10, hands: [{ game: 'dreier', declarer: 0, result: 'won' }] }), rules);
    expect(s.kassa).toEqual({ n: 14, d: 1 });
  });
});
