import { describe, expect, it } from 'vitest';
import { one, row, rules } from '@/testing/domain/settlement-test-kit';

const haus = rules('hausregeln');

describe('negative games (rules.md §3.2)', () => {
  it('Bettler won: each opponent pays the tariff 4', () => {
    expect(row(one(haus, { game: 'bettler', declarer: 1, result: 'won' }).deltas)).toEqual([-4, 12, -4, -4]);
  });

  it('each opponent contras for himself: Bettler won with Kontra from seat 2 → seat 2 pays 8, the others 4', () => {
    expect(row(one(haus, { game: 'bettler', declarer: 0, result: 'won', kontraBy: { 2: 1 } }).deltas)).toEqual([16, -4, -8, -4]);
  });

  it('Bettler lost with Re from seat 3: the declarer pays 4, 4 and 16', () => {
    expect(row(one(haus, { game: 'bettler', declarer: 0, result: 'lost', kontraBy: { 3: 2 } }).deltas)).toEqual([-24, 4, 4, 16]);
  });

  it('piccoloLostDouble: a lost plain Piccolo counts double (2 × 2), a lost Piccolo ouvert does not', () => {
    const rs = rules('hausregeln', { piccoloLostDouble: true });
    expect(row(one(rs, { game: 'piccolo', declarer: 0, result: 'lost' }).deltas)).toEqual([-12, 4, 4, 4]);
    expect(row(one(rs, { game: 'piccolo', declarer: 0, result: 'won' }).deltas)).toEqual([6, -2, -2, -2]);
    expect(row(one(rs, { game: 'piccolo_ouvert', declarer: 0, result: 'lost' }).deltas)).toEqual([-9, 3, 3, 3]);
  });

  it('Bei (erotas): Piccolo of seat 0 won and Zwiccolo of seat 2 lost are settled one by one and summed', () => {
    const h = one(rules('erotas'), {
      game: 'piccolo', declarer: 0, result: 'won',
      bei: [{ declarer: 2, game: 'zwiccolo', result: 'lost' }],
    });
    // Piccolo: [6, −2, −2, −2]; Zwiccolo lost: [2, 2, −6, 2].
    expect(row(h.deltas)).toEqual([8, 0, -8, 0]);
  });

  it('Bei with Kontra inside a contract: seat 0 contras seat 2\'s Triccolo only', () => {
    const h = one(rules('erotas'), {
      game: 'piccolo', declarer: 1, result: 'lost',
      bei: [{ declarer: 2, game: 'triccolo', result: 'won', kontraBy: { 0: 1 } }],
    });
    // Piccolo lost: [2, −6, 2, 2]; Triccolo won with seat 0's Kontra: [−4, −2, 8, −2].
    expect(row(h.deltas)).toEqual([-2, -8, 10, 0]);
  });

  it('piccoloLostDouble also inside a Bei hand', () => {
    const rs = rules('erotas', { piccoloLostDouble: true });
    const h = one(rs, { game: 'piccolo', declarer: 0, result: 'lost', bei: [{ declarer: 3, game: 'piccolo', result: 'lost' }] });
    // Each lost Piccolo: 4 to each opponent.
    expect(row(h.deltas)).toEqual([-12 + 4, 4 + 4, 4 + 4, 4 - 12]);
  });

  it('tarockcup keeps the Kontra off the sheet: Bettler 2 lost with Re from seat 1 → sheet −6, cash −6 more', () => {
    const h = one(rules('tarockcup'), { game: 'bettler', declarer: 0, result: 'lost', kontraBy: { 1: 2 } });
    expect(row(h.deltas)).toEqual([-6, 2, 2, 2]);
    expect(row(h.cash)).toEqual([-6, 6, 0, 0]);
  });
});
