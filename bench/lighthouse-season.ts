/**
 * Lighthouse on a returning device that holds a season (`npm run lighthouse:season`): 50
 * evenings of 40 hands and 10 tournaments of 200 players, put in through the app's backup
 * import (tests/e2e/support/season-device.ts), in a browser profile that Lighthouse then opens
 * with its storage and service worker kept.
 *
 *   builds, serves dist/ on port 4174 (LIGHTHOUSE_PORT; LIGHTHOUSE_SKIP_BUILD=1 serves the
 *   build as it is), measures three starts until the evenings and the tournaments are listed,
 *   runs Lighthouse (mobile) 5 times (LIGHTHOUSE_RUNS) on the start screen and on the
 *   tournaments' list, prints the medians, writes test-results/lighthouse-season.json and the
 *   figures into the performance report (test-results/perf.json, `seasonDevice`), and fails
 *   when a median performance score is below the budget (98).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERFORMANCE_BUDGET, waitForServer } from '../scripts/lighthouse';
import { measureSeasonDevice } from '../tests/e2e/support/season-device';
import { recordPerformance } from '../tests/e2e/support/perf-report';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vite = join(root, 'node_modules', '.bin', 'vite');

async function main(): Promise<void> {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 4174);
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const baseURL = `http://localhost:${port}`;
  if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') {
    const build = spawnSync(vite, ['build'], { cwd: root, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const server = spawn(vite, ['preview', '--port', String(port), '--strictPort'], { cwd: root, stdio: 'ignore' });
  try {
    await waitForServer(`${baseURL}/`, server);
    const figures = await measureSeasonDevice(baseURL, { startRuns: 3, lighthouseRuns: runs, log: (line) => console.log(line) });
    const out = join(root, 'test-results', 'lighthouse-season.json');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
    const perfFile = join(root, 'test-results', 'perf.json');
    recordPerformance({ seasonDevice: { ...figures, note: `medians of ${runs} Lighthouse runs (npm run lighthouse:season)` } }, perfFile);
    const { start, tournaments } = figures.lighthouse;
    console.log(
      [
        `evenings listed ${figures.startToEveningsList.listShownMedianMs} ms after the start (median of 3, blocking ${figures.startToEveningsList.blockingMedianMs} ms); tournaments ${figures.startToTournamentsList.listShownMedianMs} ms (blocking ${figures.startToTournamentsList.blockingMedianMs} ms)`,
        `median of ${runs}, start screen: performance ${start.medians.performance} (budget ${PERFORMANCE_BUDGET}), TBT ${start.medians.totalBlockingTimeMs} ms, FCP ${start.medians.firstContentfulPaintMs} ms, LCP ${start.medians.largestContentfulPaintMs} ms, CLS ${start.medians.cumulativeLayoutShift}`,
        `median of ${runs}, tournaments: performance ${tournaments.medians.performance} (budget ${PERFORMANCE_BUDGET}), TBT ${tournaments.medians.totalBlockingTimeMs} ms, FCP ${tournaments.medians.firstContentfulPaintMs} ms, LCP ${tournaments.medians.largestContentfulPaintMs} ms, CLS ${tournaments.medians.cumulativeLayoutShift}`,
        `written to ${out} and ${perfFile}`,
      ].join('\n'),
    );
    for (const [name, result] of [['start screen', start], ['tournaments', tournaments]] as const) {
      if (result.medians.performance < PERFORMANCE_BUDGET) {
        console.error(`Lighthouse performance on the season device (${name}) ${result.medians.performance} is below the budget of ${PERFORMANCE_BUDGET}.`);
        process.exitCode = 1;
      }
    }
  } finally {
    server.kill();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
