import { describe, expect, it } from 'vitest';
import type { Hand } from '../model';
import { one, row, rules } from '@/testing/domain/settlement-test-kit';

// A fresh table with firstDealer 3: seat 0 is Vorhand.
const haus = rules('hausregeln');

describe('positive games (rules.md §3.1): result from card points', () => {
  it('hausregeln Dreier with Kontra: the opponents gave the last Kontra, so 35/0 (105 thirds) wins for the declarer: +36', () => {
    expect(row(one(haus, { game: 'dreier', declarer: 0, points: '35/0', kontra: 1 }).deltas)).toEqual([36, -12, -12, -12]);
  });

  it('hausregeln Dreier with Kontra: 34/2 (104 thirds) still wins, 34/1 loses', () => {
    expect(row(one(haus, { game: 'dreier', declarer: 0, points: '34/2', kontra: 1 }).deltas)).toEqual([36, -12, -12, -12]);
    expect(row(one(haus, { game: 'dreier', declarer: 0, points: '34/1', kontra: 1 }).deltas)).toEqual([-36, 12, 12, 12]);
  });

  it('hausregeln Dreier with Re: the declarer gave the last Kontra and needs 35/2 again', () => {
    expect(row(one(haus, { game: 'dreier', declarer: 0, points: '35/1', kontra: 2 }).deltas)).toEqual([-72, 24, 24, 24]);
    expect(row(one(haus, { game: 'dreier', declarer: 0, points: '35/2', kontra: 2 }).deltas)).toEqual([72, -24, -24, -24]);
  });

  it('erotas: 35/1 is enough without any shift', () => {
    expect(row(one(rules('erotas'), { game: 'dreier', declarer: 1, points: '35/1' }).deltas)).toEqual([-5, 15, -5, -5]);
  });

  it('a plain number is whole points: 36 wins, 35 loses', () => {
    expect(row(one(haus, { game: 'rufer', declarer: 0, partner: 2, points: 36 }).deltas)).toEqual([1, -1, 1, -1]);
    expect(row(one(haus, { game: 'rufer', declarer: 0, partner: 2, points: 35 }).deltas)).toEqual([-1, 1, -1, 1]);
  });
});

describe('Kontra and Vorfleck', () => {
  it('Rufer 2 vs 2 with Re: ×4 → 4 each', () => {
    expect(row(one(haus, { game: 'rufer', declarer: 0, partner: 1, result: 'won', kontra: 2 }).deltas)).toEqual([4, 4, -4, -4]);
  });

  it('Vorfleck (optional rule): Kontra before the talon is ×4, with Re ×8', () => {
    const vf = rules('hausregeln', { vorfleck: true });
    expect(row(one(vf, { game: 'dreier', declarer: 0, result: 'won', kontra: 1, vorfleck: true }).deltas)).toEqual([72, -24, -24, -24]);
    expect(row(one(vf, { game: 'dreier', declarer: 0, result: 'won', kontra: 2, vorfleck: true }).deltas)).toEqual([144, -48, -48, -48]);
  });

  it('a custom set with Kontra up to level 6 doubles each level: 6 × 64 = 384 per opponent', () => {
    const six = rules('hausregeln', { maxKontra: 6, lastKontraShift: false });
    expect(row(one(six, { game: 'dreier', declarer: 0, result: 'lost', kontra: 6 }).deltas)).toEqual([-1152, 384, 384, 384]);
  });

  it('tarockcup: a Solorufer whose called king lay in the talon counts no Kontra, neither on the game nor on Prämien', () => {
    const h = one(rules('tarockcup'), {
      game: 'solorufer', declarer: 0, calledKingInTalon: true, result: 'won', kontra: 2,
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, kontra: 1, by: 0 }],
    });
    // Game 2 alone: +6; Pagat announced in a solo game 1 × 2 × 2 = 4: +12.
    expect(row(h.deltas)).toEqual([18, -6, -6, -6]);
    expect(row(h.cash)).toEqual([0, 0, 0, 0]);
  });
});

describe('valat, mode multiply', () => {
  it('announced valat made by the declarer: Dreier 6 × 8 = 48 per opponent', () => {
    expect(row(one(haus, { game: 'dreier', declarer: 0, valat: { side: 'declarer', announced: true, made: true } }).deltas)).toEqual([144, -48, -48, -48]);
  });

  it('silent valat made by the opponents of a Sechserdreier: lost at the loss tariff 12 × 4 = 48', () => {
    expect(row(one(haus, { game: 'sechserdreier', declarer: 0, valat: { side: 'opponents', announced: false, made: true } }).deltas)).toEqual([-144, 48, 48, 48]);
  });

  it('(interpretation) a failed announced valat is lost by the announcing side at ×8 even with 40 points, and the Prämien count normally', () => {
    const h = one(haus, {
      game: 'dreier', declarer: 0, points: 40, valat: { side: 'declarer', announced: true, made: false },
      praemien: [{ id: 'trull', side: 'declarer', announced: false, made: true }],
    });
    // Game: −6 × 8 = −48 per opponent; silent Trull made: +1 per opponent (no valat, so it counts).
    expect(row(h.deltas)).toEqual([-141, 47, 47, 47]);
  });

  it('a valat announced by the opponents that fails wins the game for the declarer at ×8', () => {
    expect(row(one(haus, { game: 'rufer', declarer: 0, partner: 2, valat: { side: 'opponents', announced: true, made: false } }).deltas)).toEqual([8, -8, 8, -8]);
  });

  it('hausregeln under a made valat only announced Prämien count: the silent Trull is ignored, the announced Pagat (2) counts', () => {
    const h = one(haus, {
      game: 'dreier', declarer: 0, valat: { side: 'declarer', announced: false, made: true },
      praemien: [
        { id: 'trull', side: 'declarer', announced: false, made: true },
        { id: 'pagat', side: 'declarer', announced: true, made: true, by: 0 },
      ],
    });
    expect(row(h.deltas)).toEqual([3 * (24 + 2), -26, -26, -26]);
  });

  it('erotas: no Prämien count under a valat', () => {
    const h = one(rules('erotas'), {
      game: 'dreier', declarer: 0, valat: { side: 'declarer', announced: false, made: true },
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 0 }],
    });
    expect(row(h.deltas)).toEqual([60, -20, -20, -20]);
  });

  it('wiki: game Prämien (even silent) count under a valat, material Prämien do not', () => {
    const h = one(rules('wiki'), {
      game: 'dreier', declarer: 0, valat: { side: 'declarer', announced: false, made: true },
      praemien: [
        { id: 'pagat', side: 'declarer', announced: false, made: true, by: 0 },
        { id: 'koenige', side: 'declarer', announced: true, made: true },
      ],
    });
    // Dreier 4 × 4 = 16, silent Pagat +1, announced Könige ignored.
    expect(row(h.deltas)).toEqual([51, -17, -17, -17]);
  });

  it('the valat factor never multiplies Prämien; Kontra on the valat announcement is the game\'s Kontra', () => {
    const h = one(haus, {
      game: 'dreier', declarer: 0, kontra: 1, valat: { side: 'declarer', announced: true, made: true },
      praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: true, by: 0 }],
    });
    // 6 × 2 × 8 = 96, Uhu announced 4.
    expect(row(h.deltas)).toEqual([300, -100, -100, -100]);
  });
});

describe('valat, mode fixed (baden)', () => {
  const baden = rules('baden');

  it('(interpretation) announced valat made: the game by its own result plus the fixed valat 20 — Dreier 5 + 20 = 25 per opponent', () => {
    expect(row(one(baden, { game: 'dreier', declarer: 0, result: 'won', valat: { side: 'declarer', announced: true, made: true } }).deltas)).toEqual([75, -25, -25, -25]);
  });

  it('a valat alone decides the game for the side that made it', () => {
    expect(row(one(baden, { game: 'dreier', declarer: 0, valat: { side: 'declarer', announced: false, made: true } }).deltas)).toEqual([45, -15, -15, -15]);
  });

  it('(decision) the game\'s Kontra does not multiply the fixed valat: Dreier with Kontra 10 + valat 20 = 30', () => {
    expect(row(one(baden, { game: 'dreier', declarer: 0, result: 'won', kontra: 1, valat: { side: 'declarer', announced: true, made: true } }).deltas)).toEqual([90, -30, -30, -30]);
  });

  it('in a solo game the fixed valat is doubled like every Zusatz: Solodreier 10 + silent valat 10 × 2 = 30', () => {
    expect(row(one(baden, { game: 'solodreier', declarer: 1, result: 'won', valat: { side: 'declarer', announced: false, made: true } }).deltas)).toEqual([-30, 90, -30, -30]);
  });

  it('a failed announced valat loses only that Prämie: Dreier won 5, valat lost 20 → −15 per opponent', () => {
    expect(row(one(baden, { game: 'dreier', declarer: 0, result: 'won', valat: { side: 'declarer', announced: true, made: false } }).deltas)).toEqual([-45, 15, 15, 15]);
  });

  it('under a made fixed valat only announced Prämien count', () => {
    const h = one(baden, {
      game: 'dreier', declarer: 0, result: 'won', valat: { side: 'declarer', announced: false, made: true },
      praemien: [
        { id: 'trull', side: 'declarer', announced: false, made: true },
        { id: 'koenige', side: 'declarer', announced: true, made: true },
      ],
    });
    // 5 + 10 + Könige 2 = 17.
    expect(row(h.deltas)).toEqual([51, -17, -17, -17]);
  });
});

describe('Prämien (rules.md §4)', () => {
  it('a silent Trull made by the three opponents of a Dreier: each +1, the declarer −3 (on top of the game)', () => {
    const h = one(haus, { game: 'dreier', declarer: 0, result: 'won', praemien: [{ id: 'trull', side: 'opponents', announced: false, made: true }] });
    expect(row(h.deltas)).toEqual([15, -5, -5, -5]);
  });

  it('announced Pagat lost with Re: 2 × 4 = 8 per opponent against the declarer side', () => {
    const h = one(haus, { game: 'rufer', declarer: 0, partner: 1, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, kontra: 2, by: 1 }] });
    expect(row(h.deltas)).toEqual([-7, -7, 7, 7]);
  });

  it('solo games double every Prämie: Solodreier with a silent Trull made → 12 + 2', () => {
    const h = one(haus, { game: 'solodreier', declarer: 0, result: 'won', praemien: [{ id: 'trull', side: 'declarer', announced: false, made: true }] });
    expect(row(h.deltas)).toEqual([42, -14, -14, -14]);
  });

  it('a custom set without the solo doubling counts the Prämie once', () => {
    const h = one(rules('hausregeln', { soloDoublesPraemien: false }), { game: 'solodreier', declarer: 0, result: 'won', praemien: [{ id: 'trull', side: 'declarer', announced: false, made: true }] });
    expect(row(h.deltas)).toEqual([39, -13, -13, -13]);
  });

  it('Sechserdreier lost: the game at the loss tariff 12, the announced Uhu made (4) is not doubled', () => {
    const h = one(haus, { game: 'sechserdreier', declarer: 0, result: 'lost', praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: true, by: 0 }] });
    expect(row(h.deltas)).toEqual([-24, 8, 8, 8]);
  });

  it('tarockcup: a silent Prämie counts only when made — a silent Trull lost settles 0', () => {
    const h = one(rules('tarockcup'), { game: 'dreier', declarer: 0, result: 'won', praemien: [{ id: 'trull', side: 'declarer', announced: false, made: false }] });
    expect(row(h.deltas)).toEqual([12, -4, -4, -4]);
  });

  it('Besserrufer: game and bird are settled separately — won, announced Pagat lost: 1 − 2 = −1 each', () => {
    const h = one(haus, { game: 'besserrufer', declarer: 2, partner: 3, result: 'won', praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 2 }] });
    expect(row(h.deltas)).toEqual([1, 1, -1, -1]);
  });
});

describe('Schleifen (a conceded Rufer)', () => {
  it('hausregeln Rufer conceded: the declarer pays each of the three others the plain tariff', () => {
    expect(row(one(haus, { game: 'rufer', declarer: 0, conceded: true, calledKingInTalon: true }).deltas)).toEqual([-3, 1, 1, 1]);
  });

  it('tarockcup Uhu-Besserrufer conceded: 1 + 4 = 5 to each', () => {
    const hand: Hand = { game: 'besserrufer', declarer: 1, conceded: true, calledKingInTalon: true, praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: false, by: 1 }] };
    expect(row(one(rules('tarockcup'), hand).deltas)).toEqual([5, -15, 5, 5]);
  });
});

describe('custom tariffs', () => {
  it('a tariff of 1.5 settles in exact halves: a Rufer 2 vs 2 won gives ±3/2', () => {
    const rs = rules('hausregeln', { tariffs: { ...rules('hausregeln').tariffs, rufer: 1.5 } });
    expect(row(one(rs, { game: 'rufer', declarer: 0, partner: 2, result: 'won' }).deltas)).toEqual(['3/2', '-3/2', '3/2', '-3/2']);
  });

  it('an explicit loss tariff overrides tariff × loss factor', () => {
    const rs = rules('hausregeln', { lossTariffs: { sechserdreier: 9 } });
    expect(row(one(rs, { game: 'sechserdreier', declarer: 0, result: 'lost' }).deltas)).toEqual([-27, 9, 9, 9]);
  });
});
