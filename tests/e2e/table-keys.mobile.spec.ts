/**
 * Table keys stay where they belong (390 px phone):
 *   a tournament file that differs from the stored one only in a table's key is imported
 *   with "Nur Fehlendes übernehmen": the question names the key, the device keeps its own,
 *   and afterwards a hand-in signed with the file's key is refused while the real table's
 *   is accepted.
 *   A table phone opens its round from the director's card file, records the round (three
 *   hands), backs up everything and is restored on a wiped phone (a fresh browser profile): a
 *   forged card for the same round and table is asked about (the restored key is there) and
 *   kept out, and the restored phone's hand-in is accepted by the director as signed.
 *   The same phone restored from a backup made without table keys ("for someone else"): the sheet
 *   and the hand-in screen say the key is missing and offer the table card; handed in anyway, the
 *   unsigned hand-in is refused by the director, nothing stored; the card scanned again gives the
 *   key back and the next hand-in is accepted signed.
 * Screenshots: test-results/screens/table-keys-*.png.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { makeSession } from '../../src/testing/domain/session';
import { buildTableHands } from '../../src/testing/domain/tournament';
import { makeHandIn } from '../../src/domain/tournament/hand-in';
import type { TournamentFile } from '../../src/domain/tournament/model';
import { openApp, preferDownloads, readStoredSessions } from './pages/app';
import { BackupPage } from './pages/backup-page';
import { HandEntryPage } from './pages/hand-entry-page';
import { SheetPage } from './pages/sheet-page';
import { seedTournament } from './support/seed-tournament';

const KEY1 = 'q1Xb9YtE0lNvZ2mR4cH8sA';
const KEY2 = 'Zk3_Tf-6wPqL1nD0uJ7yGQ';
const FORGED_KEY = 'F0rGeDkEy_aaaaaaaaaaaa';

const TOURNAMENT: TournamentFile = {
  format: 'tarock-tournament',
  version: 1,
  id: '3a9c1f7e-5d2b-4c8a-9e6f-1b2c3d4e5f60',
  name: 'Hausruck-Cup, 5. Turnier',
  date: '2026-11-27',
  rules: 'tarockcup',
  stakeCents: 10,
  plannedRounds: 3,
  handsPerRound: { '4': 16, '5': 20 },
  players: [
    { id: 'p1', name: 'Anna Huber' }, { id: 'p2', name: 'Bernd Maier' }, { id: 'p3', name: 'Clara Berger' }, { id: 'p4', name: 'Dieter Gruber' },
    { id: 'p5', name: 'Erika Wagner' }, { id: 'p6', name: 'Franz Pichler' }, { id: 'p7', name: 'Gerda Moser' }, { id: 'p8', name: 'Hans Steiner' },
  ],
  rounds: [{
    tables: [
      { table: 1, players: ['p1', 'p2', 'p3', 'p4'], firstDealer: 1, key: KEY1 },
      { table: 2, players: ['p5', 'p6', 'p7', 'p8'], firstDealer: 2, key: KEY2 },
    ],
  }],
};

/** Table 2's round-1 hand-in signed with `key`. */
function table2HandIn(key: string) {
  const session = makeSession({ name: TOURNAMENT.name, date: undefined, players: ['Erika Wagner', 'Franz Pichler', 'Gerda Moser', 'Hans Steiner'], rules: 'tarockcup', stakeCents: undefined, firstDealer: 2, hands: buildTableHands('tarockcup', 4, 2, 16, 5) });
  return makeHandIn({ ...session, tournament: { id: TOURNAMENT.id, name: TOURNAMENT.name, round: 1, table: 2, playerIds: ['p5', 'p6', 'p7', 'p8'], handsPerRound: 16 } }, undefined, key);
}

async function importFile(page: Page, data: TournamentFile): Promise<void> {
  await page.goto('/#/t');
  await page.locator('input[type=file][aria-label="Turnierdatei importieren"]').setInputFiles({ name: 'turnier.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(data)) });
}

test('a file that swaps a table key: "Nur Fehlendes übernehmen" keeps the real key, a forged hand-in is refused, the genuine one accepted', async ({ page }) => {
  await seedTournament(page, TOURNAMENT);
  const swapped: TournamentFile = structuredClone(TOURNAMENT);
  swapped.rounds[0]!.tables[1]!.key = FORGED_KEY;
  await importFile(page, swapped);

  const dialog = page.getByRole('dialog', { name: 'Dieses Turnier ist schon auf dem Gerät' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Tischschlüssel' }).getByRole('listitem')).toHaveText(['Runde 1, Tisch 2: anderer Schlüssel']);
  await expect(dialog).toContainText('Dieses Gerät behält seine Tischschlüssel');
  await expect(dialog.getByRole('switch', { name: 'Tischschlüssel aus der Datei übernehmen' })).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('button', { name: 'Nur Fehlendes übernehmen' }).click();
  await expect(dialog).toBeHidden();

  const notice = page.getByTestId('scan-notice');
  await page.goto(`/#/t/${TOURNAMENT.id}/r/1/scan`);
  const fileInput = page.getByLabel('Datei öffnen', { exact: true }).and(page.locator('input'));
  await fileInput.setInputFiles({ name: 'abgabe-r1-t2.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(table2HandIn(FORGED_KEY))) });
  await expect(notice).toContainText('Runde 1, Tisch 2: Die Signatur der Abgabe passt nicht');
  await expect(page.getByTestId('table-status-2')).toHaveAttribute('data-done', 'false');

  await fileInput.setInputFiles({ name: 'abgabe-r1-t2.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(table2HandIn(KEY2))) });
  await expect(notice).toHaveText('Tisch 2: Ergebnis übernommen (Datei)');
  await expect(page.getByTestId('table-status-2')).toHaveAttribute('data-done', 'true');
});

/** A phone of its own (its own browser profile: its own storage), downloads instead of the share sheet. */
async function newPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'de-AT', baseURL });
  const phone = await context.newPage();
  await preferDownloads(phone);
  return phone;
}

const TABLE1 = ['Anna Huber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber'];

/**
 * The director's table card for table 1 of `cup` as a file, and a table phone that opened the round
 * from it and played it through the form (3 hands), then saved "Alles sichern" with the table keys
 * switch as given; the phone is then thrown away. Answers the card's and the backup's paths.
 */
async function playedRoundBackedUp(director: Page, browser: Browser, testInfo: TestInfo, cup: TournamentFile, withKeys: boolean): Promise<{ cardPath: string; backupPath: string }> {
  const baseURL = testInfo.project.use.baseURL;
  await preferDownloads(director);
  await seedTournament(director, cup);

  // The director's table card for table 1, as a file.
  await director.goto(`/#/t/${cup.id}/r/1/cards`);
  await expect(director.getByRole('article')).toHaveCount(2);
  const cardDownload = director.waitForEvent('download');
  await director.getByRole('button', { name: 'Karte als Datei' }).first().click();
  const cardPath = testInfo.outputPath('tischkarte-r1-t1.json');
  await (await cardDownload).saveAs(cardPath);
  const card = JSON.parse(readFileSync(cardPath, 'utf8')) as { table: number; key?: string };
  expect(card).toMatchObject({ table: 1, key: KEY1 });

  // The table phone opens the round from the card and plays it.
  const phone = await newPhone(browser, baseURL);
  await openApp(phone, '#/runde');
  await phone.getByLabel('Datei öffnen', { exact: true }).and(phone.locator('input')).setInputFiles(cardPath);
  await expect(phone).toHaveURL(/#\/s\/[^/]+$/);
  const sheet = new SheetPage(phone);
  await sheet.expectReady();
  expect(await sheet.columnNames()).toEqual(TABLE1);
  const entry = new HandEntryPage(phone);
  for (const [i, declarer] of ['Clara Berger', 'Dieter Gruber', 'Anna Huber'].entries()) {
    await sheet.addHandButton.click();
    await entry.enterHand({ game: 'Dreier', declarer, result: i === 1 ? 'verloren' : 'gewonnen' });
    await sheet.expectRowCount(i + 1);
  }
  await expect(phone.getByRole('group', { name: 'Runde 1 · Tisch 1' }).getByTestId('hands-left')).toHaveText('Runde fertig');

  // "Alles sichern": the table keys switch is on by default (the phone's own backup).
  const backup = new BackupPage(phone);
  await backup.goto();
  const keysSwitch = phone.getByRole('switch', { name: 'Tischschlüssel mitsichern' });
  await expect(keysSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(phone.getByText(/^Die Sicherung enthält 1 Tischschlüssel:/)).toBeVisible();
  if (!withKeys) {
    await keysSwitch.click();
    await expect(keysSwitch).toHaveAttribute('aria-checked', 'false');
  }
  const backupPath = testInfo.outputPath(withKeys ? 'backup-table-phone.json' : 'backup-table-phone-no-keys.json');
  await (await backup.downloadAll()).saveAs(backupPath);
  expect((JSON.parse(readFileSync(backupPath, 'utf8')) as { tableKeys?: unknown }).tableKeys).toEqual(withKeys ? [{ session: 0, key: KEY1 }] : undefined);
  await phone.context().close();
  return { cardPath, backupPath };
}

/** A wiped phone (a fresh profile: nothing stored) with `backupPath` restored; answers the restored round sheet's id. */
async function restoredPhone(browser: Browser, testInfo: TestInfo, backupPath: string): Promise<{ restored: Page; sheetId: string }> {
  const restored = await newPhone(browser, testInfo.project.use.baseURL);
  const restore = new BackupPage(restored);
  await restore.goto();
  expect(await readStoredSessions(restored)).toEqual([]);
  await restore.chooseFile(backupPath);
  await expect(restore.preview).toBeVisible();
  await restore.preview.getByRole('button', { name: /^Importieren \(\d+\)$/ }).click();
  await expect(restore.done).toBeVisible();
  const [sheetRecord] = await readStoredSessions(restored);
  expect(sheetRecord!.data.hands).toHaveLength(3);
  return { restored, sheetId: sheetRecord!.id };
}

/** Hands in from the restored phone's sheet as a file (no question on the way); answers the file's path and its MAC. */
async function handInFile(phone: Page, testInfo: TestInfo, name: string): Promise<{ path: string; mac: string | undefined }> {
  const handInDownload = phone.waitForEvent('download');
  await phone.getByRole('button', { name: 'Als Datei teilen' }).click();
  const path = testInfo.outputPath(name);
  await (await handInDownload).saveAs(path);
  return { path, mac: (JSON.parse(readFileSync(path, 'utf8')) as { mac?: string }).mac };
}

test('a table phone restored from its own backup keeps its key: a forged card is asked about, the hand-in is accepted signed', async ({ page: director, browser }, testInfo) => {
  test.setTimeout(120_000);
  // A short round (3 hands a table) so the round is played through the form, not seeded.
  const cup: TournamentFile = { ...structuredClone(TOURNAMENT), id: '5b8e2c1d-7a4f-4e3b-9c6d-0f1a2b3c4d5e', name: 'Hausruck-Cup, 6. Turnier', handsPerRound: { '4': 3, '5': 3 } };
  const { cardPath, backupPath } = await playedRoundBackedUp(director, browser, testInfo, cup, true);
  const { restored, sheetId } = await restoredPhone(browser, testInfo, backupPath);

  // A forged card for the same round and table: the restored phone holds a key, so it asks — and keeps its own.
  const forged = { ...JSON.parse(readFileSync(cardPath, 'utf8')), key: FORGED_KEY };
  await openApp(restored, '#/runde');
  await restored.getByLabel('Datei öffnen', { exact: true }).and(restored.locator('input')).setInputFiles({ name: 'tischkarte.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(forged)) });
  const question = restored.getByRole('dialog', { name: 'Andere Tischkarte für Runde 1 · Tisch 1' });
  await expect(question).toContainText('3 Spiele sind schon eingetragen – sie bleiben auf dem Blatt');
  await question.getByRole('button', { name: 'Bisherigen Schlüssel behalten' }).click();
  await expect(restored).toHaveURL(new RegExp(`#/s/${sheetId}$`));
  await expect(restored.getByText('Der bisherige Tischschlüssel bleibt.')).toBeVisible();

  // The restored phone hands in: the director accepts it as signed.
  await expect(restored.getByTestId('no-table-key')).toHaveCount(0);
  await restored.getByRole('group', { name: 'Runde 1 · Tisch 1' }).getByRole('link', { name: 'Abgeben' }).click();
  const { path: handInPath, mac } = await handInFile(restored, testInfo, 'abgabe-r1-t1.json');
  expect(mac).toMatch(/^[A-Za-z0-9_-]{22}$/);
  await restored.context().close();

  await director.goto(`/#/t/${cup.id}/r/1/scan`);
  await director.getByLabel('Datei öffnen', { exact: true }).and(director.locator('input')).setInputFiles(handInPath);
  await expect(director.getByTestId('scan-notice')).toHaveText('Tisch 1: Ergebnis übernommen (Datei)');
  await expect(director.getByTestId('table-status-1')).toHaveAttribute('data-done', 'true');
  await director.goto(`/#/t/${cup.id}/r/1/table/1`);
  await expect(director.getByRole('list', { name: 'Geschichte des Tisches' }).getByRole('listitem')).toHaveText([/Abgabe als Datei \(signiert\) · eingetragen · gilt/]);
});

test('a table phone restored from a backup without table keys says so, offers the card, and an unsigned hand-in is refused by the director', async ({ page: director, browser }, testInfo) => {
  test.setTimeout(150_000);
  const SCREENS = join(process.cwd(), 'test-results', 'screens');
  mkdirSync(SCREENS, { recursive: true });
  const cup: TournamentFile = { ...structuredClone(TOURNAMENT), id: '7c2d4e6f-8a1b-4c3d-9e5f-6a7b8c9d0e1f', name: 'Hausruck-Cup, 7. Turnier', handsPerRound: { '4': 3, '5': 3 } };
  const { cardPath, backupPath } = await playedRoundBackedUp(director, browser, testInfo, cup, false);
  const { restored, sheetId } = await restoredPhone(browser, testInfo, backupPath);

  // The sheet says so where the scorekeeper hands in, and the hand-in screen asks first.
  await openApp(restored, `#/s/${sheetId}`);
  const bar = restored.getByRole('group', { name: 'Runde 1 · Tisch 1' });
  await expect(bar.getByTestId('no-table-key')).toHaveText('Kein Tischschlüssel');
  await bar.getByRole('link', { name: 'Abgeben' }).click();
  const question = restored.getByRole('alertdialog', { name: 'Kein Tischschlüssel auf diesem Handy' });
  await expect(question).toContainText('Für Runde 1 · Tisch 1 hat dieses Handy keinen Tischschlüssel');
  await expect(question).toContainText('Ohne Schlüssel ist die Abgabe nicht signiert');
  await expect(restored.getByRole('button', { name: 'Als Datei teilen' })).toHaveCount(0);
  for (const target of [question.getByRole('link', { name: 'Tischkarte scannen' }), question.getByRole('button', { name: 'Ohne Signatur abgeben' })]) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await restored.screenshot({ path: join(SCREENS, 'table-keys-no-key-390.png'), fullPage: true });

  // Handed in anyway: the phone marks it unsigned, the director refuses it and stores nothing.
  await question.getByRole('button', { name: 'Ohne Signatur abgeben' }).click();
  await expect(restored.getByRole('alert').filter({ hasText: 'Nicht signiert: Die Turnierleitung nimmt diese Abgabe nur an, wenn der Tisch keinen Schlüssel hat.' })).toBeVisible();
  const unsigned = await handInFile(restored, testInfo, 'abgabe-unsigniert-r1-t1.json');
  expect(unsigned.mac).toBeUndefined();
  await director.goto(`/#/t/${cup.id}/r/1/scan`);
  const directorFile = director.getByLabel('Datei öffnen', { exact: true }).and(director.locator('input'));
  await directorFile.setInputFiles(unsigned.path);
  await expect(director.getByTestId('scan-notice')).toContainText('Runde 1, Tisch 1: Die Abgabe ist nicht signiert');
  await expect(director.getByTestId('scan-notice')).toContainText('Nichts gespeichert. (Am Tisch die Tischkarte noch einmal scannen und neu abgeben.)');
  await expect(director.getByTestId('table-status-1')).toHaveAttribute('data-done', 'false');

  // The card scanned again from the hand-in screen: the key is back, the hands stayed, the hand-in is signed.
  await restored.getByRole('link', { name: 'Tischkarte scannen' }).click();
  await expect(restored).toHaveURL(/#\/runde$/);
  await restored.getByLabel('Datei öffnen', { exact: true }).and(restored.locator('input')).setInputFiles(cardPath);
  await expect(restored).toHaveURL(new RegExp(`#/s/${sheetId}$`));
  await expect(restored.getByText('Das Blatt dieser Runde war schon offen – der Tischschlüssel der Karte ist wieder gespeichert.')).toBeVisible();
  await expect(bar.getByTestId('hands-left')).toHaveText('Runde fertig');
  await expect(bar.getByTestId('no-table-key')).toHaveCount(0);
  await bar.getByRole('link', { name: 'Abgeben' }).click();
  await expect(question).toHaveCount(0);
  const signed = await handInFile(restored, testInfo, 'abgabe-signiert-r1-t1.json');
  expect(signed.mac).toMatch(/^[A-Za-z0-9_-]{22}$/);
  await restored.context().close();

  await directorFile.setInputFiles(signed.path);
  await expect(director.getByTestId('scan-notice')).toHaveText('Tisch 1: Ergebnis übernommen (Datei)');
  await expect(director.getByTestId('table-status-1')).toHaveAttribute('data-done', 'true');
});
