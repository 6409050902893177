/**
 * A source of choices for the hand and session builders: a seeded PRNG (fast,
 * reproducible — benchmarks and sample data) or fast-check's `gen` (property tests,
 * with shrinking). Every boolean choice shrinks towards `false` (fewer extras).
 */
import type { GeneratorValue } from 'fast-check';
import fc from 'fast-check';
import { seededRandom } from '@/domain/seeded-random';

export interface Chooser {
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability p. */
  bool(p: number): boolean;
  pick<T>(xs: readonly T[]): T;
  /** A pick where xs[i] has weight weights[i]. */
  weighted<T>(xs: readonly T[], weights: readonly number[]): T;
}

function fromInt(int: (min: number, max: number) => number): Chooser {
  const ch: Chooser = {
    int,
    bool: (p) => (p <= 0 ? false : p >= 1 ? true : int(0, 9999) >= Math.round((1 - p) * 10000)),
    pick: (xs) => {
      if (xs.length === 0) throw new RangeError('pick from an empty list');
      return xs[int(0, xs.length - 1)]!;
    },
    weighted: (xs, weights) => {
      const total = weights.reduce((s, w) => s + w, 0);
      let r = int(0, Math.max(0, Math.ceil(total) - 1));
      for (let i = 0; i < xs.length; i++) {
        r -= weights[i]!;
        if (r < 0) return xs[i]!;
      }
      return xs[xs.length - 1]!;
    },
  };
  return ch;
}

/** The domain's seeded PRNG (mulberry32), for reproducible sample data. */
export function seededChooser(seed: number): Chooser {
  const next = seededRandom(seed);
  return fromInt((min, max) => min + Math.floor(next() * (max - min + 1)));
}

/** Choices drawn from fast-check's `gen`, so failing cases shrink. */
export function genChooser(g: GeneratorValue): Chooser {
  return fromInt((min, max) => g(fc.integer, { min, max }));
}
