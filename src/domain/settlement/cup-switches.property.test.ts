/**
 * rules.md §1 ("every hand's row must sum to exactly zero") under every value of every switch
 * the cup presets brought (§3.1, §4, §5, §7.1), and under the three cup presets themselves:
 * random valid sessions, heavy on Trischaken, valats and Renonce, settled through the fast
 * path and checked for exact zero sums. The rows are also checked against a settlement of
 * each hand on its own (the preview path), so both ways of settling agree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, sum, ZERO } from '../rational';
import { PRESETS } from '../rules/presets';
import {
  TRISCHAKEN_JUNGFRAU, TRISCHAKEN_TIES, TRISCHAKEN_VORHAND_TIE, VALAT_PRAEMIEN, type RuleSet, type TrischakenRule,
} from '../rules/rule-set';
import { arbitrarySession } from '@/testing/domain/arbitrary';
import { UNIFORM_MIX, type HandMix } from '@/testing/domain/build-hand';
import { resettleFrom, settleSession } from './settle-session';

/** Trischaken, valats and Renonce often; every other game too. */
const CUP_MIX: HandMix = {
  ...UNIFORM_MIX,
  renonce: 0.15,
  valat: 0.35,
  kontra: 0.4,
  gameWeights: { trischaken: 12, dreier: 3, solorufer: 3, farbensolo: 2, farbendreier: 2 },
};

function withTrischaken(preset: 'tarockcup' | 'baden' | 'hausregeln', rule: Partial<TrischakenRule>, tariff = 2): RuleSet {
  const base = PRESETS[preset];
  return { ...base, tariffs: { ...base.tariffs, trischaken: tariff }, trischaken: { ...base.trischaken, ...rule } };
}

const CASES: [string, RuleSet][] = [
  ['ooe2023', PRESETS.ooe2023],
  ['tirol', PRESETS.tirol],
  ['wien', PRESETS.wien],
  ...TRISCHAKEN_JUNGFRAU.flatMap((jungfrau) => TRISCHAKEN_TIES.flatMap((ties) => TRISCHAKEN_VORHAND_TIE.map((vorhandTie): [string, RuleSet] =>
    [`trischaken ${jungfrau}/${ties}/${vorhandTie}`, withTrischaken('tarockcup', { jungfrau, ties, vorhandTie }, 3)]))),
  ['trischaken renonce { each: 5 }, hausregeln scheme with Kontra', withTrischaken('hausregeln', { renonce: { each: 5 } })],
  ['trischaken renonce { each: 2 }, baden scheme', withTrischaken('baden', { renonce: { each: 2 } })],
  ...VALAT_PRAEMIEN.flatMap((valatPraemien) => [true, false].map((whenFailed): [string, RuleSet] =>
    [`valatPraemien ${valatPraemien}, whenFailed ${whenFailed}`, { ...PRESETS.hausregeln, valatPraemien, valatPraemienWhenFailed: whenFailed }])),
  ['fixed valat with its own Kontra, Kontra on the sheet', { ...PRESETS.baden, maxKontra: 3 }],
  ['silentValatVoidsKontra, multiply, Kontra on the sheet', { ...PRESETS.hausregeln, silentValatVoidsKontra: true }],
  ['silentValatVoidsKontra, fixed, Kontra off the sheet', { ...PRESETS.tirol, silentValatVoidsKontra: true }],
  ['soloruferTalonNoKontra off, Kontra off the sheet', { ...PRESETS.wien, soloruferTalonNoKontra: false }],
  ['farbenPraemien all', { ...PRESETS.tirol, farbenPraemien: 'all' }],
  ['farbenPraemien []', { ...PRESETS.wiki, farbenPraemien: [] }],
];

describe('rules.md §1: zero-sum rows under every new switch value', () => {
  for (const [name, rules] of CASES) {
    it(`${name}: every sheet row (with the pot) and every cash row sums to exactly zero`, () => {
      fc.assert(
        fc.property(arbitrarySession(rules, { maxHands: 10, mix: CUP_MIX }), (session) => {
          const s = settleSession(session, rules);
          let totals = session.players.map(() => ZERO);
          for (const h of s.hands) {
            expect(add(sum(h.deltas), h.kassa)).toEqual(ZERO);
            expect(sum(h.cash)).toEqual(ZERO);
            totals = totals.map((t, i) => add(t, h.deltas[i]!));
            expect(h.totals).toEqual(totals);
          }
          // Re-settling from any hand on gives the same rows as settling from the start.
          const from = Math.floor(session.hands.length / 2);
          const again = resettleFrom(s, session, rules, from);
          expect(again.hands.map((h) => [h.deltas, h.cash])).toEqual(s.hands.map((h) => [h.deltas, h.cash]));
        }),
        { numRuns: 60 },
      );
    });
  }
});
