/**
 * Exact rational numbers for game points. Shared Trischaken payments, several
 * Jungfrauen and a dissolved Pagatkassa create thirds, quarters and fifths;
 * points are never floats. Numerator and denominator are safe integers, the
 * denominator is positive and the fraction is always reduced.
 */
export interface Rational {
  readonly n: number;
  readonly d: number;
}

export const ZERO: Rational = Object.freeze({ n: 0, d: 1 });

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/** Builds a reduced fraction; throws on a zero denominator or unsafe integers (a bug, not input). */
export function rat(n: number, d = 1): Rational {
  if (d === 0) throw new RangeError('rational: zero denominator');
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d)) throw new RangeError(`rational: unsafe integer ${n}/${d}`);
  if (d === 1) return { n: n === 0 ? 0 : n, d: 1 };
  if (d < 0) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return g === 1 ? { n, d } : { n: n / g, d: d / g };
}

export function add(a: Rational, b: Rational): Rational {
  if (a.d === 1 && b.d === 1) return rat(a.n + b.n, 1);
  if (a.d === b.d) return rat(a.n + b.n, a.d);
  return rat(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function sub(a: Rational, b: Rational): Rational {
  return add(a, neg(b));
}

export function neg(a: Rational): Rational {
  return a.n === 0 ? ZERO : { n: -a.n, d: a.d };
}

export function mul(a: Rational, b: Rational): Rational {
  if (a.d === 1 && b.d === 1) return rat(a.n * b.n, 1);
  const g1 = gcd(a.n, b.d) || 1;
  const g2 = gcd(b.n, a.d) || 1;
  return rat((a.n / g1) * (b.n / g2), (a.d / g2) * (b.d / g1));
}

export function mulInt(a: Rational, k: number): Rational {
  return mul(a, rat(k, 1));
}

export function div(a: Rational, b: Rational): Rational {
  if (b.n === 0) throw new RangeError('rational: division by zero');
  return mul(a, rat(b.d, b.n));
}

export function divInt(a: Rational, k: number): Rational {
  return div(a, rat(k, 1));
}

export function isZero(a: Rational): boolean {
  return a.n === 0;
}

export function cmp(a: Rational, b: Rational): number {
  const x = a.n * b.d - b.n * a.d;
  return x < 0 ? -1 : x > 0 ? 1 : 0;
}

export function sum(values: readonly Rational[]): Rational {
  let s = ZERO;
  for (const v of values) s = add(s, v);
  return s;
}

export function toNumber(a: Rational): number {
  return a.n / a.d;
}

/** Exact conversion of a finite decimal number (e.g. a manual amount 1.5) to a fraction. */
export function fromDecimal(x: number): Rational {
  if (!Number.isFinite(x)) throw new RangeError('rational: not finite');
  if (Number.isInteger(x)) return rat(x, 1);
  const s = x.toString();
  if (s.includes('e')) throw new RangeError(`rational: ${s} has too many digits`);
  const [int, frac = ''] = s.replace('-', '').split('.');
  const d = 10 ** frac.length;
  const n = Number(int) * d + Number(frac);
  return rat(x < 0 ? -n : n, d);
}

/** "2/3" style text for debugging and tests. */
export function toString(a: Rational): string {
  return a.d === 1 ? String(a.n) : `${a.n}/${a.d}`;
}
