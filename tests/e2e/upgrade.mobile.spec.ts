/**
 * A database written by the first release (schema version 1) opens in this
 * build: sessions listed, sheets settle to what the settle command says,
 * rule sets kept, player names collected by the version-2 migration.
 */
import { expect, test } from '@playwright/test';
import { V1_FIXTURE } from '../../src/testing/v1-fixture';
import { readDatabaseInfo, readStoredSessions } from './pages/app';
import { NewSessionPage } from './pages/new-session-page';
import { RuleSetsPage } from './pages/rule-sets-page';
import { SessionsPage } from './pages/sessions-page';
import { SheetPage } from './pages/sheet-page';
import { germanPoints } from './support/format';
import { settleWithCli } from './support/settle';
import { seedVersion1Database } from './support/seed-page';

test('a version-1 database is upgraded and shows its evenings with the right totals', async ({ page }) => {
  await test.step('seed the first release\'s database with raw IndexedDB calls (a page the test serves itself)', async () => {
    await seedVersion1Database(page);
    expect(V1_FIXTURE.sessions.length).toBeGreaterThan(1);
    const before = await readDatabaseInfo(page);
    expect(before.version).toBe(10);
    expect(before.stores).not.toContain('players');
  });

  const sessions = new SessionsPage(page);
  const sheet = new SheetPage(page);

  await test.step('the app opens the old data: every evening listed', async () => {
    await sessions.goto();
    await sessions.expectSessions(V1_FIXTURE.sessions.map((s) => s.data.name!));
    const info = await readDatabaseInfo(page);
    expect(info.version).toBe(50);
    expect(info.stores).toEqual(expect.arrayContaining(['sessions', 'ruleSets', 'meta', 'players', 'tournaments', 'resultLog', 'seasons']));
    expect(info.appDataVersion).toBe(5);
    const stored = await readStoredSessions(page);
    expect(stored).toHaveLength(V1_FIXTURE.sessions.length);
    for (const s of stored) {
      expect(s.archived).toBe(false);
      expect(s.data).toEqual(V1_FIXTURE.sessions.find((f) => f.id === s.id)!.data);
    }
  });

  for (const index of [0, 1]) {
    await test.step(`sheet ${index + 1}: totals equal the settle command`, async () => {
      const session = V1_FIXTURE.sessions[index]!.data;
      const expected = await settleWithCli(session);
      await sessions.goto();
      await sessions.openSession(session.name!);
      await sheet.expectReady();
      expect(await sheet.columnNames()).toEqual(session.players);
      await sheet.expectRowCount(session.hands.length);
      await sheet.expectTotals(session.players, expected.totals.map((t) => germanPoints(t)));
    });
  }

  await test.step('the custom rule set survived', async () => {
    const rules = new RuleSetsPage(page);
    await rules.goto();
    for (const rs of V1_FIXTURE.ruleSets) await expect(rules.ruleSetLink(rs.name)).toBeVisible();
  });

  await test.step('player names from the old evenings are offered for a new one', async () => {
    const form = new NewSessionPage(page);
    await form.goto();
    for (const name of ['Anna', 'Bernd', 'Eva', 'Hans']) await expect(form.recentPlayer(name)).toBeVisible();
    await form.recentPlayer('Bernd').click();
    await expect(form.nameField(0)).toHaveValue('Bernd');
  });
});
