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
import { expect, type BrowserContext, type Page } from '@playwright/test';
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
    await page.addInitScript(
      ({ listName, count }) => {
        const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __listShownAt?: number };
        w.__longTasks = [];
        try {
          new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
        } catch {
          // Long-task timing is optional.
        }
        const tick = () => {
          const list = document.querySelector(`ul[aria-label="${listName}"]`);
          if (list !== null && list.querySelectorAll(':scope > li').length === count) w.__listShownAt = performance.now();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      { listName, count },
    );
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
