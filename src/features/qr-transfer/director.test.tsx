import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildTableSession, buildTournament } from '@/testing/domain/tournament';
import { checkHandIn, makeHandIn } from '@/domain/tournament/hand-in';
import { makeTableCard } from '@/domain/tournament/table-card';
import type { HandIn, TournamentFile } from '@/domain/tournament/model';
import { withTableKeys } from '@/domain/tournament/table-key';
import { storeHandIn } from '@/state/hand-in-desk';
import { db } from '@/persistence/db';
import { createTournament } from '@/persistence/repositories/tournaments-repository';
import { resetDatabase } from '@/testing/db';
import { renderWithProviders } from '@/testing/render';
import { RoundCardsScreen } from './round-cards-screen';
import { ScanHandInsScreen } from './scan-hand-ins-screen';

const t = buildTournament({ players: 13 });

function handInOf(table: number, hands: number, seed = 1): HandIn {
  return makeHandIn(buildTableSession(t, 1, table, hands, seed));
}

async function chooseFile(value: unknown, label = 'Datei öffnen') {
  const file = new File([JSON.stringify(value)], 'abgabe.json', { type: 'application/json' });
  fireEvent.change(await screen.findByLabelText(label, { selector: 'input' }), { target: { files: [file] } });
}

async function storedResult(table: number) {
  const stored = await db.tournaments.get(t.id);
  return stored!.data.rounds[0]!.tables.find((x) => x.table === table)!.result;
}

beforeEach(async () => {
  await resetDatabase();
  await createTournament(t);
});

describe('table cards of a round', () => {
  it('one card per table with the QR code, the players in seating order and the first dealer', async () => {
    renderWithProviders(<RoundCardsScreen tournamentId={t.id} round={1} />, { route: `#/t/${t.id}/r/1/cards` });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const third = within(cards[2]!);
    expect(third.getByRole('heading', { name: 'Tisch 3' })).toBeInTheDocument();
    const card = makeTableCard(t, 1, 3)!;
    const seats = third.getAllByRole('listitem');
    expect(seats.map((li) => li.textContent)).toEqual(
      card.players.map((p, i) => `${i + 1}. ${p.name}${i === card.firstDealer ? 'gibt zuerst' : ''}`),
    );
    expect(third.getByRole('img', { name: 'Tischkarte Runde 1 Tisch 3' })).toBeInTheDocument();
    expect(third.getByText(/20 Spiele · 120 Minuten/)).toBeInTheDocument();
  });

  it('full screen shows one table after another', async () => {
    const { user } = renderWithProviders(<RoundCardsScreen tournamentId={t.id} round={1} />);
    await user.click((await screen.findAllByRole('button', { name: 'Vollbild' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Tisch 1 von 3' });
    expect(within(dialog).getByRole('heading', { name: 'Tisch 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Nächster Tisch' }));
    expect(await screen.findByRole('heading', { name: 'Tisch 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('a round not drawn says so', async () => {
    renderWithProviders(<RoundCardsScreen tournamentId={t.id} round={2} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Runde 2 ist noch nicht ausgelost.');
  });
});

describe('Ergebnisse scannen', () => {
  it('takes a hand-in, shows the totals and check code, and ticks the table off', async () => {
    renderWithProviders(<ScanHandInsScreen tournamentId={t.id} round={1} />, { route: `#/t/${t.id}/r/1/scan` });
    expect(await screen.findByText('Es fehlen: 1, 2, 3')).toBeInTheDocument();
    const handIn = handInOf(2, 16);
    await chooseFile(handIn);
    expect(await screen.findByTestId('scan-notice')).toHaveTextContent('Tisch 2: Ergebnis übernommen (Datei)');
    const checked = checkHandIn(t, handIn);
    if (!checked.ok) throw new Error('invalid');
    expect(screen.getByTestId('last-check-code')).toHaveTextContent(checked.value.checkCode);
    expect(screen.getAllByTestId('last-total')).toHaveLength(4);
    await waitFor(() => expect(screen.getByTestId('table-status-2')).toHaveAttribute('data-done', 'true'));
    expect(await screen.findByText('Es fehlen: 1, 3')).toBeInTheDocument();
    expect(await storedResult(2)).toMatchObject({ hands: handIn.hands });
    expect(await db.resultLog.count()).toBe(1);
  });

  it('the same hand-in twice changes nothing', async () => {
    renderWithProviders(<ScanHandInsScreen tournamentId={t.id} round={1} />);
    const handIn = handInOf(1, 16);
    await chooseFile(handIn);
    await screen.findByText(/Tisch 1: Ergebnis übernommen/);
    await chooseFile(handIn);
    expect(await screen.findByText(/Tisch 1: diese Abgabe ist schon gespeichert – nichts geändert\./)).toBeInTheDocument();
    expect(await db.resultLog.count()).toBe(1);
  });

  it('a different hand-in for a table with a result replaces it only after confirmation; the old one stays in the history', async () => {
    const { user } = renderWithProviders(<ScanHandInsScreen tournamentId={t.id} round={1} />);
    const first = handInOf(1, 16, 1);
    const second = handInOf(1, 16, 2);
    await chooseFile(first);
    await screen.findByText(/Tisch 1: Ergebnis übernommen/);

    await chooseFile(second);
    let dialog = await screen.findByRole('dialog', { name: 'Tisch 1 hat schon ein anderes Ergebnis' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByText(/Tisch 1: nicht übernommen\./)).toBeInTheDocument();
    expect(await storedResult(1)).toMatchObject({ hands: first.hands });

    await chooseFile(second);
    dialog = await screen.findByRole('dialog', { name: 'Tisch 1 hat schon ein anderes Ergebnis' });
    await user.click(within(dialog).getByRole('button', { name: 'Ersetzen' }));
    expect(await screen.findByText(/Tisch 1: Ergebnis ersetzt – das alte bleibt im Verlauf des Tisches\./)).toBeInTheDocument();
    expect(await storedResult(1)).toMatchObject({ hands: second.hands });
    const log = await db.resultLog.toArray();
    expect(log.map((e) => e.action).sort()).toEqual(['accepted', 'replaced']);
    expect(log.find((e) => e.action === 'accepted')!.result).toMatchObject({ hands: first.hands });
  });

  it('fewer hands than planned need a confirmation', async () => {
    const { user } = renderWithProviders(<ScanHandInsScreen tournamentId={t.id} round={1} />);
    await chooseFile(handInOf(3, 17));
    const dialog = await screen.findByRole('dialog', { name: 'Tisch 3: 17 statt 20 Spiele' });
    expect(await db.resultLog.count()).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(await screen.findByText(/Tisch 3: Ergebnis übernommen/)).toBeInTheDocument();
    expect(await db.resultLog.count()).toBe(1);
  });

  it('another tournament, a table not drawn, other players and a table card get clear messages; nothing is stored', async () => {
    renderWithProviders(<ScanHandInsScreen tournamentId={t.id} round={1} />, { lang: 'en' });
    const handIn = handInOf(1, 16);
    await chooseFile({ ...handIn, tournament: 'another-cup' }, 'Open a file');
    expect(await screen.findByText('This hand-in belongs to another tournament, not to "Hausruck-Cup, 3. Turnier".')).toBeInTheDocument();
    await chooseFile({ ...handIn, table: 7 }, 'Open a file');
    expect(await screen.findByText('Round 1 has no table 7.')).toBeInTheDocument();
    await chooseFile({ ...handIn, round: 3 }, 'Open a file');
    expect(await screen.findByText('Round 3 has not been drawn yet.')).toBeInTheDocument();
    await chooseFile({ ...handIn, players: ['p2', 'p1', 'p3', 'p4'] }, 'Open a file');
    expect(await screen.findByText('By the draw, other players sit at table 1, or in another order.')).toBeInTheDocument();
    await chooseFile(makeTableCard(t, 1, 1), 'Open a file');
    expect(await screen.findByText("This is not a tournament round's hand-in.")).toBeInTheDocument();
    const bad = { ...handIn, hands: handIn.hands.map((h, i) => (i === 4 ? { ...h, game: 'poker' } : h)) };
    await chooseFile(bad, 'Open a file');
    expect(await screen.findByText(/^Hand 5 is not valid under the tournament's rules: Unknown game\.$/)).toBeInTheDocument();
    expect(await db.resultLog.count()).toBe(0);
  });
});

describe('Ergebnisse scannen: signed hand-ins, other rounds, results already stored', () => {
  /** The test tournament with two rounds drawn, every table with its key. */
  const keyed: TournamentFile = (() => {
    const base = buildTournament({ players: 13, rounds: 2 });
    let n = 0;
    const bytes = (count: number) => Uint8Array.from({ length: count }, () => n++ & 0xff);
    return { ...base, id: 'keyed-cup', rounds: base.rounds.map((r) => withTableKeys(r, bytes)) };
  })();
  const keyOf = (round: number, table: number) => keyed.rounds[round - 1]!.tables.find((x) => x.table === table)!.key;
  const signed = (round: number, table: number, hands = 16, seed = 1) =>
    makeHandIn(buildTableSession(keyed, round, table, hands, seed), undefined, keyOf(round, table));
  const resultOf = async (round: number, table: number) =>
    (await db.tournaments.get(keyed.id))!.data.rounds[round - 1]!.tables.find((x) => x.table === table)!.result;

  beforeEach(async () => {
    await createTournament(keyed);
  });

  it('a signed hand-in is taken, and the table\'s history says: file, signed', async () => {
    renderWithProviders(<ScanHandInsScreen tournamentId={keyed.id} round={1} />);
    await chooseFile(signed(1, 2));
    expect(await screen.findByTestId('scan-notice')).toHaveTextContent('Tisch 2: Ergebnis übernommen (Datei)');
    expect(await db.resultLog.toArray()).toEqual([expect.objectContaining({ source: 'hand-in', via: 'file', signed: true, round: 1, table: 2 })]);
  });

  it('a forged hand-in (no MAC) and a tampered one (MAC of other content) are refused with a message that says so; nothing is stored', async () => {
    renderWithProviders(<ScanHandInsScreen tournamentId={keyed.id} round={1} />);
    const { mac: _mac, ...forged } = signed(1, 2);
    await chooseFile(forged);
    expect(await screen.findByTestId('scan-notice')).toHaveTextContent('Runde 1, Tisch 2: Die Abgabe ist nicht signiert');
    const genuine = signed(1, 2);
    await chooseFile({ ...genuine, hands: genuine.hands.slice(1) });
    expect(await screen.findByText(/Runde 1, Tisch 2: Die Signatur der Abgabe passt nicht/)).toBeInTheDocument();
    const fromTable3 = makeHandIn(buildTableSession(keyed, 1, 2, 16), undefined, keyOf(1, 3));
    await chooseFile({ ...fromTable3, note: 'x' });
    await waitFor(() => expect(screen.getByTestId('scan-notice')).toHaveTextContent('Die Signatur der Abgabe passt nicht'));
    expect(await db.resultLog.count()).toBe(0);
    expect(await resultOf(1, 2)).toBeUndefined();
  });

  it('a round-1 hand-in in the round-2 scanner is named as such and stored only after the director agrees', async () => {
    const { user } = renderWithProviders(<ScanHandInsScreen tournamentId={keyed.id} round={2} />);
    await chooseFile(signed(1, 2));
    const dialog = await screen.findByRole('dialog', { name: 'Abgabe für Runde 1, Tisch 2' });
    expect(within(dialog).getByText('Diese Abgabe gehört zu Runde 1, Tisch 2 – gesammelt wird gerade Runde 2.')).toBeInTheDocument();
    expect(await db.resultLog.count()).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByText('Runde 1, Tisch 2: nicht übernommen.')).toBeInTheDocument();
    expect(await resultOf(1, 2)).toBeUndefined();

    await chooseFile(signed(1, 2));
    await user.click(within(await screen.findByRole('dialog', { name: 'Abgabe für Runde 1, Tisch 2' })).getByRole('button', { name: 'Für Runde 1 übernehmen' }));
    expect(await screen.findByText(/Runde 1, Tisch 2: Ergebnis übernommen/)).toBeInTheDocument();
    expect(await resultOf(1, 2)).toBeDefined();
    expect(await resultOf(2, 2)).toBeUndefined();
  });

  it('a round-1 hand-in never replaces round 1\'s stored result unseen: the dialog names the round and shows both results', async () => {
    await storeDirect(signed(1, 1, 16, 1));
    const { user } = renderWithProviders(<ScanHandInsScreen tournamentId={keyed.id} round={2} />);
    await chooseFile(signed(1, 1, 16, 2));
    const dialog = await screen.findByRole('dialog', { name: 'Abgabe für Runde 1, Tisch 1' });
    const table = within(dialog).getByTestId('result-comparison');
    expect(within(table).getByText('Runde 1, Tisch 1')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Spieler', 'gespeichert', 'neu']);
    expect(within(table).getAllByTestId('comparison-check-code')).toHaveLength(2);
    expect(within(table).getAllByText('16 Spiele')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Ersetzen' }));
    expect(await screen.findByText(/Runde 1, Tisch 1: Ergebnis ersetzt/)).toBeInTheDocument();
  });

  it('re-scanning a result already stored says so at once, without asking about the hand count again', async () => {
    const { user } = renderWithProviders(<ScanHandInsScreen tournamentId={keyed.id} round={1} />);
    await chooseFile(signed(1, 3, 17));
    await user.click(within(await screen.findByRole('dialog', { name: 'Tisch 3: 17 statt 20 Spiele' })).getByRole('button', { name: 'Übernehmen' }));
    await screen.findByText(/Tisch 3: Ergebnis übernommen/);
    await chooseFile(signed(1, 3, 17));
    expect(await screen.findByText('Tisch 3: diese Abgabe ist schon gespeichert – nichts geändert.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await db.resultLog.count()).toBe(1);
  });

  it('the replace dialog of the scanner shows round, table, both totals, hand counts and check codes side by side', async () => {
    await storeDirect(signed(1, 2, 16, 1));
    renderWithProviders(<ScanHandInsScreen tournamentId={keyed.id} round={1} />);
    const next = signed(1, 2, 15, 2);
    await chooseFile(next);
    const dialog = await screen.findByRole('dialog', { name: 'Tisch 2 hat schon ein anderes Ergebnis' });
    const table = within(dialog).getByTestId('result-comparison');
    expect(within(table).getByText('Runde 1, Tisch 2')).toBeInTheDocument();
    expect(within(table).getByText('16 Spiele')).toBeInTheDocument();
    expect(within(table).getByText('15 Spiele')).toBeInTheDocument();
    const checked = checkHandIn(keyed, next);
    if (!checked.ok) throw new Error('invalid');
    expect(within(table).getAllByTestId('comparison-check-code')[1]).toHaveTextContent(checked.value.checkCode);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4 + 2);
  });

  async function storeDirect(handIn: HandIn) {
    const out = await storeHandIn(keyed.id, handIn, 'camera');
    expect(out.ok && out.value.kind).toBe('accepted');
  }
});
