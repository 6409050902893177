/**
 * A side ranking on the phone (tournament-format.md §12, `eligible`): a cup season taken in from
 * its file, a "Damenwertung" made from three of its four tournaments with players found by search
 * and ticked; its Saisonwertung ranks only them and equals, cell by cell, the `season` command's
 * on the side ranking's exported file. A newer version of a chosen tournament in the cup season
 * is shown on the side ranking and taken over with one tap. At the desk of the same ordinary cup
 * season, a typo in a registered name asks "Meinten Sie …, Nr. …?".
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { TournamentFile } from '../../src/domain/tournament/model';
import { preferDownloads } from './pages/app';
import { SeasonPage, type SeasonLine } from './pages/season-page';
import { TournamentPage } from './pages/tournament-page';
import { cupPlayerName, cupSeasonFile } from './support/cup-season-file';
import { seasonCommandJson } from './support/season-command';

const SCREENS = join(process.cwd(), 'test-results', 'screens');
const CUP = 'Hausruckviertler Tarockcup 2025/26';
const file = cupSeasonFile(12, { oefPlaces: 4 }) as { tournaments: TournamentFile[] };
/** The ladies of the 12 cup players: Anna, Anna-Maria, Christine, Elisabeth (players 1, 2, 4, 6). */
const LADIES = [0, 1, 3, 5].map(cupPlayerName);

interface CommandRow {
  place: number;
  cupNumber: string | null;
  name: string;
  results: ({ cupPoints: number; counted: boolean } | null)[];
  total: number;
  participations: number;
}

const shown = (x: number): string => (Math.round(x * 100) / 100).toString().replace('.', ',').replace('-', '−');

/** The side ranking's file exported from its overview, and its standings on screen equal to the `season` command's on it. */
async function compareWithCommand(page: Page, season: SeasonPage, path: string): Promise<SeasonLine[]> {
  await (await season.download('Saisondatei')).saveAs(path);
  const rows = (seasonCommandJson(path) as { standings: CommandRow[] }).standings;
  await page.getByRole('link', { name: 'Saisonwertung' }).click();
  const lines = await season.standings();
  expect(lines).toEqual(rows.map((r) => ({
    place: `${r.place}.`, number: r.cupNumber ?? '', name: r.name,
    results: r.results.map((x) => (x === null ? '' : x.counted ? shown(x.cupPoints) : `[${shown(x.cupPoints)}]`)),
    total: shown(r.total), participations: String(r.participations), oef: '',
  })));
  await page.getByRole('link', { name: 'Zurück' }).click();
  return lines;
}

test('a Damenwertung beside the cup season: chosen tournaments and players, standings as the season command gives them, a change of the cup season taken in one tap; the near-name question at the desk', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  mkdirSync(SCREENS, { recursive: true });
  await preferDownloads(page);
  const season = new SeasonPage(page);

  await season.gotoList();
  await page.locator('input[type=file][aria-label="Saisondatei importieren"]').setInputFiles({ name: 'hrc.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await page.getByRole('link', { name: new RegExp(`^${CUP}`) }).click();
  await expect(season.heading(CUP)).toBeVisible();

  await test.step('the Damenwertung: three of the four tournaments, four players found by search and ticked', async () => {
    await page.getByRole('link', { name: 'Nebenwertung anlegen (z. B. Out-of-Vienna, Damen)' }).click();
    await season.field('Name der Nebenwertung').fill('Damenwertung');
    await season.choose('Turniere', 'Nur diese:');
    await page.getByRole('checkbox', { name: '4. Hausruck-Cup, 4. Turnier' }).uncheck();
    const search = page.getByRole('searchbox', { name: 'Spieler suchen' });
    const list = page.getByRole('list', { name: 'Spieler der Nebenwertung' });
    for (const [query, names] of [['anna', LADIES.slice(0, 2)], ['christine', [LADIES[2]!]], ['elisabeth', [LADIES[3]!]]] as const) {
      await search.fill(query);
      await expect(list.getByRole('checkbox')).toHaveCount(names.length);
      for (const name of names) await list.getByRole('checkbox', { name }).check();
    }
    // A cup number finds its player too.
    await search.fill('103');
    await expect(list.getByRole('checkbox')).toHaveCount(1);
    await expect(list.getByRole('checkbox', { name: LADIES[2]! })).toBeChecked();
    await expect(page.getByText('4 von 12 gewählt')).toBeVisible();
    await page.screenshot({ path: join(SCREENS, 'season-side-create-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Nebenwertung anlegen' }).click();
    await expect(season.heading('Damenwertung 2025/26')).toBeVisible();
    await expect(page.getByText('Auf dem Stand der Cup-Saison.', { exact: true })).toBeVisible();
    // Its tournaments come from the cup season: nothing to add, order or take out here.
    await expect(page.getByText(/^Die Turniere dieser Nebenwertung kommen aus ihrer Cup-Saison/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Turniere' }).getByRole('listitem')).toHaveCount(3);
    for (const name of ['Neues Turnier dieser Saison', 'Turnierdateien hinzufügen', 'Ergebnisse von anderswo hinzufügen', 'Aus der Saison nehmen']) {
      await expect(page.getByRole('link', { name }).or(page.getByRole('button', { name }))).toHaveCount(0);
    }
    await expect(page.getByRole('group', { name: 'Reihenfolge' })).toHaveCount(0);
    const choose = page.getByRole('link', { name: 'Turniere und Spieler wählen' });
    expect((await choose.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Meldung schließen' }).click();
    await page.screenshot({ path: join(SCREENS, 'season-side-overview-390.png'), fullPage: true });
  });

  await test.step('its Saisonwertung ranks only the chosen players, as the season command does on its file', async () => {
    const lines = await compareWithCommand(page, season, testInfo.outputPath('damen.json'));
    expect(lines.map((l) => l.name).sort()).toEqual([...LADIES].sort());
    expect(lines.every((l) => l.results.length === 3)).toBe(true);
  });

  await test.step('a newer version of a chosen tournament in the cup season: shown on the side ranking, taken in one tap', async () => {
    await page.getByRole('link', { name: CUP, exact: true }).click();
    await expect(season.heading(CUP)).toBeVisible();
    const second = structuredClone(file.tournaments[1]!);
    const table = second.rounds[0]!.tables[0]!;
    table.result = { totals: [...(table.result as { totals: number[] }).totals].reverse() };
    await page.locator('input[type=file][aria-label="Turnierdateien hinzufügen"]').setInputFiles({ name: 'turnier-2.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(second)) });
    const replace = page.getByRole('dialog', { name: 'Dieses Turnier ist schon in der Saison' });
    await replace.getByRole('button', { name: 'Ersetzen' }).click();
    await expect(replace).toBeHidden();
    await page.getByRole('link', { name: 'Damenwertung' }).click();
    const behind = page.getByRole('status').filter({ hasText: 'Die Cup-Saison hat sich geändert: neuere Fassung: Hausruck-Cup, 2. Turnier.' });
    await expect(behind).toBeVisible();
    await page.screenshot({ path: join(SCREENS, 'season-side-behind-390.png'), fullPage: true });
    await behind.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByText('Auf dem Stand der Cup-Saison.', { exact: true })).toBeVisible();
    await compareWithCommand(page, season, testInfo.outputPath('damen-2.json'));
  });

  await test.step('the cup season\'s desk: a registered name one letter off asks for the season\'s player', async () => {
    const director = new TournamentPage(page);
    await page.getByRole('link', { name: CUP, exact: true }).click();
    await page.getByRole('link', { name: 'Neues Turnier dieser Saison' }).click();
    await page.getByRole('textbox', { name: 'Name des Turniers' }).fill('Hausruck-Cup, 5. Turnier');
    await page.getByLabel('Datum').fill('2026-01-16');
    await page.getByRole('textbox', { name: 'Runden' }).fill('1');
    await page.getByRole('button', { name: 'Turnier anlegen' }).click();
    await expect(director.heading('Hausruck-Cup, 5. Turnier')).toBeVisible();
    await director.addOne('Cristine Oberhuber-Leitner');
    await director.submitOne();
    const question = page.getByRole('alertdialog', { name: `Meinten Sie ${LADIES[2]}, Nr. 103?` });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: `Ja, ${LADIES[2]}, Nr. 103 eintragen` }).click();
    await expect(director.playersList().filter({ hasText: LADIES[2]! })).toContainText('Nr. 103');
  });
});
