/**
 * Checks a season file's text in a Web Worker (`season-check.worker.ts`, one per file, ended
 * when it answers), telling the progress after each tournament. Where no worker can run (an
 * old browser, the unit tests' DOM) the check runs here, after the page had a turn to show
 * that it started.
 */
import type { SeasonCheckProgress } from '@/domain/season/parse-season';
import { checkSeasonText, type SeasonCheck } from './season-check';

export type SeasonCheckReply = { kind: 'progress'; done: number; total: number } | { kind: 'done'; result: SeasonCheck };

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./season-check.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

async function checkHere(text: string, progress?: SeasonCheckProgress): Promise<SeasonCheck> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return checkSeasonText(text, progress);
}

/** The season file in `text`, checked whole off the main thread (see `checkSeasonText`). */
export function checkSeasonOffThread(text: string, progress?: SeasonCheckProgress): Promise<SeasonCheck> {
  const worker = startWorker();
  if (!worker) return checkHere(text, progress);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (out: Promise<SeasonCheck> | SeasonCheck) => {
      if (settled) return;
      settled = true;
      worker.terminate();
      resolve(out);
    };
    worker.onmessage = (event: MessageEvent<SeasonCheckReply>) => {
      const reply = event.data;
      if (reply.kind === 'progress') progress?.(reply.done, reply.total);
      else finish(reply.result);
    };
    // A worker that cannot load or dies: the check runs here instead.
    worker.onerror = (event) => {
      event.preventDefault();
      finish(checkHere(text, progress));
    };
    worker.postMessage(text);
  });
}
