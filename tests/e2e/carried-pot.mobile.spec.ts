/**
 * A carried Pagatkassa is live: taken over into the next evening of the same players, the
 * evening's Pagatkassa rule is on by itself, and an announced Pagat wins the pot. The
 * evening is exported from its Abrechnung and settled by the `settle` command; a pot that
 * rules without a Pagatkassa could never pay out is refused with words that say what is needed.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { preferDownloads, readStoredSession } from './pages/app';
import { AbrechnungPage } from './pages/abrechnung-page';
import { HandEntryPage } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { SheetPage } from './pages/sheet-page';
import { settleWithCli } from './support/settle';

const PLAYERS = ['Anna', 'Bernd', 'Clara', 'Dieter'];

test('a carried pot, taken into the next evening, is won by an announced Pagat', async ({ page }) => {
  test.setTimeout(120_000);
  await preferDownloads(page);
  const form = new NewSessionPage(page);
  const sheet = new SheetPage(page);
  const entry = new HandEntryPage(page);
  const abrechnung = new AbrechnungPage(page);

  await test.step('the first evening fills the pot with 4 and carries it over', async () => {
    await form.goto();
    await form.fillNames(PLAYERS);
    await page.getByRole('switch', { name: 'Pagatkassa', exact: true }).click();
    await form.name.fill('Erster Abend');
    await form.start();
    await sheet.expectReady();
    await sheet.addHand();
    await entry.enterHand({ game: 'Dreier', declarer: 'Clara', result: 'gewonnen' });
    await sheet.expectRowCount(1);
    await abrechnung.gotoSession(sheet.sessionId());
    const kassa = page.getByRole('region', { name: 'Pagatkassa' });
    await expect(kassa).toContainText('Stand: 4 Punkte');
    await kassa.getByRole('button', { name: 'Übertragen' }).click();
    await expect(kassa).toContainText('geht mit 4 Punkten zum nächsten Abend');
  });

  await test.step('the next evening: taking the pot over switches the Pagatkassa on by itself', async () => {
    await form.goto();
    const rule = page.getByRole('switch', { name: 'Pagatkassa', exact: true });
    await expect(rule).toHaveAttribute('aria-checked', 'false');
    await form.fillNames(['Bernd', 'Clara', 'Dieter', 'Anna']);
    await expect(page.getByRole('switch', { name: 'Pagatkassa übernehmen: 4 Punkte' })).toHaveAttribute('aria-checked', 'true');
    await expect(rule).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Die Pagatkassa gilt an diesem Abend: ein angesagter Pagat gewinnt den Topf.')).toBeVisible();
    await page.getByText('Die Pagatkassa gilt an diesem Abend').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/carried-pot-new-evening.png' });
    await form.name.fill('Zweiter Abend');
    await form.start();
    await sheet.expectReady();
    await expect(page.getByText('Pagatkassa übernommen: 4')).toBeVisible();
    await expect(page.getByLabel('Pagatkassa: 4')).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  await test.step('Bernd plays a Dreier with an announced Pagat, made: the pot is his', async () => {
    await sheet.addHand();
    await entry.enterHand({
      game: 'Dreier',
      declarer: 'Bernd',
      result: 'gewonnen',
      praemien: [{ name: 'Pagat', side: 'Spieler', announced: true, made: true, holder: 'Bernd' }],
    });
    await sheet.expectRowCount(1);
    await page.screenshot({ path: 'test-results/screens/carried-pot-won.png' });
  });

  await test.step('the exported evening, settled by `settle`: the pot went to Bernd, and the sheet agrees', async () => {
    const id = sheet.sessionId();
    const totals = await sheet.readTotals(['Bernd', 'Clara', 'Dieter', 'Anna']);
    await abrechnung.gotoSession(id);
    const download = page.waitForEvent('download');
    await abrechnung.exportJsonButton.click();
    const path = test.info().outputPath('zweiter-abend.json');
    await (await download).saveAs(path);
    const exported = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> & { rules: unknown; kassaStart?: number };
    expect(exported.kassaStart).toBe(4);
    expect(exported.rules).toEqual({ preset: 'hausregeln', overrides: { pagatkassa: { contribution: 1, refill: 'onEmpty', birds: ['pagat'] } } });
    const live = await settleWithCli(exported, 'live.json');
    // The same evening under rules without a Pagatkassa: the pot would just sit there.
    const dead = await settleWithCli({ ...exported, rules: 'hausregeln' }, 'dead.json');
    // With the rule on, Bernd gets the 4 in the pot and everyone pays 1 to refill it (onEmpty).
    expect(live.hands[0]!.deltas.map((d, seat) => d - dead.hands[0]!.deltas[seat]!)).toEqual([3, -1, -1, -1]);
    expect(live.kassa).toBe(4);
    expect(live.totals.map((n) => String(n).replace('-', '\u2212'))).toEqual(totals);
    const stored = await readStoredSession(page, 'Zweiter Abend');
    expect(stored.data.hands).toHaveLength(1);
  });
});
