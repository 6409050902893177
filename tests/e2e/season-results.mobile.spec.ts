/**
 * A cup switches in the middle of its season, on a phone: the season starts with three
 * tournaments played in ABAKUS (its CSV exports in Windows-1252, `tests/fixtures/results/`),
 * previewed and taken in — the typo "Ana Huber" settled as Anna Huber (No. 30) before anything is
 * stored, the same list again recognised — and continues with two tournaments run on the device.
 * The Saisonwertung on screen equals, cell by cell, the `season` command's output on the exported
 * season file. Then a corrected version of the third list replaces it after its diff, keeping the
 * settled match, and the standings still equal the command's; that list opens from the season
 * screen, its page shows its ranking as the command counts it, and leads back. A list typed from
 * paper in the quick form is checked on its own. Screenshots of the import preview, the quick form
 * and the season's page of a results list (light and dark) at 390 px.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { preferDownloads } from './pages/app';
import { SeasonPage, type SeasonLine } from './pages/season-page';
import { SeasonResultsPage } from './pages/season-results-page';
import { readStoredTournaments, TournamentPage } from './pages/tournament-page';
import { seriousAxeFindings } from './support/axe';
import { seasonCommandJson } from './support/season-command';

const SCREENS = join(process.cwd(), 'test-results', 'screens');
const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'results');
const LISTS = [
  { file: 'season-hrc-1.csv', name: 'Hausruck-Cup, 1. Turnier', date: '2025-10-03' },
  { file: 'season-hrc-2.csv', name: 'Hausruck-Cup, 2. Turnier', date: '2025-10-17' },
  { file: 'season-hrc-3.csv', name: 'Hausruck-Cup, 3. Turnier', date: '2025-10-31' },
];
const PLAYERS = ['Anna Huber', 'Bernd Maier', 'Clara Berger', 'Franz Bauer', 'Ida Wolf', 'Karin Lang', 'Leo Steiner', 'Eva Wimmer'];
/** Each device tournament's typed totals by seat, table by table. */
const TOTALS = [[[88, 12, -40, -60], [50, 20, -30, -40]], [[64, 16, -32, -48], [72, -8, -24, -40]]];

interface CommandRow {
  place: number;
  cupNumber: string | null;
  name: string;
  results: ({ place: number; cupPoints: number; counted: boolean } | null)[];
  total: number;
  participations: number;
}

/** Serious or critical axe findings (WCAG 2 A and AA) on the screen as it is. */
async function axeFindings(page: Page): Promise<string[]> {
  return seriousAxeFindings(page);
}

function seasonCommand(path: string): { standings: CommandRow[] } {
  return seasonCommandJson(path) as { standings: CommandRow[] };
}

const shown = (x: number): string => (Math.round(x * 100) / 100).toString().replace('.', ',').replace('-', '−');

function expectedLines(rows: CommandRow[]): SeasonLine[] {
  return rows.map((r) => ({
    place: `${r.place}.`, number: r.cupNumber ?? '', name: r.name,
    results: r.results.map((x) => (x === null ? '' : x.counted ? shown(x.cupPoints) : `[${shown(x.cupPoints)}]`)),
    total: shown(r.total), participations: String(r.participations), oef: '',
  }));
}

async function runDeviceTournament(page: Page, director: TournamentPage, name: string, date: string, totals: number[][]): Promise<void> {
  await page.getByRole('link', { name: 'Neues Turnier dieser Saison' }).click();
  await expect(director.heading('Neues Turnier')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name des Turniers' }).fill(name);
  await page.getByLabel('Datum').fill(date);
  await page.getByRole('textbox', { name: 'Runden' }).fill('1');
  await page.getByRole('button', { name: 'Turnier anlegen' }).click();
  await expect(director.heading(name)).toBeVisible();
  await director.pasteNames(PLAYERS);
  await expect(director.playersList()).toHaveCount(8);
  await director.openDraw(1);
  await director.draw('random');
  await director.publish(1);
  const file = (await readStoredTournaments(page)).find((t) => t.name === name)!;
  const names = new Map(file.players.map((p) => [p.id, p.name]));
  for (const [i, t] of file.rounds[0]!.tables.entries()) {
    await director.openTable(t.table);
    await director.typeTotals(t.players.map((pid) => names.get(pid)!), totals[i]!);
    await expect(director.sumStatus()).toHaveText('Summe 0 ✓');
    await director.saveResult();
    await expect(page.getByText(`Tisch ${t.table}: Ergebnis gespeichert`)).toBeVisible();
    await director.backToRound(1);
  }
  await page.getByRole('link', { name: 'Zurück' }).click();
  await expect(director.heading(name)).toBeVisible();
  await page.getByRole('link', { name: 'Zur Saison Hausruckviertler Tarockcup 2025/26' }).click();
  const pending = page.getByRole('list', { name: 'Auf diesem Gerät, noch nicht in der Wertung' });
  await pending.getByRole('button', { name: `„${name}“ in die Wertung übernehmen` }).click();
  await expect(pending).toHaveCount(0);
}

async function exportAndCompare(page: Page, season: SeasonPage, path: string): Promise<SeasonLine[]> {
  const file = await season.download('Saisondatei', 'ohne');
  await file.saveAs(path);
  const command = seasonCommand(path);
  await page.getByRole('link', { name: 'Saisonwertung' }).click();
  await expect(season.heading('Saisonwertung')).toBeVisible();
  const lines = await season.standings();
  expect(lines).toEqual(expectedLines(command.standings));
  return lines;
}

test('a season that starts with three ABAKUS lists and continues on the device; a corrected list keeps its settled match; standings as the season command gives them', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  mkdirSync(SCREENS, { recursive: true });
  await preferDownloads(page);
  const season = new SeasonPage(page);
  const results = new SeasonResultsPage(page);
  const director = new TournamentPage(page);

  await test.step('set up a Heine season, best 3', async () => {
    await season.gotoList();
    await page.getByRole('link', { name: 'Neue Saison' }).click();
    await season.field('Name des Cups').fill('Hausruckviertler Tarockcup');
    await season.field('Saison').fill('2025/26');
    await season.choose('Cuppunkte', 'Heine (nach Punkten)');
    await season.choose('Wie viele Ergebnisse zählen', 'die besten …');
    await season.field('Anzahl der besten Ergebnisse').fill('3');
    await season.create();
    await expect(season.heading('Hausruckviertler Tarockcup 2025/26')).toBeVisible();
  });

  await test.step('three ABAKUS exports previewed and taken in; the typo settled before the third is stored', async () => {
    for (const [k, list] of LISTS.entries()) {
      await results.open();
      await results.pickFile(join(FIXTURES, list.file));
      await expect(page.getByText(`„${list.file}“ gelesen (Windows-1252).`)).toBeVisible();
      await expect(page.getByText(/Erkannte Spalten: Nr\. → Cupnummer, Name → Name, R1 → Runde 1, R2 → Runde 2, R3 → Runde 3/)).toBeVisible();
      await results.field('Name des Turniers').fill(list.name);
      await results.field('Datum').fill(list.date);
      await expect(results.preview().locator('tbody tr')).toHaveCount(8);
      if (k === 0) {
        const rows = await results.previewRows();
        // Anna Huber: 45 − 12 + 30 = 63 → Heine 63; Jörg Müller (Windows-1252 "ö", "ü") last with −70 → 0.
        expect(rows[0]).toEqual(['1.', 'Anna HuberNr. 30 · neu in der Saison', '63', '63']);
        expect(rows[7]).toEqual(['8.', 'Jörg MüllerNr. 50 · neu in der Saison', '−70', '0']);
      }
      if (k === 2) {
        await expect(results.storeButton()).toBeDisabled();
        const doubt = results.doubt('Anna Huber / Ana Huber');
        await expect(doubt).toContainText('ein Buchstabe anders');
        await expect(doubt).toContainText('Anna Huber · Nr. 30 · in der Saison: T1, T2');
        await expect(doubt).toContainText('Ana Huber · ohne Nummer · in dieser Liste');
        await page.screenshot({ path: join(SCREENS, 'season-results-preview-390.png'), fullPage: true });
        expect(await axeFindings(page)).toEqual([]);
        await doubt.getByRole('button', { name: 'Dieselbe Person, heißt „Anna Huber“' }).click();
        await expect(results.preview().locator('tbody tr').first()).toContainText('Anna HuberNr. 30 · aus der Saison');
      }
      await results.storeButton().click();
      await expect(season.heading('Hausruckviertler Tarockcup 2025/26')).toBeVisible();
      await expect(season.seasonTournaments()).toHaveCount(k + 1);
      await expect(season.seasonTournaments().nth(k)).toContainText(`${k + 1}. ${list.name}`);
    }
    // The same export again: recognised, no second tournament.
    await results.open();
    await results.pickFile(join(FIXTURES, 'season-hrc-2.csv'));
    await expect(page.getByText('Diese Ergebnisse sind schon in der Saison: Turnier 2, „Hausruck-Cup, 2. Turnier“. Es wird kein zweites Turnier angelegt.')).toBeVisible();
    await expect(results.storeButton()).toHaveCount(0);
    await page.getByRole('link', { name: 'Zurück' }).click();
    await expect(season.seasonTournaments()).toHaveCount(3);
  });

  await test.step('two tournaments run on the device, taken into the standings', async () => {
    await runDeviceTournament(page, director, 'Hausruck-Cup, 4. Turnier', '2025-11-14', TOTALS[0]!);
    await runDeviceTournament(page, director, 'Hausruck-Cup, 5. Turnier', '2025-11-28', TOTALS[1]!);
    await expect(season.seasonTournaments()).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Keine zweifelhaften Zuordnungen.' })).toBeVisible();
  });

  await test.step('the standings on screen are the season command\'s on the exported file, cell by cell', async () => {
    const lines = await exportAndCompare(page, season, testInfo.outputPath('season.json'));
    const anna = lines.filter((l) => /Anna Hu|Ana Hu/.test(l.name));
    expect(anna).toHaveLength(1);
    expect(anna[0]).toMatchObject({ number: '30', name: 'Anna Huber', participations: '5' });
    const data = JSON.parse(readFileSync(testInfo.outputPath('season.json'), 'utf8')) as { tournaments: { format: string; results?: { name: string; cupNumber?: string }[] }[] };
    expect(data.tournaments.map((t) => t.format)).toEqual(['tarock-results', 'tarock-results', 'tarock-results', 'tarock-tournament', 'tarock-tournament']);
    expect(data.tournaments[2]!.results![0]).toMatchObject({ name: 'Anna Huber', cupNumber: '30' });
    await page.getByRole('link', { name: 'Zurück' }).click();
  });

  await test.step('a corrected version of the third list: the diff first, then it replaces its predecessor and keeps the settled match', async () => {
    await results.open();
    await results.pickFile(join(FIXTURES, 'season-hrc-3-corrected.csv'));
    await results.field('Name des Turniers').fill('Hausruck-Cup, 3. Turnier');
    await expect(page.getByLabel('Diese Liste ist')).toHaveValue(/.+/);
    await expect(page.getByLabel('Diese Liste ist').locator('option:checked')).toHaveText('eine neue Fassung von „Hausruck-Cup, 3. Turnier“');
    // The settled match applies to the new version: nothing to settle again.
    await expect(results.doubt('Anna Huber / Ana Huber')).toHaveCount(0);
    await expect(results.preview().locator('tbody tr').first()).toContainText('Anna HuberNr. 30 · aus der Saison');
    await results.storeButton().click();
    const dialog = page.getByRole('dialog', { name: 'Neue Fassung von „Hausruck-Cup, 3. Turnier“' });
    await expect(dialog).toContainText('Eva Wimmer: anderes Ergebnis');
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Ersetzen' }).click();
    await expect(season.heading('Hausruckviertler Tarockcup 2025/26')).toBeVisible();
    await expect(season.seasonTournaments()).toHaveCount(5);
    const lines = await exportAndCompare(page, season, testInfo.outputPath('season-corrected.json'));
    expect(lines.filter((l) => /Anna Hu|Ana Hu/.test(l.name))).toHaveLength(1);
    const eva = lines.find((l) => l.number === '21')!;
    // Eva Wimmer's third tournament: 30 + 25 + 5 = 60 (was 50).
    expect(eva.results[2]).toMatch(/^\[?60\]?$/);
  });

  await test.step('the corrected list opens from the season screen: its figures are the season command\'s, and the way back', async () => {
    const command = seasonCommand(testInfo.outputPath('season-corrected.json'));
    await page.getByRole('link', { name: 'Zurück' }).click();
    await expect(season.heading('Hausruckviertler Tarockcup 2025/26')).toBeVisible();
    await season.seasonTournaments().nth(2).getByRole('link', { name: 'Hausruck-Cup, 3. Turnier' }).click();
    await expect(season.heading('Hausruck-Cup, 3. Turnier')).toBeVisible();
    await expect(page.getByText('Turnier 3 von 5', { exact: true })).toBeVisible();
    await expect(page.getByTestId('season-tournament-origin')).toHaveText(/^Ergebnisliste: /);
    const expected = command.standings
      .filter((r) => r.results[2] !== null)
      .map((r) => [`${r.results[2]!.place}.`, r.name, r.results[2]!.counted ? shown(r.results[2]!.cupPoints) : `[${shown(r.results[2]!.cupPoints)}]`]);
    const byRow = (a: string[], b: string[]) => a.join('|').localeCompare(b.join('|'));
    expect((await season.tournamentRanking()).sort(byRow)).toEqual(expected.sort(byRow));
    // Anna's typo of this list is shown by the season's name and number.
    await expect(page.getByRole('row', { name: /Anna Huber/ })).toContainText('Nr. 30');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SCREENS, 'season-tournament-390-light.png'), fullPage: true });
    expect(await axeFindings(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.screenshot({ path: join(SCREENS, 'season-tournament-390-dark.png'), fullPage: true });
    expect(await axeFindings(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.getByRole('link', { name: 'Korrigierte Liste einlesen' })).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zur Saison' }).click();
    await expect(season.heading('Hausruckviertler Tarockcup 2025/26')).toBeVisible();
    await expect(season.seasonTournaments()).toHaveCount(5);
  });
});

test('a tournament typed from paper in the quick list form: places, names from the season, only Cuppunkte', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SCREENS, { recursive: true });
  const season = new SeasonPage(page);
  const results = new SeasonResultsPage(page);
  await season.gotoList();
  await page.getByRole('link', { name: 'Neue Saison' }).click();
  await season.field('Name des Cups').fill('Sauwald-Cup');
  await season.field('Saison').fill('2025/26');
  await season.choose('Cuppunkte', 'Heine (nach Punkten)');
  await season.create();
  await expect(season.heading('Sauwald-Cup 2025/26')).toBeVisible();
  await results.open();
  await results.pickFile(join(FIXTURES, 'season-hrc-1.csv'));
  await results.field('Name des Turniers').fill('Sauwald 1');
  await results.storeButton().click();
  await expect(season.seasonTournaments()).toHaveCount(1);

  await results.open();
  await season.choose('Woher kommen die Ergebnisse?', 'Von Hand');
  await results.field('Name des Turniers').fill('Sauwald 2 (Papier)');
  await season.choose('Was steht auf der Liste?', 'nur Cuppunkte');
  await page.getByRole('textbox', { name: 'Zeile 1: Platz' }).click();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Jörg M');
  await page.keyboard.press('Enter');
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Zeile 2: Platz' })).toBeFocused();
  await page.getByRole('combobox', { name: 'Zeile 1: Name' }).fill('Jörg Müller');
  for (const [i, [place, name, cp]] of [['2', 'Clara Berger', '80'], ['3', 'Neu Dazu', '60'], ['3', 'Eva Wimmer', '60']].entries()) {
    await page.getByRole('textbox', { name: `Zeile ${i + 2}: Platz` }).fill(place!);
    await page.getByRole('combobox', { name: `Zeile ${i + 2}: Name` }).fill(name!);
    await page.getByRole('textbox', { name: `Zeile ${i + 2}: Cuppunkte` }).fill(cp!);
    if (i < 2) await page.getByRole('textbox', { name: `Zeile ${i + 2}: Cuppunkte` }).press('Enter');
  }
  // No page scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(results.preview().locator('tbody tr')).toHaveCount(4);
  expect(await results.previewRows()).toEqual([
    ['1.', 'Jörg MüllerNr. 50 · aus der Saison', '100'],
    ['2.', 'Clara BergerNr. 7 · aus der Saison', '80'],
    ['3.', 'Neu Dazuneu in der Saison', '60'],
    ['3.', 'Eva WimmerNr. 21 · aus der Saison', '60'],
  ]);
  await page.getByRole('textbox', { name: 'Zeile 1: Platz' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENS, 'season-results-quick-390.png'), fullPage: true });
  expect(await axeFindings(page)).toEqual([]);
  await results.storeButton().click();
  await expect(season.seasonTournaments()).toHaveCount(2);
  await expect(season.seasonTournaments().nth(1)).toContainText('2. Sauwald 2 (Papier)');
});
