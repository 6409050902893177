import { describe, expect, it } from 'vitest';
import { formatWeekdayDate } from './dates';
import { eveningTitle } from './evening-title';

describe('eveningTitle', () => {
  it('is the evening\'s own name when it has one', () => {
    expect(eveningTitle({ name: '  Donnerstag bei Anna ', date: '2026-11-20' }, 'de')).toBe('Donnerstag bei Anna');
    expect(eveningTitle({ name: 'Donnerstag bei Anna' }, 'en')).toBe('Donnerstag bei Anna');
  });

  it('else names the evening by its date, in German and English', () => {
    expect(eveningTitle({ date: '2026-11-20' }, 'de')).toBe(`Abend vom ${formatWeekdayDate('2026-11-20', 'de')}`);
    expect(formatWeekdayDate('2026-11-20', 'de')).toMatch(/20\.11\.2026/);
    expect(eveningTitle({ name: ' ', date: '2026-11-20' }, 'en')).toBe(`Evening of ${formatWeekdayDate('2026-11-20', 'en')}`);
    expect(eveningTitle({}, 'de')).toBe('Abend ohne Datum');
    expect(eveningTitle({ date: '2026-02-30' }, 'en')).toBe('Evening without a date');
  });
});
