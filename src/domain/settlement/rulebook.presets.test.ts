/**
 * rules.md §3 and §9: every game of every preset, won and lost, at its tariff and loss
 * tariff; every offered Prämie of every preset at its silent and announced value. The
 * tariff tables below are copied from the rulebook text, not from the preset data.
 */
import { describe, expect, it } from 'vitest';
import type { GameId, Hand, PraemieEntry, PraemieId, PresetId } from '../model';
import { PRESETS } from '../rules/presets';
import { rulesOf, settleOne, sheet } from '@/testing/domain/rulebook-helpers';

type Tariffs = Partial<Record<GameId, number>>;
/** The five presets of the seeds; the three cup presets have their own file (rulebook.cup-presets.test.ts). */
type SeedPresetId = Exclude<PresetId, 'ooe2023' | 'tirol' | 'wien'>;

/** rules.md §9, verbatim. */
const SPEC_TARIFFS: Record<SeedPresetId, Tariffs> = {
  hausregeln: {
    rufer: 1, trischaken: 2, sechserdreier: 6, piccolo: 2, solorufer: 2, piccolo_ouvert: 3, besserrufer: 1,
    bettler: 4, piccolo_plauderer: 4, farbendreier: 5, bettler_ouvert: 6, dreier: 6, bettler_plauderer: 8,
    farbensolo: 10, solodreier: 12,
  },
  tarockcup: {
    trischaken: 1, rufer: 1, piccolo: 2, zwiccolo: 2, bettler: 2, solorufer: 2, besserrufer: 1, dreier: 4,
    sechserdreier: 4, farbensolo: 5, piccolo_ouvert: 6, zwiccolo_ouvert: 6, bettler_ouvert: 7, solodreier: 8,
  },
  erotas: {
    piccolo: 2, zwiccolo: 2, triccolo: 2, solorufer: 2, besserrufer: 1, bettler: 4, piccolo_ouvert: 4,
    farbendreier: 4, dreier: 5, bettler_ouvert: 8, farbensolo: 8, solodreier: 10, rufer: 1, trischaken: 5,
    sechserdreier: 5,
  },
  baden: {
    rufer: 1, trischaken: 2, sechserdreier: 4, besserrufer: 1, piccolo: 2, solorufer: 2, bettler: 4,
    farbendreier: 5, dreier: 5, piccolo_ouvert: 8, bettler_ouvert: 8, farbensolo: 10, solodreier: 10,
  },
  wiki: {
    rufer: 1, trischaken: 1, sechserdreier: 3, zwiccolo: 2, piccolo: 2, solorufer: 2, bettler: 3, besserrufer: 1,
    farbendreier: 4, dreier: 4, zwiccolo_ouvert: 5, piccolo_ouvert: 5, solobesserrufer: 2, bettler_ouvert: 7,
    farbensolo: 8, solodreier: 8,
  },
};

/** Sechserdreier "(lost …)" in §9: the only loss tariff that differs from the tariff. */
const SPEC_SECHSER_LOST: Record<SeedPresetId, number> = { hausregeln: 12, tarockcup: 8, erotas: 10, baden: 8, wiki: 6 };

/** rules.md §9 Prämien, silent values. */
const SPEC_PRAEMIEN: Record<SeedPresetId, Partial<Record<PraemieId, number>>> = {
  hausregeln: { pagat: 1, uhu: 2, kakadu: 3, koenig_ultimo: 1, trull: 1, koenige: 1, mondfang: 1 },
  tarockcup: { pagat: 1, uhu: 2, kakadu: 3, marabu: 4, koenig_ultimo: 1, trull: 1, koenige: 1 },
  erotas: { pagat: 1, uhu: 2, kakadu: 3, marabu: 4, koenig_ultimo: 1, trull: 1, koenige: 1, mondfang: 1 },
  baden: { pagat: 1, uhu: 2, koenige: 1, trull: 1, koenig_ultimo: 1 },
  wiki: {
    trull: 1, koenige: 1, honneurs: 1, absolut: 1, grammopoi: 1,
    pagat: 1, uhu: 2, kakadu: 3, marabu: 4, koenig_ultimo: 1, koenigfang: 1, mondfang: 1,
  },
};

const PRESET_LIST: SeedPresetId[] = ['hausregeln', 'tarockcup', 'erotas', 'baden', 'wiki'];

const RUFER_FAMILY: GameId[] = ['rufer', 'solorufer', 'besserrufer', 'solobesserrufer'];
const ALONE_POSITIVE: GameId[] = ['dreier', 'sechserdreier', 'solodreier', 'farbendreier', 'farbensolo'];
const NEGATIVE: GameId[] = [
  'bettler', 'bettler_ouvert', 'bettler_plauderer', 'piccolo', 'piccolo_ouvert', 'piccolo_plauderer',
  'zwiccolo', 'zwiccolo_ouvert', 'triccolo',
];
const SOLO: GameId[] = ['solorufer', 'solobesserrufer', 'solodreier', 'farbensolo'];

/** Row with the declarer (seat 1) alone against seats 0, 2, 3 winning v per opponent. */
const aloneRow = (v: number) => [0 - v, 3 * v, 0 - v, 0 - v];
/** Row with seats 1 and 3 (declarer, partner) winning v against seats 0 and 2. */
const pairRow = (v: number) => [0 - v, v, 0 - v, v];

describe('rules.md §9: the preset data matches the rulebook', () => {
  for (const p of PRESET_LIST) {
    it(`${p}: offers exactly the games of §9 at the §9 tariffs`, () => {
      expect([...PRESETS[p].games].sort()).toEqual(Object.keys(SPEC_TARIFFS[p]).sort());
      for (const [g, t] of Object.entries(SPEC_TARIFFS[p])) {
        expect(PRESETS[p].tariffs[g as GameId], `${p} ${g}`).toBe(t);
      }
    });
    it(`${p}: offers exactly the Prämien of §9 at the §9 values`, () => {
      expect(PRESETS[p].praemien).toEqual(SPEC_PRAEMIEN[p]);
    });
  }
});

describe('rules.md §3: every game of every preset, won and lost (hand 0, dealer 0, declarer = Vorhand 1)', () => {
  for (const p of PRESET_LIST) {
    const rules = rulesOf(p);
    for (const [game, tariff] of Object.entries(SPEC_TARIFFS[p]) as [GameId, number][]) {
      if (game === 'trischaken') continue; // §7, see rulebook.trischaken.test.ts
      const loss = game === 'sechserdreier' ? SPEC_SECHSER_LOST[p] : tariff;

      if (RUFER_FAMILY.includes(game)) {
        const needsBird = game === 'besserrufer' || game === 'solobesserrufer';
        // A Besserrufer carries the declarer's announced Pagat (made): 1 × 2 (announced) × 2 (solo?).
        const bird = needsBird ? 2 * (SOLO.includes(game) ? 2 : 1) : 0;
        const praemien: PraemieEntry[] | undefined = needsBird
          ? [{ id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 }]
          : undefined;
        const base: Hand = { game, declarer: 1, partner: 3, ...(praemien ? { praemien } : {}) };
        it(`${p}: ${game} with a partner won — each of the pair +${tariff + bird}, each opponent −${tariff + bird}`, () => {
          expect(sheet(settleOne(rules, { ...base, result: 'won' }))).toEqual(pairRow(tariff + bird));
        });
        it(`${p}: ${game} with a partner lost — each of the pair ${bird - loss}, each opponent ${loss - bird}`, () => {
          expect(sheet(settleOne(rules, { ...base, result: 'lost' }))).toEqual(pairRow(bird - loss));
        });
        it(`${p}: ${game} played alone and won — declarer +${3 * (tariff + bird)}, each opponent −${tariff + bird}`, () => {
          expect(sheet(settleOne(rules, { ...base, partner: null, result: 'won' }))).toEqual(aloneRow(tariff + bird));
        });
      } else if (ALONE_POSITIVE.includes(game)) {
        it(`${p}: ${game} won — declarer +${3 * tariff}, each opponent −${tariff}`, () => {
          expect(sheet(settleOne(rules, { game, declarer: 1, result: 'won' }))).toEqual(aloneRow(tariff));
        });
        it(`${p}: ${game} lost — declarer −${3 * loss}, each opponent +${loss}`, () => {
          expect(sheet(settleOne(rules, { game, declarer: 1, result: 'lost' }))).toEqual(aloneRow(-loss));
        });
      } else if (NEGATIVE.includes(game)) {
        it(`${p}: ${game} won — declarer +${3 * tariff}, each opponent −${tariff}`, () => {
          expect(sheet(settleOne(rules, { game, declarer: 1, result: 'won' }))).toEqual(aloneRow(tariff));
        });
        it(`${p}: ${game} lost — declarer −${3 * loss}, each opponent +${loss}`, () => {
          expect(sheet(settleOne(rules, { game, declarer: 1, result: 'lost' }))).toEqual(aloneRow(-loss));
        });
      } else {
        throw new Error(`unclassified game ${game}`);
      }
    }
  }
});

describe('rules.md §3: a tariff override keeps the loss factor; a loss-tariff override is explicit', () => {
  it('hausregeln with Sechserdreier tariff 7: won +21, lost at 7 × 2 = 14 each (−42)', () => {
    const rules = rulesOf('hausregeln', { tariffs: { ...PRESETS.hausregeln.tariffs, sechserdreier: 7 } });
    expect(sheet(settleOne(rules, { game: 'sechserdreier', declarer: 1, result: 'won' }))).toEqual(aloneRow(7));
    expect(sheet(settleOne(rules, { game: 'sechserdreier', declarer: 1, result: 'lost' }))).toEqual(aloneRow(-14));
  });
  it('hausregeln with an explicit Dreier loss tariff 9: won +18, lost −27', () => {
    const rules = rulesOf('hausregeln', { lossTariffs: { dreier: 9 } });
    expect(sheet(settleOne(rules, { game: 'dreier', declarer: 1, result: 'won' }))).toEqual(aloneRow(6));
    expect(sheet(settleOne(rules, { game: 'dreier', declarer: 1, result: 'lost' }))).toEqual(aloneRow(-9));
  });
});

describe('rules.md §4/§9: every offered Prämie of every preset, silent and announced', () => {
  for (const p of PRESET_LIST) {
    const rules = rulesOf(p);
    for (const [id, base] of Object.entries(SPEC_PRAEMIEN[p]) as [PraemieId, number][]) {
      const ruferOnly = id === 'koenig_ultimo' || id === 'koenigfang';
      // Mondfang in hausregeln only for the opponents; Königfang always scores for the opponents.
      const side = id === 'koenigfang' || (p === 'hausregeln' && id === 'mondfang') ? 'opponents' : 'declarer';
      const isBird = id === 'pagat' || id === 'uhu' || id === 'kakadu' || id === 'marabu';
      const by = isBird ? (side === 'declarer' ? 1 : 0) : undefined;
      for (const announced of [false, true]) {
        for (const made of [true, false]) {
          // A silent Prämie that failed settles 0 where silentLostCounts is off (tarockcup).
          const counts = made || announced || p !== 'tarockcup';
          const value = counts ? base * (announced ? 2 : 1) : 0;
          const entry: PraemieEntry = { id, side, announced, made, ...(by !== undefined ? { by } : {}) };
          const sign = (side === 'declarer' ? 1 : -1) * (made ? 1 : -1);
          const what = `${announced ? 'announced' : 'silent'} ${id} ${made ? 'made' : 'failed'} by the ${side}`;
          if (ruferOnly) {
            const g = 1 + sign * value;
            it(`${p}: ${what} in a Rufer won 2 vs 2 — declarer side ${g} each`, () => {
              const h = settleOne(rules, { game: 'rufer', declarer: 1, partner: 3, result: 'won', praemien: [entry] });
              expect(sheet(h)).toEqual(pairRow(g));
            });
          } else {
            const t = SPEC_TARIFFS[p].dreier!;
            const v = t + sign * value;
            it(`${p}: ${what} in a Dreier won — ${t} ${sign > 0 ? '+' : '−'} ${value} = ${v} per opponent`, () => {
              const h = settleOne(rules, { game: 'dreier', declarer: 1, result: 'won', praemien: [entry] });
              expect(sheet(h)).toEqual(aloneRow(v));
            });
          }
        }
      }
    }
  }
});
