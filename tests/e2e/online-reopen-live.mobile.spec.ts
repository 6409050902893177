/**
 * Spectators and the second desk, on 390 px phones: the spectators' live page on an English phone
 * speaks English, numbers its places like the director's screens ("1.") and offers German with
 * one tap (kept over a reload); a desk reopened without its server says at once when it last
 * synchronised, never "not synced yet"; the spectators' code and the second desk's code differ
 * in colour and words.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DB_NAME } from '../../src/persistence/database-presence';
import { OnlinePage } from './pages/online-page';
import { TournamentPage } from './pages/tournament-page';
import { device, importAndPutOnline, tournamentFile } from './support/online-trust';

/** The time of the last synchronisation this device stored for the tournament (raw IndexedDB). */
async function storedLastSync(page: Page, id: string): Promise<string | null> {
  return page.evaluate(
    ({ name, key }) =>
      new Promise<string | null>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(new Error(String(request.error)));
        request.onsuccess = () => {
          const idb = request.result;
          if (!idb.objectStoreNames.contains('onlineTournaments')) {
            idb.close();
            resolve(null);
            return;
          }
          const get = idb.transaction('onlineTournaments', 'readonly').objectStore('onlineTournaments').get(key);
          get.onsuccess = () => {
            idb.close();
            resolve((get.result as { lastSyncedAt?: string } | undefined)?.lastSyncedAt ?? null);
          };
          get.onerror = () => {
            idb.close();
            reject(new Error(String(get.error)));
          };
        };
      }),
    { name: DB_NAME, key: id },
  );
}

test('the live page on an English phone: English, places "1.", German one tap away and kept', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const t = tournamentFile(testInfo);
  const desk = await device(browser, baseURL!);
  // Table 1's result, typed at the desk, so the places are 1. to 4.
  await importAndPutOnline(desk, t);
  const director = new TournamentPage(desk);
  await director.gotoTournament(t.id, '/r/1');
  await director.openTable(1);
  await director.typeTotals(['Anna Huber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber'], [30, 10, -10, -30]);
  await expect(director.sumStatus()).toHaveText('Summe 0 ✓');
  await director.saveResult();
  await expect(desk.getByText('Tisch 1: Ergebnis gespeichert')).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  const phone = await context.newPage();
  await phone.goto(`/#/live/${t.id}`);
  await expect(phone.getByRole('heading', { level: 1, name: t.name })).toBeVisible();
  await expect(phone.locator('[data-live-phase="live"]')).toBeVisible();
  await expect(phone.getByText('Round 1 of 3')).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Where do I sit?' })).toBeVisible();
  await expect(phone.getByText(/^Table 1 \(handed in\)/)).toBeVisible();
  const standings = phone.getByRole('table', { name: 'Standings' });
  await expect(standings.getByRole('columnheader')).toHaveText(['Place', 'Name', 'R1', 'Total']);
  // Places as on the director's screens: "1.", "2." …
  await expect(standings.locator('tbody tr').first()).toContainText('Anna Huber');
  const places = await standings.locator('tbody tr td:first-child').allTextContents();
  expect(places.slice(0, 4)).toEqual(['1.', '2.', '3.', '4.']);
  const german = phone.getByRole('button', { name: 'Deutsch' });
  await expect(german).toHaveAttribute('lang', 'de');
  // Offered at the top, in the first screen, not below the standings.
  const box = (await german.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(box.y).toBeLessThan((await standings.boundingBox())!.y);
  const axe = await new AxeBuilder({ page: phone }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await phone.screenshot({ path: testInfo.outputPath('live-english-390.png'), fullPage: true });

  await german.click();
  await expect(phone.getByRole('table', { name: 'Stand' })).toBeVisible();
  await expect(phone.getByText('Runde 1 von 3')).toBeVisible();
  await expect(phone.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  // The choice is the phone's from now on: a reload keeps German.
  await phone.reload();
  await expect(phone.getByRole('table', { name: 'Stand' })).toBeVisible();
  await context.close();
});

test('a desk reopened without its server says at once when it last synchronised; the two codes differ at a glance', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const t = tournamentFile(testInfo);
  const desk = await device(browser, baseURL!);
  // Every text the status line ever shows, from the first paint on.
  await desk.context().addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { syncTexts: string[] }).syncTexts = seen;
    new MutationObserver(() => {
      const line = document.querySelector('[data-sync-phase]');
      const text = line?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const online = await importAndPutOnline(desk, t);
  await expect(online.status()).toHaveAttribute('data-sync-phase', 'online');
  await expect(online.status()).toContainText(/zuletzt synchronisiert \d{1,2}:\d{2}/);
  await expect.poll(() => storedLastSync(desk, t.id)).not.toBeNull();

  await test.step('the codes: the spectators\' in green with an eye, the second desk\'s in red with a lock, each saying whom it is for', async () => {
    const spectators = online.section().locator('[data-code-kind="spectators"]');
    const director = online.section().locator('[data-code-kind="director"]');
    await expect(spectators).toContainText('Für Zuschauer');
    await expect(director).toContainText('Nur Turnierleitung');
    const frame = (l: typeof spectators) => l.evaluate((e) => getComputedStyle(e).borderTopColor);
    expect(await frame(spectators)).not.toBe(await frame(director));
    // Their icons are drawn (an eye, a lock), not characters a phone without an emoji font shows as a box.
    await expect(spectators.locator('[data-code-icon="eye"] svg')).toBeVisible();
    await expect(director.locator('[data-code-icon="lock"] svg')).toBeVisible();
    await director.screenshot({ path: testInfo.outputPath('director-code-390.png') });
  });

  await test.step('reopened offline: the time of the last synchronisation, from the first paint on', async () => {
    await desk.context().setOffline(true);
    await desk.reload();
    const status = new OnlinePage(desk).status();
    await expect(status).toBeVisible();
    await expect(status).toContainText(/zuletzt synchronisiert \d{1,2}:\d{2}/);
    await expect(status).toHaveAttribute('data-sync-phase', 'offline');
    const texts = await desk.evaluate(() => (window as unknown as { syncTexts: string[] }).syncTexts);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((x) => /noch nicht synchronisiert/.test(x))).toEqual([]);
    await desk.screenshot({ path: testInfo.outputPath('desk-reopened-offline-390.png'), fullPage: true });
    await desk.context().setOffline(false);
    await expect(status).toHaveAttribute('data-sync-phase', 'online');
  });
});
