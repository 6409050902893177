import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useWakeLock } from './wake-lock';

class FakeSentinel {
  released = false;
  private listeners: (() => void)[] = [];
  addEventListener(_type: 'release', listener: () => void) {
    this.listeners.push(listener);
  }
  async release() {
    if (this.released) return;
    this.released = true;
    this.listeners.forEach((l) => l());
  }
}

let sentinels: FakeSentinel[];
let request: ReturnType<typeof vi.fn>;
let visibility: DocumentVisibilityState;

beforeEach(() => {
  sentinels = [];
  visibility = 'visible';
  request = vi.fn(async () => {
    const s = new FakeSentinel();
    sentinels.push(s);
    return s;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
});

afterEach(() => {
  delete (navigator as { wakeLock?: unknown }).wakeLock;
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('useWakeLock', () => {
  it('requests a screen lock while active and releases it when inactive', async () => {
    const { result, rerender } = renderHook(({ on }) => useWakeLock(on), { initialProps: { on: true } });
    await waitFor(() => expect(result.current).toBe('active'));
    expect(request).toHaveBeenCalledWith('screen');
    rerender({ on: false });
    await waitFor(() => expect(sentinels[0]?.released).toBe(true));
    expect(result.current).toBe('inactive');
  });

  it('does nothing while not active', () => {
    renderHook(() => useWakeLock(false));
    expect(request).not.toHaveBeenCalled();
  });

  it('re-acquires the lock when the page becomes visible again', async () => {
    const { result } = renderHook(() => useWakeLock(true));
    await waitFor(() => expect(result.current).toBe('active'));
    // The browser releases the lock when the page is hidden.
    visibility = 'hidden';
    await act(async () => {
      await sentinels[0]!.release();
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toBe('inactive');
    expect(request).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(result.current).toBe('active'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('reports unsupported without the API and stays quiet when refused', async () => {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
    const { result } = renderHook(() => useWakeLock(true));
    expect(result.current).toBe('unsupported');

    Object.defineProperty(navigator, 'wakeLock', {
      value: { request: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) },
      configurable: true,
    });
    const refused = renderHook(() => useWakeLock(true));
    await waitFor(() => expect(refused.result.current).toBe('inactive'));
  });
});
