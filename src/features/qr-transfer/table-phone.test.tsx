import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildTableSession, buildTournament } from '@/testing/domain/tournament';
import { makeTableCard } from '@/domain/tournament/table-card';
import { checkCode, checkHandIn, makeHandIn } from '@/domain/tournament/hand-in';
import type { HandIn } from '@/domain/tournament/model';
import { withTableKeys } from '@/domain/tournament/table-key';
import { getRoundTableKey } from '@/persistence/repositories/round-sessions-repository';
import { parseSession, settleSession } from '@/domain/index';
import { db } from '@/persistence/db';
import { openRoundFromCard } from '@/state/table-round';
import { renderWithProviders } from '@/testing/render';
import { unpackCodes } from '@/transfer/qr/pack';
import { SheetScreen } from '@/features/sheet/sheet-screen';
import { HandInScreen } from './hand-in-screen';
import { JoinRoundScreen } from './join-round-screen';
import { RoundBar } from './round-bar';

const t = buildTournament({ players: 13 });

function jsonFile(value: unknown, name = 'karte.json'): File {
  return new File([JSON.stringify(value)], name, { type: 'application/json' });
}

async function chooseFile(file: File, label = 'Datei öffnen') {
  fireEvent.change(await screen.findByLabelText(label, { selector: 'input' }), { target: { files: [file] } });
}

describe('Turnierrunde: the table phone opens the round from the table card', () => {
  it('a card file opens the sheet with the names, seating, first dealer, rules and the tournament key', async () => {
    const card = makeTableCard(t, 1, 3)!;
    renderWithProviders(<JoinRoundScreen />, { route: '#/runde' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Keine Kamera verfügbar');
    await chooseFile(jsonFile(card));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/s\/[^/]+$/));
    const [stored] = await db.sessions.toArray();
    expect(window.location.hash).toBe(`#/s/${stored!.id}`);
    expect(stored!.data).toMatchObject({
      players: card.players.map((p) => p.name),
      firstDealer: card.firstDealer,
      rules: 'tarockcup',
      stakeCents: 10,
      hands: [],
      tournament: { id: t.id, name: t.name, round: 1, table: 3, playerIds: ['p9', 'p10', 'p11', 'p12', 'p13'], handsPerRound: 20 },
    });
  });

  it('the same card again opens the sheet kept for it, no second one', async () => {
    const card = makeTableCard(t, 1, 1)!;
    const first = await openRoundFromCard(card);
    renderWithProviders(<JoinRoundScreen />, { route: '#/runde' });
    await chooseFile(jsonFile(card));
    await waitFor(() => expect(window.location.hash).toBe(`#/s/${first.value.sessionId}`));
    expect(await db.sessions.count()).toBe(1);
    expect(await screen.findByText('Das Blatt dieser Runde war schon offen.')).toBeInTheDocument();
  });

  it('a hand-in, a broken card or a non-JSON file get a clear message and open nothing', async () => {
    renderWithProviders(<JoinRoundScreen />, { route: '#/runde', lang: 'en' });
    await chooseFile(jsonFile(makeHandIn({ ...buildTableSession(t, 1, 1, 0) })), 'Open a file');
    expect(await screen.findByText('This is not a table card.')).toBeInTheDocument();
    await chooseFile(jsonFile({ ...makeTableCard(t, 1, 1)!, firstDealer: 7 }), 'Open a file');
    // The part that is wrong in the user's words, and what to do — never the file's key ("firstDealer").
    expect(await screen.findByText('The table card is damaged or incomplete (the first dealer). Ask the director to issue the card again.')).toBeInTheDocument();
    await chooseFile(new File(['{ nope'], 'x.json', { type: 'application/json' }), 'Open a file');
    expect(await screen.findByText('The file is not a JSON file.')).toBeInTheDocument();
    expect(await db.sessions.count()).toBe(0);
    expect(window.location.hash).toBe('#/runde');
  });
});

async function roundWithHands(table: number, hands: number): Promise<string> {
  const { value: { sessionId } } = await openRoundFromCard(makeTableCard(t, 1, table)!);
  const stored = (await db.sessions.get(sessionId))!;
  await db.sessions.put({ ...stored, data: { ...stored.data, hands: buildTableSession(t, 1, table, hands).hands } });
  return sessionId;
}

describe('the round sheet', () => {
  it('shows round, table, hands left and the time left, and offers Abgeben', async () => {
    const id = await roundWithHands(1, 11);
    renderWithProviders(<SheetScreen sessionId={id} roundBar={<RoundBar sessionId={id} />} />, { route: `#/s/${id}` });
    const bar = await screen.findByRole('group', { name: 'Runde 1 · Tisch 1' });
    expect(within(bar).getByTestId('hands-left')).toHaveTextContent('noch 5 Spiele');
    expect(await within(bar).findByTestId('time-left')).toHaveTextContent(/^noch 1[12]\d Min\.$/);
    expect(within(bar).getByRole('link', { name: 'Abgeben' })).toHaveAttribute('href', `#/s/${id}/abgabe`);
  });

  it('says when the round is complete', async () => {
    const id = await roundWithHands(2, 16);
    renderWithProviders(<SheetScreen sessionId={id} roundBar={<RoundBar sessionId={id} />} />, { route: `#/s/${id}` });
    expect(await screen.findByTestId('hands-left')).toHaveTextContent('Runde fertig');
  });

  it('one hand over the plan, in the singular', async () => {
    const id = await roundWithHands(1, 17);
    renderWithProviders(<SheetScreen sessionId={id} roundBar={<RoundBar sessionId={id} />} />, { route: `#/s/${id}` });
    expect(await screen.findByTestId('hands-left')).toHaveTextContent(/^1 Spiel mehr als geplant$/);
  });

  it('two hands over the plan, in the plural', async () => {
    const id = await roundWithHands(1, 18);
    renderWithProviders(<SheetScreen sessionId={id} roundBar={<RoundBar sessionId={id} />} />, { route: `#/s/${id}` });
    expect(await screen.findByTestId('hands-left')).toHaveTextContent(/^2 Spiele mehr als geplant$/);
  });

  it('an ordinary evening has no round line', async () => {
    const { value: { sessionId } } = await openRoundFromCard(makeTableCard(t, 1, 1)!);
    const stored = (await db.sessions.get(sessionId))!;
    const { tournament: _, ...plain } = stored.data;
    await db.sessions.put({ ...stored, data: plain });
    renderWithProviders(<SheetScreen sessionId={sessionId} roundBar={<RoundBar sessionId={sessionId} />} />);
    await screen.findByRole('table', { name: 'Stand' });
    expect(screen.queryByTestId('hands-left')).toBeNull();
  });
});

describe('Abgeben', () => {
  it('after the last hand: the hand-in code, the totals and the check code, and the same as a file', async () => {
    const id = await roundWithHands(2, 16);
    renderWithProviders(<HandInScreen sessionId={id} />, { route: `#/s/${id}/abgabe` });
    const name = 'Abgabe Runde 1 Tisch 2, Code 1 von 1';
    await waitFor(() => expect(screen.getByRole('img', { name }).tagName.toLowerCase()).toBe('svg'));
    const session = buildTableSession(t, 1, 2, 16);
    const parsed = parseSession(session);
    if (!parsed.ok) throw new Error('invalid');
    const totals = settleSession(parsed.value.session, parsed.value.rules).totals;
    await waitFor(() => expect(screen.getByTestId('check-code')).toHaveTextContent(checkCode(totals)));
    await waitFor(() => expect(screen.getAllByTestId('handin-total')).toHaveLength(4));
    expect(await screen.findByText('(16 Spiele)')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Als Datei teilen' })).toBeInTheDocument();
  });

  it('the code carries exactly the hand-in of the round', async () => {
    const id = await roundWithHands(3, 20);
    renderWithProviders(<HandInScreen sessionId={id} />);
    await screen.findByTestId('check-code');
    const { packMessage } = await import('@/transfer/qr/pack');
    const stored = (await db.sessions.get(id))!;
    const codes = packMessage('handIn', makeHandIn(stored.data as Parameters<typeof makeHandIn>[0]));
    expect(unpackCodes(codes, 'handIn')).toMatchObject({ status: 'message', message: JSON.parse(JSON.stringify(makeHandIn(stored.data as Parameters<typeof makeHandIn>[0]))) });
  });

  it('one hand over the plan or one missing: singular sentences', async () => {
    const over = await roundWithHands(1, 17);
    const first = renderWithProviders(<HandInScreen sessionId={over} />, { route: `#/s/${over}/abgabe` });
    expect(await screen.findByText(/^1 Spiel mehr als geplant \(16\)/)).toBeInTheDocument();
    expect(screen.getByText('(17 Spiele)')).toBeInTheDocument();
    first.unmount();
    const short = await roundWithHands(2, 15);
    renderWithProviders(<HandInScreen sessionId={short} />, { route: `#/s/${short}/abgabe` });
    expect(await screen.findByRole('heading', { name: 'Es fehlt noch 1 von 16 Spielen.' })).toBeInTheDocument();
  });

  it('in English too: "1 hand more than planned"', async () => {
    const id = await roundWithHands(1, 17);
    renderWithProviders(<HandInScreen sessionId={id} />, { route: `#/s/${id}/abgabe`, lang: 'en' });
    expect(await screen.findByText(/^1 hand more than planned \(16\)/)).toBeInTheDocument();
  });

  it('with hands missing it asks first', async () => {
    const id = await roundWithHands(1, 13);
    const { user } = renderWithProviders(<HandInScreen sessionId={id} />, { route: `#/s/${id}/abgabe` });
    expect(await screen.findByRole('heading', { name: 'Es fehlen noch 3 von 16 Spielen.' })).toBeInTheDocument();
    expect(screen.queryByTestId('check-code')).toBeNull();
    for (const link of screen.getAllByRole('link', { name: 'Zurück zum Blatt' })) expect(link).toHaveAttribute('href', `#/s/${id}`);
    await user.click(screen.getByRole('button', { name: 'Trotzdem abgeben' }));
    expect(await screen.findByTestId('check-code')).toBeInTheDocument();
  });
});

describe('a keyed table: the phone keeps the card\'s key and signs its hand-in', () => {
  const keyed = { ...t, rounds: t.rounds.map((r) => withTableKeys(r, (n) => Uint8Array.from({ length: n }, (_, i) => i * 7 + 3))) };

  it('the key from the card is kept beside the sheet (not in the evening file) and the hand-in the screen shows is signed with it', async () => {
    const card = makeTableCard(keyed, 1, 2)!;
    expect(card.key).toBeDefined();
    const { value: { sessionId } } = await openRoundFromCard(card);
    const stored = (await db.sessions.get(sessionId))!;
    expect(JSON.stringify(stored.data)).not.toContain(card.key!);
    expect(await getRoundTableKey(sessionId)).toBe(card.key);
    await db.sessions.put({ ...stored, data: { ...stored.data, hands: buildTableSession(keyed, 1, 2, 16).hands } });

    const shown: unknown[] = [];
    const pack = await import('@/transfer/qr/pack');
    const spy = vi.spyOn(pack, 'packMessage').mockImplementation((kind, message) => {
      shown.push(message);
      return ['KB1:H:1/1:00000000:'];
    });
    renderWithProviders(<HandInScreen sessionId={sessionId} />);
    await screen.findByTestId('check-code');
    spy.mockRestore();
    const handIn = shown.at(-1) as HandIn;
    expect(handIn.mac).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(checkHandIn(keyed, JSON.parse(JSON.stringify(handIn)) as HandIn)).toMatchObject({ ok: true, value: { signed: true, table: 2 } });
  });

  it('a phone that lost the key (e.g. a restored backup) gets it back by scanning the card again', async () => {
    const card = makeTableCard(keyed, 1, 1)!;
    const { value: { sessionId } } = await openRoundFromCard(card);
    await db.meta.delete(`roundKey:${sessionId}`);
    expect(await getRoundTableKey(sessionId)).toBeUndefined();
    expect((await openRoundFromCard(card)).value).toEqual({ kind: 'opened', sessionId, reopened: true, key: 'restored' });
    expect(await getRoundTableKey(sessionId)).toBe(card.key);
  });

  it('a second card for the sheet with another key asks first; "keep" opens the sheet with the phone\'s key and its hands', async () => {
    const genuine = makeTableCard(keyed, 1, 2)!;
    const { value: { sessionId } } = await openRoundFromCard(genuine);
    const stored = (await db.sessions.get(sessionId))!;
    await db.sessions.put({ ...stored, data: { ...stored.data, hands: buildTableSession(keyed, 1, 2, 5).hands } });
    renderWithProviders(<JoinRoundScreen />, { route: '#/runde' });
    await chooseFile(jsonFile({ ...genuine, key: 'F0rGeDkEy_aaaaaaaaaaaa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Andere Tischkarte für Runde 1 · Tisch 2' });
    expect(dialog).toHaveTextContent(`Dieses Handy führt das Blatt von Runde 1 · Tisch 2 („${keyed.name}“) schon mit dem Schlüssel einer früheren Tischkarte.`);
    expect(dialog).toHaveTextContent('5 Spiele sind schon eingetragen – sie bleiben auf dem Blatt, welchen Schlüssel du auch wählst.');
    expect(window.location.hash).toBe('#/runde');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bisherigen Schlüssel behalten' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/s/${sessionId}`));
    expect(await screen.findByText('Der bisherige Tischschlüssel bleibt.')).toBeInTheDocument();
    expect(await getRoundTableKey(sessionId)).toBe(genuine.key);
    expect((await db.sessions.get(sessionId))!.data.hands).toHaveLength(5);
  });

  it('in English, "take the new card\'s key" stores it and the hand stays; "cancel" opens nothing', async () => {
    const genuine = makeTableCard(keyed, 1, 1)!;
    const reissued = { ...genuine, key: 'R3iSsUeDkEy_cccccccccc' };
    const { value: { sessionId } } = await openRoundFromCard(genuine);
    const stored = (await db.sessions.get(sessionId))!;
    await db.sessions.put({ ...stored, data: { ...stored.data, hands: buildTableSession(keyed, 1, 1, 1).hands } });
    renderWithProviders(<JoinRoundScreen />, { route: '#/runde', lang: 'en' });
    await chooseFile(jsonFile(reissued), 'Open a file');
    let dialog = await screen.findByRole('dialog', { name: 'Another table card for round 1 · table 1' });
    expect(dialog).toHaveTextContent('1 hand is already recorded – it stays on the sheet whichever key you choose.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.hash).toBe('#/runde');
    expect(await getRoundTableKey(sessionId)).toBe(genuine.key);

    await chooseFile(jsonFile(reissued), 'Open a file');
    dialog = await screen.findByRole('dialog', { name: 'Another table card for round 1 · table 1' });
    fireEvent.click(within(dialog).getByRole('button', { name: "Take the new card's key" }));
    await waitFor(() => expect(window.location.hash).toBe(`#/s/${sessionId}`));
    expect(await screen.findByText("The new table card's key counts now – the recorded hands have stayed.")).toBeInTheDocument();
    expect(await getRoundTableKey(sessionId)).toBe(reissued.key);
    expect((await db.sessions.get(sessionId))!.data.hands).toHaveLength(1);
  });
});
