/**
 * An update never costs input: a new version is activated in one tab
 * ("Aktualisieren"); the other tab, in the middle of entering a hand, is not
 * reloaded — it is told, and when its user reloads, the half-entered hand is
 * still there.
 *
 * The new version is made by changing the built service worker script (a
 * byte-different sw.js is a new version for the browser); it is put back at
 * the end.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from './pages/app';
import { HandEntryPage } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { SheetPage } from './pages/sheet-page';
import { expectNoCspViolations, watchCsp } from './support/csp';

const SW_FILE = join(process.cwd(), 'dist', 'sw.js');

// Alone (playwright.config.ts): while the changed sw.js is served, any other test's page would be offered the update too.
test('"Aktualisieren" in one tab does not reload the other; its half-entered hand survives', { tag: '@alone' }, async ({ context, page }) => {
  const original = readFileSync(SW_FILE, 'utf8');
  try {
    await watchCsp(page);
    const a = new SheetPage(page);

    await test.step('tab A: the app runs under its service worker, an evening is open', async () => {
      await new NewSessionPage(page).goto();
      await waitForServiceWorkerControl(page);
      await new NewSessionPage(page).create({ players: ['Anna', 'Bernd', 'Clara', 'Dieter'], name: 'Update' });
    });

    const other = await context.newPage();
    await watchCsp(other);
    const b = new SheetPage(other);
    const entryB = new HandEntryPage(other);

    await test.step('tab B: half a hand entered (Dreier, Bernd), not saved', async () => {
      await b.gotoSession(a.sessionId());
      await other.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await b.addHand();
      await entryB.chooseGame('Dreier');
      await entryB.choose('Spieler', 'Bernd');
      // A marker that only survives as long as this page is not reloaded.
      await other.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
    });

    await test.step('a new version is installed and offered in tab A', async () => {
      writeFileSync(SW_FILE, `${original}\n// new version ${Date.now()}\n`);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await expect(page.getByText('Neue Version verfügbar')).toBeVisible({ timeout: 30_000 });
    });

    await test.step('tab A taps "Aktualisieren" and reloads itself', async () => {
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Aktualisieren' }).click();
      await reloaded;
      await a.expectReady();
      await expect(page.getByText('Neue Version verfügbar')).toBeHidden();
    });

    await test.step('tab B is told, not reloaded: the form still holds the half-entered hand', async () => {
      await expect(other.getByText('Eine neue Version wurde in einem anderen Fenster gestartet.', { exact: false })).toBeVisible({ timeout: 20_000 });
      expect(await other.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
      await expect(entryB.group('Spieler').getByRole('button', { name: 'Bernd' })).toHaveAttribute('aria-pressed', 'true');
      await other.screenshot({ path: 'test-results/screens/update-other-tab.png' });
    });

    await test.step('tab B reloads when its user says so: the draft is there', async () => {
      const reloaded = other.waitForEvent('load');
      await other.getByRole('button', { name: 'Neu laden' }).click();
      await reloaded;
      await expect(other.getByRole('heading', { level: 1, name: 'Spiel 1' })).toBeVisible();
      await expect(entryB.group('Spieler').getByRole('button', { name: 'Bernd' })).toHaveAttribute('aria-pressed', 'true');
      await expect(other.getByText('Eine neue Version wurde in einem anderen Fenster gestartet.', { exact: false })).toBeHidden();
    });

    await expectNoCspViolations(page);
    await expectNoCspViolations(other);
  } finally {
    writeFileSync(SW_FILE, original);
  }
});
