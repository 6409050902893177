/**
 * The context between two hands of a settlement and the trail that keeps it after every hand:
 * the dealer, the Pagatkassa's state and the double rounds', packed into one number per hand
 * so that `resettleFrom` and the explanations of `settle-session.ts` start again from any hand.
 */
import type { CheckedSession, Seat } from '../model';
import { NO_STACK, type RoundsContext } from './double-rounds';
import { needsFillAtStart, type KassaContext } from './pagatkassa';
import { normalizeDealer } from '../table';

/**
 * The context between two hands: what the next hand starts from — the dealer, the
 * Pagatkassa's state (pagatkassa.ts) and the double rounds' (double-rounds.ts).
 * NOTE mutated in place while settling.
 */
export interface Context extends KassaContext, RoundsContext {
  /** Who deals the next hand of the rotation. */
  dealer: Seat;
}

/**
 * The contexts after each hand, packed into one number per hand:
 * dealer + 8·needsFill + 16·lastBegun + 32·lastLeft + 256·queued (stack rounds aside).
 */
export class Trail {
  packed: Float64Array;
  stacks: (readonly number[] | undefined)[];
  constructor(capacity: number) {
    this.packed = new Float64Array(Math.max(1, capacity));
    this.stacks = [];
  }

  store(i: number, c: Context): void {
    this.packed[i] = c.dealer + (c.needsFill ? 8 : 0) + (c.lastBegun ? 16 : 0) + 32 * c.lastLeft + 256 * c.queued;
    if (c.stack.length || this.stacks.length > i) this.stacks[i] = c.stack.length ? c.stack : undefined;
  }

  load(i: number, into: Context): void {
    const x = this.packed[i]!;
    const low = x % 256 | 0;
    into.dealer = low & 7;
    into.needsFill = (low & 8) !== 0;
    into.lastBegun = (low & 16) !== 0;
    into.lastLeft = low >> 5;
    const queued = (x - low) / 256;
    into.queued = queued < 0x40000000 ? queued | 0 : queued;
    into.stack = this.stacks[i] ?? NO_STACK;
  }

  /** A copy of the first `length` entries with room for `capacity`. */
  prefix(length: number, capacity: number): Trail {
    const t = new Trail(capacity);
    t.packed.set(this.packed.subarray(0, length));
    t.stacks = this.stacks.slice(0, length);
    return t;
  }
}

/** The context before the first hand of the session. */
export function initialContext(session: CheckedSession): Context {
  const n = session.players.length;
  // §6: a pot carried over from an earlier evening is not refilled in the first hand (onEmpty).
  return { dealer: normalizeDealer(session.firstDealer ?? 0, n), needsFill: needsFillAtStart(session), queued: 0, stack: NO_STACK, lastBegun: false, lastLeft: 0 };
}
