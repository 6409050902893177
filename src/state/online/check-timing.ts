/**
 * When a desk asks the server about the status line again (`server-repair.ts` runs the check).
 * A request for a check comes soon after it is made: at once (after `SOON_MS`) when the
 * connection may be lost, and otherwise at most once per `BUSY_GAP_MS` from the start of the
 * last check, because each check reads both replicas and asks the server about every document,
 * work that the desk and the server would otherwise do for the night's real traffic. A check
 * already due earlier stays due (a stream of requests never pushes it back), and an urgent
 * request brings a later one forward.
 *
 * Nothing waits for these checks but the status line: merges, pushes and publications run on
 * the replication's own events. The count of changes waiting does not wait for them either:
 * it goes up with every write of this device and down with every revision the server
 * confirms to the sync (`server-watch.ts`, `waitingCount`).
 */

export const SOON_MS = 500;
export const BUSY_GAP_MS = 2_000;

export interface CheckTiming {
  /** Asks for a check soon; `urgent` (the connection may be lost): after `SOON_MS` whatever came before. */
  soon(urgent?: boolean): void;
  /** A check starts now (by a request, the periodic timer or a repeat). */
  started(): void;
  stop(): void;
}

/** Calls `run` when a requested check is due. Timers and clock are the platform's (fake in tests). */
export function checkTiming(run: () => void): CheckTiming {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = Number.POSITIVE_INFINITY;
  let lastStarted = Number.NEGATIVE_INFINITY;
  let stopped = false;
  return {
    soon(urgent = true) {
      if (stopped) return;
      const now = Date.now();
      const at = urgent ? now + SOON_MS : Math.max(now + SOON_MS, lastStarted + BUSY_GAP_MS);
      if (dueAt <= at && dueAt > now) return;
      clearTimeout(timer);
      dueAt = at;
      timer = setTimeout(() => {
        dueAt = Number.POSITIVE_INFINITY;
        run();
      }, at - now);
    },
    started() {
      lastStarted = Date.now();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      dueAt = Number.POSITIVE_INFINITY;
    },
  };
}
