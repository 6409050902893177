/**
 * A cup table on the phone: the round's sheet opened from a table card file.
 *
 * - Its Abrechnung never turns the Schrift into money: the Schrift and the ranking, and money
 *   only for the cash Kontra at the tournament's stake — no money at all when it has none.
 * - A tournament name of 80 characters (what the format allows) keeps the evening exportable
 *   (its name shortened to the evening's 60) and the whole backup restorable on a new phone.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { makeTableCard } from '../../src/domain/tournament/table-card';
import { buildTournament } from '../../src/testing/domain/tournament';
import { preferDownloads } from './pages/app';
import { AbrechnungPage } from './pages/abrechnung-page';
import { BackupPage } from './pages/backup-page';
import { HandEntryPage } from './pages/hand-entry-page';
import { SheetPage } from './pages/sheet-page';
import { settleWithCli } from './support/settle';

const LONG_NAME = 'Oberösterreichischer Hausruck-Tarockcup der Wirtshäuser, 3. Turnier im Advent 26';

/** Opens the round's sheet from a table card file (Turnierrunde → Datei öffnen); returns the seated names. */
async function joinFromCard(page: Page, card: object, file: string): Promise<string[]> {
  writeFileSync(file, JSON.stringify(card));
  await page.goto('/#/runde');
  await page.locator('input[type=file][aria-label="Datei öffnen"]').setInputFiles(file);
  await new SheetPage(page).expectReady();
  return (card as { players: { name: string }[] }).players.map((p) => p.name);
}

/** A Rufer by Vorhand, then a Piccolo won against one opponent's Kontra (cash under Tarockcup rules). */
async function playTwoHands(page: Page, names: string[], firstDealer: number): Promise<void> {
  const sheet = new SheetPage(page);
  const entry = new HandEntryPage(page);
  const seat = (k: number) => names[(firstDealer + k) % 4]!;
  await sheet.addHand();
  await entry.enterHand({ game: 'Rufer', partner: seat(3), result: 'gewonnen' });
  await sheet.expectRowCount(1);
  await sheet.addHand();
  // Hand 2: the dealer is seat(1), Vorhand seat(2).
  await entry.enterHand({ game: 'Piccolo', declarer: seat(3), result: 'gewonnen', kontraBy: { [seat(0)]: 'Kontra' } });
  await sheet.expectRowCount(2);
}

test('a cup table without a stake: the Abrechnung shows the Schrift and the ranking, no money', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await preferDownloads(page);
  const tournament = { ...buildTournament({ players: 13 }), name: LONG_NAME };
  delete tournament.stakeCents;
  const card = makeTableCard(tournament, 1, 1)!;
  const names = await joinFromCard(page, card, testInfo.outputPath('karte.json'));
  const sheet = new SheetPage(page);
  const id = sheet.sessionId();
  await playTwoHands(page, names, card.firstDealer);

  await test.step('the Abrechnung: Schrift and places, no euro anywhere, nobody pays anybody', async () => {
    const abrechnung = new AbrechnungPage(page);
    await abrechnung.gotoSession(id);
    await expect(page.getByText(/Turniertisch · ohne Geld/).first()).toBeVisible();
    await expect(page.getByText('Am Turniertisch zählt die Schrift für die Wertung und wird nicht in Geld umgerechnet.', { exact: false }).first()).toBeVisible();
    const screenPart = page.locator('.abrechnung-screen > .no-print');
    await expect(screenPart).not.toContainText('€');
    await expect(screenPart).not.toContainText(/zahlt .* \d+,\d\d/);
    await expect(abrechnung.transfers).toHaveCount(0);
    await expect(abrechnung.standings.getByRole('columnheader', { name: 'Geld' })).toHaveCount(0);
    await expect(abrechnung.standings.getByRole('row')).toHaveCount(5);
    await page.screenshot({ path: 'test-results/screens/cup-table-abrechnung.png', fullPage: true });
  });

  let exportedPath = '';
  await test.step('the evening, named after an 80-character tournament, exports: its name is shortened, settle reads it', async () => {
    const download = page.waitForEvent('download');
    await new AbrechnungPage(page).exportJsonButton.click();
    exportedPath = testInfo.outputPath('abend.json');
    await (await download).saveAs(exportedPath);
    const exported = JSON.parse(readFileSync(exportedPath, 'utf8')) as { name: string; tournament: { name: string } };
    expect([...exported.name]).toHaveLength(60);
    expect(exported.name.endsWith('…')).toBe(true);
    expect(exported.tournament.name).toBe(LONG_NAME);
    const settled = await settleWithCli(exported);
    expect(settled.hands).toHaveLength(2);
  });

  await test.step('"Alles sichern", then a new phone restores the whole backup', async () => {
    const backup = new BackupPage(page);
    await backup.goto();
    const file = await backup.downloadAll();
    const backupPath = testInfo.outputPath('sicherung.json');
    await file.saveAs(backupPath);
    const fresh = await page.context().browser()!.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-AT', baseURL: testInfo.project.use.baseURL });
    const phone = await fresh.newPage();
    const restore = new BackupPage(phone);
    await restore.goto();
    await restore.chooseFile(backupPath);
    await expect(restore.preview).toBeVisible();
    await expect(restore.errors).toHaveCount(0);
    await restore.preview.getByRole('button', { name: /^Importieren \(\d+\)$/ }).click();
    await expect(restore.done).toBeVisible();
    await phone.goto('/#/');
    await expect(phone.getByRole('link', { name: /Oberösterreichischer Hausruck-Tarockcup/ })).toBeVisible();
    await fresh.close();
  });
});

test('a cup table with the tournament\'s cash stake: money only for the cash Kontra', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tournament = { ...buildTournament({ players: 13 }), stakeCents: 10 };
  const card = makeTableCard(tournament, 1, 2)!;
  const names = await joinFromCard(page, card, testInfo.outputPath('karte.json'));
  const sheet = new SheetPage(page);
  const id = sheet.sessionId();
  await playTwoHands(page, names, card.firstDealer);

  const abrechnung = new AbrechnungPage(page);
  await abrechnung.gotoSession(id);
  await expect(page.getByText(/Turniertisch · Kontra bar 10 Cent pro Punkt/).first()).toBeVisible();
  // The reference: the cash Kontra of `settle`, × 10 cents; the Schrift is never money.
  const stored = await page.evaluate(
    (sessionId) =>
      new Promise<unknown>((resolve) => {
        const request = indexedDB.open('koenigsblock');
        request.onsuccess = () => {
          const get = request.result.transaction('sessions').objectStore('sessions').get(sessionId);
          get.onsuccess = () => resolve((get.result as { data: unknown }).data);
        };
      }),
    id,
  );
  const settled = await settleWithCli(stored as object);
  expect(settled.cashTotals.some((c) => c !== 0)).toBe(true);
  for (const [seat, name] of names.entries()) {
    const cents = Math.round(settled.cashTotals[seat]! * 10);
    const euros = `${cents < 0 ? '\u2212' : cents > 0 ? '+' : ''}${(Math.abs(cents) / 100).toFixed(2).replace('.', ',')} €`;
    await expect(abrechnung.money(name)).toHaveText(euros);
  }
  await expect(abrechnung.transfers.getByRole('listitem')).not.toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/cup-table-abrechnung-cash.png', fullPage: true });
});
