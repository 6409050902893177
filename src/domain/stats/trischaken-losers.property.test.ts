/**
 * Who loses a Trischaken hand has one answer (`trischakenLosers`): the settlement charges by it
 * and the statistics count it. Over random sessions of every preset (its Trischaken scheme and
 * switches), every hand the statistics count as lost by a player is one the settlement made
 * that player pay, and the count of lost hands is the settlement's losers, hand by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitrarySession, UNIFORM_MIX } from '@/testing/domain';
import { parseCardPoints } from '../cards';
import { PRESET_IDS } from '../model';
import { cmp, ZERO } from '../rational';
import { PRESETS } from '../rules/presets';
import { settleSession } from '../settlement/settle-session';
import { trischakenLosers } from '../settlement/trischaken';
import { computePlayerStats } from './stats';

// Renonce, manual and struck hands are settled by other rules; they are left out here.
const MIX = { ...UNIFORM_MIX, void: 0, manual: 0, renonce: 0 };

describe('the Trischaken loser: settlement and statistics agree', () => {
  it.each(PRESET_IDS)('%s', (preset) => {
    const rules = PRESETS[preset];
    fc.assert(
      fc.property(arbitrarySession(preset, { mix: MIX, minHands: 4, maxHands: 16 }), (session) => {
        const settlement = settleSession(session, rules);
        const lost = session.players.map(() => 0);
        settlement.hands.forEach((settled, i) => {
          const hand = session.hands[i]!;
          if (hand.game !== 'trischaken' || hand.void || hand.manual || hand.dissolveKassa) return;
          const points = (hand.trischaken?.points ?? []).map((p) => (p === null ? 0 : parseCardPoints(p) ?? 0));
          const vorhand = (settled.dealer + 1) % session.players.length;
          const losers = trischakenLosers({ seats: settled.active, points }, vorhand, rules.trischaken);
          expect(losers.length).toBeGreaterThan(0);
          for (const seat of losers) {
            lost[seat]! += 1;
            // The settlement makes every loser pay.
            expect(cmp(settled.deltas[seat] ?? ZERO, ZERO)).toBeLessThan(0);
          }
        });
        const stats = computePlayerStats([{ session, rules, settlement }]);
        expect(session.players.map((name) => stats.find((s) => s.name === name)!.trischaken.lost)).toEqual(lost);
      }),
      { numRuns: 60 },
    );
  });
});
