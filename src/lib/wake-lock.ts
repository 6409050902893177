/**
 * Keeps the screen on while a session screen is open (the phone lies on the
 * table between hands). The browser drops the lock whenever the page is
 * hidden, so it is requested again when the page becomes visible. Without the
 * Wake Lock API, or when the request is refused (battery saver), nothing
 * happens: the screen then simply dims as usual.
 */
import { useEffect, useState } from 'react';

export type WakeLockStatus = 'active' | 'inactive' | 'unsupported';

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

function wakeLockApi(): WakeLockLike | undefined {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { wakeLock?: WakeLockLike });
  return nav?.wakeLock && typeof nav.wakeLock.request === 'function' ? nav.wakeLock : undefined;
}

export function useWakeLock(active: boolean): WakeLockStatus {
  const [status, setStatus] = useState<WakeLockStatus>(() => (wakeLockApi() ? 'inactive' : 'unsupported'));

  useEffect(() => {
    const api = wakeLockApi();
    if (!api || !active) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let disposed = false;

    async function acquire() {
      if (disposed || document.visibilityState !== 'visible') return;
      if (sentinel && !sentinel.released) return;
      try {
        const lock = await api!.request('screen');
        if (disposed) {
          await lock.release();
          return;
        }
        sentinel = lock;
        setStatus('active');
        lock.addEventListener('release', () => {
          if (!disposed) setStatus('inactive');
        });
      } catch {
        if (!disposed) setStatus('inactive');
      }
    }

    function onVisibilityChange() {
      if (document.visibilityState === 'visible') void acquire();
    }

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      const lock = sentinel;
      sentinel = null;
      if (lock && !lock.released) void lock.release().catch(() => undefined);
      setStatus('inactive');
    };
  }, [active]);

  return status;
}
