/**
 * rules.md §8: double-stake rounds — triggers (Trischaken, Mondfang made, Fensterbankerl),
 * a round of as many hands as seats starting at the next hand, queue / stack / none,
 * the last round, forced and suppressed hands, manual / void / dissolveKassa hands,
 * the `pending` count. Hand k has dealer k mod n (default rotation), Vorhand k + 1.
 */
import { describe, expect, it } from 'vitest';
import type { DoubleRoundsRule, Hand } from '../model';
import { OPTIONAL_RULES } from '../rules/presets';
import { vorhandRufer } from '@/testing/domain/hands';
import { multipliers, pendings, rulesOf, settle, sheet } from '@/testing/domain/rulebook-helpers';

const ALL: DoubleRoundsRule = { triggers: ['trischaken', 'mondfang', 'fensterbankerl'], stacking: 'queue' };
const queue = rulesOf('hausregeln', { doubleRounds: ALL });
const stack = rulesOf('hausregeln', { doubleRounds: { ...ALL, stacking: 'stack' } });
const none = rulesOf('hausregeln', { doubleRounds: { ...ALL, stacking: 'none' } });

/** A plain Trischaken (4-table): seat 0 has the most points; declarer is the Vorhand. */
const trischaken: Hand = { game: 'trischaken', trischaken: { points: ['30', '20', '12', '8'], tricks: [5, 3, 2, 2] } };

/** A Dreier of seat 0 won (not a Vorhand-only game, so it fits any hand). */
const dreier: Hand = { game: 'dreier', declarer: 0, result: 'won' };

describe('rules.md §8: the optional rule as hausregeln offers it', () => {
  it('hausregeln: double rounds are triggered by Trischaken, Mondfang and Fensterbankerl, queueing', () => {
    expect(OPTIONAL_RULES.hausregeln.doubleRounds).toEqual(ALL);
  });
});

describe('rules.md §8: one trigger doubles the next full round', () => {
  it('hausregeln: Trischaken in hand 0 doubles hands 1–4; pending counts down 4, 3, 2, 1, 0', () => {
    const s = settle(queue, [trischaken, vorhandRufer(1), vorhandRufer(2), vorhandRufer(3), vorhandRufer(4), vorhandRufer(5)]);
    expect(multipliers(s)).toEqual([1, 2, 2, 2, 2, 1]);
    expect(pendings(s)).toEqual([4, 3, 2, 1, 0, 0]);
    // Hand 1: dealer 1, Vorhand 2 with partner 0: ±1 × 2.
    expect(sheet(s.hands[1]!)).toEqual([2, -2, 2, -2]);
    expect(sheet(s.hands[5]!)).toEqual([1, -1, 1, -1]);
    expect(s.nextMultiplier).toBe(1);
    expect(s.pending).toBe(0);
  });

  it('hausregeln, 5 players: a round is 5 hands — Trischaken in hand 0 doubles hands 1–5', () => {
    const tri5: Hand = { game: 'trischaken', trischaken: { points: [null, '20', '30', '12', '8'], tricks: [null, 3, 5, 2, 2] } };
    const s = settle(queue, [tri5, vorhandRufer(1, 5), vorhandRufer(2, 5), vorhandRufer(3, 5), vorhandRufer(4, 5), vorhandRufer(5, 5), vorhandRufer(6, 5)], { players: 5 });
    expect(multipliers(s)).toEqual([1, 2, 2, 2, 2, 2, 1]);
    expect(pendings(s)).toEqual([5, 4, 3, 2, 1, 0, 0]);
  });

  it('hausregeln: a trigger in the session\'s last hand leaves 4 doubled hands pending and the next hand doubled', () => {
    const s = settle(queue, [vorhandRufer(0), trischaken]);
    expect(s.pending).toBe(4);
    expect(s.nextMultiplier).toBe(2);
  });

  it('hausregeln: a doubled hand doubles everything it settles — Dreier with an announced Pagat: (6 + 2) × 2 = 16 per opponent', () => {
    const s = settle(queue, [
      trischaken,
      { game: 'dreier', declarer: 2, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 2 }] },
    ]);
    expect(sheet(s.hands[1]!)).toEqual([-16, -16, 48, -16]);
  });

  it('hausregeln: a Trischaken inside the round is doubled as well — loser pays 2 × 2 = 4 each', () => {
    // Hand 1: dealer 1, Vorhand 2 (20 points) is no loser; seat 0 with 30 is.
    const s = settle(queue, [trischaken, { game: 'trischaken', trischaken: { points: ['30', '12', '20', '8'], tricks: [5, 2, 3, 2] } }]);
    expect(sheet(s.hands[1]!)).toEqual([-12, 4, 4, 4]);
  });

  it('hausregeln: a Schleifen inside the round is doubled — the declarer pays 1 × 2 to each', () => {
    // Hand 1: dealer 1, Vorhand 2 concedes his Rufer.
    const s = settle(queue, [trischaken, { game: 'rufer', declarer: 2, conceded: true, calledKingInTalon: true }]);
    expect(sheet(s.hands[1]!)).toEqual([2, 2, -6, 2]);
  });

  it('hausregeln: a Renonce inside the round is doubled — renoncing seat 3 in a Dreier of seat 0 pays 36 + 12 + 12', () => {
    const s = settle(queue, [trischaken, { game: 'dreier', declarer: 0, renonce: { by: 3 } }]);
    expect(sheet(s.hands[1]!)).toEqual([36, 12, 12, -60]);
  });
});

describe('rules.md §8: the triggers', () => {
  it('hausregeln: a Trischaken settled as Renonce triggers too', () => {
    const s = settle(queue, [{ game: 'trischaken', renonce: { by: 2 } }, vorhandRufer(1), vorhandRufer(2), vorhandRufer(3), vorhandRufer(4), vorhandRufer(5)]);
    expect(multipliers(s)).toEqual([1, 2, 2, 2, 2, 1]);
  });

  it('hausregeln: a Mondfang made triggers — Rufer won with the opponents\' announced Mondfang: pair 1 − 2 = −1', () => {
    const s = settle(queue, [
      { ...vorhandRufer(0), praemien: [{ id: 'mondfang', side: 'opponents', announced: true, made: true }] },
      vorhandRufer(1), vorhandRufer(2), vorhandRufer(3), vorhandRufer(4), vorhandRufer(5),
    ]);
    expect(sheet(s.hands[0]!)).toEqual([1, -1, 1, -1]);
    expect(multipliers(s)).toEqual([1, 2, 2, 2, 2, 1]);
  });

  it('hausregeln: a Mondfang that failed does not trigger', () => {
    const s = settle(queue, [
      { ...vorhandRufer(0), praemien: [{ id: 'mondfang', side: 'opponents', announced: true, made: false }] },
      vorhandRufer(1),
    ]);
    expect(sheet(s.hands[0]!)).toEqual([-3, 3, -3, 3]);
    expect(multipliers(s)).toEqual([1, 1]);
    expect(pendings(s)).toEqual([0, 0]);
  });

  it('hausregeln: a Fensterbankerl (a hand settled by the rules ending 0 for everyone) triggers — Rufer alone won against a silent Trull', () => {
    const s = settle(queue, [
      { game: 'rufer', declarer: 1, partner: null, result: 'won', praemien: [{ id: 'trull', side: 'opponents', announced: false, made: true }] },
      vorhandRufer(1), vorhandRufer(2), vorhandRufer(3), vorhandRufer(4), vorhandRufer(5),
    ]);
    expect(sheet(s.hands[0]!)).toEqual([0, 0, 0, 0]);
    expect(multipliers(s)).toEqual([1, 2, 2, 2, 2, 1]);
  });

  it('hausregeln: two triggers in one hand queue two rounds — a silent Mondfang that makes the Rufer 0:0 doubles hands 1–8', () => {
    const hands: Hand[] = [{ ...vorhandRufer(0), praemien: [{ id: 'mondfang', side: 'opponents', announced: false, made: true }] }];
    for (let k = 1; k <= 9; k++) hands.push(vorhandRufer(k));
    const s = settle(queue, hands);
    expect(sheet(s.hands[0]!)).toEqual([0, 0, 0, 0]);
    expect(multipliers(s)).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2, 1]);
    expect(pendings(s)).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 0, 0]);
  });

  it('hausregeln: void and manual hands never trigger, even with a row of zeros', () => {
    const s = settle(queue, [{ void: true }, { manual: [0, 0, 0, 0] }, vorhandRufer(2)]);
    expect(multipliers(s)).toEqual([1, 1, 1]);
    expect(pendings(s)).toEqual([0, 0, 0]);
  });

  it('a custom set with only the Trischaken trigger ignores a Fensterbankerl', () => {
    const rules = rulesOf('hausregeln', { doubleRounds: { triggers: ['trischaken'], stacking: 'queue' } });
    const s = settle(rules, [
      { game: 'rufer', declarer: 1, partner: null, result: 'won', praemien: [{ id: 'trull', side: 'opponents', announced: false, made: true }] },
      vorhandRufer(1),
    ]);
    expect(multipliers(s)).toEqual([1, 1]);
  });

  it('hausregeln without the optional rule: a Trischaken doubles nothing', () => {
    const s = settle(rulesOf('hausregeln'), [trischaken, vorhandRufer(1)]);
    expect(multipliers(s)).toEqual([1, 1]);
    expect(pendings(s)).toEqual([0, 0]);
    expect(sheet(s.hands[1]!)).toEqual([1, -1, 1, -1]);
  });
});

describe('rules.md §8: triggers during a pending or running round — queue, stack, none', () => {
  // Trischaken in hand 0 and again in hand 2 (dealer 2, Vorhand 3; seat 0 has the most points).
  const hands: Hand[] = [trischaken, vorhandRufer(1), trischaken, vorhandRufer(3), vorhandRufer(4), vorhandRufer(5), vorhandRufer(6), vorhandRufer(7), vorhandRufer(8), vorhandRufer(9)];

  it('hausregeln (queue): the second round follows the first — hands 1–8 doubled; pending 4, 3, 6, 5, …', () => {
    const s = settle(queue, hands);
    expect(multipliers(s)).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2, 1]);
    expect(pendings(s)).toEqual([4, 3, 6, 5, 4, 3, 2, 1, 0, 0]);
  });

  it('stack: overlapping rounds multiply — hands 3 and 4 ×4', () => {
    const s = settle(stack, hands);
    expect(multipliers(s)).toEqual([1, 2, 2, 4, 4, 2, 2, 1, 1, 1]);
    // Each doubled place is counted once, however many rounds cover it (§8).
    expect(pendings(s)).toEqual([4, 3, 4, 3, 2, 1, 0, 0, 0, 0]);
    // Hand 3: dealer 3, Vorhand 0 with partner 2: ±1 × 4.
    expect(sheet(s.hands[3]!)).toEqual([4, -4, 4, -4]);
  });

  it('none: a trigger during a pending or running round adds nothing', () => {
    const s = settle(none, hands);
    expect(multipliers(s)).toEqual([1, 2, 2, 2, 2, 1, 1, 1, 1, 1]);
  });

  it('none: a trigger after the round has ended starts a new one', () => {
    const s = settle(none, [trischaken, vorhandRufer(1), vorhandRufer(2), vorhandRufer(3), vorhandRufer(4), trischaken, vorhandRufer(6)]);
    // Hand 5: dealer 1, Vorhand 2; seat 0 is the loser.
    expect(multipliers(s)).toEqual([1, 2, 2, 2, 2, 1, 2]);
  });
});

describe('rules.md §8: the last round', () => {
  const eight = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => vorhandRufer(k));

  it('hausregeln: lastRoundFrom 4 doubles hands 4–7; pending counts the rest of the last round once it has begun', () => {
    const s = settle(queue, eight, { lastRoundFrom: 4 });
    expect(multipliers(s)).toEqual([1, 1, 1, 1, 2, 2, 2, 2]);
    expect(pendings(s)).toEqual([0, 0, 0, 0, 3, 2, 1, 0]);
  });

  it('hausregeln, 5 players: the last round is 5 hands — pending 4, 3, 2, 1, 0 from its first hand', () => {
    const hands = [0, 1, 2, 3, 4, 5, 6].map((k) => vorhandRufer(k, 5));
    const s = settle(queue, hands, { players: 5, lastRoundFrom: 2 });
    expect(multipliers(s)).toEqual([1, 1, 2, 2, 2, 2, 2]);
    expect(pendings(s)).toEqual([0, 0, 4, 3, 2, 1, 0]);
  });

  it('hausregeln: a last round still being played — after hand 5 two doubled hands are pending and the next is doubled', () => {
    const s = settle(queue, eight.slice(0, 6), { lastRoundFrom: 4 });
    expect(pendings(s)).toEqual([0, 0, 0, 0, 3, 2]);
    expect(s.pending).toBe(2);
    expect(s.nextMultiplier).toBe(2);
  });

  it('hausregeln (queue): a queued round overlapping the last round doubles once', () => {
    const hands = [...eight];
    hands[2] = trischaken; // doubles hands 3–6
    const s = settle(queue, hands, { lastRoundFrom: 4 });
    expect(multipliers(s)).toEqual([1, 1, 1, 2, 2, 2, 2, 2]);
    // Hands 4–6 are in both rounds: "noch N" counts each place once.
    expect(pendings(s)).toEqual([0, 0, 4, 3, 3, 2, 1, 0]);
  });

  it('stack: the last round over an overlapping round gives ×4', () => {
    const hands = [...eight];
    hands[2] = trischaken;
    const s = settle(stack, hands, { lastRoundFrom: 4 });
    expect(multipliers(s)).toEqual([1, 1, 1, 2, 4, 4, 4, 2]);
    expect(pendings(s)).toEqual([0, 0, 4, 3, 3, 2, 1, 0]);
  });

  it('with the rule off the last round is not doubled: multiplier 1, pending 0', () => {
    const s = settle(rulesOf('hausregeln'), eight, { lastRoundFrom: 4 });
    expect(multipliers(s)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(pendings(s)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('rules.md §8: forced and suppressed hands, manual, void and dissolveKassa rows', () => {
  it('hausregeln: doubleStake false suppresses the multiplier but the hand still uses up its place', () => {
    const hands = [trischaken, vorhandRufer(1), { ...vorhandRufer(2), doubleStake: false }, vorhandRufer(3), vorhandRufer(4), vorhandRufer(5)];
    const s = settle(queue, hands);
    expect(multipliers(s)).toEqual([1, 2, 1, 2, 2, 1]);
    expect(pendings(s)).toEqual([4, 3, 2, 1, 0, 0]);
    // Hand 2: Vorhand 3 with partner 1, not doubled.
    expect(sheet(s.hands[2]!)).toEqual([-1, 1, -1, 1]);
  });

  it('hausregeln: doubleStake true forces ×2 outside any round without starting one', () => {
    const s = settle(queue, [vorhandRufer(0), { ...vorhandRufer(1), doubleStake: true }, vorhandRufer(2)]);
    expect(multipliers(s)).toEqual([1, 2, 1]);
    expect(pendings(s)).toEqual([0, 0, 0]);
  });

  it('with the rule off a forced hand is still doubled: multiplier 2, pending 0', () => {
    const s = settle(rulesOf('hausregeln'), [{ ...dreier, doubleStake: true }]);
    expect(multipliers(s)).toEqual([2]);
    expect(pendings(s)).toEqual([0]);
    expect(sheet(s.hands[0]!)).toEqual([36, -12, -12, -12]);
  });

  it('hausregeln: manual and void hands use up their places; manual amounts are never multiplied', () => {
    const s = settle(queue, [trischaken, { manual: [3, -1, -1, -1] }, { void: true }, vorhandRufer(3), vorhandRufer(4), vorhandRufer(5)]);
    expect(sheet(s.hands[1]!)).toEqual([3, -1, -1, -1]);
    expect(sheet(s.hands[2]!)).toEqual([0, 0, 0, 0]);
    expect(multipliers(s).slice(3)).toEqual([2, 2, 1]);
    expect(pendings(s)).toEqual([4, 3, 2, 1, 0, 0]);
  });

  it('hausregeln: a dissolveKassa row takes no place in the round, has multiplier 1 and triggers nothing', () => {
    const rules = { ...queue, pagatkassa: { contribution: 1, refill: 'onEmpty' as const, birds: ['pagat' as const] } };
    // Rotation skips the dissolve row: hands 3, 4, 5, 6 are dealt by 2, 3, 0, 1.
    const s = settle(rules, [trischaken, vorhandRufer(1), { dissolveKassa: true }, vorhandRufer(2), vorhandRufer(3), vorhandRufer(4), vorhandRufer(5)]);
    expect(multipliers(s)).toEqual([1, 2, 1, 2, 2, 2, 1]);
    expect(pendings(s)).toEqual([4, 3, 3, 2, 1, 0, 0]);
    expect(s.hands.map((h) => h.dealer).filter((_, i) => i !== 2)).toEqual([0, 1, 2, 3, 0, 1]);
  });
});
