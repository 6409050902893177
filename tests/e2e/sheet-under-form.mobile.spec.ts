/**
 * The sheet stays under an open hand form with its layout kept (so coming back does not lay out
 * a long sheet anew): hidden there for everyone — not shown, not reachable by Tab, not read out
 * — and after a save it shows its newest row at the bottom of the screen, as on paper.
 */
import { expect, test } from '@playwright/test';
import { readStoredSession } from './pages/app';
import { BackupPage } from './pages/backup-page';
import { HandEntryPage } from './pages/hand-entry-page';
import { SheetPage } from './pages/sheet-page';
import { longEveningHands } from '../../src/testing/domain/hands';
import { makeSession } from '../../src/testing/domain/session';

const HANDS = 60;

test('a long sheet hidden under the hand form, and back at its newest row after saving', async ({ page }) => {
  const backup = new BackupPage(page);
  await backup.goto();
  const session = makeSession({ name: 'Langer Abend', date: '2026-11-21', hands: longEveningHands(HANDS) });
  await backup.importFile({ name: 'langer-abend.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(session)) }, 1);
  const id = (await readStoredSession(page, 'Langer Abend')).id;
  const sheet = new SheetPage(page);
  const entry = new HandEntryPage(page);
  await sheet.gotoSession(id);
  await expect(sheet.row(HANDS)).toBeInViewport();

  await sheet.addHand();
  // Hidden for everyone: not shown, no height on the form's page …
  await expect(sheet.rowsList).toBeHidden();
  await expect(sheet.addHandButton).toBeHidden();
  const kept = page.locator('.keep-layout[hidden]');
  expect(await kept.evaluate((el) => ({ contentVisibility: getComputedStyle(el).contentVisibility, height: el.getBoundingClientRect().height }))).toEqual({ contentVisibility: 'hidden', height: 0 });
  // … not in the accessibility tree …
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { ignored: boolean; name?: { value?: string } }[] };
  const exposed = nodes.filter((n) => !n.ignored).map((n) => n.name?.value ?? '');
  expect(exposed).not.toContain('Blatt');
  expect(exposed.filter((name) => /^Spiel \d+: /.test(name))).toEqual([]);
  // … and never reached by Tab.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.keep-layout') === null)).toBe(true);
  }

  await entry.enterHand({ game: 'Dreier', declarer: 'Anna', result: 'gewonnen' });
  await sheet.expectReady();
  await expect(sheet.rows).toHaveCount(HANDS + 1);
  // Back at the newest row, at the bottom of the screen.
  await expect(sheet.row(HANDS + 1)).toBeInViewport();
  await expect(sheet.row(1)).not.toBeInViewport();
});
