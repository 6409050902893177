import { describe, expect, it } from 'vitest';
import { rat } from '@/domain/rational';
import { formatCents, formatPoints } from './format';

describe('format', () => {
  it('uses the real minus sign and decimal comma in German', () => {
    expect(formatPoints(rat(-18), 'de')).toBe('\u221218');
    expect(formatPoints(rat(2, 3), 'de')).toBe('0,67');
    // A fixed number of decimals for a column of averages.
    expect(formatPoints(rat(3), 'de', { sign: true, decimals: 2 })).toBe('+3,00');
    expect(formatPoints(rat(-13, 2), 'en', { decimals: 2 })).toBe('\u22126.50');
    expect(formatPoints(rat(0), 'de', { sign: true, decimals: 2 })).toBe('0,00');
    expect(formatPoints(rat(5, 2), 'en', { sign: true })).toBe('+2.5');
    expect(formatPoints(0, 'de', { sign: true })).toBe('0');
  });
  it('formats cents as euros', () => {
    expect(formatCents(340, 'de')).toBe('3,40 €');
    expect(formatCents(-5, 'de')).toBe('\u22120,05 €');
    expect(formatCents(1234, 'en')).toBe('€12.34');
  });
});
