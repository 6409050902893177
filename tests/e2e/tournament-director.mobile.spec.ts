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

/** 37 players in 9 tables of round 1 of 3 (table 9 of five), no results yet. */
function drawnNight(): TournamentFile {
  return { ...buildTournament({ players: 37, rounds: 1 }), name: 'Hausruck-Cup, 3. Turnier' };
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
  // Every card keeps its foot, the five-seat card of table 9 too.
  for (const text of four) expect(text.match(/Turnierrunde\s+scannen/g)?.length).toBe(tableNumbers(text).length);
  expect(four[2]).toContain('5. ');
  await page.emulateMedia({ media: 'print' });
  // In the print layout (A4's printable width) each card's last line lies inside its cut line.
  await page.setViewportSize({ width: 718, height: 1047 });
  const overflowing = await page.locator('article.table-card').evaluateAll((cards) =>
    cards.filter((card) => {
      const foot = card.querySelector('.card-foot')!.getBoundingClientRect();
      return foot.bottom > card.getBoundingClientRect().bottom + 0.5;
    }).map((card) => card.getAttribute('aria-label')),
  );
  expect(overflowing).toEqual([]);
  await page.screenshot({ path: join(SCREENS, 'table-cards-print-4-a4-width.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
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

/**
 * 200 players, 50 tables, round 3 of 3 under way (tables 1–30 in): typed totals from a few
 * patterns, so many players share a total and a tie-break, as at a real cup night.
 */
function bigNight(): TournamentFile {
  const night: TournamentFile = { ...buildTournament({ players: 200, rounds: 3 }), name: 'Innviertler Cup, Finale', cupPoints: [...UPPER_AUSTRIAN_CUP_POINTS] };
  const patterns = [[6, 2, -2, -6], [12.5, -3.5, -4, -5], [4, 4, -4, -4], [-10.5, 20.5, -7, -3]];
  night.rounds.forEach((round, r) =>
    round.tables.forEach((table, k) => {
      if (r === 2 && table.table > 30) return;
      const pattern = patterns[(k + r) % patterns.length]!;
      table.result = { totals: pattern.map((_, seat) => pattern[(seat + k) % 4]!) };
    }),
  );
  return night;
}

test('200 players: the standings on the phone, one line for the ties, a search, every column on screen', async ({ page }) => {
  const night = bigNight();
  await seedTournament(page, night);
  await page.goto(`/#/t/${night.id}/standings`);
  const table = page.getByRole('table', { name: 'Wertung' });
  await expect(table.locator('tbody tr')).toHaveCount(200);

  // The ties are one line, and place 1 is on the first screen.
  const summary = page.getByTestId('ties-summary');
  await expect(summary).toHaveText(/^\d+ Gleichstände · Spätere Runden können sie noch auflösen\.$/);
  await expect(page.getByRole('button', { name: /^Los ziehen:/ })).toHaveCount(0);
  const first = table.locator('tbody tr').first();
  await expect(first).toContainText(/^1\./);
  expect((await first.boundingBox())!.y + 40).toBeLessThan(844);
  await expect(first).toBeInViewport();

  // Every column fits 390 px: the cup points are not cut off.
  const region = page.getByRole('region', { name: 'Wertung' });
  const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const cupHead = table.getByRole('columnheader', { name: 'Cuppunkte' });
  const cupBox = (await cupHead.boundingBox())!;
  expect(cupBox.x + cupBox.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(SCREENS, 'standings-200-390.png') });

  // The lots on request: one line per tie, each with its button.
  const count = Number(/^(\d+)/.exec((await summary.textContent())!)![1]);
  await page.getByRole('button', { name: 'Lose ziehen …' }).click();
  await expect(page.getByRole('button', { name: /^Los ziehen:/ })).toHaveCount(count);
  await page.getByRole('button', { name: 'Lose ausblenden' }).click();

  // Find one player among 200.
  await page.getByRole('searchbox', { name: 'Spieler suchen' }).fill('huber 181');
  await expect(table.locator('tbody tr:visible')).toHaveCount(1);
  await expect(table.locator('tbody tr:visible')).toContainText('Anna Huber 181');
  await expect(page.getByText('1 von 200')).toBeVisible();
  await page.screenshot({ path: join(SCREENS, 'standings-200-search-390.png') });
});

test('200 players: the desk lists no registration inline, and search finds a player there and in the seating list', async ({ page }) => {
  const night = bigNight();
  await seedTournament(page, night);
  await page.goto(`/#/t/${night.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Innviertler Cup, Finale' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Spieler' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Alle 200 Spieler zeigen' })).toBeVisible();
  await page.screenshot({ path: join(SCREENS, 'overview-200-390.png'), fullPage: true });
  await page.getByRole('searchbox', { name: 'Spieler suchen' }).fill('maier 142');
  await expect(page.getByRole('list', { name: 'Spieler' }).getByRole('listitem')).toHaveText([/Bernd Maier 142/]);
  await page.getByRole('button', { name: 'Bernd Maier 142 abmelden' }).click();
  await expect(page.getByRole('list', { name: 'Spieler' }).getByRole('listitem')).toContainText('abgemeldet nach Runde 3');

  await page.goto(`/#/t/${night.id}/r/2/seating`);
  await page.getByRole('searchbox', { name: 'Spieler suchen' }).fill('Clara Berger 143');
  const shownTables = page.locator('h2:visible', { hasText: /^Tisch \d+$/ });
  await expect(shownTables).toHaveCount(1);
  await page.getByRole('radio', { name: 'nach Name' }).locator('..').click();
  await expect(page.locator('tbody tr:visible')).toHaveCount(1);
  await expect(page.locator('tbody tr:visible')).toContainText('Clara Berger 143');
});

test('200 players on the projector at 1920 × 1080: several columns, at most 4 pages, large type; the last-round hide still works', async ({ browser, baseURL }) => {
  const night = bigNight();
  const wall = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, locale: 'de-AT', baseURL });
  try {
    const projector = await wall.newPage();
    await seedTournament(projector, night);
    await projector.goto(`/#/t/${night.id}/projector`);
    const table = projector.getByRole('table', { name: 'Wertung' });
    await expect(table).toBeVisible();
    await projector.getByRole('switch', { name: 'Automatisch blättern' }).click();
    const pageLine = projector.getByText(/^Seite 1 von \d+$/);
    await expect(pageLine).toBeVisible();
    const pages = Number(/von (\d+)/.exec((await pageLine.textContent())!)![1]);
    expect(pages).toBeLessThanOrEqual(4);
    expect(Number(await table.getAttribute('data-columns'))).toBeGreaterThanOrEqual(2);
    const font = await table.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(font).toBeGreaterThanOrEqual(30);
    // Every row of the page is on the screen, none cut off by the page line.
    const rows = table.locator('tbody tr');
    const perPage = await rows.count();
    expect(perPage * pages).toBeGreaterThanOrEqual(200);
    const boxes = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().bottom));
    const lineTop = (await pageLine.boundingBox())!.y;
    expect(Math.max(...boxes)).toBeLessThanOrEqual(lineTop);
    await projector.screenshot({ path: join(SCREENS, 'projector-200-1920.png') });

    // The last page holds the rest.
    await projector.getByRole('switch', { name: 'Automatisch blättern' }).click();
    await expect(projector.getByText(`Seite 2 von ${pages}`)).toBeVisible({ timeout: 20_000 });

    // Round 3 still has tables to come: hiding the standings hides them.
    await projector.getByRole('switch', { name: /Wertung in der letzten Runde verbergen/ }).click();
    await expect(projector.getByText('Die Wertung wird nach der letzten Runde gezeigt.')).toBeVisible();
    await expect(table).toHaveCount(0);
    await projector.screenshot({ path: join(SCREENS, 'projector-hidden-1920.png') });
  } finally {
    await wall.close();
  }
});

test('the director moves on: next table after typed totals, scanner tiles open their table, the standings one tap away', async ({ page }) => {
  const night = drawnNight();
  await seedTournament(page, night);
  await page.goto(`/#/t/${night.id}/r/1`);
  await expect(page.getByRole('link', { name: 'Wertung' })).toBeVisible();
  await page.screenshot({ path: join(SCREENS, 'round-links-390.png') });
  await page.getByRole('link', { name: 'Wertung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wertung' })).toBeVisible();

  await page.goto(`/#/t/${night.id}/r/1/table/3`);
  const names = night.rounds[0]!.tables[2]!.players.map((id) => night.players.find((p) => p.id === id)!.name);
  await page.getByRole('textbox', { name: `Punkte ${names[0]}` }).fill('12');
  await page.getByRole('textbox', { name: `Punkte ${names[1]}` }).fill('-12');
  await page.getByRole('button', { name: 'Ergebnis speichern' }).click();
  await page.getByRole('link', { name: 'Nächster Tisch: 4' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Tisch 4/ })).toBeVisible();
  await page.screenshot({ path: join(SCREENS, 'next-table-390.png') });

  await page.goto(`/#/t/${night.id}/r/1/scan`);
  await expect(page.getByTestId('table-status-3')).toHaveAttribute('data-done', 'true');
  await page.getByTestId('table-status-5').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENS, 'scanner-tiles-390.png'), fullPage: true });
  await page.getByTestId('table-status-5').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /Tisch 5/ })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Wertung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wertung' })).toBeVisible();
});
