import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { e2eDirector } from './tests/e2e/director-login';


// One preview server per checkout: E2E_PORT lets two checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
// The embedded sync server (npm run sync-server); the preview server proxies /sync/ to it.
const syncPort = Number(process.env.SYNC_PORT ?? 5984);
// The director login the tests use and the started sync server creates (E2E_DIRECTOR=name:password).
const director = e2eDirector();
// Two tests at a time (E2E_WORKERS to change): every test has its own browser context, and the
// online tests their own tournaments (random ids) on the one sync server, so they do not meet.
const workers = Number(process.env.E2E_WORKERS ?? 2);
// A test tagged @alone runs after all the others, one at a time, with nothing beside it: the
// performance reports (their figures would count another test's work) and the update test
// (it changes the built service worker that every other test's page loads).
// `npm run test:e2e` sets E2E_FULL_RUN=1: only then do they wait for the others, as a project
// that depends on theirs. Playwright runs a dependency's tests whatever the command line names,
// so without it `playwright test tests/e2e/perf.mobile.spec.ts` would run every browser test first.
const ALONE = /@alone\b/;
const aloneAfterOthers = process.env.E2E_FULL_RUN === '1';
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
};

export default defineConfig({
  testDir: './tests/e2e',
  // Fixture generators run only on request (they record a database of an older release).
  testIgnore: process.env.REGENERATE_DB_FIXTURE ? [] : ['**/*.generate.spec.ts'],
  outputDir: './test-results/e2e',
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  // Two tests share the cores: a test of many steps gets half a machine, a busy shared one less.
  timeout: 120_000,
  // The machine is shared: give UI assertions room before calling a slow moment a failure.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'de-AT',
    // Fail a stuck step quickly instead of waiting out the whole test.
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    { name: 'phone', use: phone, grepInvert: ALONE },
    { name: 'phone-alone', use: phone, grep: ALONE, workers: 1, dependencies: aloneAfterOthers ? ['phone'] : [] },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort`,
      url: `http://localhost:${port}`,
      reuseExistingServer: !process.env.CI,
      // A busy shared machine can take its time to start the server.
      timeout: 120_000,
    },
    {
      // The embedded sync server for the online tests; the preview serves it at /sync/ (vite.config.ts).
      // Its data on disk as with npm start, in a folder of the test results (one per port).
      command: 'npx tsx server/sync-server.ts',
      url: `http://127.0.0.1:${syncPort}/`,
      env: { SYNC_PORT: String(syncPort), SYNC_DIRECTOR: `${director.name}:${director.password}`, SYNC_DATA_DIR: `test-results/sync-data-${syncPort}` },
      reuseExistingServer: !process.env.CI,
      // A busy shared machine can take its time to start the server.
      timeout: 120_000,
    },
  ],
});
