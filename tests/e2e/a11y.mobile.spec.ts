/**
 * Every screen, light and dark, scanned with axe (WCAG 2 A and AA): no serious
 * or critical violations. A screenshot of every screen (in CSS pixels: the phone's
 * 390 px, a quarter of the device pixels to encode) is attached to the test and
 * kept under test-results/screens/. One walk through the screens scans each
 * in both themes (the system's colour scheme switched on the open screen, which
 * the app follows live), so the data and the half-typed hand are put in once.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { AbrechnungPage } from './pages/abrechnung-page';
import { BackupPage } from './pages/backup-page';
import { HandEntryPage } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { RuleSetsPage, SettingsPage } from './pages/rule-sets-page';
import { SessionsPage } from './pages/sessions-page';
import { SheetPage } from './pages/sheet-page';
import { StatsPage } from './pages/stats-page';
import { axeViolations } from './support/axe';
import { showTheme } from './support/theme';

const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'imports');
const SCREENS_DIR = join(process.cwd(), 'test-results', 'screens');

type Mode = 'light' | 'dark';

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function scan(page: Page, testInfo: TestInfo, mode: Mode, screen: string, findings: Finding[]): Promise<void> {
  await test.step(`${screen} (${mode})`, async () => {
    // From the top, so the sticky bars sit where the phone shows them; let a frame pass before measuring.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    mkdirSync(SCREENS_DIR, { recursive: true });
    const shot = await page.screenshot({ path: join(SCREENS_DIR, `${screen}-${mode}.png`), fullPage: true, animations: 'disabled', scale: 'css' });
    await testInfo.attach(`${screen}-${mode}.png`, { body: shot, contentType: 'image/png' });

    for (const v of await axeViolations(page)) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      findings.push({
        screen,
        rule: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`),
      });
    }
  });
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.screen}: [${f.impact}] ${f.rule} – ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');
}

/** The open screen scanned dark, then light (it stays light). */
async function scanBoth(page: Page, testInfo: TestInfo, screen: string, findings: Finding[]): Promise<void> {
  for (const mode of ['dark', 'light'] as const) {
    await showTheme(page, mode);
    await scan(page, testInfo, mode, screen, findings);
  }
}

test.describe('light and dark mode', () => {
  // The page opens in the system's dark mode: the first paint follows it (checked below).
  test.use({ colorScheme: 'dark' });

  test('every screen passes axe (wcag2a, wcag2aa) without serious or critical violations — light and dark', async ({ page }, testInfo) => {
    // Fourteen screens, each screenshotted and scanned twice: on a busy shared machine that takes minutes.
    test.setTimeout(480_000);
    const findings: Finding[] = [];
    const sessions = new SessionsPage(page);
    const sheet = new SheetPage(page);
    const entry = new HandEntryPage(page);
    const backup = new BackupPage(page);
    const stats = new StatsPage(page);
    const abrechnung = new AbrechnungPage(page);
    const rules = new RuleSetsPage(page);

    await test.step('data: import the good backup bundle (two evenings, one rule set)', async () => {
      await backup.goto();
      await backup.importFile(join(FIXTURES, 'good-bundle.json'), 3);
    });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await scanBoth(page, testInfo, 'backup', findings);

    await sessions.goto();
    await expect(sessions.sessionLink('Donnerstagsrunde')).toBeVisible();
    await scanBoth(page, testInfo, 'sessions', findings);

    await new NewSessionPage(page).goto();
    await scanBoth(page, testInfo, 'new-evening', findings);

    await sessions.goto();
    await sessions.openSession('Donnerstagsrunde');
    await sheet.expectReady();
    await sheet.expectRowCount(4);
    const sessionId = sheet.sessionId();
    await scanBoth(page, testInfo, 'sheet', findings);

    await sheet.openHand(2);
    await scanBoth(page, testInfo, 'hand-detail', findings);
    await sheet.closeDetail();

    await sheet.addHand();
    await entry.fillHand({ game: 'Dreier', declarer: 'Bernd', result: 'gewonnen', kontra: 'Kontra', praemien: [{ name: 'Pagat', announced: true }] });
    await expect(entry.praemieCard('Pagat')).toBeVisible();
    await expect(entry.preview).toBeVisible();
    await scanBoth(page, testInfo, 'hand-entry-extras', findings);

    await abrechnung.gotoSession(sessionId);
    await scanBoth(page, testInfo, 'abrechnung', findings);

    await sessions.goto();
    await sessions.openSession('Cup-Vorrunde; Tisch 3');
    await sheet.expectRowCount(5);
    await scanBoth(page, testInfo, 'sheet-cash-column', findings);
    await abrechnung.gotoSession(sheet.sessionId());
    await scanBoth(page, testInfo, 'abrechnung-cash', findings);

    await stats.gotoSession(sessionId);
    await stats.expectChartDrawn();
    await scanBoth(page, testInfo, 'stats-session', findings);

    await stats.gotoAll();
    await scanBoth(page, testInfo, 'stats-all', findings);

    await rules.goto();
    await expect(rules.ruleSetLink('Vereinsregeln')).toBeVisible();
    await scanBoth(page, testInfo, 'rule-sets', findings);

    await rules.openRuleSet('Vereinsregeln');
    await scanBoth(page, testInfo, 'rule-set-editor', findings);

    await new SettingsPage(page).goto();
    await scanBoth(page, testInfo, 'settings', findings);

    if (findings.length > 0) {
      await testInfo.attach('axe-findings.txt', { body: report(findings), contentType: 'text/plain' });
    }
    expect(findings, `axe found serious/critical problems:\n${report(findings)}`).toEqual([]);
  });
});
