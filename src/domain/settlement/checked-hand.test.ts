// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Hand } from '../model';
import { checkedHand, UncheckedHandError } from './checked-hand';
import { settleSession } from './settle-session';
import { makeSession } from '@/testing/domain/session';
import { hausregelnAll } from '@/testing/domain/settlement-test-kit';

describe('the settlement takes a hand narrowed to its kind', () => {
  it.each<[string, Hand]>([
    ['void', { game: 'rufer', declarer: 1, partner: 2, result: 'won', void: true }],
    ['manual', { manual: [1, -1, 0, 0] }],
    ['trischaken', { game: 'trischaken', trischaken: { points: ['20/0', '20/0', '20/0', '10/0'] } } as Hand],
    ['renonce', { game: 'trischaken', renonce: { by: 2 } }],
    ['renonce', { game: 'dreier', declarer: 0, renonce: { by: 2 } }],
    ['negative', { game: 'bettler', declarer: 3, result: 'lost' }],
    ['positive', { game: 'dreier', declarer: 0, result: 'won' }],
  ])('%s', (kind, hand) => {
    expect(checkedHand(hand, 0).kind).toBe(kind);
  });

  it('a game settled by its declarer without one is refused, never read as seat 0', () => {
    const noDeclarer: Hand = { game: 'dreier', result: 'won' };
    expect(() => checkedHand(noDeclarer, 4)).toThrow(UncheckedHandError);
    expect(() => settleSession(makeSession({ hands: [noDeclarer] }), hausregelnAll())).toThrow(/hand 0: a dreier without a declarer/);
    expect(() => checkedHand({ result: 'won' }, 0)).toThrow(/without a game/);
  });
});
