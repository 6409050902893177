import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_GAP_MS, checkTiming, SOON_MS } from './check-timing';

/** A timing whose checks start when they run, as the server watch's do; `at` lists when (ms after the start). */
function timed() {
  const t0 = Date.now();
  const at: number[] = [];
  const timing = checkTiming(() => {
    timing.started();
    at.push(Date.now() - t0);
  });
  return { timing, at };
}

describe('when the status line asks the server again', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-12-07T19:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a first request is checked soon, not at once and not later', () => {
    const { timing, at } = timed();
    timing.soon(false);
    vi.advanceTimersByTime(SOON_MS - 1);
    expect(at).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(at).toEqual([SOON_MS]);
  });

  it('while changes flow, at most one check per busy gap, and never pushed back by the stream', () => {
    const { timing, at } = timed();
    // A change of the replication's state every 300 ms for 10 s (tables handing in).
    for (let ms = 0; ms < 10_000; ms += 300) {
      timing.soon(false);
      vi.advanceTimersByTime(300);
    }
    vi.advanceTimersByTime(BUSY_GAP_MS);
    expect(at[0]).toBe(SOON_MS);
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(BUSY_GAP_MS);
    // Not starved: the stream gets a check every busy gap (give or take the 300 ms step).
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeLessThanOrEqual(BUSY_GAP_MS + 300);
    expect(at.length).toBeGreaterThanOrEqual(5);
  });

  it('a lost connection is checked after the short delay, whatever check was due later', () => {
    const { timing, at } = timed();
    timing.soon(false);
    vi.advanceTimersByTime(SOON_MS);
    expect(at).toEqual([SOON_MS]);
    // Right after a check: a further change waits for the busy gap …
    timing.soon(false);
    vi.advanceTimersByTime(100);
    // … but the connection going is not held back.
    timing.soon(true);
    vi.advanceTimersByTime(SOON_MS);
    expect(at).toEqual([SOON_MS, SOON_MS + 100 + SOON_MS]);
    // The later check is not run as well (one request, one check).
    vi.advanceTimersByTime(BUSY_GAP_MS * 2);
    expect(at).toHaveLength(2);
  });

  it('a check due earlier stays due when a held request comes', () => {
    const { timing, at } = timed();
    timing.soon(true);
    vi.advanceTimersByTime(200);
    timing.soon(false);
    vi.advanceTimersByTime(SOON_MS - 200);
    expect(at).toEqual([SOON_MS]);
  });

  it('a check that started another way (the periodic one) also counts for the gap', () => {
    const { timing, at } = timed();
    vi.advanceTimersByTime(5_000);
    timing.started();
    timing.soon(false);
    vi.advanceTimersByTime(BUSY_GAP_MS - 1);
    expect(at).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(at).toEqual([5_000 + BUSY_GAP_MS]);
  });

  it('after stop nothing is checked', () => {
    const { timing, at } = timed();
    timing.soon(true);
    timing.stop();
    timing.soon(true);
    vi.advanceTimersByTime(10_000);
    expect(at).toEqual([]);
  });
});
