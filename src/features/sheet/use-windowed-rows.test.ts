import { describe, expect, it } from 'vitest';
import { computeWindow, WINDOW_FROM } from './use-windowed-rows';

describe('computeWindow', () => {
  it('renders every row of a short sheet', () => {
    expect(computeWindow(WINDOW_FROM - 1, 60, 200, 5000, 800)).toEqual({ start: 0, end: WINDOW_FROM - 1, paddingTop: 0, paddingBottom: 0, windowed: false });
  });

  it('renders the visible rows of a long sheet plus a margin; padding stands in for the rest', () => {
    // 2,000 rows of 60 px below a 200 px header; scrolled so that rows 100–113 are on an 800 px screen.
    const w = computeWindow(2000, 60, 200, 200 + 100 * 60, 800);
    expect(w.windowed).toBe(true);
    expect(w.start).toBe(88);
    expect(w.end).toBe(100 + Math.ceil(800 / 60) + 12);
    expect(w.paddingTop + (w.end - w.start) * 60 + w.paddingBottom).toBe(2000 * 60);
  });

  it('at the bottom (the newest hands) ends with the last row; at the top starts with the first', () => {
    const bottom = computeWindow(2000, 60, 200, 200 + 2000 * 60 - 800, 800);
    expect(bottom.end).toBe(2000);
    expect(bottom.paddingBottom).toBe(0);
    const top = computeWindow(2000, 60, 200, 0, 800);
    expect(top.start).toBe(0);
    expect(top.paddingTop).toBe(0);
    expect(top.end).toBeLessThan(40);
  });
});
