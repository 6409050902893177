/**
 * The director's desk at a large cup night, on the 390 px phone and on a 1920 × 1080 wall:
 *   the printed table cards (the PDF of the print view: pages and every card's table number),
 *   a toast never over the full-screen card, the standings of 200 players (one line for the
 *   ties, a search), the projector's pages, and moving on from table to table.
 * Screenshots go to test-results/screens.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { UPPER_AUSTRIAN_CUP_POINTS, type TournamentFile } from '../../src/domain/tournament/model';
import { buildTournament } from '../../src/testing/domain/tournament';
import { seedTournament } from './support/seed-tournament';

const SCREENS = join(process.cwd(), 'test-results', 'screens');

/** 36 players in 9 tables of round 1 of 3, no results yet. */
function drawnNight(): TournamentFile {
  return { ...buildTournament({ players: 36, rounds: 1 }), name: 'Hausruck-Cup, 3. Turnier' };
}

/** The PDF of the page as printed, one text per page. */
async function printedPages(page: Page, name: string): Promise<string[]> {
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  writeFileSync(join(SCREENS, name), pdf);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

function tableNumbers(text: string): number[] {
  return [...text.matchAll(/Tisch (\d+)/g)].map((m) => Number(m[1]));
}

test.beforeAll(() => {
  mkdirSync(SCREENS, { recursive: true });
});

test('printed table cards say which table they are: one a page, and four a page to cut', async ({ page }) => {
  const night = drawnNight();
  await seedTournament(page, night);
  await page.goto(`/#/t/${night.id}/r/1/cards`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tischkarten · Runde 1' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(9);
  // Every QR code is drawn before printing.
  await expect(page.locator('article svg')).toHaveCount(9);

  await page.getByRole('radio', { name: '1 je Seite' }).locator('..').click();
  await expect(page.getByRole('radio', { name: '1 je Seite' })).toBeChecked();
  const single = await printedPages(page, 'table-cards-1-per-page.pdf');
  expect(single).toHaveLength(9);
  single.forEach((text, i) => {
    // Each page is one card: its table, the tournament and the round, and no app bar.
    expect(tableNumbers(text)).toEqual([i + 1]);
    expect(text).toContain('Hausruck-Cup, 3. Turnier');
    expect(text).toContain('Runde 1');
    expect(text).not.toContain('Tischkarten');
    const seated = night.rounds[0]!.tables[i]!.players.map((id) => night.players.find((p) => p.id === id)!.name);
    for (const name of seated) expect(text).toContain(name);
  });

  await page.getByRole('radio', { name: '4 je Seite (zum Schneiden)' }).locator('..').click();
  const four = await printedPages(page, 'table-cards-4-per-page.pdf');
  expect(four).toHaveLength(3);
  expect(four.map(tableNumbers)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
  for (const text of four) expect(text.match(/Hausruck-Cup, 3\. Turnier/g)?.length).toBe(tableNumbers(text).length);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: join(SCREENS, 'table-cards-print-media-390.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('a message never covers the full-screen card', async ({ page }) => {
  const night = drawnNight();
  night.rounds = [];
  await seedTournament(page, night);
  await page.goto(`/#/t/${night.id}/draw`);
  await page.getByRole('button', { name: 'Auslosen' }).click();
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  // "Runde 1 veröffentlicht" is on screen while the director opens the cards.
  const toast = page.getByText('Runde 1 veröffentlicht');
  await expect(toast).toBeVisible();
  await page.getByRole('link', { name: 'Tischkarten' }).click();
  await page.getByRole('button', { name: 'Vollbild' }).first().click();
  const card = page.getByRole('dialog', { name: 'Tisch 1 von 9' });
  await expect(card).toBeVisible();
  const covered = await page.evaluate(() => {
    const dialog = document.querySelector('[data-testid="fullscreen-card"]')!;
    const toaster = document.querySelector('[aria-live="polite"][data-placement]')!;
    const points: [number, number][] = [];
    for (let y = 5; y < window.innerHeight; y += 20) for (let x = 5; x < window.innerWidth; x += 40) points.push([x, y]);
    const above = points.filter(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && !dialog.contains(hit);
    });
    return { above: above.length, toastsShown: toaster.children.length, cardOverToasts: Number(getComputedStyle(dialog).zIndex) > Number(getComputedStyle(toaster).zIndex) };
  });
  expect(covered.above).toBe(0);
  // Also when a message comes in later: the card lies above the place where messages appear.
  expect(covered.cardOverToasts).toBe(true);
  await page.screenshot({ path: join(SCREENS, 'fullscreen-card-with-toast-390.png') });
});
