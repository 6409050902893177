/**
 * Changes to an evening as operations on the session, not as whole new
 * sessions: "append this hand", "replace hand 7 (which I saw as X) by Y",
 * "delete hand 3 (which I saw as Z)". An operation is applied to the session
 * as it is stored at that moment, so two tabs (or windows) writing the same
 * evening never overwrite each other's hands: a hand the operation names by
 * index must still be the hand the user saw, else the operation is refused
 * with ERR_CHANGED_ELSEWHERE instead of touching someone else's hand.
 *
 * Every applied operation returns its inverse, which undoes exactly this
 * change and nothing else — also after other hands were added meanwhile.
 * New and changed hands stay within the app's limits (limits.ts); an undo
 * (insertHand) may always put back what was there.
 */
import { MAX_HANDS_PER_SESSION, MAX_NOTE_LENGTH } from './limits';
import type { EngineError, Hand, Session } from './model';
import { dealerSequence } from './validation/validate-session';

/** The codes an operation refuses with beyond the checks of the evening itself (ERROR_CODES). */
export const SESSION_OP_ERROR_CODES = {
  ERR_CHANGED_ELSEWHERE: 'the named hand is no longer the hand the user saw (changed in another tab)',
  ERR_HAND_INDEX: 'there is no hand at this index',
  ERR_TOO_MANY_HANDS: 'the evening already holds the most hands the app allows',
  ERR_NOTE_TOO_LONG: 'a note longer than the app allows',
} as const;

export type SessionOpErrorCode = keyof typeof SESSION_OP_ERROR_CODES;

export type SessionOp =
  /** Appends a hand at the end of the stored evening (wherever that is now). */
  | { kind: 'appendHand'; hand: Hand }
  /**
   * Puts a hand back at `index` (the inverse of a delete). `lastRoundShift`: the
   * last round's first hand moves down by one again; `unpin`: the following hand
   * gets back the dealer field it had before the delete pinned it.
   */
  | { kind: 'insertHand'; index: number; hand: Hand; lastRoundShift?: boolean; unpin?: { index: number; pinned: Hand; original: Hand } }
  | { kind: 'replaceHand'; index: number; expected: Hand; hand: Hand }
  | { kind: 'deleteHand'; index: number; expected: Hand }
  /** `value: 'next'` starts the last round with the next hand to be played. */
  | { kind: 'setLastRoundFrom'; expected: number | undefined; value: number | undefined | 'next' }
  /**
   * Changes fields of the evening other than its hands (name, players, rules, stake, first
   * dealer, …): `expected` holds each field as the user saw it (undefined = absent), and the
   * change is refused when one of them was changed elsewhere in the meantime. `undefined` in
   * `fields` removes the field.
   */
  | {
      kind: 'setSessionFields';
      expected: SessionFields;
      fields: SessionFields;
      /** Hands changed together with the fields (a corrected first dealer moving Vorhand declarers), each as seen. */
      hands?: { index: number; expected: Hand; hand: Hand }[];
    };

/** The fields of an evening that `setSessionFields` may change (all but format, version and hands). */
export type SessionFields = Partial<Omit<Session, 'format' | 'version' | 'hands'>>;

const FIELD_KEYS = new Set(['name', 'date', 'players', 'rules', 'stakeCents', 'firstDealer', 'lastRoundFrom', 'kassaStart', 'tournament']);

export type OpResult =
  | {
      ok: true;
      next: Session;
      /** Undoes exactly this change. */
      inverse: SessionOp;
      /** The hand the change concerned (after it), when it concerned one. */
      index?: number;
      /** First hand whose settlement may differ. */
      fromIndex: number;
    }
  | { ok: false; errors: EngineError[] };

/** Structural equality of two JSON values (hands are plain JSON). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function changedElsewhere(index: number | null, field = 'file'): OpResult {
  return {
    ok: false,
    errors: [{
      code: 'ERR_CHANGED_ELSEWHERE',
      hand: index,
      field,
      message: index === null ? 'the evening was changed in the meantime' : `hand ${index} was changed or moved in the meantime`,
      ...(index === null ? {} : { params: { index } }),
    }],
  };
}

function noHand(index: number): OpResult {
  return { ok: false, errors: [{ code: 'ERR_HAND_INDEX', hand: index, field: 'file', message: `there is no hand ${index}`, params: { index } }] };
}

function tooMany(session: Session): OpResult {
  return {
    ok: false,
    errors: [{
      code: 'ERR_TOO_MANY_HANDS', hand: session.hands.length, field: 'file',
      message: `an evening holds at most ${MAX_HANDS_PER_SESSION} hands`, params: { max: MAX_HANDS_PER_SESSION },
    }],
  };
}

/** A new or changed hand within the app's limits (limits.ts), or why not. */
function limitProblem(session: Session, index: number, hand: Hand, adding: boolean): OpResult | null {
  if (adding && session.hands.length >= MAX_HANDS_PER_SESSION) return tooMany(session);
  if (typeof hand.note === 'string' && hand.note.length > MAX_NOTE_LENGTH) {
    return {
      ok: false,
      errors: [{
        code: 'ERR_NOTE_TOO_LONG', hand: index, field: 'note',
        message: `must be at most ${MAX_NOTE_LENGTH} characters`, params: { max: MAX_NOTE_LENGTH },
      }],
    };
  }
  return null;
}

function isIndex(session: Session, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < session.hands.length;
}

/** The hand the operation names must still be at its index, unchanged. */
function expectHand(session: Session, index: number, expected: Hand): OpResult | null {
  if (!isIndex(session, index)) return index >= session.hands.length ? changedElsewhere(index) : noHand(index);
  return sameJson(session.hands[index], expected) ? null : changedElsewhere(index);
}

/** Applies one operation to the session as stored now. Pure; validation of the result is the caller's. */
export function applySessionOp(session: Session, op: SessionOp): OpResult {
  switch (op.kind) {
    case 'appendHand': {
      const at = session.hands.length;
      const limit = limitProblem(session, at, op.hand, true);
      if (limit) return limit;
      return {
        ok: true,
        next: { ...session, hands: [...session.hands, op.hand] },
        inverse: { kind: 'deleteHand', index: at, expected: op.hand },
        index: at,
        fromIndex: at,
      };
    }
    case 'insertHand': {
      if (!Number.isInteger(op.index) || op.index < 0 || op.index > session.hands.length) return changedElsewhere(op.index);
      const hands = session.hands.slice();
      hands.splice(op.index, 0, op.hand);
      if (op.unpin && sameJson(hands[op.unpin.index], op.unpin.pinned)) hands[op.unpin.index] = op.unpin.original;
      let next: Session = { ...session, hands };
      if (op.lastRoundShift && next.lastRoundFrom !== undefined) next = { ...next, lastRoundFrom: next.lastRoundFrom + 1 };
      return { ok: true, next, inverse: { kind: 'deleteHand', index: op.index, expected: op.hand }, index: op.index, fromIndex: op.index };
    }
    case 'replaceHand': {
      const problem = expectHand(session, op.index, op.expected) ?? limitProblem(session, op.index, op.hand, false);
      if (problem) return problem;
      const hands = session.hands.slice();
      hands[op.index] = op.hand;
      return {
        ok: true,
        next: { ...session, hands },
        inverse: { kind: 'replaceHand', index: op.index, expected: op.hand, hand: op.expected },
        index: op.index,
        fromIndex: op.index,
      };
    }
    case 'deleteHand': {
      const problem = expectHand(session, op.index, op.expected);
      if (problem) return problem;
      const index = op.index;
      const dealers = dealerSequence(session.hands, session.players.length, session.firstDealer ?? 0);
      const hands = session.hands.filter((_, i) => i !== index);
      // The later hands were dealt by the players recorded for them: pin the next dealt
      // hand's dealer so the rotation after a deleted hand does not shift.
      const nextDealt = hands.findIndex((h, i) => i >= index && !h.dissolveKassa);
      const follower = nextDealt === -1 ? undefined : hands[nextDealt];
      const followerDealer = nextDealt === -1 ? undefined : dealers[nextDealt + 1];
      let unpin: { index: number; pinned: Hand; original: Hand } | undefined;
      if (follower !== undefined && follower.dealer === undefined && followerDealer !== undefined) {
        const pinned = { ...follower, dealer: followerDealer };
        hands[nextDealt] = pinned;
        unpin = { index: nextDealt + 1, pinned, original: follower };
      }
      let next: Session = { ...session, hands };
      // The last round keeps its first hand: hands after the deleted one move up by one.
      const lastRoundShift = next.lastRoundFrom !== undefined && next.lastRoundFrom > index;
      if (lastRoundShift) next = { ...next, lastRoundFrom: next.lastRoundFrom! - 1 };
      return {
        ok: true,
        next,
        inverse: { kind: 'insertHand', index, hand: op.expected, ...(lastRoundShift ? { lastRoundShift } : {}), ...(unpin ? { unpin } : {}) },
        index,
        fromIndex: index,
      };
    }
    case 'setSessionFields': {
      const keys = Object.keys(op.fields);
      const bad = keys.find((k) => !FIELD_KEYS.has(k));
      if (bad !== undefined) {
        return { ok: false, errors: [{ code: 'ERR_UNKNOWN_KEY', hand: null, field: bad, message: 'is not a field an evening change may set' }] };
      }
      const current = session as unknown as Record<string, unknown>;
      for (const key of keys) {
        const seen = (op.expected as Record<string, unknown>)[key];
        if (!sameJson(current[key], seen)) return changedElsewhere(null, key);
      }
      for (const change of op.hands ?? []) {
        const problem = expectHand(session, change.index, change.expected);
        if (problem) return problem;
      }
      const next: Record<string, unknown> = { ...session };
      const before: Record<string, unknown> = {};
      for (const key of keys) {
        before[key] = current[key];
        const value = (op.fields as Record<string, unknown>)[key];
        if (value === undefined) delete next[key];
        else next[key] = value;
      }
      if (op.hands && op.hands.length > 0) {
        const hands = session.hands.slice();
        for (const change of op.hands) hands[change.index] = change.hand;
        next.hands = hands;
      }
      const undoHands = op.hands?.map((c) => ({ index: c.index, expected: c.hand, hand: c.expected }));
      return {
        ok: true,
        next: next as unknown as Session,
        inverse: { kind: 'setSessionFields', expected: op.fields, fields: before as SessionFields, ...(undoHands && undoHands.length > 0 ? { hands: undoHands } : {}) },
        fromIndex: 0,
      };
    }
    case 'setLastRoundFrom': {
      if (session.lastRoundFrom !== op.expected) return changedElsewhere(null, 'lastRoundFrom');
      const value = op.value === 'next' ? session.hands.length : op.value;
      let next: Session;
      if (value === undefined) {
        const { lastRoundFrom: _removed, ...rest } = session;
        next = rest;
      } else {
        next = { ...session, lastRoundFrom: value };
      }
      const end = session.hands.length;
      return {
        ok: true,
        next,
        inverse: { kind: 'setLastRoundFrom', expected: value, value: op.expected },
        fromIndex: Math.min(session.lastRoundFrom ?? end, value ?? end),
      };
    }
  }
}
