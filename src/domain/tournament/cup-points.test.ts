import { describe, expect, it } from 'vitest';
import { rat, toString } from '../rational';
import { checkCupPoints, cupPointsFor, heinePoints } from './cup-points';
import { UPPER_AUSTRIAN_CUP_POINTS } from './model';
import { exactFromTyped } from './numbers';

const heine = (x: number): string => toString(heinePoints(exactFromTyped(x)!));

describe('Heinepunkte (tournament-format.md §3, AB-H, AB-HW, KTC23)', () => {
  it('the examples of §3: 37 → 37, 101 → 100, 102 → 101, 150 → 125, 299 → 199, 412 → 200', () => {
    expect([37, 101, 102, 150, 299, 412].map(heine)).toEqual(['37', '100', '101', '125', '199', '200']);
  });
  it('"Minuspunkte werden nicht gewertet": 0 and below give 0; 100 in full; 300 and above give 200', () => {
    expect([0, -1, -250, 100, 300, 1000, 1].map(heine)).toEqual(['0', '0', '0', '100', '200', '200', '1']);
  });
  it('a fraction counts as it is up to 100, and the ⌊ ⌋ drops it above (interpretation of §3)', () => {
    expect(heine(99.75)).toBe('399/4');
    expect(heine(100.5)).toBe('100');
    expect(heine(150.5)).toBe('125');
    expect(heine(103)).toBe('101');
    expect(toString(heinePoints(rat(301, 3)))).toBe('100');
    expect(toString(heinePoints(rat(2, 3)))).toBe('2/3');
  });
});

describe('Cuppunkte by place (§3)', () => {
  it('a list: place p gets the p-th entry, 0 beyond it; a shared place the average of the places covered', () => {
    expect(toString(cupPointsFor([223, 198, 180], 1, 1, rat(0)))).toBe('223');
    expect(toString(cupPointsFor([223, 198, 180], 2, 2, rat(0)))).toBe('189');
    expect(toString(cupPointsFor([223, 198, 180], 3, 2, rat(0)))).toBe('90');
    expect(toString(cupPointsFor([223, 198, 180], 4, 1, rat(0)))).toBe('0');
    expect(toString(cupPointsFor([10, 7, 5.5], 2, 3, rat(0)))).toBe('25/6');
  });
  it('"fixpunkte" gives exactly what the 50-place list written out gives, 0 from place 51', () => {
    expect(UPPER_AUSTRIAN_CUP_POINTS).toHaveLength(50);
    for (let p = 1; p <= 52; p++) {
      for (const span of [1, 2, 3]) expect(cupPointsFor('fixpunkte', p, span, rat(0))).toEqual(cupPointsFor([...UPPER_AUSTRIAN_CUP_POINTS], p, span, rat(0)));
    }
    expect(toString(cupPointsFor('fixpunkte', 50, 1, rat(0)))).toBe('1');
    expect(toString(cupPointsFor('fixpunkte', 51, 1, rat(0)))).toBe('0');
  });
  it('"heine" ignores the place: equal totals get equal Heinepunkte', () => {
    expect(cupPointsFor('heine', 1, 1, rat(150))).toEqual(cupPointsFor('heine', 7, 3, rat(150)));
  });
});

describe('checking cupPoints (the lines of §2)', () => {
  const lines = (v: unknown): string[] => {
    const r = checkCupPoints(v);
    return r.ok ? [] : r.problems.map((p) => `file: ${p.field}: ${p.message}`);
  };
  it('a list of numbers 0 or more, "fixpunkte" or "heine" is accepted', () => {
    expect(checkCupPoints([223, 0, 1.5])).toEqual({ ok: true, value: [223, 0, 1.5] });
    expect(checkCupPoints([])).toEqual({ ok: true, value: [] });
    expect(checkCupPoints('fixpunkte')).toEqual({ ok: true, value: 'fixpunkte' });
    expect(checkCupPoints('heine')).toEqual({ ok: true, value: 'heine' });
  });
  it('text that is no scheme, neither list nor text, and a bad entry', () => {
    expect(lines('hiene')).toEqual(['file: cupPoints: unknown scheme "hiene"']);
    expect(lines('Heine')).toEqual(['file: cupPoints: unknown scheme "Heine"']);
    for (const v of [223, null, { 1: 223 }, true]) expect(lines(v)).toEqual(['file: cupPoints: must be a list of numbers, "fixpunkte" or "heine"']);
    expect(lines([223, 198, -1, '5'])).toEqual([
      'file: cupPoints: 2: must be a number of points 0 or more (at most 4 decimals), got the number -1',
      'file: cupPoints: 3: must be a number of points 0 or more (at most 4 decimals), got the text "5"',
    ]);
  });
});
