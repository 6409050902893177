import { describe, expect, it } from 'vitest';
import { makeSession } from '@/testing/domain';
import { followFirstDealer } from './dealer-correction';
import { applySessionOp } from './session-ops';
import { parseSession } from './validation/validate-session';

describe('correcting the first dealer: the Vorhand games\' declarers follow the new Vorhand', () => {
  // Anna (0) was entered as first dealer, so Bernd (1) was Vorhand and "declared" the Rufer.
  const session = makeSession({
    hands: [
      { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
      { game: 'dreier', declarer: 0, result: 'won' },
      { game: 'trischaken', declarer: 3, trischaken: { points: ['30/0', '20/0', '15/0', '5/0'] } },
      { game: 'rufer', declarer: 0, partner: 2, result: 'lost', dealer: 3 },
    ],
  });

  it('with Bernd as first dealer, Clara is Vorhand of hand 1 and Anna of hand 3; a pinned dealer stays', () => {
    const { hands, moved } = followFirstDealer(session, 1);
    expect(moved).toEqual([{ index: 0, from: 1, to: 2 }, { index: 2, from: 3, to: 0 }]);
    expect(hands[0]).toEqual({ game: 'rufer', declarer: 2, partner: 3, result: 'won' });
    // A Dreier is not a Vorhand game: its declarer is who said it.
    expect(hands[1]).toBe(session.hands[1]);
    expect(hands[2]).toMatchObject({ declarer: 0 });
    expect(hands[3]).toBe(session.hands[3]);
    expect(parseSession({ ...session, firstDealer: 1, hands }).ok).toBe(true);
    expect(parseSession({ ...session, firstDealer: 1 }).ok).toBe(false);
  });

  it('nothing moves when the first dealer stays', () => {
    expect(followFirstDealer(session, 0).moved).toEqual([]);
  });

  it('the evening change carries the moved hands and undoes them with the dealer', () => {
    const { hands, moved } = followFirstDealer(session, 1);
    const changes = moved.map((m) => ({ index: m.index, expected: session.hands[m.index]!, hand: hands[m.index]! }));
    const done = applySessionOp(session, { kind: 'setSessionFields', expected: { firstDealer: 0 }, fields: { firstDealer: 1 }, hands: changes });
    if (!done.ok) throw new Error('refused');
    expect(done.next.firstDealer).toBe(1);
    expect(done.next.hands).toEqual(hands);
    const undone = applySessionOp(done.next, done.inverse);
    expect(undone.ok && undone.next).toEqual(session);
    // A hand changed elsewhere meanwhile: the whole change is refused.
    const stale = applySessionOp({ ...session, hands: [session.hands[1]!, ...session.hands.slice(1)] }, { kind: 'setSessionFields', expected: { firstDealer: 0 }, fields: { firstDealer: 1 }, hands: changes });
    expect(stale.ok).toBe(false);
  });
});
