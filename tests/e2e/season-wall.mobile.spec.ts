/**
 * The season screens at a cup's size: 88 cup players over four tournaments. On the projector
 * (1920 × 1080) every name is shown in full, in several columns, with the ÖF cut as a line; on
 * the 390 px phone the Saisonwertung opens with its table (open ties are one line above it) and
 * shows the ÖF column without swiping. 18 players fill the wall; a side ranking of six of them has a
 * wall of its own. Screenshots in test-results/screens/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SeasonPage } from './pages/season-page';
import { cupSeasonFile } from './support/cup-season-file';

const SCREENS = join(process.cwd(), 'test-results', 'screens');

async function importSeason(page: Page, players: number): Promise<void> {
  const season = new SeasonPage(page);
  await season.gotoList();
  await page.locator('input[type=file][aria-label="Saisondatei importieren"]').setInputFiles({
    name: `cup-${players}.season.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(cupSeasonFile(players))),
  });
  await page.getByRole('link', { name: /^Hausruckviertler Tarockcup 2025\/26/ }).click();
  await expect(season.heading('Hausruckviertler Tarockcup 2025/26')).toBeVisible();
}

/** Every name cell of the projector shows its whole name: nothing overflows and nothing is cut in text. */
async function cutNames(page: Page): Promise<string[]> {
  return page.locator('table[aria-label="Saisonwertung"] tbody th[scope=row]').evaluateAll((cells) =>
    cells.filter((c) => c.scrollWidth > c.clientWidth || /…$/.test(c.textContent ?? '')).map((c) => c.textContent ?? ''),
  );
}

test.beforeAll(() => mkdirSync(SCREENS, { recursive: true }));

test('88 cup players: the Saisonwertung on the phone opens with its table, ÖF in view; the projector shows every name in full', async ({ page }) => {
  test.setTimeout(120_000);
  await importSeason(page, 88);

  await test.step('the phone: the table starts in the first screen, one line for the ties, ÖF without swiping', async () => {
    await page.getByRole('link', { name: 'Saisonwertung' }).click();
    const table = page.getByRole('table', { name: 'Saisonwertung' });
    await expect(table.locator('tbody tr')).toHaveCount(88);
    const first = (await table.locator('tbody tr').first().boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(844);
    // The ties are one line (with lots only for ties that decide), not one banner each.
    await expect(page.getByTestId('ties-summary')).toHaveCount(1);
    await expect(page.getByTestId('ties-summary')).toContainText(/Gleichst/);
    const oef = (await table.getByRole('columnheader', { name: 'ÖF' }).boundingBox())!;
    expect(oef.x + oef.width).toBeLessThanOrEqual(390);
    const firstOef = (await table.locator('tbody tr').first().locator('td').nth(2).boundingBox())!;
    expect(firstOef.x + firstOef.width).toBeLessThanOrEqual(390);
    await expect(table.locator('tbody tr').first().locator('td').nth(2)).toHaveText('120');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SCREENS, 'season-88-standings-390.png') });
    await page.getByRole('button', { name: 'Alle Lose …' }).click();
    await expect(page.getByRole('list', { name: 'Los ziehen' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('button', { name: 'Nur die entscheidenden' }).click();
  });

  await test.step('the projector at 1920 × 1080: full names in several columns, the ÖF cut drawn', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByRole('link', { name: 'Beamer' }).click();
    const wall = page.getByRole('table', { name: 'Saisonwertung' });
    await expect(wall).toBeVisible();
    expect(Number(await wall.getAttribute('data-columns'))).toBeGreaterThanOrEqual(2);
    expect(await cutNames(page)).toEqual([]);
    // Places 1 and 2 are told apart by their full names.
    const names = await wall.locator('tbody th[scope=row]').allTextContents();
    expect(names.length).toBeGreaterThan(30);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((n) => / /.test(n) && n.length > 8)).toBe(true);
    // The whole table stays inside the window: nothing runs off the wall.
    const box = (await wall.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1920);
    await page.screenshot({ path: join(SCREENS, 'season-88-projector-1920.png') });
    // Turn to the page with the ÖF cut (place 40): the line is drawn below the last qualified row.
    await expect(async () => {
      await expect(wall.locator('tr[data-oef-cut]')).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 50_000 });
    expect(await cutNames(page)).toEqual([]);
    // A yellow line under place 40, the last of the 40 ÖF places.
    const cut = wall.locator('tr[data-oef-cut]');
    await expect(cut.locator('td').first()).toHaveText('40.');
    const line = await cut.evaluate((r) => {
      const s = getComputedStyle(r);
      return { width: parseFloat(s.borderBottomWidth), style: s.borderBottomStyle, color: s.borderBottomColor };
    });
    expect(line.width).toBeGreaterThanOrEqual(3);
    expect(line.style).toBe('solid');
    expect(line.color).not.toMatch(/rgba?\(0, 0, 0/);
    await page.screenshot({ path: join(SCREENS, 'season-88-projector-1920-oef.png') });
  });
});

test('18 cup players fill the projector: one page, every tournament, large type; a side ranking of the season on the wall too', async ({ page }) => {
  await importSeason(page, 18);
  await test.step('the cup season: 18 players use the whole wall, not its left part or its top', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByRole('link', { name: 'Beamer' }).click();
    const wall = page.getByRole('table', { name: 'Saisonwertung' });
    await expect(wall.locator('tbody tr')).toHaveCount(18);
    expect(Number(await wall.getAttribute('data-font'))).toBeGreaterThanOrEqual(30);
    await expect(wall.getByRole('columnheader', { name: 'T4' })).toBeVisible();
    expect(await cutNames(page)).toEqual([]);
    // The last row ends low on the wall and the ÖF figures stand at its right edge.
    const last = (await wall.locator('tbody tr').last().boundingBox())!;
    expect(last.y + last.height).toBeGreaterThan(0.8 * 1080);
    const oef = (await wall.locator('tbody tr').first().locator('td').nth(-2).boundingBox())!;
    expect(oef.x + oef.width).toBeGreaterThan(0.8 * 1920);
    await page.screenshot({ path: join(SCREENS, 'season-18-projector-1920.png') });
    await page.getByRole('link', { name: 'Zurück' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
  });

  await test.step('a side ranking of six of them: its own title, only its players, ranked among themselves, names in full', async () => {
    await page.getByRole('link', { name: 'Zurück' }).click();
    await page.getByRole('link', { name: /^Nebenwertung anlegen/ }).click();
    await page.getByRole('textbox', { name: 'Name der Nebenwertung' }).fill('Hinterberger-Wertung');
    await page.getByRole('searchbox', { name: 'Spieler suchen' }).fill('Hinterberger');
    await page.getByRole('button', { name: 'Alle 6 angezeigten wählen' }).click();
    await page.getByRole('button', { name: 'Nebenwertung anlegen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hinterberger-Wertung 2025/26' })).toBeVisible();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByRole('link', { name: 'Beamer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hinterberger-Wertung 2025/26' })).toBeVisible();
    const wall = page.getByRole('table', { name: 'Saisonwertung' });
    await expect(wall.locator('tbody tr')).toHaveCount(6);
    const names = await wall.locator('tbody th[scope=row]').allTextContents();
    expect(names.every((n) => n.endsWith(' Hinterberger'))).toBe(true);
    // Ranked among themselves: places 1 to 6, not their places in the cup.
    expect(await wall.locator('tbody tr td:first-child').allTextContents()).toEqual(['1.', '2.', '3.', '4.', '5.', '6.']);
    expect(await cutNames(page)).toEqual([]);
    await expect(page.getByText('Eckige Klammern: Streichergebnis (zählt nicht). Leer: nicht gespielt.')).toBeVisible();
    await page.screenshot({ path: join(SCREENS, 'side-ranking-projector-1920.png') });
  });
});
