// @vitest-environment node
/**
 * The compiler guards the settlement: these lines are checked by the type checker
 * (`npm run typecheck`). Each `@ts-expect-error` fails the type check the day the line
 * it marks compiles, that is, the day an unchecked hand or session is accepted where
 * only a checked one belongs. The runtime part proves the brand is a type only.
 */
import { describe, expect, it } from 'vitest';
import { computeAbrechnung } from '../abrechnung/abrechnung';
import type { CheckedSession, Hand, Session, ValidHand } from '../model';
import { PRESETS } from '../rules/presets';
import { computePlayerStats, runningTotals } from '../stats/stats';
import { tableSession } from '../tournament/scores';
import type { TableResult } from '../tournament/model';
import { checkHand } from '../validation/validate-hand';
import { parseSession } from '../validation/validate-session';
import { previewHand, resettleFrom, settleSession } from './settle-session';

const rules = PRESETS.hausregeln;
const rufer: Hand = { game: 'rufer', declarer: 1, partner: 3, result: 'won', note: 'first' };
const raw: Session = { format: 'tarock-session', version: 1, players: ['Anna', 'Bernd', 'Clara', 'Dieter'], rules: 'hausregeln', hands: [rufer] };

function parsed(): { session: CheckedSession; rules: typeof rules } {
  const result = parseSession(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

describe('a validated hand is a type the settlement demands', () => {
  it('settleSession, resettleFrom and previewHand take a parsed session and checked hands, and refuse unchecked ones', () => {
    const { session } = parsed();
    const settlement = settleSession(session, rules);
    expect(settlement.hands).toHaveLength(1);
    const checked = checkHand({ game: 'dreier', declarer: 2, result: 'won' }, 1, { rules, playerCount: 4, dealer: 1 });
    expect(checked.errors).toEqual([]);
    if (checked.hand === null) return;
    expect(previewHand(session, rules, checked.hand, 1, settlement).index).toBe(1);

    const refused = [
      // @ts-expect-error a session that did not pass parseSession is not a CheckedSession
      () => settleSession(raw, rules),
      // @ts-expect-error resettleFrom takes a checked session only
      () => resettleFrom(settlement, raw, rules, 0),
      // @ts-expect-error a hand that did not pass checkHand is not a ValidHand
      () => previewHand(session, rules, rufer, 1),
      // @ts-expect-error a CheckedSession cannot be made by hand from unchecked hands
      () => settleSession({ ...session, hands: [rufer] }, rules),
    ];
    expect(refused).toHaveLength(4);
  });

  it('the Abrechnung, the statistics and a tournament table take checked sessions only', () => {
    const { session } = parsed();
    const settlement = settleSession(session, rules);
    expect(computeAbrechnung(session, settlement).standings).toHaveLength(4);
    expect(runningTotals(session, settlement).series).toHaveLength(4);
    expect(computePlayerStats([{ session, rules, settlement }])).toHaveLength(4);

    const unchecked: TableResult<Hand> = { hands: [rufer] };
    const refused = [
      // @ts-expect-error computeAbrechnung takes a checked session
      () => computeAbrechnung(raw, settlement),
      // @ts-expect-error runningTotals takes a checked session
      () => runningTotals(raw, settlement),
      // @ts-expect-error the statistics take checked sessions
      () => computePlayerStats([{ session: raw, rules, settlement }]),
      // @ts-expect-error a tournament's result holds checked hands (parseTournament, validateTableResult)
      () => tableSession({ rules: 'hausregeln', name: 'Cup' }, { players: ['a', 'b', 'c', 'd'] }, unchecked),
      // @ts-expect-error a plain Hand is no ValidHand
      (): ValidHand => rufer,
    ];
    expect(refused).toHaveLength(5);
  });

  it('a checked session is still a session, and the brand adds nothing to its JSON', () => {
    const { session } = parsed();
    const plain: Session = session;
    expect(JSON.stringify(plain.hands)).toBe(JSON.stringify(raw.hands));
    expect(Object.getOwnPropertySymbols(session.hands[0]!)).toEqual([]);
  });
});
