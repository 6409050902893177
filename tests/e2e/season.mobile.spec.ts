/**
 * A cup season on a phone: a Heine season set up through the UI (an impossible "best 0"
 * refused first, the Hausruck ÖF table chosen), two tournament files of other directors
 * added whole (the same file again recognised), a third tournament run on the device as a
 * tournament of the season (its setup takes the season's cup points; registration suggests
 * the cup numbers the season knows; 8 players, one round drawn at random, totals typed) and
 * added, a doubtful match ("Anna Hueber", a typo of Anna Huber No. 30) resolved as one
 * person — and the Saisonwertung on screen checked cell by cell against the `season`
 * command's output on the exported season file. The CSV for German Excel is checked too.
 * Screenshots of the standings at 390 px and 1920×1080.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { preferDownloads } from './pages/app';
import { SeasonPage, type SeasonLine } from './pages/season-page';
import { readStoredTournaments, TournamentPage } from './pages/tournament-page';
import { seriousAxeFindings } from './support/axe';
import { seasonCommandJson } from './support/season-command';

const SCREENS = join(process.cwd(), 'test-results', 'screens');
const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'season-app');
const FILE_1 = join(FIXTURES, 'hausruck-1.tournament.json');
const FILE_2 = join(FIXTURES, 'hausruck-2.tournament.json');
const PASTED = ['Anna Huber', 'Bernd Maier', 'Clara Berger', 'Franz Bauer', 'Ida Wolf', 'Karin Lang', 'Leo Steiner'];
/** Each table's typed totals by seat. */
const TABLE_TOTALS = [[112, 10, -40, -82], [64, 20, -30, -54]];

interface CommandRow {
  place: number;
  cupNumber: string | null;
  name: string;
  results: ({ place: number; cupPoints: number; counted: boolean } | null)[];
  total: number;
  participations: number;
  oefStartPoints?: number | null;
}

/** The `season` command's JSON for a season file (tournament-format.md §10). */
function seasonCommand(path: string): { standings: CommandRow[]; tournaments: { name: string; final: boolean }[] } {
  return seasonCommandJson(path) as { standings: CommandRow[]; tournaments: { name: string; final: boolean }[] };
}

/** A number as the app shows it (German: decimal comma, at most 2 decimals). */
function shown(x: number): string {
  return (Math.round(x * 100) / 100).toString().replace('.', ',');
}

function expectedLines(rows: CommandRow[]): SeasonLine[] {
  return rows.map((r) => ({
    place: `${r.place}.`,
    number: r.cupNumber ?? '',
    name: r.name,
    results: r.results.map((x) => (x === null ? '' : x.counted ? shown(x.cupPoints) : `[${shown(x.cupPoints)}]`)),
    total: shown(r.total),
    participations: String(r.participations),
    oef: r.oefStartPoints === undefined || r.oefStartPoints === null ? '' : shown(r.oefStartPoints),
  }));
}

/** Serious or critical axe findings (WCAG 2 A and AA) on the screen as it is. */
async function axeFindings(page: Page): Promise<string[]> {
  return seriousAxeFindings(page);
}

async function runDeviceTournament(page: Page, director: TournamentPage): Promise<void> {
  // Set up from the season's screen: the new tournament belongs to the season at once.
  await page.getByRole('link', { name: 'Neues Turnier dieser Saison' }).click();
  await expect(director.heading('Neues Turnier')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name des Turniers' }).fill('Hausruck-Cup, 3. Turnier');
  await page.getByLabel('Datum').fill('2025-11-14');
  await expect(page.getByLabel('Gehört zur Cup-Saison').locator('option:checked')).toHaveText('Hausruckviertler Tarockcup 2025/26');
  // The season's cup points are taken.
  await expect(page.getByRole('radio', { name: 'Heine (nach Punkten)' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Runden' }).fill('1');
  await page.getByRole('button', { name: 'Turnier anlegen' }).click();
  await expect(director.heading('Hausruck-Cup, 3. Turnier')).toBeVisible();

  // Registration: a pasted list, then one more typed — the season's number for her name is shown and entered.
  await director.pasteNames(PASTED);
  await expect(director.playersList()).toHaveCount(7);
  await director.addOne('Eva Wimmer');
  await expect(page.getByRole('status').filter({ hasText: 'Laut Saison: Nr. 21' })).toBeVisible();
  await director.submitOne();
  await expect(director.playersList().filter({ hasText: 'Eva Wimmer' })).toContainText('Nr. 21');
  // A pasted name the season knows: one tap takes its number.
  await page.getByRole('button', { name: 'Nr. 30 für Anna Huber eintragen' }).click();
  await expect(director.playersList().filter({ hasText: 'Anna Huber' })).toContainText('Nr. 30');
  // The pencil's dialog: the name and the cup number, with the season's suggestion.
  await page.getByRole('button', { name: 'Namen von Bernd Maier ändern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Namen ändern' });
  await dialog.getByRole('button', { name: 'Laut Saison: Nr. 12' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Cupnummer' })).toHaveValue('12');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(director.playersList().filter({ hasText: 'Bernd Maier' })).toContainText('Nr. 12');
  // The list may show a change a moment before its transaction has committed: wait for the stored record.
  const numbered = async () => {
    const stored = (await readStoredTournaments(page))[0]!;
    return stored.players.filter((p) => (p as { cupNumber?: string }).cupNumber).map((p) => [p.name, (p as { cupNumber?: string }).cupNumber]);
  };
  await expect.poll(numbered).toHaveLength(3);
  const registered = (await readStoredTournaments(page))[0]!;
  expect(registered.cupPoints).toBe('heine');
  expect(registered.players.filter((p) => (p as { cupNumber?: string }).cupNumber).map((p) => [p.name, (p as { cupNumber?: string }).cupNumber])).toEqual([
    ['Anna Huber', '30'], ['Bernd Maier', '12'], ['Eva Wimmer', '21'],
  ]);

  await director.openDraw(1);
  await director.draw('random');
  await director.publish(1);
  const file = (await readStoredTournaments(page))[0]!;
  const names = new Map(file.players.map((p) => [p.id, p.name]));
  for (const [i, t] of file.rounds[0]!.tables.entries()) {
    await director.openTable(t.table);
    await director.typeTotals(t.players.map((pid) => names.get(pid)!), TABLE_TOTALS[i]!);
    await expect(director.sumStatus()).toHaveText('Summe 0 ✓');
    await director.saveResult();
    await expect(page.getByText(`Tisch ${t.table}: Ergebnis gespeichert`)).toBeVisible();
    await director.backToRound(1);
  }
}

test('a cup season of three tournaments: two from files, one from the device, a typo resolved, standings as the season command gives them', async ({ page, browser }, testInfo) => {
  // Three tournaments, a second browser and several axe scans: on a busy shared machine that takes minutes.
  test.setTimeout(240_000);
  mkdirSync(SCREENS, { recursive: true });
  await preferDownloads(page);
  const director = new TournamentPage(page);
  const season = new SeasonPage(page);

  await test.step('set up the season; "best 0" is refused with what to do', async () => {
    await season.gotoList();
    await expect(page.getByText('Noch keine Saison')).toBeVisible();
    await page.getByRole('link', { name: 'Neue Saison' }).click();
    await expect(season.heading('Neue Cup-Saison')).toBeVisible();
    await season.field('Name des Cups').fill('Hausruckviertler Tarockcup');
    await season.field('Saison').fill('2025/26');
    await season.choose('Cuppunkte', 'Heine (nach Punkten)');
    await season.choose('Wie viele Ergebnisse zählen', 'die besten …');
    await season.field('Anzahl der besten Ergebnisse').fill('0');
    await page.getByLabel('Österreich-Finale (ÖF)').selectOption({ label: 'Tabelle Hausruck, Raiffeisen, Wien (60 Plätze)' });
    await expect(season.field('Qualifizierte Plätze')).toHaveValue('60');
    await season.field('Qualifizierte Plätze').fill('4');
    await season.create();
    await expect(page.getByRole('alert')).toContainText('Mindestens 1 und höchstens 100 Ergebnisse können zählen');
    expect(await axeFindings(page)).toEqual([]);
    await season.field('Anzahl der besten Ergebnisse').fill('2');
    await season.create();
    await expect(season.heading('Hausruckviertler Tarockcup 2025/26')).toBeVisible();
    await expect(page.getByText('beste 2 · Heine')).toBeVisible();
    // An empty season leads on: a new tournament; nothing to rank, project or doubt yet.
    await expect(page.getByRole('link', { name: 'Neues Turnier dieser Saison' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Saisonwertung|Beamer|Zuordnungen/ })).toHaveCount(0);
    await page.screenshot({ path: join(SCREENS, 'season-empty-390.png'), fullPage: true });
  });

  await test.step('add two directors\' tournament files whole; the same file again is recognised', async () => {
    await season.addFiles([FILE_1, FILE_2]);
    await expect(season.seasonTournaments()).toHaveCount(2);
    await expect(season.seasonTournaments().nth(0)).toContainText('1. Hausruck-Cup, 1. Turnier');
    await expect(season.seasonTournaments().nth(1)).toContainText('2. Hausruck-Cup, 2. Turnier');
    await season.addFiles([FILE_1]);
    await expect(page.getByText('„Hausruck-Cup, 1. Turnier“ ist schon genau so in der Saison.')).toBeVisible();
    await expect(season.seasonTournaments()).toHaveCount(2);
  });

  await test.step('a tournament of the season on this device: cup numbers from the season, 8 players, one round with typed totals', async () => {
    await runDeviceTournament(page, director);
  });

  await test.step('back to the season from the tournament; take the tournament of this device into the standings', async () => {
    await page.getByRole('link', { name: 'Zurück' }).click();
    await expect(director.heading('Hausruck-Cup, 3. Turnier')).toBeVisible();
    await page.getByRole('link', { name: 'Zur Saison Hausruckviertler Tarockcup 2025/26' }).click();
    await expect(season.heading('Hausruckviertler Tarockcup 2025/26')).toBeVisible();
    const pending = page.getByRole('list', { name: 'Auf diesem Gerät, noch nicht in der Wertung' });
    await expect(pending.getByRole('listitem')).toHaveCount(1);
    await pending.getByRole('button', { name: '„Hausruck-Cup, 3. Turnier“ in die Wertung übernehmen' }).click();
    await expect(season.seasonTournaments()).toHaveCount(3);
    await expect(season.seasonTournaments().nth(2)).toContainText('3. Hausruck-Cup, 3. Turnier');
    await expect(pending).toHaveCount(0);
    // Every name opens: this device's tournament its screen, another director's file the season's page of it.
    await expect(season.seasonTournaments().nth(2).getByRole('link', { name: 'Hausruck-Cup, 3. Turnier' })).toHaveAttribute('href', /^#\/t\//);
    await expect(season.seasonTournaments().nth(0).getByRole('link', { name: 'Hausruck-Cup, 1. Turnier' })).toHaveAttribute('href', /^#\/saison\/[^/]+\/turnier\//);
    // The order can be changed in plain sight; taking a tournament out is a quiet text button, not a filled one.
    const third = season.seasonTournaments().nth(2);
    await expect(third.getByRole('button', { name: 'Hausruck-Cup, 3. Turnier früher' })).toBeVisible();
    await expect(third.getByRole('button', { name: 'Hausruck-Cup, 3. Turnier später' })).toBeDisabled();
    const remove = third.getByRole('button', { name: 'Aus der Saison nehmen' });
    await expect(remove).toBeVisible();
    expect(await remove.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await page.screenshot({ path: join(SCREENS, 'season-overview-390.png'), fullPage: true });
    await season.seasonTournaments().nth(2).getByRole('link', { name: 'Hausruck-Cup, 3. Turnier' }).click();
    await expect(director.heading('Hausruck-Cup, 3. Turnier')).toBeVisible();
    await page.getByRole('link', { name: 'Zur Saison Hausruckviertler Tarockcup 2025/26' }).click();
    await expect(season.heading('Hausruckviertler Tarockcup 2025/26')).toBeVisible();
  });

  await test.step('resolve the doubtful match: "Anna Hueber" is Anna Huber (No. 30)', async () => {
    await page.getByRole('link', { name: 'Zweifelhafte Zuordnungen: 1 Namen prüfen' }).click();
    await expect(season.heading('Zweifelhafte Zuordnungen')).toBeVisible();
    const doubt = page.getByRole('listitem', { name: 'Anna Huber / Anna Hueber' });
    await expect(doubt).toContainText('ein Buchstabe anders');
    expect(await axeFindings(page)).toEqual([]);
    await expect(doubt).toContainText('Anna Huber · Nr. 30 · in T1, T3');
    await expect(doubt).toContainText('Anna Hueber · ohne Nummer · in T2');
    await doubt.getByRole('button', { name: 'Dieselbe Person, heißt „Anna Huber“' }).click();
    await expect(page.getByText('Zusammengeführt – gilt auch für jede neuere Fassung der Turniere.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Keine zweifelhaften Zuordnungen.' })).toBeVisible();
    await page.getByRole('link', { name: 'Zurück' }).click();
    await expect(page.getByRole('link', { name: 'Keine zweifelhaften Zuordnungen.' })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });

  let seasonPath = '';
  await test.step('export the season file: the merge, with the spelling chosen, is recorded in it', async () => {
    const file = await season.download('Saisondatei', 'ohne');
    expect(file.suggestedFilename()).toBe('koenigsblock-saison-2025-26-hausruckviertler-tarockcup.json');
    seasonPath = testInfo.outputPath('season.json');
    await file.saveAs(seasonPath);
    const data = JSON.parse(readFileSync(seasonPath, 'utf8')) as { tournaments: { players: { name: string; cupNumber?: string }[] }[] };
    expect(data.tournaments[1]!.players[0]).toEqual({ id: 'p1', name: 'Anna Huber', cupNumber: '30' });
  });

  await test.step('the standings on screen are the season command\'s, cell by cell', async () => {
    const command = seasonCommand(seasonPath);
    await page.getByRole('link', { name: 'Saisonwertung' }).click();
    await expect(season.heading('Saisonwertung')).toBeVisible();
    const lines = await season.standings();
    expect(lines).toEqual(expectedLines(command.standings));
    // Anna Huber: 126 (T1), 96 (T2, as "Anna Hueber"), and T3 — one cup player with three results.
    const anna = lines.find((l) => l.number === '30')!;
    expect(anna.name).toBe('Anna Huber');
    expect(anna.participations).toBe('3');
    expect(lines.filter((l) => /Anna Hu/.test(l.name))).toHaveLength(1);
    // ÖF: the first 4 places of the Hausruck table.
    expect(lines.filter((l) => l.oef !== '').map((l) => l.oef).slice(0, 1)).toEqual(['120']);
  });

  await test.step('another director\'s file opens from the season screen: its ranking is the season command\'s, and back', async () => {
    const command = seasonCommand(seasonPath);
    await page.getByRole('link', { name: 'Zurück' }).click();
    await expect(season.heading('Hausruckviertler Tarockcup 2025/26')).toBeVisible();
    await season.seasonTournaments().nth(1).getByRole('link', { name: 'Hausruck-Cup, 2. Turnier' }).click();
    await expect(season.heading('Hausruck-Cup, 2. Turnier')).toBeVisible();
    await expect(page.getByTestId('season-tournament-origin')).toHaveText('Turnierdatei eines anderen Turnierleiters');
    const expected = command.standings
      .filter((r) => r.results[1] !== null)
      .map((r) => [`${r.results[1]!.place}.`, r.name, r.results[1]!.counted ? shown(r.results[1]!.cupPoints) : `[${shown(r.results[1]!.cupPoints)}]`]);
    const byRow = (a: string[], b: string[]) => a.join('|').localeCompare(b.join('|'));
    expect((await season.tournamentRanking()).sort(byRow)).toEqual(expected.sort(byRow));
    // The file wrote "Anna Hueber" without a number; "Dieselbe Person" made her Anna Huber, No. 30, here too.
    await expect(page.getByRole('row', { name: /Anna Huber/ })).toContainText('Nr. 30');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('link', { name: 'Zurück zur Saison' }).click();
    await expect(season.heading('Hausruckviertler Tarockcup 2025/26')).toBeVisible();
    await page.getByRole('link', { name: 'Saisonwertung' }).click();
    await expect(season.heading('Saisonwertung')).toBeVisible();
  });

  await test.step('find a player on the phone', async () => {
    await page.getByLabel('Spieler suchen').fill('bernd');
    await expect(page.getByRole('table', { name: 'Saisonwertung' }).locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Saisonwertung' })).toContainText('Bernd Maier');
    await page.getByLabel('Spieler suchen').fill('');
    await page.getByLabel('Spieler suchen').blur();
    // The tournaments scroll sideways inside the table; the page itself never does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const region = page.getByRole('region', { name: 'Saisonwertung' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });

  await test.step('screenshot: the season standings at 390 px (and no axe findings)', async () => {
    expect(await axeFindings(page)).toEqual([]);
    await expect(page.getByText(/Zusammengeführt/)).toHaveCount(0);
    await page.screenshot({ path: join(SCREENS, 'season-standings-390.png'), fullPage: true });
  });

  await test.step('print: only the list, every column, without the app\'s bars', async () => {
    await page.setViewportSize({ width: 1123, height: 794 });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
    await expect(page.getByRole('columnheader', { name: 'ÖF' })).toBeInViewport();
    await page.screenshot({ path: join(SCREENS, 'season-standings-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 390, height: 844 });
  });

  await test.step('the CSV for German Excel has the command\'s numbers', async () => {
    await page.getByRole('link', { name: 'Zurück' }).click();
    const csv = await season.download('Saisonwertung als CSV (Excel)');
    const path = testInfo.outputPath('season.csv');
    await csv.saveAs(path);
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('"Platz";"Nr";"Name";"T1";"T2";"T3";"Gesamt";"Teilnahmen";"ÖF-Startpunkte"');
    const command = seasonCommand(seasonPath);
    for (const [i, r] of command.standings.entries()) {
      const cells = lines[i + 1]!.split(';');
      expect(cells[2]).toBe(`"${r.name}"`);
      expect(cells[3 + r.results.length]).toBe(shown(r.total));
    }
  });

  await test.step('another device imports the season file whole and shows the same standings', async () => {
    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-AT', baseURL: testInfo.project.use.baseURL });
    const other = await fresh.newPage();
    const there = new SeasonPage(other);
    await there.gotoList();
    await other.locator('input[type=file][aria-label="Saisondatei importieren"]').setInputFiles(seasonPath);
    await expect(other.getByText('Saison „Hausruckviertler Tarockcup 2025/26“ importiert.')).toBeVisible();
    await other.getByRole('link', { name: /^Hausruckviertler Tarockcup 2025\/26/ }).click();
    await other.getByRole('link', { name: 'Saisonwertung' }).click();
    expect(await there.standings()).toEqual(expectedLines(seasonCommand(seasonPath).standings));
    // The same file again is recognised.
    await there.gotoList();
    await other.locator('input[type=file][aria-label="Saisondatei importieren"]').setInputFiles(seasonPath);
    await expect(other.getByText('Die Saison „Hausruckviertler Tarockcup 2025/26“ ist schon genau so gespeichert.')).toBeVisible();
    await fresh.close();
  });

  await test.step('screenshot: the season standings on a projector at 1920×1080', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByRole('link', { name: 'Beamer' }).click();
    await expect(page.getByRole('table', { name: 'Saisonwertung' })).toBeVisible();
    await expect(page.getByText(/Saisonwertung als CSV|ist schon genau so/)).toHaveCount(0);
    await page.screenshot({ path: join(SCREENS, 'season-projector-1920.png') });
  });
});
