/**
 * The tournament with two tabs on one device (a projector and a results desk):
 * a result typed in one tab shows in the other's standings and round overview
 * at once; the draft of the next round is one for both tabs, and once one tab
 * published it the other shows the round as drawn. And every
 * tournament screen, light and dark, passes axe (WCAG 2 A and AA) without
 * serious or critical violations.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { readStoredTournaments, TournamentPage } from './pages/tournament-page';
import { axeViolations } from './support/axe';
import { showTheme } from './support/theme';

const SCREENS = join(process.cwd(), 'test-results', 'screens');
const NAMES = ['Anna Huber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber', 'Eva Wimmer', 'Franz Bauer', 'Gerti Moser', 'Hans Pichler', 'Ida Wolf', 'Josef Eder', 'Karin Lang', 'Leo Steiner', 'Maria Fuchs'];
const ID = '5b1d0c1e-8d1a-4d7b-9a39-2f2b6f1c0a11';

/** A tournament of 13 with round 1 drawn (4, 4, 5) and table 1's result in. */
function tournamentFile(testInfo: TestInfo): string {
  const file = {
    format: 'tarock-tournament',
    version: 1,
    id: ID,
    name: 'Innviertler Cup',
    date: '2026-11-27',
    rules: 'tarockcup',
    plannedRounds: 2,
    handsPerRound: { '4': 16, '5': 20 },
    cupPoints: [223, 198, 180, 168, 156, 147, 138, 131, 124, 117, 110, 105, 100],
    players: NAMES.map((name, i) => ({ id: `p${i + 1}`, name })),
    rounds: [
      {
        tables: [
          { table: 1, players: ['p1', 'p2', 'p3', 'p4'], firstDealer: 0, result: { totals: [12, -4, -8, 0] } },
          { table: 2, players: ['p5', 'p6', 'p7', 'p8'], firstDealer: 1 },
          { table: 3, players: ['p9', 'p10', 'p11', 'p12', 'p13'], firstDealer: 2 },
        ],
      },
    ],
  };
  const path = testInfo.outputPath('innviertler-cup.json');
  writeFileSync(path, JSON.stringify(file));
  return path;
}

async function importTournament(page: Page, path: string): Promise<void> {
  const director = new TournamentPage(page);
  await director.gotoList();
  await page.locator('input[type=file][aria-label="Turnierdatei importieren"]').setInputFiles(path);
  await expect(page.getByText('„Innviertler Cup“ importiert')).toBeVisible();
}

test('two tabs: a result typed in one shows in the other at once; one draft for both, published once', async ({ context }, testInfo) => {
  test.setTimeout(120_000);
  const desk = await context.newPage();
  await importTournament(desk, tournamentFile(testInfo));
  const deskUi = new TournamentPage(desk);

  const wall = await context.newPage();
  const wallUi = new TournamentPage(wall);
  await wallUi.gotoTournament(ID, '/standings');
  const evaRow = wall.getByRole('table', { name: 'Wertung' }).getByRole('row', { name: /Eva Wimmer/ });
  await expect(evaRow).toContainText('–');

  const round = await context.newPage();
  await new TournamentPage(round).gotoTournament(ID, '/r/1');
  await expect(round.getByRole('status').filter({ hasText: 'Fehlt noch: 2, 3' })).toBeVisible();

  await deskUi.gotoTournament(ID, '/r/1/table/2');
  await deskUi.typeTotals(['Eva Wimmer', 'Franz Bauer', 'Gerti Moser', 'Hans Pichler'], [20, -5, -5, -10]);
  await deskUi.saveResult();
  await expect(desk.getByText('Tisch 2: Ergebnis gespeichert')).toBeVisible();

  // The other tabs follow without a reload.
  await expect(evaRow).toContainText('20');
  await expect(wall.getByRole('table', { name: 'Wertung' }).locator('tbody tr').first()).toContainText('Eva Wimmer');
  await expect(round.getByRole('status').filter({ hasText: 'Fehlt noch: 3' })).toBeVisible();

  // Table 3 in; the desk draws round 2 and the wall sees the same draft; once published, the wall shows it drawn.
  await deskUi.gotoTournament(ID, '/r/1/table/3');
  await deskUi.typeTotals(['Ida Wolf', 'Josef Eder', 'Karin Lang', 'Leo Steiner', 'Maria Fuchs'], [1, 2, 3, 4, -10]);
  await deskUi.saveResult();
  await expect(desk.getByText('Tisch 3: Ergebnis gespeichert')).toBeVisible();

  await deskUi.gotoTournament(ID, '/draw');
  await deskUi.draw('random');
  await wallUi.gotoTournament(ID, '/draw');
  await expect(wall.getByRole('heading', { level: 2, name: 'Entwurf' })).toBeVisible();
  expect(await wallUi.draftTables()).toEqual(await deskUi.draftTables());
  await deskUi.publish(2);
  await expect(wall.getByRole('status').filter({ hasText: 'Alle 2 geplanten Runden sind ausgelost.' })).toBeVisible();
  await expect(wall.getByRole('button', { name: 'Veröffentlichen' })).toHaveCount(0);
  expect((await readStoredTournaments(desk))[0]!.rounds).toHaveLength(2);

  // A4 print of the seating list: both lists, without the app's bars and buttons.
  await deskUi.gotoTournament(ID, '/r/2/seating');
  await expect(deskUi.heading('Tischliste Runde 2')).toBeVisible();
  await desk.emulateMedia({ media: 'print' });
  await expect(desk.getByRole('banner')).toBeHidden();
  await expect(desk.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await expect(desk.getByText('Runde 2 veröffentlicht')).toBeHidden();
  await expect(desk.getByRole('region', { name: 'Tischliste Runde 2 – nach Tisch' })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Tischliste Runde 2 – nach Name' })).toBeVisible();
  mkdirSync(SCREENS, { recursive: true });
  await desk.screenshot({ path: join(SCREENS, 'tournament-seating-print.png'), fullPage: true });
});

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function scan(page: Page, testInfo: TestInfo, mode: string, screen: string, findings: Finding[]): Promise<void> {
  await test.step(`${screen} (${mode})`, async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    mkdirSync(SCREENS, { recursive: true });
    // In CSS pixels (390 px wide): what the screen shows, without encoding the device's many more.
    await page.screenshot({ path: join(SCREENS, `tournament-${screen}-${mode}.png`), fullPage: true, animations: 'disabled', scale: 'css' });
    for (const v of await axeViolations(page)) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      findings.push({ screen, rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) });
    }
  });
}

/** The open screen scanned light, then dark (it stays dark). */
async function scanBoth(page: Page, testInfo: TestInfo, screen: string, findings: Finding[]): Promise<void> {
  for (const mode of ['light', 'dark'] as const) {
    await showTheme(page, mode);
    await scan(page, testInfo, mode, screen, findings);
  }
}

// One walk through the screens, each scanned in both themes (the system's colour scheme switched on
// the open screen, which the app follows live): the tournament is imported and typed in once.
test('every tournament screen, light and dark, passes axe without serious or critical violations', async ({ page }, testInfo) => {
  // Nine screens, each screenshotted and scanned twice.
  test.setTimeout(240_000);
  const findings: Finding[] = [];
  const ui = new TournamentPage(page);
  await importTournament(page, tournamentFile(testInfo));
  await scanBoth(page, testInfo, 'list', findings);
  await ui.gotoTournament(ID);
  await expect(ui.heading('Innviertler Cup')).toBeVisible();
  await scanBoth(page, testInfo, 'overview', findings);
  await ui.gotoTournament(ID, '/settings');
  await expect(ui.heading('Turnier bearbeiten')).toBeVisible();
  await scanBoth(page, testInfo, 'settings', findings);
  await ui.gotoTournament(ID, '/r/1');
  await expect(ui.heading('Runde 1')).toBeVisible();
  await scanBoth(page, testInfo, 'round', findings);
  await ui.gotoTournament(ID, '/r/1/seating');
  await expect(ui.heading('Tischliste Runde 1')).toBeVisible();
  await scanBoth(page, testInfo, 'seating', findings);
  await ui.gotoTournament(ID, '/r/1/table/1');
  await expect(page.getByRole('list', { name: 'Geschichte des Tisches' })).toBeVisible();
  await scanBoth(page, testInfo, 'table', findings);
  await ui.gotoTournament(ID, '/standings');
  await expect(page.getByRole('table', { name: 'Wertung' })).toBeVisible();
  await scanBoth(page, testInfo, 'standings', findings);
  await ui.gotoTournament(ID, '/projector');
  await expect(page.getByRole('table', { name: 'Wertung' })).toBeVisible();
  await scanBoth(page, testInfo, 'projector', findings);
  for (const tb of [2, 3]) {
    await ui.gotoTournament(ID, `/r/1/table/${tb}`);
    const names = tb === 2 ? NAMES.slice(4, 8) : NAMES.slice(8);
    await ui.typeTotals(names, tb === 2 ? [3, -1, -1, -1] : [4, -1, -1, -1, -1]);
    await ui.saveResult();
    await expect(page.getByText(`Tisch ${tb}: Ergebnis gespeichert`)).toBeVisible();
  }
  await ui.gotoTournament(ID, '/draw');
  await ui.draw('random');
  await ui.draftPlayer(NAMES[0]!).click();
  await scanBoth(page, testInfo, 'draw-draft', findings);
  expect(findings, findings.map((f) => `${f.screen}: [${f.impact}] ${f.rule} – ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n')).toEqual([]);
});
