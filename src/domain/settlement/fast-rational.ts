/**
 * Allocation-light exact fractions for the settlement loop. Whole amounts in a
 * small range come from a shared table (a Rational is never mutated, so sharing is
 * safe), numerators that fit 31 bits are kept as small integers, and a reduced
 * fraction is built in one step. Used only where speed matters; everything else
 * uses rational.ts.
 */
import type { Rational } from '../rational';

/**
 * Zero with the same shape as every other Rational the loop makes (rational.ts's
 * ZERO is frozen, which would make each `.n` load see one more object shape).
 */
export const ZERO_R: Rational = { n: 0, d: 1 };

const LIMIT = 2048;
const table: (Rational | undefined)[] = new Array<Rational | undefined>(2 * LIMIT + 1);

function small(x: number): number {
  return x >= -0x40000000 && x < 0x40000000 ? x | 0 : x;
}

function gcd(a: number, b: number): number {
  if (a < 0) a = -a;
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

function checked(x: number): number {
  if (!Number.isSafeInteger(x)) throw new RangeError(`rational: unsafe integer ${x}`);
  return x;
}

/** The whole number x (a safe integer) as a Rational. */
export function intRat(x: number): Rational {
  if (x === 0) return ZERO_R;
  if (x >= -LIMIT && x <= LIMIT) {
    const i = x + LIMIT;
    let r = table[i];
    if (!r) {
      r = { n: x | 0, d: 1 };
      table[i] = r;
    }
    return r;
  }
  return { n: small(checked(x)), d: 1 };
}

/** x / den for integers x and den > 0, reduced. */
export function ratOf(x: number, den: number): Rational {
  if (den === 1 || x === 0) return intRat(x);
  const g = gcd(checked(x), checked(den));
  if (g === den) return intRat(x / den);
  return { n: small(x / g), d: small(den / g) };
}

/** a + b for the running totals: the common cases small enough to inline, the rest in addRat. */
export function addTotal(a: Rational, b: Rational): Rational {
  if (b.n === 0) return a;
  if (b.d === 1) {
    const ad = a.d;
    if (ad === 1) return intRat(a.n + b.n);
    const n = a.n + b.n * ad;
    if (n >= -0x40000000 && n < 0x40000000) return { n: n | 0, d: ad };
  }
  return addRat(a, b);
}

/** a + b, exact; whole sums come from the shared table. */
export function addRat(a: Rational, b: Rational): Rational {
  if (b.n === 0) return a;
  if (a.n === 0) return b;
  const ad = a.d;
  const bd = b.d;
  if (ad === 1 && bd === 1) return intRat(a.n + b.n);
  // A whole number plus a reduced fraction stays reduced: gcd(n + k·d, d) = gcd(n, d) = 1.
  if (bd === 1) return { n: small(checked(a.n + b.n * ad)), d: ad };
  if (ad === 1) return { n: small(checked(a.n * bd + b.n)), d: bd };
  if (ad === bd) return ratOf(a.n + b.n, ad);
  const g = gcd(ad, bd);
  return ratOf(a.n * (bd / g) + b.n * (ad / g), (ad / g) * bd);
}

const ROW_LIMIT = 511;
const rowCache: Map<number, Rational[]>[] = [];
let rowCount = 0;
const MAX_ROWS = 50_000;

/**
 * A shared row of whole amounts for xs[0…n−1] (n ≤ 5, each |x| ≤ 511), or null when
 * an amount is outside that range. Most sheet rows repeat (a Rufer won by seats 0
 * and 2 is always [1, −1, 1, −1]), so rows are shared instead of allocated per hand.
 * Shared rows are frozen.
 */
export function sharedIntRow(xs: ArrayLike<number>, n: number): Rational[] | null {
  let key = 0;
  for (let s = 0; s < n; s++) {
    const x = xs[s]!;
    if (x < -ROW_LIMIT || x > ROW_LIMIT) return null;
    key = key * 1024 + (x + 512);
  }
  const cache = (rowCache[n] ??= new Map());
  let row = cache.get(key);
  if (!row) {
    if (rowCount >= MAX_ROWS) return null;
    row = new Array<Rational>(n);
    for (let s = 0; s < n; s++) row[s] = intRat(xs[s]!);
    Object.freeze(row);
    cache.set(key, row);
    rowCount++;
  }
  return row;
}

const thirdsCache = new Map<string | number, number>();

/** Card points ("38/1", "38" or 38) in thirds, memoised (the same few hundred values recur); 0 when malformed. */
export function thirdsOf(value: string | number, parse: (v: string | number) => number | null): number {
  let t = thirdsCache.get(value);
  if (t === undefined) {
    t = parse(value) ?? 0;
    if (thirdsCache.size < 4096) thirdsCache.set(value, t);
  }
  return t;
}
