/**
 * Twelve varied hands entered through the UI; the sheet must show exactly what
 * the public `settle` command computes for the stored session — after entry,
 * after editing a past hand and after deleting one.
 */
import { expect, test, type Page } from '@playwright/test';
import { escapeRegExp, readStoredSession, type SessionFile } from './pages/app';
import { HandEntryPage, type HandInput } from './pages/hand-entry-page';
import { NewSessionPage } from './pages/new-session-page';
import { SheetPage } from './pages/sheet-page';
import { germanPoints } from './support/format';
import { settleWithCli, type SettlementOutput } from './support/settle';

const PLAYERS = ['Anna', 'Bernd', 'Clara', 'Dieter'];
const NAME = 'Zwölf Spiele';

/** What is tapped (German UI) and what the session file must record for it. Dealer of hand i: seat i % 4. */
const HANDS: { label: string; input: HandInput; stored: Record<string, unknown> }[] = [
  {
    label: 'Rufer with partner, won (declarer = Vorhand preselected)',
    input: { game: 'Rufer', partner: 'Dieter', result: 'gewonnen' },
    stored: { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
  },
  {
    label: 'Rufer allein, lost',
    input: { game: 'Rufer', partner: 'allein', result: 'verloren' },
    stored: { game: 'rufer', declarer: 2, partner: null, result: 'lost' },
  },
  {
    label: 'Dreier with Kontra by card points, silent Trull of the opponents, announced Pagat',
    input: {
      game: 'Dreier',
      declarer: 'Anna',
      points: '30/0',
      kontra: 'Kontra',
      praemien: [
        { name: 'Trull', side: 'Gegner' },
        { name: 'Pagat', announced: true },
      ],
    },
    stored: {
      game: 'dreier',
      declarer: 0,
      points: '30/0',
      kontra: 1,
      praemien: [
        { id: 'trull', side: 'opponents', announced: false, made: true },
        { id: 'pagat', side: 'declarer', announced: true, made: true, by: 0 },
      ],
    },
  },
  {
    label: 'Solodreier won with silent Vier Könige',
    input: { game: 'Solodreier', declarer: 'Clara', result: 'gewonnen', praemien: [{ name: 'Vier Könige' }] },
    stored: { game: 'solodreier', declarer: 2, result: 'won', praemien: [{ id: 'koenige', side: 'declarer', announced: false, made: true }] },
  },
  {
    label: 'Farbendreier with an announced Valat made',
    input: { game: 'Farbendreier', declarer: 'Dieter', valat: { side: 'Spieler', announced: true, made: true } },
    stored: { game: 'farbendreier', declarer: 3, valat: { side: 'declarer', announced: true, made: true } },
  },
  {
    label: 'Bettler lost with individual Kontra and Re',
    input: { game: 'Bettler', declarer: 'Anna', result: 'verloren', kontraBy: { Bernd: 'Kontra', Dieter: 'Re' } },
    stored: { game: 'bettler', declarer: 0, result: 'lost', kontraBy: { '1': 1, '3': 2 } },
  },
  {
    label: 'Trischaken with points, tricks and a Kontra; the Vorhand is completed as a Jungfrau',
    input: {
      game: 'Trischaken',
      trischaken: {
        points: { Anna: '30/1', Bernd: '20/0', Clara: '19/2' },
        tricks: { Anna: 5, Bernd: 4, Clara: 3 },
        kontra: ['Bernd'],
      },
    },
    stored: { game: 'trischaken', trischaken: { points: ['30/1', '20/0', '19/2', '0/0'], tricks: [5, 4, 3, 0], kontra: [0, 1, 0, 0] } },
  },
  {
    label: 'Rufer settled as a Renonce of an opponent',
    input: { game: 'Rufer', partner: 'Clara', renonce: 'Bernd' },
    stored: { game: 'rufer', declarer: 0, partner: 2, renonce: { by: 1 } },
  },
  {
    label: 'Rufer won on points with an announced Pagat and a silent Uhu lost by the opponents',
    input: {
      game: 'Rufer',
      partner: 'Clara',
      points: '40/0',
      praemien: [
        { name: 'Pagat', announced: true },
        { name: 'Uhu', side: 'Gegner', made: false, holder: 'Anna' },
      ],
    },
    stored: {
      game: 'rufer',
      declarer: 1,
      partner: 2,
      points: '40/0',
      praemien: [
        { id: 'pagat', side: 'declarer', announced: true, made: true, by: 1 },
        { id: 'uhu', side: 'opponents', announced: false, made: false, by: 0 },
      ],
    },
  },
  {
    label: 'Rufer conceded (Schleifen)',
    input: { game: 'Rufer', conceded: true },
    stored: { game: 'rufer', declarer: 2, partner: null, conceded: true },
  },
  {
    label: 'Sechserdreier with Re, card points instead of won/lost',
    input: { game: 'Sechserdreier', points: '36/0', kontra: 'Re' },
    stored: { game: 'sechserdreier', declarer: 3, points: '36/0', kontra: 2 },
  },
  {
    label: 'Solorufer with Kontra and an announced Trull with its own Kontra',
    input: {
      game: 'Solorufer',
      declarer: 'Bernd',
      partner: 'Anna',
      result: 'gewonnen',
      kontra: 'Kontra',
      praemien: [{ name: 'Trull', announced: true, kontra: 'Kontra' }],
    },
    stored: {
      game: 'solorufer',
      declarer: 1,
      partner: 0,
      result: 'won',
      kontra: 1,
      praemien: [{ id: 'trull', side: 'declarer', announced: true, made: true, kontra: 1 }],
    },
  },
];

/** The sheet must show settle's totals, and every row settle's delta and running total per player. */
async function expectSheetEqualsSettle(sheet: SheetPage, settlement: SettlementOutput): Promise<void> {
  expect(settlement.players).toEqual(PLAYERS);
  await sheet.expectRowCount(settlement.hands.length);
  await sheet.expectTotals(PLAYERS, settlement.totals.map((t) => germanPoints(t)));
  for (const hand of settlement.hands) {
    const parts = PLAYERS.map((name, seat) => `${name} ${germanPoints(hand.deltas[seat]!, { sign: true })} (${germanPoints(hand.totals[seat]!)})`);
    await expect(sheet.row(hand.index + 1), `row ${hand.index + 1}`).toHaveAccessibleName(new RegExp(`\\. ${escapeRegExp(parts.join(', '))}\\. .*Summe 0$`));
  }
}

async function storedSession(page: Page): Promise<SessionFile> {
  return (await readStoredSession(page, NAME)).data;
}

test('twelve varied hands through the UI; the sheet equals settle, also after an edit and a delete', async ({ page }) => {
  test.setTimeout(180_000);
  const form = new NewSessionPage(page);
  const sheet = new SheetPage(page);
  const entry = new HandEntryPage(page);

  await test.step('start a four-player evening with the Hausregeln', async () => {
    await form.goto();
    await form.create({ players: PLAYERS, preset: 'Hausregeln', name: NAME, stakeCents: 10 });
  });

  for (const [i, hand] of HANDS.entries()) {
    await test.step(`hand ${i + 1}: ${hand.label}`, async () => {
      await sheet.addHand();
      await expect(page.getByRole('heading', { level: 1, name: `Spiel ${i + 1}` })).toBeVisible();
      await entry.fillHand(hand.input);
      await expect(entry.preview).toBeVisible();
      await entry.save();
      await sheet.expectRowCount(i + 1);
    });
  }

  await test.step('the stored hands are exactly what was tapped', async () => {
    const session = await storedSession(page);
    expect(session.hands).toEqual(HANDS.map((h) => h.stored));
  });

  let before: SettlementOutput;
  await test.step('sheet totals and every row equal the settle command', async () => {
    before = await settleWithCli(await storedSession(page));
    // A spot check by hand: the first Rufer (Bernd with Dieter, worth 1) is +1/−1.
    expect(before.hands[0]!.deltas).toEqual([-1, 1, -1, 1]);
    await expectSheetEqualsSettle(sheet, before);
  });

  await test.step('edit hand 2 (Rufer allein lost → won): totals follow settle', async () => {
    await sheet.editHand(2);
    await expect(entry.option('Partner', 'allein')).toHaveAttribute('aria-pressed', 'true');
    await expect(entry.option('Ergebnis', 'verloren')).toHaveAttribute('aria-pressed', 'true');
    await entry.choose('Ergebnis', 'gewonnen');
    await entry.save();
    const session = await storedSession(page);
    expect(session.hands).toHaveLength(12);
    expect(session.hands[1]).toEqual({ game: 'rufer', declarer: 2, partner: null, result: 'won' });
    const after = await settleWithCli(session);
    // Clara alone: −3 became +3, each opponent +1 became −1.
    expect(after.totals.map((t, s) => t - before.totals[s]!)).toEqual([-2, -2, 6, -2]);
    await expectSheetEqualsSettle(sheet, after);
  });

  await test.step('delete hand 6 (the Bettler): the later hands keep their dealers, totals follow settle', async () => {
    await sheet.deleteHand(6);
    const session = await storedSession(page);
    expect(session.hands).toHaveLength(11);
    // The next hand is pinned to the dealer it was dealt by (Clara, seat 2); the rest rotate on from it unchanged.
    expect(session.hands[5]).toEqual({ dealer: 2, ...HANDS[6]!.stored });
    expect(session.hands.slice(6)).toEqual(HANDS.slice(7).map((h) => h.stored));
    const after = await settleWithCli(session);
    expect(after.hands.map((h) => h.dealer)).toEqual([0, 1, 2, 3, 0, 2, 3, 0, 1, 2, 3]);
    await expectSheetEqualsSettle(sheet, after);
  });
});
