import { describe, expect, it } from 'vitest';
import type { Hand } from '../model';
import { rat } from '../rational';
import { OPTIONAL_RULES } from '../rules/presets';
import { formatExplanation } from './explain';
import { previewHand, resettleFrom, settleSession } from './settle-session';
import { makeSession } from '@/testing/domain/session';
import { hausregelnAll, row, rules, settle } from '@/testing/domain/settlement-test-kit';

const haus = rules('hausregeln');
const tri: Hand = { game: 'trischaken', trischaken: { points: ['30', '20', '15', '5'], tricks: [4, 4, 3, 1] } };
const VOID: Hand = { void: true };

describe('dealer rotation (rules.md §1)', () => {
  it('the Vorhand deals next; an explicit dealer is accepted and the rotation continues from it', () => {
    const s = settle(haus, [VOID, { void: true, dealer: 1 }, VOID, VOID, VOID], { firstDealer: 2 });
    expect(s.hands.map((h) => h.dealer)).toEqual([2, 1, 2, 3, 0]);
    expect(s.nextDealer).toBe(1);
  });

  it('a dissolveKassa row takes no place: it shows the dealer of the next deal', () => {
    const s = settle(haus, [VOID, { dissolveKassa: true }, VOID], { firstDealer: 0 });
    expect(s.hands.map((h) => h.dealer)).toEqual([0, 1, 1]);
    expect(s.nextDealer).toBe(2);
  });

  it('at a 5-table the dealer sits out and scores 0: a Dreier of seat 2 with seat 0 dealing', () => {
    const s = settle(haus, [{ game: 'dreier', declarer: 2, result: 'won' }], { players: ['A', 'B', 'C', 'D', 'E'], firstDealer: 0 });
    expect(row(s.hands[0]!.deltas)).toEqual([0, -6, 18, -6, -6]);
    expect(s.hands[0]!.active).toEqual([1, 2, 3, 4]);
  });
});

describe('manual and void hands', () => {
  it('manual amounts are exact decimals and never multiplied; the hand still shows its round\'s multiplier', () => {
    const s = settle(hausregelnAll({ pagatkassa: null }), [tri, { manual: [1.5, -0.5, -0.25, -0.75] }]);
    expect(row(s.hands[1]!.deltas)).toEqual(['3/2', '-1/2', '-1/4', '-3/4']);
    expect(s.hands[1]!.multiplier).toBe(2);
  });

  it('a void hand scores 0 for everyone', () => {
    const s = settle(haus, [{ ...VOID, game: 'dreier', declarer: 0, result: 'won' }]);
    expect(row(s.hands[0]!.deltas)).toEqual([0, 0, 0, 0]);
  });
});

describe('two ledgers (rules.md §2.1)', () => {
  it('tarockcup Dreier 4 won with Kontra: the sheet shows 4 per opponent, the Kontra surplus is cash; money counts both', () => {
    const s = settle(rules('tarockcup'), [{ game: 'dreier', declarer: 0, result: 'won', kontra: 1 }], { firstDealer: 3, stakeCents: 10 });
    const h = s.hands[0]!;
    expect(row(h.deltas)).toEqual([12, -4, -4, -4]);
    expect(row(h.cash)).toEqual([12, -4, -4, -4]);
    expect(row(s.totals)).toEqual([12, -4, -4, -4]);
    expect(row(s.cashTotals)).toEqual([12, -4, -4, -4]);
    expect(s.moneyCents).toEqual([240, -80, -80, -80]);
  });
});

describe('Pagatkassa: decisions where rules.md is silent', () => {
  const pk = hausregelnAll({ doubleRounds: null });
  const erotasPk = rules('erotas', { pagatkassa: OPTIONAL_RULES.erotas.pagatkassa ?? null });

  it('(decision) a void first hand pays nothing in; the pot is first filled in the first hand actually settled', () => {
    const s = settle(pk, [VOID, { game: 'rufer', declarer: 2, partner: 0, result: 'won' }], { firstDealer: 0 });
    expect(s.hands[0]!.kassa).toEqual(rat(0));
    expect(row(s.hands[1]!.deltas)).toEqual([0, -2, 0, -2]);
    expect(s.hands[1]!.kassa).toEqual(rat(4));
  });

  it('(decision) everyHand: a void hand pays nothing in, a manual hand does', () => {
    const s = settle(erotasPk, [VOID, { manual: [2, -2, 0, 0] }]);
    expect(row(s.hands[0]!.deltas)).toEqual([0, 0, 0, 0]);
    expect(row(s.hands[1]!.deltas)).toEqual([1, -3, -1, -1]);
    expect(s.hands[1]!.kassa).toEqual(rat(4));
  });

  it('(decision) a conceded Besserrufer does not touch the pot: its bird was never played', () => {
    const s = settle(pk, [{
      game: 'besserrufer', declarer: 0, conceded: true, calledKingInTalon: true,
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 0 }],
    }], { firstDealer: 3 });
    expect(row(s.hands[0]!.deltas)).toEqual([-10, 2, 2, 2]);
    expect(s.hands[0]!.kassa).toEqual(rat(4));
  });

  it('(decision) the pot follows the bird even where the Prämie does not count: erotas, announced Pagat made under a valat', () => {
    const s = settle(erotasPk, [{
      game: 'dreier', declarer: 0, valat: { side: 'declarer', announced: false, made: true },
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 0 }],
    }], { firstDealer: 3 });
    expect(row(s.hands[0]!.deltas)).toEqual([63, -21, -21, -21]);
    expect(s.hands[0]!.kassa).toEqual(rat(0));
  });

  it('(decision) after a dissolve the next hand fills the pot again (onEmpty)', () => {
    const s = settle(pk, [
      { game: 'rufer', declarer: 0, partner: 2, result: 'won' },
      { dissolveKassa: true },
      { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
    ], { firstDealer: 3 });
    expect(row(s.hands[0]!.deltas)).toEqual([0, -2, 0, -2]);
    expect(row(s.hands[1]!.deltas)).toEqual([1, 1, 1, 1]);
    expect(s.hands[1]!.kassa).toEqual(rat(-4));
    expect(row(s.hands[2]!.deltas)).toEqual([-2, 0, -2, 0]);
    expect(s.hands[2]!.kassaBalance).toEqual(rat(4));
    expect(s.kassa).toEqual(rat(4));
  });

  it('every row sums to zero with the pot: players + kassa = 0', () => {
    const s = settle(pk, [
      { game: 'rufer', declarer: 0, partner: 2, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 2 }] },
      { game: 'dreier', declarer: 2, result: 'lost', praemien: [{ id: 'pagat', side: 'opponents', announced: true, made: true, by: 3 }] },
    ], { firstDealer: 3 });
    for (const h of s.hands) {
      const total = h.deltas.reduce((a, d) => a + d.n / d.d, 0) + h.kassa.n / h.kassa.d;
      expect(total).toBe(0);
    }
    // Hand 0: pot 4 → seat 2 loses the Pagat and pays 4 in (8); hand 1: seat 3 takes 8, everyone refills 1.
    expect(s.hands[0]!.kassaBalance).toEqual(rat(8));
    expect(s.hands[1]!.kassaBalance).toEqual(rat(4));
  });
});

describe('double-stake rounds: decisions where rules.md is silent', () => {
  const stack = hausregelnAll({ pagatkassa: null, doubleRounds: { triggers: ['trischaken', 'mondfang', 'fensterbankerl'], stacking: 'stack' } });
  const none = hausregelnAll({ pagatkassa: null, doubleRounds: { triggers: ['trischaken'], stacking: 'none' } });

  it('stack: overlapping rounds multiply; `pending` counts each doubled place once (rules.md §8): 4 after the second trigger, not 4 + 3', () => {
    const s = settle(stack, [tri, { ...tri, trischaken: { points: ['5', '30', '20', '15'], tricks: [1, 4, 4, 3] } }, VOID, VOID, VOID, VOID, VOID]);
    expect(s.hands.map((h) => h.multiplier)).toEqual([1, 2, 4, 4, 4, 2, 1]);
    expect(s.hands.map((h) => h.pending)).toEqual([4, 4, 3, 2, 1, 0, 0]);
  });

  it('(decision) none: a trigger in the last hand of a running round starts nothing', () => {
    const s = settle(none, [tri, VOID, VOID, VOID, { ...tri, dealer: 0 }, VOID]);
    expect(s.hands.map((h) => h.multiplier)).toEqual([1, 2, 2, 2, 2, 1]);
    expect(s.hands.map((h) => h.pending)).toEqual([4, 3, 2, 1, 0, 0]);
  });

  it('a last round starting at a dissolveKassa row begins with the next dealt hand', () => {
    const s = settle(hausregelnAll({ pagatkassa: null }), [VOID, { dissolveKassa: true }, VOID, VOID, VOID, VOID], { lastRoundFrom: 1 });
    expect(s.hands.map((h) => h.multiplier)).toEqual([1, 1, 2, 2, 2, 2]);
    expect(s.hands.map((h) => h.pending)).toEqual([0, 0, 3, 2, 1, 0]);
  });

  it('(decision) a Fensterbankerl looks at the game and Prämien only: Pagatkassa payments do not stop it', () => {
    const s = settle(hausregelnAll(), [
      { game: 'rufer', declarer: 0, partner: null, result: 'won', praemien: [{ id: 'trull', side: 'opponents', announced: false, made: true }] },
      VOID,
    ], { firstDealer: 3 });
    expect(row(s.hands[0]!.deltas)).toEqual([-1, -1, -1, -1]);
    expect(s.hands[1]!.multiplier).toBe(2);
  });

  it('a Mondfang in a Renonce hand does not trigger (the hand was not played out)', () => {
    const s = settle(hausregelnAll({ pagatkassa: null }), [
      { game: 'rufer', declarer: 0, partner: 1, result: 'won', renonce: { by: 2 }, praemien: [{ id: 'mondfang', side: 'opponents', announced: false, made: true }] },
      VOID,
    ], { firstDealer: 3 });
    expect(s.hands.map((h) => h.multiplier)).toEqual([1, 1]);
  });

  it('the settlement reports the next hand\'s multiplier and the pending count', () => {
    const s = settle(hausregelnAll({ pagatkassa: null }), [tri, VOID]);
    expect(s.nextMultiplier).toBe(2);
    expect(s.pending).toBe(3);
  });
});

describe('resettleFrom and previewHand', () => {
  const rs = hausregelnAll();
  const hands: Hand[] = [
    { game: 'rufer', declarer: 0, partner: 2, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 2 }] },
    tri,
    { game: 'dreier', declarer: 3, result: 'lost', kontra: 1 },
    { game: 'bettler', declarer: 1, result: 'won', kontraBy: { 0: 1 } },
    { dissolveKassa: true },
    { game: 'trischaken', trischaken: { points: ['20', '20', '20', '10'], tricks: [3, 3, 3, 3] } },
    { manual: [1, -1, 0.5, -0.5] },
  ];
  const session = makeSession({ hands, firstDealer: 3 });

  it('re-settling after an edit equals settling from scratch and keeps the rows before the edit', () => {
    const prev = settleSession(session, rs);
    const edited = { ...session, hands: hands.map((h, i) => (i === 2 ? { game: 'dreier' as const, declarer: 1, result: 'won' as const } : h)) };
    const next = resettleFrom(prev, edited, rs, 2);
    expect(next).toEqual(settleSession(edited, rs));
    expect(next.hands[1]).toBe(prev.hands[1]);
    expect(next.hands[3]!.explanation).toEqual(settleSession(edited, rs).hands[3]!.explanation);
  });

  it('deleting a hand and appending one are re-settled from that index', () => {
    const prev = settleSession(session, rs);
    const deleted = { ...session, hands: hands.filter((_, i) => i !== 3) };
    expect(resettleFrom(prev, deleted, rs, 3)).toEqual(settleSession(deleted, rs));
    const appended = { ...session, hands: [...hands, VOID] };
    expect(resettleFrom(prev, appended, rs, hands.length)).toEqual(settleSession(appended, rs));
  });

  it('a copied settlement carries no context: resettleFrom settles everything again', () => {
    const copy = JSON.parse(JSON.stringify(settleSession(session, rs)));
    expect(JSON.parse(JSON.stringify(resettleFrom(copy, session, rs, 4)))).toEqual(copy);
  });

  it('previewHand shows the row a hand would get appended or in place of another', () => {
    const full = settleSession(session, rs);
    expect(previewHand({ ...session, hands: hands.slice(0, 6) }, rs, hands[6]!, 6)).toEqual(full.hands[6]);
    const replaced = { game: 'dreier' as const, declarer: 1, result: 'won' as const };
    const expected = settleSession({ ...session, hands: hands.map((h, i) => (i === 2 ? replaced : h)) }, rs).hands[2];
    expect(previewHand(session, rs, replaced, 2)).toEqual(expected);
  });
});

describe('rule sets', () => {
  it('a rule set edited in place is read again, not served from the compiled cache', () => {
    const rs = rules('hausregeln');
    const hands: Hand[] = [{ game: 'dreier', declarer: 0, result: 'won' }];
    expect(row(settle(rs, hands, { firstDealer: 3 }).hands[0]!.deltas)).toEqual([18, -6, -6, -6]);
    rs.tariffs = { ...rs.tariffs, dreier: 7 };
    expect(row(settle(rs, hands, { firstDealer: 3 }).hands[0]!.deltas)).toEqual([21, -7, -7, -7]);
  });
});

describe('explanations', () => {
  it('a Dreier with Kontra and a lost announced Pagat, in German and English', () => {
    const h = settle(haus, [{ game: 'dreier', declarer: 0, result: 'won', kontra: 1, praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 0 }] }], { firstDealer: 3 }).hands[0]!;
    expect(formatExplanation(h.explanation, 'de')).toEqual([
      'Dreier gewonnen (Anna): 6 × Kontra 2 = 12 je Gegner',
      'Pagat angesagt und verloren (Anna): Gegner je +2',
    ]);
    expect(formatExplanation(h.explanation, 'en')).toEqual([
      'Dreier won (Anna): 6 × Kontra 2 = 12 per opponent',
      'Pagat announced and failed (Anna): opponents each +2',
    ]);
    expect(row(h.deltas)).toEqual([30, -10, -10, -10]);
  });

  it('a double round, the trigger and the Pagatkassa are explained', () => {
    const s = settle(hausregelnAll(), [
      tri,
      { game: 'rufer', declarer: 1, partner: 3, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 }] },
    ], { firstDealer: 3 });
    expect(formatExplanation(s.hands[0]!.explanation, 'de')).toEqual([
      'Pagatkassa: +1 je Spieler eingezahlt',
      'Trischaken: Anna verliert (30/0): 2 × Vorhand 2 = 4 je Spieler',
      'Trischaken: löst eine Doppelrunde aus',
    ]);
    expect(formatExplanation(s.hands[1]!.explanation, 'de')).toEqual([
      'Rufer gewonnen (Bernd mit Dieter): 1 je Gegner',
      'Pagat angesagt und gemacht (Bernd): Gegner je −2',
      'Pagatkassa: Bernd bekommt 4 (Pagat)',
      'Pagatkassa geleert: +1 je Spieler nachgezahlt',
      'Doppelrunde ×2',
    ]);
  });

  it('fractions show with a decimal comma and a real minus sign', () => {
    const s = settle(rules('baden'), [{ game: 'trischaken', trischaken: { points: ['20', '20', '20', '10'], tricks: [4, 4, 3, 1] } }], { firstDealer: 3 });
    // rules.md §7: Vorhand (seat 0) is tied for the most points, so not alone: two pay two, averaged.
    expect(row(s.hands[0]!.deltas)).toEqual(['-4/3', '-4/3', '-4/3', 4]);
    expect(formatExplanation(s.hands[0]!.explanation, 'de')[0]).toBe('Punktegleich: Durchschnitt über 6 Reihenfolgen');
  });

  it('the explanation is an own property: JSON and spread copies carry it', () => {
    const h = settle(haus, [{ game: 'rufer', declarer: 0, partner: 1, result: 'lost' }], { firstDealer: 3 }).hands[0]!;
    expect({ ...h }.explanation).toEqual(h.explanation);
    expect(JSON.parse(JSON.stringify(h)).explanation).toEqual([{ key: 'positive', params: expect.any(Object), amount: { n: 1, d: 1 } }]);
  });
});
