/**
 * The largest season file the import takes stays responsive (390 px phone): a valid ~14 MB
 * season (50 tournaments of 200 players, every table's hands kept) is checked off the main
 * thread — the progress shows tournament after tournament, the page answers meanwhile — and
 * is stored; a file over the 20 MB cap is refused unread, the screen says the cap.
 * Measured (test-results/perf.json, "seasonImportLarge"): from choosing the file to the
 * stored season, and the slowest answer of the page while the file was checked.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { SeasonFile } from '../../src/domain/season/model';
import { seededChooser } from '../../src/testing/domain/chooser';
import { buildRandomSeason } from '../../src/testing/domain/random-season';
import { SeasonPage } from './pages/season-page';
import { recordPerformance } from './support/perf-report';

/** 10 tournaments of 200 players with every hand, each five times under its own id: 50 tournaments. */
function largeSeason(): SeasonFile {
  const base = buildRandomSeason(seededChooser(2027), { tournaments: 10, pool: 320, players: 200, rounds: 3, handsShare: 1, cupPoints: 'heine', best: 'half' });
  const tournaments = Array.from({ length: 5 }, (_, copy) => base.tournaments.map((t, k) => ({ ...t, id: `gross-${copy + 1}-${k + 1}`, name: `Cup-Turnier ${copy * 10 + k + 1}` }))).flat();
  return { ...base, cup: 'Großer Cup', season: '2026', tournaments };
}

// Alone (playwright.config.ts): how fast the page answers while it checks is what it measures.
test('a 14 MB season file is checked off the main thread with progress, and stored', { tag: '@alone' }, async ({ page }) => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), 'kb-season-large-'));
  const path = join(dir, 'grosser-cup.json');
  const text = JSON.stringify(largeSeason());
  writeFileSync(path, text);
  const mb = text.length / 1024 / 1024;
  expect(mb).toBeGreaterThan(12);
  expect(mb).toBeLessThan(20);

  const seasons = new SeasonPage(page);
  await seasons.gotoList();
  await expect(page.getByText('Saisondateien bis 20 MB.')).toBeVisible();
  const t0 = Date.now();
  await page.locator('input[type=file][aria-label="Saisondatei importieren"]').setInputFiles(path);

  // The progress names the tournaments as they are checked; the page answers in between.
  const status = page.getByRole('status').filter({ hasText: 'Saisondatei wird geprüft' });
  await expect(status).toContainText(/Turnier \d+ von 50/, { timeout: 120_000 });
  await expect(status.getByRole('progressbar')).toBeVisible();
  const answers: number[] = [];
  let answered = 0;
  while (await status.isVisible()) {
    const asked = Date.now();
    // Read without waiting: the progress may end between the two calls, and a waiting read would then wait for it.
    const [first] = await status.allTextContents();
    await page.evaluate(() => document.title);
    answers.push(Date.now() - asked);
    if (process.env.DEBUG_SEASON_IMPORT) console.log(Date.now() - asked, first);
    if (first && /Turnier \d+ von 50/.test(first)) answered++;
  }
  expect(answered).toBeGreaterThan(1);
  await expect(page.getByText('Saison „Großer Cup 2026“ importiert.')).toBeVisible({ timeout: 120_000 });
  const storedMs = Date.now() - t0;
  await expect(page.getByRole('link', { name: /^Großer Cup 2026/ })).toContainText('50');

  const seasonImportLarge = {
    fileMb: Math.round(mb * 10) / 10,
    tournaments: 50,
    fileChosenToStoredMs: storedMs,
    pageAnswersWhileChecking: answers.length,
    slowestAnswerMs: Math.max(...answers),
  };
  recordPerformance({ seasonImportLarge });
  console.log(`season import: ${JSON.stringify(seasonImportLarge)}`);
});

test('a season file over 20 MB is refused unread, naming the cap', async ({ page }) => {
  const seasons = new SeasonPage(page);
  await seasons.gotoList();
  const dir = mkdtempSync(join(tmpdir(), 'kb-season-huge-'));
  const path = join(dir, 'riesig.json');
  writeFileSync(path, Buffer.alloc(21 * 1024 * 1024, 0x20));
  await page.locator('input[type=file][aria-label="Saisondatei importieren"]').setInputFiles(path);
  await expect(page.getByRole('alert')).toContainText('Die Datei ist 21 MB groß – Turnier- und Saisondateien dürfen höchstens 20 MB haben.');
});
