/**
 * rules.md §7: Trischaken per preset. Hand 0, dealer seat 0, so seat 1 is Vorhand (the
 * declarer). Points and tricks are listed in seat order 0, 1, 2, 3.
 */
import { describe, expect, it } from 'vitest';
import { trischakenHand } from '@/testing/domain/hands';
import { cash, rulesOf, settleOne, sheet } from '@/testing/domain/rulebook-helpers';

const haus = rulesOf('hausregeln');
const cup = rulesOf('tarockcup');
const erotas = rulesOf('erotas');
const baden = rulesOf('baden');
const wiki = rulesOf('wiki');

describe('rules.md §7: hausregeln (base 2, voll ≥35/0, Vorhand ×2, Kontra level 1)', () => {
  it('hausregeln: the loser (seat 0, 30 points) pays each other player 2', () => {
    expect(sheet(settleOne(haus, trischakenHand(['30', '20', '12', '8'], [5, 3, 2, 2])))).toEqual([-6, 2, 2, 2]);
  });
  it('hausregeln: a voll loser (40) pays 4 each', () => {
    expect(sheet(settleOne(haus, trischakenHand(['40', '15', '10', '5'], [6, 3, 2, 1])))).toEqual([-12, 4, 4, 4]);
  });
  it('hausregeln: voll starts at exactly 35/0 — 35 pays 4 each, 34/2 pays 2 each', () => {
    expect(sheet(settleOne(haus, trischakenHand(['35', '15', '10', '10'], [6, 3, 2, 1])))).toEqual([-12, 4, 4, 4]);
    expect(sheet(settleOne(haus, trischakenHand(['34/2', '15/1', '10', '10'], [6, 3, 2, 1])))).toEqual([-6, 2, 2, 2]);
  });
  it('hausregeln: Vorhand loser pays double — 4 each', () => {
    expect(sheet(settleOne(haus, trischakenHand(['20', '30', '12', '8'], [3, 5, 2, 2])))).toEqual([4, -12, 4, 4]);
  });
  it('hausregeln: Vorhand voll loser — factors multiply, 8 each', () => {
    expect(sheet(settleOne(haus, trischakenHand(['10', '40', '12', '8'], [2, 6, 2, 2])))).toEqual([8, -24, 8, 8]);
  });
  it('hausregeln: a contra\'ing winner gets 4 from a plain loser, as the seed says', () => {
    expect(sheet(settleOne(haus, trischakenHand(['30', '20', '12', '8'], [5, 3, 2, 2], [0, 0, 1, 0])))).toEqual([-8, 2, 4, 2]);
  });
  it('hausregeln: a contra\'ing loser pays everyone double — 4 each', () => {
    expect(sheet(settleOne(haus, trischakenHand(['30', '20', '12', '8'], [5, 3, 2, 2], [1, 0, 0, 0])))).toEqual([-12, 4, 4, 4]);
  });
  it('hausregeln: both contra\'d — ×4 between them: 8 to seat 2, 4 to the others', () => {
    expect(sheet(settleOne(haus, trischakenHand(['30', '20', '12', '8'], [5, 3, 2, 2], [1, 0, 1, 0])))).toEqual([-16, 4, 8, 4]);
  });
  it('hausregeln: a contra\'ing winner against a voll loser gets correspondingly more — 8', () => {
    expect(sheet(settleOne(haus, trischakenHand(['40', '15', '10', '5'], [6, 3, 2, 1], [0, 0, 0, 1])))).toEqual([-16, 4, 4, 8]);
  });
  it('hausregeln: a Jungfrau (seat 3, no trick) gets everything the loser pays, the others nothing', () => {
    expect(sheet(settleOne(haus, trischakenHand(['30', '25', '15', '0'], [5, 4, 3, 0])))).toEqual([-6, 0, 0, 6]);
  });
  it('hausregeln: two Jungfrauen share equally what a voll loser pays (12) — 6 each', () => {
    expect(sheet(settleOne(haus, trischakenHand(['40', '30', '0', '0'], [7, 5, 0, 0])))).toEqual([-12, 0, 6, 6]);
  });
  it('hausregeln: with a Jungfrau the Kontra surplus goes to her too — loser pays 4 + 2 + 2 = 8, all to seat 3', () => {
    expect(sheet(settleOne(haus, trischakenHand(['30', '25', '15', '0'], [5, 4, 3, 0], [0, 1, 0, 0])))).toEqual([-8, 0, 0, 8]);
  });
  it('hausregeln: two tied losers share the cost — each pays each non-loser 2 / 2 = 1', () => {
    expect(sheet(settleOne(haus, trischakenHand(['25', '12', '25', '8'], [4, 2, 4, 2])))).toEqual([-2, 2, -2, 2]);
  });
  it('hausregeln: three tied at 20 against Vorhand with 10 — each pays 2 / 3 to Vorhand', () => {
    expect(sheet(settleOne(haus, trischakenHand(['20', '10', '20', '20'], [4, 2, 3, 3])))).toEqual(['-2/3', 2, '-2/3', '-2/3']);
  });
  it('hausregeln: tied losers with their own factors — Vorhand tied pays 4 / 2 = 2, the other 2 / 2 = 1 to each non-loser', () => {
    expect(sheet(settleOne(haus, trischakenHand(['25', '25', '12', '8'], [4, 4, 2, 2])))).toEqual([-2, -4, 3, 3]);
  });
  it('hausregeln: three tied with Vorhand among them — seat 3 gets 2/3 + 4/3 + 2/3 = 8/3', () => {
    expect(sheet(settleOne(haus, trischakenHand(['20', '20', '20', '10'], [4, 3, 3, 2])))).toEqual(['-2/3', '-4/3', '-2/3', '8/3']);
  });
});

describe('rules.md §7: tarockcup (base 1, Bürgermeister ≥35/2, Vorhand ×2, no Kontra)', () => {
  it('tarockcup: the loser pays each other player 1', () => {
    expect(sheet(settleOne(cup, trischakenHand(['30', '20', '12', '8'], [5, 3, 2, 2])))).toEqual([-3, 1, 1, 1]);
  });
  it('tarockcup: a Bürgermeister (35/2) pays 2 each; 35/1 is no Bürgermeister', () => {
    expect(sheet(settleOne(cup, trischakenHand(['35/2', '15/1', '10', '9'], [6, 3, 2, 1])))).toEqual([-6, 2, 2, 2]);
    expect(sheet(settleOne(cup, trischakenHand(['35/1', '15/2', '10', '9'], [6, 3, 2, 1])))).toEqual([-3, 1, 1, 1]);
  });
  it('tarockcup: Vorhand loser pays 2 each; Vorhand Bürgermeister 4 each', () => {
    expect(sheet(settleOne(cup, trischakenHand(['20', '30', '12', '8'], [3, 5, 2, 2])))).toEqual([2, -6, 2, 2]);
    expect(sheet(settleOne(cup, trischakenHand(['10', '40', '12', '8'], [2, 6, 2, 2])))).toEqual([4, -12, 4, 4]);
  });
  it('tarockcup: a Jungfrau alone receives double the loser\'s per-player amount (2), the others nothing', () => {
    expect(sheet(settleOne(cup, trischakenHand(['30', '25', '15', '0'], [5, 4, 3, 0])))).toEqual([-2, 0, 0, 2]);
  });
  it('tarockcup: several Jungfrauen each receive that — Bürgermeister per-player 2, so 4 to each of two Jungfrauen', () => {
    expect(sheet(settleOne(cup, trischakenHand(['40', '30', '0', '0'], [7, 5, 0, 0])))).toEqual([-8, 0, 4, 4]);
  });
  it('tarockcup: Vorhand loser and a Jungfrau — she alone receives double his per-player amount 2: 4', () => {
    expect(sheet(settleOne(cup, trischakenHand(['20', '30', '20', '0'], [4, 5, 3, 0])))).toEqual([0, -4, 0, 4]);
  });
  it('tarockcup: three tied at 20/0 against one at 10/0 — each of the three pays 1, the fourth gets +3', () => {
    const h = settleOne(cup, trischakenHand(['20/0', '10/0', '20/0', '20/0'], [4, 2, 3, 3]));
    expect(sheet(h)).toEqual([-1, 3, -1, -1]);
    expect(cash(h)).toEqual([0, 0, 0, 0]);
  });
  it('tarockcup: two tied losers, one of them Vorhand — each pays each non-loser in full with his own factor: 1 and 2', () => {
    expect(sheet(settleOne(cup, trischakenHand(['25', '25', '12', '8'], [4, 4, 2, 2])))).toEqual([-2, -4, 3, 3]);
  });
});

describe('rules.md §7: erotas (base 5, ×2 from 35/1, Vorhand ×2, Kontra; Jungfrau without Kontra doubling)', () => {
  it('erotas: the loser pays each other player 5', () => {
    expect(sheet(settleOne(erotas, trischakenHand(['30', '20', '12', '8'], [5, 3, 2, 2])))).toEqual([-15, 5, 5, 5]);
  });
  it('erotas: more than 35 (35/1) pays double — 10 each; exactly 35/0 pays 5', () => {
    expect(sheet(settleOne(erotas, trischakenHand(['35/1', '15/2', '10', '9'], [6, 3, 2, 1])))).toEqual([-30, 10, 10, 10]);
    expect(sheet(settleOne(erotas, trischakenHand(['35', '15', '10', '10'], [6, 3, 2, 1])))).toEqual([-15, 5, 5, 5]);
  });
  it('erotas: Vorhand loser 10 each; Vorhand with more than 35 — 20 each', () => {
    expect(sheet(settleOne(erotas, trischakenHand(['20', '30', '12', '8'], [3, 5, 2, 2])))).toEqual([10, -30, 10, 10]);
    expect(sheet(settleOne(erotas, trischakenHand(['10', '40', '12', '8'], [2, 6, 2, 2])))).toEqual([20, -60, 20, 20]);
  });
  it('erotas: a contra\'ing winner gets double — 10 to seat 2, 5 to the others', () => {
    expect(sheet(settleOne(erotas, trischakenHand(['30', '20', '12', '8'], [5, 3, 2, 2], [0, 0, 1, 0])))).toEqual([-20, 5, 10, 5]);
  });
  it('erotas: the Jungfrau gets the loser\'s payments without Kontra doubling (15); the contra\'ing seat 1 keeps its surplus (5)', () => {
    expect(sheet(settleOne(erotas, trischakenHand(['30', '25', '15', '0'], [5, 4, 3, 0], [0, 1, 0, 0])))).toEqual([-20, 5, 0, 15]);
  });
  it('erotas: two tied losers share the cost — each pays each non-loser 5 / 2', () => {
    expect(sheet(settleOne(erotas, trischakenHand(['25', '12', '25', '8'], [4, 2, 4, 2])))).toEqual([-5, 5, -5, 5]);
  });
  it('erotas: three tied at 20 against Vorhand with 10 — each pays 5 / 3 to Vorhand', () => {
    expect(sheet(settleOne(erotas, trischakenHand(['20', '10', '20', '20'], [4, 2, 3, 3])))).toEqual(['-5/3', 5, '-5/3', '-5/3']);
  });
});

describe('rules.md §7: baden (base 2; Jungfrau, Vorhand, Bürgermeister, two against two; ties averaged)', () => {
  it('baden: a Jungfrau collects 2 from each other player', () => {
    expect(sheet(settleOne(baden, trischakenHand(['30', '25', '15', '0'], [5, 4, 3, 0])))).toEqual([-2, -2, -2, 6]);
  });
  it('baden: two Jungfrauen each collect 2 from each other player (cancelling between them)', () => {
    expect(sheet(settleOne(baden, trischakenHand(['40', '30', '0', '0'], [7, 5, 0, 0])))).toEqual([-4, -4, 4, 4]);
  });
  it('baden: Vorhand alone with the most points pays each other player 2', () => {
    expect(sheet(settleOne(baden, trischakenHand(['20', '30', '12', '8'], [3, 5, 2, 2])))).toEqual([2, -6, 2, 2]);
  });
  it('baden: Vorhand with the most points and ≥35/2 pays 4 each', () => {
    expect(sheet(settleOne(baden, trischakenHand(['10', '40', '12', '8'], [2, 6, 2, 2])))).toEqual([4, -12, 4, 4]);
  });
  it('baden: a Vorhand tied for the most points is not "alone" — the hand goes on to the next case (two pay two)', () => {
    // Vorhand is seat 1 (dealer 0), level with seat 0 at 25.
    expect(sheet(settleOne(baden, trischakenHand(['25', '25', '12', '8'], [4, 4, 2, 2])))).toEqual([-4, -4, 4, 4]);
  });
  it('baden: a Bürgermeister (≥35/2, not Vorhand) pays each other player 2', () => {
    expect(sheet(settleOne(baden, trischakenHand(['40', '15', '10', '5'], [6, 3, 2, 1])))).toEqual([-6, 2, 2, 2]);
  });
  it('baden: 35/1 is no Bürgermeister — the two with the most points each pay each of the two with the fewest 2', () => {
    expect(sheet(settleOne(baden, trischakenHand(['35/1', '15/2', '10', '9'], [6, 3, 2, 1])))).toEqual([-4, -4, 4, 4]);
  });
  it('baden: otherwise the two with the most points each pay each of the two with the fewest 2', () => {
    expect(sheet(settleOne(baden, trischakenHand(['30', '20', '12', '8'], [5, 3, 2, 2])))).toEqual([-4, -4, 4, 4]);
  });
  it('baden: two tied in the middle both end at 0', () => {
    expect(sheet(settleOne(baden, trischakenHand(['30', '15', '15', '10'], [5, 3, 2, 2])))).toEqual([-4, 0, 0, 4]);
  });
  it('baden: a tie at the bottom changes nothing — the two fewest are the two fewest', () => {
    expect(sheet(settleOne(baden, trischakenHand(['30', '20', '10', '10'], [5, 3, 2, 2])))).toEqual([-4, -4, 4, 4]);
  });
  it('baden: three tied for second place — averaged over every order, each of them ends at 4/3', () => {
    // Top is seat 0 (34); the second payer is each of seats 1, 2, 3 in a third of the orders:
    // as payer −4, as receiver +4 → (−4 + 4 + 4) / 3 = 4/3.
    expect(sheet(settleOne(baden, trischakenHand(['34', '12', '12', '12'], [6, 2, 2, 2])))).toEqual([-4, '4/3', '4/3', '4/3']);
  });
});

describe('rules.md §7: wiki (base 1, Bürgermeister, all 12 tricks, Jungfrauen, Vorhand lifts the tie and doubles)', () => {
  it('wiki: the loser pays each other player 1', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['30', '20', '12', '8'], [5, 3, 2, 2])))).toEqual([-3, 1, 1, 1]);
  });
  it('wiki: a Bürgermeister (≥35/2) pays 2 each', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['40', '15', '10', '5'], [6, 3, 2, 1])))).toEqual([-6, 2, 2, 2]);
  });
  it('wiki: tied losers each pay each other player 1; their payments to each other cancel', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['25', '12', '25', '8'], [4, 2, 4, 2])))).toEqual([-2, 2, -2, 2]);
  });
  it('wiki: three tied at 20 against one at 10 — each loser −1, the fourth +3', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['20', '10', '20', '20'], [4, 2, 3, 3])))).toEqual([-1, 3, -1, -1]);
  });
  it('wiki: a loser who took all 12 tricks pays each other player 4', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['70', '0', '0', '0'], [12, 0, 0, 0])))).toEqual([-12, 4, 4, 4]);
  });
  it('wiki: Vorhand took all 12 tricks — 4 × 2 = 8 each', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['0', '70', '0', '0'], [0, 12, 0, 0])))).toEqual([8, -24, 8, 8]);
  });
  it('wiki: one Jungfrau collects the entire payout of the loser side (3)', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['30', '25', '15', '0'], [5, 4, 3, 0])))).toEqual([-3, 0, 0, 3]);
  });
  it('wiki: one Jungfrau and a Bürgermeister — she collects 2 × 3 = 6', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['40', '20', '10', '0'], [6, 4, 2, 0])))).toEqual([-6, 0, 0, 6]);
  });
  it('wiki: two tied losers and one Jungfrau — she collects the whole payout of the loser side, 1 + 1 from each loser', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['30', '10', '30', '0'], [5, 2, 5, 0])))).toEqual([-2, 0, -2, 4]);
  });
  it('wiki: two Jungfrauen each receive 3 from the loser, whatever his points', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['40', '30', '0', '0'], [7, 5, 0, 0])))).toEqual([-6, 0, 3, 3]);
    expect(sheet(settleOne(wiki, trischakenHand(['35/1', '34/2', '0', '0'], [7, 5, 0, 0])))).toEqual([-6, 0, 3, 3]);
  });
  it('wiki: two tied losers at 35 and two Jungfrauen — each loser pays each Jungfrau 3 / 2', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['35', '0', '35', '0'], [6, 0, 6, 0])))).toEqual([-3, 3, -3, 3]);
  });
  it('wiki: Vorhand among tied losers loses alone and pays double — 2 each', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['25', '25', '12', '8'], [4, 4, 2, 2])))).toEqual([2, -6, 2, 2]);
  });
  it('wiki: Vorhand Bürgermeister with one Jungfrau — 1 × 2 × 2 = 4 per player, 12 to the Jungfrau', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['20', '40', '10', '0'], [4, 6, 2, 0])))).toEqual([0, -12, 0, 12]);
  });
  it('wiki: Vorhand loser with two Jungfrauen — 3 × 2 = 6 to each', () => {
    expect(sheet(settleOne(wiki, trischakenHand(['30', '40', '0', '0'], [5, 7, 0, 0])))).toEqual([0, -12, 6, 6]);
  });
});

describe('rules.md §7: 5-table Trischaken', () => {
  it('hausregeln, 5 players: the dealer\'s entry is null and he scores 0; loser seat 2 pays 2 to each of the three others', () => {
    const h = settleOne(haus, trischakenHand([null, '20', '30', '12', '8'], [null, 3, 5, 2, 2]), { players: 5 });
    expect(sheet(h)).toEqual([0, 2, -6, 2, 2]);
  });
});

describe('rules.md §7: tricks are optional — 0/0 means no trick, 70/0 all twelve', () => {
  const points = ['30/1', '20/0', '19/2', '0/0'];
  it.each([['hausregeln'], ['tarockcup'], ['erotas'], ['baden'], ['wiki']] as const)('%s: the same row with and without trick counts', (preset) => {
    const rules = rulesOf(preset);
    const withTricks = settleOne(rules, trischakenHand(points, [5, 4, 3, 0]));
    const without = settleOne(rules, { game: 'trischaken', trischaken: { points } });
    expect(sheet(without)).toEqual(sheet(withTricks));
  });
  it('wiki: a loser with 70/0 took all twelve tricks and pays each other player 4', () => {
    const without = settleOne(rulesOf('wiki'), { game: 'trischaken', trischaken: { points: ['70', '0', '0', '0'] } });
    expect(sheet(without)).toEqual(sheet(settleOne(rulesOf('wiki'), trischakenHand(['70', '0', '0', '0'], [12, 0, 0, 0]))));
  });
});
