/**
 * Two tabs on one evening (a director's projector tab and results tab): every
 * change is applied to the stored evening, both tabs show the same sheet, no
 * hand is lost — saving over a stale form, striking on a stale sheet, undoing
 * after the other tab's saves, and undoing after a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { readStoredSession } from './pages/app';
import { HandEntryPage } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { SheetPage } from './pages/sheet-page';
import { expectNoCspViolations, watchCsp } from './support/csp';

const PLAYERS = ['Anna', 'Bernd', 'Clara', 'Dieter'];

async function rowNames(sheet: SheetPage): Promise<string[]> {
  return sheet.rowsList.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.textContent ?? ''));
}

/** Both tabs show `count` rows, row by row the same. */
async function expectSameSheet(a: SheetPage, b: SheetPage, count: number): Promise<void> {
  await a.expectRowCount(count);
  await b.expectRowCount(count);
  await expect.poll(async () => JSON.stringify(await rowNames(a))).toBe(JSON.stringify(await rowNames(b)));
}

async function storedDeclarers(page: Page): Promise<string[]> {
  const stored = await readStoredSession(page, 'Zwei Fenster');
  return stored.data.hands.map((h) => `${PLAYERS[h.declarer as number]}${h.void ? ' (gestrichen)' : ''}`);
}

test('two tabs on one evening never lose a hand', async ({ context, page }) => {
  await watchCsp(page);
  const a = new SheetPage(page);
  const entryA = new HandEntryPage(page);

  await test.step('tab A starts the evening with one hand', async () => {
    await new NewSessionPage(page).goto();
    await new NewSessionPage(page).create({ players: PLAYERS, name: 'Zwei Fenster' });
    await a.addHand();
    await entryA.enterHand({ game: 'Dreier', declarer: 'Anna', result: 'verloren' });
    await a.expectRowCount(1);
  });

  const other = await context.newPage();
  await watchCsp(other);
  const b = new SheetPage(other);
  const entryB = new HandEntryPage(other);
  await b.gotoSession(a.sessionId());
  await expectSameSheet(a, b, 1);

  await test.step('save over a stale form: A fills a hand while B saves one; both hands are kept', async () => {
    await a.addHand();
    await entryA.fillHand({ game: 'Dreier', declarer: 'Bernd', result: 'gewonnen' });
    await b.addHand();
    await entryB.enterHand({ game: 'Dreier', declarer: 'Clara', result: 'verloren' });
    await b.expectRowCount(2);
    await entryA.save();
    await expectSameSheet(a, b, 3);
    expect(await storedDeclarers(page)).toEqual(['Anna', 'Clara', 'Bernd']);
  });

  await test.step('strike on a stale sheet: A has hand 1 open while B adds hand 4; the strike keeps B\'s hand', async () => {
    await a.openHand(1);
    await b.addHand();
    await entryB.enterHand({ game: 'Dreier', declarer: 'Dieter', result: 'gewonnen' });
    await b.expectRowCount(4);
    await a.detail.getByRole('button', { name: 'Streichen' }).click();
    await expect(a.undoBar).toContainText('Spiel 1 gestrichen');
    await expectSameSheet(a, b, 4);
    await page.screenshot({ path: 'test-results/screens/undo-bar.png' });
    expect(await storedDeclarers(page)).toEqual(['Anna (gestrichen)', 'Clara', 'Bernd', 'Dieter']);
  });

  await test.step('undo after the other tab\'s saves: only A\'s hand goes, B\'s two stay', async () => {
    await a.addHand();
    await entryA.enterHand({ game: 'Dreier', declarer: 'Anna', result: 'gewonnen' });
    await expect(a.undoBar).toContainText('Spiel 5 gespeichert');
    for (const declarer of ['Bernd', 'Clara']) {
      await b.addHand();
      await entryB.enterHand({ game: 'Dreier', declarer, result: 'verloren' });
    }
    await expectSameSheet(a, b, 7);
    await a.undoBar.getByRole('button', { name: 'Rückgängig: Spiel 5 gespeichert' }).click();
    await expect(a.undoBar).toBeHidden();
    await expectSameSheet(a, b, 6);
    expect(await storedDeclarers(page)).toEqual(['Anna (gestrichen)', 'Clara', 'Bernd', 'Dieter', 'Bernd', 'Clara']);
  });

  await test.step('undo after a reload: A deletes hand 2 without a question, reloads, and undoes it', async () => {
    await a.deleteHand(2);
    await expectSameSheet(a, b, 5);
    await page.reload();
    await a.expectReady();
    await expect(a.undoBar).toBeHidden();
    await a.page.getByRole('button', { name: 'Letzte Änderung rückgängig: Spiel 2 gelöscht' }).click();
    await expectSameSheet(a, b, 6);
    expect(await storedDeclarers(page)).toEqual(['Anna (gestrichen)', 'Clara', 'Bernd', 'Dieter', 'Bernd', 'Clara']);
  });

  await test.step('no Content-Security-Policy violation in either tab', async () => {
    await expectNoCspViolations(page);
    await expectNoCspViolations(other);
  });
});
