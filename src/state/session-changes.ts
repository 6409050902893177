/**
 * What each action on the open evening asks the repository to do: the operation
 * (`domain/session-ops`) built from the evening as this tab holds it, with its undo label, or
 * the refusal when the action cannot apply (no such hand, a hand the engine refuses). The
 * repository then applies the operation to the evening as stored (`session-store.ts`). Also
 * how two versions of an evening compare, so the store re-settles only from the first hand
 * that differs.
 */
import { checkHand, resettleFrom, settleSession, type CheckedSession, type EngineError, type Hand, type RuleSet, type Session, type Settlement } from '@/domain/index';
import { sameJson, type SessionFields, type SessionOp } from '@/domain/session-ops';
import type { ChangeLabel, UndoEntry } from '@/persistence/repositories/sessions-repository';
import { doneNothing, refused, type StoreResult } from './result';

/** What a change to the open evening answers: done (nothing to hand back), or refused with the engine's errors. */
export type MutationResult = StoreResult<null, EngineError>;

/** An operation to apply to the stored evening, with the label its undo entry shows. */
export interface Change {
  op: SessionOp;
  label: ChangeLabel;
}

/** The evening as this tab holds it: checked, its rules resolved and settled. */
export interface OpenEvening {
  session: CheckedSession;
  rules: RuleSet;
  settlement: Settlement;
}

export function noSession(): MutationResult {
  return refused({ code: 'ERR_NO_SESSION', hand: null, field: 'file', message: 'no session is open' });
}

function badIndex(index: number, field = 'file'): MutationResult {
  return refused({ code: 'ERR_HAND_INDEX', hand: index, field, message: `there is no hand ${index}`, params: { index } });
}

function isHandIndex(session: Session, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < session.hands.length;
}

/** The effective dealer of the hand at `index` (an appended hand: the next dealer). */
function dealerAt(settlement: Settlement, hand: Hand, index: number): number {
  if (typeof hand.dealer === 'number') return hand.dealer;
  const settled = settlement.hands[index];
  return settled ? settled.dealer : settlement.nextDealer;
}

function withoutKey<T extends object, K extends keyof T>(obj: T, key: K): Omit<T, K> {
  const copy = { ...obj };
  delete copy[key];
  return copy;
}

/** Saves a hand: appended (`index` undefined, or `label` 'appendHand' for a bookkeeping row) or replacing the hand at `index`, checked by the engine first. */
export function saveHandChange({ session, rules, settlement }: OpenEvening, hand: Hand, index?: number, expected?: Hand, appendLabel: ChangeLabel = 'addHand'): Change | MutationResult {
  const appending = index === undefined;
  if (!appending && !isHandIndex(session, index)) return badIndex(index);
  const at = appending ? session.hands.length : index;
  const { errors, hand: checked } = checkHand(hand, at, { rules, playerCount: session.players.length, dealer: dealerAt(settlement, hand, at) });
  if (checked === null) return { ok: false, errors };
  return appending
    ? { op: { kind: 'appendHand', hand: checked }, label: appendLabel }
    : { op: { kind: 'replaceHand', index: at, expected: expected ?? session.hands[at]!, hand: checked }, label: 'editHand' };
}

export function deleteHandChange({ session }: OpenEvening, index: number): Change | MutationResult {
  if (!isHandIndex(session, index)) return badIndex(index);
  return { op: { kind: 'deleteHand', index, expected: session.hands[index]! }, label: 'deleteHand' };
}

/** Strikes a hand (`strike` true) or takes the strike back; nothing to do when it already is so. */
export function voidHandChange({ session }: OpenEvening, index: number, strike: boolean): Change | MutationResult {
  const hand = isHandIndex(session, index) ? session.hands[index] : undefined;
  if (hand === undefined) return badIndex(index);
  if (Boolean(hand.void) === strike) return doneNothing();
  return strike
    ? { op: { kind: 'replaceHand', index, expected: hand, hand: { ...hand, void: true } }, label: 'voidHand' }
    : { op: { kind: 'replaceHand', index, expected: hand, hand: withoutKey(hand, 'void') }, label: 'unvoidHand' };
}

export function lastRoundChange({ session }: OpenEvening, index: number | undefined): Change | MutationResult {
  if (index !== undefined && (!Number.isInteger(index) || index < 0 || index > session.hands.length)) {
    return badIndex(index, 'lastRoundFrom');
  }
  if (session.lastRoundFrom === index) return doneNothing();
  // "From the next hand" means the next hand of the evening as stored, even if another tab added one.
  const value = index === session.hands.length ? 'next' : index;
  return { op: { kind: 'setLastRoundFrom', expected: session.lastRoundFrom, value }, label: 'lastRound' };
}

/** Changes fields of the evening, each expected as `seen` shows it (default: as this tab holds it). */
export function sessionFieldsChange(
  { session }: OpenEvening,
  fields: SessionFields,
  seen?: SessionFields,
  hands?: { index: number; expected: Hand; hand: Hand }[],
): Change {
  const expected: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) {
    expected[key] = seen !== undefined && key in seen ? (seen as Record<string, unknown>)[key] : (session as unknown as Record<string, unknown>)[key];
  }
  const op: SessionOp = { kind: 'setSessionFields', expected: expected as SessionFields, fields, ...(hands && hands.length > 0 ? { hands } : {}) };
  return { op, label: 'editSession' };
}

// ---- versions of the evening ----

/** Settles the evening, from `fromIndex` on when an earlier settlement is at hand. */
export function settle(prev: Settlement | null, session: CheckedSession, rules: RuleSet, fromIndex: number): Settlement {
  if (prev !== null && fromIndex >= 0) {
    try {
      return resettleFrom(prev, session, rules, fromIndex);
    } catch {
      // The fast path is an optimisation; the full settlement is the reference.
    }
  }
  return settleSession(session, rules);
}

/** The first hand where two versions of an evening differ (their length when one extends the other). */
export function firstDifference(a: Session, b: Session): number {
  if (a.players.length !== b.players.length || !sameJson(a.rules, b.rules) || a.firstDealer !== b.firstDealer
    || a.lastRoundFrom !== b.lastRoundFrom || !sameJson(a.players, b.players)
    || a.stakeCents !== b.stakeCents || a.kassaStart !== b.kassaStart) return 0;
  const n = Math.min(a.hands.length, b.hands.length);
  for (let i = 0; i < n; i++) if (!sameJson(a.hands[i], b.hands[i])) return i;
  return n;
}

/** Two undo logs with the same entries in the same order (an entry never changes once logged). */
export function sameUndoLog(a: readonly UndoEntry[], b: readonly UndoEntry[]): boolean {
  return a.length === b.length && a.every((e, i) => e.id === b[i]!.id && e.at === b[i]!.at);
}
