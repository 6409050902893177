import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/persistence/db';
import { initialState, useSessionStore } from '@/state/session-store';
import { resetDatabase } from '@/testing/db';
import { sampleHands } from '@/testing/domain/hands';
import { makeStoredSession } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { findKassaCarry } from '@/state/kassa-carry';
import { AbrechnungScreen } from './abrechnung-screen';

const KASSA_RULES = { preset: 'hausregeln' as const, overrides: { pagatkassa: { contribution: 1, refill: 'onEmpty' as const, birds: ['pagat' as const] } } };

beforeEach(async () => {
  await resetDatabase();
  useSessionStore.setState(initialState);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Captures what a download would save: the Blob and the file name. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: lastBlob! });
  });
  return files;
}

describe('AbrechnungScreen', () => {
  it('shows the final standings in points and euros and the fewest transfers', async () => {
    await db.sessions.add(makeStoredSession({ id: 's1', data: { hands: sampleHands() } }));
    renderWithProviders(<AbrechnungScreen sessionId="s1" />, { route: '#/s/s1/abrechnung' });

    const table = within(await screen.findByRole('region', { name: 'Endstand' })).getByRole('table');
    const rows = within(table).getAllByRole('row');
    // Header + 4 players, best first: Anna +25, then Bernd and Dieter −1 (shared 2nd place), Clara −23.
    expect(rows[1]).toHaveTextContent('1.Anna+25+2,50 €');
    expect(rows[2]).toHaveTextContent('2.Bernd\u22121\u22120,10 €');
    expect(rows[3]).toHaveTextContent('2.Dieter\u22121\u22120,10 €');
    expect(rows[4]).toHaveTextContent('4.Clara\u221223\u22122,30 €');

    const transfers = within(screen.getByRole('region', { name: 'Wer zahlt wem' })).getAllByRole('listitem');
    // Every name is isolated (U+2068 … U+2069): a right-to-left name cannot turn the sentence around.
    expect(transfers.map((li) => li.textContent)).toEqual([
      '\u2068Bernd\u2069 zahlt \u2068Anna\u2069 0,10 €', '\u2068Clara\u2069 zahlt \u2068Anna\u2069 2,30 €', '\u2068Dieter\u2069 zahlt \u2068Anna\u2069 0,10 €',
    ]);
    // No Pagatkassa under plain hausregeln.
    expect(screen.queryByRole('region', { name: 'Pagatkassa' })).not.toBeInTheDocument();
  });

  it('tarockcup: shows sheet points, cash Kontra and money', async () => {
    await db.sessions.add(
      makeStoredSession({
        id: 'cup',
        data: { rules: 'tarockcup', stakeCents: 20, hands: [{ game: 'dreier', declarer: 0, result: 'won', kontra: 1 }] },
      }),
    );
    renderWithProviders(<AbrechnungScreen sessionId="cup" />);
    const table = within(await screen.findByRole('region', { name: 'Endstand' })).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Schrift' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Kontra bar' })).toBeInTheDocument();
    // Dreier 4 won: sheet +12/−4 each; with Kontra ×2 the cash surplus is another +12/−4; money (12 + 12) × 20 ct.
    const anna = within(table).getByRole('row', { name: /Anna/ });
    expect(anna).toHaveTextContent('+12+12+4,80 €');
    expect(within(table).getByRole('row', { name: /Bernd/ })).toHaveTextContent('\u22124\u22124\u22121,60 €');
  });

  it('tarockcup: places follow the Schrift, not the money (Kontra stays off the sheet)', async () => {
    await db.sessions.add(
      makeStoredSession({
        id: 'cup-rank',
        data: {
          rules: 'tarockcup',
          hands: [
            { game: 'dreier', declarer: 0, result: 'won' },
            // Bernd's Piccolo, won against Anna's Subkontra: 2 on the sheet, 14 more in cash.
            { game: 'piccolo', declarer: 1, result: 'won', kontraBy: { '0': 3 } },
          ],
        },
      }),
    );
    renderWithProviders(<AbrechnungScreen sessionId="cup-rank" />);
    const table = within(await screen.findByRole('region', { name: 'Endstand' })).getByRole('table');
    const rows = within(table).getAllByRole('row');
    // Schrift: Anna 10, Bernd 2, Clara −6, Dieter −6; money: Anna −0,40 €, Bernd +1,60 €.
    expect(rows[1]).toHaveTextContent(/^1\.Anna\+10/);
    expect(rows[1]).toHaveTextContent('\u22120,40 €');
    expect(rows[2]).toHaveTextContent(/^2\.Bernd\+2/);
    expect(rows[3]).toHaveTextContent(/^3\.Clara/);
  });

  const CUP_LINK = { id: 'cup-2026-3', name: 'Hausruck-Cup, 3. Turnier', round: 1, table: 2, playerIds: ['p1', 'p2', 'p3', 'p4'], handsPerRound: 12 };
  const CUP_HANDS = [
    { game: 'dreier' as const, declarer: 0, result: 'won' as const },
    // Bernd's Piccolo, won against Anna's Subkontra: 2 on the sheet, 14 more in cash.
    { game: 'piccolo' as const, declarer: 1, result: 'won' as const, kontraBy: { '0': 3 } },
  ];

  it('a cup table without a stake: the Schrift and the ranking, no money and no payments', async () => {
    await db.sessions.add(
      makeStoredSession({ id: 'cup-table', data: { name: 'Hausruck-Cup, 3. Turnier', rules: 'tarockcup', stakeCents: undefined, tournament: CUP_LINK, hands: CUP_HANDS } }),
    );
    renderWithProviders(<AbrechnungScreen sessionId="cup-table" />);
    const region = await screen.findByRole('region', { name: 'Endstand' });
    const table = within(region).getByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Geld' })).not.toBeInTheDocument();
    // Nothing is paid in cash, so there is no cash Kontra column to puzzle over.
    expect(within(table).queryByRole('columnheader', { name: 'Kontra bar' })).not.toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^1\.Anna\+10/);
    expect(rows[2]).toHaveTextContent(/^2\.Bernd\+2/);
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Wer zahlt wem' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/Turniertisch · ohne Geld/).length).toBeGreaterThan(0);
    expect(within(region).getByText(/wird nicht in Geld umgerechnet/)).toBeInTheDocument();
  });

  it('a cup table with the tournament\'s cash stake: money only for the cash Kontra', async () => {
    await db.sessions.add(
      makeStoredSession({ id: 'cup-cash', data: { name: 'Hausruck-Cup', rules: 'tarockcup', stakeCents: 10, tournament: CUP_LINK, hands: CUP_HANDS } }),
    );
    renderWithProviders(<AbrechnungScreen sessionId="cup-cash" />);
    const table = within(await screen.findByRole('region', { name: 'Endstand' })).getByRole('table');
    // Cash Kontra: Bernd +14, Anna −14 (the Subkontra was hers alone); 14 × 10 ct = 1,40 €.
    // The Schrift (Anna +10, Bernd +2) is not money: an evening would have said Anna −0,40 €, Bernd +1,60 €.
    expect(within(table).getByRole('row', { name: /Anna/ })).toHaveTextContent('+10\u221214\u22121,40 €');
    expect(within(table).getByRole('row', { name: /Bernd/ })).toHaveTextContent('+2+14+1,40 €');
    expect(within(table).getByRole('row', { name: /Clara/ })).toHaveTextContent('0,00 €');
    const transfers = within(screen.getByRole('region', { name: 'Wer zahlt wem' })).getAllByRole('listitem');
    expect(transfers.map((li) => li.textContent)).toEqual(['\u2068Anna\u2069 zahlt \u2068Bernd\u2069 1,40 €']);
    expect(screen.getAllByText(/Kontra bar 10 Cent pro Punkt/).length).toBeGreaterThan(0);
    // The cash Kontra column is there, and the note under the table says what it is.
    expect(within(table).getByRole('columnheader', { name: 'Kontra bar' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Endstand' })).getByText(/Bar bezahlt wird nur das Kontra: Geld = Kontra bar × 10 Cent/)).toBeInTheDocument();
  });

  it('Pagatkassa: "Übertragen" records the pot for the next evening of the same players (tap again to take it back)', async () => {
    await db.sessions.add(
      makeStoredSession({ id: 'kc', data: { rules: KASSA_RULES, hands: [{ game: 'rufer', declarer: 1, partner: 3, result: 'won' }] } }),
    );
    const { user } = renderWithProviders(<AbrechnungScreen sessionId="kc" />);
    const kassa = await screen.findByRole('region', { name: 'Pagatkassa' });
    const carry = within(kassa).getByRole('button', { name: 'Übertragen' });
    expect(carry).toHaveAttribute('aria-pressed', 'false');
    await user.click(carry);
    await waitFor(() => expect(carry).toHaveAttribute('aria-pressed', 'true'));
    expect(await within(kassa).findByText(/geht mit 4 Punkten zum nächsten Abend/)).toBeInTheDocument();
    const stored = await findKassaCarry(['Dieter', 'Clara', 'Bernd', 'Anna']);
    expect(stored).toMatchObject({ fromSessionId: 'kc', balance: 4, players: ['Anna', 'Bernd', 'Clara', 'Dieter'] });
    // The evening itself is unchanged.
    expect((await db.sessions.get('kc'))!.data.hands).toHaveLength(1);

    await user.click(carry);
    await waitFor(() => expect(carry).toHaveAttribute('aria-pressed', 'false'));
    expect(await findKassaCarry(['Anna', 'Bernd', 'Clara', 'Dieter'])).toBeNull();
  });

  it('Pagatkassa: carry over changes nothing; dissolve appends a dissolveKassa row through the store', async () => {
    await db.sessions.add(
      makeStoredSession({ id: 'k', data: { rules: KASSA_RULES, hands: [{ game: 'rufer', declarer: 1, partner: 3, result: 'won' }] } }),
    );
    const { user } = renderWithProviders(<AbrechnungScreen sessionId="k" />);
    const kassa = await screen.findByRole('region', { name: 'Pagatkassa' });
    // Everyone paid 1 into the pot in the first hand: 4 points = 0,40 €.
    expect(kassa).toHaveTextContent('Stand: 4 Punkte (0,40 €)');
    const transfers = within(screen.getByRole('region', { name: 'Wer zahlt wem' })).getAllByRole('listitem');
    expect(transfers.map((li) => li.textContent)).toEqual(['\u2068Anna\u2069 zahlt 0,20 € in die Pagatkassa', '\u2068Clara\u2069 zahlt 0,20 € in die Pagatkassa']);

    await user.click(within(kassa).getByRole('button', { name: 'Übertragen' }));
    expect(await within(kassa).findByText(/Vermerkt: Die Pagatkassa geht mit 4 Punkten/)).toBeInTheDocument();
    expect((await db.sessions.get('k'))!.data.hands).toHaveLength(1);

    await user.click(within(kassa).getByRole('button', { name: 'Auflösen' }));
    const dialog = screen.getByRole('dialog', { name: 'Pagatkassa auflösen?' });
    expect(dialog).toHaveTextContent('je 1');
    await user.click(within(dialog).getByRole('button', { name: 'Auflösen' }));

    await waitFor(async () => expect((await db.sessions.get('k'))!.data.hands).toEqual([
      { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
      { dissolveKassa: true },
    ]));
    expect(await within(kassa).findByText('Die Pagatkassa wurde aufgelöst und auf alle verteilt.')).toBeInTheDocument();
    const after = within(screen.getByRole('region', { name: 'Wer zahlt wem' })).getAllByRole('listitem');
    // −2+1 / 0+1 / −2+1 / 0+1: Anna and Clara each pay 0,10 €.
    expect(after.map((li) => li.textContent)).toEqual(['\u2068Anna\u2069 zahlt \u2068Bernd\u2069 0,10 €', '\u2068Clara\u2069 zahlt \u2068Dieter\u2069 0,10 €']);
    await waitFor(() => expect(screen.getAllByRole('status').some((el) => el.textContent?.includes('Pagatkassa aufgelöst'))).toBe(true));
  });

  it('print calls window.print and the print sheet lists every hand', async () => {
    await db.sessions.add(makeStoredSession({ id: 's1', data: { hands: sampleHands() } }));
    const print = vi.fn();
    window.print = print;
    const { user, container } = renderWithProviders(<AbrechnungScreen sessionId="s1" />);
    await user.click(await screen.findByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledOnce();
    const sheet = container.querySelector('.abrechnung-print')!;
    const rows = sheet.querySelectorAll('table')[0]!.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(4); // 3 hands + totals
    expect(rows[1]!.textContent).toContain('Dreier');
    expect(rows[3]!.textContent).toContain('25');
  });

  it('the print sheet says "Clara allein", not "Clara + allein"', async () => {
    await db.sessions.add(makeStoredSession({ id: 'alone', data: { hands: [{ game: 'rufer', declarer: 1, partner: null, result: 'won' }] } }));
    const { container } = renderWithProviders(<AbrechnungScreen sessionId="alone" />);
    await screen.findByRole('button', { name: 'Drucken' });
    const row = container.querySelector('.abrechnung-print table tbody tr')!;
    expect(row.textContent).toContain('Bernd allein');
    expect(row.textContent).not.toContain('+ allein');
  });

  it('exports the night as CSV (German Excel by default) and as a session file', async () => {
    await db.sessions.add(makeStoredSession({ id: 's1', data: { hands: sampleHands() } }));
    const files = captureDownloads();
    const { user } = renderWithProviders(<AbrechnungScreen sessionId="s1" />);
    await user.click(await screen.findByRole('button', { name: 'CSV exportieren' }));
    expect(await screen.findByText('Datei gespeichert: koenigsblock-2026-11-20-donnerstagsrunde.csv')).toBeInTheDocument();
    const csv = await files[0]!.blob.text();
    expect(csv.startsWith('\uFEFF"Nr.";"Geber";"Spiel"')).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'International' }));
    await user.click(screen.getByRole('button', { name: 'CSV exportieren' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect((await files[1]!.blob.text()).startsWith('"Nr.","Geber","Spiel"')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Abend als Datei sichern' }));
    await waitFor(() => expect(files).toHaveLength(3));
    expect(files[2]!.name).toBe('koenigsblock-2026-11-20-donnerstagsrunde.json');
    const json = JSON.parse(await files[2]!.blob.text());
    expect(json).toEqual((await db.sessions.get('s1'))!.data);
    expect(Object.keys(json).slice(0, 2)).toEqual(['format', 'version']);
  });

  it('an unknown session: a clear message and a way back', async () => {
    renderWithProviders(<AbrechnungScreen sessionId="nope" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Diesen Abend gibt es nicht (mehr).');
    expect(screen.getAllByRole('link', { name: 'Zu den Abenden' })[0]).toHaveAttribute('href', '#/');
  });

  it('speaks English when chosen', async () => {
    await db.sessions.add(makeStoredSession({ id: 's1', data: { hands: sampleHands() } }));
    renderWithProviders(<AbrechnungScreen sessionId="s1" />, { lang: 'en' });
    const transfers = within(await screen.findByRole('region', { name: 'Who pays whom' })).getAllByRole('listitem');
    expect(transfers[1]).toHaveTextContent('\u2068Clara\u2069 pays \u2068Anna\u2069 €2.30');
  });
});
