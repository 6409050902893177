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
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
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

test('a table phone restored from its own backup keeps its key: a forged card is asked about, the hand-in is accepted signed', async ({ page: director, browser }, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL;
  // A short round (3 hands a table) so the round is played through the form, not seeded.
  const cup: TournamentFile = { ...structuredClone(TOURNAMENT), id: '5b8e2c1d-7a4f-4e3b-9c6d-0f1a2b3c4d5e', name: 'Hausruck-Cup, 6. Turnier', handsPerRound: { '4': 3, '5': 3 } };
  const TABLE1 = ['Anna Huber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber'];
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

  // "Alles sichern", table keys included (the switch's default for the phone's own backup).
  const backup = new BackupPage(phone);
  await backup.goto();
  const keysSwitch = phone.getByRole('switch', { name: 'Tischschlüssel mitsichern' });
  await expect(keysSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(phone.getByText(/^Die Sicherung enthält 1 Tischschlüssel:/)).toBeVisible();
  const backupPath = testInfo.outputPath('backup-table-phone.json');
  await (await backup.downloadAll()).saveAs(backupPath);
  expect((JSON.parse(readFileSync(backupPath, 'utf8')) as { tableKeys?: unknown }).tableKeys).toEqual([{ session: 0, key: KEY1 }]);
  await phone.context().close();

  // The phone wiped (a fresh profile: nothing stored), the backup restored.
  const restored = await newPhone(browser, baseURL);
  const restore = new BackupPage(restored);
  await restore.goto();
  expect(await readStoredSessions(restored)).toEqual([]);
  await restore.chooseFile(backupPath);
  await expect(restore.preview).toBeVisible();
  await restore.preview.getByRole('button', { name: /^Importieren \(\d+\)$/ }).click();
  await expect(restore.done).toBeVisible();
  const [sheetRecord] = await readStoredSessions(restored);
  expect(sheetRecord!.data.hands).toHaveLength(3);

  // A forged card for the same round and table: the restored phone holds a key, so it asks — and keeps its own.
  const forged = { ...JSON.parse(readFileSync(cardPath, 'utf8')), key: FORGED_KEY };
  await openApp(restored, '#/runde');
  await restored.getByLabel('Datei öffnen', { exact: true }).and(restored.locator('input')).setInputFiles({ name: 'tischkarte.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(forged)) });
  const question = restored.getByRole('dialog', { name: 'Andere Tischkarte für Runde 1 · Tisch 1' });
  await expect(question).toContainText('3 Spiele sind schon eingetragen – sie bleiben auf dem Blatt');
  await question.getByRole('button', { name: 'Bisherigen Schlüssel behalten' }).click();
  await expect(restored).toHaveURL(new RegExp(`#/s/${sheetRecord!.id}$`));
  await expect(restored.getByText('Der bisherige Tischschlüssel bleibt.')).toBeVisible();

  // The restored phone hands in: the director accepts it as signed.
  await restored.getByRole('group', { name: 'Runde 1 · Tisch 1' }).getByRole('link', { name: 'Abgeben' }).click();
  const handInDownload = restored.waitForEvent('download');
  await restored.getByRole('button', { name: 'Als Datei teilen' }).click();
  const handInPath = testInfo.outputPath('abgabe-r1-t1.json');
  await (await handInDownload).saveAs(handInPath);
  expect((JSON.parse(readFileSync(handInPath, 'utf8')) as { mac?: string }).mac).toMatch(/^[A-Za-z0-9_-]{22}$/);
  await restored.context().close();

  await director.goto(`/#/t/${cup.id}/r/1/scan`);
  await director.getByLabel('Datei öffnen', { exact: true }).and(director.locator('input')).setInputFiles(handInPath);
  await expect(director.getByTestId('scan-notice')).toHaveText('Tisch 1: Ergebnis übernommen (Datei)');
  await expect(director.getByTestId('table-status-1')).toHaveAttribute('data-done', 'true');
  await director.goto(`/#/t/${cup.id}/r/1/table/1`);
  await expect(director.getByRole('list', { name: 'Geschichte des Tisches' }).getByRole('listitem')).toHaveText([/Abgabe als Datei \(signiert\) · eingetragen · gilt/]);
});
