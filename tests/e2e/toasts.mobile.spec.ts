/**
 * Messages on a 390 px phone, held in one hand: a message stands above the screen's bottom bar
 * and never covers the button the thumb goes to next (the sheet's "+ Spiel" and its undo bar,
 * the list's "Neues Turnier", the season's "Turnierdateien hinzufügen"), that button works while the message shows, the message does not
 * follow to the next screen, and a count in a message has its word for one in both languages.
 * Screenshots (looked at): test-results/screens/toast-*.png.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { buildTournament } from '../../src/testing/domain/tournament';
import { HandEntryPage } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { SheetPage } from './pages/sheet-page';
import { TournamentPage } from './pages/tournament-page';

const SCREENS = join(process.cwd(), 'test-results', 'screens');

/** The one message (of the app's message region) that says `text`. */
function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[role="status"][data-placement] > div').filter({ hasText: text });
}

/**
 * The button is not under the message: their boxes do not meet, and a tap at the button's centre
 * reaches the button. Measured in one step in the page, while the message shows (it goes after 5 s).
 */
async function expectUncovered(button: Locator, message: string | RegExp): Promise<void> {
  const source = typeof message === 'string' ? message : message.source;
  const at = await button.evaluate(
    (el, [text, isPattern]) => {
      const matches = (t: string) => (isPattern ? new RegExp(text).test(t) : t.includes(text));
      const shown = [...document.querySelectorAll('[role="status"][data-placement] > div')].find((d) => matches(d.textContent ?? ''));
      if (!shown) return null;
      const b = el.getBoundingClientRect();
      const m = shown.getBoundingClientRect();
      const top = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
      return {
        button: [Math.round(b.top), Math.round(b.bottom)],
        message: [Math.round(m.top), Math.round(m.bottom)],
        meet: b.left < m.right && m.left < b.right && b.top < m.bottom && m.top < b.bottom,
        onScreen: b.bottom <= window.innerHeight,
        reached: top !== null && (top === el || el.contains(top)),
      };
    },
    [source, typeof message !== 'string'] as const,
  );
  expect(at, 'the message is on screen').not.toBeNull();
  expect(at!.meet, `the message (${at!.message.join('–')} px) covers the button (${at!.button.join('–')} px)`).toBe(false);
  expect(at!.onScreen).toBe(true);
  expect(at!.reached, 'a tap at the centre of the button reaches it').toBe(true);
}

test('on the sheet a message stands above the undo bar and "+ Spiel", both work while it shows, and it stays behind', async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true });
  const form = new NewSessionPage(page);
  await form.goto();
  await form.fillNames(['Anna', 'Bernd', 'Clara', 'Dieter']);
  // Double rounds on, so the menu offers to call the last round.
  const doubleRounds = page.getByRole('switch', { name: 'Doppelrunden', exact: true });
  await doubleRounds.click();
  await expect(doubleRounds).toHaveAttribute('aria-checked', 'true');
  await form.start();
  await expect(page.getByRole('button', { name: '+ Spiel' })).toBeEnabled();
  const sheet = new SheetPage(page);
  await sheet.addHand();
  await new HandEntryPage(page).enterHand({ game: 'Dreier', declarer: 'Clara', result: 'gewonnen' });

  // The last round, announced from the menu: a message, and the footer grows by its undo bar.
  await sheet.openMenuItem('Letzte Runde ansagen');
  const message = toast(page, 'Letzte Runde ab Spiel 2: doppelt');
  await expect(message).toBeVisible();
  const undoBar = page.getByRole('status', { name: 'Letzte Änderung' });
  await expect(undoBar).toBeVisible();
  const undo = undoBar.getByRole('button', { name: /^Rückgängig/ });
  const addHand = page.getByRole('button', { name: '+ Spiel' });
  await expectUncovered(addHand, 'Letzte Runde ab Spiel 2: doppelt');
  await expectUncovered(undo, 'Letzte Runde ab Spiel 2: doppelt');
  await page.screenshot({ path: join(SCREENS, 'toast-sheet.png') });

  // The undo bar's button works while the message shows; its own message stands above the bar too.
  await undo.click();
  const undone = toast(page, /^Rückgängig gemacht/);
  await expect(undone).toBeVisible();
  await expectUncovered(addHand, /^Rückgängig gemacht/);

  // "+ Spiel" while the message shows: the next screen opens, the message stays behind.
  await addHand.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spiel 2' })).toBeVisible();
  await expect(page.getByText(/Rückgängig gemacht|Letzte Runde ab Spiel/)).toHaveCount(0);
  await page.screenshot({ path: join(SCREENS, 'toast-next-screen.png') });
});

test('on the tournaments list the import message leaves "Neues Turnier" free and goes with the screen', async ({ page }, testInfo) => {
  mkdirSync(SCREENS, { recursive: true });
  const file = testInfo.outputPath('cup.json');
  writeFileSync(file, JSON.stringify({ ...buildTournament({ players: 12, rounds: 1 }), id: 'toast-cup', name: 'Hausruck-Cup' }));
  const tournaments = new TournamentPage(page);
  await tournaments.gotoList();
  await page.locator('input[type=file][aria-label="Turnierdatei importieren"]').setInputFiles(file);
  const message = toast(page, '„Hausruck-Cup“ importiert');
  await expect(message).toBeVisible();
  const create = page.getByRole('link', { name: 'Neues Turnier' });
  await expectUncovered(create, '„Hausruck-Cup“ importiert');
  await page.screenshot({ path: join(SCREENS, 'toast-list.png') });

  await create.click();
  await expect(tournaments.heading('Neues Turnier')).toBeVisible();
  await expect(page.getByText('„Hausruck-Cup“ importiert')).toHaveCount(0);
  await page.goBack();
  await expect(tournaments.heading('Turniere')).toBeVisible();
  await expect(page.getByText('„Hausruck-Cup“ importiert')).toHaveCount(0);
});

test('on the season page the message of an added file leaves "Turnierdateien hinzufügen" and the next steps free, also as the page scrolls', async ({ page }, testInfo) => {
  mkdirSync(SCREENS, { recursive: true });
  const files = [1, 2, 3].map((n) => {
    const file = testInfo.outputPath(`turnier-${n}.json`);
    writeFileSync(file, JSON.stringify({ ...buildTournament({ players: 12, rounds: 1 }), id: `toast-season-${n}`, name: `Hausruck-Cup, ${n}. Turnier` }));
    return file;
  });
  await page.goto('/#/saison');
  await page.getByRole('link', { name: 'Neue Saison' }).click();
  await page.getByLabel('Name des Cups', { exact: true }).fill('Hausruckviertler Tarockcup');
  await page.getByLabel('Saison', { exact: true }).fill('2025/26');
  await page.getByRole('button', { name: 'Saison anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hausruckviertler Tarockcup 2025/26' })).toBeVisible();
  const addFiles = page.locator('button').filter({ hasText: /^Turnierdateien hinzufügen$/ });
  const next = [addFiles, page.getByRole('link', { name: 'Neues Turnier dieser Saison' })];

  // Scrolled so the button is at the bottom edge, where the thumb is and a message would stand: tapped, a file chosen.
  const addByTap = async (file: string, message: string) => {
    await addFiles.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const chooser = page.waitForEvent('filechooser');
    await addFiles.click();
    await (await chooser).setFiles(file);
    await expect(toast(page, message)).toBeVisible();
  };
  await addByTap(files[0]!, '„Hausruck-Cup, 1. Turnier“ ist in der Saison.');
  await addByTap(files[1]!, '„Hausruck-Cup, 2. Turnier“ ist in der Saison.');
  for (const button of next) await expectUncovered(button, '„Hausruck-Cup, 2. Turnier“ ist in der Saison.');
  await page.screenshot({ path: join(SCREENS, 'toast-season-added.png') });

  // The page scrolled while it shows: the message keeps off the button wherever it comes to stand.
  await addByTap(files[2]!, '„Hausruck-Cup, 3. Turnier“ ist in der Saison.');
  for (const block of ['end', 'center', 'start'] as const) {
    await addFiles.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
    await expect(async () => expectUncovered(addFiles, '„Hausruck-Cup, 3. Turnier“ ist in der Saison.')).toPass();
  }
  await page.screenshot({ path: join(SCREENS, 'toast-season-scrolled.png') });
});

test('a count in a message has its word for one, in German and in English', async ({ page }) => {
  const tournament = new TournamentPage(page);
  await tournament.create({ name: 'Zählcup', date: '2026-12-04' });
  await tournament.pasteNames(['Anna Huber']);
  await expect(toast(page, '1 Spieler hinzugefügt')).toBeVisible();
  await tournament.pasteNames(['Bernd Maier', 'Clara Gruber']);
  await expect(toast(page, '2 Spieler hinzugefügt')).toBeVisible();

  await page.evaluate(() => localStorage.setItem('koenigsblock.settings', JSON.stringify({ lang: 'en', theme: 'system' })));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Zählcup' })).toBeVisible();
  const add = async (names: string[]) => {
    await page.getByLabel('Paste a list (one name per line)').fill(names.join('\n'));
    await page.getByRole('button', { name: 'Add all' }).click();
  };
  await add(['Dieter Moser']);
  await expect(toast(page, '1 player added')).toBeVisible();
  await add(['Eva Pichler', 'Franz Wimmer']);
  await expect(toast(page, '2 players added')).toBeVisible();
  await expect(page.getByText(/1 players/)).toHaveCount(0);
});
