/**
 * rules.md §3.2: negative games — the declarer alone against the three others, each
 * opponent o contras for himself (tariff × 2^kontra_o between declarer and o),
 * piccoloLostDouble, and Bei (several contracts in one hand, settled on their own).
 * All hands: hand 0, dealer seat 0, Vorhand seat 1.
 */
import { describe, expect, it } from 'vitest';
import { cash, rulesOf, settleOne, sheet } from '@/testing/domain/rulebook-helpers';

const haus = rulesOf('hausregeln');
const erotas = rulesOf('erotas');
const wiki = rulesOf('wiki');
const cup = rulesOf('tarockcup');

describe('rules.md §3.2: individual Kontra', () => {
  it('hausregeln: Bettler (4) won, no Kontra — declarer +12, each opponent −4', () => {
    expect(sheet(settleOne(haus, { game: 'bettler', declarer: 2, result: 'won' }))).toEqual([-4, -4, 12, -4]);
  });
  it('hausregeln: Bettler won, seat 2 contra\'d — seat 2 pays 8, the others 4: declarer +16', () => {
    const h = settleOne(haus, { game: 'bettler', declarer: 1, result: 'won', kontraBy: { '2': 1 } });
    expect(sheet(h)).toEqual([-4, 16, -8, -4]);
  });
  it('hausregeln: Bettler lost, seat 2 contra\'d — seat 2 receives 8, the others 4: declarer −16', () => {
    const h = settleOne(haus, { game: 'bettler', declarer: 1, result: 'lost', kontraBy: { '2': 1 } });
    expect(sheet(h)).toEqual([4, -16, 8, 4]);
  });
  it('hausregeln: Bettler won, seat 0 Kontra and seat 2 Re — 8 + 16 + 4: declarer +28', () => {
    const h = settleOne(haus, { game: 'bettler', declarer: 1, result: 'won', kontraBy: { '0': 1, '2': 2 } });
    expect(sheet(h)).toEqual([-8, 28, -16, -4]);
  });
  it('hausregeln: Piccolo (2) lost, all three contra\'d — 4 each: declarer −12', () => {
    const h = settleOne(haus, { game: 'piccolo', declarer: 3, result: 'lost', kontraBy: { '0': 1, '1': 1, '2': 1 } });
    expect(sheet(h)).toEqual([4, 4, 4, -12]);
  });
  it('tarockcup: a negative Kontra stays off the sheet — Bettler (2) won, seat 2 contra\'d: sheet +6, cash +2 from seat 2', () => {
    const h = settleOne(cup, { game: 'bettler', declarer: 1, result: 'won', kontraBy: { '2': 1 } });
    expect(sheet(h)).toEqual([-2, 6, -2, -2]);
    expect(cash(h)).toEqual([0, 2, -2, 0]);
  });
  it('wiki: Zwiccolo ouvert (5) won, seat 3 Subkontra — 40 from seat 3, 5 from the others: declarer +50', () => {
    const h = settleOne(wiki, { game: 'zwiccolo_ouvert', declarer: 1, result: 'won', kontraBy: { '3': 3 } });
    expect(sheet(h)).toEqual([-5, 50, -5, -40]);
  });
  it('hausregeln, 5 players: Bettler by seat 3 won, dealer 0 sits out — seats 1, 2, 4 pay 4 each', () => {
    const h = settleOne(haus, { game: 'bettler', declarer: 3, result: 'won' }, { players: 5 });
    expect(sheet(h)).toEqual([0, -4, -4, 12, -4]);
  });
});

describe('rules.md §3.2: piccoloLostDouble (hausregeln optional rule)', () => {
  const hausP = rulesOf('hausregeln', { piccoloLostDouble: true });
  it('hausregeln + piccoloLostDouble: Piccolo lost counts double — 4 per opponent, declarer −12', () => {
    expect(sheet(settleOne(hausP, { game: 'piccolo', declarer: 1, result: 'lost' }))).toEqual([4, -12, 4, 4]);
  });
  it('hausregeln + piccoloLostDouble: Piccolo lost with Kontra of seat 0 — 2 × 2 × 2 = 8 to seat 0: declarer −16', () => {
    const h = settleOne(hausP, { game: 'piccolo', declarer: 1, result: 'lost', kontraBy: { '0': 1 } });
    expect(sheet(h)).toEqual([8, -16, 4, 4]);
  });
  it('hausregeln + piccoloLostDouble: Piccolo won is not doubled — +6', () => {
    expect(sheet(settleOne(hausP, { game: 'piccolo', declarer: 1, result: 'won' }))).toEqual([-2, 6, -2, -2]);
  });
  it('hausregeln + piccoloLostDouble: Piccolo ouvert lost is not doubled — 3 per opponent', () => {
    expect(sheet(settleOne(hausP, { game: 'piccolo_ouvert', declarer: 1, result: 'lost' }))).toEqual([3, -9, 3, 3]);
  });
  it('hausregeln + piccoloLostDouble: Piccolo Plauderer lost is not doubled — 4 per opponent', () => {
    expect(sheet(settleOne(hausP, { game: 'piccolo_plauderer', declarer: 1, result: 'lost' }))).toEqual([4, -12, 4, 4]);
  });
  it('hausregeln without the rule: Piccolo lost — 2 per opponent', () => {
    expect(sheet(settleOne(haus, { game: 'piccolo', declarer: 1, result: 'lost' }))).toEqual([2, -6, 2, 2]);
  });
});

describe('rules.md §3.2: Bei / Mitspielen — each contract on its own, the row is their sum', () => {
  it('erotas: Piccolo of seat 1 won + Zwiccolo Bei of seat 3 lost — [0, 8, 0, −8]', () => {
    // Piccolo: seat 1 +6, seats 0, 2, 3 −2. Zwiccolo lost: seat 3 −6, seats 0, 1, 2 +2.
    const h = settleOne(erotas, {
      game: 'piccolo', declarer: 1, result: 'won',
      bei: [{ declarer: 3, game: 'zwiccolo', result: 'lost' }],
    });
    expect(sheet(h)).toEqual([0, 8, 0, -8]);
  });
  it('erotas: three Piccolos of seats 0, 1, 2, all won — each +6 − 2 − 2 = +2, seat 3 −6', () => {
    const h = settleOne(erotas, {
      game: 'piccolo', declarer: 0, result: 'won',
      bei: [
        { declarer: 1, game: 'piccolo', result: 'won' },
        { declarer: 2, game: 'piccolo', result: 'won' },
      ],
    });
    expect(sheet(h)).toEqual([2, 2, 2, -6]);
  });
  it('wiki: Bettler (3) of seat 0 won + Piccolo Bei of seat 2 lost with Kontra of seat 0 — [13, −1, −11, −1]', () => {
    // Bettler: seat 0 +9, the others −3. Piccolo lost: seat 0 gets 4 (contra'd), seats 1 and 3 get 2, seat 2 −8.
    const h = settleOne(wiki, {
      game: 'bettler', declarer: 0, result: 'won',
      bei: [{ declarer: 2, game: 'piccolo', result: 'lost', kontraBy: { '0': 1 } }],
    });
    expect(sheet(h)).toEqual([13, -1, -11, -1]);
  });
  it('erotas copy with piccoloLostDouble: the doubling applies inside a Bei hand too — [2, 10, −14, 2]', () => {
    // Piccolo of seat 1 won: +6 / −2 each. Bei Piccolo of seat 2 lost, doubled: −12 / +4 each.
    const rules = rulesOf('erotas', { piccoloLostDouble: true });
    const h = settleOne(rules, {
      game: 'piccolo', declarer: 1, result: 'won',
      bei: [{ declarer: 2, game: 'piccolo', result: 'lost' }],
    });
    expect(sheet(h)).toEqual([2, 10, -14, 2]);
  });
  it('wiki, 5 players: Piccolo of seat 2 won + Bettler Bei of seat 4 won, dealer 0 sits out', () => {
    // Piccolo (2): seat 2 +6, seats 1, 3, 4 −2. Bettler (3): seat 4 +9, seats 1, 2, 3 −3.
    const h = settleOne(wiki, {
      game: 'piccolo', declarer: 2, result: 'won',
      bei: [{ declarer: 4, game: 'bettler', result: 'won' }],
    }, { players: 5 });
    expect(sheet(h)).toEqual([0, -5, 3, -5, 7]);
  });
});
