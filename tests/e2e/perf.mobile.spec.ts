/**
 * A performance report, not a timing test: first-load JavaScript (gzip), one
 * Lighthouse run (mobile), the time until a 300-hand sheet is usable, and the
 * time from tapping Save to the updated sheet (shown, and drawn); and the QR scanner: scanner opened → hand-in
 * accepted, the time of one camera frame (in total, in the decoder, on the main thread) and
 * the main thread's long tasks while scanning, unthrottled and at 4× CPU throttling. Written
 * to test-results/perf.json and attached. Only the hard budget is asserted: first-load JS at most 140 kB
 * gzip. The Lighthouse score moves with the machine's load; its budget (98) is
 * checked on the median of several runs by `npm run lighthouse`.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodeQR } from 'qr';
import { expect, test, type Page } from '@playwright/test';
import { readStoredSession } from './pages/app';
import { BackupPage } from './pages/backup-page';
import { HandEntryPage } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { SessionsPage } from './pages/sessions-page';
import { SheetPage } from './pages/sheet-page';
import { settleWithCli } from './support/settle';
import { launchWithCamera, pngOfMatrix, writeBlankClip, writeClipFromPng } from './support/fake-camera';
import { seedTournament } from './support/seed-tournament';
import { PERF_FILE, recordPerformance } from './support/perf-report';
import { measureSeasonDevice } from './support/season-device';
import { PERFORMANCE_BUDGET, runLighthouse } from '../../scripts/lighthouse';
import { longEveningHands } from '../../src/testing/domain/hands';
import { makeSession } from '../../src/testing/domain/session';
import { buildTableHands } from '../../src/testing/domain/tournament';
import { makeHandIn } from '../../src/domain/tournament/hand-in';
import type { TournamentFile } from '../../src/domain/tournament/model';
import { packMessage } from '../../src/transfer/qr/pack';

// No trace recording here: the recorder copies the whole page (a 300-row sheet) on the page's
// main thread around every action, right inside the moments measured (it added ~45 ms to the
// median from Speichern to the sheet).
test.use({ trace: 'off' });

const FIRST_LOAD_BUDGET_GZIP = 140_000;
const SAVE_BUDGET_MS = 100;
/** The median aimed at on the 300-hand evening (recorded, not asserted). */
const SAVE_LONG_TARGET_MS = 50;
const LONG_HANDS = 300;
/** The largest evening the app accepts (src/domain/limits.ts). */
const MAX_HANDS = 2000;
const SAVES = 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Installs `window.__sheetIsUsable(expected)` in every document of the page: true when the
 * visible sheet holds `expected` rows, its newest row is rendered (a long sheet renders only
 * the rows on screen) and "+ Spiel" can be tapped. An init script, because the app's
 * Content-Security-Policy forbids building functions from text in the page.
 */
async function installSheetCheck(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __sheetIsUsable: (n: number) => boolean }).__sheetIsUsable = (expected: number) => {
      const list = document.querySelector('ol[aria-label="Blatt"]');
      const add = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === '+ Spiel');
      // The sheet stays mounted (hidden) under the entry form: only a visible sheet counts.
      if (list === null || list.closest('[hidden]') !== null || add === undefined || add.disabled) return false;
      const rows = Number(list.getAttribute('data-rows') ?? list.children.length);
      const newest = list.lastElementChild?.querySelector('button')?.getAttribute('aria-label') ?? '';
      return rows === expected && newest.startsWith(`Spiel ${expected}: `);
    };
  });
}

/** Resolves with performance.now() in the page once the sheet shows `rows` rows and "+ Spiel" can be tapped. */
async function sheetUsableAt(page: Page, rows: number): Promise<number> {
  const handle = await page.waitForFunction(
    (expected) => ((window as unknown as { __sheetIsUsable?: (n: number) => boolean }).__sheetIsUsable?.(expected) ? performance.now() : false),
    rows,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Starts a frame-by-frame watch in the page BEFORE a tap, so the moment the sheet
 * becomes usable is recorded in the page itself (window.__usableAt) and not
 * delayed by the test runner's own round trips after the click.
 */
async function armSheetWatch(page: Page, rows: number): Promise<void> {
  await page.evaluate((expected) => {
    const w = window as unknown as { __usableAt?: number; __paintedAt?: number; __sheetIsUsable: (n: number) => boolean };
    w.__usableAt = undefined;
    w.__paintedAt = undefined;
    const tick = () => {
      if (w.__sheetIsUsable(expected)) {
        w.__usableAt = performance.now();
        // A message posted from the frame's animation callback is handled after that frame's
        // style, layout and paint: the moment the updated sheet has been drawn.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (w.__paintedAt = performance.now());
        channel.port2.postMessage(null);
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, rows);
}

async function armedPaintedAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __paintedAt?: number }).__paintedAt ?? false, undefined, { timeout: 30_000 });
  return (await handle.jsonValue()) as number;
}

async function armedUsableAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __usableAt?: number }).__usableAt ?? false, undefined, { timeout: 30_000 });
  return (await handle.jsonValue()) as number;
}

/** Marks the page time of every tap on a button with the given text. */
async function markTapsOn(page: Page, text: string): Promise<void> {
  await page.evaluate((label) => {
    const w = window as unknown as { __tapAt?: number; __tapMarkers?: Set<string> };
    w.__tapMarkers ??= new Set();
    if (w.__tapMarkers.has(label)) return;
    w.__tapMarkers.add(label);
    document.addEventListener(
      'click',
      (e) => {
        const target = e.target instanceof Element ? e.target.closest('button, a') : null;
        if (target && target.textContent?.trim() === label) w.__tapAt = performance.now();
      },
      true,
    );
  }, text);
}

async function lastTapAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __tapAt?: number }).__tapAt ?? Number.NaN);
}

test('performance report: first-load JS, a 300-hand sheet, save to sheet', { tag: '@alone' }, async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(420_000);
  await installSheetCheck(page);
  const report: Record<string, unknown> = { measuredAt: new Date().toISOString(), viewport: page.viewportSize() };

  await test.step('first load: JavaScript requested by the page, gzip-compressed in Node', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const fresh = await context.newPage();
    const scripts = new Map<string, Promise<Buffer | null>>();
    fresh.on('response', (response) => {
      const url = response.url();
      if (response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(url)) {
        scripts.set(url, response.body().catch(() => null));
      }
    });
    await fresh.goto('/', { waitUntil: 'networkidle' });
    await expect(fresh.getByRole('heading', { level: 1, name: 'Königsblock' })).toBeVisible();
    const files: { file: string; bytes: number; gzip: number }[] = [];
    for (const [url, body] of scripts) {
      const buffer = await body;
      if (!buffer) continue;
      files.push({ file: new URL(url).pathname, bytes: buffer.length, gzip: gzipSync(buffer).length });
    }
    await context.close();
    files.sort((a, b) => b.gzip - a.gzip);
    const totalGzip = files.reduce((s, f) => s + f.gzip, 0);
    report.firstLoadJs = {
      files,
      totalBytes: files.reduce((s, f) => s + f.bytes, 0),
      totalGzip,
      budgetGzip: FIRST_LOAD_BUDGET_GZIP,
      withinBudget: totalGzip <= FIRST_LOAD_BUDGET_GZIP,
    };
    expect(files.length).toBeGreaterThan(0);
    expect(totalGzip, 'first-load JavaScript, gzip bytes').toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP);
    // The online sync (PouchDB and the tournament's sync) loads only when a tournament goes
    // online: its chunks are in the build, and the start screen requests none of them.
    const syncChunk = /^(pouch-browser|tournament-sync)-.*\.js$/;
    expect(readdirSync(join(process.cwd(), 'dist', 'assets')).filter((f) => syncChunk.test(f))).toHaveLength(2);
    expect(files.map((f) => f.file.split('/').pop()!).filter((f) => syncChunk.test(f)), 'online sync code in the first load').toEqual([]);
  });

  await test.step('Lighthouse, mobile: one run of the start screen, recorded (not asserted)', async () => {
    const url = new URL('/', baseURL).toString();
    const run = await runLighthouse(url);
    report.lighthouse = { ...run, url, budget: { performance: PERFORMANCE_BUDGET }, note: 'one run on a shared machine; `npm run lighthouse` checks the budget on the median of five' };
  });

  const sessions = new SessionsPage(page);
  const sheet = new SheetPage(page);
  const entry = new HandEntryPage(page);
  let longId = '';

  await test.step(`a ${LONG_HANDS}-hand evening imported through the backup screen`, async () => {
    const session = makeSession({ name: 'Lange Nacht', date: '2026-11-21', hands: longEveningHands(LONG_HANDS) });
    const settled = await settleWithCli(session, 'long-session.json');
    expect(settled.hands).toHaveLength(LONG_HANDS);
    const backup = new BackupPage(page);
    await backup.goto();
    await backup.importFile({ name: 'lange-nacht.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(session)) }, 1);
    longId = (await readStoredSession(page, 'Lange Nacht')).id;
  });

  await test.step('time until the long sheet is usable: cold navigation and from the sessions list', async () => {
    // A real page load (a hash change alone keeps the page's clock running since the import).
    await page.goto(`/#/s/${longId}`, { waitUntil: 'commit' });
    await page.reload({ waitUntil: 'commit' });
    const coldMs = await sheetUsableAt(page, LONG_HANDS);
    await sheet.expectReady();

    const inApp: number[] = [];
    for (let run = 0; run < 3; run++) {
      await sessions.goto();
      await page.evaluate(() => {
        document.addEventListener('click', () => ((window as unknown as { __navAt: number }).__navAt = performance.now()), { capture: true, once: true });
      });
      await armSheetWatch(page, LONG_HANDS);
      await sessions.sessionLink('Lange Nacht').click();
      const readyAt = await armedUsableAt(page);
      const navAt = await page.evaluate(() => (window as unknown as { __navAt: number }).__navAt);
      inApp.push(readyAt - navAt);
    }
    report.sheet300 = {
      hands: LONG_HANDS,
      coldNavigationMs: round(coldMs),
      fromSessionsListMs: inApp.map(round),
      fromSessionsListMedianMs: round(median(inApp)),
    };
  });

  async function measureSaves(rowsBefore: number): Promise<{ samples: number[]; medianMs: number; paintedSamples: number[]; paintedMedianMs: number }> {
    const samples: number[] = [];
    const painted: number[] = [];
    await markTapsOn(page, 'Speichern');
    for (let i = 0; i < SAVES; i++) {
      await sheet.addHand();
      await entry.fillHand({ game: 'Dreier', declarer: 'Anna', result: i % 2 === 0 ? 'gewonnen' : 'verloren' });
      await expect(entry.saveButton).toBeEnabled();
      await armSheetWatch(page, rowsBefore + i + 1);
      await entry.saveButton.click();
      const shownAt = await armedUsableAt(page);
      const paintedAt = await armedPaintedAt(page);
      const tapAt = await lastTapAt(page);
      samples.push(shownAt - tapAt);
      painted.push(paintedAt - tapAt);
    }
    return { samples: samples.map(round), medianMs: round(median(samples)), paintedSamples: painted.map(round), paintedMedianMs: round(median(painted)) };
  }

  await test.step(`save to updated sheet, ${SAVES} hands on the ${LONG_HANDS}-hand evening`, async () => {
    await sheet.expectReady();
    const long = await measureSaves(LONG_HANDS);
    report.saveToSheetLong = {
      ...long,
      hands: `${LONG_HANDS + 1}–${LONG_HANDS + SAVES}`,
      budgetMs: SAVE_BUDGET_MS,
      withinBudget: long.medianMs < SAVE_BUDGET_MS,
      targetMs: SAVE_LONG_TARGET_MS,
      withinTarget: long.medianMs <= SAVE_LONG_TARGET_MS,
    };
  });

  await test.step(`save to updated sheet, ${SAVES} hands on a fresh evening`, async () => {
    const form = new NewSessionPage(page);
    await form.goto();
    await form.create({ players: ['Anna', 'Bernd', 'Clara', 'Dieter'], name: 'Kurzer Abend' });
    const short = await measureSaves(0);
    report.saveToSheetFresh = { ...short, hands: `1–${SAVES}`, budgetMs: SAVE_BUDGET_MS, withinBudget: short.medianMs < SAVE_BUDGET_MS };
  });

  await test.step(`the largest allowed evening (${MAX_HANDS} hands): time until its sheet is usable`, async () => {
    const session = makeSession({ name: 'Größter Abend', date: '2026-11-21', hands: longEveningHands(MAX_HANDS) });
    const backup = new BackupPage(page);
    await backup.goto();
    await backup.importFile({ name: 'groesster-abend.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(session)) }, 1);
    const maxId = (await readStoredSession(page, 'Größter Abend')).id;
    // A real page load (a hash change alone keeps the page's clock running since the import).
    await page.goto(`/#/s/${maxId}`, { waitUntil: 'commit' });
    await page.reload({ waitUntil: 'commit' });
    const coldMs = await sheetUsableAt(page, MAX_HANDS);
    const rendered = await page.locator('ol[aria-label="Blatt"] > li').count();
    const inApp: number[] = [];
    for (let run = 0; run < 3; run++) {
      await sessions.goto();
      await page.evaluate(() => {
        document.addEventListener('click', () => ((window as unknown as { __navAt: number }).__navAt = performance.now()), { capture: true, once: true });
      });
      await armSheetWatch(page, MAX_HANDS);
      await sessions.sessionLink('Größter Abend').click();
      const readyAt = await armedUsableAt(page);
      const navAt = await page.evaluate(() => (window as unknown as { __navAt: number }).__navAt);
      inApp.push(readyAt - navAt);
    }
    // Scrolling to the first hand renders it (and not the newest any more).
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await expect(sheet.row(1)).toBeVisible();
    report.sheetLargest = {
      hands: MAX_HANDS,
      rowsRendered: rendered,
      coldNavigationMs: round(coldMs),
      fromSessionsListMs: inApp.map(round),
      fromSessionsListMedianMs: round(median(inApp)),
      targetMs: 1000,
      withinTarget: median(inApp) < 1000,
    };
  });

  // Other tests' figures share the file: only these keys are replaced.
  recordPerformance(report);
  const json = JSON.stringify(report, null, 2);
  await testInfo.attach('perf.json', { body: json, contentType: 'application/json' });
  const first = report.firstLoadJs as { totalGzip: number };
  const lighthouse = report.lighthouse as { performance: number; firstContentfulPaintMs: number; largestContentfulPaintMs: number; totalBlockingTimeMs: number; cumulativeLayoutShift: number };
  const sheet300 = report.sheet300 as { coldNavigationMs: number; fromSessionsListMedianMs: number };
  const largest = report.sheetLargest as { coldNavigationMs: number; fromSessionsListMedianMs: number; rowsRendered: number };
  const long = report.saveToSheetLong as { medianMs: number; paintedMedianMs: number };
  const short = report.saveToSheetFresh as { medianMs: number; paintedMedianMs: number };
  console.log(
    [
      `first-load JS: ${(first.totalGzip / 1000).toFixed(1)} kB gzip (budget ${FIRST_LOAD_BUDGET_GZIP / 1000} kB)`,
      `Lighthouse (one run): performance ${lighthouse.performance}, FCP ${lighthouse.firstContentfulPaintMs} ms, LCP ${lighthouse.largestContentfulPaintMs} ms, TBT ${lighthouse.totalBlockingTimeMs} ms, CLS ${lighthouse.cumulativeLayoutShift}`,
      `${LONG_HANDS}-hand sheet usable: cold ${sheet300.coldNavigationMs} ms, from the list ${sheet300.fromSessionsListMedianMs} ms (median)`,
      `${MAX_HANDS}-hand sheet usable: cold ${largest.coldNavigationMs} ms, from the list ${largest.fromSessionsListMedianMs} ms (median; target 1000 ms), ${largest.rowsRendered} rows rendered`,
      `save → sheet: ${long.medianMs} ms median on the ${LONG_HANDS}-hand evening, ${short.medianMs} ms on a fresh one (budget ${SAVE_BUDGET_MS} ms); drawn: ${long.paintedMedianMs} ms and ${short.paintedMedianMs} ms`,
      `written to ${PERF_FILE}`,
    ].join('\n'),
  );
});

/** A drawn round of two tables for the scanner's report; each table hands in a 16-hand round. */
const SCAN_TOURNAMENT: TournamentFile = {
  format: 'tarock-tournament',
  version: 1,
  id: '5b0c2d7e-8f91-4a3b-9c4d-e5f6a7b8c9d0',
  name: 'Scan-Messung',
  date: '2026-11-27',
  rules: 'tarockcup',
  stakeCents: 10,
  plannedRounds: 3,
  handsPerRound: { '4': 16, '5': 20 },
  players: [
    { id: 'p1', name: 'Anna Huber' }, { id: 'p2', name: 'Bernd Maier' }, { id: 'p3', name: 'Clara Berger' }, { id: 'p4', name: 'Dieter Gruber' },
    { id: 'p5', name: 'Erika Wagner' }, { id: 'p6', name: 'Franz Pichler' }, { id: 'p7', name: 'Gerda Moser' }, { id: 'p8', name: 'Hans Steiner' },
  ],
  rounds: [{ tables: [{ table: 1, players: ['p1', 'p2', 'p3', 'p4'], firstDealer: 1 }, { table: 2, players: ['p5', 'p6', 'p7', 'p8'], firstDealer: 2 }] }],
};

/** The hand-in of one table of SCAN_TOURNAMENT as a PNG of its QR code. */
function handInPng(table: 1 | 2): Buffer {
  const drawn = SCAN_TOURNAMENT.rounds[0]!.tables[table - 1]!;
  const names = drawn.players.map((id) => SCAN_TOURNAMENT.players.find((p) => p.id === id)!.name);
  const session = makeSession({ name: SCAN_TOURNAMENT.name, date: undefined, players: names, rules: 'tarockcup', stakeCents: undefined, firstDealer: drawn.firstDealer, hands: buildTableHands('tarockcup', 4, drawn.firstDealer!, 16, table) });
  const handIn = makeHandIn({
    ...session,
    tournament: { id: SCAN_TOURNAMENT.id, name: SCAN_TOURNAMENT.name, round: 1, table, playerIds: drawn.players, handsPerRound: 16 },
  });
  const [code] = packMessage('handIn', handIn);
  const matrix = encodeQR(code!, 'raw', { ecc: 'medium', border: 1 }).slice(1, -1).map((row) => row.slice(1, -1));
  return pngOfMatrix(matrix);
}

test('performance report: the QR scanner, its frames off the main thread, also at 4× CPU throttling', { tag: '@alone' }, async ({ baseURL }) => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), 'kb-scan-'));
  const clip = join(dir, 'director.y4m');
  writeBlankClip(clip);
  const browser = await launchWithCamera(clip);
  const scanner: Record<string, unknown> = {};
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'de-AT', baseURL });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    // Long main-thread tasks while the scanner runs: what would make the camera view stutter.
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      try {
        new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
      } catch {
        // Long-task timing is optional.
      }
    });
    await seedTournament(page, SCAN_TOURNAMENT);
    const cdp = await context.newCDPSession(page);
    for (const [table, rate] of [[1, 1], [2, 4]] as const) {
      // Away from the scanner first (its camera stops), then the next table's code into the clip:
      // a scanner still open would read it and store it before the measured scan, which then
      // finds it "schon gespeichert".
      await page.goto('/#/');
      writeClipFromPng(handInPng(table), clip);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.evaluate(() => {
        performance.clearMeasures('qr-decode');
        (window as unknown as { __longTasks: number[] }).__longTasks.length = 0;
      });
      const openedInPage = await page.evaluate(() => performance.now());
      await page.goto(`/#/t/${SCAN_TOURNAMENT.id}/r/1/scan`);
      await expect(page.getByTestId('scan-notice')).toHaveText(`Tisch ${table}: Ergebnis übernommen (Kamera)`, { timeout: 60_000 });
      const acceptedInPage = await page.evaluate(() => performance.now());
      const frames = await page.evaluate(() =>
        performance.getEntriesByName('qr-decode').map((e) => {
          const detail = ((e as PerformanceMeasure).detail ?? {}) as { found?: boolean; thread?: string; decodeMs?: number; mainThreadMs?: number };
          return { ms: e.duration, found: Boolean(detail.found), thread: detail.thread ?? 'unknown', decodeMs: detail.decodeMs ?? 0, mainThreadMs: detail.mainThreadMs ?? e.duration };
        }),
      );
      const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      expect(frames.some((f) => f.found)).toBe(true);
      scanner[rate === 1 ? 'unthrottled' : 'cpu4xThrottled'] = {
        cpuThrottlingRate: rate,
        decodedIn: [...new Set(frames.map((f) => f.thread))],
        scannerOpenToAcceptedMs: round(acceptedInPage - openedInPage),
        framesDecoded: frames.length,
        framesUntilFirstRead: frames.findIndex((f) => f.found) + 1,
        frameMedianMs: round(median(frames.map((f) => f.ms))),
        frameDecoderMedianMs: round(median(frames.map((f) => f.decodeMs))),
        frameMainThreadMedianMs: round(median(frames.map((f) => f.mainThreadMs))),
        frameMainThreadMaxMs: round(Math.max(...frames.map((f) => f.mainThreadMs))),
        longTasksWhileScanning: longTasks.length,
        longestTaskMs: round(Math.max(0, ...longTasks)),
      };
    }
  } finally {
    await browser.close();
  }
  scanner.frame = '800×600 fake camera clip, hand-in code of a 16-hand round; the throttling slows the page\'s main thread (Chromium\'s CDP Emulation.setCPUThrottlingRate)';
  recordPerformance({ qrScanner: scanner });
  console.log(`qr scanner: ${JSON.stringify(scanner, null, 2)}`);
});

test('performance report: a returning device holding a season (50 evenings, 10 tournaments of 200 players)', { tag: '@alone' }, async ({ baseURL }) => {
  test.setTimeout(600_000);
  // Seeds the device, checks that both lists show everything, and measures; asserts no time.
  const figures = await measureSeasonDevice(baseURL!, { startRuns: 3, lighthouseRuns: 1 });
  recordPerformance({ seasonDevice: { ...figures, note: 'one Lighthouse run each on a shared machine; `npm run lighthouse:season` checks the budget on the median of five' } });
  const { start, tournaments } = figures.lighthouse;
  console.log(
    [
      `season device: evenings listed ${figures.startToEveningsList.listShownMedianMs} ms after the start (median of 3, blocking ${figures.startToEveningsList.blockingMedianMs} ms), tournaments ${figures.startToTournamentsList.listShownMedianMs} ms (blocking ${figures.startToTournamentsList.blockingMedianMs} ms)`,
      `Lighthouse on the device (one run each): start screen performance ${start.medians.performance}, TBT ${start.medians.totalBlockingTimeMs} ms; tournaments performance ${tournaments.medians.performance}, TBT ${tournaments.medians.totalBlockingTimeMs} ms`,
    ].join('\n'),
  );
});
