/**
 * Numbers typed into a tournament file (a table's totals, cup points) as exact fractions.
 * A sheet total is a whole number, a decimal with a few places or a third/sixth written as a
 * decimal (2.6666666667): each is read as the simplest fraction within 1e-9 whose
 * denominator is at most MAX_DENOMINATOR; anything finer cannot be taken exactly.
 */
import { rat, type Rational } from '../rational';

export const MAX_DENOMINATOR = 10_000;
/** The tolerance the tournament format allows when numbers are compared (§1, §4). */
export const TOLERANCE = 1e-9;
/** Largest magnitude of one typed number. */
export const MAX_TYPED_NUMBER = 1_000_000_000;

/** The simplest fraction within TOLERANCE of x (denominator ≤ MAX_DENOMINATOR), or null. */
export function exactFromTyped(x: number): Rational | null {
  if (!Number.isFinite(x) || Math.abs(x) > MAX_TYPED_NUMBER) return null;
  if (Number.isInteger(x)) return rat(x, 1);
  const sign = x < 0 ? -1 : 1;
  const v = Math.abs(x);
  // Continued fraction convergents h/k of v.
  let h0 = 0, h1 = 1, k0 = 1, k1 = 0;
  let rest = v;
  for (let i = 0; i < 64; i++) {
    const a = Math.floor(rest);
    const h2 = a * h1 + h0;
    const k2 = a * k1 + k0;
    if (k2 > MAX_DENOMINATOR) break;
    h0 = h1; h1 = h2; k0 = k1; k1 = k2;
    if (Math.abs(v - h1 / k1) <= TOLERANCE) return rat(sign * h1, k1);
    const frac = rest - a;
    if (frac < 1e-15) break;
    rest = 1 / frac;
  }
  return null;
}

/** A number for a message: at most 12 significant digits, never -0 or exponent noise for plain sums. */
export function formatForMessage(x: number): string {
  const r = Number(x.toPrecision(12));
  return String(r === 0 ? 0 : r);
}
