import { describe, expect, it } from 'vitest';
import { add, cmp, div, divInt, fromDecimal, mul, neg, rat, sum, toNumber, ZERO } from './rational';

describe('rational', () => {
  it('reduces and keeps the sign on the numerator', () => {
    expect(rat(2, -4)).toEqual({ n: -1, d: 2 });
    expect(rat(0, 5)).toEqual(ZERO);
  });
  it('three thirds are exactly one', () => {
    const third = rat(1, 3);
    expect(sum([third, third, third])).toEqual(rat(1));
    expect(add(rat(2, 3), neg(rat(2, 3)))).toEqual(ZERO);
  });
  it('multiplies and divides exactly', () => {
    expect(mul(rat(2, 3), rat(3, 4))).toEqual(rat(1, 2));
    expect(div(rat(1), rat(5))).toEqual(rat(1, 5));
    expect(divInt(rat(7), 4)).toEqual(rat(7, 4));
  });
  it('converts decimals exactly', () => {
    expect(fromDecimal(0.1)).toEqual(rat(1, 10));
    expect(fromDecimal(-2.25)).toEqual(rat(-9, 4));
    expect(toNumber(rat(2, 3))).toBeCloseTo(0.6666666666666666, 15);
  });
  it('compares', () => {
    expect(cmp(rat(1, 3), rat(1, 2))).toBe(-1);
    expect(cmp(rat(2, 4), rat(1, 2))).toBe(0);
  });
});
