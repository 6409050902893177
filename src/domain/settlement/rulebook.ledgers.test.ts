/**
 * rules.md §1, §2.1: the sheet (Schrift) and cash rows, running totals, money =
 * (sheet + cash) × stake rounded by largest remainder, dealer rotation (4 and 5
 * players, explicit dealers), manual and void hands.
 */
import { describe, expect, it } from 'vitest';
import type { Hand } from '../model';
import { cash, exact, full, pts, rulesOf, settle, settleOne, sheet } from '@/testing/domain/rulebook-helpers';

const haus = rulesOf('hausregeln');
const cup = rulesOf('tarockcup');

describe('rules.md §2.1: tarockcup keeps Kontra off the sheet', () => {
  it('tarockcup: Dreier (4) won with Kontra — sheet +12 / −4, the Kontra surplus +12 / −4 in cash', () => {
    const h = settleOne(cup, { game: 'dreier', declarer: 1, kontra: 1, result: 'won' });
    expect(sheet(h)).toEqual([-4, 12, -4, -4]);
    expect(cash(h)).toEqual([-4, 12, -4, -4]);
  });
  it('tarockcup: Dreier won with Re — sheet 4 per opponent, cash 16 − 4 = 12', () => {
    const h = settleOne(cup, { game: 'dreier', declarer: 1, kontra: 2, result: 'won' });
    expect(sheet(h)).toEqual([-4, 12, -4, -4]);
    expect(cash(h)).toEqual([-12, 36, -12, -12]);
  });
  it('tarockcup: Dreier lost with Subkontra — sheet −12, cash 32 − 4 = 28 per opponent', () => {
    const h = settleOne(cup, { game: 'dreier', declarer: 1, kontra: 3, result: 'lost' });
    expect(sheet(h)).toEqual([4, -12, 4, 4]);
    expect(cash(h)).toEqual([28, -84, 28, 28]);
    expect(full(h)).toEqual([32, -96, 32, 32]);
  });
  it('tarockcup: without any Kontra the cash row is all zeros', () => {
    const h = settleOne(cup, { game: 'dreier', declarer: 1, result: 'won' });
    expect(cash(h)).toEqual([0, 0, 0, 0]);
  });
  it('tarockcup: the valat factor stays on the sheet — silent valat with Kontra: sheet 16, cash 16 per opponent', () => {
    const h = settleOne(cup, {
      game: 'dreier', declarer: 1, kontra: 1, result: 'won', valat: { side: 'declarer', announced: false, made: true },
    });
    expect(sheet(h)).toEqual([-16, 48, -16, -16]);
    expect(cash(h)).toEqual([-16, 48, -16, -16]);
  });
  it('tarockcup copy with Vorfleck: the Vorfleck is Kontra too — sheet 4, cash 16 − 4 = 12 per opponent', () => {
    const rules = rulesOf('tarockcup', { vorfleck: true });
    const h = settleOne(rules, { game: 'dreier', declarer: 1, kontra: 1, vorfleck: true, result: 'won' });
    expect(sheet(h)).toEqual([-4, 12, -4, -4]);
    expect(cash(h)).toEqual([-12, 36, -12, -12]);
  });
  it('tarockcup: Rufer 2 vs 2 with Re — sheet ±1, cash ±3', () => {
    const h = settleOne(cup, { game: 'rufer', declarer: 1, partner: 3, kontra: 2, result: 'won' });
    expect(sheet(h)).toEqual([-1, 1, -1, 1]);
    expect(cash(h)).toEqual([-3, 3, -3, 3]);
  });
  it('tarockcup: totals, cash totals and money = (sheet + cash) × 10 over two hands', () => {
    const s = settle(cup, [
      { game: 'dreier', declarer: 1, kontra: 1, result: 'won' }, // sheet [−4, 12, −4, −4], cash the same
      { game: 'rufer', declarer: 2, partner: 0, kontra: 2, result: 'won' }, // sheet [1, −1, 1, −1], cash [3, −3, 3, −3]
    ]);
    expect(pts(s.hands[1]!.totals)).toEqual([-3, 11, -3, -5]);
    expect(pts(s.hands[1]!.cashTotals)).toEqual([-1, 9, -1, -7]);
    expect(pts(s.totals)).toEqual([-3, 11, -3, -5]);
    expect(pts(s.cashTotals)).toEqual([-1, 9, -1, -7]);
    expect(s.moneyCents).toEqual([-40, 200, -40, -120]);
  });
  it('hausregeln keeps Kontra on the sheet: the cash row stays zero', () => {
    const h = settleOne(haus, { game: 'dreier', declarer: 1, kontra: 2, result: 'won' });
    expect(sheet(h)).toEqual([-24, 72, -24, -24]);
    expect(cash(h)).toEqual([0, 0, 0, 0]);
  });
});

describe('rules.md §1: running totals and money', () => {
  it('hausregeln: totals accumulate hand by hand', () => {
    const s = settle(haus, [
      { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
      { game: 'dreier', declarer: 0, result: 'lost' },
      { game: 'bettler', declarer: 3, result: 'won' },
    ]);
    expect(pts(s.hands[0]!.totals)).toEqual([-1, 1, -1, 1]);
    expect(pts(s.hands[1]!.totals)).toEqual([-19, 7, 5, 7]);
    expect(pts(s.hands[2]!.totals)).toEqual([-23, 3, 1, 19]);
    expect(pts(s.totals)).toEqual([-23, 3, 1, 19]);
    expect(s.moneyCents).toEqual([-230, 30, 10, 190]);
  });
  it('hausregeln: stake 5 cents per point — a won Dreier is [−30, 90, −30, −30] cents', () => {
    const s = settle(haus, [{ game: 'dreier', declarer: 1, result: 'won' }], { stakeCents: 5 });
    expect(s.moneyCents).toEqual([-30, 90, -30, -30]);
  });
  it('hausregeln: thirds are rounded only in money — [−2/3, −4/3, −2/3, 8/3] × 10 → [−7, −13, −7, 27] cents', () => {
    // Three tied at 20 (seat 1 Vorhand among them) against seat 3 with 10.
    const s = settle(haus, [{ game: 'trischaken', trischaken: { points: ['20', '20', '20', '10'], tricks: [4, 3, 3, 2] } }]);
    expect(pts(s.totals)).toEqual(['-2/3', '-4/3', '-2/3', '8/3']);
    expect(s.moneyCents).toEqual([-7, -13, -7, 27]);
  });
  it('hausregeln: largest remainder keeps the cents at zero — [−2/3, 2, −2/3, −2/3] × 10: one −6, two −7 and +20', () => {
    const s = settle(haus, [{ game: 'trischaken', trischaken: { points: ['20', '10', '20', '20'], tricks: [4, 2, 3, 3] } }]);
    expect(s.moneyCents[1]).toBe(20);
    expect([s.moneyCents[0], s.moneyCents[2], s.moneyCents[3]].sort((a, b) => a! - b!)).toEqual([-7, -7, -6]);
  });
  it('hausregeln: stake 1 cent — [−2/3, −4/3, −2/3, 8/3] → [−1, −1, −1, 3]', () => {
    const s = settle(haus, [{ game: 'trischaken', trischaken: { points: ['20', '20', '20', '10'], tricks: [4, 3, 3, 2] } }], { stakeCents: 1 });
    expect(s.moneyCents).toEqual([-1, -1, -1, 3]);
  });
});

describe('rules.md §1: dealer rotation', () => {
  const dreierBy = (d: number): Hand => ({ game: 'dreier', declarer: d, result: 'won' });

  it('4 players: the Vorhand deals next — dealers 0, 1, 2, 3, 0; next dealer 1', () => {
    const s = settle(haus, [dreierBy(0), dreierBy(0), dreierBy(0), dreierBy(0), dreierBy(0)]);
    expect(s.hands.map((h) => h.dealer)).toEqual([0, 1, 2, 3, 0]);
    expect(s.nextDealer).toBe(1);
  });
  it('4 players with firstDealer 2 — dealers 2, 3, 0', () => {
    const s = settle(haus, [dreierBy(0), dreierBy(0), dreierBy(0)], { firstDealer: 2 });
    expect(s.hands.map((h) => h.dealer)).toEqual([2, 3, 0]);
    expect(s.nextDealer).toBe(1);
  });
  it('4 players: the Vorhand-only Rufer follows the rotation — firstDealer 3 makes seat 0 Vorhand', () => {
    const s = settle(haus, [{ game: 'rufer', declarer: 0, partner: 2, result: 'won' }], { firstDealer: 3 });
    expect(s.hands[0]!.dealer).toBe(3);
    expect(sheet(s.hands[0]!)).toEqual([1, -1, 1, -1]);
  });
  it('5 players: dealers 0, 1, 2, 3, 4, 0 and each dealer scores 0 in his hand', () => {
    const hands = [dreierBy(1), dreierBy(2), dreierBy(3), dreierBy(4), dreierBy(0), dreierBy(1)];
    const s = settle(haus, hands, { players: 5 });
    expect(s.hands.map((h) => h.dealer)).toEqual([0, 1, 2, 3, 4, 0]);
    s.hands.forEach((h) => {
      expect(exact(h.deltas[h.dealer]!)).toBe(0);
      expect(h.active).not.toContain(h.dealer);
      expect(h.active).toHaveLength(4);
    });
    // Hand 1: dealer 1 sits out, seat 2 wins the Dreier against 0, 3, 4.
    expect(sheet(s.hands[1]!)).toEqual([-6, 0, 18, -6, -6]);
    expect(s.nextDealer).toBe(1);
  });
  it('an explicit dealer is accepted even against the rotation, and the following hands rotate on from it', () => {
    const s = settle(haus, [dreierBy(0), { ...dreierBy(0), dealer: 3 }, dreierBy(0), dreierBy(0)]);
    expect(s.hands.map((h) => h.dealer)).toEqual([0, 3, 0, 1]);
    expect(s.nextDealer).toBe(2);
  });
  it('5 players: an explicit dealer decides who sits out', () => {
    const s = settle(haus, [{ ...dreierBy(1), dealer: 2 }], { players: 5 });
    expect(sheet(s.hands[0]!)).toEqual([-6, 18, 0, -6, -6]);
    expect(s.nextDealer).toBe(3);
  });
  it('manual and void hands advance the rotation', () => {
    const s = settle(haus, [{ manual: [1, -1, 0, 0] }, { void: true }, dreierBy(0)]);
    expect(s.hands.map((h) => h.dealer)).toEqual([0, 1, 2]);
    expect(s.nextDealer).toBe(3);
  });
});

describe('rules.md §1 / session format: manual and void hands', () => {
  it('a manual hand records its amounts exactly, decimals included — [1.5, −0.5, −0.5, −0.5]', () => {
    const h = settleOne(haus, { manual: [1.5, -0.5, -0.5, -0.5] });
    expect(sheet(h)).toEqual(['3/2', '-1/2', '-1/2', '-1/2']);
  });
  it('a manual hand in a Kontra-off-the-sheet set has no cash row', () => {
    const h = settleOne(cup, { manual: [-4, 12, -4, -4] });
    expect(sheet(h)).toEqual([-4, 12, -4, -4]);
    expect(cash(h)).toEqual([0, 0, 0, 0]);
  });
  it('a void hand scores 0 for everyone and stays on record', () => {
    const s = settle(haus, [{ game: 'dreier', declarer: 1, result: 'won', void: true }, { game: 'dreier', declarer: 1, result: 'won' }]);
    expect(sheet(s.hands[0]!)).toEqual([0, 0, 0, 0]);
    expect(pts(s.totals)).toEqual([-6, 18, -6, -6]);
  });
  it('a manual hand at a 5-table has one amount per seat', () => {
    const h = settleOne(haus, { manual: [0, 2, -1, -1, 0] }, { players: 5 });
    expect(sheet(h)).toEqual([0, 2, -1, -1, 0]);
  });
});
