/**
 * Every door by which a season or a tournament enters a season, on the 390 px phone, each with
 * a conflicting tournament and with an older file: the season file (season list), a tournament
 * file added to a season, a tournament of this device added to a season, and the backup's
 * restore. Each shows what differs — tournaments added, removed or changed, and for a changed
 * one which tables' results — offers "Nur Fehlendes übernehmen", and after it nothing of this
 * device is gone.
 */
import { expect, test, type Page } from '@playwright/test';
import type { TournamentFile } from '../../src/domain/tournament/model';
import { makeBackupBundle, serializeJson } from '../../src/transfer/export-json';
import type { SeasonFile } from '../../src/domain/season/model';
import { cupSeasonFile } from './support/cup-season-file';
import { seedTournament } from './support/seed-tournament';
import { BackupPage } from './pages/backup-page';

type Totals = { totals: number[] };

function season(): SeasonFile {
  return cupSeasonFile(8, { oefPlaces: 4 }) as SeasonFile;
}

function tournament(file: SeasonFile, k: number): TournamentFile {
  return structuredClone(file.tournaments[k]) as TournamentFile;
}

/** The same tournament with table `table`'s totals turned round (another result, still summing to 0). */
function otherResult(t: TournamentFile, table: number): TournamentFile {
  const out = structuredClone(t);
  const tb = out.rounds[0]!.tables[table - 1]!;
  tb.result = { totals: [...(tb.result as Totals).totals].reverse() };
  return out;
}

function totalsOf(t: SeasonFile['tournaments'][number], table: number): number[] | undefined {
  return ((t as TournamentFile).rounds[0]!.tables[table - 1]!.result as Totals | undefined)?.totals;
}

async function storedSeasons(page: Page): Promise<SeasonFile[]> {
  return page.evaluate(
    () =>
      new Promise<SeasonFile[]>((resolve, reject) => {
        const request = indexedDB.open('koenigsblock');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const idb = request.result;
          const all = idb.transaction('seasons').objectStore('seasons').getAll();
          all.onsuccess = () => {
            idb.close();
            resolve((all.result as { data: SeasonFile }[]).map((r) => r.data));
          };
        };
      }),
  );
}

async function importSeason(page: Page, file: SeasonFile, name = 'saison.json'): Promise<void> {
  await page.goto('/#/saison');
  await page.locator('input[type=file][aria-label="Saisondatei importieren"]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
}

async function openSeason(page: Page): Promise<void> {
  await page.goto('/#/saison');
  await page.getByRole('link', { name: /Hausruckviertler Tarockcup 2025\/26/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Hausruckviertler Tarockcup/ })).toBeVisible();
}

test('the season file: a tournament this device holds with other results, then an older file — both named, only what is missing taken', async ({ page }) => {
  const full = season();
  const own = otherResult(tournament(full, 1), 1);
  await seedTournament(page, own);

  await importSeason(page, full);
  const device = page.getByRole('dialog', { name: 'Turniere dieses Geräts mit anderen Ergebnissen' });
  await expect(device).toBeVisible();
  await expect(device.getByRole('list', { name: '„Hausruck-Cup, 2. Turnier“ auf diesem Gerät' }).getByRole('listitem')).toHaveText(['Runde 1, Tisch 1: anderes Ergebnis']);
  await expect(device).toContainText('„Ersetzen“ nimmt 1 Ergebnis und 0 Turniere dieses Geräts zurück.');
  await device.getByRole('button', { name: 'Nur Fehlendes übernehmen' }).click();
  await expect(device).toBeHidden();
  await expect.poll(async () => (await storedSeasons(page)).map((s) => s.tournaments.length)).toEqual([4]);
  expect(totalsOf((await storedSeasons(page))[0]!.tournaments[1]!, 1)).toEqual(totalsOf(own, 1));

  // An older file: only the first tournament, without table 2's result.
  const older = season();
  older.tournaments = [older.tournaments[0]!];
  delete (older.tournaments[0] as TournamentFile).rounds[0]!.tables[1]!.result;
  await importSeason(page, older, 'saison-alt.json');
  const replace = page.getByRole('dialog', { name: 'Diese Saison ist schon auf dem Gerät' });
  await expect(replace).toBeVisible();
  const what = replace.getByRole('list', { name: 'Was anders ist' });
  await expect(what.getByRole('list', { name: '„Hausruck-Cup, 1. Turnier“: anderer Stand' }).getByRole('listitem')).toHaveText(['Runde 1, Tisch 2: Ergebnis nur auf diesem Gerät']);
  for (const k of [2, 3, 4]) await expect(what).toContainText(`„Hausruck-Cup, ${k}. Turnier“: nur auf diesem Gerät – „Ersetzen“ nimmt es aus der Saison`);
  await expect(replace).toContainText('„Ersetzen“ nimmt 1 Ergebnis und 3 Turniere dieses Geräts zurück.');
  await replace.getByRole('button', { name: 'Nur Fehlendes übernehmen' }).click();
  await expect(replace).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '„Hausruckviertler Tarockcup 2025/26“: Fehlendes übernommen, der Stand dieses Geräts behalten.' })).toBeVisible();
  const after = (await storedSeasons(page))[0]!;
  expect(after.tournaments.map((t) => t.name)).toEqual(full.tournaments.map((t) => t.name));
  expect(totalsOf(after.tournaments[0]!, 2)).toEqual(totalsOf(full.tournaments[0]!, 2));
  expect(totalsOf(after.tournaments[1]!, 1)).toEqual(totalsOf(own, 1));
});

test('a tournament file and a tournament of this device added to a season: another result and an older file are named, the season keeps its results', async ({ page }) => {
  const full = season();
  await importSeason(page, full);
  await expect(page.getByRole('status').filter({ hasText: 'importiert' })).toBeVisible();
  // This device also keeps the 4th tournament, changed later than the season, with another result at table 1.
  const own = otherResult(tournament(full, 3), 1);
  await seedTournament(page, own, '2099-01-01T00:00:00.000Z');
  await openSeason(page);
  const dialog = page.getByRole('dialog', { name: 'Dieses Turnier ist schon in der Saison' });
  const addFile = (t: TournamentFile) =>
    page.locator('input[type=file][aria-label="Turnierdateien hinzufügen"]').setInputFiles({ name: 'turnier.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(t)) });

  // A tournament file with another result at table 2.
  await addFile(otherResult(tournament(full, 2), 2));
  await expect(dialog.getByRole('list', { name: '„Hausruck-Cup, 3. Turnier“: anderer Stand' }).getByRole('listitem')).toHaveText(['Runde 1, Tisch 2: anderes Ergebnis']);
  await expect(dialog).toContainText('„Ersetzen“ nimmt 1 Ergebnis und 0 Turniere dieses Geräts zurück.');
  await dialog.getByRole('button', { name: 'Nur Fehlendes übernehmen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '„Hausruck-Cup, 3. Turnier“: Fehlendes übernommen' })).toBeVisible();
  expect(totalsOf((await storedSeasons(page))[0]!.tournaments[2]!, 2)).toEqual(totalsOf(full.tournaments[2]!, 2));

  // An older file of it: table 1 not yet entered.
  const older = tournament(full, 2);
  delete older.rounds[0]!.tables[0]!.result;
  await addFile(older);
  await expect(dialog.getByRole('list', { name: '„Hausruck-Cup, 3. Turnier“: anderer Stand' }).getByRole('listitem')).toHaveText(['Runde 1, Tisch 1: Ergebnis nur auf diesem Gerät']);
  await dialog.getByRole('button', { name: 'Nur Fehlendes übernehmen' }).click();
  await expect(dialog).toBeHidden();
  expect(totalsOf((await storedSeasons(page))[0]!.tournaments[2]!, 1)).toEqual(totalsOf(full.tournaments[2]!, 1));

  // This device's newer copy of the 4th tournament: offered, and asked about with its table named.
  await page.getByRole('button', { name: 'Neuere Fassung übernehmen' }).click();
  await expect(dialog.getByRole('list', { name: '„Hausruck-Cup, 4. Turnier“: anderer Stand' }).getByRole('listitem')).toHaveText(['Runde 1, Tisch 1: anderes Ergebnis']);
  await dialog.getByRole('button', { name: 'Nur Fehlendes übernehmen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '„Hausruck-Cup, 4. Turnier“: Fehlendes übernommen' })).toBeVisible();
  const after = (await storedSeasons(page))[0]!;
  expect(after.tournaments).toHaveLength(4);
  expect(totalsOf(after.tournaments[3]!, 1)).toEqual(totalsOf(full.tournaments[3]!, 1));
});

test('a backup with an older version of the season and a new season embedding a tournament of this device with other results: both named, nothing lost', async ({ page }) => {
  const full = season();
  await seedTournament(page, tournament(full, 0));
  await importSeason(page, full);
  await expect(page.getByRole('status').filter({ hasText: 'importiert' })).toBeVisible();

  const older = season();
  older.tournaments = [otherResult(tournament(older, 0), 1)];
  const next = season();
  next.season = '2026/27';
  next.tournaments = [otherResult(tournament(next, 0), 1)];
  const bundle = makeBackupBundle({
    sessions: [], ruleSets: [], players: [], tournaments: [], exportedAt: '2026-12-01T20:00:00.000Z',
    seasons: [{ data: older, archived: false }, { data: next, archived: false }],
  });
  const backup = new BackupPage(page);
  await backup.goto();
  await backup.chooseFile({ name: 'sicherung.json', mimeType: 'application/json', buffer: Buffer.from(serializeJson(bundle)) });
  await expect(backup.preview).toBeVisible();
  const seasons = backup.preview.getByRole('list', { name: 'Cup-Saisonen' }).getByRole('listitem').filter({ has: page.getByText(/^Hausruckviertler/) });
  const stored = seasons.filter({ hasText: '2025/26' });
  await expect(stored).toContainText('Sie bleibt unverändert, außer Sie wählen „Nur Fehlendes übernehmen“');
  const what = stored.getByRole('list', { name: 'Was anders ist: Hausruckviertler Tarockcup 2025/26' });
  await expect(what.getByRole('list', { name: '„Hausruck-Cup, 1. Turnier“: anderer Stand' }).getByRole('listitem')).toHaveText(['Runde 1, Tisch 1: anderes Ergebnis']);
  for (const k of [2, 3, 4]) await expect(what).toContainText(`„Hausruck-Cup, ${k}. Turnier“: nur auf diesem Gerät – bleibt in der Saison`);
  const fresh = seasons.filter({ hasText: '2026/27' });
  await expect(fresh.getByRole('list', { name: /Turniere dieses Geräts mit anderen Ergebnissen/ }).getByRole('list', { name: '„Hausruck-Cup, 1. Turnier“' }).getByRole('listitem')).toHaveText(['Runde 1, Tisch 1: anderes Ergebnis']);

  await backup.preview.getByRole('checkbox', { name: /^Nur Fehlendes übernehmen\s*: Hausruckviertler Tarockcup 2025\/26$/ }).check();
  await backup.preview.getByRole('button', { name: 'Importieren (2)' }).click();
  await expect(backup.done).toBeVisible();
  const after = await storedSeasons(page);
  const kept = after.find((s) => s.season === '2025/26')!;
  expect(kept.tournaments.map((t) => t.name)).toEqual(full.tournaments.map((t) => t.name));
  expect(totalsOf(kept.tournaments[0]!, 1)).toEqual(totalsOf(full.tournaments[0]!, 1));
  const added = after.find((s) => s.season === '2026/27')!;
  expect(totalsOf(added.tournaments[0]!, 1)).toEqual(totalsOf(full.tournaments[0]!, 1));
});
