/**
 * rules.md §9: the three cup presets `ooe2023`, `tirol` and `wien` — every value as §9
 * lists it (copied from the rulebook text, not from the preset data), and the examples
 * their published texts give, each test naming its source: OÖ23 (the Upper-Austrian rules
 * 4/2023, its Trischaken table as worked out in HARBOUR §7.6), OÖR25 (the Renonce rules
 * 11/2025, examples B.4), ÖF21, TTC20 (Tiroler Tarockcup 2020) and WTC (Wiener Tarockcup).
 * Hand 0; first dealer 0 makes seat 1 Vorhand and declarer. The Trischaken tables list
 * T (the Trischaker, Vorhand), B, C, D: they are played with first dealer 3 (T = seat 0).
 */
import { describe, expect, it } from 'vitest';
import type { GameId, Hand, PraemieId, TrischakenEntry } from '../model';
import { PRESETS } from '../rules/presets';
import type { RuleSet } from '../rules/rule-set';
import { resolveRules } from '../rules/resolve-rules';
import { cash, full, rulesOf, settleOne, sheet } from '@/testing/domain/rulebook-helpers';

const T_VORHAND = { firstDealer: 3 } as const;
const ooe = rulesOf('ooe2023');
const tirol = rulesOf('tirol');
const wien = rulesOf('wien');

function tri(points: TrischakenEntry['points']): Hand {
  return { game: 'trischaken', trischaken: { points } };
}

/** rules.md §9, verbatim: games with tariffs, Prämien (silent values) and the switch table. */
const SPEC: Record<'ooe2023' | 'tirol' | 'wien', {
  tariffs: Partial<Record<GameId, number>>;
  praemien: Partial<Record<PraemieId, number>>;
  switches: Partial<RuleSet>;
}> = {
  ooe2023: {
    tariffs: {
      trischaken: 1, rufer: 1, piccolo: 2, bettler: 2, solorufer: 2, besserrufer: 1, farbendreier: 3, sechserdreier: 4,
      dreier: 4, farbensolo: 6, piccolo_ouvert: 6, bettler_ouvert: 7, solodreier: 8,
    },
    praemien: { pagat: 1, uhu: 2, kakadu: 3, marabu: 4, koenig_ultimo: 1, trull: 1, koenige: 1 },
    switches: {
      trischaken: { scheme: 'tarockcup', jungfrau: 'payoutRoundUp', ties: 'each', vorhandTie: 'alone', renonce: 'asLoser' },
      valatPraemien: 'announced', valatPraemienWhenFailed: true, farbenPraemien: ['koenige'],
      soloruferTalonNoKontra: true, silentValatVoidsKontra: false,
      maxKontra: 3, kontraOnSheet: false, threshold: 107, lastKontraShift: false, silentLostCounts: false,
      soloDoublesPraemien: true, valat: { mode: 'multiply', silent: 4, announced: 8 }, renonce: 'asIfWon',
      bei: [], pagatkassa: null, doubleRounds: null, mondfangOpponentsOnly: false, vorfleck: false,
    },
  },
  tirol: {
    tariffs: {
      rufer: 1, trischaken: 2, piccolo: 2, solorufer: 2, besserrufer: 1, bettler: 4, sechserdreier: 4, farbendreier: 5,
      dreier: 5, zwiccolo_ouvert: 8, piccolo_ouvert: 8, bettler_ouvert: 8, farbensolo: 10, solodreier: 10,
    },
    praemien: {
      pagat: 1, uhu: 2, kakadu: 3, marabu: 4, koenig_ultimo: 1, mondfang: 1, trull: 1, koenige: 1, absolut: 1, grammopoi: 1,
    },
    switches: {
      trischaken: { scheme: 'baden', renonce: { each: 4 } },
      valatPraemien: 'game', valatPraemienWhenFailed: false, farbenPraemien: ['koenige', 'absolut', 'grammopoi'],
      soloruferTalonNoKontra: false, silentValatVoidsKontra: false,
      maxKontra: 3, kontraOnSheet: false, threshold: 107, silentLostCounts: true, soloDoublesPraemien: true,
      valat: { mode: 'fixed', silent: 10, announced: 20 }, renonce: 'asIfWon', bei: [], pagatkassa: null, doubleRounds: null,
      mondfangOpponentsOnly: false,
    },
  },
  wien: {
    tariffs: {
      rufer: 1, trischaken: 2, piccolo: 2, zwiccolo: 2, solorufer: 2, besserrufer: 1, bettler: 4, sechserdreier: 4,
      farbendreier: 5, dreier: 5, piccolo_ouvert: 6, zwiccolo_ouvert: 6, bettler_ouvert: 8, farbensolo: 10, solodreier: 10,
    },
    praemien: { koenig_ultimo: 1, trull: 1, koenige: 1, pagat: 1, uhu: 2, kakadu: 3, marabu: 4 },
    switches: {
      trischaken: { scheme: 'tarockcup', jungfrau: 'payout', ties: 'share', vorhandTie: 'alone', renonce: { each: 6 } },
      valatPraemien: 'game', valatPraemienWhenFailed: false, farbenPraemien: ['koenige'],
      soloruferTalonNoKontra: true, silentValatVoidsKontra: true,
      maxKontra: 3, kontraOnSheet: false, threshold: 107, silentLostCounts: true, soloDoublesPraemien: true,
      valat: { mode: 'fixed', silent: 10, announced: 20 }, renonce: 'asIfWon', bei: [], pagatkassa: null, doubleRounds: null,
    },
  },
};

describe('rules.md §9: the cup presets as the rulebook lists them', () => {
  for (const id of ['ooe2023', 'tirol', 'wien'] as const) {
    it(`${id}: offers exactly the games of §9 at the §9 tariffs, Sechserdreier lost 8`, () => {
      expect([...PRESETS[id].games].sort()).toEqual(Object.keys(SPEC[id].tariffs).sort());
      expect(PRESETS[id].tariffs).toEqual(SPEC[id].tariffs);
      const lost = settleOne(rulesOf(id), { game: 'sechserdreier', declarer: 1, result: 'lost' });
      expect(sheet(lost)).toEqual([8, -24, 8, 8]);
    });
    it(`${id}: offers exactly the Prämien of §9 at the §9 values`, () => {
      expect(PRESETS[id].praemien).toEqual(SPEC[id].praemien);
    });
    it(`${id}: every switch of §9 has its §9 value`, () => {
      expect(PRESETS[id]).toMatchObject(SPEC[id].switches);
    });
    it(`${id}: resolves from its id, and a custom set can start from it`, () => {
      const r = resolveRules({ preset: id, overrides: { trischaken: { renonce: { each: 2 } } } });
      expect(r.ok && r.value.trischaken.renonce).toEqual({ each: 2 });
    });
  }
});

describe('ooe2023: OÖ23 Trischaken table (HARBOUR §7.6; points in thirds; T is the Trischaker)', () => {
  const table: [string, TrischakenEntry['points'], number[]][] = [
    ['Jungfrau D, loser B (30/1)', ['20/0', '30/1', '19/2', '0/0'], [0, -3, 0, 3]],
    ['Trischaker Bürgermeister (36/0)', ['36/0', '13/1', '13/1', '7/1'], [-12, 4, 4, 4]],
    ['two tied (25/0)', ['12/0', '25/0', '25/0', '8/0'], [2, -2, -2, 2]],
    ['35/1 : 34/2, two Jungfrauen — the loser pays 2 × 2 = 4 (OÖ23 Trischaken 3)', ['0/0', '35/1', '34/2', '0/0'], [2, -4, 0, 2]],
    ['35/2 : 34/1, two Jungfrauen', ['0/0', '35/2', '34/1', '0/0'], [3, -6, 0, 3]],
    ['three tied (20/0) — ÖF21 Trischaken', ['10/0', '20/0', '20/0', '20/0'], [3, -1, -1, -1]],
    ['Trischaker tied (25/0) — loses alone', ['25/0', '25/0', '10/0', '10/0'], [-6, 2, 2, 2]],
    ['Bürgermeister B (36/2)', ['16/2', '36/2', '10/0', '6/2'], [2, -6, 2, 2]],
    ['35 : 35, two Jungfrauen', ['0/0', '35/0', '35/0', '0/0'], [2, -2, -2, 2]],
  ];
  for (const [situation, points, row] of table) {
    it(`OÖ23 Trischaken: ${situation} — ${row.join(', ')}`, () => {
      expect(sheet(settleOne(ooe, tri(points), T_VORHAND))).toEqual(row);
    });
  }
  it('OÖ23 Trischaken 3: one Jungfrau with two tied losers gets the whole payout (4)', () => {
    expect(sheet(settleOne(ooe, tri(['10/0', '30/0', '30/0', '0/0']), T_VORHAND))).toEqual([0, -2, -2, 4]);
  });
  it('OÖ23 Trischaken 4 / OÖR25: Renonce — a regular player −6, the Trischaker −12', () => {
    expect(sheet(settleOne(ooe, { ...tri(['20', '20', '20', '10']), renonce: { by: 2 } }, T_VORHAND))).toEqual([2, 2, -6, 2]);
    expect(sheet(settleOne(ooe, { ...tri(['20', '20', '20', '10']), renonce: { by: 0 } }, T_VORHAND))).toEqual([-12, 4, 4, 4]);
  });
});

describe('ooe2023: OÖR25 Renonce examples (B.4)', () => {
  it('OÖR25 B.4: the Dreier declarer renounces — opponents +4 each, declarer −12', () => {
    expect(sheet(settleOne(ooe, { game: 'dreier', declarer: 1, renonce: { by: 1 } }))).toEqual([4, -12, 4, 4]);
  });
  it('OÖR25 B.4: a Dreier opponent renounces — declarer +12, the other opponents +4, the offender −20', () => {
    expect(sheet(settleOne(ooe, { game: 'dreier', declarer: 1, renonce: { by: 0 } }))).toEqual([-20, 12, 4, 4]);
  });
  it('OÖR25 B.4: a Sechserdreier opponent renounces with the declarer\'s announced Uhu — +24, +12 each, −48', () => {
    const h = settleOne(ooe, {
      game: 'sechserdreier', declarer: 1, renonce: { by: 0 },
      praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: false, by: 1 }],
    });
    expect(sheet(h)).toEqual([-48, 24, 12, 12]);
  });
  it('OÖR25 B.4: a Besserrufer without the bird — 3 to each, the offender −9', () => {
    const h = settleOne(ooe, {
      game: 'besserrufer', declarer: 1, renonce: { by: 1 },
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 1 }],
    });
    expect(sheet(h)).toEqual([3, -9, 3, 3]);
  });
});

describe('ooe2023: valat, Kontra and Prämien (OÖ23 Ansagen 2, Allg. 5 and 7; ÖF21; HARBOUR §7.10)', () => {
  it('ÖF21 Valat: a lost Sechserdreier valat is 4 × 8 × 2 = 64', () => {
    const h = settleOne(ooe, { game: 'sechserdreier', declarer: 1, valat: { side: 'declarer', announced: true, made: false } });
    expect(sheet(h)).toEqual([64, -192, 64, 64]);
  });
  it('HARBOUR §7.10 no. 10: Dreier, silent valat with an announced Trull; the silent Pagat does not count — +54 / −18', () => {
    const h = settleOne(ooe, {
      game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: false, made: true },
      praemien: [
        { id: 'trull', side: 'declarer', announced: true, made: true },
        { id: 'pagat', side: 'declarer', announced: false, made: true, by: 1 },
      ],
    });
    expect(sheet(h)).toEqual([-18, 54, -18, -18]);
  });
  it('HARBOUR §7.10 no. 11 (OÖ23 Ansagen 2, "auch beim verlorenen Valat"): announced valat lost with 40, announced Pagat made, a silent Trull does not count — −90 / +30', () => {
    const h = settleOne(ooe, {
      game: 'dreier', declarer: 1, points: '40', valat: { side: 'declarer', announced: true, made: false },
      praemien: [
        { id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 },
        { id: 'trull', side: 'declarer', announced: false, made: true },
      ],
    });
    expect(sheet(h)).toEqual([30, -90, 30, 30]);
  });
  it('HARBOUR §7.10 no. 13: Rufer, announced valat made and contra\'d — sheet +8 each side member, money +16', () => {
    const h = settleOne(ooe, { game: 'rufer', declarer: 1, partner: 3, kontra: 1, valat: { side: 'declarer', announced: true, made: true } });
    expect(sheet(h)).toEqual([-8, 8, -8, 8]);
    expect(full(h)).toEqual([-16, 16, -16, 16]);
  });
  it('OÖ23 Allg. 7 (HARBOUR §7.10 no. 8): Solorufer with the king in the talon, won, Kontra void — +6 / −2, no cash', () => {
    const h = settleOne(ooe, { game: 'solorufer', declarer: 1, calledKingInTalon: true, result: 'won', kontra: 2 });
    expect(sheet(h)).toEqual([-2, 6, -2, -2]);
    expect(cash(h)).toEqual([0, 0, 0, 0]);
  });
  it('OÖ23 Allg. 5: Kontra only on money — Sechserdreier lost with Kontra: sheet −24 / +8, money −48 / +16', () => {
    const h = settleOne(ooe, { game: 'sechserdreier', declarer: 1, result: 'lost', kontra: 1 });
    expect(sheet(h)).toEqual([8, -24, 8, 8]);
    expect(full(h)).toEqual([16, -48, 16, 16]);
  });
  it('HARBOUR §7.10 no. 14: Farbensolo won with silent Könige (doubled in a solo) — +24 / −8', () => {
    const h = settleOne(ooe, { game: 'farbensolo', declarer: 1, result: 'won', praemien: [{ id: 'koenige', side: 'declarer', announced: false, made: true }] });
    expect(sheet(h)).toEqual([-8, 24, -8, -8]);
  });
});

describe('tirol: the Tiroler Tarockcup texts (TTC20, TTC19)', () => {
  it('TTC20 §5: the two with the most points pay the other two 2 each', () => {
    expect(sheet(settleOne(tirol, tri(['12', '25', '20', '13']), T_VORHAND))).toEqual([4, -4, -4, 4]);
  });
  it('TTC20 §5: a Bürgermeister (from 35/2) pays six points (3 × 2)', () => {
    expect(sheet(settleOne(tirol, tri(['12', '40', '10', '8']), T_VORHAND))).toEqual([2, -6, 2, 2]);
  });
  it('TTC20 §5: a Jungfrau collects six points (3 × 2)', () => {
    expect(sheet(settleOne(tirol, tri(['30', '20', '20', '0']), T_VORHAND))).toEqual([-2, -2, -2, 6]);
  });
  it('TTC20 §5: Vorhand with the most points pays six (3 × 2), as Bürgermeister double (3 × 4)', () => {
    expect(sheet(settleOne(tirol, tri(['30', '20', '12', '8']), T_VORHAND))).toEqual([-6, 2, 2, 2]);
    expect(sheet(settleOne(tirol, tri(['40', '15', '8', '7']), T_VORHAND))).toEqual([-12, 4, 4, 4]);
  });
  it('TTC20 §5: Renonce in Trischaken is a fixed value of four points to each (3 × 4)', () => {
    expect(sheet(settleOne(tirol, { ...tri(['30', '20', '12', '8']), renonce: { by: 2 } }, T_VORHAND))).toEqual([4, 4, -12, 4]);
  });
  it('TTC20 §3, §6: a silent valat is a Zusatz of 10 next to the game — Dreier 5 won: 15 per opponent', () => {
    const h = settleOne(tirol, { game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: false, made: true } });
    expect(sheet(h)).toEqual([-15, 45, -15, -15]);
  });
  it('TTC20 §6 "wie die anderen Zusätze … in Solospielen doppelt": Solodreier 10 with an announced valat made: 10 + 40 = 50', () => {
    const h = settleOne(tirol, { game: 'solodreier', declarer: 1, valat: { side: 'declarer', announced: true, made: true } });
    expect(sheet(h)).toEqual([-50, 150, -50, -50]);
  });
  it('TTC20 §2 "Spiel und Zusätze werden getrennt kontriert": the valat\'s own Kontra is cash only (Kontras off the sheet, §8)', () => {
    const h = settleOne(tirol, { game: 'dreier', declarer: 1, kontra: 1, valat: { side: 'declarer', announced: true, made: true, kontra: 1 } });
    expect(sheet(h)).toEqual([-25, 75, -25, -25]);
    expect(cash(h)).toEqual([-25, 75, -25, -25]);
  });
  it('TTC19 "egal ob still oder angesagt": under a made valat a silent Pagat counts, the Säcke and the Trull do not', () => {
    const h = settleOne(tirol, {
      game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: false, made: true },
      praemien: [
        { id: 'pagat', side: 'declarer', announced: false, made: true, by: 1 },
        { id: 'trull', side: 'declarer', announced: false, made: true },
        { id: 'absolut', side: 'declarer', announced: false, made: true },
      ],
    });
    expect(sheet(h)).toEqual([-16, 48, -16, -16]);
  });
  it('TTC19: the Mond caught by the other side — either side can score Mondfang', () => {
    const h = settleOne(tirol, { game: 'dreier', declarer: 1, result: 'won', praemien: [{ id: 'mondfang', side: 'declarer', announced: false, made: true }] });
    expect(sheet(h)).toEqual([-6, 18, -6, -6]);
  });
  it('TTC20 §3 "Gültige Zusätze: Könige, Säcke und Valat": a Farbendreier carries the Säcke', () => {
    const h = settleOne(tirol, { game: 'farbendreier', declarer: 1, result: 'won', praemien: [{ id: 'grammopoi', side: 'declarer', announced: true, made: true }] });
    expect(sheet(h)).toEqual([-7, 21, -7, -7]);
  });
  it('TTC20 §7: Renonce as if they had won game and announced Zusätze — a Dreier opponent renounces: 15 / 5 / 5, −25', () => {
    expect(sheet(settleOne(tirol, { game: 'dreier', declarer: 1, renonce: { by: 0 } }))).toEqual([-25, 15, 5, 5]);
  });
});

describe('wien: the Wiener Tarockcup text (WTC)', () => {
  it('WTC § Trischaken: six points are handed out — the loser pays 2 to each', () => {
    expect(sheet(settleOne(wien, tri(['12', '30', '20', '8']), T_VORHAND))).toEqual([2, -6, 2, 2]);
  });
  it('WTC § Trischaken: doubled for a Bürgermeister and for a losing Vorhand, four times for a Vorhand-Bürgermeister', () => {
    expect(sheet(settleOne(wien, tri(['12', '40', '10', '8']), T_VORHAND))).toEqual([4, -12, 4, 4]);
    expect(sheet(settleOne(wien, tri(['30', '20', '12', '8']), T_VORHAND))).toEqual([-12, 4, 4, 4]);
    expect(sheet(settleOne(wien, tri(['40', '15', '8', '7']), T_VORHAND))).toEqual([-24, 8, 8, 8]);
  });
  it('WTC § Trischaken: two tied losers share the points to hand out', () => {
    expect(sheet(settleOne(wien, tri(['12', '25', '25', '8']), T_VORHAND))).toEqual([3, -3, -3, 3]);
  });
  it('WTC § Trischaken: a Vorhand tied with another player is the only loser', () => {
    expect(sheet(settleOne(wien, tri(['25', '25', '12', '8']), T_VORHAND))).toEqual([-12, 4, 4, 4]);
  });
  it('WTC § Trischaken: a Jungfrau gets all the points; several Jungfrauen share them', () => {
    expect(sheet(settleOne(wien, tri(['20', '30', '20', '0']), T_VORHAND))).toEqual([0, -6, 0, 6]);
    expect(sheet(settleOne(wien, tri(['0', '40', '30', '0']), T_VORHAND))).toEqual([6, -12, 0, 6]);
  });
  it('WTC § Trischaken: at a Renonce the three regular players get six points each', () => {
    expect(sheet(settleOne(wien, { ...tri(['20', '20', '20', '10']), renonce: { by: 2 } }, T_VORHAND))).toEqual([6, 6, -18, 6]);
    expect(sheet(settleOne(wien, { ...tri(['20', '20', '20', '10']), renonce: { by: 0 } }, T_VORHAND))).toEqual([-18, 6, 6, 6]);
  });
  it('WTC § Renonce: a Dreier opponent pays the declarer three times and his partners once each — five times in all', () => {
    expect(sheet(settleOne(wien, { game: 'dreier', declarer: 1, renonce: { by: 0 } }))).toEqual([-25, 15, 5, 5]);
  });
  it('WTC § Prämien: "Wurde das Spiel bei einem stillen Valat kontriert, so zählt das Kontra nicht"', () => {
    const h = settleOne(wien, { game: 'dreier', declarer: 1, kontra: 1, valat: { side: 'declarer', announced: false, made: true } });
    expect(sheet(h)).toEqual([-15, 45, -15, -15]);
    expect(cash(h)).toEqual([0, 0, 0, 0]);
  });
  it('WTC § Prämien: "Selbstverständlich kann das Spiel und der Valat kontriert werden" — both Kontras in cash', () => {
    const h = settleOne(wien, { game: 'dreier', declarer: 1, kontra: 1, valat: { side: 'declarer', announced: true, made: true, kontra: 1 } });
    expect(sheet(h)).toEqual([-25, 75, -25, -25]);
    expect(cash(h)).toEqual([-25, 75, -25, -25]);
  });
  it('WTC § Prämien: a silent valat includes the silent Trull and Könige; every other Prämie counts', () => {
    const h = settleOne(wien, {
      game: 'dreier', declarer: 1, valat: { side: 'declarer', announced: false, made: true },
      praemien: [
        { id: 'trull', side: 'declarer', announced: false, made: true },
        { id: 'koenige', side: 'declarer', announced: false, made: true },
        { id: 'uhu', side: 'declarer', announced: false, made: true, by: 1 },
      ],
    });
    expect(sheet(h)).toEqual([-17, 51, -17, -17]);
  });
  it('WTC § Ruferspiele: the called king in the talon — Kontras do not count, won or lost', () => {
    const h = settleOne(wien, { game: 'solorufer', declarer: 1, calledKingInTalon: true, result: 'lost', kontra: 1 });
    expect(sheet(h)).toEqual([2, -6, 2, 2]);
    expect(cash(h)).toEqual([0, 0, 0, 0]);
  });
  it('WTC § Farbspiele: "nur die vier Könige und der Valat" — Farbensolo 10 with silent Könige doubled: 12 per opponent', () => {
    const h = settleOne(wien, { game: 'farbensolo', declarer: 1, result: 'won', praemien: [{ id: 'koenige', side: 'declarer', announced: false, made: true }] });
    expect(sheet(h)).toEqual([-12, 36, -12, -12]);
  });
  it('WTC (interpretation, rules.md §9): a Pagatrufer worth 3 is a Besserrufer (1) with the announced Pagat (2)', () => {
    const h = settleOne(wien, {
      game: 'besserrufer', declarer: 1, partner: 3, result: 'won',
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 }],
    });
    expect(sheet(h)).toEqual([-3, 3, -3, 3]);
  });
});
