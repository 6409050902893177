import { describe, expect, it } from 'vitest';
import { trischakenHand } from '@/testing/domain/hands';
import { one, row, rules } from '@/testing/domain/settlement-test-kit';
import { rankings } from './trischaken-orders';

describe('Trischaken, hausregeln (base 2)', () => {
  const haus = rules('hausregeln');

  it('the loser (seat 1, 30/0) pays each other player 2', () => {
    expect(row(one(haus, trischakenHand(['20', '30', '15', '5'], [3, 4, 3, 2])).deltas)).toEqual([2, -6, 2, 2]);
  });

  it('voll (≥35/0) and Vorhand multiply: Vorhand with 35/0 pays 2 × 2 × 2 = 8 each', () => {
    expect(row(one(haus, trischakenHand(['35', '20', '10', '5'], [5, 3, 2, 2])).deltas)).toEqual([-24, 8, 8, 8]);
  });

  it('a contra\'ing winner gets double, a contra\'ing loser pays everyone double, both: ×4', () => {
    expect(row(one(haus, trischakenHand(['20', '30', '15', '5'], [3, 4, 3, 2], [1, 0, 0, 0])).deltas)).toEqual([4, -8, 2, 2]);
    expect(row(one(haus, trischakenHand(['20', '30', '15', '5'], [3, 4, 3, 2], [1, 1, 0, 0])).deltas)).toEqual([8, -16, 4, 4]);
  });

  it('two tied losers with a Jungfrau: each loser pays his own share (1 per non-loser), all of it to the Jungfrau', () => {
    // Seats 1 and 2 tied at 30/0; seat 0 has 10/0, seat 3 took no trick.
    const h = one(haus, trischakenHand(['10', '30', '30', '0'], [2, 5, 5, 0]));
    expect(row(h.deltas)).toEqual([0, -2, -2, 4]);
  });

  it('(interpretation) two Jungfrauen share everything the loser pays, Kontra included', () => {
    const h = one(haus, trischakenHand(['45', '25', '0', '0'], [7, 5, 0, 0], [0, 1, 0, 0]));
    // Vorhand loser, voll: F = 8; to seat 1 (Kontra) 16, to seats 2 and 3 8 each: 32 shared by the two Jungfrauen.
    expect(row(h.deltas)).toEqual([-32, 0, 16, 16]);
  });
});

describe('Trischaken, erotas (base 5)', () => {
  const erotas = rules('erotas');

  it('a loser who contras himself pays double; with a Jungfrau she gets the plain sum (30) and the Kontra surpluses (10 each) stay with the players they belong to', () => {
    const h = one(erotas, trischakenHand(['10', '40', '20', '0'], [3, 6, 3, 0], [0, 1, 0, 0]));
    // Loser seat 1 (more than 35): F = 10 per player; his Kontra doubles every amount to 20.
    // Jungfrau seat 3: the plain sum 30 plus her own surplus 10; seats 0 and 2 keep their surplus of 10.
    expect(row(h.deltas)).toEqual([10, -60, 10, 40]);
  });
});

describe('Trischaken, tarockcup (base 1)', () => {
  const cup = rules('tarockcup');

  it('three tied at 20/0 each lose and pay the fourth in full: +3', () => {
    expect(row(one(cup, trischakenHand(['10', '20', '20', '20'], [2, 4, 3, 3])).deltas)).toEqual([3, -1, -1, -1]);
  });

  it('Vorhand among tied losers pays with his own factor: 2, the others 1', () => {
    expect(row(one(cup, trischakenHand(['20', '20', '20', '10'], [4, 3, 3, 2])).deltas)).toEqual([-2, -1, -1, 4]);
  });

  it('(interpretation) several Jungfrauen each receive double the loser\'s per-player amount', () => {
    // Loser seat 1, Bürgermeister (40/0): 2 per player; Jungfrauen 2 and 3 get 4 each, seat 0 nothing.
    expect(row(one(cup, trischakenHand(['30', '40', '0', '0'], [5, 7, 0, 0])).deltas)).toEqual([0, -8, 4, 4]);
  });
});

describe('Trischaken, wiki (base 1)', () => {
  const wiki = rules('wiki');

  it('two Jungfrauen get 3 each from the loser side, shared among the tied losers', () => {
    // Seats 1 and 2 tied at 35/0 (neither is Vorhand); seats 0 and 3 took no trick... seat 0 is Vorhand, so Jungfrauen 0 and 3.
    expect(row(one(wiki, trischakenHand(['0', '35', '35', '0'], [0, 6, 6, 0])).deltas)).toEqual([3, -3, -3, 3]);
  });

  it('Vorhand among the tied losers loses alone and every amount doubles', () => {
    expect(row(one(wiki, trischakenHand(['30', '30', '5', '5'], [5, 5, 1, 1])).deltas)).toEqual([-6, 2, 2, 2]);
  });

  it('a loser with all 12 tricks pays each other player 4; as Vorhand 8', () => {
    expect(row(one(wiki, trischakenHand(['0', '70', '0', '0'], [0, 12, 0, 0])).deltas)).toEqual([4, -12, 4, 4]);
    expect(row(one(wiki, trischakenHand(['70', '0', '0', '0'], [12, 0, 0, 0])).deltas)).toEqual([-24, 8, 8, 8]);
  });

  it('one Jungfrau collects the whole payout of the loser side', () => {
    expect(row(one(wiki, trischakenHand(['10', '40', '20', '0'], [2, 7, 3, 0])).deltas)).toEqual([0, -6, 0, 6]);
  });
});

describe('Trischaken, baden (base 2): the interpretation of the order and the average over tied orders', () => {
  const baden = rules('baden');

  it('Jungfrauen collect 2 from every other player', () => {
    expect(row(one(baden, trischakenHand(['30', '40', '0', '0'], [5, 7, 0, 0])).deltas)).toEqual([-4, -4, 4, 4]);
  });

  it('Vorhand with the most points pays everyone 2; with 35/2 or more 4', () => {
    expect(row(one(baden, trischakenHand(['30', '20', '15', '5'], [4, 4, 3, 1])).deltas)).toEqual([-6, 2, 2, 2]);
    expect(row(one(baden, trischakenHand(['40', '20', '5', '5'], [6, 4, 1, 1])).deltas)).toEqual([-12, 4, 4, 4]);
  });

  it('a Bürgermeister other than Vorhand pays everyone 2', () => {
    expect(row(one(baden, trischakenHand(['20', '36', '10', '4'], [4, 5, 2, 1])).deltas)).toEqual([2, -6, 2, 2]);
  });

  it('otherwise the two with the most points pay the two with the fewest 2 each', () => {
    expect(row(one(baden, trischakenHand(['10', '30', '25', '5'], [3, 4, 4, 1])).deltas)).toEqual([4, -4, -4, 4]);
  });

  it('three tied at the top (Vorhand among them): Vorhand is not alone (rules.md §7), so two pay two, averaged over the 6 orders — −4/3 each, +4', () => {
    expect(row(one(baden, trischakenHand(['20', '20', '20', '10'], [4, 4, 3, 1])).deltas)).toEqual(['-4/3', '-4/3', '-4/3', 4]);
  });

  it('rankings break ties in every possible way: 2 × 1 × 1 orders for a pair tied in the middle', () => {
    const orders = rankings({ seats: [0, 1, 2, 3], points: [90, 30, 30, 60], tricks: [3, 3, 3, 3], kf: [1, 1, 1, 1] });
    expect(orders).toEqual([[0, 3, 1, 2], [0, 3, 2, 1]]);
  });
});

describe('a 5-player table', () => {
  it('the sitting-out dealer takes no part: Trischaken among the four active players', () => {
    const h = one(rules('hausregeln'), { game: 'trischaken', trischaken: { points: [null, '10', '30', '20', '10'], tricks: [null, 3, 4, 3, 2] } }, {
      players: ['Anna', 'Bernd', 'Clara', 'Dieter', 'Erika'],
      firstDealer: 0,
    });
    expect(row(h.deltas)).toEqual([0, 2, -6, 2, 2]);
    expect(h.active).toEqual([1, 2, 3, 4]);
  });
});
