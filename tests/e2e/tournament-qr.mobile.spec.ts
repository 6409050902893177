/**
 * Table card and hand-in by QR code, through real cameras (Chromium's fake camera playing
 * a clip made from a screenshot of the code):
 *   the director's table card, shown full screen in one browser, is scanned by a second
 *   browser as the table phone; the table plays a 16-hand round through the UI and hands
 *   it in; the director's browser scans the hand-in through the camera, and another
 *   table's hand-in through the photo path; the standings match an independent
 *   computation (the `settle` command on each table's session); a second, different
 *   hand-in for the same table asks before replacing. Every table has its key: the card
 *   carries it, the phone signs its hand-in with it.
 * A second test: a forged hand-in (by camera, without a MAC) and a tampered one (by file,
 * a wrong MAC) are refused with a message that says so; a round-1 code in the round-2
 * scanner is named as such and stored only when the director agrees.
 * Measured (test-results/perf.json, "qrHandIn"): scanner opened → hand-in accepted, and
 * the decode time of one camera frame.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeQR } from 'qr';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { makeSession } from '../../src/testing/domain/session';
import { buildTableHands } from '../../src/testing/domain/tournament';
import { makeHandIn } from '../../src/domain/tournament/hand-in';
import type { TournamentFile } from '../../src/domain/tournament/model';
import { packMessage } from '../../src/transfer/qr/pack';
import { readStoredSessions, type SessionFile } from './pages/app';
import { HandEntryPage, type HandInput } from './pages/hand-entry-page';
import { SheetPage } from './pages/sheet-page';
import { launchWithCamera, pngOfMatrix, writeBlankClip, writeClipFromPng } from './support/fake-camera';
import { seedTournament } from './support/seed-tournament';
import { germanPoints } from './support/format';
import { settleWithCli } from './support/settle';
import { recordPerformance } from './support/perf-report';

const SCREENS = join(process.cwd(), 'test-results', 'screens');
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'de-AT' };

const TOURNAMENT: TournamentFile = {
  format: 'tarock-tournament',
  version: 1,
  id: '7d1e6f0a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
  name: 'Hausruck-Cup, 3. Turnier',
  date: '2026-11-27',
  rules: 'tarockcup',
  stakeCents: 10,
  plannedRounds: 3,
  handsPerRound: { '4': 16, '5': 20 },
  timeLimitMinutes: 120,
  players: [
    { id: 'p1', name: 'Anna Huber' }, { id: 'p2', name: 'Bernd Maier' }, { id: 'p3', name: 'Clara Berger' }, { id: 'p4', name: 'Dieter Gruber' },
    { id: 'p5', name: 'Erika Wagner' }, { id: 'p6', name: 'Franz Pichler' }, { id: 'p7', name: 'Gerda Moser' }, { id: 'p8', name: 'Hans Steiner' },
  ],
  rounds: [{
    tables: [
      { table: 1, players: ['p1', 'p2', 'p3', 'p4'], firstDealer: 1, key: 'q1Xb9YtE0lNvZ2mR4cH8sA' },
      { table: 2, players: ['p5', 'p6', 'p7', 'p8'], firstDealer: 2, key: 'Zk3_Tf-6wPqL1nD0uJ7yGQ' },
    ],
  }],
};
const KEY2 = TOURNAMENT.rounds[0]!.tables[1]!.key!;
const TABLE1 = ['Anna Huber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber'];
const TABLE2 = ['Erika Wagner', 'Franz Pichler', 'Gerda Moser', 'Hans Steiner'];

/**
 * A phone page in a browser launched by the test itself. The configuration's action and
 * navigation time limits apply only to the browsers Playwright starts; without them a
 * stuck click here would wait until the whole test times out, without saying where.
 */
async function phoneIn(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  return context.newPage();
}

/** What the table plays: mostly Rufer of the Vorhand, some Dreier, one with Kontra (paid in cash). */
function handFor(i: number, vorhand: string, names: string[]): HandInput {
  if (i % 5 === 2) return { game: 'Dreier', declarer: names[i % 4]!, result: i % 2 === 0 ? 'gewonnen' : 'verloren' };
  const partner = names.find((n) => n !== vorhand && n !== names[(i + 1) % 4]) ?? names.find((n) => n !== vorhand)!;
  return { game: 'Rufer', partner, result: i % 3 === 0 ? 'verloren' : 'gewonnen', ...(i === 5 ? { kontra: 'Kontra' as const } : {}) };
}

async function vorhandOf(sheet: SheetPage): Promise<string> {
  const text = (await sheet.nextDealerLine.textContent()) ?? '';
  const match = /, (.+) ist Vorhand$/.exec(text);
  if (!match) throw new Error(`no Vorhand in "${text}"`);
  return match[1]!;
}

async function screenshotOfCode(page: Page, name: string | RegExp): Promise<Buffer> {
  const code = page.getByRole('img', { name });
  await expect(code).toHaveJSProperty('tagName', 'svg');
  return code.screenshot();
}

test.describe.configure({ mode: 'serial' });

test('a round from table card to standings, by QR code through the cameras', async ({ baseURL }) => {
  test.setTimeout(300_000);
  mkdirSync(SCREENS, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'kb-qr-'));
  const cardClip = join(dir, 'card.y4m');
  const directorClip = join(dir, 'director.y4m');
  writeBlankClip(directorClip);

  const browsers: Browser[] = [];
  try {
    // The director's device: its camera will look at whatever the clip shows when it starts.
    const directorBrowser = await launchWithCamera(directorClip);
    browsers.push(directorBrowser);
    const director = await phoneIn(directorBrowser, baseURL);
    await seedTournament(director, TOURNAMENT);

    // Table cards: table 1 full screen, photographed into the table phone's camera clip.
    await director.goto(`/#/t/${TOURNAMENT.id}/r/1/cards`);
    await expect(director.getByRole('article')).toHaveCount(2);
    await expect(director.getByRole('img', { name: 'Tischkarte Runde 1 Tisch 2' })).toHaveJSProperty('tagName', 'svg');
    await director.emulateMedia({ media: 'print' });
    await director.screenshot({ path: join(SCREENS, 'qr-table-cards-print.png'), fullPage: true });
    await director.emulateMedia({ media: 'screen' });
    await director.getByRole('button', { name: 'Vollbild' }).first().click();
    const full = director.getByRole('dialog', { name: 'Tisch 1 von 2' });
    await expect(full.getByRole('heading', { name: 'Tisch 1' })).toBeVisible();
    writeClipFromPng(await screenshotOfCode(director, 'Tischkarte Runde 1 Tisch 1'), cardClip);
    await director.screenshot({ path: join(SCREENS, 'qr-table-card-fullscreen.png') });

    // The table phone: Turnierrunde → the camera reads the card → the round's sheet, no typing.
    const phoneBrowser = await launchWithCamera(cardClip);
    browsers.push(phoneBrowser);
    const phone = await phoneIn(phoneBrowser, baseURL);
    await phone.goto('/#/');
    await phone.getByRole('link', { name: 'Turnierrunde' }).click();
    // The scanner reads the card within a frame or two (its decoder has its own thread): the join
    // screen may already have given way to the round's sheet.
    await expect(phone.getByRole('heading', { name: 'Turnierrunde' }).or(phone.getByRole('table', { name: 'Stand' }))).toBeVisible();
    const sheet = new SheetPage(phone);
    await expect(phone).toHaveURL(/#\/s\/[^/]+$/, { timeout: 30_000 });
    await sheet.expectReady();
    expect(await sheet.columnNames()).toEqual(TABLE1);
    await expect(sheet.nextDealerLine).toHaveText('Nächstes Spiel: Bernd Maier gibt, Clara Berger ist Vorhand');
    const bar = phone.getByRole('group', { name: 'Runde 1 · Tisch 1' });
    await expect(bar.getByTestId('hands-left')).toHaveText('noch 16 Spiele');
    await expect(bar.getByTestId('time-left')).toHaveText(/^noch 1[12]\d Min\.$/);
    await phone.screenshot({ path: join(SCREENS, 'qr-table-phone-sheet.png') });

    // The round, hand by hand through the form.
    const entry = new HandEntryPage(phone);
    for (let i = 0; i < 16; i++) {
      const vorhand = await vorhandOf(sheet);
      await sheet.addHandButton.click();
      await entry.enterHand(handFor(i, vorhand, TABLE1));
      await sheet.expectRowCount(i + 1);
    }
    await expect(bar.getByTestId('hands-left')).toHaveText('Runde fertig');

    // Abgeben: the hand-in code with the totals and the check code.
    await bar.getByRole('link', { name: 'Abgeben' }).click();
    const handInCode = await screenshotOfCode(phone, 'Abgabe Runde 1 Tisch 1, Code 1 von 1');
    const checkCode = (await phone.getByTestId('check-code').textContent())!;
    await phone.screenshot({ path: join(SCREENS, 'qr-hand-in.png'), fullPage: true });
    const [stored] = await readStoredSessions(phone);
    const table1Session = stored!.data as SessionFile & { tournament: unknown };
    expect(table1Session.tournament).toEqual({ id: TOURNAMENT.id, name: TOURNAMENT.name, round: 1, table: 1, playerIds: ['p1', 'p2', 'p3', 'p4'], handsPerRound: 16 });
    const { tournament: _, ...table1Plain } = table1Session;
    const table1 = await settleWithCli(table1Plain as SessionFile);
    await expect(phone.getByTestId('handin-total')).toHaveText(table1.totals.map((x) => germanPoints(x)));

    // The director scans it through the camera: no tap between opening the scanner and the result.
    writeClipFromPng(handInCode, directorClip);
    const openedInPage = await director.evaluate(() => performance.now());
    const opened = Date.now();
    await director.goto(`/#/t/${TOURNAMENT.id}/r/1/scan`);
    const notice = director.getByTestId('scan-notice');
    await expect(notice).toHaveText('Tisch 1: Ergebnis übernommen (Kamera)', { timeout: 30_000 });
    const scanToAcceptedMs = Date.now() - opened;
    await expect(director.getByTestId('last-check-code')).toHaveText(checkCode);
    await expect(director.getByTestId('last-total')).toHaveText(table1.totals.map((x) => germanPoints(x)));
    await expect(director.getByTestId('table-status-1')).toHaveAttribute('data-done', 'true');
    await expect(director.getByTestId('table-status-2')).toHaveAttribute('data-done', 'false');
    const frames = await director.evaluate(() =>
      performance.getEntriesByName('qr-decode').map((e) => ({ at: e.startTime, ms: e.duration, found: Boolean(((e as PerformanceMeasure).detail as { found?: boolean } | null)?.found) })),
    );
    const firstFrameAfterOpenMs = Math.round((frames[0]?.at ?? openedInPage) - openedInPage);
    const decodeMs = frames.map((f) => f.ms);
    const framesUntilFound = frames.findIndex((f) => f.found) + 1;
    const decoderKind = await director.evaluate(() => ('BarcodeDetector' in globalThis ? 'native available' : 'pure-JS decoder'));

    // Table 2 hands in by a photo of its code.
    const table2Hands = buildTableHands('tarockcup', 4, 2, 16, 11);
    const table2Session = makeSession({ name: TOURNAMENT.name, date: undefined, players: TABLE2, rules: 'tarockcup', stakeCents: undefined, firstDealer: 2, hands: table2Hands });
    const table2HandIn = makeHandIn({
      ...table2Session,
      tournament: { id: TOURNAMENT.id, name: TOURNAMENT.name, round: 1, table: 2, playerIds: ['p5', 'p6', 'p7', 'p8'], handsPerRound: 16 },
    }, undefined, KEY2);
    const [photoCode] = packMessage('handIn', table2HandIn);
    const matrix = encodeQR(photoCode!, 'raw', { ecc: 'medium', border: 1 }).slice(1, -1).map((row) => row.slice(1, -1));
    await director.getByLabel('Foto wählen', { exact: true }).and(director.locator('input')).setInputFiles({ name: 'abgabe-tisch-2.png', mimeType: 'image/png', buffer: pngOfMatrix(matrix) });
    await expect(notice).toHaveText('Tisch 2: Ergebnis übernommen (Foto)');
    await expect(director.getByTestId('table-status-2')).toHaveAttribute('data-done', 'true');
    await expect(director.getByText('Alle Tische haben ein Ergebnis.')).toBeVisible();
    await director.screenshot({ path: join(SCREENS, 'qr-scan-results.png'), fullPage: true });
    const table2 = await settleWithCli(table2Session);

    // Standings against an independent computation: each table settled by the settle command.
    const expected = [...TABLE1.map((name, i) => ({ name, total: table1.totals[i]! })), ...TABLE2.map((name, i) => ({ name, total: table2.totals[i]! }))]
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'de'));
    await director.goto(`/#/t/${TOURNAMENT.id}/standings`);
    const rows = director.getByRole('table', { name: 'Wertung' }).locator('tbody tr');
    await expect(rows).toHaveCount(8);
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')));
    expect(shown.map((cells) => [cells[1], cells.at(-1)])).toEqual(expected.map((e) => [e.name, germanPoints(e.total)]));

    // A second, different hand-in for table 1 (an agreed extra hand): asks, and keeps the stored one unless replaced.
    await phone.goto(phone.url().replace(/\/abgabe$/, ''));
    await sheet.expectReady();
    await sheet.addHandButton.click();
    await entry.enterHand(handFor(16, await vorhandOf(sheet), TABLE1));
    await expect(bar.getByTestId('hands-left')).toHaveText('1 Spiel mehr als geplant');
    await bar.getByRole('link', { name: 'Abgeben' }).click();
    writeClipFromPng(await screenshotOfCode(phone, 'Abgabe Runde 1 Tisch 1, Code 1 von 1'), directorClip);
    await director.goto(`/#/t/${TOURNAMENT.id}/r/1/scan`);
    // One dialog: the stored and the new result side by side, with the hand counts (16 and 17) and check codes.
    const replace = director.getByRole('dialog', { name: 'Tisch 1 hat schon ein anderes Ergebnis' });
    await expect(replace).toBeVisible({ timeout: 30_000 });
    await expect(replace).toContainText('Tisch 1: 17 statt 16 Spiele');
    const comparison = replace.getByTestId('result-comparison');
    await expect(comparison.getByRole('columnheader')).toHaveText(['Spieler', 'gespeichert', 'neu']);
    await expect(comparison.getByRole('row').filter({ hasText: 'Spiele' }).getByRole('cell')).toHaveText(['16 Spiele', '17 Spiele']);
    await expect(comparison.getByTestId('comparison-check-code').first()).toHaveText(checkCode);
    await director.screenshot({ path: join(SCREENS, 'qr-scan-replace.png') });
    // The table's history says how the stored result came in: by camera, signed.
    await director.goto(`/#/t/${TOURNAMENT.id}/r/1/table/1`);
    await expect(director.getByRole('list', { name: 'Geschichte des Tisches' }).getByRole('listitem')).toHaveText([/Abgabe per Kamera \(signiert\) · eingetragen · gilt/]);
    await director.goto(`/#/t/${TOURNAMENT.id}/r/1/table/2`);
    await expect(director.getByRole('list', { name: 'Geschichte des Tisches' }).getByRole('listitem')).toHaveText([/Abgabe per Foto \(signiert\) · eingetragen · gilt/]);
    await director.goto(`/#/t/${TOURNAMENT.id}/r/1/scan`);
    await director.getByRole('dialog', { name: 'Tisch 1 hat schon ein anderes Ergebnis' }).getByRole('button', { name: 'Abbrechen' }).click();
    await expect(notice).toHaveText('Tisch 1: nicht übernommen.');
    await director.goto(`/#/t/${TOURNAMENT.id}/standings`);
    await expect(rows).toHaveCount(8);
    const after = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')));
    expect(after.map((cells) => [cells[1], cells.at(-1)])).toEqual(expected.map((e) => [e.name, germanPoints(e.total)]));

    // The performance report (merged into what other browser tests wrote).
    const sorted = [...decodeMs].sort((a, b) => a - b);
    const qrHandIn = {
      scannerOpenToAcceptedMs: scanToAcceptedMs,
      scannerOpenToFirstFrameMs: firstFrameAfterOpenMs,
      frameDecodeMs: {
        decoder: decoderKind,
        framesDecoded: sorted.length,
        framesUntilFirstRead: framesUntilFound,
        medianMs: Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 10) / 10,
        maxMs: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
      },
      frame: '800×600 fake camera clip, hand-in code of a 16-hand round',
      note: `measured in a functional test, beside other browser tests (${test.info().config.workers} at a time)`,
    };
    recordPerformance({ qrHandIn });
    console.log(`qr hand-in: scanner open → accepted ${scanToAcceptedMs} ms; frame decode median ${JSON.stringify(qrHandIn)}`);
  } finally {
    for (const b of browsers) await b.close();
  }
});

/** The cup after round 2 was drawn: round 1 and round 2 at two keyed tables each. */
const TWO_ROUNDS: TournamentFile = {
  ...TOURNAMENT,
  id: '5c2b8e1d-9a7f-4e3c-b6d5-0f1e2d3c4b5a',
  name: 'Hausruck-Cup, 4. Turnier',
  rounds: [
    TOURNAMENT.rounds[0]!,
    {
      tables: [
        { table: 1, players: ['p1', 'p5', 'p2', 'p6'], firstDealer: 0, key: 'mN4r_8vQe2Wx-Ty6Ub0IoA' },
        { table: 2, players: ['p3', 'p7', 'p4', 'p8'], firstDealer: 3, key: 'Hc5jK9pLs1Fd7Gh3Jk2M-w' },
      ],
    },
  ],
};

/** Table 2's round-1 hand-in, signed with `key` (undefined: not signed, as a forger would send it). */
function round1Table2HandIn(key: string | undefined) {
  const session = makeSession({ name: TWO_ROUNDS.name, date: undefined, players: TABLE2, rules: 'tarockcup', stakeCents: undefined, firstDealer: 2, hands: buildTableHands('tarockcup', 4, 2, 16, 5) });
  return makeHandIn({ ...session, tournament: { id: TWO_ROUNDS.id, name: TWO_ROUNDS.name, round: 1, table: 2, playerIds: ['p5', 'p6', 'p7', 'p8'], handsPerRound: 16 } }, undefined, key);
}

function clipOfHandIn(handIn: object, clip: string): void {
  const [text] = packMessage('handIn', handIn);
  const matrix = encodeQR(text!, 'raw', { ecc: 'medium', border: 1 }).slice(1, -1).map((row) => row.slice(1, -1));
  writeClipFromPng(pngOfMatrix(matrix), clip);
}

test('a forged hand-in is refused by camera and by file; a round-1 code in the round-2 scanner is named as such', async ({ baseURL }) => {
  test.setTimeout(180_000);
  mkdirSync(SCREENS, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'kb-forged-'));
  const clip = join(dir, 'director.y4m');
  // A forger knows the tournament's id (on every card) and the public seating list, but not table 2's key.
  const forged = round1Table2HandIn(undefined);
  clipOfHandIn(forged, clip);
  const browser = await launchWithCamera(clip);
  try {
    const director = await phoneIn(browser, baseURL);
    await seedTournament(director, TWO_ROUNDS);
    const notice = director.getByTestId('scan-notice');

    // By camera: no MAC for a keyed table.
    await director.goto(`/#/t/${TWO_ROUNDS.id}/r/1/scan`);
    await expect(notice).toContainText('Runde 1, Tisch 2: Die Abgabe ist nicht signiert', { timeout: 30_000 });
    await expect(notice).toContainText('Nichts gespeichert.');
    await expect(director.getByTestId('table-status-2')).toHaveAttribute('data-done', 'false');
    await director.screenshot({ path: join(SCREENS, 'qr-forged-camera.png') });

    // By file: a made-up MAC, then a genuine one over other hands (tampered).
    const fileInput = director.getByLabel('Datei öffnen', { exact: true }).and(director.locator('input'));
    await fileInput.setInputFiles({ name: 'abgabe-r1-t2.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...forged, mac: 'AAAAAAAAAAAAAAAAAAAAAA' })) });
    await expect(notice).toContainText('Runde 1, Tisch 2: Die Signatur der Abgabe passt nicht');
    const genuine = round1Table2HandIn(KEY2);
    await fileInput.setInputFiles({ name: 'abgabe-r1-t2.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...genuine, hands: genuine.hands.slice(0, 15) })) });
    await expect(notice).toContainText('Die Signatur der Abgabe passt nicht');
    await expect(director.getByTestId('table-status-2')).toHaveAttribute('data-done', 'false');
    await director.screenshot({ path: join(SCREENS, 'qr-forged-file.png') });

    // Round 2 is being collected; table 2's genuine round-1 code comes in.
    clipOfHandIn(genuine, clip);
    await director.goto(`/#/t/${TWO_ROUNDS.id}/r/2/scan`);
    // A page load opens the camera anew, so it reads the new clip (a stream still open may go on with the old one).
    await director.reload();
    const other = director.getByRole('dialog', { name: 'Abgabe für Runde 1, Tisch 2' });
    await expect(other).toBeVisible({ timeout: 30_000 });
    await expect(other).toContainText('Diese Abgabe gehört zu Runde 1, Tisch 2 – gesammelt wird gerade Runde 2.');
    await expect(other.getByTestId('result-comparison').getByRole('columnheader')).toHaveText(['Spieler', 'neu']);
    await director.screenshot({ path: join(SCREENS, 'qr-other-round.png') });
    await other.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(notice).toHaveText('Runde 1, Tisch 2: nicht übernommen.');
    await expect(director.getByTestId('table-status-2')).toHaveAttribute('data-done', 'false');

    // Taken on purpose, it goes to round 1 (never to round 2's table 2).
    await fileInput.setInputFiles({ name: 'abgabe-r1-t2.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(genuine)) });
    await other.getByRole('button', { name: 'Für Runde 1 übernehmen' }).click();
    await expect(notice).toHaveText('Runde 1, Tisch 2: Ergebnis übernommen (Datei)');
    await expect(director.getByTestId('table-status-2')).toHaveAttribute('data-done', 'false');
    await director.goto(`/#/t/${TWO_ROUNDS.id}/r/1/table/2`);
    await expect(director.getByRole('list', { name: 'Geschichte des Tisches' }).getByRole('listitem')).toHaveText([/Abgabe als Datei \(signiert\) · eingetragen · gilt/]);
  } finally {
    await browser.close();
  }
});
