/**
 * Sweeps that take seconds (every draw size, a long evening, many property runs) keep a sample
 * in the unit run; the full sweep runs with `FULL_SWEEPS=1` (`npm run test:full`, nightly).
 */
export const FULL_SWEEPS = typeof process !== 'undefined' && process.env.FULL_SWEEPS === '1';

/** All of `every` in the full sweep; in the unit run the part `inSample` keeps. */
export function sweep<T>(every: readonly T[], inSample: (item: T) => boolean): T[] {
  return FULL_SWEEPS ? [...every] : every.filter(inSample);
}

/** `full` in the full sweep, `sample` in the unit run (property runs, hands of an evening …). */
export function sweepSize(full: number, sample: number): number {
  return FULL_SWEEPS ? full : sample;
}
