/**
 * Money from game points (rules.md §1, session-format.md `moneyCents`): each
 * amount × stake is rounded half away from zero; when the rounded cents do not add
 * up to the rounded exact total (zero for a zero-sum row), the entries whose
 * rounding moved them farthest in the wrong direction are adjusted by one cent
 * (ties: lower seat first). Exact: BigInt fractions, no floating point.
 */
import { fromDecimal, type Rational } from '../rational';

interface Frac {
  n: bigint;
  d: bigint;
}

function absBig(x: bigint): bigint {
  return x < 0n ? -x : x;
}

function gcdBig(a: bigint, b: bigint): bigint {
  a = absBig(a);
  b = absBig(b);
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/** n/d (d > 0) rounded half away from zero. */
function roundHalfAway(n: bigint, d: bigint): bigint {
  const a = absBig(n);
  let q = a / d;
  if ((a % d) * 2n >= d) q += 1n;
  return n < 0n ? -q : q;
}

/** Compares a/b with c/d (b, d > 0). */
function cmpFrac(x: Frac, y: Frac): number {
  const l = x.n * y.d;
  const r = y.n * x.d;
  return l < r ? -1 : l > r ? 1 : 0;
}

/** Each amount × stakeCents in whole cents, summing to the rounded exact total. */
export function allocateCents(amounts: readonly Rational[], stakeCents: number): number[] {
  const stake = fromDecimal(stakeCents);
  const sn = BigInt(stake.n);
  const sd = BigInt(stake.d);
  const exact: Frac[] = amounts.map((a) => ({ n: BigInt(a.n) * sn, d: BigInt(a.d) * sd }));
  const rounded = exact.map((x) => roundHalfAway(x.n, x.d));

  // The exact total over a common denominator.
  let totalN = 0n;
  let totalD = 1n;
  for (const x of exact) {
    const g = gcdBig(totalD, x.d);
    const l = (totalD / g) * x.d;
    totalN = totalN * (l / totalD) + x.n * (l / x.d);
    totalD = l;
  }
  const target = roundHalfAway(totalN, totalD);
  let diff = target - rounded.reduce((s, x) => s + x, 0n);

  if (diff !== 0n) {
    // Rounding error of each entry: rounded − exact (positive = moved up).
    const err: Frac[] = exact.map((x, i) => ({ n: rounded[i]! * x.d - x.n, d: x.d }));
    const order = exact.map((_, i) => i);
    const step = diff > 0n ? 1n : -1n;
    // Too few cents: raise the entries that moved down the most; too many: lower those that moved up the most.
    order.sort((i, j) => (step > 0n ? cmpFrac(err[i]!, err[j]!) : cmpFrac(err[j]!, err[i]!)) || i - j);
    let k = 0;
    while (diff !== 0n && order.length > 0) {
      const i = order[k % order.length]!;
      rounded[i] = rounded[i]! + step;
      diff -= step;
      k++;
    }
  }
  return rounded.map((x) => Number(x));
}
