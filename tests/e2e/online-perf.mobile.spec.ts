/**
 * The performance report's online figures at a cup night's size: a tournament of 50 tables
 * (200 players) online on two director desks (registration and results) with a spectator's
 * phone, against the embedded sync server through the preview's /sync/.
 *
 * - idle: one thing at a time — a registration on one desk until the other shows it, one table's
 *   network hand-in until the results desk has stored it and the spectator's page shows the table
 *   as handed in, 50 registrations made offline until the other desk shows them;
 * - loaded: the other tables hand in at the pace of 50 tables a minute, while the registration
 *   desk keeps registering and the results desk goes offline three times for 50 registrations.
 *
 * The moments are taken inside the pages (a desk's stored tournament, a page's text), not by the
 * test's own polling. Medians, p90s and the ratio loaded / idle go to `test-results/perf.json`
 * under `online` (no timing is asserted: the machine is shared). `ONLINE_PERF_TABLES` makes the
 * tournament smaller for a quick look.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { handInDoc } from '../../src/domain/online/documents';
import type { HandIn } from '../../src/domain/tournament/model';
import { ruferWon } from '../../src/testing/domain/hands';
import { readStoredTournaments, TournamentPage } from './pages/tournament-page';
import { basic, OnlinePage, tableLogins } from './pages/online-page';
import { device, importAndPutOnline } from './support/online-trust';
import { recordPerformance } from './support/perf-report';

test.use({ trace: 'off' });

const TABLES = Number(process.env.ONLINE_PERF_TABLES ?? 50);
/** Tables handed in one at a time (idle); the others hand in under load. */
const IDLE_TABLES = Math.min(10, Math.floor(TABLES / 5));
const REGISTRATIONS = 10;
const OFFLINE_NAMES = 50;
const IDLE_CATCH_UPS = 3;
/** Under load too: one sample would be the moment it fell on, not a figure. */
const LOADED_CATCH_UPS = 3;
/** 50 tables a minute. */
const HAND_IN_EVERY_MS = 60_000 / 50;

interface Figures {
  median: number;
  p90: number;
  samples: number[];
}

function figures(xs: number[]): Figures {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? Number.NaN;
  const median = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  return { median, p90: at(0.9), samples: xs };
}

const ratio = (loaded: Figures, idle: Figures) => Math.round((loaded.median / idle.median) * 100) / 100;

function tournament(tables: number) {
  const id = crypto.randomUUID();
  const name = `Cup-Abend ${id.slice(0, 4)}`;
  const ids = Array.from({ length: 4 * tables }, (_, i) => `p${i + 1}`);
  const file = {
    format: 'tarock-tournament', version: 1, id, name, date: '2026-12-07', rules: 'tarockcup', plannedRounds: 3,
    handsPerRound: { '4': 16, '5': 20 },
    players: ids.map((pid, i) => ({ id: pid, name: `Spielerin ${i + 1}` })),
    rounds: [{ tables: Array.from({ length: tables }, (_, k) => ({ table: k + 1, players: ids.slice(4 * k, 4 * k + 4), firstDealer: 0 })) }],
  };
  return { id, name, file };
}

function handInOf(file: ReturnType<typeof tournament>['file'], table: number): HandIn {
  return {
    format: 'tarock-hand-in', version: 1, tournament: file.id, round: 1, table, players: file.rounds[0]!.tables[table - 1]!.players, firstDealer: 0,
    hands: Array.from({ length: 16 }, (_, i) => ruferWon(((i + 1) % 4) as 0 | 1 | 2 | 3, ((i + 3) % 4) as 0 | 1 | 2 | 3)),
  };
}

/**
 * Records in the page the wall-clock moment (Date.now, the machine's clock the test shares)
 * each watched text first appears: `__watchText(text)`, read by `__seenAt[text]`.
 */
async function installTextWatch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __watched: Set<string>; __seenAt: Record<string, number>; __watchText: (t: string) => void };
    if (w.__watched) return;
    w.__watched = new Set();
    w.__seenAt = {};
    const check = () => {
      if (w.__watched.size === 0) return;
      const text = document.body.textContent ?? '';
      for (const t of w.__watched) {
        if (text.includes(t)) {
          w.__seenAt[t] = Date.now();
          w.__watched.delete(t);
        }
      }
    };
    w.__watchText = (t: string) => {
      w.__watched.add(t);
      check();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function watchText(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => (window as unknown as { __watchText: (t: string) => void }).__watchText(t), text);
}

async function seenAt(page: Page, text: string, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction((t) => (window as unknown as { __seenAt: Record<string, number> }).__seenAt[t] ?? false, text, { timeout });
  return (await handle.jsonValue()) as number;
}

/** Records in the desk's page when each table of round 1 first has a stored result (its IndexedDB, read every 50 ms). */
async function installResultWatch(page: Page, id: string): Promise<void> {
  await page.evaluate((tid) => {
    const w = window as unknown as { __resultAt: Record<number, number> };
    w.__resultAt = {};
    const read = () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('koenigsblock');
        open.onerror = () => resolve();
        open.onsuccess = () => {
          const idb = open.result;
          const get = idb.transaction('tournaments', 'readonly').objectStore('tournaments').get(tid);
          get.onsuccess = () => {
            idb.close();
            const tables = (get.result as { data?: { rounds: { tables: { table: number; result?: unknown }[] }[] } } | undefined)?.data?.rounds[0]?.tables ?? [];
            const now = Date.now();
            for (const t of tables) if (t.result !== undefined && w.__resultAt[t.table] === undefined) w.__resultAt[t.table] = now;
            resolve();
          };
          get.onerror = () => {
            idb.close();
            resolve();
          };
        };
      });
    const loop = () => void read().then(() => setTimeout(loop, 50));
    loop();
  }, id);
}

async function resultAt(page: Page, table: number, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction((k) => (window as unknown as { __resultAt: Record<number, number> }).__resultAt[k] ?? false, table, { timeout });
  return (await handle.jsonValue()) as number;
}

test('performance report: online sync at 50 tables, idle and loaded (medians, p90, ratios)', { tag: '@alone' }, async ({ browser, baseURL, request }, testInfo) => {
  test.setTimeout(900_000);
  const t = tournament(TABLES);
  const path = testInfo.outputPath(`${t.id}.json`);
  writeFileSync(path, JSON.stringify(t.file));
  const loadBefore = loadavg();

  const a = await device(browser, baseURL!);
  const onlineA = await importAndPutOnline(a, { id: t.id, path, name: t.name });
  const b = await device(browser, baseURL!);
  await new OnlinePage(b).join(t.id);
  const deskA = new TournamentPage(a);
  const deskB = new TournamentPage(b);
  await expect(deskB.heading(t.name)).toBeVisible();
  const search = (page: Page) => page.getByRole('searchbox', { name: 'Spieler suchen' });
  await search(b).fill('Nachmeldung');
  await search(a).fill('Offline');
  await installTextWatch(a);
  await installTextWatch(b);

  await onlineA.setRoundOpen(1, true);
  const spectator = await device(browser, baseURL!);
  await spectator.goto(`/#/live/${t.id}`);
  await expect(spectator.locator('[data-live-phase="live"]')).toBeVisible();
  await expect(spectator.getByText(`Tisch ${TABLES}`, { exact: false }).first()).toBeVisible();
  await installTextWatch(spectator);
  await installResultWatch(b, t.id);
  const logins = await tableLogins(request, t.id, 1, Array.from({ length: TABLES }, (_, k) => k + 1));
  const docs = logins.map((l) => ({ login: l, doc: handInDoc(handInOf(t.file, l.table)) }));
  const put = async (k: number): Promise<number> => {
    const { login, doc } = docs[k - 1]!;
    const start = Date.now();
    const res = await request.put(`/sync/kb-h-${t.id}/${encodeURIComponent(doc._id)}`, { headers: { authorization: basic(login) }, data: doc });
    expect(res.status()).toBe(201);
    return start;
  };

  let registered = 0;
  const register = async (): Promise<number> => {
    const name = `Nachmeldung ${++registered}`;
    await watchText(b, name);
    await deskA.addOne(name);
    const start = Date.now();
    await deskA.submitOne();
    return (await seenAt(b, name)) - start;
  };
  let offlineBatch = 0;
  const catchUp = async (): Promise<number> => {
    const batch = ++offlineBatch;
    const last = `Offline ${batch}-${OFFLINE_NAMES}`;
    await watchText(a, last);
    await b.context().setOffline(true);
    await deskB.pasteNames(Array.from({ length: OFFLINE_NAMES }, (_, k) => `Offline ${batch}-${k + 1}`));
    await expect(new OnlinePage(b).status()).toHaveAttribute('data-sync-phase', 'offline');
    await expect(new OnlinePage(b).status()).not.toHaveAttribute('data-sync-pending', '0');
    const start = Date.now();
    await b.context().setOffline(false);
    const ms = (await seenAt(a, last)) - start;
    console.log(`catch-up ${batch}: ${ms} ms`);
    return ms;
  };

  // ---- idle: one thing at a time ----
  const idleDeskToDesk: number[] = [];
  for (let i = 0; i < REGISTRATIONS; i++) idleDeskToDesk.push(await register());
  const idleToDesk: number[] = [];
  const idleToSpectator: number[] = [];
  for (let k = 1; k <= IDLE_TABLES; k++) {
    await watchText(spectator, `Tisch ${k} (abgegeben)`);
    const start = await put(k);
    idleToDesk.push((await resultAt(b, k)) - start);
    idleToSpectator.push((await seenAt(spectator, `Tisch ${k} (abgegeben)`)) - start);
  }
  const idleCatchUp: number[] = [];
  for (let i = 0; i < IDLE_CATCH_UPS; i++) idleCatchUp.push(await catchUp());

  // ---- loaded: the other tables at 50 a minute, registrations and one offline desk meanwhile ----
  const loadedTables = Array.from({ length: TABLES - IDLE_TABLES }, (_, i) => IDLE_TABLES + 1 + i);
  for (const k of loadedTables) await watchText(spectator, `Tisch ${k} (abgegeben)`);
  const starts = new Map<number, number>();
  const handingIn = (async () => {
    const t0 = Date.now();
    for (const [i, k] of loadedTables.entries()) {
      const wait = t0 + i * HAND_IN_EVERY_MS - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      starts.set(k, await put(k));
    }
  })();
  const loadedDeskToDesk: number[] = [];
  const loadedCatchUp: number[] = [];
  const desking = (async () => {
    const span = loadedTables.length * HAND_IN_EVERY_MS;
    const begin = Date.now();
    const end = begin + span;
    // The offline desk comes back at a quarter, a half and three quarters of the hand-ins.
    const due = (n: number) => begin + ((n + 1) * span) / (LOADED_CATCH_UPS + 1);
    while (Date.now() < end) {
      loadedDeskToDesk.push(await register());
      if (loadedCatchUp.length < LOADED_CATCH_UPS && Date.now() > due(loadedCatchUp.length)) loadedCatchUp.push(await catchUp());
    }
  })();
  await Promise.all([handingIn, desking]);
  const loadedToDesk: number[] = [];
  const loadedToSpectator: number[] = [];
  for (const k of loadedTables) {
    loadedToDesk.push((await resultAt(b, k, 120_000)) - starts.get(k)!);
    loadedToSpectator.push((await seenAt(spectator, `Tisch ${k} (abgegeben)`, 120_000)) - starts.get(k)!);
  }
  const loadAfter = loadavg();

  // Every table's result on both desks and on the spectator's page.
  for (const page of [a, b]) await expect.poll(async () => (await readStoredTournaments(page)).find((x) => x.id === t.id)?.rounds[0]?.tables.filter((x) => x.result).length).toBe(TABLES);
  await expect(spectator.getByText('(abgegeben)', { exact: false })).toHaveCount(TABLES);

  const assets = join(process.cwd(), 'dist', 'assets');
  const syncFiles = readdirSync(assets).filter((f) => /^(pouch-browser|tournament-sync|live|online)-.*\.js$/.test(f));
  const syncGzip = syncFiles.reduce((n, f) => n + gzipSync(readFileSync(join(assets, f))).length, 0);
  const idle = { deskToDeskMs: figures(idleDeskToDesk), tableToResultsDeskMs: figures(idleToDesk), tableToSpectatorMs: figures(idleToSpectator), catchUp50OfflineChangesMs: figures(idleCatchUp) };
  const loaded = { deskToDeskMs: figures(loadedDeskToDesk), tableToResultsDeskMs: figures(loadedToDesk), tableToSpectatorMs: figures(loadedToSpectator), catchUp50OfflineChangesMs: figures(loadedCatchUp) };
  const online = {
    measuredAt: new Date().toISOString(),
    note: `embedded sync server through the preview at /sync/; headless Chromium contexts on one machine (${cpus().length} cores); ${TABLES} tables (${4 * TABLES} players): idle = one thing at a time (${IDLE_TABLES} tables, ${REGISTRATIONS} registrations, ${IDLE_CATCH_UPS} × ${OFFLINE_NAMES} offline registrations); loaded = ${TABLES - IDLE_TABLES} tables at 50 a minute while the registration desk registers and the results desk goes offline ${LOADED_CATCH_UPS} times for ${OFFLINE_NAMES} registrations`,
    machineLoad: { before: loadBefore.map((x) => Math.round(x * 100) / 100), after: loadAfter.map((x) => Math.round(x * 100) / 100) },
    goalsMs: { tableToResultsDesk: 1000, tableToSpectator: 1000, deskToDesk: 1000, catchUp50OfflineChanges: 2000 },
    idle,
    loaded,
    loadedOverIdle: {
      deskToDesk: ratio(loaded.deskToDeskMs, idle.deskToDeskMs),
      tableToResultsDesk: ratio(loaded.tableToResultsDeskMs, idle.tableToResultsDeskMs),
      tableToSpectator: ratio(loaded.tableToSpectatorMs, idle.tableToSpectatorMs),
      catchUp50OfflineChanges: ratio(loaded.catchUp50OfflineChangesMs, idle.catchUp50OfflineChangesMs),
    },
    syncCodeGzipBytes: syncGzip,
    syncCodeFiles: syncFiles,
  };
  recordPerformance({ online });
  await testInfo.attach('online-perf.json', { body: JSON.stringify(online, null, 2), contentType: 'application/json' });
  const line = (name: string, key: keyof typeof idle) => `${name}: idle ${idle[key].median} ms (p90 ${idle[key].p90}), loaded ${loaded[key].median} ms (p90 ${loaded[key].p90})`;
  console.log(
    [
      `online, ${TABLES} tables, load ${online.machineLoad.before[0]} → ${online.machineLoad.after[0]}`,
      line('desk → desk', 'deskToDeskMs'),
      line('table → results desk', 'tableToResultsDeskMs'),
      line('table → spectator', 'tableToSpectatorMs'),
      line(`${OFFLINE_NAMES} offline changes`, 'catchUp50OfflineChangesMs'),
      `loaded / idle: ${JSON.stringify(online.loadedOverIdle)}`,
    ].join('\n'),
  );
});
