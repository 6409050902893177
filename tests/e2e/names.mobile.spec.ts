/**
 * Names are what they look like: a name with bidi controls or zero-width
 * characters, typed into the new-evening form or brought in by an imported
 * file, is stored cleaned; look-alike names at one table are refused; a
 * right-to-left name cannot turn "… zahlt … 0,10 €" around.
 */
import { expect, test } from '@playwright/test';
import { ruferWon } from '../../src/testing/domain/hands';
import { makeSession } from '../../src/testing/domain/session';
import { readStoredSession, readStoredSessions } from './pages/app';
import { AbrechnungPage } from './pages/abrechnung-page';
import { BackupPage } from './pages/backup-page';
import { HandEntryPage } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { SheetPage } from './pages/sheet-page';
import { expectNoCspViolations, watchCsp } from './support/csp';

const RLO = '\u202e';
const PDF = '\u202c';
const ZWSP = '\u200b';

test('a bidi and a zero-width name through the form and an import', async ({ page }) => {
  await watchCsp(page);
  const form = new NewSessionPage(page);
  const sheet = new SheetPage(page);

  await test.step('the form refuses two names that differ only by a zero-width character', async () => {
    await form.goto();
    await form.fillNames(['Anna', `An${ZWSP}na`, 'Clara', 'Dieter']);
    await form.start();
    await expect(form.errorSummary).toBeVisible();
    await expect(form.errorSummary).toContainText('Dieser Name kommt schon vor – Namen müssen verschieden sein.');
    await expect(form.nameField(1)).toHaveAccessibleDescription(/Dieser Name kommt schon vor/);
  });

  await test.step('the form stores a bidi and a zero-width name cleaned', async () => {
    await form.goto();
    await form.create({ players: [`${RLO}Anna${PDF}`, `Be${ZWSP}rnd`, 'Clara', '\u05d1\u05e0\u05d9\u05de\u05d9\u05df'], name: `Na${ZWSP}men${RLO}` });
    const stored = await readStoredSession(page, 'Namen');
    expect(stored.data.players).toEqual(['Anna', 'Bernd', 'Clara', 'בנימין']);
    expect(await sheet.columnNames()).toEqual(['Anna', 'Bernd', 'Clara', 'בנימין']);
  });

  await test.step('a right-to-left name cannot reverse the transfer sentence', async () => {
    const entry = new HandEntryPage(page);
    await sheet.addHand();
    await entry.enterHand({ game: 'Dreier', declarer: 'Bernd', result: 'gewonnen' });
    const abrechnung = new AbrechnungPage(page);
    await abrechnung.gotoSession(sheet.sessionId());
    const lines = await abrechnung.transfers.getByRole('listitem').allTextContents();
    expect(lines).toContain('\u2068בנימין\u2069 zahlt \u2068Bernd\u2069 0,60 €');
    await page.screenshot({ path: 'test-results/screens/abrechnung-rtl-name.png' });
  });

  const backup = new BackupPage(page);
  const file = (players: string[], name: string) => ({
    name: `${name}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(makeSession({ name, players, stakeCents: undefined, firstDealer: undefined, hands: [ruferWon(1, 3)] }))),
  });

  await test.step('an import with look-alike names is refused and changes nothing', async () => {
    const before = (await readStoredSessions(page)).length;
    await backup.goto();
    await backup.chooseFile(file(['Eva', `E${ZWSP}va`, 'Gerti', 'Hans'], 'Doppelt'));
    await expect(backup.errors).toBeVisible();
    await expect(backup.errors).toContainText('Spieler 2 heißt gleich wie Spieler 1');
    expect(await readStoredSessions(page)).toHaveLength(before);
  });

  await test.step('an import with a bidi and a zero-width name is stored cleaned', async () => {
    await backup.goto();
    await backup.importFile(file([`${RLO}Eva${PDF}`, `Fr${ZWSP}anz`, 'Gerti', 'Hans'], 'Importiert'), 1);
    const stored = await readStoredSession(page, 'Importiert');
    expect(stored.data.players).toEqual(['Eva', 'Franz', 'Gerti', 'Hans']);
    await sheet.gotoSession(stored.id);
    expect(await sheet.columnNames()).toEqual(['Eva', 'Franz', 'Gerti', 'Hans']);
  });

  await expectNoCspViolations(page);
});
