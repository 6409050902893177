/**
 * A database written by the schema-version-2 release through its real UI
 * (tests/fixtures/db/release-v2.json, see release-v2-fixture.generate.spec.ts)
 * opens in this build: the same evenings (the archived one in the archive),
 * sheets that settle to what the settle command says, the custom rule set and
 * the known players — and the stored sessions are untouched by the upgrade.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readDatabaseInfo, readStoredSessions, type StoredSessionRecord } from './pages/app';
import { NewSessionPage } from './pages/new-session-page';
import { RuleSetsPage } from './pages/rule-sets-page';
import { SessionsPage } from './pages/sessions-page';
import { SheetPage } from './pages/sheet-page';
import { seedDatabase, type DatabaseDump } from './support/database-dump';
import { germanPoints } from './support/format';
import { settleWithCli } from './support/settle';

const dump = JSON.parse(readFileSync(join(process.cwd(), 'tests', 'fixtures', 'db', 'release-v2.json'), 'utf8')) as DatabaseDump;
const records = (store: string) => dump.stores.find((s) => s.name === store)!.records;
const oldSessions = records('sessions') as StoredSessionRecord[];
const oldRuleSets = records('ruleSets') as { id: string; name: string }[];
const oldPlayers = records('players') as { name: string; lastSeen: string }[];

test('a database of the version-2 release is upgraded and shows the same evenings and sheets', async ({ page }) => {
  test.setTimeout(120_000);
  const sessions = new SessionsPage(page);
  const sheet = new SheetPage(page);

  await test.step('seed the release\'s database before the app ever opens', async () => {
    await seedDatabase(page, dump);
    const before = await readDatabaseInfo(page);
    expect(before.version).toBe(20);
    expect(before.appDataVersion).toBe(2);
  });

  const active = oldSessions.filter((s) => !s.archived);
  const archived = oldSessions.filter((s) => s.archived);

  await test.step('every evening listed, the archived one in the archive; records unchanged', async () => {
    expect(active.length).toBeGreaterThan(1);
    expect(archived.length).toBeGreaterThan(0);
    await sessions.goto();
    await sessions.expectSessions(active.map((s) => s.data.name!));
    await page.getByRole('button', { name: `Archiv (${archived.length})` }).click();
    for (const s of archived) await expect(page.getByRole('link', { name: new RegExp(`^${s.data.name!}`) })).toBeVisible();

    const info = await readDatabaseInfo(page);
    expect(info.version).toBe(50);
    expect(info.appDataVersion).toBe(5);
    expect(info.stores).toEqual(expect.arrayContaining(['sessions', 'ruleSets', 'meta', 'players', 'tournaments', 'resultLog', 'seasons']));
    const stored = await readStoredSessions(page);
    expect(stored).toHaveLength(oldSessions.length);
    for (const s of stored) expect(s).toEqual(oldSessions.find((o) => o.id === s.id));
  });

  for (const old of oldSessions) {
    await test.step(`sheet „${old.data.name}“: every hand, totals equal the settle command`, async () => {
      const expected = await settleWithCli(old.data);
      await sheet.gotoSession(old.id);
      await expect(page.getByRole('heading', { level: 1, name: old.data.name })).toBeVisible();
      expect(await sheet.columnNames()).toEqual(old.data.players);
      await sheet.expectRowCount(old.data.hands.length);
      await sheet.expectTotals(old.data.players, expected.totals.map((t) => germanPoints(t)));
    });
  }

  await test.step('the custom rule set survived', async () => {
    const rules = new RuleSetsPage(page);
    await rules.goto();
    for (const rs of oldRuleSets) await expect(rules.ruleSetLink(rs.name)).toBeVisible();
  });

  await test.step('the most recently seen players are offered for a new evening', async () => {
    const form = new NewSessionPage(page);
    await form.goto();
    const recent = [...oldPlayers].sort((a, b) => b.lastSeen.localeCompare(a.lastSeen)).slice(0, 4);
    for (const p of recent) await expect(form.recentPlayer(p.name)).toBeVisible();
  });
});
