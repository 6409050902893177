/**
 * A full disk on a fresh profile: the phone's storage has no room left when the director opens
 * the tournaments for the first time and imports a tournament file (a season file on an English
 * phone); and a disk that fills up during an evening, as the scorekeeper saves a hand. The origin gets a quota just above what the app's offline copy already takes
 * (Storage.overrideQuotaForOrigin): IndexedDB then refuses to create the app's database with a
 * QuotaExceededError, as on a full phone. The list keeps its frame and says why, the import says
 * in the phone's language that the storage is full and what to do, nothing half-imported is
 * stored, and once space is free the same file imports without a reload.
 *
 * What the override does in Chromium: navigator.storage.estimate() in the page keeps showing the
 * real quota (only the DevTools' Storage.getUsageAndQuota shows the override), and IndexedDB
 * checks a write against the free space it last asked the quota manager for, trusting that
 * figure for up to 30 s. So the quota is lowered before this profile has written anything: the
 * first write asks afresh; where the database already exists, a write of random bytes into a
 * scratch database is refused first, which makes IndexedDB ask again and remember that nothing
 * is left. (Values are stored compressed, so a repetitive value needs far more bytes than its
 * length suggests.)
 * Screenshots: test-results/screens/storage-full-*.png.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { buildTableHands, buildTournament } from '../../src/testing/domain/tournament';
import { cupSeasonFile } from './support/cup-season-file';
import { DB_NAME, readStoredSessions, waitForServiceWorkerControl } from './pages/app';
import { HandEntryPage } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { SheetPage } from './pages/sheet-page';

const SCREENS = join(process.cwd(), 'test-results', 'screens');
const FULL_DE = 'Der Speicher des Geräts ist voll – die letzte Änderung wurde nicht gespeichert. Bitte eine Sicherung exportieren und Platz schaffen.';
/** What is left of the quota for the app's database: far less than its creation takes. */
const ROOM_LEFT = 4096;

/** A tournament night of 200 players over 3 rounds, every table with its hands (about 245 kB). */
function bigTournamentFile(): object {
  const data = buildTournament({ players: 200, rounds: 3 });
  for (const round of data.rounds) {
    for (const table of round.tables) {
      const size = table.players.length;
      Object.assign(table, { result: { hands: buildTableHands(data.rules, size, table.firstDealer ?? 0, size === 4 ? 16 : 20) } });
    }
  }
  return { ...data, id: 'hausruck-3', name: 'Hausruck-Cup, 3. Turnier' };
}

/** Opens the app on a fresh profile with its offline copy in place, then leaves the storage almost no room. */
async function freshProfileWithFullDisk(page: Page): Promise<{ cdp: CDPSession; free: () => Promise<void> }> {
  await page.goto('/');
  // The offline copy (the service worker's cache) is part of the origin's usage: it is complete first.
  await waitForServiceWorkerControl(page);
  expect(await page.evaluate(async (name) => (await indexedDB.databases()).some((d) => d.name === name), DB_NAME)).toBe(false);
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin });
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + ROOM_LEFT });
  return {
    cdp,
    // Called without a size, the override ends: the phone has room again.
    free: async () => {
      await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    },
  };
}

/** The tournaments and seasons stored, read with raw IndexedDB calls (no app code); none without a database. */
async function storedCounts(page: Page): Promise<{ tournaments: number; seasons: number }> {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((d) => d.name === name)) return { tournaments: 0, seasons: 0 };
    return new Promise<{ tournaments: number; seasons: number }>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onerror = () => reject(new Error(String(request.error)));
      request.onsuccess = () => {
        const idb = request.result;
        const stores = ['tournaments', 'seasons'].filter((s) => idb.objectStoreNames.contains(s));
        if (stores.length < 2) {
          idb.close();
          resolve({ tournaments: 0, seasons: 0 });
          return;
        }
        const tx = idb.transaction(stores, 'readonly');
        const t = tx.objectStore('tournaments').count();
        const s = tx.objectStore('seasons').count();
        tx.oncomplete = () => {
          idb.close();
          resolve({ tournaments: t.result, seasons: s.result });
        };
        tx.onerror = () => reject(new Error(String(tx.error)));
      };
    });
  }, DB_NAME);
}

/** No technical error text anywhere on the page, and not the error page. */
async function expectNoErrorPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: /Da ist etwas schiefgegangen|Something went wrong/ })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/StorageError|QuotaExceededError|AbortError|OpenFailedError|DatabaseClosedError/);
}

test('a full disk on a fresh profile: the tournament import says so in German, stores nothing, and works once there is room', async ({ page }, testInfo) => {
  mkdirSync(SCREENS, { recursive: true });
  const file = testInfo.outputPath('hausruck-3.json');
  writeFileSync(file, JSON.stringify(bigTournamentFile()));
  const disk = await freshProfileWithFullDisk(page);

  // The list cannot create the database: it keeps its frame (import, new tournament) and says why.
  await page.goto('/#/t');
  await expect(page.getByRole('heading', { level: 1, name: 'Turniere' })).toBeVisible();
  const unreadable = page.getByRole('alert').filter({ hasText: 'Die Turniere auf diesem Gerät können gerade nicht gelesen werden.' });
  await expect(unreadable).toContainText('Der Speicher des Geräts ist voll');
  await expect(page.locator('button', { hasText: 'Turnierdatei importieren' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neues Turnier' })).toBeVisible();
  await expectNoErrorPage(page);

  // The import: the storage message in German, naming what to do — once (the list's box names the
  // file too; no toast, no banner saying it again).
  await page.locator('input[type=file][aria-label="Turnierdatei importieren"]').setInputFiles(file);
  await expect(unreadable).toContainText('„hausruck-3.json“ nicht importiert – auf dem Gerät bleibt alles, wie es war:');
  await expect(unreadable).toContainText(FULL_DE);
  await expect(page.getByText(FULL_DE)).toHaveCount(1);
  await expect(page.getByText(/Der Speicher des Geräts ist voll/)).toHaveCount(1);
  await expectNoErrorPage(page);
  await page.screenshot({ path: join(SCREENS, 'storage-full-tournament-import.png') });

  // Nothing half-imported: after a reload the list is what it was, and the database holds no tournament.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Turniere' })).toBeVisible();
  await expect(unreadable).toBeVisible();
  await expect(page.getByRole('link', { name: /Hausruck-Cup/ })).toHaveCount(0);
  expect((await storedCounts(page)).tournaments).toBe(0);

  // Room again: the same file imports on the same screen, without a reload, and the list shows it.
  await disk.free();
  await page.locator('input[type=file][aria-label="Turnierdatei importieren"]').setInputFiles(file);
  await expect(page.getByRole('status')).toContainText('„Hausruck-Cup, 3. Turnier“ importiert');
  await expect(page.getByRole('link', { name: /^Hausruck-Cup, 3\. Turnier/ })).toContainText('200 Spieler');
  await expect(unreadable).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: /^Hausruck-Cup, 3\. Turnier/ })).toBeVisible();
  expect((await storedCounts(page)).tournaments).toBe(1);
});

test('a full disk on a fresh English phone: the season import says so in English and stores nothing', async ({ page }, testInfo) => {
  mkdirSync(SCREENS, { recursive: true });
  await page.addInitScript(() => localStorage.setItem('koenigsblock.settings', JSON.stringify({ lang: 'en', theme: 'system' })));
  const file = testInfo.outputPath('season.json');
  writeFileSync(file, JSON.stringify(cupSeasonFile(40)));
  const disk = await freshProfileWithFullDisk(page);

  await page.goto('/#/saison');
  await expect(page.getByRole('heading', { level: 1, name: 'Cup seasons' })).toBeVisible();
  const unreadable = page.getByRole('alert').filter({ hasText: 'The cup seasons on this device cannot be read right now.' });
  await expect(unreadable).toContainText('The device storage is full');
  await expectNoErrorPage(page);

  await page.locator('input[type=file][aria-label="Import a season file"]').setInputFiles(file);
  await expect(page.getByRole('alert').filter({ hasText: '"season.json" not imported – everything on this device stays as it was:' })).toContainText(
    'The device storage is full – the last change was not saved. Please export a backup and free some space.',
  );
  await expect(page.locator('body')).not.toContainText(/Speicher|Fehlgeschlagen/);
  await expect(page.getByText(/The device storage is full/)).toHaveCount(1);
  await expectNoErrorPage(page);
  await page.screenshot({ path: join(SCREENS, 'storage-full-season-import-en.png') });
  expect(await storedCounts(page)).toEqual({ tournaments: 0, seasons: 0 });

  await disk.free();
  await unreadable.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No season yet')).toBeVisible();
  await page.locator('input[type=file][aria-label="Import a season file"]').setInputFiles(file);
  await expect(page.getByRole('link', { name: /^Hausruckviertler Tarockcup 2025\/26/ })).toBeVisible();
  expect((await storedCounts(page)).seasons).toBe(1);
});

test('a full disk on a fresh profile: a tournament, its scanner, a season and an evening opened by link say why they cannot be read, with a retry, not the error page', async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true });
  const disk = await freshProfileWithFullDisk(page);
  const screens: { route: string; title: string }[] = [
    { route: '/#/t/hausruck-3', title: 'Dieses Turnier kann gerade nicht gelesen werden.' },
    { route: '/#/t/hausruck-3/r/1/scan', title: 'Dieses Turnier kann gerade nicht gelesen werden.' },
    { route: '/#/online/join/hausruck-3', title: 'Dieses Turnier kann gerade nicht gelesen werden.' },
    { route: '/#/saison/hrc-2026', title: 'Diese Saison kann gerade nicht gelesen werden.' },
    { route: '/#/s/abend-1', title: 'Dieser Abend kann gerade nicht gelesen werden.' },
  ];
  for (const { route, title } of screens) {
    await page.goto(route);
    const box = page.getByRole('alert').filter({ hasText: title });
    await expect(box).toContainText(FULL_DE);
    await expect(box.getByRole('button', { name: 'Nochmal versuchen' })).toBeVisible();
    // Once: the app's storage banner does not say it again.
    await expect(page.getByText(/Der Speicher des Geräts ist voll/)).toHaveCount(1);
    await expectNoErrorPage(page);
    if (route === '/#/t/hausruck-3') await page.screenshot({ path: join(SCREENS, 'storage-full-tournament-read.png') });
  }

  // Room again: "Nochmal versuchen" reads again, without a reload — the evening is not on this device.
  await disk.free();
  await page.getByRole('button', { name: 'Nochmal versuchen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Diesen Abend gibt es nicht (mehr).' })).toBeVisible();
  await expect(page.getByText('Dieser Abend kann gerade nicht gelesen werden.')).toHaveCount(0);
  await page.goto('/#/t/hausruck-3');
  await expect(page.getByText('Dieses Turnier gibt es auf diesem Gerät nicht.')).toBeVisible();
});

/** A fresh profile whose storage has `room` bytes left (set before anything is written, so IndexedDB asks for it afresh). */
async function freshProfileWithRoom(page: Page, room: number): Promise<{ fill: () => Promise<void>; free: () => Promise<void> }> {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const quota = async (size?: number) => {
    await cdp.send('Storage.overrideQuotaForOrigin', size === undefined ? { origin } : { origin, quotaSize: size });
  };
  await quota((await cdp.send('Storage.getUsageAndQuota', { origin })).usage + room);
  return {
    // The rest fills up: the quota drops to what is used, and a write of random bytes larger than
    // the room IndexedDB remembers makes it ask again (into a scratch database, refused).
    fill: async () => {
      await quota((await cdp.send('Storage.getUsageAndQuota', { origin })).usage);
      const refused = await page.evaluate(
        (size) =>
          new Promise<string>((resolve) => {
            const request = indexedDB.open('quota-probe', 1);
            request.onupgradeneeded = () => request.result.createObjectStore('s');
            request.onerror = () => resolve(String(request.error?.name));
            request.onsuccess = () => {
              const tx = request.result.transaction('s', 'readwrite');
              const bytes = new Uint8Array(size);
              for (let i = 0; i < bytes.length; i += 65536) crypto.getRandomValues(bytes.subarray(i, i + 65536));
              tx.objectStore('s').put(bytes, 'x');
              tx.oncomplete = () => resolve('stored');
              tx.onabort = () => resolve(String(tx.error?.name));
            };
          }),
        room + 1_000_000,
      );
      expect(refused).toBe('QuotaExceededError');
    },
    free: () => quota(),
  };
}

test('the disk fills up during an evening: saving a hand says so in German, the hand stays in the form, and saves once there is room', async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true });
  const disk = await freshProfileWithRoom(page, 5_000_000);
  const form = new NewSessionPage(page);
  await form.goto();
  await form.create({ players: ['Anna', 'Bernd', 'Clara', 'Dieter'], name: 'Voller Speicher' });
  const sheet = new SheetPage(page);
  await sheet.addHand();
  const entry = new HandEntryPage(page);
  await entry.fillHand({ game: 'Dreier', declarer: 'Clara', result: 'gewonnen' });

  await disk.fill();
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nicht gespeichert:' })).toContainText(
    'Der Speicher des Geräts ist voll – die letzte Änderung wurde nicht gespeichert. Bitte eine Sicherung exportieren und Platz schaffen.',
  );
  // Once: the app's storage banner does not repeat the form's words.
  await expect(page.getByText(/Der Speicher des Geräts ist voll/)).toHaveCount(1);
  // Still the form, with the hand as entered; nothing stored.
  await expect(page.getByRole('heading', { level: 1, name: 'Spiel 1' })).toBeVisible();
  await expectNoErrorPage(page);
  await page.screenshot({ path: join(SCREENS, 'storage-full-hand-entry.png') });
  expect((await readStoredSessions(page)).find((s) => s.data.name === 'Voller Speicher')?.data.hands).toHaveLength(0);

  await disk.free();
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page).toHaveURL(/#\/s\/[^/]+$/);
  await sheet.expectRowCount(1);
  expect((await readStoredSessions(page)).find((s) => s.data.name === 'Voller Speicher')?.data.hands).toHaveLength(1);
});

