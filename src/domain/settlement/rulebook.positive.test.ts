/**
 * rules.md §3.1: positive games — result from card points (thresholds, the hausregeln
 * last-Kontra shift), Kontra levels, Vorfleck, valat (multiply and fixed), Schleifen,
 * the tarockcup Solorufer with the king in the talon, the lost Sechserdreier.
 * All hands: hand 0, dealer seat 0, Vorhand seat 1; declarer seat 1 unless stated.
 */
import { describe, expect, it } from 'vitest';
import type { Hand } from '../model';
import { cash, rulesOf, settleOne, sheet } from '@/testing/domain/rulebook-helpers';

const haus = rulesOf('hausregeln');
const cup = rulesOf('tarockcup');
const erotas = rulesOf('erotas');
const baden = rulesOf('baden');
const wiki = rulesOf('wiki');

const dreier = (extra: Partial<Hand>): Hand => ({ game: 'dreier', declarer: 1, ...extra });

describe('rules.md §3.1: the result from card points (threshold 35/2 = 107 thirds)', () => {
  it('hausregeln: Dreier with 35/2 is won — declarer +18', () => {
    expect(sheet(settleOne(haus, dreier({ points: '35/2' })))).toEqual([-6, 18, -6, -6]);
  });
  it('hausregeln: Dreier with 35/1 is lost — declarer −18', () => {
    expect(sheet(settleOne(haus, dreier({ points: '35/1' })))).toEqual([6, -18, 6, 6]);
  });
  it('hausregeln: Dreier with whole points 36 is won, with 35 (35:35) lost', () => {
    expect(sheet(settleOne(haus, dreier({ points: 36 })))).toEqual([-6, 18, -6, -6]);
    expect(sheet(settleOne(haus, dreier({ points: 35 })))).toEqual([6, -18, 6, 6]);
  });
  it('hausregeln: result and points given together and agreeing — won, +18', () => {
    expect(sheet(settleOne(haus, dreier({ result: 'won', points: '40/1' })))).toEqual([-6, 18, -6, -6]);
  });
  it('hausregeln: Rufer pair with 35/2 wins 2 vs 2, with 35/0 loses', () => {
    expect(sheet(settleOne(haus, { game: 'rufer', declarer: 1, partner: 3, points: '35/2' }))).toEqual([-1, 1, -1, 1]);
    expect(sheet(settleOne(haus, { game: 'rufer', declarer: 1, partner: 3, points: '35/0' }))).toEqual([1, -1, 1, -1]);
  });
  it('erotas: threshold 35/1 — Dreier worth 5 with 35/1 is won (+15), with 35/0 lost (−15)', () => {
    expect(sheet(settleOne(erotas, dreier({ points: '35/1' })))).toEqual([-5, 15, -5, -5]);
    expect(sheet(settleOne(erotas, dreier({ points: '35/0' })))).toEqual([5, -15, 5, 5]);
  });
  it('wiki: threshold 35/2 — Dreier worth 4 with 35/1 is lost (−12)', () => {
    expect(sheet(settleOne(wiki, dreier({ points: '35/1' })))).toEqual([4, -12, 4, 4]);
  });
  it('custom threshold 36/0 (hausregeln copy): Dreier with 35/2 is lost, with 36/0 won', () => {
    const rules = rulesOf('hausregeln', { threshold: 108 });
    expect(sheet(settleOne(rules, dreier({ points: '35/2' })))).toEqual([6, -18, 6, 6]);
    expect(sheet(settleOne(rules, dreier({ points: '36/0' })))).toEqual([-6, 18, -6, -6]);
  });
});

describe('rules.md §3.1: hausregeln last-Kontra shift', () => {
  it('hausregeln: Dreier with Kontra ending 35:35 is won by the declarer — +36, each opponent −12', () => {
    expect(sheet(settleOne(haus, dreier({ kontra: 1, points: 35 })))).toEqual([-12, 36, -12, -12]);
  });
  it('hausregeln: at Kontra the declarer wins with 104 thirds (34/2) — +36', () => {
    expect(sheet(settleOne(haus, dreier({ kontra: 1, points: '34/2' })))).toEqual([-12, 36, -12, -12]);
  });
  it('hausregeln: at Kontra the declarer loses with 103 thirds (34/1), the opponents having 35/2 — −36', () => {
    expect(sheet(settleOne(haus, dreier({ kontra: 1, points: '34/1' })))).toEqual([12, -36, 12, 12]);
  });
  it('hausregeln: at Re the declarer needs 35/2 again — 35/1 loses (−72), 35/2 wins (+72)', () => {
    expect(sheet(settleOne(haus, dreier({ kontra: 2, points: '35/1' })))).toEqual([24, -72, 24, 24]);
    expect(sheet(settleOne(haus, dreier({ kontra: 2, points: '35/2' })))).toEqual([-24, 72, -24, -24]);
  });
  it('hausregeln copy with Subkontra allowed: Sub is the opponents\' again — 35:35 wins at ×8, +144', () => {
    const rules = rulesOf('hausregeln', { maxKontra: 3 });
    expect(sheet(settleOne(rules, dreier({ kontra: 3, points: 35 })))).toEqual([-48, 144, -48, -48]);
  });
  it('hausregeln + Vorfleck: Re on a Vorfleck was the declarer\'s — 35:35 loses at ×8, −144', () => {
    const rules = rulesOf('hausregeln', { vorfleck: true });
    expect(sheet(settleOne(rules, dreier({ kontra: 2, vorfleck: true, points: 35 })))).toEqual([48, -144, 48, 48]);
  });
  it('hausregeln: without Kontra 35:35 is still a loss — −18', () => {
    expect(sheet(settleOne(haus, dreier({ kontra: 0, points: 35 })))).toEqual([6, -18, 6, 6]);
  });
  it('hausregeln + Vorfleck: a Vorfleck is level 1 too — 35:35 wins at ×4, +72', () => {
    const rules = rulesOf('hausregeln', { vorfleck: true });
    expect(sheet(settleOne(rules, dreier({ kontra: 1, vorfleck: true, points: 35 })))).toEqual([-24, 72, -24, -24]);
  });
  it('tarockcup has no shift: Dreier with Kontra ending 35:35 is lost', () => {
    const h = settleOne(cup, dreier({ kontra: 1, points: 35 }));
    expect(sheet(h)).toEqual([4, -12, 4, 4]);
    expect(cash(h)).toEqual([4, -12, 4, 4]);
  });
  it('hausregeln with Kontra off the sheet: the result still follows the real Kontra — 35:35 at Kontra is won', () => {
    const rules = rulesOf('hausregeln', { kontraOnSheet: false });
    const h = settleOne(rules, dreier({ kontra: 1, points: 35 }));
    expect(sheet(h)).toEqual([-6, 18, -6, -6]);
    expect(cash(h)).toEqual([-6, 18, -6, -6]);
  });
});

describe('rules.md §3.1: Kontra levels', () => {
  it('hausregeln: Dreier won with Kontra — declarer +36, each opponent −12', () => {
    expect(sheet(settleOne(haus, dreier({ kontra: 1, result: 'won' })))).toEqual([-12, 36, -12, -12]);
  });
  it('hausregeln: Dreier lost with Kontra — declarer −36, each opponent +12', () => {
    expect(sheet(settleOne(haus, dreier({ kontra: 1, result: 'lost' })))).toEqual([12, -36, 12, 12]);
  });
  it('hausregeln: Dreier won with Re — 6 × 4 = 24 per opponent, declarer +72', () => {
    expect(sheet(settleOne(haus, dreier({ kontra: 2, result: 'won' })))).toEqual([-24, 72, -24, -24]);
  });
  it('hausregeln: Rufer won 2 vs 2 with Kontra — ±2', () => {
    expect(sheet(settleOne(haus, { game: 'rufer', declarer: 1, partner: 3, kontra: 1, result: 'won' }))).toEqual([-2, 2, -2, 2]);
  });
  it('wiki: Dreier won with Subkontra — 4 × 8 = 32 per opponent, declarer +96', () => {
    expect(sheet(settleOne(wiki, dreier({ kontra: 3, result: 'won' })))).toEqual([-32, 96, -32, -32]);
  });
  it('custom set with maxKontra 6 (wiki copy): Rufer won 2 vs 2 at level 6 — ×64, ±64', () => {
    const rules = rulesOf('wiki', { maxKontra: 6 });
    expect(sheet(settleOne(rules, { game: 'rufer', declarer: 1, partner: 3, kontra: 6, result: 'won' }))).toEqual([-64, 64, -64, 64]);
  });
  it('erotas: Sechserdreier lost with Kontra — loss tariff 10 × 2 = 20 per opponent, declarer −60', () => {
    expect(sheet(settleOne(erotas, { game: 'sechserdreier', declarer: 1, kontra: 1, result: 'lost' }))).toEqual([20, -60, 20, 20]);
  });
  it('hausregeln: the game Kontra does not touch Prämien — Dreier with Kontra (12) + announced Pagat made (2) = 14 per opponent', () => {
    const h = settleOne(haus, dreier({
      kontra: 1, result: 'won',
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 }],
    }));
    expect(sheet(h)).toEqual([-14, 42, -14, -14]);
  });
});

describe('rules.md §3.1: Vorfleck / Hüttenfleck', () => {
  const hausV = rulesOf('hausregeln', { vorfleck: true });
  it('hausregeln + Vorfleck: Dreier won with a Vorfleck — 6 × 4 = 24 per opponent, declarer +72', () => {
    expect(sheet(settleOne(hausV, dreier({ kontra: 1, vorfleck: true, result: 'won' })))).toEqual([-24, 72, -24, -24]);
  });
  it('hausregeln + Vorfleck: Dreier won with a Vorfleck and Re — ×8, declarer +144', () => {
    expect(sheet(settleOne(hausV, dreier({ kontra: 2, vorfleck: true, result: 'won' })))).toEqual([-48, 144, -48, -48]);
  });
  it('erotas + Hüttenfleck: Rufer lost 2 vs 2 with a Hüttenfleck — ×4, pair −4 each', () => {
    const rules = rulesOf('erotas', { vorfleck: true });
    const h = settleOne(rules, { game: 'rufer', declarer: 1, partner: 3, kontra: 1, vorfleck: true, result: 'lost' });
    expect(sheet(h)).toEqual([4, -4, 4, -4]);
  });
});

describe('rules.md §3.1: valat, mode multiply (×4 silent, ×8 announced, game value only)', () => {
  it('hausregeln: Dreier with a silent valat made by the declarer — 6 × 4 = 24, declarer +72', () => {
    const h = settleOne(haus, dreier({ result: 'won', valat: { side: 'declarer', announced: false, made: true } }));
    expect(sheet(h)).toEqual([-24, 72, -24, -24]);
  });
  it('hausregeln: Dreier with an announced valat made — 6 × 8 = 48, declarer +144', () => {
    const h = settleOne(haus, dreier({ result: 'won', valat: { side: 'declarer', announced: true, made: true } }));
    expect(sheet(h)).toEqual([-48, 144, -48, -48]);
  });
  it('hausregeln: Rufer with an announced valat made by the pair — 1 × 8, ±8', () => {
    const h = settleOne(haus, {
      game: 'rufer', declarer: 1, partner: 3, result: 'won', valat: { side: 'declarer', announced: true, made: true },
    });
    expect(sheet(h)).toEqual([-8, 8, -8, 8]);
  });
  it('hausregeln: silent valat made by the opponents of a Dreier — lost at ×4, declarer −72', () => {
    const h = settleOne(haus, dreier({ result: 'lost', valat: { side: 'opponents', announced: false, made: true } }));
    expect(sheet(h)).toEqual([24, -72, 24, 24]);
  });
  it('hausregeln: silent valat made by the opponents of a Sechserdreier — loss tariff 12 × 4 = 48, declarer −144', () => {
    const h = settleOne(haus, {
      game: 'sechserdreier', declarer: 1, result: 'lost', valat: { side: 'opponents', announced: false, made: true },
    });
    expect(sheet(h)).toEqual([48, -144, 48, 48]);
  });
  it('hausregeln: Rufer with a silent valat of the opponents — lost at ×4, pair −4 each', () => {
    const h = settleOne(haus, {
      game: 'rufer', declarer: 1, partner: 3, result: 'lost', valat: { side: 'opponents', announced: false, made: true },
    });
    expect(sheet(h)).toEqual([4, -4, 4, -4]);
  });
  it('hausregeln: Farbendreier (5) with an announced valat made — the only Prämie of Farben games: 5 × 8 = 40', () => {
    const h = settleOne(haus, {
      game: 'farbendreier', declarer: 1, result: 'won', valat: { side: 'declarer', announced: true, made: true },
    });
    expect(sheet(h)).toEqual([-40, 120, -40, -40]);
  });
  it('hausregeln: under the opponents\' made valat their silent Trull does not count either — Dreier lost ×4 only', () => {
    const h = settleOne(haus, dreier({
      result: 'lost',
      valat: { side: 'opponents', announced: false, made: true },
      praemien: [{ id: 'trull', side: 'opponents', announced: false, made: true }],
    }));
    expect(sheet(h)).toEqual([24, -72, 24, 24]);
  });
  it('hausregeln: announced valat of the declarer failed with 40 points — lost at ×8, declarer −144', () => {
    const h = settleOne(haus, dreier({ points: 40, valat: { side: 'declarer', announced: true, made: false } }));
    expect(sheet(h)).toEqual([48, -144, 48, 48]);
  });
  it('hausregeln: announced valat failed — it was no valat, so a silent Trull of the declarer counts: −48 + 1 per opponent', () => {
    const h = settleOne(haus, dreier({
      points: 50,
      valat: { side: 'declarer', announced: true, made: false },
      praemien: [{ id: 'trull', side: 'declarer', announced: false, made: true }],
    }));
    expect(sheet(h)).toEqual([47, -141, 47, 47]);
  });
  it('hausregeln: announced valat of the opponents failed — the declarer wins at ×8, +144', () => {
    const h = settleOne(haus, dreier({ result: 'won', valat: { side: 'opponents', announced: true, made: false } }));
    expect(sheet(h)).toEqual([-48, 144, -48, -48]);
  });
  it('hausregeln: Kontra on the valat announcement is the game Kontra — 6 × 2 × 8 = 96, declarer +288', () => {
    const h = settleOne(haus, dreier({ result: 'won', kontra: 1, valat: { side: 'declarer', announced: true, made: true } }));
    expect(sheet(h)).toEqual([-96, 288, -96, -96]);
  });
  it('hausregeln: under a made valat only announced Prämien count — 24 + announced Pagat 2 (silent Trull ignored) = 26', () => {
    const h = settleOne(haus, dreier({
      result: 'won',
      valat: { side: 'declarer', announced: false, made: true },
      praemien: [
        { id: 'trull', side: 'declarer', announced: false, made: true },
        { id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 },
      ],
    }));
    expect(sheet(h)).toEqual([-26, 78, -26, -26]);
  });
  it('tarockcup: under a made valat only announced Prämien count — 16 + announced Uhu 4 (silent Könige ignored) = 20', () => {
    const h = settleOne(cup, dreier({
      result: 'won',
      valat: { side: 'declarer', announced: false, made: true },
      praemien: [
        { id: 'koenige', side: 'declarer', announced: false, made: true },
        { id: 'uhu', side: 'declarer', announced: true, made: true, by: 1 },
      ],
    }));
    expect(sheet(h)).toEqual([-20, 60, -20, -20]);
  });
  it('erotas: no Prämien count under a valat — Dreier 5 × 4 = 20 only, announced Pagat ignored', () => {
    const h = settleOne(erotas, dreier({
      result: 'won',
      valat: { side: 'declarer', announced: false, made: true },
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 }],
    }));
    expect(sheet(h)).toEqual([-20, 60, -20, -20]);
  });
  it('erotas: a failed announced valat was no valat — Prämien count: −40 + silent Trull 1 = −39 per opponent', () => {
    const h = settleOne(erotas, dreier({
      points: 50,
      valat: { side: 'declarer', announced: true, made: false },
      praemien: [{ id: 'trull', side: 'declarer', announced: false, made: true }],
    }));
    expect(sheet(h)).toEqual([39, -117, 39, 39]);
  });
  it('wiki: game Prämien still count under a valat, material ones do not — 16 + silent Pagat 1 (silent Trull ignored) = 17', () => {
    const h = settleOne(wiki, dreier({
      result: 'won',
      valat: { side: 'declarer', announced: false, made: true },
      praemien: [
        { id: 'trull', side: 'declarer', announced: false, made: true },
        { id: 'pagat', side: 'declarer', announced: false, made: true, by: 1 },
      ],
    }));
    expect(sheet(h)).toEqual([-17, 51, -17, -17]);
  });
  it('wiki: the valat factor never multiplies Prämien — announced Uhu 4 stays 4 under an announced valat: 32 + 4 = 36', () => {
    const h = settleOne(wiki, dreier({
      result: 'won',
      valat: { side: 'declarer', announced: true, made: true },
      praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: true, by: 1 }],
    }));
    expect(sheet(h)).toEqual([-36, 108, -36, -36]);
  });
});

describe('rules.md §3.1: valat, mode fixed (baden: a Prämie 10/20, doubled in solo games)', () => {
  it('baden: Dreier won with a silent valat — game 5 + valat 10 = 15 per opponent, declarer +45', () => {
    const h = settleOne(baden, dreier({ result: 'won', valat: { side: 'declarer', announced: false, made: true } }));
    expect(sheet(h)).toEqual([-15, 45, -15, -15]);
  });
  it('baden: Dreier won with an announced valat — 5 + 20 = 25, declarer +75', () => {
    const h = settleOne(baden, dreier({ result: 'won', valat: { side: 'declarer', announced: true, made: true } }));
    expect(sheet(h)).toEqual([-25, 75, -25, -25]);
  });
  it('baden: Solodreier won with an announced valat — 10 + 20 × 2 = 50, declarer +150', () => {
    const h = settleOne(baden, {
      game: 'solodreier', declarer: 1, result: 'won', valat: { side: 'declarer', announced: true, made: true },
    });
    expect(sheet(h)).toEqual([-50, 150, -50, -50]);
  });
  it('baden: Solodreier won with a silent valat — 10 + 10 × 2 = 30, declarer +90', () => {
    const h = settleOne(baden, {
      game: 'solodreier', declarer: 1, result: 'won', valat: { side: 'declarer', announced: false, made: true },
    });
    expect(sheet(h)).toEqual([-30, 90, -30, -30]);
  });
  it('baden: failed announced valat loses only that Prämie — game won +5, valat −20: −15 per opponent, declarer −45', () => {
    const h = settleOne(baden, dreier({ points: 40, valat: { side: 'declarer', announced: true, made: false } }));
    expect(sheet(h)).toEqual([15, -45, 15, 15]);
  });
  it('baden: silent valat of the opponents — game lost 5 + valat 10: declarer −45', () => {
    const h = settleOne(baden, dreier({ result: 'lost', valat: { side: 'opponents', announced: false, made: true } }));
    expect(sheet(h)).toEqual([15, -45, 15, 15]);
  });
  it('baden: Rufer 2 vs 2 with a silent valat of the pair — 1 + 10 = 11 each', () => {
    const h = settleOne(baden, {
      game: 'rufer', declarer: 1, partner: 3, result: 'won', valat: { side: 'declarer', announced: false, made: true },
    });
    expect(sheet(h)).toEqual([-11, 11, -11, 11]);
  });
  it('baden: under a valat only announced Prämien count — 5 + 10 + announced Pagat 2 (silent Trull ignored) = 17', () => {
    const h = settleOne(baden, dreier({
      result: 'won',
      valat: { side: 'declarer', announced: false, made: true },
      praemien: [
        { id: 'trull', side: 'declarer', announced: false, made: true },
        { id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 },
      ],
    }));
    expect(sheet(h)).toEqual([-17, 51, -17, -17]);
  });
});

describe('rules.md §3.1: Schleifen (conceded Rufer / Besserrufer)', () => {
  it('hausregeln: Rufer conceded — the declarer pays each of the three others the plain tariff 1', () => {
    const h = settleOne(haus, { game: 'rufer', declarer: 1, partner: null, conceded: true, calledKingInTalon: true });
    expect(sheet(h)).toEqual([1, -3, 1, 1]);
  });
  it('tarockcup: Schleifen of an Uhu-Besserrufer costs 1 + 4 = 5 to each', () => {
    const h = settleOne(cup, {
      game: 'besserrufer', declarer: 2, partner: null, conceded: true, calledKingInTalon: true,
      praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: false, by: 2 }],
    });
    expect(sheet(h)).toEqual([5, 5, -15, 5]);
    expect(cash(h)).toEqual([0, 0, 0, 0]);
  });
  it('hausregeln: Pagat-Besserrufer conceded — 1 + 2 = 3 to each, declarer −9', () => {
    const h = settleOne(haus, {
      game: 'besserrufer', declarer: 1, conceded: true, calledKingInTalon: true,
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 1 }],
    });
    expect(sheet(h)).toEqual([3, -9, 3, 3]);
  });
  it('erotas: Besserrufer with Pagat and Uhu announced, conceded — 1 + 2 + 4 = 7 to each, declarer −21', () => {
    const h = settleOne(erotas, {
      game: 'besserrufer', declarer: 1, conceded: true, calledKingInTalon: true,
      praemien: [
        { id: 'pagat', side: 'declarer', announced: true, made: false, by: 1 },
        { id: 'uhu', side: 'declarer', announced: true, made: false, by: 1 },
      ],
    });
    expect(sheet(h)).toEqual([7, -21, 7, 7]);
  });
});

describe('rules.md §3.1: tarockcup Solorufer whose called king lay in the talon — no Kontra counts', () => {
  it('tarockcup: Solorufer with the king in the talon, won alone with Kontra — 2 per opponent on the sheet, no cash', () => {
    const h = settleOne(cup, { game: 'solorufer', declarer: 1, calledKingInTalon: true, kontra: 1, result: 'won' });
    expect(sheet(h)).toEqual([-2, 6, -2, -2]);
    expect(cash(h)).toEqual([0, 0, 0, 0]);
  });
  it('tarockcup: Solorufer with the king in the talon — the Kontra on an announced Pagat does not count either: 2 + 4 = 6', () => {
    const h = settleOne(cup, {
      game: 'solorufer', declarer: 1, calledKingInTalon: true, kontra: 1, result: 'won',
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, kontra: 1, by: 1 }],
    });
    expect(sheet(h)).toEqual([-6, 18, -6, -6]);
    expect(cash(h)).toEqual([0, 0, 0, 0]);
  });
  it('tarockcup: the same Solorufer without the king in the talon — the Kontra is paid in cash: sheet +6, cash +6', () => {
    const h = settleOne(cup, { game: 'solorufer', declarer: 1, kontra: 1, result: 'won' });
    expect(sheet(h)).toEqual([-2, 6, -2, -2]);
    expect(cash(h)).toEqual([-2, 6, -2, -2]);
  });
  it('hausregeln keeps the Kontra in the same situation — Solorufer 2 × 2 = 4, declarer +12', () => {
    const h = settleOne(haus, { game: 'solorufer', declarer: 1, calledKingInTalon: true, kontra: 1, result: 'won' });
    expect(sheet(h)).toEqual([-4, 12, -4, -4]);
  });
});

describe('rules.md §3.1: the lost Sechserdreier — game at the loss tariff, Prämien not doubled', () => {
  it('hausregeln: Sechserdreier lost with the declarer\'s announced Pagat made — −12 + 2 = −10 per opponent, declarer −30', () => {
    const h = settleOne(haus, {
      game: 'sechserdreier', declarer: 1, result: 'lost',
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 }],
    });
    expect(sheet(h)).toEqual([10, -30, 10, 10]);
  });
  it('tarockcup: Sechserdreier lost with an announced Uhu lost — −8 − 4 = −12 per opponent, declarer −36', () => {
    const h = settleOne(cup, {
      game: 'sechserdreier', declarer: 1, result: 'lost',
      praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: false, by: 1 }],
    });
    expect(sheet(h)).toEqual([12, -36, 12, 12]);
  });
  it('wiki: Sechserdreier won — 3 per opponent, not doubled', () => {
    expect(sheet(settleOne(wiki, { game: 'sechserdreier', declarer: 1, result: 'won' }))).toEqual([-3, 9, -3, -3]);
  });
});
