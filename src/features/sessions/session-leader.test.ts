import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleHands } from '@/testing/domain/hands';
import { makeStoredSession } from '@/testing/factories';
import { settleLeaders } from './session-leader';

function evenings(count: number, updatedAt = '2026-06-01T20:00:00.000Z') {
  return Array.from({ length: count }, (_, i) => makeStoredSession({ id: `abend-${updatedAt}-${i}`, updatedAt, data: { name: `Runde ${i + 1}`, hands: sampleHands() } }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('settleLeaders', () => {
  it('works out many evenings a piece at a time and hands them over once, all of them', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Every evening takes longer than a piece may run: one evening per turn of the event loop.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    const stored = evenings(6);
    const publish = vi.fn();
    settleLeaders(stored, publish);
    expect(publish).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(publish).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(publish).toHaveBeenCalledTimes(1);
    const leaders = publish.mock.calls[0]![0] as Map<string, { names: string[] } | null>;
    expect([...leaders.keys()]).toEqual(stored.map((s) => s.id));
    for (const leader of leaders.values()) expect(leader?.names.length).toBeGreaterThan(0);
  });

  it('knows unchanged evenings from before at once, and works out a changed one again', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stored = evenings(3, '2026-06-02T20:00:00.000Z');
    const first = vi.fn();
    settleLeaders(stored, first);
    vi.runAllTimers();
    const again = vi.fn();
    settleLeaders(stored, again);
    expect(again).toHaveBeenCalledTimes(1);
    expect(again.mock.calls[0]![0]).toEqual(first.mock.calls[0]![0]);

    const changed = { ...stored[1]!, updatedAt: '2026-06-02T21:00:00.000Z', data: { ...stored[1]!.data, hands: [] } };
    const after = vi.fn();
    settleLeaders([stored[0]!, changed, stored[2]!], after);
    expect(after).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect((after.mock.calls[0]![0] as Map<string, unknown>).get(changed.id)).toBeNull();
  });

  it('stops when told to: nothing is handed over', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const publish = vi.fn();
    const stop = settleLeaders(evenings(4, '2026-06-03T20:00:00.000Z'), publish);
    stop();
    vi.runAllTimers();
    expect(publish).not.toHaveBeenCalled();
  });
});
