/**
 * The newcomer's evening on a 390 px phone, in German: a Trischaken entered with
 * only the card points (tap count asserted), undo after a reload, the Pagatkassa
 * carried into the next evening of the same players, and the Tarockcup ranking
 * by the Schrift while Kontra is paid in cash; and correcting the rule set and
 * the first dealer of a running evening, checked against the engine's settlement.
 */
import { expect, test, type Locator } from '@playwright/test';
import { parseSession, settleSession, toNumber } from '../../src/domain/index';
import { installTapCounter, readStoredSession, readTaps, resetTaps } from './pages/app';
import { AbrechnungPage } from './pages/abrechnung-page';
import { HandEntryPage } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { SheetPage } from './pages/sheet-page';

const PLAYERS = ['Anna', 'Bernd', 'Clara', 'Dieter'];

/** One tap on a control on screen without scrolling and at least 44 px high. */
async function tap(target: Locator): Promise<void> {
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = await target.boundingBox();
  expect(box!.height, 'touch target height').toBeGreaterThanOrEqual(44);
  await target.click();
}

test('the newcomer\'s evening: Trischaken in 12 taps, undo after a reload, the Pagatkassa into the next evening', async ({ page }) => {
  await installTapCounter(page);
  const form = new NewSessionPage(page);
  const sheet = new SheetPage(page);
  const entry = new HandEntryPage(page);

  await test.step('an evening with the Pagatkassa: Anna deals, Bernd is Vorhand', async () => {
    await form.goto();
    await form.fillNames(PLAYERS);
    await page.getByRole('switch', { name: 'Pagatkassa', exact: true }).click();
    await form.name.fill('Erster Abend');
    await form.start();
    await sheet.expectReady();
  });

  await test.step('Trischaken: only the card points, the last player completes himself — at most 12 taps', async () => {
    await resetTaps(page);
    await tap(sheet.addHandButton);
    await tap(entry.option('Spiel', 'Trischaken'));
    for (const [name, keys] of [['Anna', ['3', '0']], ['Bernd', ['2', '0']], ['Clara', ['1', '5']]] as const) {
      const keypad = page.getByRole('dialog', { name: `Punkte: ${name}` });
      await expect(keypad).toBeVisible();
      for (const key of keys) await tap(keypad.getByRole('button', { name: key, exact: true }));
      await tap(keypad.getByRole('button', { name: 'Übernehmen' }));
    }
    await expect(page.getByLabel('Punkte Dieter')).toContainText('5/0');
    await page.screenshot({ path: 'test-results/screens/newcomer-trischaken.png' });
    await tap(entry.saveButton);
    await sheet.expectReady();
    await expect(sheet.rows).toHaveCount(1);
    const taps = await readTaps(page);
    console.log(`taps, Trischaken (4 players, no Kontra): ${taps} (limit 12)`);
    expect(taps).toBeLessThanOrEqual(12);
    const stored = await readStoredSession(page, 'Erster Abend');
    expect(stored.data.hands[0]).toEqual({ game: 'trischaken', trischaken: { points: ['30/0', '20/0', '15/0', '5/0'] } });
  });

  await test.step('Bernd\'s Pagat, announced and lost, doubles the pot; then undo after a reload', async () => {
    await sheet.addHandButton.click();
    await entry.option('Spiel', 'Dreier').click();
    await entry.option('Spieler', 'Clara').click();
    await entry.option('Ergebnis', 'gewonnen').click();
    await entry.saveButton.click();
    await expect(sheet.rows).toHaveCount(2);
    await page.reload();
    await sheet.expectReady();
    await page.getByRole('button', { name: 'Letzte Änderung rückgängig: Spiel 2 gespeichert' }).click();
    await expect(sheet.rows).toHaveCount(1);
    expect((await readStoredSession(page, 'Erster Abend')).data.hands).toHaveLength(1);
  });

  await test.step('the Abrechnung carries the pot over to the next evening of the same players', async () => {
    const id = sheet.sessionId();
    const abrechnung = new AbrechnungPage(page);
    await abrechnung.gotoSession(id);
    const kassa = page.getByRole('region', { name: 'Pagatkassa' });
    // Everyone paid 1 in the first hand: 4 points.
    await expect(kassa).toContainText('Stand: 4 Punkte');
    const carry = kassa.getByRole('button', { name: 'Übertragen' });
    await carry.click();
    await expect(carry).toHaveAttribute('aria-pressed', 'true');
    await expect(kassa).toContainText('geht mit 4 Punkten zum nächsten Abend');
  });

  await test.step('the next evening, seated differently, is offered the pot and starts with it', async () => {
    await form.goto();
    await form.fillNames(['Bernd', 'Clara', 'Dieter', 'Anna']);
    const take = page.getByRole('switch', { name: 'Pagatkassa übernehmen: 4 Punkte' });
    await expect(take).toHaveAttribute('aria-checked', 'true');
    // Taking the pot over switches the evening's Pagatkassa on by itself (a pot must be winnable).
    await expect(page.getByRole('switch', { name: 'Pagatkassa', exact: true })).toHaveAttribute('aria-checked', 'true');
    await form.name.fill('Zweiter Abend');
    await form.start();
    await sheet.expectReady();
    await expect(page.getByText('Pagatkassa übernommen: 4')).toBeVisible();
    await expect(page.getByLabel('Pagatkassa: 4')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/newcomer-kassa-carried.png' });
    expect((await readStoredSession(page, 'Zweiter Abend')).data.kassaStart).toBe(4);
  });
});

test('Tarockcup: the Abrechnung ranks by the Schrift, Kontra is only money', async ({ page }) => {
  const form = new NewSessionPage(page);
  const sheet = new SheetPage(page);
  const entry = new HandEntryPage(page);
  await form.goto();
  await form.create({ players: PLAYERS, preset: 'Tarockcup', name: 'Cup-Tisch' });

  await test.step('Bernd wins a Dreier; Clara wins a Piccolo against Bernd\'s Subkontra', async () => {
    await sheet.addHandButton.click();
    await entry.option('Spiel', 'Dreier').click();
    await entry.option('Spieler', 'Bernd').click();
    await entry.option('Ergebnis', 'gewonnen').click();
    await entry.saveButton.click();
    await expect(sheet.rows).toHaveCount(1);
    await sheet.addHandButton.click();
    await entry.option('Spiel', 'Piccolo').click();
    await entry.option('Spieler', 'Clara').click();
    await entry.option('Ergebnis', 'gewonnen').click();
    await page.getByRole('group', { name: /Kontra Bernd/ }).getByRole('button', { name: 'Sub' }).click();
    await entry.saveButton.click();
    await expect(sheet.rows).toHaveCount(2);
  });

  await test.step('places follow the Schrift: Bernd first, though Clara wins the money', async () => {
    const abrechnung = new AbrechnungPage(page);
    await abrechnung.gotoSession(sheet.sessionId());
    const rows = abrechnung.standings.getByRole('row');
    // Schrift: Bernd 12 − 2 = 10, Clara −4 + 6 = 2; cash: Clara +14, Bernd −14.
    await expect(rows.nth(1)).toContainText(/^1\.Bernd/);
    await expect(rows.nth(2)).toContainText(/^2\.Clara/);
    await page.screenshot({ path: 'test-results/screens/newcomer-cup-ranking.png' });
  });
});

/** A total as the sheet writes it (real minus sign). */
function sheetNumber(n: number): string {
  return n < 0 ? `\u2212${Math.abs(n)}` : String(n);
}

test('correcting a running evening: another rule set and first dealer, and the sheet recomputes', async ({ page }) => {
  const form = new NewSessionPage(page);
  const sheet = new SheetPage(page);
  const entry = new HandEntryPage(page);
  await form.goto();
  await form.create({ players: PLAYERS, name: 'Korrektur' });

  await test.step('two hands under Hausregeln, Anna dealing first', async () => {
    await sheet.addHandButton.click();
    await entry.enterHand({ game: 'Dreier', declarer: 'Clara', result: 'gewonnen' });
    await sheet.addHandButton.click();
    await entry.enterHand({ game: 'Bettler', declarer: 'Anna', result: 'verloren' });
    await expect(sheet.rows).toHaveCount(2);
    await expect(sheet.nextDealerLine).toHaveText('Nächstes Spiel: Clara gibt, Dieter ist Vorhand');
  });

  await test.step('"Abend bearbeiten": Tarockcup instead of Hausregeln, Dieter dealt first', async () => {
    await sheet.menuButton.click();
    await page.getByRole('menuitem', { name: 'Abend bearbeiten' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Abend bearbeiten' })).toBeVisible();
    // The same fields as a new evening's.
    await form.chooseFirstDealer('Dieter');
    await form.choosePreset('Tarockcup');
    await page.screenshot({ path: 'test-results/screens/newcomer-edit-evening.png', fullPage: true });
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await sheet.expectReady();
    await expect(sheet.undoBar).toContainText('Abend geändert');
  });

  await test.step('the sheet shows what the engine settles for the corrected evening', async () => {
    const stored = await readStoredSession(page, 'Korrektur');
    expect(stored.data).toMatchObject({ rules: 'tarockcup', firstDealer: 3 });
    const parsed = parseSession(stored.data);
    if (!parsed.ok) throw new Error(parsed.error.map((e) => e.message).join('; '));
    const settled = settleSession(parsed.value.session, parsed.value.rules);
    const expected = settled.totals.map((x) => sheetNumber(toNumber(x)));
    // Tarockcup: Dreier 4 (not 6), Bettler 2 (not 4).
    expect(expected).toEqual(['\u221210', '\u22122', '14', '\u22122']);
    await sheet.expectTotals(PLAYERS, expected);
    // Dieter dealt first, then Anna: Bernd deals next, Clara is Vorhand.
    await expect(sheet.nextDealerLine).toHaveText('Nächstes Spiel: Bernd gibt, Clara ist Vorhand');
    await page.screenshot({ path: 'test-results/screens/newcomer-edit-evening-sheet.png' });
  });

  await test.step('undo brings the evening back as it was', async () => {
    await sheet.undoBar.getByRole('button', { name: 'Rückgängig: Abend geändert' }).click();
    await expect(sheet.nextDealerLine).toHaveText('Nächstes Spiel: Clara gibt, Dieter ist Vorhand');
    const stored = await readStoredSession(page, 'Korrektur');
    expect(stored.data.rules).toBe('hausregeln');
    expect(stored.data.firstDealer).toBe(0);
  });
});
