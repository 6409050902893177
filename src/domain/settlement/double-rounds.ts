/**
 * Double-stake rounds (rules.md §8): which hands a round doubles, the triggers that
 * start new rounds (`queue`, `stack`, or none while one runs), the last round, and
 * `pending`. The hand loop (`settle-session.ts`) calls `enterHand` when a dealt hand
 * takes its place in the rotation, `countTriggers` after it is settled and
 * `startRounds` with what it triggered; `pendingOf` and `peekMultiplier` read the
 * state between hands.
 */
import type { DoubleTrigger, ExplanationLine, Hand } from '../model';
import type { RuleSet } from '../rules/rule-set';
import { pushLine } from './lines';

/** The double rounds' part of the context between two hands. */
export interface RoundsContext {
  /** queue / none: hands left in queued double rounds. */
  queued: number;
  /** stack: hands left in each overlapping double round. Replaced, never mutated. */
  stack: readonly number[];
  /** The last round (session.lastRoundFrom) has begun; `lastLeft` of its hands remain. */
  lastBegun: boolean;
  lastLeft: number;
}

export const NO_STACK: readonly number[] = Object.freeze([]);

/** What the double rounds read of a settlement run. */
export interface RoundsRun {
  n: number;
  rules: RuleSet;
  /** Index of the last round's first hand, when double rounds are on. */
  lastRoundFrom: number | undefined;
  trigTrischaken: boolean;
  trigMondfang: boolean;
  trigFensterbankerl: boolean;
}

/** The run's double-round settings, read once from the rules and the session. */
export function roundsSettings(rules: RuleSet, lastRoundFrom: number | undefined): Pick<RoundsRun, 'lastRoundFrom' | 'trigTrischaken' | 'trigMondfang' | 'trigFensterbankerl'> {
  const dr = rules.doubleRounds;
  const triggers = dr?.triggers ?? [];
  const has = (t: DoubleTrigger): boolean => triggers.includes(t);
  return {
    lastRoundFrom: dr && typeof lastRoundFrom === 'number' ? lastRoundFrom : undefined,
    trigTrischaken: has('trischaken'),
    trigMondfang: has('mondfang'),
    trigFensterbankerl: has('fensterbankerl'),
  };
}

/**
 * The places still to come that a double round covers, each counted once however
 * many rounds overlap it. Every round runs from the next hand on, so the places
 * covered are as many as the longest of them: queued rounds (consecutive), each
 * stacked round, and the rest of the last round once it has begun.
 */
export function pendingOf(ctx: RoundsContext): number {
  let p = ctx.queued;
  for (let i = 0; i < ctx.stack.length; i++) if (ctx.stack[i]! > p) p = ctx.stack[i]!;
  if (ctx.lastBegun && ctx.lastLeft > p) p = ctx.lastLeft;
  return p;
}

/** The double-stake factor the hand at `index` would get from the rounds alone. */
export function peekMultiplier(r: RoundsRun, ctx: RoundsContext, index: number): number {
  const dr = r.rules.doubleRounds;
  if (!dr) return 1;
  const inLast = ctx.lastBegun ? ctx.lastLeft > 0 : r.lastRoundFrom !== undefined && index >= r.lastRoundFrom;
  if (dr.stacking === 'stack') return 2 ** (ctx.stack.length + (inLast ? 1 : 0));
  return ctx.queued > 0 || inLast ? 2 : 1;
}

export type MultiplierReason = 'round' | 'last' | 'forced' | 'suppressed' | 'none';

/** A dealt hand's place in the rounds: its factor, whether a trigger round covers it, and why. */
export interface Entered {
  multiplier: number;
  inTriggerRound: boolean;
  reason: MultiplierReason;
}

/** A dealt hand takes its place: every hand of the rotation uses up a place of each round covering it (mutates `ctx`). */
export function enterHand(r: RoundsRun, ctx: RoundsContext, hand: Hand, index: number): Entered {
  const dr = r.rules.doubleRounds;
  let m = 1;
  let inTriggerRound = false;
  let reason: MultiplierReason = 'none';
  if (dr) {
    let inLast = false;
    if (!ctx.lastBegun && r.lastRoundFrom !== undefined && index >= r.lastRoundFrom) {
      ctx.lastBegun = true;
      ctx.lastLeft = r.n;
    }
    if (ctx.lastBegun && ctx.lastLeft > 0) {
      inLast = true;
      ctx.lastLeft--;
    }
    if (dr.stacking === 'stack') {
      const k = ctx.stack.length;
      inTriggerRound = k > 0;
      if (k > 0) ctx.stack = ctx.stack.map((x) => x - 1).filter((x) => x > 0);
      m = (1 << (k + (inLast ? 1 : 0))) | 0;
    } else {
      inTriggerRound = ctx.queued > 0;
      if (inTriggerRound) ctx.queued--;
      m = inTriggerRound || inLast ? 2 : 1;
    }
    if (m > 1) reason = inTriggerRound ? 'round' : 'last';
  }
  if (hand.doubleStake === true) {
    if (m === 1) reason = 'forced';
    m = Math.max(m, 2);
  } else if (hand.doubleStake === false) {
    if (m > 1) reason = 'suppressed';
    m = 1;
  }
  return { multiplier: m, inTriggerRound, reason };
}

/**
 * The triggers a settled hand sets off: Trischaken, a made Mondfang (not on a Renonce or a
 * conceded hand), a Fensterbankerl (a hand settled by the rules where nobody pays).
 */
export function countTriggers(r: RoundsRun, hand: Hand, byRules: boolean, positive: boolean, calc: { allZero(): boolean }, lines: ExplanationLine[] | null): number {
  let triggers = 0;
  if (hand.game === 'trischaken' && r.trigTrischaken) {
    triggers++;
    pushLine(lines, 'trigger', { trigger: 'trischaken' });
  }
  if (byRules && positive && r.trigMondfang && hand.praemien && !hand.conceded) {
    for (const p of hand.praemien) {
      if (p.id === 'mondfang' && p.made) {
        triggers++;
        pushLine(lines, 'trigger', { trigger: 'mondfang' });
      }
    }
  }
  if (byRules && r.trigFensterbankerl && calc.allZero()) {
    triggers++;
    pushLine(lines, 'trigger', { trigger: 'fensterbankerl' });
  }
  return triggers;
}

/** New double rounds: a trigger doubles the next full round; two triggers queue (or stack) two; `none` starts none while one is pending or running. */
export function startRounds(r: RoundsRun, ctx: RoundsContext, triggers: number, inTriggerRound: boolean): void {
  const dr = r.rules.doubleRounds;
  if (!dr || triggers === 0) return;
  if (dr.stacking === 'stack') {
    const st = ctx.stack.slice();
    for (let t = 0; t < triggers; t++) st.push(r.n);
    ctx.stack = st;
  } else if (dr.stacking === 'queue') {
    ctx.queued += triggers * r.n;
  } else if (!inTriggerRound && ctx.queued === 0) {
    ctx.queued = r.n;
  }
}
