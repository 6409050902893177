/**
 * A cup night on a phone: a 13-player tournament (tables of 4, 4 and 5) over
 * three rounds through the UI — names pasted, a walk-in with the same name and
 * a note, each round drawn as a draft (changed by a swap and a move in round 1,
 * drawn by standings in round 3) and published, results typed from paper
 * totals and imported from a table's session file, one table corrected — with
 * the standings after every round checked against a computation written here
 * from the tournament format (§3), independent of the app. Then the standings
 * CSV and the tournament file are exported, the file imported in a fresh
 * browser, and the same standings are shown there. Screenshots of the seating
 * list on the phone and of the projector at 1920×1080.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { makeSession } from '../../src/testing/domain/session';
import { preferDownloads } from './pages/app';
import { readStoredTournaments, TournamentPage, type StandingsLine, type StoredTournamentFile } from './pages/tournament-page';
import { germanPoints } from './support/format';
import { settleWithCli } from './support/settle';

const SCREENS = join(process.cwd(), 'test-results', 'screens');
const PASTED = [
  'Anna Huber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber', 'Eva Wimmer', 'Franz Bauer', 'Gerti Moser',
  'Hans Pichler', 'Ida Wolf', 'Josef Eder', 'Karin Lang', 'Leo Steiner',
];
const WALK_IN = { name: 'Anna Huber', note: 'Ried' };
const UPPER_AUSTRIA = [223, 198, 180, 168, 156, 147, 138, 131, 124, 117, 110, 105, 100, 95, 90, 85, 80, 76, 72, 68];

// ---- the reference: standings per tournament-format.md §3, written independently ----

/** Round scores by player id, one map per round (null = no table or no result). */
type RoundScores = Map<string, number | null>[];

function expectedStandings(players: { id: string; name: string }[], rounds: RoundScores): StandingsLine[] {
  const collator = new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true });
  const rows = players.map((p) => {
    const scores = rounds.map((r) => r.get(p.id) ?? null);
    const ranked = scores.some((s) => s !== null);
    const total = scores.reduce<number>((a, s) => a + (s ?? 0), 0);
    const sorted = scores.map((s) => s ?? 0).sort((a, b) => b - a);
    return { ...p, scores, ranked, total, sorted };
  });
  const better = (a: (typeof rows)[number], b: (typeof rows)[number]): number => {
    if (Math.abs(a.total - b.total) > 1e-9) return b.total - a.total;
    for (let i = 0; i < a.sorted.length; i++) if (Math.abs(a.sorted[i]! - b.sorted[i]!) > 1e-9) return b.sorted[i]! - a.sorted[i]!;
    return 0;
  };
  const ranked = rows.filter((r) => r.ranked).sort((a, b) => better(a, b) || collator.compare(a.name, b.name));
  const lines: StandingsLine[] = [];
  let i = 0;
  while (i < ranked.length) {
    let j = i;
    while (j + 1 < ranked.length && better(ranked[i]!, ranked[j + 1]!) === 0) j++;
    const place = i + 1;
    const covered = UPPER_AUSTRIA.slice(i, j + 1);
    while (covered.length < j - i + 1) covered.push(0);
    const cup = covered.reduce((a, b) => a + b, 0) / covered.length;
    for (let k = i; k <= j; k++) {
      const r = ranked[k]!;
      lines.push({ place: `${place}.`, name: r.name, rounds: r.scores.map((s) => (s === null ? '–' : germanPoints(s))), total: germanPoints(r.total), cup: germanPoints(cup) });
    }
    i = j + 1;
  }
  for (const r of rows.filter((x) => !x.ranked).sort((a, b) => collator.compare(a.name, b.name))) {
    lines.push({ place: '', name: r.name, rounds: r.scores.map(() => '–'), total: '', cup: '' });
  }
  return lines;
}

/** Compared per player (the order inside a shared place is by name, which the reference also uses). */
function expectSameStandings(actual: StandingsLine[], expected: StandingsLine[]): void {
  expect(actual.map((l) => l.name).sort()).toEqual(expected.map((l) => l.name).sort());
  const byName = new Map(actual.map((l) => [l.name, l]));
  for (const e of expected) expect(byName.get(e.name), e.name).toEqual(e);
  expect(actual.map((l) => l.place)).toEqual(expected.map((l) => l.place));
}

/** Paper totals for a table: varied, summing to zero; one table gets a half point. */
function paperTotals(round: number, table: number, size: number): number[] {
  const values = Array.from({ length: size - 1 }, (_, seat) => ((round * 13 + table * 7 + seat * 11) % 29) - 12);
  if (round === 2 && table === 1) values[0] = values[0]! + 0.5;
  values.push(-values.reduce((a, b) => a + b, 0));
  return values;
}

async function stored(page: Page): Promise<StoredTournamentFile> {
  const all = await readStoredTournaments(page);
  expect(all).toHaveLength(1);
  return all[0]!;
}

test('a 13-player cup night over three rounds on a phone', async ({ page, browser }, testInfo) => {
  test.setTimeout(300_000);
  mkdirSync(SCREENS, { recursive: true });
  await preferDownloads(page);
  const director = new TournamentPage(page);
  const scores: RoundScores = [];
  let id = '';
  let players: { id: string; name: string }[] = [];
  const names = () => new Map(players.map((p) => [p.id, p.name]));

  await test.step('set up the tournament from the start screen', async () => {
    await page.goto('/#/');
    await page.getByRole('link', { name: 'Turniere' }).click();
    await expect(director.heading('Turniere')).toBeVisible();
    id = await director.create({ name: 'Hausruck-Cup', date: '2026-11-27' });
  });

  await test.step('paste twelve names; a walk-in with a name already there gets a warning and a note', async () => {
    await director.pasteNames(PASTED);
    await expect(director.playersList()).toHaveCount(12);
    await director.addOne(WALK_IN.name);
    await expect(page.getByText(`Den Namen „${WALK_IN.name}“ gibt es schon.`, { exact: false })).toBeVisible();
    await director.addOne(WALK_IN.name, WALK_IN.note);
    await expect(page.getByText(/gibt es schon/)).toHaveCount(0);
    await director.submitOne();
    await expect(director.playersList()).toHaveCount(13);
    await expect(director.playersList().filter({ hasText: 'Anna Huber (Ried)' })).toBeVisible();
    players = (await stored(page)).players.map(({ id: pid, name }) => ({ id: pid, name }));
    expect(players.map((p) => p.name)).toEqual([...PASTED, 'Anna Huber (Ried)']);
  });

  for (const round of [1, 2, 3]) {
    await test.step(`round ${round}: draw the draft${round === 1 ? ', swap two players and move one' : ''}, publish`, async () => {
      await director.gotoTournament(id);
      await director.openDraw(round);
      await director.draw(round === 3 ? 'standings' : 'random');
      await expect(director.repeatedPairsLine()).toBeVisible();
      let tables = await director.draftTables();
      expect([...tables.values()].map((t) => t.length).sort()).toEqual([4, 4, 5]);
      if (round === 1) {
        await expect(director.repeatedPairsLine()).toHaveText('Keine Wiederbegegnung');
        const a = tables.get(1)![0]!;
        const b = tables.get(2)![1]!;
        await director.draftPlayer(a).click();
        await director.draftPlayer(b).click();
        await expect.poll(async () => (await director.draftTables()).get(1)![0]).toBe(b);
        expect((await director.draftTables()).get(2)![1]).toBe(a);
        tables = await director.draftTables();
        const five = [...tables.entries()].find(([, p]) => p.length === 5)!;
        const four = [...tables.entries()].find(([, p]) => p.length === 4)!;
        const mover = five[1][4]!;
        await director.draftPlayer(mover).click();
        await page.getByLabel('an Tisch').selectOption(String(four[0]));
        await page.getByRole('button', { name: `${mover} an einen anderen Tisch setzen` }).click();
        await expect.poll(async () => (await director.draftTables()).get(four[0])).toContain(mover);
        expect((await director.draftTables()).get(five[0])).toHaveLength(4);
        tables = await director.draftTables();
      }
      await director.publish(round);
      const file = await stored(page);
      expect(file.rounds).toHaveLength(round);
      const published = file.rounds[round - 1]!.tables;
      const shown = new Map(published.map((t) => [t.table, t.players.map((pid) => names().get(pid)!)]));
      expect(shown).toEqual(tables);
      // Every table of a published round has its own key for its card and signed hand-in (tournament-format §1, §6).
      const keys = published.map((t) => (t as { key?: string }).key ?? '');
      expect(keys.every((k) => /^[A-Za-z0-9_-]{22}$/.test(k))).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
    });

    await test.step(`round ${round}: enter every table's result${round === 1 ? ' (one from the table\'s session file)' : ''}`, async () => {
      const file = await stored(page);
      const tables = file.rounds[round - 1]!.tables;
      const roundScores = new Map<string, number | null>(players.map((p) => [p.id, null]));
      await expect(page.getByRole('status').filter({ hasText: /^Fehlt noch: 1, 2, 3$/ })).toBeVisible();
      const imported = round === 1 ? tables.find((t) => t.players.length === 4)! : null;
      for (const t of tables) {
        const seatNames = t.players.map((pid) => names().get(pid)!);
        await director.openTable(t.table);
        if (t === imported) {
          const fd = t.firstDealer ?? 0;
          const session = makeSession({
            name: `Runde 1, Tisch ${t.table}`,
            date: undefined,
            players: seatNames,
            rules: 'tarockcup',
            stakeCents: undefined,
            firstDealer: fd,
            hands: [
              { game: 'rufer', declarer: (fd + 1) % 4, partner: (fd + 2) % 4, result: 'won' },
              { game: 'rufer', declarer: (fd + 2) % 4, partner: (fd + 3) % 4, result: 'lost' },
            ],
          });
          const path = testInfo.outputPath(`table-${t.table}.json`);
          writeFileSync(path, JSON.stringify(session));
          const settled = await settleWithCli(session);
          await page.locator('input[type=file][aria-label="Blatt des Tisches importieren (Abend-Datei)"]').setInputFiles(path);
          const ask = director.confirmDialog('Andere Anzahl Spiele');
          await expect(ask).toContainText('Geplant sind 16 Spiele, das Blatt hat 2.');
          await ask.getByRole('button', { name: 'Übernehmen' }).click();
          await expect(page.getByText(`Tisch ${t.table}: Ergebnis gespeichert`)).toBeVisible();
          t.players.forEach((pid, seat) => roundScores.set(pid, settled.totals[seat]!));
        } else {
          const totals = paperTotals(round, t.table, t.players.length);
          const wrong = [...totals];
          wrong[0] = wrong[0]! + 1;
          await director.typeTotals(seatNames, wrong);
          await expect(director.sumStatus()).toHaveText('Summe 1 – muss 0 sein');
          await expect(page.getByRole('button', { name: 'Ergebnis speichern' })).toBeDisabled();
          await director.typeTotals(seatNames, totals);
          await expect(director.sumStatus()).toHaveText('Summe 0 ✓');
          await director.saveResult();
          await expect(page.getByText(`Tisch ${t.table}: Ergebnis gespeichert`)).toBeVisible();
          t.players.forEach((pid, seat) => roundScores.set(pid, totals[seat]!));
        }
        await director.backToRound(round);
      }
      await expect(page.getByRole('status').filter({ hasText: 'Alle Tische sind eingetragen.' })).toBeVisible();
      scores.push(roundScores);
    });

    if (round === 1) {
      await test.step('round 1: correct a typed table; the replaced result stays in its history', async () => {
        const file = await stored(page);
        const typed = file.rounds[0]!.tables.find((t) => t.result?.totals)!;
        const seatNames = typed.players.map((pid) => names().get(pid)!);
        const corrected = typed.result!.totals!.map((v, i) => (i === 0 ? v + 3 : i === 1 ? v - 3 : v));
        await director.openTable(typed.table);
        await director.typeTotals(seatNames, corrected);
        await director.saveResult();
        const ask = director.confirmDialog('Ergebnis ersetzen?');
        await expect(ask).toContainText('Das alte bleibt in der Geschichte des Tisches.');
        await ask.getByRole('button', { name: 'Ersetzen' }).click();
        await expect(page.getByText(`Tisch ${typed.table}: Ergebnis ersetzt`)).toBeVisible();
        const history = page.getByRole('list', { name: 'Geschichte des Tisches' }).getByRole('listitem');
        await expect(history).toHaveCount(2);
        await expect(history.nth(0)).toContainText('ersetzt das vorige');
        await expect(history.nth(0)).toContainText(germanPoints(corrected[0]!, { sign: true }));
        await expect(history.nth(1)).toContainText(germanPoints(typed.result!.totals![0]!, { sign: true }));
        typed.players.forEach((pid, seat) => scores[0]!.set(pid, corrected[seat]!));
        await director.backToRound(1);
      });
    }

    await test.step(`standings after round ${round} equal the independent computation`, async () => {
      await director.gotoTournament(id, '/standings');
      await expect(director.heading('Wertung')).toBeVisible();
      expectSameStandings(await director.standings(), expectedStandings(players, scores));
    });
  }

  let csvPath = '';
  let filePath = '';
  await test.step('export the standings CSV for German Excel and the tournament file', async () => {
    const csv = await director.download('Wertung als CSV');
    expect(csv.suggestedFilename()).toBe('koenigsblock-turnier-2026-11-27-hausruck-cup-wertung.csv');
    csvPath = testInfo.outputPath('standings.csv');
    await csv.saveAs(csvPath);
    const bytes = readFileSync(csvPath);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('"Platz";"Name";"R1";"R2";"R3";"Gesamt";"Cuppunkte"');
    const expected = expectedStandings(players, scores);
    const csvNumber = (shown: string) => shown.replace('\u2212', '-');
    for (const [i, e] of expected.entries()) {
      const cells = lines[i + 1]!.split(';');
      expect(cells[0]).toBe(e.place.replace('.', ''));
      expect(cells[1]).toBe(`"${e.name}"`);
      expect(cells.slice(2, 5)).toEqual(e.rounds.map((r) => (r === '–' ? '' : csvNumber(r))));
      expect(cells[5]).toBe(csvNumber(e.total));
    }
    // The tournament's tables have keys: the file for someone else goes without them (the question's main choice).
    const file = await director.download('Turnierdatei', 'ohne');
    filePath = testInfo.outputPath('tournament.json');
    await file.saveAs(filePath);
    const here = await stored(page);
    const keysOf = (t: StoredTournamentFile) => t.rounds.flatMap((r) => r.tables.map((x) => (x as { key?: string }).key).filter((k) => k !== undefined));
    expect(keysOf(here)).toHaveLength(9);
    const exported = JSON.parse(readFileSync(filePath, 'utf8')) as StoredTournamentFile;
    expect(keysOf(exported)).toEqual([]);
    expect(exported).toEqual({ ...here, rounds: here.rounds.map((r) => ({ ...r, tables: r.tables.map(({ key: _key, ...rest }: { key?: string } & typeof r.tables[number]) => rest) })) });
  });

  await test.step('screenshot: the seating list of round 3 on the phone', async () => {
    await director.gotoTournament(id, '/r/3/seating');
    await expect(director.heading('Tischliste Runde 3')).toBeVisible();
    await expect(page.getByText(/Ergebnis gespeichert/)).toHaveCount(0);
    await page.screenshot({ path: join(SCREENS, 'tournament-seating-390.png'), fullPage: true });
    await page.getByRole('radio', { name: 'nach Name' }).locator('..').click();
    await expect(page.getByRole('table')).toContainText('Anna Huber (Ried)');
    await page.screenshot({ path: join(SCREENS, 'tournament-seating-by-name-390.png'), fullPage: true });
  });

  await test.step('a fresh browser imports the tournament file and shows the same standings', async () => {
    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-AT', baseURL: testInfo.project.use.baseURL });
    const other = await fresh.newPage();
    const there = new TournamentPage(other);
    await there.gotoList();
    await expect(other.getByText('Noch kein Turnier')).toBeVisible();
    await other.locator('input[type=file][aria-label="Turnierdatei importieren"]').setInputFiles(filePath);
    await expect(other.getByText('„Hausruck-Cup“ importiert')).toBeVisible();
    await other.getByRole('link', { name: /^Hausruck-Cup/ }).click();
    await expect(there.heading('Hausruck-Cup')).toBeVisible();
    await there.gotoTournament(id, '/standings');
    expectSameStandings(await there.standings(), expectedStandings(players, scores));
    // The same file again changes nothing.
    await there.gotoList();
    await other.locator('input[type=file][aria-label="Turnierdatei importieren"]').setInputFiles(filePath);
    await expect(other.getByText('„Hausruck-Cup“ ist schon genau so auf diesem Gerät.')).toBeVisible();

    await other.setViewportSize({ width: 1920, height: 1080 });
    await there.gotoTournament(id, '/projector');
    await expect(other.getByRole('table', { name: 'Wertung' })).toBeVisible();
    // Every player fits one 1080p page here: 13 rows and no second page.
    await expect(other.getByRole('table', { name: 'Wertung' }).locator('tbody tr')).toHaveCount(13);
    await expect(other.getByText('Seite 1 von 1')).toBeVisible();
    await expect(other.getByText(/ist schon genau so auf diesem Gerät|funktioniert jetzt auch offline/)).toHaveCount(0);
    await other.screenshot({ path: join(SCREENS, 'tournament-projector-1920.png') });
    await fresh.close();
  });
});
