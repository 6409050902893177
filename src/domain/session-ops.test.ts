import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Session } from './model';
import { MAX_HANDS_PER_SESSION, MAX_NOTE_LENGTH } from './limits';
import { applySessionOp, sameJson, type SessionOp } from './session-ops';
import { parseSession } from './validation/validate-session';
import { arbitrarySession } from '@/testing/domain';
import { ruferWon } from '@/testing/domain/hands';
import { makeSession } from '@/testing/domain/session';

function apply(session: Session, op: SessionOp) {
  const result = applySessionOp(session, op);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('operations on the stored evening', () => {
  // Dealer 0 deals hand 0 (Vorhand Bernd), dealer 1 hand 1 (Vorhand Clara), …
  const base = makeSession({ hands: [ruferWon(1, 0), ruferWon(2, 0), ruferWon(3, 0)] });

  it('append lands after every hand stored by now, also hands another tab added', () => {
    const otherTab = apply(base, { kind: 'appendHand', hand: ruferWon(0, 1) }).next;
    const mine = apply(otherTab, { kind: 'appendHand', hand: ruferWon(1, 2) });
    expect(mine.next.hands).toEqual([...base.hands, ruferWon(0, 1), ruferWon(1, 2)]);
    expect(mine.index).toBe(4);
  });

  it('replacing a hand that changed in the meantime is refused, not overwritten', () => {
    const otherTab = apply(base, { kind: 'replaceHand', index: 1, expected: ruferWon(2, 0), hand: { ...ruferWon(2, 0), note: 'B' } }).next;
    const stale = applySessionOp(otherTab, { kind: 'replaceHand', index: 1, expected: ruferWon(2, 0), hand: ruferWon(2, 3) });
    expect(stale.ok).toBe(false);
    if (!stale.ok) expect(stale.errors[0]).toMatchObject({ code: 'ERR_CHANGED_ELSEWHERE', hand: 1 });
  });

  it('deleting (or striking) a hand that moved is refused: the other tab\'s hand stays', () => {
    const otherTab = apply(base, { kind: 'deleteHand', index: 0, expected: ruferWon(1, 0) }).next;
    const stale = applySessionOp(otherTab, { kind: 'deleteHand', index: 2, expected: ruferWon(3, 0) });
    expect(stale.ok).toBe(false);
    const strike = applySessionOp(otherTab, { kind: 'replaceHand', index: 1, expected: ruferWon(2, 0), hand: { ...ruferWon(2, 0), void: true } });
    expect(strike.ok).toBe(false);
  });

  it('undo of an added hand removes that hand only, after another tab added two more', () => {
    const mine = apply(base, { kind: 'appendHand', hand: ruferWon(0, 1) });
    let other = apply(mine.next, { kind: 'appendHand', hand: ruferWon(1, 2) }).next;
    other = apply(other, { kind: 'appendHand', hand: ruferWon(2, 3) }).next;
    const undone = apply(other, mine.inverse).next;
    expect(undone.hands.slice(0, 3)).toEqual(base.hands);
    // The other tab's hands stay; the first of them keeps the dealer it was dealt by.
    expect(undone.hands.slice(3)).toEqual([{ ...ruferWon(1, 2), dealer: 0 }, ruferWon(2, 3)]);
    expect(parseSession(undone).ok).toBe(true);
  });

  it('undo of a delete puts the hand back, un-pins the next hand and restores the last round', () => {
    const session = makeSession({ hands: [ruferWon(1, 0), ruferWon(2, 0), ruferWon(3, 0)], lastRoundFrom: 2 });
    const deleted = apply(session, { kind: 'deleteHand', index: 0, expected: ruferWon(1, 0) });
    expect(deleted.next.hands[0]).toEqual({ ...ruferWon(2, 0), dealer: 1 });
    expect(deleted.next.lastRoundFrom).toBe(1);
    expect(apply(deleted.next, deleted.inverse).next).toEqual(session);
  });

  it('the last round is set on the next hand as stored and removed again by its inverse', () => {
    const set = apply(base, { kind: 'setLastRoundFrom', expected: undefined, value: 'next' });
    expect(set.next.lastRoundFrom).toBe(3);
    expect(apply(set.next, set.inverse).next).toEqual(base);
    expect(applySessionOp(set.next, { kind: 'setLastRoundFrom', expected: undefined, value: 1 }).ok).toBe(false);
  });

  it('property: every operation followed by its inverse gives back the evening', () => {
    fc.assert(
      fc.property(arbitrarySession('hausregeln', { maxHands: 8, playerCount: 4 }), fc.nat(), fc.nat(3), (session, pick, kind) => {
        if (session.hands.length === 0) return;
        const index = pick % session.hands.length;
        const hand = session.hands[index]!;
        const ops: SessionOp[] = [
          { kind: 'deleteHand', index, expected: hand },
          { kind: 'replaceHand', index, expected: hand, hand: { ...hand, note: 'x' } },
          { kind: 'appendHand', hand: { ...hand, note: 'y' } },
          { kind: 'setLastRoundFrom', expected: session.lastRoundFrom, value: session.lastRoundFrom === undefined ? index : undefined },
        ];
        const op = ops[kind]!;
        const done = apply(session, op);
        const undone = apply(done.next, done.inverse).next;
        expect(sameJson(undone, session)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('changing the evening itself', () => {
  const base = makeSession({ hands: [ruferWon(1, 0)], name: 'Freitag', stakeCents: 10 });

  it('sets and removes fields; its inverse gives back the evening', () => {
    const done = apply(base, { kind: 'setSessionFields', expected: { stakeCents: 10, name: 'Freitag' }, fields: { stakeCents: 20, name: undefined } });
    expect(done.next.stakeCents).toBe(20);
    expect('name' in done.next).toBe(false);
    expect(done.next.hands).toEqual(base.hands);
    expect(apply(done.next, done.inverse).next).toEqual(base);
  });

  it('is refused when a field changed elsewhere meanwhile, and never touches the hands', () => {
    const otherTab = apply(base, { kind: 'setSessionFields', expected: { stakeCents: 10 }, fields: { stakeCents: 50 } }).next;
    const stale = applySessionOp(otherTab, { kind: 'setSessionFields', expected: { stakeCents: 10 }, fields: { stakeCents: 20 } });
    expect(stale.ok ? null : stale.errors[0]).toMatchObject({ code: 'ERR_CHANGED_ELSEWHERE', field: 'stakeCents' });
    const hands = applySessionOp(base, { kind: 'setSessionFields', expected: {}, fields: { hands: [] } as never });
    expect(hands.ok).toBe(false);
  });
});

describe('limits', () => {
  it('an evening holds at most 2,000 hands; a note at most 500 characters', () => {
    const full = makeSession({ hands: Array.from({ length: MAX_HANDS_PER_SESSION }, () => ruferWon(1, 0)) });
    const refused = applySessionOp(full, { kind: 'appendHand', hand: ruferWon(1, 0) });
    expect(refused.ok ? null : refused.errors[0]?.code).toBe('ERR_TOO_MANY_HANDS');
    const base = makeSession({ hands: [ruferWon(1, 0)] });
    const long = applySessionOp(base, { kind: 'appendHand', hand: { ...ruferWon(2, 0), note: 'x'.repeat(MAX_NOTE_LENGTH + 1) } });
    expect(long.ok ? null : long.errors[0]).toMatchObject({ code: 'ERR_NOTE_TOO_LONG', field: 'note', hand: 1 });
    const edit = applySessionOp(base, { kind: 'replaceHand', index: 0, expected: ruferWon(1, 0), hand: { ...ruferWon(1, 0), note: 'x'.repeat(MAX_NOTE_LENGTH + 1) } });
    expect(edit.ok).toBe(false);
    expect(applySessionOp(base, { kind: 'appendHand', hand: { ...ruferWon(2, 0), note: 'x'.repeat(MAX_NOTE_LENGTH) } }).ok).toBe(true);
  });
});

describe('sameJson', () => {
  it('compares JSON values by content, ignoring key order and undefined fields', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
