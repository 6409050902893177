/**
 * Shared helpers for the rulebook test suite (rulebook.*.test.ts): settling a rule set's
 * hands in a session of the one builder (`session.ts`), and exact views of a settled row. Every expected
 * number in the suite is computed by hand from rules.md; nothing here computes points.
 */
import { expect } from 'vitest';
import type { Hand, PresetId, Settlement, SettledHand } from '@/domain/model';
import type { Rational } from '@/domain/rational';
import type { RuleSet } from '@/domain/rules/rule-set';
import { PRESETS } from '@/domain/rules/presets';
import { settleSession } from '@/domain/settlement/settle-session';
import { makeSession, type SessionOptions } from './session';

/** A preset with some fields changed — how a custom rule set looks once resolved. */
export function rulesOf(preset: PresetId, changes: Partial<RuleSet> = {}): RuleSet {
  return { ...PRESETS[preset], ...changes };
}

/** The table of a rulebook case: 4 (default) or 5 players, first dealer, last round, stake. */
export type TableOptions = Pick<SessionOptions, 'firstDealer' | 'lastRoundFrom' | 'stakeCents'> & { players?: 4 | 5 };

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** One exact amount for comparison: a whole number as a number, a fraction as "n/d". */
export function exact(r: Rational): number | string {
  let { n, d } = r;
  if (d < 0) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d) || 1;
  n /= g;
  d /= g;
  if (n === 0) return 0;
  return d === 1 ? n : `${n}/${d}`;
}

/** A row of exact amounts: `[18, -6, -6, -6]`, `['-2/3', 2, '-2/3', '-2/3']`. */
export function pts(row: readonly Rational[]): (number | string)[] {
  return row.map(exact);
}

function isZeroSum(values: readonly Rational[]): boolean {
  // Exact: sum of n_i/d_i over a common denominator.
  let n = 0;
  let d = 1;
  for (const v of values) {
    n = n * v.d + v.n * d;
    d = d * v.d;
    const g = gcd(n, d) || 1;
    n /= g;
    d /= g;
  }
  return n === 0;
}

/**
 * rules.md §1/§2.1: every row (players + Pagatkassa) and every cash row sums to exactly
 * zero; the players' money sums to what the pot still holds, negated (zero without a pot).
 */
export function expectBalanced(s: Settlement, stakeCents = 10): void {
  for (const h of s.hands) {
    expect(isZeroSum([...h.deltas, h.kassa]), `hand ${h.index}: sheet row + kassa must sum to 0`).toBe(true);
    expect(isZeroSum(h.cash), `hand ${h.index}: cash row must sum to 0`).toBe(true);
  }
  const potCents = Math.round((s.kassa.n * stakeCents) / s.kassa.d);
  expect(s.moneyCents.reduce((a, b) => a + b, 0) + potCents).toBe(0);
}

/** Settles a whole session and checks the zero-sum invariants. */
export function settle(rules: RuleSet, hands: Hand[], opts: TableOptions = {}): Settlement {
  const s = settleSession(makeSession({ rules: rules.preset, ...opts, hands }), rules);
  expect(s.hands).toHaveLength(hands.length);
  expectBalanced(s, opts.stakeCents ?? 10);
  return s;
}

/** Settles a single hand (hand 0, dealer = firstDealer, default seat 0) and returns its row. */
export function settleOne(rules: RuleSet, hand: Hand, opts: TableOptions = {}): SettledHand {
  const s = settle(rules, [hand], opts);
  return s.hands[0]!;
}

/** The sheet row (Schrift) of a settled hand as exact amounts. */
export function sheet(h: SettledHand): (number | string)[] {
  return pts(h.deltas);
}

/** The cash row of a settled hand as exact amounts. */
export function cash(h: SettledHand): (number | string)[] {
  return pts(h.cash);
}

/** Sheet + cash per seat: what the hand is worth in money terms. */
export function full(h: SettledHand): (number | string)[] {
  return h.deltas.map((d, i) => {
    const c = h.cash[i]!;
    return exact({ n: d.n * c.d + c.n * d.d, d: d.d * c.d });
  });
}

/** Multipliers of every hand of a settlement. */
export function multipliers(s: Settlement): number[] {
  return s.hands.map((h) => h.multiplier);
}

/** `pending` after every hand of a settlement. */
export function pendings(s: Settlement): number[] {
  return s.hands.map((h) => h.pending);
}
