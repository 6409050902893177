// @vitest-environment node
/**
 * The live preview re-settles only the edited hand: with the evening's settlement at
 * hand, `previewHand` starts from the context kept after the hand before it instead of
 * settling the whole evening on every tap. Counted by the positive games settled.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hand } from '../model';
import type * as Positive from './positive';
import { previewHand, settleSession } from './settle-session';
import { ruferWon } from '@/testing/domain/hands';
import { makeSession } from '@/testing/domain/session';
import { hausregelnAll } from '@/testing/domain/settlement-test-kit';

const settled = vi.hoisted(() => ({ positive: 0 }));
vi.mock('./positive', async (importOriginal) => {
  const original = await importOriginal<typeof Positive>();
  return {
    ...original,
    settlePositive: (...args: Parameters<typeof original.settlePositive>) => {
      settled.positive++;
      return original.settlePositive(...args);
    },
  };
});

describe('previewHand settles only the hand being entered', () => {
  const hands: Hand[] = Array.from({ length: 40 }, (_, i) => ruferWon(i % 4, (i + 1) % 4));
  const session = makeSession({ hands });
  const rules = hausregelnAll();
  let full: ReturnType<typeof settleSession>;

  beforeEach(() => {
    full = settleSession(session, rules);
    settled.positive = 0;
  });

  it('a new hand at the end: one hand settled, not 41', () => {
    const next = ruferWon(0, 2);
    const fast = previewHand(session, rules, next, 40, full);
    expect(settled.positive).toBe(1);
    settled.positive = 0;
    const slow = previewHand(session, rules, next, 40);
    expect(settled.positive).toBe(41);
    expect(fast).toEqual(slow);
  });

  it('an edited hand in the middle: one hand settled, the same row as settling everything before it', () => {
    const edited = ruferWon(2, 3);
    const fast = previewHand(session, rules, edited, 17, full);
    expect(settled.positive).toBe(1);
    expect(fast).toEqual(previewHand(session, rules, edited, 17));
  });

  it('a settlement of another evening (other hand count) is not trusted: it settles from the start', () => {
    const shorter = settleSession({ ...session, hands: hands.slice(0, 10) }, rules);
    settled.positive = 0;
    previewHand(session, rules, ruferWon(0, 2), 40, shorter);
    expect(settled.positive).toBe(41);
  });
});
