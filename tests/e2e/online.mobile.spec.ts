/**
 * A tournament online, against the embedded sync server (started by Playwright beside the
 * preview; the app reaches it at /sync/): two director devices (registration desk and results
 * desk), table phones handing in over the network, and a spectator's phone — each its own
 * browser context, so each has its own storage, as separate devices do.
 *
 * The performance report's online figures (50 tables, idle and loaded): online-perf.mobile.spec.ts.
 */
import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { handInDoc } from '../../src/domain/online/documents';
import type { HandIn } from '../../src/domain/tournament/model';
import { makeTableCard, sessionFromCard } from '../../src/domain/tournament/table-card';
import { makeSessionFile } from '../../src/transfer/export-json';
import type { TournamentFile } from '../../src/domain/tournament/model';
import { ruferWon } from '../../src/testing/domain/hands';
import { BackupPage } from './pages/backup-page';
import { SheetPage } from './pages/sheet-page';
import { readStoredTournaments, TournamentPage } from './pages/tournament-page';
import { basic, DIRECTOR, networkHandIn, OnlinePage, tableLogins } from './pages/online-page';

const NAMES = ['Anna Huber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber', 'Eva Wimmer', 'Franz Bauer', 'Gerti Moser', 'Hans Pichler'];

/** A tournament of `players` with round 1 drawn in plain order (tables of 4), no results yet. */
function tournamentFile(testInfo: TestInfo, players = 8, keys?: string[]): { id: string; path: string; name: string; file: Record<string, unknown> } {
  const id = crypto.randomUUID();
  const name = `Online-Cup ${id.slice(0, 4)}`;
  const ids = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  const file = {
    format: 'tarock-tournament', version: 1, id, name, date: '2026-11-27', rules: 'tarockcup', plannedRounds: 3,
    handsPerRound: { '4': 16, '5': 20 },
    players: ids.map((pid, i) => ({ id: pid, name: NAMES[i] ?? `Spieler ${i + 1}` })),
    rounds: [{
      tables: Array.from({ length: players / 4 }, (_, k) => ({ table: k + 1, players: ids.slice(4 * k, 4 * k + 4), firstDealer: 0, ...(keys?.[k] ? { key: keys[k] } : {}) })),
    }],
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
async function twoDesks(browser: Browser, testInfo: TestInfo, players = 8, keys?: string[]) {
  const t = tournamentFile(testInfo, players, keys);
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
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Bernd Mayer');
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

/** Table keys, as the director's device draws them; the cards carry them, the hand-ins are signed with them. */
const KEYS = ['q1Xb9YtE0lNvZ2mR4cH8sA', 'Zk3_Tf-6wPqL1nD0uJ7yGQ'];

/**
 * A table phone's round: the table's login from the director's code, the round's sheet with its
 * 16 hands, the table card (its file on the join screen), then "Abgeben". The hands arrive as the
 * round's session file, as from the table's other phone (typing hands through the form is what
 * the hand-entry tests prove); the card then finds that sheet and gives it the table's key.
 */
async function playRoundOnPhone(browser: Browser, online: OnlinePage, file: TournamentFile, table: number, testInfo: TestInfo): Promise<Page> {
  const loginLink = await online.section().getByRole('link', { name: `Online-Zugang Tisch ${table}` }).getAttribute('href');
  const phone = await device(browser);
  await phone.goto(loginLink!);
  await expect(phone.getByText(`Dieses Handy kann Runde 1, Tisch ${table} übers Netz abgeben`, { exact: false })).toBeVisible();
  const card = makeTableCard(file, 1, table)!;
  const played = makeSessionFile({ ...sessionFromCard(card, '2026-11-27'), hands: handInOf(file, table).hands });
  const backup = new BackupPage(phone);
  await backup.goto();
  await backup.importFile({ name: `runde-1-tisch-${table}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(played)) }, 1);
  const cardPath = testInfo.outputPath(`tischkarte-r1-t${table}.json`);
  writeFileSync(cardPath, JSON.stringify(card));
  await phone.goto('/#/');
  await phone.getByRole('link', { name: 'Turnierrunde' }).click();
  await phone.getByLabel('Datei öffnen', { exact: true }).and(phone.locator('input')).setInputFiles(cardPath);
  await expect(phone).toHaveURL(/#\/s\/[^/]+$/);
  const sheet = new SheetPage(phone);
  await sheet.expectReady();
  await sheet.expectRowCount(16);
  const bar = phone.getByRole('group', { name: `Runde 1 · Tisch ${table}` });
  await expect(bar.getByTestId('hands-left')).toHaveText('Runde fertig');
  await bar.getByRole('link', { name: 'Abgeben' }).click();
  await expect(phone.getByRole('img', { name: new RegExp(`^Abgabe Runde 1 Tisch ${table}, Code 1 von`) })).toBeVisible();
  return phone;
}

/** The hand-in documents the server holds for a table (read with the director's login). */
async function serverHandIns(request: APIRequestContext, id: string, table: number): Promise<{ message: { mac?: string; hands: unknown[] } }[]> {
  const res = await request.get(`/sync/kb-h-${id}/_all_docs?include_docs=true`, { headers: { authorization: basic(DIRECTOR) } });
  expect(res.status()).toBe(200);
  const rows = ((await res.json()) as { rows: { doc: { kind?: string; table?: number; message: { mac?: string; hands: unknown[] } } }[] }).rows;
  return rows.map((r) => r.doc).filter((d) => d.kind === 'handin' && d.table === table);
}

test('table phones tap "Übers Netz abgeben": the signed hand-in reaches the desks and the spectators; scanned first, the phone hears it is there', async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const { t, a, b, onlineA } = await twoDesks(browser, testInfo, 8, KEYS);
  const file = t.file as unknown as TournamentFile;
  const spectator = await device(browser);
  await spectator.goto(`/#/live/${t.id}`);
  await expect(spectator.locator('[data-live-phase="live"]')).toBeVisible();
  await onlineA.setRoundOpen(1, true);
  await onlineA.section().getByRole('button', { name: 'Zugänge der Tische zeigen' }).click();

  // Table 1: one tap on the phone, the result on the results desk and on the spectator's phone.
  const phone1 = await playRoundOnPhone(browser, onlineA, file, 1, testInfo);
  await phone1.getByRole('button', { name: 'Übers Netz abgeben' }).click();
  await expect(phone1.getByRole('status').filter({ hasText: 'Übers Netz abgegeben.' })).toBeVisible();
  await expect(phone1.getByRole('button', { name: 'Übers Netz abgeben' })).toBeDisabled();
  await expect.poll(async () => (await readStoredTournaments(b)).find((x) => x.id === t.id)?.rounds[0]?.tables[0]?.result?.hands?.length).toBe(16);
  await expect(spectator.getByText('Tisch 1 (abgegeben)')).toBeVisible();
  const [sent1, ...more1] = await serverHandIns(request, t.id, 1);
  expect(more1).toHaveLength(0);
  // Signed with the key from the card: a MAC of 22 base64url characters.
  expect(sent1!.message.mac).toMatch(/^[A-Za-z0-9_-]{22}$/);
  await phone1.screenshot({ path: testInfo.outputPath('online-phone-sent.png'), fullPage: true });

  // Table 2: the director scans the hand-in first (here its file), then the phone sends it too.
  const phone2 = await playRoundOnPhone(browser, onlineA, file, 2, testInfo);
  const download = phone2.waitForEvent('download');
  await phone2.getByRole('button', { name: 'Als Datei teilen' }).click();
  const handInPath = testInfo.outputPath('abgabe-r1-t2.json');
  await (await download).saveAs(handInPath);
  await a.goto(`/#/t/${t.id}/r/1/scan`);
  await a.locator('input[type=file][accept=".json,application/json"]').setInputFiles(handInPath);
  await expect(a.getByTestId('scan-notice')).toContainText('Tisch 2');
  await expect.poll(async () => (await serverHandIns(request, t.id, 2)).length).toBe(1);
  await phone2.getByRole('button', { name: 'Übers Netz abgeben' }).click();
  await expect(phone2.getByRole('status').filter({ hasText: 'Diese Abgabe ist schon angekommen – nichts weiter zu tun.' })).toBeVisible();
  await expect(phone2.getByRole('alert')).toHaveCount(0);
  // One result: one document on the server, the table's 16 hands on both desks, nothing to confirm.
  expect(await serverHandIns(request, t.id, 2)).toHaveLength(1);
  await expect.poll(async () => (await readStoredTournaments(b)).find((x) => x.id === t.id)?.rounds[0]?.tables[1]?.result?.hands?.length).toBe(16);
  expect((await readStoredTournaments(a)).find((x) => x.id === t.id)?.rounds[0]?.tables[1]?.result?.hands).toHaveLength(16);
  await expect(spectator.getByText('Tisch 2 (abgegeben)')).toBeVisible();
  await phone2.screenshot({ path: testInfo.outputPath('online-phone-already.png'), fullPage: true });
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

test('a second, different network hand-in is decided on one desk and every desk follows; other hands than planned wait too', async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const { t, a, b, onlineA } = await twoDesks(browser, testInfo);
  const onlineB = new OnlinePage(b);
  await onlineA.setRoundOpen(1, true);
  // The other desk shows it too, without being asked.
  await expect(onlineB.section().getByText('Runde 1: Tische können übers Netz abgeben.')).toBeVisible();
  const [table1, table2] = await tableLogins(request, t.id, 1, [1, 2]);
  const resultOn = async (page: Page, table: number) => (await readStoredTournaments(page)).find((x) => x.id === t.id)?.rounds[0]?.tables[table - 1]?.result;

  // Table 1 hands in; later its phone sends a corrected round: a different result.
  expect((await networkHandIn(request, table1!, handInDoc(handInOf(t.file as never, 1)))).status).toBe(201);
  // Both desks store it (each checks the hand-in; either may be first).
  for (const page of [a, b]) await expect.poll(async () => (await resultOn(page, 1))?.hands?.length).toBe(16);
  const first = JSON.stringify((await resultOn(a, 1))!.hands);
  const corrected = handInOf(t.file as never, 1);
  // The correction: Vorhand called another partner in the first hand.
  corrected.hands[0] = ruferWon(1, 2);
  expect((await networkHandIn(request, table1!, handInDoc(corrected))).status).toBe(201);
  const waitingA = onlineA.section().getByTestId('waiting-hand-in');
  const waitingB = onlineB.section().getByTestId('waiting-hand-in');
  await expect(waitingA).toContainText('Runde 1, Tisch 1: ein anderes Ergebnis als das gespeicherte.');
  await expect(waitingB).toContainText('Runde 1, Tisch 1: ein anderes Ergebnis als das gespeicherte.');
  // Nothing was replaced by the hand-in itself.
  expect(JSON.stringify((await resultOn(a, 1))!.hands)).toBe(first);

  // The director reviews it on desk A: stored and new side by side, then takes the new one over.
  await waitingA.getByRole('button', { name: 'Prüfen und entscheiden' }).click();
  const review = a.getByRole('dialog', { name: 'Abgabe übers Netz: Runde 1, Tisch 1' });
  await expect(review.getByTestId('result-comparison').locator('thead th')).toHaveText(['Spieler', 'gespeichert', 'neu']);
  await a.screenshot({ path: testInfo.outputPath('online-review.png') });
  await review.getByRole('button', { name: 'Neues Ergebnis übernehmen' }).click();
  await expect(onlineA.section().getByText('Runde 1, Tisch 1: entschieden.', { exact: false })).toBeVisible();
  await expect(waitingA).toHaveCount(0);
  const taken = JSON.stringify((await resultOn(a, 1))!.hands);
  expect(taken).not.toBe(first);
  // Desk B follows without a tap: the new result, nothing waiting.
  await expect.poll(async () => JSON.stringify((await resultOn(b, 1))?.hands)).toBe(taken);
  await expect(waitingB).toHaveCount(0);

  // Table 2 hands in 15 of the planned 16 hands: it waits too, and desk B does not take it.
  const short = handInOf(t.file as never, 2);
  expect((await networkHandIn(request, table2!, handInDoc({ ...short, hands: short.hands.slice(0, 15) }))).status).toBe(201);
  await expect(waitingB).toContainText('Runde 1, Tisch 2: andere Spielanzahl als geplant.');
  await waitingB.getByRole('button', { name: 'Prüfen und entscheiden' }).click();
  const count = b.getByRole('dialog', { name: 'Abgabe übers Netz: Runde 1, Tisch 2' });
  await expect(count).toContainText('Die Abgabe hat 15 statt der geplanten 16 Spiele.');
  await count.getByRole('button', { name: 'Nicht übernehmen' }).click();
  await expect(waitingB).toHaveCount(0);
  await expect(waitingA).toHaveCount(0);
  expect(await resultOn(a, 2)).toBeUndefined();
  expect(await resultOn(b, 2)).toBeUndefined();
});

test('two desks apart decide differently on a network hand-in: both are shown the conflict, and the choice on one desk counts on both', async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const { t, a, b, onlineA } = await twoDesks(browser, testInfo);
  const onlineB = new OnlinePage(b);
  await onlineA.setRoundOpen(1, true);
  const [table1] = await tableLogins(request, t.id, 1, [1]);
  const resultOn = async (page: Page) => JSON.stringify((await readStoredTournaments(page)).find((x) => x.id === t.id)?.rounds[0]?.tables[0]?.result?.hands);
  expect((await networkHandIn(request, table1!, handInDoc(handInOf(t.file as never, 1)))).status).toBe(201);
  await expect.poll(() => resultOn(b)).not.toBe(undefined);
  const first = await resultOn(a);
  const corrected = handInOf(t.file as never, 1);
  corrected.hands[0] = ruferWon(1, 2);
  expect((await networkHandIn(request, table1!, handInDoc(corrected))).status).toBe(201);
  const waitingA = onlineA.section().getByTestId('waiting-hand-in');
  const waitingB = onlineB.section().getByTestId('waiting-hand-in');
  await expect(waitingA).toHaveCount(1);
  await expect(waitingB).toHaveCount(1);

  // Both desks lose the network; desk A takes the new result over, desk B keeps the old one.
  await a.context().setOffline(true);
  await b.context().setOffline(true);
  await waitingA.getByRole('button', { name: 'Prüfen und entscheiden' }).click();
  await a.getByRole('dialog', { name: 'Abgabe übers Netz: Runde 1, Tisch 1' }).getByRole('button', { name: 'Neues Ergebnis übernehmen' }).click();
  await expect(waitingA).toHaveCount(0);
  await waitingB.getByRole('button', { name: 'Prüfen und entscheiden' }).click();
  await b.getByRole('dialog', { name: 'Abgabe übers Netz: Runde 1, Tisch 1' }).getByRole('button', { name: 'Bisheriges behalten' }).click();
  await expect(waitingB).toHaveCount(0);
  expect(await resultOn(a)).not.toBe(first);
  expect(await resultOn(b)).toBe(first);

  // Back online: both desks show the conflict, nothing was overwritten silently.
  await a.context().setOffline(false);
  await b.context().setOffline(false);
  const conflict = 'Runde 1, Tisch 1: ein Gerät hat die Abgabe übers Netz übernommen, ein anderes das bisherige Ergebnis behalten. Was gilt?';
  await expect(onlineA.section().getByText(conflict)).toBeVisible();
  await expect(onlineB.section().getByText(conflict)).toBeVisible();
  await onlineB.section().getByText(conflict).scrollIntoViewIfNeeded();
  await b.screenshot({ path: testInfo.outputPath('online-decision-conflict.png') });

  // The director settles it on desk B: the old result counts, on both desks.
  await onlineB.section().getByRole('button', { name: 'Das bisherige Ergebnis gilt' }).click();
  await expect(onlineB.section().getByText(conflict)).toHaveCount(0);
  await expect(onlineA.section().getByText(conflict)).toHaveCount(0);
  await expect.poll(() => resultOn(a)).toBe(first);
  expect(await resultOn(b)).toBe(first);
});
