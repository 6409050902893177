import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatTime, formatWeekdayDate, parseIsoDate, todayIso } from './dates';

describe('dates as the app shows them', () => {
  it('a calendar date: Austrian in German, British in English', () => {
    expect(formatDate('2026-11-20', 'de')).toBe('20.11.2026');
    expect(formatDate('2026-01-05', 'de')).toBe('5.1.2026');
    expect(formatDate('2026-11-20', 'en')).toBe('20/11/2026');
  });

  it('anything that is not a day stays as it is', () => {
    expect(formatDate('irgendwann', 'de')).toBe('irgendwann');
    expect(formatDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(parseIsoDate('2026-13-01')).toBeNull();
  });

  it('with the weekday, for the evening title', () => {
    expect(formatWeekdayDate('2026-11-20', 'de')).toMatch(/^Fr\.?, 20\.11\.2026$/);
    expect(formatWeekdayDate('2026-11-20', 'en')).toMatch(/^Fri,? 20\/11\/2026$/);
    expect(formatWeekdayDate(undefined, 'de')).toBeNull();
  });

  it('a clock time, 24 hours', () => {
    const at = new Date(2026, 10, 20, 21, 5).toISOString();
    expect(formatTime(at, 'de')).toBe('21:05');
    expect(formatTime(at, 'en')).toBe('21:05');
  });

  it('a clock time with seconds, for the last sync', () => {
    const at = new Date(2026, 10, 20, 21, 5, 9).toISOString();
    expect(formatClock(at, 'de')).toBe('21:05:09');
    expect(formatClock(at, 'en')).toBe('21:05:09');
  });

  it('today as the files store it, in local time', () => {
    expect(todayIso(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});
