/**
 * A rule set turned into what the settlement loop needs per hand: every tariff,
 * Prämie and fixed valat value as an integer in a common unit, so a hand is
 * settled with plain integer arithmetic and converted to exact fractions once.
 *
 * Values in the rule set may be decimals (a custom tariff of 2.5); `unit` is the
 * common denominator of all of them, so `value × unit` is always an integer.
 * Trischaken hands share payments among tied losers, Jungfrauen and baden's
 * orders; they are settled in a finer unit (`unit × TRISCHAKEN_SCALE`).
 */
import type { GameId, PraemieId } from '../model';
import { fromDecimal, ZERO, type Rational } from '../rational';
import { trischakenBase, type RuleSet } from '../rules/rule-set';

/** 72 = lcm of every divisor a Trischaken settlement uses (ties, Jungfrauen, baden's 24 orders, 3 × 3). */
export const TRISCHAKEN_SCALE = 72;

export interface CompiledRules {
  readonly rules: RuleSet;
  /** Denominator of one integer step for every hand except Trischaken. */
  readonly unit: number;
  /** Tariff when won, in units. */
  readonly tariff: Partial<Record<GameId, number>>;
  /** Tariff when lost (explicit loss tariff, or tariff × loss factor), in units. */
  readonly loss: Partial<Record<GameId, number>>;
  /** Silent base value of each Prämie, in units. */
  readonly praemie: Partial<Record<PraemieId, number>>;
  /** Valat, mode multiply: factors as integers over `valatFactorUnit`; mode fixed: values in units. */
  readonly valatSilent: number;
  readonly valatAnnounced: number;
  /** Denominator of the multiply-mode valat factors (1 unless a custom set uses decimal factors). */
  readonly valatFactorUnit: number;
  /** Trischaken base (the `trischaken` tariff) in units of `unit × TRISCHAKEN_SCALE`. */
  readonly trischakenBase: number;
  /** Trischaken Renonce `{ each: n }` in units of `unit × TRISCHAKEN_SCALE`; null for `asLoser`. */
  readonly trischakenRenonceEach: number | null;
  /** Pagatkassa contribution per player (exact). */
  readonly contribution: Rational;
}

/** Compiled rule sets with the JSON they were compiled from (a rule set edited in place is compiled again). */
const cache = new WeakMap<RuleSet, { json: string; compiled: CompiledRules }>();

function gcd(a: number, b: number): number {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

function scaled(value: number, unit: number): number {
  const r = fromDecimal(value);
  return (r.n * unit) / r.d;
}

/** Compiles (and caches) a rule set. */
export function compileRules(rules: RuleSet): CompiledRules {
  const json = JSON.stringify(rules);
  const hit = cache.get(rules);
  if (hit && hit.json === json) return hit.compiled;

  const values: number[] = [];
  const tariffs = Object.entries(rules.tariffs) as [GameId, number][];
  for (const [, v] of tariffs) values.push(v);
  for (const v of Object.values(rules.lossTariffs)) if (typeof v === 'number') values.push(v);
  for (const [g, v] of tariffs) values.push(v * (rules.lossFactor[g] ?? 1));
  for (const v of Object.values(rules.praemien)) if (typeof v === 'number') values.push(v);
  values.push(trischakenBase(rules));
  const renonceEach = rules.trischaken.renonce === 'asLoser' ? null : rules.trischaken.renonce.each;
  if (renonceEach !== null) values.push(renonceEach);
  const multiply = rules.valat.mode === 'multiply';
  if (!multiply) values.push(rules.valat.silent, rules.valat.announced);

  let unit = 1;
  for (const v of values) unit = lcm(unit, fromDecimal(v).d);
  let valatFactorUnit = 1;
  if (multiply) {
    valatFactorUnit = lcm(fromDecimal(rules.valat.silent).d, fromDecimal(rules.valat.announced).d);
  }

  const tariff: Partial<Record<GameId, number>> = {};
  const loss: Partial<Record<GameId, number>> = {};
  for (const [g, v] of tariffs) {
    tariff[g] = scaled(v, unit);
    const explicit = rules.lossTariffs[g];
    loss[g] = typeof explicit === 'number' ? scaled(explicit, unit) : scaled(v * (rules.lossFactor[g] ?? 1), unit);
  }
  // A loss tariff without a tariff is meaningless for settlement but keep it consistent.
  for (const [g, v] of Object.entries(rules.lossTariffs) as [GameId, number][]) {
    if (loss[g] === undefined && typeof v === 'number') loss[g] = scaled(v, unit);
  }
  const praemie: Partial<Record<PraemieId, number>> = {};
  for (const [id, v] of Object.entries(rules.praemien) as [PraemieId, number][]) {
    if (typeof v === 'number') praemie[id] = scaled(v, unit);
  }

  const compiled: CompiledRules = {
    rules,
    unit,
    tariff,
    loss,
    praemie,
    valatSilent: multiply ? scaled(rules.valat.silent, valatFactorUnit) : scaled(rules.valat.silent, unit),
    valatAnnounced: multiply ? scaled(rules.valat.announced, valatFactorUnit) : scaled(rules.valat.announced, unit),
    valatFactorUnit,
    trischakenBase: scaled(trischakenBase(rules), unit * TRISCHAKEN_SCALE),
    trischakenRenonceEach: renonceEach === null ? null : scaled(renonceEach, unit * TRISCHAKEN_SCALE),
    contribution: rules.pagatkassa ? fromDecimal(rules.pagatkassa.contribution) : ZERO,
  };
  cache.set(rules, { json, compiled });
  return compiled;
}
