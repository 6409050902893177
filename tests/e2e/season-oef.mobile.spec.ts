/**
 * The Österreich-Finale on a phone (tournament-format.md §12): an ÖF season from its preset, its
 * start list built from two cups' season files (Bernd Maier qualified through both: 104 in the
 * Hausruck cup, 120 in the Kärnten cup — the 120 count, under the Kärnten number), the day run as
 * a tournament of the season — the registration asks "Meinten Sie Ida Wolf, Nr. HRC-3?" for a
 * typo and takes the start list's ÖF numbers in one tap — and the Gesamtwertung (Start + Final =
 * Gesamt) on screen equal, cell by cell, to the `season` command's on the exported file; the one
 * qualified player who did not come is counted. Screenshots at 390 px, A4 print and 1920×1080.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { preferDownloads } from './pages/app';
import { SeasonPage } from './pages/season-page';
import { readStoredTournaments, TournamentPage } from './pages/tournament-page';
import { seasonCommandJson } from './support/season-command';

const SCREENS = join(process.cwd(), 'test-results', 'screens');
const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'oef');
const CUPS = [join(FIXTURES, 'hausruck.season.json'), join(FIXTURES, 'kaernten.season.json')];
/** The day's totals by player. */
const DAY: Record<string, number> = { 'Clementi Karl': 50, 'Bernd Maier': 40, 'Ida Wolf': -10, 'Tetmann Rosa': -30, 'Hans Rauter': -50 };

interface CommandRow {
  place: number;
  cupNumber: string | null;
  name: string;
  results: ({ cupPoints: number } | null)[];
  carried: number | null;
  total: number;
  participations: number;
}

function seasonCommand(path: string): CommandRow[] {
  return (seasonCommandJson(path) as { standings: CommandRow[] }).standings;
}

const shown = (x: number): string => (Math.round(x * 100) / 100).toString().replace('.', ',');

test('the ÖF: start list from two cups\' season files, the day as a tournament, the Gesamtwertung as the season command gives it', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  mkdirSync(SCREENS, { recursive: true });
  await preferDownloads(page);
  const season = new SeasonPage(page);
  const director = new TournamentPage(page);

  await test.step('an ÖF season from its preset: the Finalpunkte as a list by place', async () => {
    await season.gotoList();
    await page.getByRole('link', { name: 'Neue Saison' }).click();
    await season.choose('Art der Wertung', 'Österreich-Finale');
    await expect(season.field('Name des Cups')).toHaveValue('Österreich-Finale');
    await season.field('Saison').fill('2026');
    await season.field('Cuppunkte für Platz 1, 2, 3 … (mit Komma getrennt)').fill('60, 56, 53, 50, 48');
    await season.create();
    await expect(season.heading('Österreich-Finale 2026')).toBeVisible();
    await expect(page.getByText('Noch keine Startliste.')).toBeVisible();
  });

  await test.step('the start list from two cups\' season files: previewed, the best of two cups counted, then stored', async () => {
    await page.getByRole('link', { name: 'Startliste einlesen' }).click();
    await page.locator('input[type=file][aria-label="Dateien der Cups wählen"]').setInputFiles(CUPS);
    await expect(page.getByText('Hausruckviertler Tarockcup 2025/26 · 3 qualifiziert')).toBeVisible();
    await expect(page.getByText('Kärntner Tarockcup 2025/26 · 4 qualifiziert')).toBeVisible();
    await page.getByLabel('Kürzel für die ÖF-Nummern von Hausruckviertler Tarockcup').fill('HRC');
    await page.getByLabel('Kürzel für die ÖF-Nummern von Kärntner Tarockcup').fill('KTC');
    const preview = page.getByRole('table', { name: 'Vorschau: 6 Spieler' });
    await expect(preview.locator('tbody tr')).toHaveCount(6);
    await expect(preview.locator('tbody tr').first()).toContainText('KTC-5');
    await expect(preview.locator('tbody tr').first()).toContainText('Bernd Maier');
    await expect(preview.locator('tbody tr').first()).toContainText('120');
    await expect(preview.locator('tbody tr').first()).toContainText('KTC 1. (120) · HRC 3. (104)');
    await page.screenshot({ path: join(SCREENS, 'oef-start-list-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Startliste speichern' }).click();
    await expect(season.heading('Österreich-Finale 2026')).toBeVisible();
    await expect(page.getByTestId('oef-summary')).toHaveText('6 Spieler auf der Startliste, aus 2 Cups.');
  });

  await test.step('the day as a tournament of the season: a typo asked about, the start list\'s numbers taken in one tap', async () => {
    await page.getByRole('link', { name: 'Neues Turnier dieser Saison' }).click();
    await expect(director.heading('Neues Turnier')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name des Turniers' }).fill('Österreich-Finale 2026');
    await page.getByLabel('Datum').fill('2026-05-30');
    await page.getByRole('textbox', { name: 'Runden' }).fill('1');
    await page.getByRole('button', { name: 'Turnier anlegen' }).click();
    await expect(director.heading('Österreich-Finale 2026')).toBeVisible();

    await director.addOne('Ida Wollf');
    await director.submitOne();
    const question = page.getByRole('alertdialog', { name: 'Meinten Sie Ida Wolf, Nr. HRC-3?' });
    await expect(question).toBeVisible();
    await page.screenshot({ path: join(SCREENS, 'oef-did-you-mean-390.png'), fullPage: true });
    await question.getByRole('button', { name: 'Ja, Ida Wolf, Nr. HRC-3 eintragen' }).click();
    await expect(director.playersList().filter({ hasText: 'Ida Wolf' })).toContainText('Nr. HRC-3');

    await director.pasteNames(['Clementi Karl', 'Bernd Maier', 'Tetmann Rosa', 'Hans Rauter']);
    await expect(director.playersList()).toHaveCount(5);
    await page.getByRole('button', { name: 'Alle 4 Cupnummern übernehmen' }).click();
    await expect(director.playersList().filter({ hasText: 'Bernd Maier' })).toContainText('Nr. KTC-5');
    await expect.poll(async () => (await readStoredTournaments(page))[0]!.players.filter((p) => (p as { cupNumber?: string }).cupNumber).length).toBe(5);

    await director.openDraw(1);
    await director.draw('random');
    await director.publish(1);
    const file = (await readStoredTournaments(page))[0]!;
    const names = new Map(file.players.map((p) => [p.id, p.name]));
    const table = file.rounds[0]!.tables[0]!;
    await director.openTable(table.table);
    const seated = table.players.map((id) => names.get(id)!);
    await director.typeTotals(seated, seated.map((n) => DAY[n]!));
    await expect(director.sumStatus()).toHaveText('Summe 0 ✓');
    await director.saveResult();
    await expect(page.getByText(`Tisch ${table.table}: Ergebnis gespeichert`)).toBeVisible();
  });

  await test.step('into the standings: the Finale and its tie-break follow, the one who did not come is counted', async () => {
    await page.goto('/#/saison');
    await page.getByRole('link', { name: /^Österreich-Finale 2026/ }).click();
    await page.getByRole('button', { name: '„Österreich-Finale 2026“ in die Wertung übernehmen' }).click();
    await expect(season.seasonTournaments()).toHaveCount(1);
    await expect(page.getByTestId('oef-absent')).toHaveText('1 qualifizierter Spieler ist nicht angetreten.');
    await page.screenshot({ path: join(SCREENS, 'oef-overview-390.png'), fullPage: true });
  });

  let path = '';
  await test.step('the Gesamtwertung on the phone is the season command\'s on the exported file, cell by cell', async () => {
    const download = await season.download('Saisondatei', 'ohne');
    path = testInfo.outputPath('oef.season.json');
    await download.saveAs(path);
    const data = JSON.parse(readFileSync(path, 'utf8')) as { final: unknown; tieBreaks: unknown; carried: { player: string; points: number }[] };
    expect(data.final).toEqual({ tournament: 1, counts: 'inside' });
    expect(data.tieBreaks).toEqual(['finalRounds']);
    expect(data.carried.map((c) => `${c.player} ${c.points}`)).toEqual(['KTC-5 120', 'HRC-1 120', 'HRC-3 111', 'KTC-2 109', 'KTC-11 100']);
    const command = seasonCommand(path);
    expect(command.map((r) => `${r.name} ${r.carried}+${r.results[0]!.cupPoints}=${r.total}`)).toEqual([
      'Clementi Karl 120+60=180', 'Bernd Maier 120+56=176', 'Ida Wolf 111+53=164', 'Tetmann Rosa 109+50=159', 'Hans Rauter 100+48=148',
    ]);
    await page.getByRole('link', { name: 'Saisonwertung' }).click();
    const table = page.getByRole('table', { name: 'Saisonwertung' });
    await expect(table.locator('thead th')).toHaveText(['Platz', 'Name', 'Start', 'Final', 'Gesamt', 'Nr.', 'Teiln.']);
    const cells = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Array.from(r.children).map((c) => {
      const clone = c.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('.sr-only').forEach((s) => s.remove());
      return (clone.textContent ?? '').trim();
    })));
    expect(cells).toEqual(command.map((r) => [`${r.place}.`, r.name, shown(r.carried!), shown(r.results[0]!.cupPoints), shown(r.total), r.cupNumber ?? '', String(r.participations)]));
    await expect(page.getByText(/^Start: ÖF-Startpunkte aus dem Cup/)).toBeVisible();
    // Like the projector: the Gesamtwertung's columns explained, not the cup's brackets of dropped results.
    await expect(page.getByText('Eckige Klammern', { exact: false })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SCREENS, 'oef-gesamtwertung-390.png'), fullPage: true });
  });

  await test.step('A4 print and the projector at 1920×1080', async () => {
    await page.setViewportSize({ width: 1123, height: 794 });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByText(/^Start: ÖF-Startpunkte aus dem Cup/)).toBeVisible();
    await expect(page.getByText('Eckige Klammern', { exact: false })).toHaveCount(0);
    // The key under the printed table names the Finale's column as its head does.
    await expect(page.getByText('Final: Österreich-Finale 2026', { exact: true })).toBeVisible();
    await page.screenshot({ path: join(SCREENS, 'oef-gesamtwertung-print.png'), fullPage: true });
    await page.pdf({ path: join(SCREENS, 'oef-gesamtwertung-a4.pdf'), format: 'A4', landscape: true });
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByRole('link', { name: 'Beamer' }).click();
    const wall = page.getByRole('table', { name: 'Saisonwertung' });
    await expect(wall).toBeVisible();
    await expect(wall.locator('thead th').filter({ hasText: /^Start$/ }).first()).toBeVisible();
    await expect(wall.locator('thead th').filter({ hasText: /^Final$/ }).first()).toBeVisible();
    await expect(wall.locator('tbody tr').first()).toContainText('Clementi Karl');
    // The wall explains its columns, not the cup's brackets of dropped results.
    await expect(page.getByText('Start: ÖF-Startpunkte aus dem Cup · Final: Finalpunkte des Tages', { exact: false })).toBeVisible();
    await expect(page.getByText('Eckige Klammern')).toHaveCount(0);
    await page.screenshot({ path: join(SCREENS, 'oef-gesamtwertung-1920.png') });
  });
});
