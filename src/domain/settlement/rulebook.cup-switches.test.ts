/**
 * rules.md §3.1, §4, §5 and §7.1: every switch the cup presets brought, each value with the
 * rulebook's own worked example. Hand 0; with the default first dealer 0 seat 1 is Vorhand
 * and declarer. The Trischaken tables of §7.1 list the rows T, B, C, D with T as Vorhand: they
 * are played with first dealer 3, so T is seat 0.
 */
import { describe, expect, it } from 'vitest';
import type { Hand, PraemieEntry, TrischakenEntry } from '../model';
import type { RuleSet, TrischakenRule } from '../rules/rule-set';
import { checkHand } from '../validation/validate-hand';
import { errorLine } from '../validation/error-line';
import { cash, full, rulesOf, settleOne, sheet } from '@/testing/domain/rulebook-helpers';

const T_VORHAND = { firstDealer: 3 } as const;

function tri(points: TrischakenEntry['points']): Hand {
  return { game: 'trischaken', trischaken: { points } };
}

function cupScheme(changes: Partial<TrischakenRule>, tariff = 1): RuleSet {
  const base = rulesOf('tarockcup');
  return { ...base, tariffs: { ...base.tariffs, trischaken: tariff }, trischaken: { ...base.trischaken, ...changes } };
}

/** The hand's validation lines under these rules (table of 4, dealer 0). */
function lines(rules: RuleSet, hand: unknown): string[] {
  return checkHand(hand, 0, { rules, playerCount: 4, dealer: 0 }).errors.map(errorLine);
}

describe('rules.md §3.1 valatPraemien: which Prämien count under a made valat', () => {
  // Dreier worth 4 (mode multiply), silent valat by the declarer, silent Pagat and announced Trull made.
  const hand: Hand = {
    game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: false, made: true },
    praemien: [
      { id: 'pagat', side: 'declarer', announced: false, made: true, by: 1 },
      { id: 'trull', side: 'declarer', announced: true, made: true },
    ],
  };
  it('rules.md §3.1 example, announced: 16 + 2 = 18 per opponent', () => {
    expect(sheet(settleOne(rulesOf('tarockcup', { valatPraemien: 'announced' }), hand))).toEqual([-18, 54, -18, -18]);
  });
  it('rules.md §3.1 example, none: 16 per opponent', () => {
    expect(sheet(settleOne(rulesOf('tarockcup', { valatPraemien: 'none' }), hand))).toEqual([-16, 48, -16, -16]);
  });
  it('rules.md §3.1 example, game: 16 + 1 = 17 per opponent (the Trull does not count)', () => {
    expect(sheet(settleOne(rulesOf('tarockcup', { valatPraemien: 'game' }), hand))).toEqual([-17, 51, -17, -17]);
  });
  it('rules.md §3.1: game counts every game Prämie and no material one, silent or announced', () => {
    const rules = rulesOf('wiki', { valatPraemien: 'game' });
    const prem = (id: PraemieEntry['id'], announced: boolean): PraemieEntry =>
      ({ id, side: 'declarer', announced, made: true, ...(id === 'uhu' ? { by: 1 } : {}) });
    const v = (p: PraemieEntry): number => {
      const h = settleOne(rules, { game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: false, made: true }, praemien: [p] });
      return Number(sheet(h)[0]) + 16; // the game is 4 × 4 = 16 per opponent
    };
    for (const id of ['uhu', 'mondfang'] as const) expect(v(prem(id, false)), id).toBe(-(id === 'uhu' ? 2 : 1));
    for (const id of ['trull', 'koenige', 'honneurs', 'absolut', 'grammopoi'] as const) {
      expect(v(prem(id, false)), id).toBe(0);
      expect(v(prem(id, true)), id).toBe(0);
    }
  });
});

describe('rules.md §3.1 valatPraemienWhenFailed', () => {
  // tarockcup, Dreier 4: the announced valat fails although the declarer has 50; silent Trull, announced Pagat made.
  const hand: Hand = {
    game: 'dreier', declarer: 1, points: '50', valat: { side: 'declarer', announced: true, made: false },
    praemien: [
      { id: 'trull', side: 'declarer', announced: false, made: true },
      { id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 },
    ],
  };
  it('rules.md §3.1 example, switch off: −32 + 2 + 1 = −29 per opponent, declarer −87', () => {
    expect(sheet(settleOne(rulesOf('tarockcup'), hand))).toEqual([29, -87, 29, 29]);
  });
  it('rules.md §3.1 example, switch on: the Trull does not count, −30 per opponent, declarer −90', () => {
    const h = settleOne(rulesOf('tarockcup', { valatPraemienWhenFailed: true }), hand);
    expect(sheet(h)).toEqual([30, -90, 30, 30]);
    expect(h.explanation.some((l) => l.key === 'praemie' && l.params.status === 'valatFailed')).toBe(true);
  });
});

describe('rules.md §3.1 valat.kontra: a fixed valat\'s own Kontra', () => {
  const baden = rulesOf('baden');
  it('rules.md §3.1 example (baden, Kontra on the sheet): Dreier 5 won, announced valat made, valat.kontra 1 — 5 + 20 × 2 = 45: +135 / −45', () => {
    const h = settleOne(baden, { game: 'dreier', declarer: 1, result: 'won', valat: { side: 'declarer', announced: true, made: true, kontra: 1 } });
    expect(sheet(h)).toEqual([-45, 135, -45, -45]);
  });
  it('rules.md §3.1: the game\'s kontra does not touch the fixed valat (Dreier 5 × 2 + 20 = 30)', () => {
    const h = settleOne(baden, { game: 'dreier', declarer: 1, result: 'won', kontra: 1, valat: { side: 'declarer', announced: true, made: true } });
    expect(sheet(h)).toEqual([-30, 90, -30, -30]);
  });
  it('rules.md §3.1: level 2 multiplies the valat Prämie by 4; Kontra off the sheet puts the surplus in cash (tirol)', () => {
    const h = settleOne(rulesOf('tirol'), { game: 'dreier', declarer: 1, result: 'won', valat: { side: 'declarer', announced: true, made: true, kontra: 2 } });
    expect(sheet(h)).toEqual([-25, 75, -25, -25]);
    expect(cash(h)).toEqual([-60, 180, -60, -60]);
  });
  it('rules.md §3.1: a contra\'d announced valat that fails loses the Prämie times its Kontra', () => {
    const h = settleOne(baden, { game: 'dreier', declarer: 1, result: 'won', valat: { side: 'declarer', announced: true, made: false, kontra: 1 } });
    expect(sheet(h)).toEqual([35, -105, 35, 35]);
  });
  it('rules.md §10: valat.kontra in mode multiply, on a silent valat, or above the maximum is rejected', () => {
    expect(lines(rulesOf('tarockcup'), { game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: true, made: true, kontra: 1 } }))
      .toEqual(['hand 0: valat.kontra: not in valat mode multiply: the game\'s kontra is the valat\'s Kontra']);
    expect(lines(baden, { game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: false, made: true, kontra: 1 } }))
      .toEqual(['hand 0: valat.kontra: only an announced valat can be contra\'d']);
    expect(lines(baden, { game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: true, made: true, kontra: 3 } }))
      .toEqual(['hand 0: valat.kontra: level 3 is above the highest Kontra level of these rules (2)']);
    expect(lines(baden, { game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: true, made: true, kontra: 9 } }))
      .toEqual(['hand 0: valat.kontra: must be a Kontra level 0–6 (0 none, 1 Kontra, 2 Re, 3 Sub…), got the number 9']);
  });
});

describe('rules.md §3.1 silentValatVoidsKontra', () => {
  const hand: Hand = { game: 'dreier', declarer: 1, kontra: 1, valat: { side: 'declarer', announced: false, made: true } };
  it('rules.md §3.1 example (baden with the switch, Kontra on the sheet): the Kontra is void, 5 + 10 = 15 per opponent', () => {
    const h = settleOne(rulesOf('baden', { silentValatVoidsKontra: true }), hand);
    expect(sheet(h)).toEqual([-15, 45, -15, -15]);
    expect(h.explanation.some((l) => l.key === 'positive.silentValatNoKontra')).toBe(true);
  });
  it('rules.md §3.1 example (baden without the switch): 10 + 10 = 20 per opponent', () => {
    expect(sheet(settleOne(rulesOf('baden'), hand))).toEqual([-20, 60, -20, -20]);
  });
  it('rules.md §3.1 example (wien, Kontra off the sheet): the same sheet either way; the switch removes the cash row', () => {
    const on = settleOne(rulesOf('wien'), hand);
    const off = settleOne(rulesOf('wien', { silentValatVoidsKontra: false }), hand);
    expect(sheet(on)).toEqual([-15, 45, -15, -15]);
    expect(sheet(off)).toEqual([-15, 45, -15, -15]);
    expect(cash(on)).toEqual([0, 0, 0, 0]);
    expect(cash(off)).toEqual([-5, 15, -5, -5]);
  });
  it('rules.md §3.1: Prämien keep their own Kontra under the switch', () => {
    const h = settleOne(rulesOf('baden', { silentValatVoidsKontra: true }), {
      ...hand, praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 1, kontra: 1 }],
    });
    // 5 + 10 + announced Pagat 2 × Kontra 2 = 19 per opponent
    expect(sheet(h)).toEqual([-19, 57, -19, -19]);
  });
  it('rules.md §3.1: an announced made valat keeps the game\'s Kontra', () => {
    const h = settleOne(rulesOf('baden', { silentValatVoidsKontra: true }), { ...hand, valat: { side: 'declarer', announced: true, made: true } });
    expect(sheet(h)).toEqual([-30, 90, -30, -30]);
  });
});

describe('rules.md §3.1 soloruferTalonNoKontra', () => {
  const hand: Hand = { game: 'solorufer', declarer: 1, calledKingInTalon: true, result: 'won', kontra: 1 };
  it('rules.md §3.1 example, switch yes: sheet +6 / −2, cash 0', () => {
    const h = settleOne(rulesOf('tarockcup'), hand);
    expect(sheet(h)).toEqual([-2, 6, -2, -2]);
    expect(cash(h)).toEqual([0, 0, 0, 0]);
  });
  it('rules.md §3.1 example, switch no: the cash row is +6 / −2 as well', () => {
    const h = settleOne(rulesOf('tarockcup', { soloruferTalonNoKontra: false }), hand);
    expect(sheet(h)).toEqual([-2, 6, -2, -2]);
    expect(cash(h)).toEqual([-2, 6, -2, -2]);
  });
  it('rules.md §3.1: the switch voids a fixed valat\'s own Kontra too (wien)', () => {
    const h = settleOne(rulesOf('wien'), { ...hand, kontra: 0, valat: { side: 'declarer', announced: true, made: true, kontra: 1 } });
    expect(cash(h)).toEqual([0, 0, 0, 0]);
  });
});

describe('rules.md §4 farbenPraemien', () => {
  it('rules.md §4 example (tarockcup with farbenPraemien "all"): Farbensolo 5 won with a silent Trull, 5 + 1 × 2 = 7 per opponent: +21', () => {
    const h = settleOne(rulesOf('tarockcup', { farbenPraemien: 'all' }), {
      game: 'farbensolo', declarer: 1, result: 'won', praemien: [{ id: 'trull', side: 'declarer', announced: false, made: true }],
    });
    expect(sheet(h)).toEqual([-7, 21, -7, -7]);
  });
  it('rules.md §10: a Prämie in a Farben game that farbenPraemien does not list is rejected', () => {
    expect(lines(rulesOf('tarockcup'), {
      game: 'farbensolo', declarer: 1, result: 'won', praemien: [{ id: 'trull', side: 'declarer', announced: false, made: true }],
    })).toEqual(['hand 0: praemien[0].id: trull is not offered in farbensolo under these rules']);
  });
  it('rules.md §4: a listed Prämie must also be offered (tirol lists absolut; hausregeln offers none of it)', () => {
    const h = settleOne(rulesOf('tirol'), {
      game: 'farbendreier', declarer: 1, result: 'won', praemien: [{ id: 'absolut', side: 'declarer', announced: false, made: true }],
    });
    expect(sheet(h)).toEqual([-6, 18, -6, -6]);
    expect(lines(rulesOf('hausregeln', { farbenPraemien: ['absolut'] }), {
      game: 'farbendreier', declarer: 1, result: 'won', praemien: [{ id: 'absolut', side: 'declarer', announced: false, made: true }],
    })).toEqual(['hand 0: praemien[0].id: absolut is not offered in farbendreier under these rules']);
  });
});

describe('rules.md §5: Renonce with a fixed valat', () => {
  it('rules.md §5: an announced fixed valat counts as an announced Prämie of its side at 20, ×2 per level of its own Kontra, not ×8', () => {
    // baden Dreier 5, declarer seat 1 announced valat with valat.kontra 1; opponent seat 0 renounces.
    const h = settleOne(rulesOf('baden'), {
      game: 'dreier', declarer: 1, renonce: { by: 0 }, valat: { side: 'declarer', announced: true, made: false, kontra: 1 },
    });
    // declarer: 3 × (5 + 40) = 135; each other opponent: 5 + 40 = 45
    expect(sheet(h)).toEqual([-225, 135, 45, 45]);
  });
  it('rules.md §5: in a solo game the fixed valat counts ×2 (tirol Solodreier 10, announced valat 20 × 2 = 40)', () => {
    const h = settleOne(rulesOf('tirol'), {
      game: 'solodreier', declarer: 1, renonce: { by: 1 }, valat: { side: 'declarer', announced: true, made: false },
    });
    expect(sheet(h)).toEqual([50, -150, 50, 50]);
  });
});

describe('rules.md §5 trischaken.renonce', () => {
  const points: TrischakenEntry['points'] = ['20', '20', '20', '10'];
  it('rules.md §5 example, ooe2023 (asLoser, tariff 1): a regular player pays 2 to each (−6) — OÖR25', () => {
    expect(sheet(settleOne(rulesOf('ooe2023'), { ...tri(points), renonce: { by: 2 } }))).toEqual([2, 2, -6, 2]);
  });
  it('rules.md §5 example, ooe2023: the Trischaker (Vorhand) pays 4 to each (−12) — OÖR25', () => {
    expect(sheet(settleOne(rulesOf('ooe2023'), { ...tri(points), renonce: { by: 1 } }))).toEqual([4, -12, 4, 4]);
  });
  it('rules.md §5 example, tirol ({ "each": 4 }): −12 whoever renounces', () => {
    expect(sheet(settleOne(rulesOf('tirol'), { ...tri(points), renonce: { by: 1 } }))).toEqual([4, -12, 4, 4]);
    expect(sheet(settleOne(rulesOf('tirol'), { ...tri(points), renonce: { by: 3 } }))).toEqual([4, 4, 4, -12]);
  });
  it('rules.md §5 example, wien ({ "each": 6 }): −18 whoever renounces', () => {
    const h = settleOne(rulesOf('wien'), { ...tri(points), renonce: { by: 1 } });
    expect(sheet(h)).toEqual([6, -18, 6, 6]);
    expect(h.explanation.some((l) => l.key === 'renonce.trischakenEach')).toBe(true);
    expect(sheet(settleOne(rulesOf('wien'), { ...tri(points), renonce: { by: 0 } }))).toEqual([-18, 6, 6, 6]);
  });
  it('rules.md §5: { "each": n } applies in every scheme and the double-stake multiplier applies', () => {
    const rules = rulesOf('hausregeln', { trischaken: { scheme: 'hausregeln', renonce: { each: 3 } } });
    expect(sheet(settleOne(rules, { ...tri(points), renonce: { by: 2 } }))).toEqual([3, 3, -9, 3]);
    expect(sheet(settleOne(rules, { ...tri(points), renonce: { by: 2 }, doubleStake: true }))).toEqual([6, 6, -18, 6]);
  });
  it('rules.md §5: asLoser in the baden scheme — the tariff to each, twice that for the Vorhand', () => {
    expect(sheet(settleOne(rulesOf('baden'), { ...tri(points), renonce: { by: 2 } }))).toEqual([2, 2, -6, 2]);
    expect(sheet(settleOne(rulesOf('baden'), { ...tri(points), renonce: { by: 1 } }))).toEqual([4, -12, 4, 4]);
  });
});

describe('rules.md §7.1 trischaken.scheme', () => {
  it('rules.md §7.1 example: tarockcup with scheme baden, 12/0, 25/0, 20/0, 13/0 — the two highest each pay the two lowest 1: +2, −2, −2, +2', () => {
    const rules = rulesOf('tarockcup', { trischaken: { scheme: 'baden', renonce: 'asLoser' } });
    expect(sheet(settleOne(rules, tri(['12', '25', '20', '13']), T_VORHAND))).toEqual([2, -2, -2, 2]);
  });
  it('rules.md §7.1: the base is the Trischaken tariff (tarockcup scheme with tariff 3: the loser pays 3 to each)', () => {
    expect(sheet(settleOne(cupScheme({}, 3), tri(['12', '30', '20', '8']), T_VORHAND))).toEqual([3, -9, 3, 3]);
  });
});

describe('rules.md §7.1 trischaken.vorhandTie (tariff 1; T Vorhand 25/0, B 25/0, C 10/0, D 10/0)', () => {
  const hand = tri(['25', '25', '10', '10']);
  it('rules.md §7.1 example, joint: T pays C and D 2 each, B pays them 1 each: −4, −2, +3, +3', () => {
    expect(sheet(settleOne(cupScheme({ vorhandTie: 'joint' }), hand, T_VORHAND))).toEqual([-4, -2, 3, 3]);
  });
  it('rules.md §7.1 example, alone: T pays B, C and D 2 each: −6, +2, +2, +2', () => {
    const h = settleOne(cupScheme({ vorhandTie: 'alone' }), hand, T_VORHAND);
    expect(sheet(h)).toEqual([-6, 2, 2, 2]);
    expect(h.explanation.some((l) => l.key === 'trischaken.vorhandAlone')).toBe(true);
  });
  it('rules.md §7.1: alone changes nothing when the Vorhand is not among the tied', () => {
    expect(sheet(settleOne(cupScheme({ vorhandTie: 'alone' }), tri(['10', '25', '25', '10']), T_VORHAND))).toEqual([2, -2, -2, 2]);
  });
});

describe('rules.md §7.1 trischaken.ties (tariff 2; T 12/0, B 25/0, C 25/0, D 8/0)', () => {
  const hand = tri(['12', '25', '25', '8']);
  it('rules.md §7.1 example, each: +4, −4, −4, +4', () => {
    expect(sheet(settleOne(cupScheme({ ties: 'each' }, 2), hand, T_VORHAND))).toEqual([4, -4, -4, 4]);
  });
  it('rules.md §7.1 example, share: each loser pays 3 in all, +3, −3, −3, +3', () => {
    expect(sheet(settleOne(cupScheme({ ties: 'share' }, 2), hand, T_VORHAND))).toEqual([3, -3, -3, 3]);
  });
  it('rules.md §7.1: share with three tied losers — 3 × f / 3 each, all to the fourth', () => {
    expect(sheet(settleOne(cupScheme({ ties: 'share' }, 2), tri(['10', '20', '20', '20']), T_VORHAND))).toEqual([6, -2, -2, -2]);
  });
});

describe('rules.md §7.1 trischaken.jungfrau: the table (tariff 1; rows T, B, C, D; T Vorhand)', () => {
  const cases: { situation: string; points: TrischakenEntry['points']; rows: Record<'double' | 'payout' | 'payoutRoundUp' | 'payoutEach', (number | string)[]> }[] = [
    {
      situation: 'B 30/1 loses, D a Jungfrau (T 20/0, C 19/2)',
      points: ['20/0', '30/1', '19/2', '0/0'],
      rows: { double: [0, -2, 0, 2], payout: [0, -3, 0, 3], payoutRoundUp: [0, -3, 0, 3], payoutEach: [0, -3, 0, 3] },
    },
    {
      situation: 'B 35/1 loses, T and D Jungfrauen (C 34/2)',
      points: ['0/0', '35/1', '34/2', '0/0'],
      rows: { double: [2, -4, 0, 2], payout: ['3/2', -3, 0, '3/2'], payoutRoundUp: [2, -4, 0, 2], payoutEach: [3, -6, 0, 3] },
    },
    {
      situation: 'B 70/0, all others Jungfrauen',
      points: ['0/0', '70/0', '0/0', '0/0'],
      rows: { double: [4, -12, 4, 4], payout: [2, -6, 2, 2], payoutRoundUp: [2, -6, 2, 2], payoutEach: [6, -18, 6, 6] },
    },
    {
      situation: 'B, C tied at 35/0, T and D Jungfrauen (ties each)',
      points: ['0/0', '35/0', '35/0', '0/0'],
      rows: { double: [4, -4, -4, 4], payout: [2, -2, -2, 2], payoutRoundUp: [2, -2, -2, 2], payoutEach: [4, -4, -4, 4] },
    },
  ];
  for (const c of cases) {
    for (const mode of ['double', 'payout', 'payoutRoundUp', 'payoutEach'] as const) {
      it(`rules.md §7.1 table, ${mode}: ${c.situation} — ${c.rows[mode].join(', ')}`, () => {
        expect(sheet(settleOne(cupScheme({ jungfrau: mode }), tri(c.points), T_VORHAND))).toEqual(c.rows[mode]);
      });
    }
  }
  it('rules.md §7.1: the Jungfrau line says what the switch means', () => {
    const h = settleOne(cupScheme({ jungfrau: 'payout' }), tri(['20/0', '30/1', '19/2', '0/0']), T_VORHAND);
    const line = h.explanation.find((l) => l.key === 'trischaken.jungfrau');
    expect(line?.params).toMatchObject({ rule: 'tarockcup', jungfrau: 'payout', count: 1, value: 3 });
  });
  it('rules.md §7.1: payoutRoundUp rounds before the double-stake multiplier (×2: 4 to each Jungfrau)', () => {
    const h = settleOne(cupScheme({ jungfrau: 'payoutRoundUp' }), { ...tri(['0/0', '35/1', '34/2', '0/0']), doubleStake: true }, T_VORHAND);
    expect(sheet(h)).toEqual([4, -8, 0, 4]);
  });
});

describe('rules.md §7.1 and §10: the switches in a rule set', () => {
  it('rules.md §10: Kontra in Trischaken only in the hausregeln and erotas schemes', () => {
    const hand = { game: 'trischaken', trischaken: { points: ['30', '20', '12', '8'], kontra: [0, 0, 1, 0] } };
    expect(lines(rulesOf('hausregeln'), hand)).toEqual([]);
    expect(lines(rulesOf('hausregeln', { trischaken: { scheme: 'baden', renonce: 'asLoser' } }), hand)).toEqual([
      'hand 0: trischaken.kontra[2]: these rules have no Kontra in Trischaken',
    ]);
    expect(lines(rulesOf('tarockcup', { trischaken: { scheme: 'erotas', renonce: 'asLoser' } }), hand)).toEqual([]);
  });
  it('rules.md §7.1: the five old presets keep their old Trischaken (tarockcup scheme with double, each, joint)', () => {
    expect(rulesOf('tarockcup').trischaken).toEqual({ scheme: 'tarockcup', jungfrau: 'double', ties: 'each', vorhandTie: 'joint', renonce: 'asLoser' });
    const h = settleOne(rulesOf('tarockcup'), tri(['20', '20', '20', '10']));
    expect(full(h)).toEqual([-1, -2, -1, 4]);
  });
});
