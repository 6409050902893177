/**
 * A small seeded pseudo-random source (mulberry32): the same seed gives the same
 * sequence on every machine. The domain never calls Math.random; whoever needs
 * chance (the seating draw, sample data) passes a `Random` in.
 */

/** Returns a number in [0, 1), like Math.random. */
export type Random = () => number;

/** mulberry32: fast, 32-bit state, good enough for draws and sample data (not for secrets). */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, n) (n ≥ 1). Clamped, so a source that returns 1 cannot overshoot. */
export function randomIndex(random: Random, n: number): number {
  const i = Math.floor(random() * n);
  return i < 0 ? 0 : i >= n ? n - 1 : i;
}

/** Fisher–Yates shuffle of a copy. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomIndex(random, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
