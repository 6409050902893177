/**
 * rules.md §4: Prämien — p = base × (announced ? 2 : 1) × (solo ? 2 : 1) × 2^kontra,
 * settled with the primitive between the declarer side and the opponents.
 * All hands: hand 0, dealer seat 0, Vorhand seat 1; declarer seat 1.
 * A won hausregeln Dreier is worth 6 per opponent, so the row is
 * [−(6 + p), 3·(6 + p), −(6 + p), −(6 + p)] for a Prämie p won by the declarer.
 */
import { describe, expect, it } from 'vitest';
import type { Hand, PraemieEntry } from '../model';
import { cash, rulesOf, settleOne, sheet } from '@/testing/domain/rulebook-helpers';

const haus = rulesOf('hausregeln');
const cup = rulesOf('tarockcup');
const erotas = rulesOf('erotas');
const wiki = rulesOf('wiki');
const baden = rulesOf('baden');

const dreierWon = (...praemien: PraemieEntry[]): Hand => ({ game: 'dreier', declarer: 1, result: 'won', praemien });
const ruferWon = (...praemien: PraemieEntry[]): Hand => ({ game: 'rufer', declarer: 1, partner: 3, result: 'won', praemien });

describe('rules.md §4: silent and announced, made and lost, by either side', () => {
  it('hausregeln: silent Pagat made by the declarer — 6 + 1 = 7 per opponent', () => {
    const h = settleOne(haus, dreierWon({ id: 'pagat', side: 'declarer', announced: false, made: true, by: 1 }));
    expect(sheet(h)).toEqual([-7, 21, -7, -7]);
  });
  it('hausregeln: silent Pagat lost by the declarer still costs (silentLostCounts) — 6 − 1 = 5', () => {
    const h = settleOne(haus, dreierWon({ id: 'pagat', side: 'declarer', announced: false, made: false, by: 1 }));
    expect(sheet(h)).toEqual([-5, 15, -5, -5]);
  });
  it('hausregeln: announced Pagat made by the declarer — 6 + 2 = 8', () => {
    const h = settleOne(haus, dreierWon({ id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 }));
    expect(sheet(h)).toEqual([-8, 24, -8, -8]);
  });
  it('hausregeln: announced Pagat lost by the declarer — 6 − 2 = 4', () => {
    const h = settleOne(haus, dreierWon({ id: 'pagat', side: 'declarer', announced: true, made: false, by: 1 }));
    expect(sheet(h)).toEqual([-4, 12, -4, -4]);
  });
  it('hausregeln: announced Pagat made by an opponent (seat 2) — each opponent +2, declarer −6: 6 − 2 = 4', () => {
    const h = settleOne(haus, dreierWon({ id: 'pagat', side: 'opponents', announced: true, made: true, by: 2 }));
    expect(sheet(h)).toEqual([-4, 12, -4, -4]);
  });
  it('hausregeln: announced Pagat lost by an opponent — the declarer gets 2 more per opponent: 8', () => {
    const h = settleOne(haus, dreierWon({ id: 'pagat', side: 'opponents', announced: true, made: false, by: 0 }));
    expect(sheet(h)).toEqual([-8, 24, -8, -8]);
  });
  it('hausregeln: announced Uhu made — 6 + 4 = 10; announced Kakadu made — 6 + 6 = 12', () => {
    expect(sheet(settleOne(haus, dreierWon({ id: 'uhu', side: 'declarer', announced: true, made: true, by: 1 })))).toEqual([-10, 30, -10, -10]);
    expect(sheet(settleOne(haus, dreierWon({ id: 'kakadu', side: 'declarer', announced: true, made: true, by: 1 })))).toEqual([-12, 36, -12, -12]);
  });
  it('hausregeln: silent Trull made by the opponents of a lost Dreier — −6 − 1 = −7 per opponent for the declarer', () => {
    const h = settleOne(haus, {
      game: 'dreier', declarer: 1, result: 'lost',
      praemien: [{ id: 'trull', side: 'opponents', announced: false, made: true }],
    });
    expect(sheet(h)).toEqual([7, -21, 7, 7]);
  });
  it('hausregeln: Prämien of both sides add up — Dreier 6 + announced Trull 2 − silent Könige 1 − announced Uhu of seat 3 4 = 3', () => {
    const h = settleOne(haus, dreierWon(
      { id: 'trull', side: 'declarer', announced: true, made: true },
      { id: 'koenige', side: 'opponents', announced: false, made: true },
      { id: 'uhu', side: 'opponents', announced: true, made: true, by: 3 },
    ));
    // per opponent: 6 + 2 − 1 − 4 = 3
    expect(sheet(h)).toEqual([-3, 9, -3, -3]);
  });
  it('hausregeln: König Ultimo announced and made by the pair of a Rufer — 1 + 2 = 3 each', () => {
    const h = settleOne(haus, ruferWon({ id: 'koenig_ultimo', side: 'declarer', announced: true, made: true }));
    expect(sheet(h)).toEqual([-3, 3, -3, 3]);
  });
  it('hausregeln: the partner\'s announced Pagat counts for the pair — 1 + 2 = 3 each', () => {
    const h = settleOne(haus, ruferWon({ id: 'pagat', side: 'declarer', announced: true, made: true, by: 3 }));
    expect(sheet(h)).toEqual([-3, 3, -3, 3]);
  });
  it('hausregeln: silent Mondfang made by the opponents of a won Rufer — pair 1 − 1 = 0, a row of zeros', () => {
    const h = settleOne(haus, ruferWon({ id: 'mondfang', side: 'opponents', announced: false, made: true }));
    expect(sheet(h)).toEqual([0, 0, 0, 0]);
  });
  it('hausregeln: Rufer played alone — a silent Trull of the three opponents: declarer +3 − 3 = 0', () => {
    const h = settleOne(haus, {
      game: 'rufer', declarer: 1, partner: null, result: 'won',
      praemien: [{ id: 'trull', side: 'opponents', announced: false, made: true }],
    });
    expect(sheet(h)).toEqual([0, 0, 0, 0]);
  });
});

describe('rules.md §4: solo games double all Prämien', () => {
  it('hausregeln: Solodreier (12) won with a silent Trull — 12 + 1 × 2 = 14 per opponent', () => {
    const h = settleOne(haus, {
      game: 'solodreier', declarer: 1, result: 'won',
      praemien: [{ id: 'trull', side: 'declarer', announced: false, made: true }],
    });
    expect(sheet(h)).toEqual([-14, 42, -14, -14]);
  });
  it('hausregeln: Solodreier won with an announced Pagat — 12 + 1 × 2 × 2 = 16 per opponent', () => {
    const h = settleOne(haus, {
      game: 'solodreier', declarer: 1, result: 'won',
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 }],
    });
    expect(sheet(h)).toEqual([-16, 48, -16, -16]);
  });
  it('hausregeln: Solorufer (2) won 2 vs 2 with an announced König Ultimo — 2 + 1 × 2 × 2 = 6 each', () => {
    const h = settleOne(haus, {
      game: 'solorufer', declarer: 2, partner: 0, result: 'won',
      praemien: [{ id: 'koenig_ultimo', side: 'declarer', announced: true, made: true }],
    });
    expect(sheet(h)).toEqual([6, -6, 6, -6]);
  });
  it('tarockcup: Farbensolo (5) won with silent Könige — 5 + 1 × 2 = 7 per opponent', () => {
    const h = settleOne(cup, {
      game: 'farbensolo', declarer: 1, result: 'won',
      praemien: [{ id: 'koenige', side: 'declarer', announced: false, made: true }],
    });
    expect(sheet(h)).toEqual([-7, 21, -7, -7]);
  });
  it('wiki: Solobesserrufer (2) won 2 vs 2 with the declarer\'s announced Uhu — 2 + 2 × 2 × 2 = 10 each', () => {
    const h = settleOne(wiki, {
      game: 'solobesserrufer', declarer: 1, partner: 3, result: 'won',
      praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: true, by: 1 }],
    });
    expect(sheet(h)).toEqual([-10, 10, -10, 10]);
  });
  it('baden: Solorufer lost alone with a silent Pagat made — −2 + 1 × 2 = 0: a row of zeros', () => {
    const h = settleOne(baden, {
      game: 'solorufer', declarer: 1, result: 'lost',
      praemien: [{ id: 'pagat', side: 'declarer', announced: false, made: true, by: 1 }],
    });
    expect(sheet(h)).toEqual([0, 0, 0, 0]);
  });
});

describe('rules.md §4: Prämie Kontra (announced Prämien only, their own level)', () => {
  it('hausregeln: announced Pagat with Kontra made — 2 × 2 = 4: 6 + 4 = 10 per opponent', () => {
    const h = settleOne(haus, dreierWon({ id: 'pagat', side: 'declarer', announced: true, made: true, kontra: 1, by: 1 }));
    expect(sheet(h)).toEqual([-10, 30, -10, -10]);
  });
  it('hausregeln: announced Pagat with Re lost — 2 × 4 = 8: 6 − 8 = −2 per opponent', () => {
    const h = settleOne(haus, dreierWon({ id: 'pagat', side: 'declarer', announced: true, made: false, kontra: 2, by: 1 }));
    expect(sheet(h)).toEqual([2, -6, 2, 2]);
  });
  it('hausregeln: Solodreier with an announced Uhu and Kontra — 2 × 2 × 2 × 2 = 16: 12 + 16 = 28', () => {
    const h = settleOne(haus, {
      game: 'solodreier', declarer: 1, result: 'won',
      praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: true, kontra: 1, by: 1 }],
    });
    expect(sheet(h)).toEqual([-28, 84, -28, -28]);
  });
  it('wiki: announced Marabu with Subkontra made by the opponents — 8 × 8 = 64: 4 − 64 = −60 per opponent', () => {
    const h = settleOne(wiki, dreierWon({ id: 'marabu', side: 'opponents', announced: true, made: true, kontra: 3, by: 0 }));
    expect(sheet(h)).toEqual([60, -180, 60, 60]);
  });
  it('tarockcup: a Prämie Kontra stays off the sheet — Pagat 2 on the sheet, the Kontra surplus 2 in cash', () => {
    const h = settleOne(cup, dreierWon({ id: 'pagat', side: 'declarer', announced: true, made: true, kontra: 1, by: 1 }));
    expect(sheet(h)).toEqual([-6, 18, -6, -6]);
    expect(cash(h)).toEqual([-2, 6, -2, -2]);
  });
});

describe('rules.md §4: silentLostCounts', () => {
  it('tarockcup: a silent Pagat the declarer lost settles 0 — Dreier 4 only', () => {
    const h = settleOne(cup, dreierWon({ id: 'pagat', side: 'declarer', announced: false, made: false, by: 1 }));
    expect(sheet(h)).toEqual([-4, 12, -4, -4]);
  });
  it('tarockcup: a silent Trull the opponents did not make settles 0 too', () => {
    const h = settleOne(cup, dreierWon({ id: 'trull', side: 'opponents', announced: false, made: false }));
    expect(sheet(h)).toEqual([-4, 12, -4, -4]);
  });
  it('tarockcup: a silent Pagat made still counts — 4 + 1 = 5', () => {
    const h = settleOne(cup, dreierWon({ id: 'pagat', side: 'declarer', announced: false, made: true, by: 1 }));
    expect(sheet(h)).toEqual([-5, 15, -5, -5]);
  });
  it('tarockcup: an announced Pagat lost counts — 4 − 2 = 2', () => {
    const h = settleOne(cup, dreierWon({ id: 'pagat', side: 'declarer', announced: true, made: false, by: 1 }));
    expect(sheet(h)).toEqual([-2, 6, -2, -2]);
  });
  it('hausregeln copy with silentLostCounts off: a silent Pagat lost settles 0 — 6', () => {
    const rules = rulesOf('hausregeln', { silentLostCounts: false });
    const h = settleOne(rules, dreierWon({ id: 'pagat', side: 'declarer', announced: false, made: false, by: 1 }));
    expect(sheet(h)).toEqual([-6, 18, -6, -6]);
  });
});

describe('rules.md §4/§9: preset-specific Prämien', () => {
  it('wiki: Absolut silent and Grammopoi announced, made by the winning declarer — 4 + 1 + 2 = 7', () => {
    const h = settleOne(wiki, dreierWon(
      { id: 'absolut', side: 'declarer', announced: false, made: true },
      { id: 'grammopoi', side: 'declarer', announced: true, made: true },
    ));
    expect(sheet(h)).toEqual([-7, 21, -7, -7]);
  });
  it('wiki: Absolut made by the opponents who won the game — lost Dreier −4 − 1 = −5 per opponent', () => {
    const h = settleOne(wiki, {
      game: 'dreier', declarer: 1, result: 'lost',
      praemien: [{ id: 'absolut', side: 'opponents', announced: false, made: true }],
    });
    expect(sheet(h)).toEqual([5, -15, 5, 5]);
  });
  it('wiki: Honneurs announced by the opponents and lost — 4 + 2 = 6', () => {
    const h = settleOne(wiki, dreierWon({ id: 'honneurs', side: 'opponents', announced: true, made: false }));
    expect(sheet(h)).toEqual([-6, 18, -6, -6]);
  });
  it('wiki: Königfang silent by the opponents of a won Rufer — 1 − 1 = 0 each', () => {
    const h = settleOne(wiki, ruferWon({ id: 'koenigfang', side: 'opponents', announced: false, made: true }));
    expect(sheet(h)).toEqual([0, 0, 0, 0]);
  });
  it('wiki: Königfang announced by the opponents and made, Rufer lost — pair −1 − 2 = −3 each', () => {
    const h = settleOne(wiki, {
      game: 'rufer', declarer: 1, partner: 3, result: 'lost',
      praemien: [{ id: 'koenigfang', side: 'opponents', announced: true, made: true }],
    });
    expect(sheet(h)).toEqual([3, -3, 3, -3]);
  });
  it('erotas: Mondfang by the declarer side counts there — Dreier 5 + announced Mondfang 2 = 7', () => {
    const h = settleOne(erotas, dreierWon({ id: 'mondfang', side: 'declarer', announced: true, made: true }));
    expect(sheet(h)).toEqual([-7, 21, -7, -7]);
  });
  it('erotas: Farbendreier (4) with an announced Pagat — all Prämien except Rufer-only ones: 4 + 2 = 6', () => {
    const h = settleOne(erotas, {
      game: 'farbendreier', declarer: 1, result: 'won',
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 }],
    });
    expect(sheet(h)).toEqual([-6, 18, -6, -6]);
  });
  it('hausregeln: Besserrufer game and bird settled separately — won with the Pagat lost: 1 − 2 = −1 each of the pair', () => {
    const h = settleOne(haus, {
      game: 'besserrufer', declarer: 1, partner: 3, result: 'won',
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 1 }],
    });
    expect(sheet(h)).toEqual([1, -1, 1, -1]);
  });
  it('tarockcup: Kakadu-Besserrufer lost with the Kakadu made — −1 + 6 = +5 each of the pair', () => {
    const h = settleOne(cup, {
      game: 'besserrufer', declarer: 2, partner: 0, result: 'lost',
      praemien: [{ id: 'kakadu', side: 'declarer', announced: true, made: true, by: 2 }],
    });
    expect(sheet(h)).toEqual([5, -5, 5, -5]);
  });
});
