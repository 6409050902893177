/**
 * The performance report, test-results/perf.json: one JSON object whose top-level keys are
 * written by different browser tests (and by `npm run lighthouse:season`). Tests run in
 * parallel workers, so a key is merged in under a lock (a directory beside the file, which
 * only one process can create): read, set the key, write a temporary file, rename it over the
 * report. Two workers writing at once both keep their figures; a reader never sees half a file.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const PERF_FILE = join(process.cwd(), 'test-results', 'perf.json');

/** A lock older than this was left by a killed process: taken over. */
const STALE_LOCK_MS = 30_000;
const WAIT_STEP_MS = 20;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function withLock<T>(file: string, work: () => T): T {
  const lock = `${file}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmdirSync(lock);
      } catch {
        // Released meanwhile: try again.
      }
      sleep(WAIT_STEP_MS);
    }
  }
  try {
    return work();
  } finally {
    rmdirSync(lock);
  }
}

/** Sets the report's `entries` (each top-level key replaced), keeping every other key. */
export function recordPerformance(entries: Record<string, unknown>, file = PERF_FILE): void {
  withLock(file, () => {
    const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    Object.assign(report, entries);
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(report, null, 2)}\n`);
    renameSync(temp, file);
  });
}
