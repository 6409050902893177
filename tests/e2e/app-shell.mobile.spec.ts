/**
 * The first paint: index.html shows the start screen before any JavaScript has run, in the
 * app's look (light and dark) — on a first visit with the welcome text, for a returning user
 * with "Abende werden geladen …" — and React takes it over without moving anything. The app's
 * scripts are only requested once that screen has been painted. A returning user's list does
 * not move either when the leaders (computed by the settlement engine, loaded after the first
 * paint) arrive. A first visit creates no database until a screen needs it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BackupPage } from './pages/backup-page';
import { SessionsPage } from './pages/sessions-page';

/** Sums the page's layout shifts (those not caused by input) from the start of the load. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

/** The start screen's landmarks whose place must not change when React takes over. */
function landmarks(page: Page) {
  return {
    title: page.getByRole('heading', { level: 1, name: 'Königsblock' }),
    settings: page.getByRole('link', { name: 'Einstellungen' }),
    tournaments: page.getByRole('link', { name: 'Turniere' }),
    backup: page.getByRole('link', { name: 'Sicherung' }),
    heading: page.getByRole('heading', { level: 2, name: 'Abende' }),
    welcome: page.getByText('Noch kein Abend'),
    welcomeText: page.getByText(/^Tippe unten auf „Neuer Abend“/),
    round: page.getByRole('link', { name: 'Turnierrunde' }),
    newEvening: page.getByRole('link', { name: 'Neuer Abend' }),
  } satisfies Record<string, Locator>;
}

async function boxes(page: Page): Promise<Record<string, { x: number; y: number; width: number; height: number } | null>> {
  const result: Record<string, { x: number; y: number; width: number; height: number } | null> = {};
  for (const [name, locator] of Object.entries(landmarks(page))) result[name] = await locator.boundingBox();
  return result;
}

test.describe('the first paint', () => {
  test('the start screen is there before any JavaScript has run, light and dark', async ({ browser }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme, locale: 'de-AT' });
      const page = await context.newPage();
      const scripts: string[] = [];
      await page.route('**/*.js', (route) => {
        scripts.push(route.request().url());
        return route.abort();
      });
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await page.goto('/');
      // The app's scripts are requested once the start screen has been painted.
      await expect.poll(() => scripts.length, { message: 'the app bundle was requested (and blocked)' }).toBeGreaterThan(0);
      // The start screen's styles come with the page itself: no second request before the first paint.
      expect(stylesheets, 'stylesheets requested for the start screen').toEqual([]);
      for (const locator of Object.values(landmarks(page))) await expect(locator).toBeVisible();
      // A first visit: nothing to wait for, the welcome is there at once.
      await expect(page.getByText('Abende werden geladen …')).toHaveCount(0);
      const newEvening = await page.getByRole('link', { name: 'Neuer Abend' }).boundingBox();
      expect(newEvening!.height).toBeGreaterThanOrEqual(44);
      const header = await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor);
      const body = await page.locator('main').evaluate((el) => getComputedStyle(el.parentElement!.parentElement!).backgroundColor);
      expect(header, 'the green top bar').not.toBe('rgba(0, 0, 0, 0)');
      // Light: a near-white page; dark: a near-black one (the theme is applied before the first paint).
      // The colour's first number is its lightness (Tailwind's colours are oklch/lab: 0–1 or 0–100).
      const first = Number(body.match(/\d+(\.\d+)?/)![0]);
      const lightness = first <= 1 ? first * 100 : first;
      if (colorScheme === 'light') expect(lightness, body).toBeGreaterThan(90);
      else expect(lightness, body).toBeLessThan(20);
      await page.screenshot({ path: `test-results/screens/app-shell-${colorScheme}.png` });
      await context.close();
    }
  });

  test('React takes the start screen over without moving anything', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-AT' });
    const before = await context.newPage();
    await before.route('**/*.js', (route) => route.abort());
    await before.goto('/');
    await expect(landmarks(before).newEvening).toBeVisible();
    const shellBoxes = await boxes(before);
    await before.close();

    const page = await context.newPage();
    await watchLayoutShifts(page);
    await page.goto('/');
    // React has rendered and read the evenings (none yet): it records that for the next start.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('koenigsblock.hasEvenings'))).toBe('0');
    await expect(page.getByText('Noch kein Abend')).toBeVisible();
    expect(await boxes(page)).toEqual(shellBoxes);
    expect(await layoutShift(page)).toBe(0);
    await page.screenshot({ path: 'test-results/screens/app-shell-react.png' });
    // A first visit creates no database for the welcome, and loads no database code (the build's
    // "db" file, see vite.config.ts); the first screen that reads creates it.
    const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
    const databaseCodeLoaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/assets\/db-[^/]*\.js$/.test(new URL(r.name).pathname)));
    expect(await databases()).toEqual([]);
    expect(await databaseCodeLoaded()).toBe(false);
    await landmarks(page).newEvening.click();
    await expect(page.getByRole('heading', { name: 'Neuer Abend' })).toBeVisible();
    await expect.poll(databases).toEqual(['koenigsblock']);
    expect(await databaseCodeLoaded()).toBe(true);
    await context.close();
  });

  test('a start that cannot load the app says so instead of a start screen that does nothing', async ({ page }) => {
    // The app's own code (not React, not the database code) fails to arrive.
    await page.route(/\/assets\/app-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText('Königsblock konnte nicht starten. Bitte die Seite neu laden.');
    await expect(page.getByRole('link', { name: 'Neuer Abend' })).toHaveCount(0);
  });

  test('a returning user: the list and its leaders arrive without shifting the screen', async ({ page }) => {
    const backup = new BackupPage(page);
    await backup.goto();
    // Two evenings: the lower card would move if the upper one grew when its leader arrives.
    for (const fixture of ['hausregeln-evening', 'wiki-evening']) {
      const file = readFileSync(join(process.cwd(), `tests/fixtures/sessions/${fixture}.session.json`));
      await backup.importFile({ name: `${fixture}.json`, mimeType: 'application/json', buffer: file }, 1);
    }

    // Before any JavaScript: this device has evenings, so the start screen waits for them
    // instead of greeting a newcomer. The same device's storage in a context without the service
    // worker: once the worker has installed it serves the scripts from its cache, where a route
    // cannot hold them back (on a busy machine it often has by now).
    const shellContext = await page.context().browser()!.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'de-AT',
      baseURL: test.info().project.use.baseURL,
      storageState: await page.context().storageState(),
      serviceWorkers: 'block',
    });
    const shellOnly = await shellContext.newPage();
    await shellOnly.route('**/*.js', (route) => route.abort());
    await shellOnly.goto('/');
    await expect(shellOnly.getByRole('status')).toHaveText('Abende werden geladen …');
    await expect(shellOnly.getByText('Noch kein Abend')).toHaveCount(0);
    await shellContext.close();

    await watchLayoutShifts(page);
    const sessions = new SessionsPage(page);
    await sessions.goto();
    await page.reload();
    const cards = page.getByRole('list', { name: 'Abende' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) await expect(card).toContainText('Führt:');
    expect(await layoutShift(page)).toBe(0);
    await page.screenshot({ path: 'test-results/screens/app-shell-returning.png' });
  });
});
