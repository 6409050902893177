import { describe, expect, it } from 'vitest';
import { one, row, rules } from '@/testing/domain/settlement-test-kit';

const haus = rules('hausregeln');
const flat = rules('hausregeln', { renonce: 'flat' });

describe('Renonce, mode asIfWon (rules.md §5)', () => {
  it('in a Dreier worth 6 a renoncing opponent pays the declarer 18 and each other opponent 6', () => {
    expect(row(one(haus, { game: 'dreier', declarer: 0, result: 'won', renonce: { by: 2 } }).deltas)).toEqual([18, 6, -30, 6]);
  });

  it('a renoncing declarer pays each opponent 6; a renoncing Rufer declarer pays his partner too', () => {
    expect(row(one(haus, { game: 'dreier', declarer: 0, result: 'won', renonce: { by: 0 } }).deltas)).toEqual([-18, 6, 6, 6]);
    expect(row(one(haus, { game: 'rufer', declarer: 0, partner: 1, result: 'won', renonce: { by: 0 } }).deltas)).toEqual([-3, 1, 1, 1]);
  });

  it('tarockcup Sechserdreier (4, lost 8) with the declarer\'s announced Uhu: a renoncing opponent pays 24 and 12 and 12', () => {
    const h = one(rules('tarockcup'), {
      game: 'sechserdreier', declarer: 0, result: 'won', renonce: { by: 3 },
      praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: false, by: 0 }],
    });
    expect(row(h.deltas)).toEqual([24, 12, 12, -48]);
  });

  it('an announced valat counts ×8 for either side: Dreier 6 with the declarer\'s announced valat, opponent renonces → 144, 48, 48', () => {
    const h = one(haus, { game: 'dreier', declarer: 0, result: 'won', valat: { side: 'declarer', announced: true, made: true }, renonce: { by: 1 } });
    expect(row(h.deltas)).toEqual([144, -240, 48, 48]);
  });

  it('Kontra levels and Vorfleck count; a silent Prämie does not', () => {
    const vf = rules('hausregeln', { vorfleck: true });
    const h = one(vf, {
      game: 'dreier', declarer: 0, result: 'won', kontra: 1, vorfleck: true, renonce: { by: 0 },
      praemien: [{ id: 'trull', side: 'opponents', announced: false, made: true }],
    });
    expect(row(h.deltas)).toEqual([-72, 24, 24, 24]);
  });

  it('the hand\'s double-stake multiplier applies', () => {
    expect(row(one(haus, { game: 'dreier', declarer: 0, result: 'won', renonce: { by: 2 }, doubleStake: true }).deltas)).toEqual([36, 12, -60, 12]);
  });

  it('negative game: a renoncing opponent pays the declarer what he would have won from every opponent (with their Kontras) and each other opponent his loss tariff', () => {
    const h = one(haus, { game: 'bettler', declarer: 0, result: 'lost', kontraBy: { 1: 1 }, renonce: { by: 2 } });
    // Declarer: 8 (from seat 1's Kontra) + 4 + 4 = 16; seat 1: 4 × 2 = 8; seat 3: 4.
    expect(row(h.deltas)).toEqual([16, 8, -28, 4]);
  });

  it('negative game: a renoncing declarer pays each opponent the loss tariff with his Kontra', () => {
    expect(row(one(haus, { game: 'bettler', declarer: 0, result: 'won', kontraBy: { 1: 1 }, renonce: { by: 0 } }).deltas)).toEqual([-16, 8, 4, 4]);
  });

  it('(decision) piccoloLostDouble is part of the loss tariff the opponents would have won', () => {
    const rs = rules('hausregeln', { piccoloLostDouble: true });
    expect(row(one(rs, { game: 'piccolo', declarer: 0, result: 'won', renonce: { by: 0 } }).deltas)).toEqual([-12, 4, 4, 4]);
  });

  it('Trischaken: the offender pays as the sole loser — hausregeln voll ×2 always, Vorhand ×2 only for Vorhand', () => {
    expect(row(one(haus, { game: 'trischaken', renonce: { by: 2 } }).deltas)).toEqual([4, 4, -12, 4]);
    expect(row(one(haus, { game: 'trischaken', renonce: { by: 0 } }).deltas)).toEqual([-24, 8, 8, 8]);
  });

  it('(decision) Trischaken Renonce counts recorded Kontras: seat 1 contra\'d and gets double', () => {
    const h = one(haus, { game: 'trischaken', renonce: { by: 2 }, trischaken: { points: ['20', '20', '20', '10'], tricks: [3, 3, 3, 3], kontra: [0, 1, 0, 0] } });
    expect(row(h.deltas)).toEqual([4, 8, -16, 4]);
  });

  it('baden: a non-Vorhand offender pays the base 2, Vorhand 4; wiki: 4 × base, Vorhand 8', () => {
    expect(row(one(rules('baden'), { game: 'trischaken', renonce: { by: 3 } }).deltas)).toEqual([2, 2, 2, -6]);
    expect(row(one(rules('baden'), { game: 'trischaken', renonce: { by: 0 } }).deltas)).toEqual([-12, 4, 4, 4]);
    expect(row(one(rules('wiki'), { game: 'trischaken', renonce: { by: 0 } }).deltas)).toEqual([-24, 8, 8, 8]);
  });
});

describe('Renonce, mode flat (custom sets)', () => {
  it('Dreier 6: a renoncing opponent pays every other player 6 once — the declarer too', () => {
    expect(row(one(flat, { game: 'dreier', declarer: 0, result: 'won', renonce: { by: 2 } }).deltas)).toEqual([6, 6, -18, 6]);
  });

  it('the announced Prämien still count once per player', () => {
    const h = one(flat, {
      game: 'dreier', declarer: 0, result: 'won', renonce: { by: 1 },
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 0 }],
    });
    expect(row(h.deltas)).toEqual([8, -24, 8, 8]);
  });

  it('negative game: the declarer receives the amount between him and the offender (with the offender\'s Kontra)', () => {
    expect(row(one(flat, { game: 'bettler', declarer: 0, result: 'won', kontraBy: { 2: 1 }, renonce: { by: 2 } }).deltas)).toEqual([8, 4, -16, 4]);
  });

  it('Trischaken: the base once to each', () => {
    expect(row(one(flat, { game: 'trischaken', renonce: { by: 0 } }).deltas)).toEqual([-6, 2, 2, 2]);
  });
});
