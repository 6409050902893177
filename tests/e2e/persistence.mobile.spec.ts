/**
 * A hand shown as saved is committed: closing the tab the moment the sheet shows the new hand
 * loses nothing. The form goes back to the sheet only once the write has reached the disk
 * (strict durability), so the sheet showing the hand is the app saying "saved". A tab closed
 * while the write is still under way (before the sheet shows it) may lose that one tap, as
 * paper would; that is not what this test claims.
 */
import { expect, test } from '@playwright/test';
import { readStoredSession } from './pages/app';
import { HandEntryPage } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { SessionsPage } from './pages/sessions-page';
import { SheetPage } from './pages/sheet-page';

const PLAYERS = ['Anna', 'Bernd', 'Clara', 'Dieter'];

test('close the tab the moment the sheet shows the saved hand; reopen and reload: the hand is there', async ({ context, page }) => {
  const form = new NewSessionPage(page);
  const sheet = new SheetPage(page);
  const entry = new HandEntryPage(page);

  await test.step('an evening with one hand already on the sheet', async () => {
    await form.goto();
    await form.create({ players: PLAYERS, name: 'Dienstag' });
    await sheet.addHand();
    await entry.enterHand({ game: 'Rufer', partner: 'Dieter', result: 'gewonnen' });
    await sheet.expectRowCount(1);
  });

  await test.step('fill the second hand, tap Speichern and close the tab as soon as the sheet shows it', async () => {
    await sheet.addHand();
    await entry.fillHand({ game: 'Dreier', declarer: 'Anna', result: 'verloren' });
    await expect(entry.saveButton).toBeEnabled();
    await entry.saveButton.click();
    await sheet.expectRowCount(2);
    await page.close();
  });

  const reopened = await context.newPage();
  const sessions = new SessionsPage(reopened);
  const sheet2 = new SheetPage(reopened);

  await test.step('a new tab shows the evening with both hands', async () => {
    await sessions.goto();
    await expect(sessions.sessionLink('Dienstag')).toContainText('2 Spiele');
    await sessions.openSession('Dienstag');
    await sheet2.expectRowCount(2);
    await expect(sheet2.row(2)).toHaveAccessibleName(/^Spiel 2: Dreier, Anna\. Anna −18 \(−19\), Bernd \+6 \(7\), Clara \+6 \(5\), Dieter \+6 \(7\)\./);
    const stored = await readStoredSession(reopened, 'Dienstag');
    expect(stored.data.hands).toEqual([
      { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
      { game: 'dreier', declarer: 0, result: 'lost' },
    ]);
  });

  await test.step('after a reload the hand is still there', async () => {
    await reopened.reload();
    await sheet2.expectReady();
    await sheet2.expectRowCount(2);
    await sheet2.expectTotals(PLAYERS, ['\u221219', '7', '5', '7']);
  });
});
