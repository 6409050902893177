/**
 * rules.md §2: the settlement primitive — a tariff is a value per opponent of the
 * declarer; S wins v·|O|/|S| per member, every opponent pays v (signs flip on a loss).
 * All hands: hand 0, dealer seat 0, Vorhand seat 1.
 */
import { describe, expect, it } from 'vitest';
import { rulesOf, settleOne, sheet } from '@/testing/domain/rulebook-helpers';

const haus = rulesOf('hausregeln');

describe('rules.md §2: the primitive', () => {
  it('hausregeln: Dreier worth 6 won — declarer +18, each opponent −6', () => {
    expect(sheet(settleOne(haus, { game: 'dreier', declarer: 1, result: 'won' }))).toEqual([-6, 18, -6, -6]);
  });

  it('hausregeln: Dreier worth 6 lost — declarer −18, each opponent +6', () => {
    expect(sheet(settleOne(haus, { game: 'dreier', declarer: 1, result: 'lost' }))).toEqual([6, -18, 6, 6]);
  });

  it('hausregeln: Dreier by a seat other than Vorhand — declarer seat 3 +18, the others −6', () => {
    expect(sheet(settleOne(haus, { game: 'dreier', declarer: 3, result: 'won' }))).toEqual([-6, -6, -6, 18]);
  });

  it('hausregeln: Rufer worth 1 won 2 vs 2 — +1, +1, −1, −1', () => {
    expect(sheet(settleOne(haus, { game: 'rufer', declarer: 1, partner: 2, result: 'won' }))).toEqual([-1, 1, 1, -1]);
  });

  it('hausregeln: Rufer worth 1 lost 2 vs 2 — declarer and partner −1 each, opponents +1 each', () => {
    expect(sheet(settleOne(haus, { game: 'rufer', declarer: 1, partner: 0, result: 'lost' }))).toEqual([-1, -1, 1, 1]);
  });

  it('hausregeln: Rufer played alone and won — +3 / −1 / −1 / −1', () => {
    expect(sheet(settleOne(haus, { game: 'rufer', declarer: 1, partner: null, result: 'won' }))).toEqual([-1, 3, -1, -1]);
  });

  it('hausregeln: Rufer played alone (partner absent) and lost — −3 / +1 / +1 / +1', () => {
    expect(sheet(settleOne(haus, { game: 'rufer', declarer: 1, result: 'lost' }))).toEqual([1, -3, 1, 1]);
  });

  it('hausregeln: silent Trull made by the three opponents of a won Dreier — declarer 18 − 3 = +15, each opponent −6 + 1 = −5', () => {
    const h = settleOne(haus, {
      game: 'dreier', declarer: 1, result: 'won',
      praemien: [{ id: 'trull', side: 'opponents', announced: false, made: true }],
    });
    expect(sheet(h)).toEqual([-5, 15, -5, -5]);
  });

  it('hausregeln: Prämie of a 2 vs 2 Rufer uses the same sides — silent Könige made by the opponents: pair 1 − 1 = 0, opponents 0', () => {
    const h = settleOne(haus, {
      game: 'rufer', declarer: 1, partner: 3, result: 'won',
      praemien: [{ id: 'koenige', side: 'opponents', announced: false, made: true }],
    });
    expect(sheet(h)).toEqual([0, 0, 0, 0]);
  });
});

describe('rules.md §1: at a 5-table the dealer sits out and scores 0', () => {
  it('hausregeln, 5 players: dealer 0 sits out; Dreier by seat 2 won — seat 2 +18, seats 1, 3, 4 −6, dealer 0', () => {
    const h = settleOne(haus, { game: 'dreier', declarer: 2, result: 'won' }, { players: 5 });
    expect(sheet(h)).toEqual([0, -6, 18, -6, -6]);
    expect([...h.active].sort()).toEqual([1, 2, 3, 4]);
  });

  it('hausregeln, 5 players: Rufer of Vorhand 1 with partner 4 won — 1 and 4 +1, 2 and 3 −1, dealer 0', () => {
    const h = settleOne(haus, { game: 'rufer', declarer: 1, partner: 4, result: 'won' }, { players: 5 });
    expect(sheet(h)).toEqual([0, 1, -1, -1, 1]);
  });
});
