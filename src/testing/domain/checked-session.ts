/**
 * The one way test data becomes a checked session: every builder of sessions (the record
 * factories, the property builders, the settlement and rulebook kits) ends in
 * `checkedSession`, so a test settles exactly what the app would settle — hands that
 * passed the engine's check. A builder's hand the engine refuses fails the test with the
 * engine's own words, instead of being settled by guesswork.
 */
import type { CheckedSession, Hand, Session, ValidHand } from '@/domain/model';
import { resolveRules } from '@/domain/rules/resolve-rules';
import type { RuleSet } from '@/domain/rules/rule-set';
import { errorLine } from '@/domain/validation/error-line';
import { checkHand } from '@/domain/validation/validate-hand';
import { dealerSequence } from '@/domain/validation/validate-session';
import { tournamentErrorLine } from '@/domain/tournament/errors';
import type { TableResult, TournamentFile } from '@/domain/tournament/model';
import { validateTableResult } from '@/domain/tournament/parse-tournament';

/**
 * `session` with every hand checked (the clean copies `checkHand` returns), under `rules`
 * when given (a rule set with changes beyond the session's preset), else under the
 * session's own `rules`. Throws an error naming each refused hand and field.
 */
export function checkedSession<S extends Session>(session: S, rules?: RuleSet): Omit<S, 'hands'> & CheckedSession {
  let ruleSet = rules;
  if (ruleSet === undefined) {
    const resolved = resolveRules(session.rules);
    if (!resolved.ok) throw new Error(`test session: its rules are not valid:\n${resolved.error.map(errorLine).join('\n')}`);
    ruleSet = resolved.value;
  }
  const playerCount = session.players.length;
  const dealers = dealerSequence(session.hands, playerCount, session.firstDealer ?? 0);
  const hands: ValidHand[] = [];
  const problems: string[] = [];
  session.hands.forEach((hand, i) => {
    const checked = checkHand(hand, i, { rules: ruleSet, playerCount, dealer: dealers[i] ?? 0 });
    if (checked.hand === null) problems.push(...checked.errors.map(errorLine));
    else hands.push(checked.hand);
  });
  if (problems.length > 0) {
    throw new Error(`test session: the engine refuses ${problems.length === 1 ? 'a hand' : 'hands'} (build a valid one, or use unsafeUncheckedSession):\n${problems.join('\n')}`);
  }
  return { ...session, hands };
}

/** `hand` checked at place `index` of `session` (appended by default), as the hand form checks it for the preview. */
export function checkedHandAt(session: Session, hand: Hand, index = session.hands.length, rules?: RuleSet): ValidHand {
  return checkedSession({ ...session, hands: [...session.hands.slice(0, index), hand] }, rules).hands[index]!;
}

/** A table's result checked against `t` (round and table 1-based), as the tournament stores one; throws with the engine's lines. */
export function checkedTableResult(t: TournamentFile, round: number, table: number, result: TableResult<Hand>): TableResult {
  const checked = validateTableResult(t, round, table, result);
  if (!checked.ok) throw new Error(`test result: the engine refuses it:\n${checked.error.map(tournamentErrorLine).join('\n')}`);
  return checked.value;
}

/**
 * UNSAFE: `hand` typed as checked without checking it. Only for the tests of the settlement's
 * door (`checkedHand`), which must refuse what validation would never let through.
 */
export function unsafeUncheckedHand(hand: Hand): ValidHand {
  return hand as ValidHand;
}

/**
 * UNSAFE: `session` typed as checked without checking it. Only for the tests that prove the
 * settlement refuses a hand validation would never let through (`UncheckedHandError`), and for
 * the algebraic properties that settle a valid hand changed beyond what validation admits
 * (a Besserrufer stripped of its bird, a Kontra above the highest level).
 */
export function unsafeUncheckedSession(session: Session<Hand>): CheckedSession {
  return session as CheckedSession;
}
