/**
 * The end of the night on the phone: CSV export and backup as real downloads,
 * the database cleared, the backup restored through the file picker (same
 * sheet, same totals), every bad import file answered with its message,
 * re-importing the same backup adds nothing, and the statistics chart; and a
 * backup restored on a new phone brings back the tournament and the
 * Pagatkassa carried over to the next evening.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { expect, test, type Download, type Page } from '@playwright/test';
import { escapeRegExp, preferDownloads, readStoredSession, readStoredSessions, type SessionFile } from './pages/app';
import { readStoredTournaments, TournamentPage } from './pages/tournament-page';
import { AbrechnungPage } from './pages/abrechnung-page';
import { BackupPage } from './pages/backup-page';
import { HandEntryPage } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { SessionsPage } from './pages/sessions-page';
import { SheetPage } from './pages/sheet-page';
import { StatsPage } from './pages/stats-page';
import { germanEuros, germanPoints } from './support/format';
import { settleWithCli, type SettlementOutput } from './support/settle';

const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'imports');
const SESSION_FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'sessions');
const TOURNAMENT_FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'tournaments');
const SCREENS_DIR = join(process.cwd(), 'test-results', 'screens');
// Names with a quote and a semicolon: the CSV must quote them.
const PLAYERS = ['Anna', 'Bernd "Berti"', 'Clara; Jun.', 'Dieter'];
const NAME = 'Freitagsrunde';

/** Each bad file of tests/fixtures/imports and the message the backup screen must show for it. */
const BAD_FILES: { file: string; message: RegExp }[] = [
  { file: 'empty.json', message: /Die Datei ist leer\./ },
  { file: 'not-json.json', message: /Die Datei ist kein gültiges JSON/ },
  { file: 'wrong-format.json', message: /Das ist keine Königsblock-Datei \(Format „tarock-settlement“\)/ },
  { file: 'newer-version.json', message: /neueren Version von Königsblock \(Dateiversion 2\b/ },
  { file: 'unknown-version.json', message: /Unbekannte Dateiversion „1\.0-beta“/ },
  { file: 'invalid-hand.json', message: /Spiel 3: Der Partner kann nicht der Spieler sein\./ },
  { file: 'bundle-newer-version.json', message: /neueren Version von Königsblock \(Dateiversion 6\b/ },
  { file: 'bundle-invalid-session.json', message: /Abend 2 „Kaputte Runde“: Spiel 1: „declarer“ nennt keinen Platz an diesem Tisch\./ },
  { file: 'bundle-invalid-tournament.json', message: /Turnier 1 „Kaputter Cup“: Runde 1, Tisch 2: Ein Tisch nennt einen Spieler, der nicht angemeldet ist\./ },
  { file: 'wrong-type.csv', message: /„wrong-type\.csv“ ist keine JSON-Datei/ },
];

async function saveDownload(download: Download, name: string): Promise<string> {
  const path = test.info().outputPath(name);
  await download.saveAs(path);
  return path;
}

async function sessionCount(page: Page): Promise<number> {
  return (await readStoredSessions(page)).length;
}

test('end of the night: CSV, backup, restore, bad files, no duplicates, statistics', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await preferDownloads(page);
  const form = new NewSessionPage(page);
  const sheet = new SheetPage(page);
  const entry = new HandEntryPage(page);
  const sessions = new SessionsPage(page);
  const backup = new BackupPage(page);
  const abrechnung = new AbrechnungPage(page);

  let session: SessionFile;
  let settled: SettlementOutput;
  let sheetTotals: string[];

  await test.step('an evening of four hands', async () => {
    await form.goto();
    await form.create({ players: PLAYERS, name: NAME, date: '2026-11-20', stakeCents: 10 });
    const hands = [
      { game: 'Rufer', partner: 'Dieter', result: 'gewonnen' as const },
      { game: 'Dreier', declarer: 'Anna', result: 'verloren' as const, kontra: 'Kontra' as const },
      { game: 'Bettler', declarer: 'Clara; Jun.', result: 'gewonnen' as const },
      {
        game: 'Trischaken',
        trischaken: { points: { Anna: '30/0', 'Bernd "Berti"': '20/0', 'Clara; Jun.': '10/0' }, tricks: { Anna: 5, 'Bernd "Berti"': 3, 'Clara; Jun.': 2 } },
      },
    ];
    for (const hand of hands) {
      await sheet.addHand();
      await entry.enterHand(hand);
    }
    await sheet.expectRowCount(4);
    session = (await readStoredSession(page, NAME)).data;
    settled = await settleWithCli(session);
    await sheet.expectTotals(PLAYERS, settled.totals.map((t) => germanPoints(t)));
    sheetTotals = await sheet.readTotals(PLAYERS);
  });

  await test.step('Abrechnung: money per player as settle says', async () => {
    await sheet.openMenuItem('Abrechnung');
    await abrechnung.expectReady();
    for (const [seat, name] of PLAYERS.entries()) {
      await expect(abrechnung.money(name)).toHaveText(germanEuros(settled.moneyCents[seat]!, { sign: true }));
    }
  });

  await test.step('CSV (German Excel): a real download with BOM, semicolons, header and one row per hand', async () => {
    const download = await abrechnung.downloadCsv();
    expect(download.suggestedFilename()).toBe('koenigsblock-2026-11-20-freitagsrunde.csv');
    const bytes = readFileSync(await saveDownload(download, 'night.csv'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text).toContain('\r\n');
    const parsed = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: false });
    expect(parsed.errors).toEqual([]);
    const [header, ...rest] = parsed.data;
    expect(header!.slice(0, 9)).toEqual(['Nr.', 'Geber', 'Spiel', 'Spieler', 'Partner', 'Ergebnis', 'Kontra', 'Prämien', 'Multiplikator']);
    expect(header!.slice(9, 17)).toEqual(PLAYERS.flatMap((p) => [p, `${p} Stand`]));
    // The names with ";" and '"' survive because they are quoted in the file.
    expect(text.split('\r\n')[0]).toContain('"Clara; Jun."');
    expect(text.split('\r\n')[0]).toContain('"Bernd ""Berti"""');
    const handRows = rest.filter((r) => /^\d+$/.test(r[0] ?? ''));
    expect(handRows.map((r) => r[0])).toEqual(['1', '2', '3', '4']);
    expect(handRows.map((r) => r[2])).toEqual(['Rufer', 'Dreier', 'Bettler', 'Trischaken']);
    const lastRow = handRows[3]!;
    const csvNumber = (cell: string) => Number(cell.replace(',', '.'));
    PLAYERS.forEach((_, seat) => {
      expect(csvNumber(lastRow[9 + 2 * seat + 1]!)).toBeCloseTo(settled.totals[seat]!, 9);
      expect(csvNumber(lastRow[9 + 2 * seat]!)).toBeCloseTo(settled.hands[3]!.deltas[seat]!, 9);
    });
    const sumRow = rest.find((r) => r[0] === 'Summe Schrift')!;
    PLAYERS.forEach((_, seat) => expect(csvNumber(sumRow[9 + 2 * seat]!)).toBeCloseTo(settled.totals[seat]!, 9));
    await testInfo.attach('night.csv', { body: bytes, contentType: 'text/csv' });
  });

  await test.step('CSV international variant: no BOM, commas, decimal point', async () => {
    await abrechnung.chooseCsvVariant('International');
    const bytes = readFileSync(await saveDownload(await abrechnung.downloadCsv(), 'night-intl.csv'));
    expect(bytes[0]).not.toBe(0xef);
    const firstLine = bytes.toString('utf8').split('\r\n')[0]!;
    // Every text cell quoted: a spreadsheet never splits it, whichever separator it assumes.
    expect(firstLine.startsWith('"Nr.","Geber","Spiel",')).toBe(true);
  });

  let backupPath = '';
  await test.step('backup of everything and of the single evening: real downloads in the documented formats', async () => {
    await backup.goto();
    const all = await backup.downloadAll();
    expect(all.suggestedFilename()).toMatch(/^koenigsblock-backup-\d{4}-\d{2}-\d{2}\.json$/);
    backupPath = await saveDownload(all, 'backup.json');
    const bundle = JSON.parse(readFileSync(backupPath, 'utf8')) as { format: string; version: number; sessions: SessionFile[]; players: string[] };
    expect(bundle.format).toBe('tarock-backup');
    expect(bundle.version).toBe(5);
    expect(bundle.sessions).toEqual([session]);
    expect(bundle.players).toEqual(expect.arrayContaining(PLAYERS));

    const one = await backup.downloadSession(NAME);
    expect(one.suggestedFilename()).toBe('koenigsblock-2026-11-20-freitagsrunde.json');
    const file = JSON.parse(readFileSync(await saveDownload(one, 'session.json'), 'utf8')) as SessionFile;
    expect(file).toEqual(session);
    // The exported session file settles to the same numbers.
    expect((await settleWithCli(file)).totals).toEqual(settled.totals);
  });

  await test.step('clear the database: delete the evening in the UI', async () => {
    await sessions.goto();
    await sessions.deleteSession(NAME);
    await expect(sessions.emptyState).toBeVisible();
    expect(await sessionCount(page)).toBe(0);
  });

  await test.step('restore the backup through the file picker: the identical sheet', async () => {
    await backup.goto();
    await backup.chooseFile(backupPath);
    await expect(backup.previewSession(NAME)).toContainText('neu');
    await backup.preview.getByRole('button', { name: 'Importieren (1)' }).click();
    await expect(backup.done).toBeVisible();
    await sessions.goto();
    await sessions.openSession(NAME);
    await sheet.expectRowCount(4);
    expect(await sheet.readTotals(PLAYERS)).toEqual(sheetTotals);
    expect((await readStoredSession(page, NAME)).data).toEqual(session);
  });

  await test.step('every bad file is refused with its message and nothing is written', async () => {
    await backup.goto();
    for (const bad of BAD_FILES) {
      await backup.chooseFile(join(FIXTURES, bad.file));
      await expect(backup.errors, bad.file).toBeVisible();
      await expect(backup.errors, bad.file).toContainText(bad.message);
      await expect(backup.preview).toBeHidden();
    }
    // The size cap itself is unit-tested (import-json.test.ts, backup-screen.test.tsx); here the
    // oversized file is made inside the page, so 20 MB never cross the browser protocol.
    await backup.chooseFileMadeInPage('big.json', 20 * 1024 * 1024 + 1);
    await expect(backup.errors).toContainText(/Die Datei ist zu groß/);
    expect(await sessionCount(page)).toBe(1);
  });

  await test.step('re-importing the same backup adds nothing', async () => {
    await backup.chooseFile(backupPath);
    await expect(backup.previewSession(NAME)).toContainText('bereits vorhanden');
    await expect(backup.preview.getByText('Nichts Neues zu importieren.')).toBeVisible();
    await expect(backup.preview.getByRole('button', { name: 'Importieren (0)' })).toBeDisabled();
    await backup.cancelButton.click();
    expect(await sessionCount(page)).toBe(1);
    await sessions.goto();
    await sessions.expectSessions([NAME]);
  });

  await test.step('statistics and the running-totals chart on the phone', async () => {
    const stats = new StatsPage(page);
    await sessions.openSession(NAME);
    await sheet.openMenuItem('Statistik');
    await expect(page.getByRole('heading', { level: 1, name: /^Statistik/ })).toBeVisible();
    await stats.expectChartDrawn();
    expect(await stats.finalTotals()).toEqual(settled.totals.map((t) => germanPoints(t)));
    mkdirSync(SCREENS_DIR, { recursive: true });
    await stats.chart.scrollIntoViewIfNeeded();
    const chartShot = await stats.chart.screenshot({ path: join(SCREENS_DIR, 'end-of-night-chart.png') });
    await testInfo.attach('end-of-night-chart.png', { body: chartShot, contentType: 'image/png' });
    const pageShot = await page.screenshot({ path: join(SCREENS_DIR, 'end-of-night-stats.png'), fullPage: true });
    await testInfo.attach('end-of-night-stats.png', { body: pageShot, contentType: 'image/png' });
    await stats.gotoAll();
    // Over all evenings: the restored evening is counted once.
    await expect(page.getByRole('link', { name: new RegExp(NAME) })).toHaveCount(1);
  });
});

test('backup → a new phone → restore: the tournament and the carried-over Pagatkassa come back', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await preferDownloads(page);
  const backup = new BackupPage(page);
  const abrechnung = new AbrechnungPage(page);
  const cupFile = join(TOURNAMENT_FIXTURES, 'lots.tournament.json');
  const cup = JSON.parse(readFileSync(cupFile, 'utf8')) as { id: string; name: string };
  const ranking = (JSON.parse(readFileSync(join(TOURNAMENT_FIXTURES, 'lots.standings.json'), 'utf8')) as { standings: { name: string }[] }).standings.map((s) => s.name);
  const EVENING = 'Seminarabend';
  const TABLE = ['Anna', 'Bernd', 'Clara', 'Dieter'];

  await test.step('this phone: an evening whose Pagatkassa of 4 points goes to the next evening', async () => {
    await backup.goto();
    await backup.importFile(join(SESSION_FIXTURES, 'erotas-pagatkassa.session.json'), 1);
    await abrechnung.gotoSession((await readStoredSession(page, EVENING)).id);
    const kassa = page.getByRole('region', { name: 'Pagatkassa' });
    await expect(kassa).toContainText('Stand: 4 Punkte');
    await kassa.getByRole('button', { name: 'Übertragen' }).click();
    await expect(kassa).toContainText('geht mit 4 Punkten zum nächsten Abend');
  });

  await test.step('this phone: a cup night with its results', async () => {
    const director = new TournamentPage(page);
    await director.gotoList();
    await page.locator('input[type=file][aria-label="Turnierdatei importieren"]').setInputFiles(cupFile);
    await expect(page.getByText(`„${cup.name}“ importiert`)).toBeVisible();
  });

  let backupPath = '';
  await test.step('"Alles sichern": the bundle holds the tournament file and the pot', async () => {
    await backup.goto();
    await expect(page.getByText('Abende: 1 · Regelsätze: 0 · Spieler: 4 · Turniere: 1 · übertragene Pagatkassen: 1')).toBeVisible();
    const all = await backup.downloadAll();
    backupPath = testInfo.outputPath('backup-with-cup.json');
    await all.saveAs(backupPath);
    const bundle = JSON.parse(readFileSync(backupPath, 'utf8')) as { version: number; tournaments: unknown[]; kassaCarries: unknown[] };
    expect(bundle.version).toBe(5);
    expect(bundle.tournaments).toEqual([JSON.parse(readFileSync(cupFile, 'utf8'))]);
    expect(bundle.kassaCarries).toEqual([expect.objectContaining({ players: TABLE, balance: 4, fromSession: 0, fromName: EVENING })]);
  });

  await test.step('a new phone (a fresh browser): restore the backup through the file picker', async () => {
    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-AT', baseURL: testInfo.project.use.baseURL });
    const phone = await fresh.newPage();
    const restore = new BackupPage(phone);
    await restore.goto();
    await expect(phone.getByText('Abende: 0 · Regelsätze: 0 · Spieler: 0', { exact: true })).toBeVisible();
    await restore.chooseFile(backupPath);
    const tournaments = restore.preview.getByRole('list', { name: 'Turniere' });
    const pots = restore.preview.getByRole('list', { name: 'Übertragene Pagatkassen' });
    await expect(restore.preview.getByRole('listitem').filter({ hasText: new RegExp(`^${EVENING}`) })).toContainText('neu');
    await expect(tournaments.getByRole('listitem')).toHaveCount(1);
    await expect(tournaments.getByRole('listitem')).toContainText(cup.name);
    await expect(tournaments.getByRole('listitem')).toContainText('neu');
    await expect(pots.getByRole('listitem')).toHaveCount(1);
    await expect(pots.getByRole('listitem')).toContainText('Anna, Bernd, Clara, Dieter: 4 Punkte');
    await expect(pots.getByRole('listitem')).toContainText(`aus ${EVENING}`);
    await expect(pots.getByRole('listitem')).toContainText('neu');
    await restore.preview.getByRole('button', { name: 'Importieren (3)' }).click();
    await expect(phone.getByText('Importiert – Abende: 1, Regelsätze: 0, Turniere: 1, Pagatkassen: 1.')).toBeVisible();

    // The cup: stored exactly as its file, with the same standings.
    expect(await readStoredTournaments(phone)).toEqual([JSON.parse(readFileSync(cupFile, 'utf8'))]);
    const there = new TournamentPage(phone);
    await there.gotoList();
    await expect(phone.getByRole('link', { name: new RegExp(`^${escapeRegExp(cup.name)}`) })).toBeVisible();
    await there.gotoTournament(cup.id, '/standings');
    const names = (await there.standings()).map((line) => line.name);
    // The order by lot came back too: the two players it decided are marked.
    expect(names.filter((name) => /\(per Los\)$/.test(name))).toHaveLength(2);
    expect(names.map((name) => name.replace(/\s*\(per Los\)$/, ''))).toEqual(ranking);

    // The pot: the restored evening shows it carried over, and the next evening of these players is offered it.
    await new AbrechnungPage(phone).gotoSession((await readStoredSession(phone, EVENING)).id);
    const kassa = phone.getByRole('region', { name: 'Pagatkassa' });
    await expect(kassa).toContainText('geht mit 4 Punkten zum nächsten Abend');
    await expect(kassa.getByRole('button', { name: 'Übertragen' })).toHaveAttribute('aria-pressed', 'true');
    const form = new NewSessionPage(phone);
    await form.goto();
    await form.fillNames(['Bernd', 'Clara', 'Dieter', 'Anna']);
    await expect(phone.getByRole('switch', { name: 'Pagatkassa übernehmen: 4 Punkte' })).toHaveAttribute('aria-checked', 'true');

    // The same backup again: everything is already there.
    await restore.goto();
    await restore.chooseFile(backupPath);
    await expect(tournaments.getByRole('listitem')).toContainText('bereits vorhanden');
    await expect(pots.getByRole('listitem')).toContainText('bereits vorhanden');
    await expect(restore.preview.getByRole('button', { name: 'Importieren (0)' })).toBeDisabled();
    await fresh.close();
  });
});
