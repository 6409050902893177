import { describe, expect, it } from 'vitest';
import { formatCardPoints, parseCardPoints } from './cards';

describe('card points', () => {
  it('counts in thirds: 36/0 is more than 35/2', () => {
    expect(parseCardPoints('36/0')!).toBeGreaterThan(parseCardPoints('35/2')!);
    expect(parseCardPoints('35/2')).toBe(107);
    expect(parseCardPoints(38)).toBe(114);
    expect(parseCardPoints('70/0')).toBe(210);
  });
  it('rejects what is not card points', () => {
    for (const bad of ['70/1', '71', '-1', '35/3', 'abc', 35.5, '', '1e1']) expect(parseCardPoints(bad)).toBeNull();
  });
  it('formats thirds back', () => {
    expect(formatCardPoints(107)).toBe('35/2');
    expect(parseCardPoints(formatCardPoints(64))).toBe(64);
  });
});
