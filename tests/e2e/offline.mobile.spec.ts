/**
 * Offline first: once the service worker controls the page, the app reloads,
 * opens every screen and keeps taking hands without a network; back online the
 * data is there. Also the installability basics: manifest, icons, service worker.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readStoredSession, waitForServiceWorkerControl } from './pages/app';
import { AbrechnungPage } from './pages/abrechnung-page';
import { BackupPage } from './pages/backup-page';
import { HandEntryPage } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { RuleSetsPage, SettingsPage } from './pages/rule-sets-page';
import { SessionsPage } from './pages/sessions-page';
import { SheetPage } from './pages/sheet-page';
import { StatsPage } from './pages/stats-page';

const PLAYERS = ['Anna', 'Bernd', 'Clara', 'Dieter'];

interface Manifest {
  name?: string;
  short_name?: string;
  display?: string;
  theme_color?: string;
  start_url?: string;
  icons?: { src: string; sizes: string; type?: string; purpose?: string }[];
}

test('installable, and fully usable offline once the service worker is in control', async ({ context, page }) => {
  test.setTimeout(120_000);
  const sessions = new SessionsPage(page);

  await test.step('the service worker registers and takes control', async () => {
    await sessions.goto();
    await waitForServiceWorkerControl(page);
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return reg ? { scope: reg.scope, active: reg.active?.state ?? null, script: reg.active?.scriptURL ?? null } : null;
    });
    expect(registration).not.toBeNull();
    expect(registration!.active).toBe('activated');
    expect(registration!.script).toMatch(/\/sw\.js$/);
    expect(registration!.scope).toBe(new URL('/', page.url()).href);
  });

  await test.step('manifest: linked, with name, standalone display, theme colour and icons 192/512 that load', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json() as Promise<Manifest>, href!);
    expect(manifest.name).toContain('Königsblock');
    expect(manifest.short_name).toBe('Königsblock');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toBe('#14532d');
    expect(manifest.start_url).toBe('/');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#14532d');
    const sizes = (manifest.icons ?? []).map((i) => i.sizes);
    expect(sizes).toContain('192x192');
    expect(sizes).toContain('512x512');
    const loaded = await page.evaluate(
      async ({ icons, base }) =>
        Promise.all(
          icons.map(
            (icon) =>
              new Promise<{ sizes: string; width: number; height: number }>((resolve, reject) => {
                const img = new Image();
                img.onload = () => resolve({ sizes: icon.sizes, width: img.naturalWidth, height: img.naturalHeight });
                img.onerror = () => reject(new Error(`icon ${icon.src} did not load`));
                img.src = new URL(icon.src, base).href;
              }),
          ),
        ),
      { icons: manifest.icons ?? [], base: new URL(href!, page.url()).href },
    );
    for (const icon of loaded) expect(`${icon.width}x${icon.height}`).toBe(icon.sizes);
  });

  await test.step('offline: the reload is answered by the service worker', async () => {
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(sessions.heading).toBeVisible();
    // The network is really gone for anything not precached.
    const networkFails = await page.evaluate(() => fetch(`/not-cached-${Date.now()}.json`).then(
      (r) => !r.ok,
      () => true,
    ));
    expect(networkFails).toBe(true);
  });

  await test.step("offline: the QR scanner's decoder worker starts from the precache and reads a frame", async () => {
    const worker = readdirSync(join(process.cwd(), 'dist', 'assets')).find((f) => /^qr-decode\.worker-.*\.js$/.test(f));
    expect(worker).toBeDefined();
    const reply = await page.evaluate(
      (url) =>
        new Promise<unknown>((resolve, reject) => {
          const w = new Worker(url, { type: 'module' });
          w.onmessage = (e) => {
            resolve(e.data);
            w.terminate();
          };
          w.onerror = () => reject(new Error(`worker ${url} did not start`));
          w.postMessage({ id: 1, width: 8, height: 8, data: new Uint8ClampedArray(256).fill(255), timeLimit: 10 });
        }),
      `/assets/${worker}`,
    );
    expect(reply).toMatchObject({ id: 1, text: null });
  });

  const form = new NewSessionPage(page);
  const sheet = new SheetPage(page);
  const entry = new HandEntryPage(page);

  await test.step('offline: start an evening and keep entering hands', async () => {
    await sessions.startNewEvening();
    await form.create({ players: PLAYERS, name: 'Offline-Abend' });
    await sheet.addHand();
    await entry.enterHand({ game: 'Rufer', partner: 'Clara', result: 'gewonnen' });
    await sheet.addHand();
    await entry.enterHand({ game: 'Dreier', declarer: 'Anna', result: 'gewonnen', kontra: 'Kontra' });
    await sheet.addHand();
    await entry.enterHand({ game: 'Bettler', declarer: 'Dieter', result: 'verloren', kontraBy: { Anna: 'Kontra' } });
    await sheet.expectRowCount(3);
    await sheet.openHand(2);
    await expect(sheet.detail.getByRole('list', { name: 'Erklärung' })).toBeVisible();
    await sheet.closeDetail();
  });

  const sessionId = sheet.sessionId();

  await test.step('offline: every other screen opens', async () => {
    const abrechnung = new AbrechnungPage(page);
    await sheet.openMenuItem('Abrechnung');
    await abrechnung.expectReady();

    const stats = new StatsPage(page);
    await stats.gotoSession(sessionId);
    await stats.expectChartDrawn();
    await stats.gotoAll();

    const backup = new BackupPage(page);
    await backup.goto();

    const rules = new RuleSetsPage(page);
    await rules.goto();
    await rules.startNew();

    await new SettingsPage(page).goto();

    await sessions.goto();
    await expect(sessions.sessionLink('Offline-Abend')).toContainText('3 Spiele');
  });

  await test.step('offline: one more hand after a full reload', async () => {
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await sessions.openSession('Offline-Abend');
    await sheet.addHand();
    await entry.enterHand({ game: 'Rufer', partner: 'allein', result: 'verloren' });
    await sheet.expectRowCount(4);
  });

  await test.step('back online: the data is there', async () => {
    await context.setOffline(false);
    await page.reload();
    await sheet.expectReady();
    await sheet.expectRowCount(4);
    const stored = await readStoredSession(page, 'Offline-Abend');
    expect(stored.data.hands).toHaveLength(4);
    expect(stored.data.hands[3]).toEqual({ game: 'rufer', declarer: 0, partner: null, result: 'lost' });
  });
});
