/**
 * Regenerates tests/fixtures/db/release-v2.json: a database written through the
 * real UI of the release with schema version 2 (three evenings — one on
 * Hausregeln with varied hands, one on Tarockcup with five players, one on a
 * custom rule set — one archived evening, the custom rule set and the known
 * players), dumped store by store with raw IndexedDB calls.
 *
 * It only makes sense on the release it records, so the browser-test config leaves it out unless asked
 * for and refuses to run on a build with another schema:
 *
 *   git worktree add ../kb-release <release commit> && cd ../kb-release && npm install
 *   npx vite build && REGENERATE_DB_FIXTURE=1 CI=1 npx playwright test tests/e2e/release-v2-fixture.generate.spec.ts
 *
 * then copy its tests/fixtures/db/release-v2.json here.
 */
import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { HandEntryPage, type HandInput } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { RuleSetsPage } from './pages/rule-sets-page';
import { SessionsPage } from './pages/sessions-page';
import { SheetPage } from './pages/sheet-page';
import { dumpDatabase } from './support/database-dump';


const OUT = join(process.cwd(), 'tests', 'fixtures', 'db', 'release-v2.json');

const HAUSREGELN_HANDS: HandInput[] = [
  { game: 'Rufer', partner: 'Clara', result: 'gewonnen' },
  { game: 'Dreier', declarer: 'Bernd', result: 'verloren', kontra: 'Kontra' },
  { game: 'Bettler', declarer: 'Clara', result: 'gewonnen', kontraBy: { Anna: 'Kontra' } },
  {
    game: 'Trischaken',
    trischaken: { points: { Anna: '30/0', Bernd: '20/0', Clara: '10/0' }, tricks: { Anna: 5, Bernd: 3, Clara: 2 } },
  },
  { game: 'Rufer', partner: 'allein', result: 'gewonnen', praemien: [{ name: 'Pagat', side: 'Spieler', announced: true, made: true }] },
  { game: 'Solorufer', partner: 'Anna', result: 'verloren' },
  { game: 'Rufer', partner: 'Bernd', points: '40/0' },
];

test('record a release-v2 database through the UI', async ({ page }) => {
  test.setTimeout(300_000);
  const sessions = new SessionsPage(page);
  const form = new NewSessionPage(page);
  const sheet = new SheetPage(page);
  const entry = new HandEntryPage(page);
  const rules = new RuleSetsPage(page);

  await test.step('a custom rule set', async () => {
    await rules.goto();
    await rules.startNew();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Stammtisch Ried');
    await page.getByLabel('Vorlage').selectOption('hausregeln');
    await page.getByRole('textbox', { name: 'Tarif Rufer', exact: true }).fill('2');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(rules.heading).toBeVisible();
    await expect(rules.ruleSetLink('Stammtisch Ried')).toBeVisible();
  });

  await test.step('a Hausregeln evening with varied hands', async () => {
    await form.goto();
    await form.create({ players: ['Anna', 'Bernd', 'Clara', 'Dieter'], preset: 'Hausregeln', stakeCents: 10, name: 'Hausregeln-Abend', date: '2026-11-13' });
    for (const hand of HAUSREGELN_HANDS) {
      await sheet.addHand();
      await entry.enterHand(hand);
    }
    await sheet.expectRowCount(HAUSREGELN_HANDS.length);
  });

  await test.step('a Tarockcup evening with five players', async () => {
    await form.goto();
    await form.create({ players: ['Eva', 'Franz', 'Gerti', 'Hans', 'Ida'], firstDealer: 'Gerti', preset: 'Tarockcup', name: 'Cup-Training', date: '2026-11-18' });
    await sheet.addHand();
    await entry.enterHand({ game: 'Rufer', partner: 'Eva', result: 'gewonnen', kontra: 'Kontra' });
    await sheet.addHand();
    await entry.enterHand({ game: 'Piccolo', declarer: 'Ida', result: 'verloren' });
    await sheet.expectRowCount(2);
  });

  await test.step('an evening on the custom rule set, then archived', async () => {
    await form.goto();
    await form.setPlayerCount(4);
    await form.fillNames(['Anna', 'Eva', 'Hans', 'Xaver']);
    await page.getByRole('group', { name: 'Regeln' }).getByRole('radio', { name: /^Stammtisch Ried\b/ }).check();
    await form.name.fill('Stammtisch');
    await form.date.fill('2026-11-06');
    await form.start();
    await sheet.expectReady();
    await sheet.addHand();
    await entry.enterHand({ game: 'Rufer', partner: 'Hans', result: 'gewonnen' });
    await sessions.goto();
    await page.getByRole('button', { name: 'Aktionen für Stammtisch' }).click();
    await page.getByRole('button', { name: 'Archivieren' }).click();
    await expect(sessions.sessionLink('Stammtisch')).toHaveCount(0);
  });

  await test.step('dump the database', async () => {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dump = await dumpDatabase(page, `Königsblock release with schema version 2 (commit ${commit}), through its UI`);
    expect(dump.version, 'this generator records the schema-version-2 release').toBe(20);
    writeFileSync(OUT, `${JSON.stringify(dump, null, 2)}\n`);
  });
});
