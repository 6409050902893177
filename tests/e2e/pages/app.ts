/**
 * Shared browser-test helpers: opening the app on a fresh profile, reading
 * IndexedDB the way the app stores it, service-worker control and tap counting.
 */
import { expect, type Page } from '@playwright/test';

export const DB_NAME = 'koenigsblock';

/** A session record as the app stores it (src/persistence/db.ts). */
export interface StoredSessionRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
  archived?: boolean;
  data: SessionFile;
}

/** The session file object (session-format.md); hands kept loose on purpose. */
export interface SessionFile {
  format: 'tarock-session';
  version: 1;
  name?: string;
  date?: string;
  players: string[];
  rules: string | { preset: string; overrides: Record<string, unknown> };
  stakeCents?: number;
  firstDealer?: number;
  lastRoundFrom?: number;
  kassaStart?: number;
  hands: Record<string, unknown>[];
}

/**
 * Opens the app at a hash route and waits until the app itself shows the screen's heading:
 * index.html paints a static start screen (marked data-shell) before the app's code has run.
 * Until React has replaced it the app has not touched its database; on a first visit the start
 * screen never does (the first screen that reads, e.g. '#/t' or '#/new', creates it).
 */
export async function openApp(page: Page, hash = '#/'): Promise<void> {
  await page.goto(`/${hash}`);
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Every stored session record, read with raw IndexedDB calls (no app code involved). */
export async function readStoredSessions(page: Page): Promise<StoredSessionRecord[]> {
  return page.evaluate(
    (name) =>
      new Promise<StoredSessionRecord[]>((resolve, reject) => {
        // A raw open of a database the app has not created yet would create an empty one in its way.
        void indexedDB.databases().then((known) => {
          if (!known.some((d) => d.name === name)) {
            resolve([]);
            return;
          }
          readAll();
        }, reject);
        function readAll() {
          const request = indexedDB.open(name);
          request.onerror = () => reject(new Error(`cannot open ${name}: ${String(request.error)}`));
          request.onsuccess = () => {
            const idb = request.result;
            if (!idb.objectStoreNames.contains('sessions')) {
              idb.close();
              resolve([]);
              return;
            }
            const get = idb.transaction('sessions', 'readonly').objectStore('sessions').getAll();
            get.onsuccess = () => {
              idb.close();
              resolve(get.result as StoredSessionRecord[]);
            };
            get.onerror = () => {
              idb.close();
              reject(new Error(String(get.error)));
            };
          };
        }
      }),
    DB_NAME,
  );
}

/** The one stored session with this name. */
export async function readStoredSession(page: Page, name: string): Promise<StoredSessionRecord> {
  const all = await readStoredSessions(page);
  const hits = all.filter((s) => s.data.name === name);
  expect(hits, `exactly one stored session named ${name}`).toHaveLength(1);
  return hits[0]!;
}

/** The native IndexedDB version and a meta record, to check the schema after an upgrade. */
export async function readDatabaseInfo(page: Page): Promise<{ version: number; stores: string[]; appDataVersion: unknown }> {
  return page.evaluate(
    (name) =>
      new Promise<{ version: number; stores: string[]; appDataVersion: unknown }>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(new Error(String(request.error)));
        request.onsuccess = () => {
          const idb = request.result;
          const stores = Array.from(idb.objectStoreNames);
          const get = idb.transaction('meta', 'readonly').objectStore('meta').get('appDataVersion');
          get.onsuccess = () => {
            const result = { version: idb.version, stores, appDataVersion: (get.result as { value?: unknown } | undefined)?.value };
            idb.close();
            resolve(result);
          };
          get.onerror = () => {
            idb.close();
            reject(new Error(String(get.error)));
          };
        };
      }),
    DB_NAME,
  );
}

/** Deletes the app database (the app must not hold it open: navigate away first). */
export async function deleteDatabase(page: Page): Promise<void> {
  await page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(new Error(String(request.error)));
        request.onblocked = () => reject(new Error('deleting the database is blocked by an open connection'));
      }),
    DB_NAME,
  );
}

/**
 * Waits until the service worker controls the page. The app registers it with
 * registerType "prompt" (no clients.claim()), so the first visit is only
 * controlled after one reload.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Counts every real (trusted) click the page receives, from any control, so a
 * flow's taps are measured in the page rather than trusted from the test code.
 * Install before the first navigation.
 */
export async function installTapCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __taps: number };
    w.__taps = 0;
    document.addEventListener(
      'click',
      (e) => {
        if (e.isTrusted) w.__taps += 1;
      },
      true,
    );
  });
}

export async function readTaps(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __taps: number }).__taps);
}

export async function resetTaps(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __taps: number }).__taps = 0;
  });
}

/**
 * Makes exports take the download path: the Web Share API (where the browser
 * has it) would open a share sheet instead of a file download.
 */
export async function preferDownloads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      Object.defineProperty(Navigator.prototype, 'canShare', { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    } catch {
      // Nothing to remove.
    }
  });
}

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
