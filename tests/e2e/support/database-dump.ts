/**
 * A whole IndexedDB database as plain JSON — its native version, every object
 * store's schema (key path, indexes) and every record — and the way back:
 * a page served by the test itself (`page.route` on the app's origin) that
 * recreates such a database with raw IndexedDB calls before the app is opened.
 *
 * Used to keep a database written by a released build through its real UI as a
 * fixture (tests/fixtures/db/) and to upgrade it in a browser test.
 */
import { expect, type Page } from '@playwright/test';
import { DB_NAME } from '../pages/app';

export interface DumpedIndex {
  name: string;
  keyPath: string | string[];
  unique: boolean;
  multiEntry: boolean;
}

export interface DumpedStore {
  name: string;
  keyPath: string | string[] | null;
  autoIncrement: boolean;
  indexes: DumpedIndex[];
  records: unknown[];
}

export interface DatabaseDump {
  /** What wrote the data, for the reader of the fixture. */
  writtenBy: string;
  database: string;
  /** The native IndexedDB version (Dexie multiplies its version by 10). */
  version: number;
  stores: DumpedStore[];
}

/** Reads every store of the app's database with raw IndexedDB calls (no app code involved). */
export async function dumpDatabase(page: Page, writtenBy: string): Promise<DatabaseDump> {
  const dump = await page.evaluate(
    (name) =>
      new Promise<Omit<DatabaseDump, 'writtenBy'>>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(new Error(String(request.error)));
        request.onsuccess = () => {
          const idb = request.result;
          const names = Array.from(idb.objectStoreNames).sort();
          const tx = idb.transaction(names, 'readonly');
          const stores: DumpedStore[] = [];
          for (const storeName of names) {
            const store = tx.objectStore(storeName);
            const entry: DumpedStore = {
              name: storeName,
              keyPath: store.keyPath as string | string[] | null,
              autoIncrement: store.autoIncrement,
              indexes: Array.from(store.indexNames)
                .sort()
                .map((indexName) => {
                  const index = store.index(indexName);
                  return { name: indexName, keyPath: index.keyPath as string | string[], unique: index.unique, multiEntry: index.multiEntry };
                }),
              records: [],
            };
            stores.push(entry);
            const all = store.getAll();
            all.onsuccess = () => {
              entry.records = all.result as unknown[];
            };
          }
          tx.oncomplete = () => {
            idb.close();
            resolve({ database: name, version: idb.version, stores });
          };
          tx.onerror = () => reject(new Error(String(tx.error)));
        };
      }),
    DB_NAME,
  );
  return { writtenBy, ...dump };
}

const SEED_PATH = '/__seed';

/**
 * Recreates `dump` in the browser profile of `page` before the app ever runs:
 * the test serves a tiny page at `/__seed` on the app's origin (nothing of it
 * is in the build) that writes the stores with raw IndexedDB calls.
 * Fails when a database already exists.
 */
export async function seedDatabase(page: Page, dump: DatabaseDump): Promise<void> {
  await page.route(`**${SEED_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>seed</title><body>seed</body>' }),
  );
  await page.goto(SEED_PATH);
  const outcome = await page.evaluate(
    (d) =>
      new Promise<string>((resolve) => {
        void indexedDB.databases().then((existing) => {
          if (existing.some((e) => e.name === d.database)) {
            resolve(`database ${d.database} already exists`);
            return;
          }
          const request = indexedDB.open(d.database, d.version);
          request.onerror = () => resolve(`open failed: ${String(request.error)}`);
          request.onupgradeneeded = () => {
            const idb = request.result;
            for (const s of d.stores) {
              const store = idb.createObjectStore(s.name, { keyPath: s.keyPath, autoIncrement: s.autoIncrement });
              for (const i of s.indexes) store.createIndex(i.name, i.keyPath, { unique: i.unique, multiEntry: i.multiEntry });
            }
            for (const s of d.stores) {
              const store = request.transaction!.objectStore(s.name);
              for (const record of s.records) store.put(record);
            }
          };
          request.onsuccess = () => {
            request.result.close();
            resolve('done');
          };
        });
      }),
    dump,
  );
  expect(outcome, 'seeding the database').toBe('done');
  await page.unroute(`**${SEED_PATH}`);
}
