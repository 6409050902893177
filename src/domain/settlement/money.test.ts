import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neg, rat, sum, type Rational } from '../rational';
import { allocateCents } from './money';

describe('allocateCents: points × stake in whole cents', () => {
  it('whole points at 10 cents a point are exact', () => {
    expect(allocateCents([rat(1), rat(-1), rat(18), rat(-18)], 10)).toEqual([10, -10, 180, -180]);
  });

  it('rounds half away from zero on both sides: 0.25 and −0.25 points at 10 cents are 3 and −3 cents', () => {
    expect(allocateCents([rat(1, 4), rat(-1, 4)], 10)).toEqual([3, -3]);
  });

  it('thirds that do not add up: 6⅔, 6⅔, −13⅓ cents round to 7, 7, −13 (one too many), so the lowest seat among those rounded up most gives a cent back', () => {
    expect(allocateCents([rat(2, 3), rat(2, 3), rat(-4, 3)], 10)).toEqual([6, 7, -13]);
  });

  it('halves: 0.5, 0.5, 0.5, −1.5 cents round to 1, 1, 1, −2; seat 0 gives back the surplus cent', () => {
    expect(allocateCents([rat(1, 2), rat(1, 2), rat(1, 2), rat(-3, 2)], 1)).toEqual([0, 1, 1, -2]);
  });

  it('too few cents: −0.5, −0.5, −0.5, 1.5 round to −1, −1, −1, 2; seat 0 gets one back', () => {
    expect(allocateCents([rat(-1, 2), rat(-1, 2), rat(-1, 2), rat(3, 2)], 1)).toEqual([0, -1, -1, 2]);
  });

  it('the entry rounded farthest in the wrong direction is adjusted first, not the lowest seat', () => {
    // 0.4, 0.4, 0.6, −1.4 → 0, 0, 1, −1 sums to 0: nothing to do.
    expect(allocateCents([rat(2, 5), rat(2, 5), rat(3, 5), rat(-7, 5)], 1)).toEqual([0, 0, 1, -1]);
    // 0.3, 0.3, 0.3, 0.1 (total 1): 0, 0, 0, 0 is one short; the three 0.3 moved down most, lowest seat wins.
    expect(allocateCents([rat(3, 10), rat(3, 10), rat(3, 10), rat(1, 10)], 1)).toEqual([1, 0, 0, 0]);
  });

  it('when the Pagatkassa holds points the players\' cents add up to minus the pot: 4 points in the pot at 10 cents = −40', () => {
    expect(allocateCents([rat(-1), rat(-1), rat(-1), rat(-1)], 10)).toEqual([-10, -10, -10, -10]);
    const cents = allocateCents([rat(-1, 3), rat(-1, 3), rat(-1, 3), rat(-1, 3)], 10);
    expect(cents.reduce((a, b) => a + b, 0)).toBe(-13); // −13.33 rounds to −13
  });

  it('a stake of 0 pays nothing; large totals stay exact', () => {
    expect(allocateCents([rat(5), rat(-5)], 0)).toEqual([0, 0]);
    expect(allocateCents([rat(123456789), rat(-123456789)], 100)).toEqual([12345678900, -12345678900]);
  });

  it('any zero-sum row: cents sum to exactly 0 and each entry is within one cent of the exact amount', () => {
    const amount = fc.tuple(fc.integer({ min: -100000, max: 100000 }), fc.constantFrom(1, 2, 3, 4, 5, 6, 10, 12, 24, 30, 72));
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 4 }), fc.constantFrom(1, 5, 10, 20, 50), (parts, stake) => {
        const values: Rational[] = parts.map(([n, d]) => rat(n, d));
        values.push(neg(sum(values)));
        const cents = allocateCents(values, stake);
        expect(cents.reduce((a, b) => a + b, 0)).toBe(0);
        values.forEach((v, i) => expect(Math.abs(cents[i]! - (v.n * stake) / v.d)).toBeLessThan(1));
      }),
      { numRuns: 300 },
    );
  });
});
