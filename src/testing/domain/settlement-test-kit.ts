/**
 * Helpers for the settlement's own tests: settling hands in a session of the one
 * builder (`session.ts`), a row as exact numbers ("2/3" for fractions), and the rule
 * sets with optional rules switched on.
 */
import type { Hand, PresetId, SettledHand, Settlement } from '@/domain/model';
import type { Rational } from '@/domain/rational';
import { OPTIONAL_RULES, PRESETS } from '@/domain/rules/presets';
import type { RuleSet } from '@/domain/rules/rule-set';
import { settleSession } from '@/domain/settlement/settle-session';
import { makeSession, type SessionOptions } from './session';

/** A preset with changes, as a resolved rule set. */
export function rules(preset: PresetId, changes: Partial<RuleSet> = {}): RuleSet {
  return { ...PRESETS[preset], ...changes };
}

/** hausregeln with its optional rules on (double rounds, Vorfleck, piccoloLostDouble, Pagatkassa). */
export function hausregelnAll(changes: Partial<RuleSet> = {}): RuleSet {
  const o = OPTIONAL_RULES.hausregeln;
  return rules('hausregeln', {
    doubleRounds: o.doubleRounds ?? null,
    vorfleck: true,
    piccoloLostDouble: true,
    pagatkassa: o.pagatkassa ?? null,
    ...changes,
  });
}

/** Exact view of a Rational: a number when whole, "n/d" otherwise. */
export function x(r: Rational): number | string {
  return r.d === 1 ? r.n : `${r.n}/${r.d}`;
}

export function row(values: readonly Rational[]): (number | string)[] {
  return values.map(x);
}

export function settle(rs: RuleSet, hands: Hand[], opts: SessionOptions = {}): Settlement {
  return settleSession(makeSession({ rules: rs.preset, ...opts, hands }), rs);
}

/** The sheet row of a single hand settled at a fresh table (dealer 3 → Vorhand 0). */
export function one(rs: RuleSet, hand: Hand, opts: SessionOptions = {}): SettledHand {
  return settle(rs, [hand], { firstDealer: 3, ...opts }).hands[0]!;
}
