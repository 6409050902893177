/**
 * A returning device that holds a season: 50 evenings of 40 hands and 10 tournaments of 200
 * players (three rounds each, every table's hands recorded, as table phones hand them in),
 * put into the app's database through its own backup import — the way a device gets it back
 * from a backup. Used by the performance report (tests/e2e/perf.mobile.spec.ts) and by
 * `npm run lighthouse:season` (bench/lighthouse-season.ts).
 *
 * Also measures a start of the app on that device until its list shows: the evenings on the
 * start screen (#/) and the tournaments' list (#/t), in the page's own clock (from the start of
 * the navigation), with the main thread's long tasks (their blocking time beyond 50 ms each, as
 * Lighthouse counts it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';
import { median, PERFORMANCE_BUDGET, runLighthouse, type LighthouseRun } from '../../../scripts/lighthouse';
import { makeBackupBundle } from '../../../src/transfer/export-json';
import type { Session } from '../../../src/domain/model';
import type { TournamentFile } from '../../../src/domain/tournament/model';
import { seededChooser } from '../../../src/testing/domain/chooser';
import { longEveningHands } from '../../../src/testing/domain/hands';
import { buildRandomTournament } from '../../../src/testing/domain/random-tournament';
import { makeSession } from '../../../src/testing/domain/session';
import { BackupPage } from '../pages/backup-page';

export const SEASON_DEVICE = { evenings: 50, handsPerEvening: 40, tournaments: 10, playersPerTournament: 200, rounds: 3 } as const;

const TABLE_NAMES = [
  ['Anna', 'Bernd', 'Clara', 'Dieter'],
  ['Erika', 'Franz', 'Gerda', 'Hans'],
  ['Ilse', 'Josef', 'Karin', 'Leopold'],
];

/** The evenings: one a week through a season, three regular tables taking turns. */
function seasonEvenings(): Session[] {
  const hands = longEveningHands(SEASON_DEVICE.handsPerEvening);
  return Array.from({ length: SEASON_DEVICE.evenings }, (_, i) => {
    const day = new Date(Date.UTC(2025, 8, 4 + 7 * i));
    return makeSession({
      name: `Runde ${i + 1}`,
      date: day.toISOString().slice(0, 10),
      players: TABLE_NAMES[i % TABLE_NAMES.length]!,
      hands,
    });
  });
}

function seasonTournaments(): TournamentFile[] {
  return Array.from({ length: SEASON_DEVICE.tournaments }, (_, k) => {
    const t = buildRandomTournament(seededChooser(2026 + k), {
      players: SEASON_DEVICE.playersPerTournament,
      rounds: SEASON_DEVICE.rounds,
      handsShare: 1,
    });
    t.id = `season-device-t${k + 1}`;
    t.name = `Cup-Turnier ${k + 1}`;
    t.date = new Date(Date.UTC(2025, 8, 13 + 28 * k)).toISOString().slice(0, 10);
    return t;
  });
}

/** The backup file of the device, as JSON text. */
export function seasonDeviceBackup(): string {
  const bundle = makeBackupBundle({
    sessions: seasonEvenings(),
    ruleSets: [],
    players: [],
    tournaments: seasonTournaments(),
    exportedAt: '2026-06-30T20:00:00.000Z',
  });
  return JSON.stringify(bundle);
}

/** Imports the season device's backup through the backup screen of `page` (on the app's origin). */
export async function seedSeasonDevice(page: Page): Promise<void> {
  const backup = new BackupPage(page);
  await backup.goto();
  await backup.chooseFile({ name: 'saison-sicherung.json', mimeType: 'application/json', buffer: Buffer.from(seasonDeviceBackup()) });
  await expect(backup.preview).toBeVisible({ timeout: 120_000 });
  await backup.preview.getByRole('button', { name: /^Importieren \(\d+\)$/ }).click();
  await expect(backup.done).toBeVisible({ timeout: 180_000 });
  // Both lists hold everything before anything is measured.
  await page.goto('/#/t');
  await expect(page.getByRole('list', { name: 'Turniere' }).getByRole('listitem')).toHaveCount(SEASON_DEVICE.tournaments, { timeout: 60_000 });
  await page.goto('/#/');
  await expect(page.getByRole('list', { name: 'Abende' }).getByRole('listitem')).toHaveCount(SEASON_DEVICE.evenings, { timeout: 60_000 });
  // A returning device has the app installed: its service worker is active, its files cached.
  await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
}

export interface StartToList {
  /** Navigation start → the list shows all its entries (ms, the page's clock). */
  listShownMs: number;
  /** First contentful paint (ms). */
  firstContentfulPaintMs: number | null;
  /**
   * Long tasks (> 50 ms) of the main thread from the first paint until the page is quiet (two
   * seconds after the list showed): their sum beyond 50 ms each, as Lighthouse's blocking time.
   */
  blockingMs: number;
  /** The same, of the tasks that began before the list showed. */
  blockingBeforeListMs: number;
  longTasks: number;
  longestTaskMs: number;
}

/**
 * Opens `hash` in a new page of `context` (a start of the app: a fresh page load) and waits
 * until the list named `listName` shows `count` entries.
 */
export async function measureStartToList(context: BrowserContext, hash: string, listName: string, count: number): Promise<StartToList> {
  const page = await context.newPage();
  try {
    // As text: a function would be sent as its source, and a runner that compiles this file
    // (tsx for `npm run lighthouse:season`) adds helpers to named functions that the page lacks.
    await page.addInitScript({
      content: `(() => {
        const w = window;
        w.__longTasks = [];
        try {
          new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
        } catch (e) {
          // Long-task timing is optional.
        }
        const selector = ${JSON.stringify(`ul[aria-label="${listName}"]`)};
        const tick = () => {
          const list = document.querySelector(selector);
          if (list !== null && list.querySelectorAll(':scope > li').length === ${count}) w.__listShownAt = performance.now();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })();`,
    });
    await page.goto(`/${hash}`);
    const shownAt = (await (await page.waitForFunction(() => (window as unknown as { __listShownAt?: number }).__listShownAt ?? false, undefined, { timeout: 60_000 })).jsonValue()) as number;
    await expect(page.getByRole('list', { name: listName }).getByRole('listitem')).toHaveCount(count);
    // The work that follows the list (what Lighthouse's blocking time counts up to the quiet
    // page): two seconds later the page has long been quiet; long tasks are reported a moment
    // after they end.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    const blocking = (list: { duration: number }[]) => Math.round(list.reduce((s, t) => s + Math.max(0, t.duration - 50), 0));
    const afterPaint = tasks.filter((t) => fcp === null || t.start + t.duration > fcp);
    return {
      listShownMs: Math.round(shownAt * 10) / 10,
      firstContentfulPaintMs: fcp === null ? null : Math.round(fcp * 10) / 10,
      blockingMs: blocking(afterPaint),
      blockingBeforeListMs: blocking(tasks.filter((t) => t.start < shownAt)),
      longTasks: tasks.length,
      longestTaskMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
    };
  } finally {
    await page.close();
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export interface StartsToList {
  runs: StartToList[];
  listShownMedianMs: number;
  blockingMedianMs: number;
}

export interface SeasonDeviceFigures {
  device: typeof SEASON_DEVICE;
  startToEveningsList: StartsToList;
  startToTournamentsList: StartsToList;
  lighthouse: {
    start: { url: string; runs: LighthouseRun[]; medians: LighthouseMedians };
    tournaments: { url: string; runs: LighthouseRun[]; medians: LighthouseMedians };
    budget: { performance: number };
  };
  measuredAt: string;
}

type LighthouseMedians = Pick<LighthouseRun, 'performance' | 'firstContentfulPaintMs' | 'largestContentfulPaintMs' | 'speedIndexMs' | 'totalBlockingTimeMs' | 'cumulativeLayoutShift'>;

function medians(runs: LighthouseRun[]): LighthouseMedians {
  const of = (key: keyof LighthouseMedians) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    speedIndexMs: of('speedIndexMs'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
    cumulativeLayoutShift: of('cumulativeLayoutShift'),
  };
}

function summary(runs: StartToList[]): StartsToList {
  return { runs, listShownMedianMs: round(median(runs.map((r) => r.listShownMs))), blockingMedianMs: round(median(runs.map((r) => r.blockingMs))) };
}

/**
 * The whole measurement on a device profile of its own (kept on disk, so Lighthouse opens it
 * afterwards with its storage and service worker as they are): the season put in through the
 * backup import, `startRuns` starts until each list shows, then `lighthouseRuns` Lighthouse runs
 * (mobile) of the start screen and of the tournaments' list. `baseURL` serves the built app.
 */
export async function measureSeasonDevice(baseURL: string, options: { startRuns: number; lighthouseRuns: number; log?: (line: string) => void }): Promise<SeasonDeviceFigures> {
  const log = options.log ?? (() => undefined);
  const dir = mkdtempSync(join(tmpdir(), 'kb-season-device-'));
  const profile = join(dir, 'profile');
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'de-AT',
      baseURL,
    });
    const evenings: StartToList[] = [];
    const tournaments: StartToList[] = [];
    try {
      context.setDefaultTimeout(20_000);
      const page = context.pages()[0] ?? (await context.newPage());
      await seedSeasonDevice(page);
      await page.close();
      log('season device seeded');
      for (let run = 0; run < options.startRuns; run++) {
        evenings.push(await measureStartToList(context, '#/', 'Abende', SEASON_DEVICE.evenings));
        tournaments.push(await measureStartToList(context, '#/t', 'Turniere', SEASON_DEVICE.tournaments));
        log(`start ${run + 1}/${options.startRuns}: evenings listed after ${evenings.at(-1)!.listShownMs} ms, tournaments after ${tournaments.at(-1)!.listShownMs} ms`);
      }
    } finally {
      await context.close();
    }
    const lighthouse = async (path: string) => {
      const url = new URL(path, baseURL).toString();
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < options.lighthouseRuns; i++) {
        const { lighthouseVersion: _version, ...result } = await runLighthouse(url, { userDataDir: profile });
        runs.push(result);
        log(`Lighthouse ${url} ${i + 1}/${options.lighthouseRuns}: performance ${result.performance}, TBT ${result.totalBlockingTimeMs} ms, FCP ${result.firstContentfulPaintMs} ms, LCP ${result.largestContentfulPaintMs} ms`);
      }
      return { url, runs, medians: medians(runs) };
    };
    return {
      device: SEASON_DEVICE,
      startToEveningsList: summary(evenings),
      startToTournamentsList: summary(tournaments),
      lighthouse: { start: await lighthouse('/'), tournaments: await lighthouse('/#/t'), budget: { performance: PERFORMANCE_BUDGET } },
      measuredAt: new Date().toISOString(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
