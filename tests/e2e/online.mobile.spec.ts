/**
 * A tournament online, against the embedded sync server (started by Playwright beside the
 * preview; the app reaches it at /sync/): two director devices (registration desk and results
 * desk), table phones handing in over the network, and a spectator's phone — each its own
 * browser context, so each has its own storage, as separate devices do.
 *
 * Also the performance report's online figures (medians of 10), added to test-results/perf.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readdirSync } from 'node:fs';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { handInDoc } from '../../src/domain/online/documents';
import type { HandIn } from '../../src/domain/tournament/model';
import { ruferWon } from '../../src/testing/domain/hands';
import { readStoredTournaments, TournamentPage } from './pages/tournament-page';
import { networkHandIn, OnlinePage, tableLogins } from './pages/online-page';

const NAMES = ['Anna Huber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber', 'Eva Wimmer', 'Franz Bauer', 'Gerti Moser', 'Hans Pichler'];

/** A tournament of `players` with round 1 drawn in plain order (tables of 4), no results yet. */
function tournamentFile(testInfo: TestInfo, players = 8): { id: string; path: string; name: string; file: Record<string, unknown> } {
  const id = crypto.randomUUID();
  const name = `Online-Cup ${id.slice(0, 4)}`;
  const ids = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  const file = {
    format: 'tarock-tournament', version: 1, id, name, date: '2026-11-27', rules: 'tarockcup', plannedRounds: 3,
    handsPerRound: { '4': 16, '5': 20 },
    players: ids.map((pid, i) => ({ id: pid, name: NAMES[i] ?? `Spieler ${i + 1}` })),
    rounds: [{ tables: Array.from({ length: players / 4 }, (_, k) => ({ table: k + 1, players: ids.slice(4 * k, 4 * k + 4), firstDealer: 0 })) }],
  };
  const path = testInfo.outputPath(`${id}.json`);
  writeFileSync(path, JSON.stringify(file));
  return { id, path, name, file };
}

/** The hand-in a table phone sends: 16 hands, a Rufer each, as the phone records them. */
function handInOf(file: { id: string; rounds: { tables: { table: number; players: string[] }[] }[] }, table: number, variant = 0): HandIn {
  const draw = file.rounds[0]!.tables[table - 1]!;
  return {
    format: 'tarock-hand-in', version: 1, tournament: file.id, round: 1, table, players: draw.players, firstDealer: 0,
    hands: Array.from({ length: 16 }, (_, i) => ruferWon(((i + 1 + variant) % 4) as 0 | 1 | 2 | 3, ((i + 3 + variant) % 4) as 0 | 1 | 2 | 3)),
  };
}

async function device(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-AT' });
  return context.newPage();
}

async function importFile(page: Page, path: string, name: string): Promise<void> {
  const ui = new TournamentPage(page);
  await ui.gotoList();
  await page.locator('input[type=file][aria-label="Turnierdatei importieren"]').setInputFiles(path);
  await expect(page.getByText(`„${name}“ importiert`)).toBeVisible();
}

/** Desk A imports the tournament and puts it online; desk B joins by the code's link. */
async function twoDesks(browser: Browser, testInfo: TestInfo, players = 8) {
  const t = tournamentFile(testInfo, players);
  const a = await device(browser);
  await importFile(a, t.path, t.name);
  await new TournamentPage(a).gotoTournament(t.id);
  const onlineA = new OnlinePage(a);
  await onlineA.connect();
  await onlineA.putOnline();
  // The second device opens the link the first one shows under its code.
  const joinLink = await onlineA.section().getByText(/#\/online\/join\//).textContent();
  expect(joinLink).toContain(`#/online/join/${t.id}`);
  const b = await device(browser);
  const onlineB = new OnlinePage(b);
  await onlineB.join(t.id);
  await expect(new TournamentPage(b).heading(t.name)).toBeVisible();
  return { t, a, b, onlineA, onlineB };
}

function median(xs: number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

test('two desks, table phones and a spectator on one online tournament', async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const { t, a, b, onlineA } = await twoDesks(browser, testInfo);
  const deskA = new TournamentPage(a);
  const deskB = new TournamentPage(b);

  // A registration on one desk shows on the other.
  await deskA.addOne('Ida Wolf');
  await deskA.submitOne();
  await expect(deskB.playersList().filter({ hasText: 'Ida Wolf' })).toBeVisible();

  // The spectator opens the projector's link: no login.
  await deskA.gotoTournament(t.id, '/projector');
  const live = await a.getByRole('link', { name: 'Live-Stand am Handy' }).getAttribute('href');
  expect(live).toBe(`#/live/${t.id}`);
  await expect(a.getByRole('img', { name: 'Code für den Live-Stand' })).toBeVisible();
  const spectator = await device(browser);
  await spectator.goto(`/${live}`);
  await expect(spectator.getByRole('heading', { level: 1, name: t.name })).toBeVisible();
  await expect(spectator.locator('[data-live-phase="live"]')).toBeVisible();
  await spectator.getByPlaceholder('Namen oder einen Teil davon eingeben').fill('clara');
  await expect(spectator.getByRole('list', { name: 'Wo sitze ich?' })).toContainText('Tisch 1');

  // Round 1 opens for network hand-ins; table 2 cannot write table 1's result, table 1 can.
  await deskA.gotoTournament(t.id);
  await onlineA.setRoundOpen(1, true);
  // The director shows the tables' logins; a table's phone keeps its own from the code's link.
  await onlineA.section().getByRole('button', { name: 'Zugänge der Tische zeigen' }).click();
  await expect(onlineA.section().getByRole('img', { name: 'Online-Zugang Tisch 1' })).toBeVisible();
  const phoneLink = await onlineA.section().getByRole('link', { name: 'Online-Zugang Tisch 1' }).getAttribute('href');
  const phone = await device(browser);
  await phone.goto(phoneLink!);
  await expect(phone.getByText(/Dieses Handy kann Runde 1, Tisch 1 übers Netz abgeben/)).toBeVisible();
  const [table1, table2] = await tableLogins(request, t.id, 1, [1, 2]);
  const doc1 = handInDoc(handInOf(t.file as never, 1));
  const forged = await networkHandIn(request, table2!, doc1);
  expect(forged.status).toBe(403);
  expect(forged.reason).toMatch(/^kb:other-table:/);
  // … also by replication (the path a phone's replica would take).
  const replicated = await request.post(`/sync/kb-h-${t.id}/_bulk_docs`, {
    headers: { authorization: `Basic ${Buffer.from(`${table2!.name}:${table2!.password}`).toString('base64')}` },
    data: { docs: [{ ...doc1, _rev: '1-0123456789abcdef0123456789abcdef' }], new_edits: false },
  });
  expect(JSON.stringify(await replicated.json())).toContain('forbidden');
  expect((await networkHandIn(request, table1!, doc1)).status).toBe(201);

  // The results desk stores it like a scanned hand-in; the spectator's standings update by themselves.
  await expect.poll(async () => (await readStoredTournaments(b)).find((x) => x.id === t.id)?.rounds[0]?.tables[0]?.result?.hands?.length).toBe(16);
  await expect(spectator.getByText('Tisch 1 (abgegeben)')).toBeVisible();
  await expect(spectator.getByRole('table', { name: 'Stand' }).locator('tbody tr').first()).toContainText(/\d/);

  // Desk B goes offline for a while, corrects a name and registers a walk-in; desk A catches it.
  await b.context().setOffline(true);
  await deskB.gotoTournament(t.id);
  await b.getByRole('button', { name: 'Namen von Bernd Maier ändern' }).click();
  const dialog = b.getByRole('dialog', { name: 'Namen ändern' });
  await dialog.getByRole('textbox').fill('Bernd Mayer');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await deskB.addOne('Josef Eder');
  await deskB.submitOne();
  await expect(new OnlinePage(b).status()).not.toHaveAttribute('data-sync-pending', '0');
  await b.context().setOffline(false);
  await expect(deskA.playersList().filter({ hasText: 'Bernd Mayer' })).toBeVisible();
  await expect(deskA.playersList().filter({ hasText: 'Josef Eder' })).toBeVisible();
  await expect(new OnlinePage(b).status()).toHaveAttribute('data-sync-pending', '0');

  // The round is closed: a late network hand-in is refused and told to use the QR code.
  await onlineA.setRoundOpen(1, false);
  const late = await networkHandIn(request, table2!, handInDoc(handInOf(t.file as never, 2)));
  expect(late.status).toBe(403);
  expect(late.reason).toMatch(/^kb:round-closed:/);

  await a.screenshot({ path: testInfo.outputPath('online-desk.png'), fullPage: true });
  await spectator.screenshot({ path: testInfo.outputPath('online-spectator.png'), fullPage: true });
});

test('the same hand-in by network and from the file gives one result', async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const { t, a, onlineA } = await twoDesks(browser, testInfo);
  await onlineA.setRoundOpen(1, true);
  const [table1] = await tableLogins(request, t.id, 1, [1]);
  const message = handInOf(t.file as never, 1);
  expect((await networkHandIn(request, table1!, handInDoc(message))).status).toBe(201);
  await expect.poll(async () => (await readStoredTournaments(a)).find((x) => x.id === t.id)?.rounds[0]?.tables[0]?.result?.hands?.length).toBe(16);
  // The same hand-in arrives as a file at the desk: recognised as the same, nothing changes.
  const path = testInfo.outputPath('hand-in.json');
  writeFileSync(path, JSON.stringify(message));
  await a.goto(`/#/t/${t.id}/r/1/scan`);
  await a.locator('input[type=file][accept=".json,application/json"]').setInputFiles(path);
  await expect(a.getByTestId('scan-notice')).toContainText('Tisch 1: diese Abgabe ist schon gespeichert – nichts geändert.');
  const stored = (await readStoredTournaments(a)).find((x) => x.id === t.id)!;
  expect(stored.rounds[0]!.tables[0]!.result!.hands).toHaveLength(16);
});

test('performance report: online sync (medians of 10)', async ({ browser, request }, testInfo) => {
  test.setTimeout(420_000);
  const { t, a, b, onlineA } = await twoDesks(browser, testInfo, 40);
  const deskA = new TournamentPage(a);
  const deskB = new TournamentPage(b);

  const deskToDesk: number[] = [];
  for (let i = 0; i < 10; i++) {
    await deskA.addOne(`Nachmeldung ${i + 1}`);
    const start = Date.now();
    await deskA.submitOne();
    // waitFor follows the page as it changes; expect's retries back off up to a second and would blur the figure.
    await deskB.playersList().filter({ hasText: `Nachmeldung ${i + 1}` }).waitFor();
    deskToDesk.push(Date.now() - start);
  }

  await onlineA.setRoundOpen(1, true);
  const spectator = await device(browser);
  await spectator.goto(`/#/live/${t.id}`);
  await expect(spectator.locator('[data-live-phase="live"]')).toBeVisible();
  const logins = await tableLogins(request, t.id, 1, Array.from({ length: 10 }, (_, k) => k + 1));
  const tableToDesk: number[] = [];
  const tableToSpectator: number[] = [];
  for (const login of logins) {
    const doc = handInDoc(handInOf(t.file as never, login.table));
    const start = Date.now();
    expect((await networkHandIn(request, login, doc)).status).toBe(201);
    await expect.poll(async () => (await readStoredTournaments(a)).find((x) => x.id === t.id)?.rounds[0]?.tables[login.table - 1]?.result !== undefined, { intervals: [20] }).toBe(true);
    tableToDesk.push(Date.now() - start);
    await spectator.getByText(`Tisch ${login.table} (abgegeben)`).waitFor();
    tableToSpectator.push(Date.now() - start);
  }

  const catchUp: number[] = [];
  for (let i = 0; i < 10; i++) {
    await b.context().setOffline(true);
    await deskB.pasteNames(Array.from({ length: 50 }, (_, k) => `Offline ${i + 1}-${k + 1}`));
    await expect(deskB.playersList().filter({ hasText: `Offline ${i + 1}-50` })).toBeVisible();
    const start = Date.now();
    await b.context().setOffline(false);
    await deskA.playersList().filter({ hasText: `Offline ${i + 1}-50` }).waitFor({ timeout: 30_000 });
    catchUp.push(Date.now() - start);
  }

  // The lazily loaded sync code: PouchDB and the sync (both loaded only for an online tournament or the live page).
  const assets = join(process.cwd(), 'dist', 'assets');
  const syncFiles = readdirSync(assets).filter((f) => /^(pouch-browser|tournament-sync|live|online)-.*\.js$/.test(f));
  const syncGzip = syncFiles.reduce((n, f) => n + gzipSync(readFileSync(join(assets, f))).length, 0);

  const file = join(process.cwd(), 'test-results', 'perf.json');
  mkdirSync(join(process.cwd(), 'test-results'), { recursive: true });
  const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  report.online = {
    measuredAt: new Date().toISOString(),
    note: 'embedded sync server (express-pouchdb, in memory) through the preview at /sync/; headless Chromium contexts on one machine',
    deskToDeskMs: { median: median(deskToDesk), samples: deskToDesk },
    tableToResultsDeskMs: { median: median(tableToDesk), samples: tableToDesk },
    tableToSpectatorMs: { median: median(tableToSpectator), samples: tableToSpectator, goalMs: 1000 },
    catchUp50OfflineChangesMs: { median: median(catchUp), samples: catchUp },
    syncCodeGzipBytes: syncGzip,
    syncCodeFiles: syncFiles,
  };
  writeFileSync(file, JSON.stringify(report, null, 2));
  testInfo.annotations.push({ type: 'online', description: JSON.stringify(report.online) });
  console.log('online performance', JSON.stringify(report.online));
});
