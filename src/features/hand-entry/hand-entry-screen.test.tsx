import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { listHandDrafts } from '@/persistence/repositories/hand-drafts-repository';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toNumber, type Hand, type Session } from '@/domain/index';
import { Routes } from '@/app/app';
import { createSession, getSession } from '@/persistence/repositories/sessions-repository';
import { initialState, useSessionStore } from '@/state/session-store';
import { resetDatabase } from '@/testing/db';
import { sampleHands } from '@/testing/domain/hands';
import { makeSession } from '@/testing/domain/session';
import { renderWithProviders } from '@/testing/render';
import { useToasts } from '@/components/ui/toast';
import { HandEntryScreen } from './hand-entry-screen';

async function seed(data: Partial<Session> = {}): Promise<string> {
  return (await createSession(makeSession({ hands: sampleHands(), ...data }))).id;
}

async function storedHands(id: string): Promise<Hand[]> {
  return (await getSession(id))?.data.hands ?? [];
}

/** Counts every tap, so the tests hold the tap-count targets of the table. */
function tapCounter(user: UserEvent) {
  let taps = 0;
  const tap = async (el: Element) => {
    taps += 1;
    await user.click(el);
  };
  return { tap, count: () => taps };
}

function group(name: string) {
  return screen.getByRole('group', { name });
}

function inGroup(groupName: string, button: string) {
  return within(group(groupName)).getByRole('button', { name: button });
}

async function renderEntry(id: string, handIndex?: number, lang: 'de' | 'en' = 'de') {
  const route = handIndex === undefined ? `#/s/${id}/hand` : `#/s/${id}/hand/${handIndex}`;
  const result = renderWithProviders(<HandEntryScreen sessionId={id} handIndex={handIndex} />, { route, lang });
  await screen.findByRole('heading', { level: 1, name: handIndex === undefined ? /Spiel|Game/ : /bearbeiten|Edit/ });
  await screen.findByText(/Geber|Dealer/);
  return result;
}

beforeEach(async () => {
  await resetDatabase();
  useSessionStore.getState().close();
  useSessionStore.setState(initialState);
});

describe('from the sheet, with the tap counts the table needs', () => {
  it('a plain won Rufer with partner: 5 taps, saved with the right amounts', async () => {
    const id = await seed();
    const { user } = renderWithProviders(<Routes />, { route: `#/s/${id}` });
    const { tap, count } = tapCounter(user);

    await tap(await screen.findByRole('button', { name: '+ Spiel' }));
    await tap(await screen.findByRole('button', { name: 'Rufer' }));
    // Hand 4 is dealt by Dieter: Anna is Vorhand and plays the Rufer.
    expect(screen.getByText('Anna spielt (Vorhand)')).toBeInTheDocument();
    await tap(inGroup('Partner', 'Clara'));
    await tap(inGroup('Ergebnis', 'gewonnen'));
    await tap(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('button', { name: /^Spiel 4: Rufer, Anna mit Clara/ })).toBeInTheDocument();
    expect(count()).toBe(5);
    expect((await storedHands(id))[3]).toEqual({ game: 'rufer', declarer: 0, partner: 2, result: 'won' });
    expect(useSessionStore.getState().settlement?.hands[3]?.deltas.map(toNumber)).toEqual([1, -1, 1, -1]);
    expect(await screen.findByText('Spiel 4 gespeichert')).toBeInTheDocument();
  });

  it('a won Dreier with Kontra and a silent Trull: at most 9 taps', async () => {
    const id = await seed();
    const { user } = renderWithProviders(<Routes />, { route: `#/s/${id}` });
    const { tap, count } = tapCounter(user);

    await tap(await screen.findByRole('button', { name: '+ Spiel' }));
    await tap(await screen.findByRole('button', { name: 'Dreier' }));
    await tap(inGroup('Spieler', 'Bernd'));
    await tap(inGroup('Ergebnis', 'gewonnen'));
    await tap(inGroup('Kontra', 'Kontra'));
    await tap(screen.getByRole('button', { name: 'Prämien' }));
    await tap(within(group('Prämien')).getByRole('button', { name: 'Trull' }));
    // Dreier 6 × Kontra 2 = 12 per opponent, Trull still 1 per opponent.
    const preview = screen.getByRole('region', { name: 'Vorschau' });
    expect(within(preview).getByText('+39')).toBeInTheDocument();
    await tap(screen.getByRole('button', { name: 'Speichern' }));

    await screen.findByRole('button', { name: /^Spiel 4: Dreier, Bernd/ });
    expect(count()).toBeLessThanOrEqual(9);
    expect((await storedHands(id))[3]).toEqual({
      game: 'dreier',
      declarer: 1,
      result: 'won',
      kontra: 1,
      praemien: [{ id: 'trull', side: 'declarer', announced: false, made: true }],
    });
    expect(useSessionStore.getState().settlement?.hands[3]?.deltas.map(toNumber)).toEqual([-13, 39, -13, -13]);
  });
});

describe('the entry form', () => {
  it('moves messages to the top while it is open, so none covers the controls under the thumb', async () => {
    const id = await seed();
    const { unmount } = await renderEntry(id);
    await waitFor(() => expect(document.querySelector('[data-placement]')?.getAttribute('data-placement')).toBe('top'));
    unmount();
    expect(useToasts.getState().atTop).toBe(0);
  });

  it('asks for what is missing and keeps Save disabled until then', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Noch offen: Spiel wählen')).toBeInTheDocument();
    // The screen takes focus to its title once it knows the hand's number: only then is the tap the last word on focus.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Spiel 4' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Rufer' }));
    expect(screen.getByRole('button', { name: 'Spiel ändern: Rufer' })).toHaveFocus();
    expect(screen.getByText('Noch offen: Partner wählen (oder allein), gewonnen, verloren oder Punkte eintragen')).toBeInTheDocument();
    await user.click(inGroup('Partner', 'allein'));
    await user.click(inGroup('Ergebnis', 'verloren'));
    expect(save).toBeEnabled();
    // Rufer alone lost: Anna −3, the others +1.
    expect(within(screen.getByRole('region', { name: 'Vorschau' })).getByText('\u22123')).toBeInTheDocument();
  });

  it('enters card points with the keypad and shows whether they win', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Dreier' }));
    await user.click(inGroup('Ergebnis', 'Punkte'));
    const keypad = await screen.findByRole('dialog', { name: 'Punkte: Spielerseite' });
    await user.click(within(keypad).getByRole('button', { name: '3' }));
    await user.click(within(keypad).getByRole('button', { name: '4' }));
    await user.click(within(keypad).getByRole('button', { name: 'Blatt 2' }));
    expect(within(keypad).getByText('34/2 – verloren (ab 35/2 gewonnen)')).toBeInTheDocument();
    await user.click(within(keypad).getByRole('button', { name: 'Löschen' }));
    await user.click(within(keypad).getByRole('button', { name: '8' }));
    await user.click(within(keypad).getByRole('button', { name: 'Blatt 1' }));
    expect(within(keypad).getByText('38/1 – gewonnen (ab 35/2)')).toBeInTheDocument();
    await user.click(within(keypad).getByRole('button', { name: 'Übernehmen' }));

    expect(inGroup('Ergebnis', 'Punkte: 38/1')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await storedHands(id))[3]).toEqual({ game: 'dreier', declarer: 0, points: '38/1' }));
  });

  it('with Kontra under the last-Kontra shift the keypad says 34/2 wins', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Dreier' }));
    await user.click(inGroup('Kontra', 'Kontra'));
    await user.click(inGroup('Ergebnis', 'Punkte'));
    const keypad = await screen.findByRole('dialog', { name: 'Punkte: Spielerseite' });
    for (const key of ['3', '4', 'Blatt 2']) await user.click(within(keypad).getByRole('button', { name: key }));
    expect(within(keypad).getByText('34/2 – gewonnen (ab 34/2)')).toBeInTheDocument();
  });

  it("Trischaken: the last player's points and tricks complete themselves", async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Trischaken' }));
    // Tricks are optional; here they are entered too.
    await user.click(screen.getByRole('button', { name: 'Stiche eintragen' }));
    const entries: [string, string[], number][] = [
      ['Anna', ['3', '0', 'Blatt 1'], 5],
      ['Bernd', ['2', '0'], 4],
      ['Clara', ['1', '9', 'Blatt 2'], 3],
    ];
    for (const [name, keys, tricks] of entries) {
      await user.click(screen.getByRole('button', { name: `Punkte ${name}` }));
      const keypad = await screen.findByRole('dialog', { name: `Punkte: ${name}` });
      for (const key of keys) await user.click(within(keypad).getByRole('button', { name: key }));
      // A Blatt tapped after the points takes them at once; plain points need "Übernehmen".
      if (!keys.at(-1)!.startsWith('Blatt')) await user.click(within(keypad).getByRole('button', { name: 'Übernehmen' }));
      for (let i = 0; i < tricks; i++) await user.click(screen.getByRole('button', { name: `Mehr Stiche: ${name}` }));
    }
    expect(screen.getByLabelText('Punkte Dieter')).toHaveTextContent('0/0');
    expect(screen.getByLabelText('Stiche Dieter')).toHaveTextContent('0');
    expect(screen.queryByRole('button', { name: 'Mehr Stiche: Dieter' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () =>
      expect((await storedHands(id))[3]).toEqual({
        game: 'trischaken',
        trischaken: { points: ['30/1', '20/0', '19/2', '0/0'], tricks: [5, 4, 3, 0] },
      }),
    );
    const row = useSessionStore.getState().settlement?.hands[3];
    expect(row?.deltas.reduce((s, d) => s + toNumber(d), 0)).toBe(0);
  });

  it('Trischaken in 11 taps from the game to saved (4 players, no Kontra): only the points, the keypad moves on by itself', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    const { tap, count } = tapCounter(user);
    await tap(screen.getByRole('button', { name: 'Trischaken' }));
    for (const [name, keys] of [['Anna', ['3', '0']], ['Bernd', ['2', '0']], ['Clara', ['1', '5']]] as const) {
      const keypad = await screen.findByRole('dialog', { name: `Punkte: ${name}` });
      for (const key of keys) await tap(within(keypad).getByRole('button', { name: key }));
      await tap(within(keypad).getByRole('button', { name: 'Übernehmen' }));
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Punkte Dieter')).toHaveTextContent('5/0'));
    await tap(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () =>
      expect((await storedHands(id))[3]).toEqual({ game: 'trischaken', trischaken: { points: ['30/0', '20/0', '15/0', '5/0'] } }),
    );
    expect(count()).toBe(11);
  });

  it('Trischaken as a table types it: three two-digit points with their Blatt, the fourth derived, 11 taps from the game', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    const { tap, count } = tapCounter(user);
    await tap(screen.getByRole('button', { name: 'Trischaken' }));
    // "23 and 1 Blatt", "17 and 2 Blatt", "15": the Blatt is the last word and takes the points.
    for (const [name, keys] of [['Anna', ['2', '3', 'Blatt 1']], ['Bernd', ['1', '7', 'Blatt 2']], ['Clara', ['1', '5', 'Übernehmen']]] as const) {
      const keypad = await screen.findByRole('dialog', { name: `Punkte: ${name}` });
      expect(within(keypad).getByText('Kartenpunkte 0–70, dann Blatt 0, 1 oder 2 – das übernimmt gleich.')).toBeInTheDocument();
      for (const key of keys) await tap(within(keypad).getByRole('button', { name: key }));
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // 70 − 23⅓ − 17⅔ − 15 = 14.
    await waitFor(() => expect(screen.getByLabelText('Punkte Dieter')).toHaveTextContent('14/0'));
    await tap(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () =>
      expect((await storedHands(id))[3]).toEqual({ game: 'trischaken', trischaken: { points: ['23/1', '17/2', '15/0', '14/0'] } }),
    );
    expect(count()).toBe(11);
  });

  it('the points keypad elsewhere does not take the value on a Blatt tap (the verdict stays on screen)', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Dreier' }));
    await user.click(inGroup('Ergebnis', 'Punkte'));
    const keypad = await screen.findByRole('dialog', { name: 'Punkte: Spielerseite' });
    for (const key of ['3', '5', 'Blatt 1']) await user.click(within(keypad).getByRole('button', { name: key }));
    expect(screen.getByRole('dialog', { name: 'Punkte: Spielerseite' })).toBeInTheDocument();
  });

  it('Prämien: toggled on with a sensible default, then changed with one tap each', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Dreier' }));
    await user.click(inGroup('Ergebnis', 'gewonnen'));
    await user.click(screen.getByRole('button', { name: 'Prämien' }));
    await user.click(within(group('Prämien')).getByRole('button', { name: 'Pagat' }));
    const card = screen.getByRole('region', { name: 'Pagat' });
    expect(within(card).getByRole('group', { name: 'Pagat: Wer hatte ihn?' })).toBeInTheDocument();
    expect(inGroup('Pagat: Wer hatte ihn?', 'Anna')).toHaveAttribute('aria-pressed', 'true');
    await user.click(inGroup('Pagat: angesagt?', 'angesagt'));
    await user.click(inGroup('Pagat: Ausgang', 'verloren'));
    await user.click(inGroup('Pagat: Kontra', 'Kontra'));
    await user.click(within(group('Prämien')).getByRole('button', { name: 'Trull' }));
    await user.click(inGroup('Trull: Seite', 'Gegner'));
    await user.click(within(group('Prämien')).getByRole('button', { name: 'Vier Könige' }));
    await user.click(within(group('Prämien')).getByRole('button', { name: 'Vier Könige' }));
    expect(screen.queryByRole('region', { name: 'Vier Könige' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () =>
      expect((await storedHands(id))[3]).toEqual({
        game: 'dreier',
        declarer: 0,
        result: 'won',
        praemien: [
          { id: 'pagat', side: 'declarer', announced: true, made: false, kontra: 1, by: 0 },
          { id: 'trull', side: 'opponents', announced: false, made: true },
        ],
      }),
    );
  });

  it('explains an invalid combination in place and keeps Save disabled', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Dreier' }));
    await user.click(inGroup('Ergebnis', 'gewonnen'));
    await user.click(screen.getByRole('button', { name: 'Valat' }));
    await user.click(screen.getByRole('button', { name: 'Valat eintragen' }));
    await user.click(inGroup('Valat: Seite', 'Gegner'));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain('Das Ergebnis passt nicht zum Valat.');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Vorschau' })).not.toBeInTheDocument();
    await user.click(inGroup('Ergebnis', 'verloren'));
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  });

  it('at a 5-table the dealer sits out and cannot be chosen', async () => {
    const id = await seed({ players: ['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva'], hands: [] });
    const { user } = await renderEntry(id);
    expect(screen.getByText('Geber: Anna (sitzt aus) · Vorhand: Bernd')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dreier' }));
    const names = within(group('Spieler')).getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Bernd', 'Clara', 'Dieter', 'Eva']);
    expect(inGroup('Spieler', 'Bernd')).toHaveAttribute('aria-pressed', 'true');
  });

  it('a manual hand with the rest filled in', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Mehr' }));
    await user.click(screen.getByRole('button', { name: 'Beträge manuell eingeben' }));
    await user.type(screen.getByLabelText('Betrag Anna'), '2,5');
    await user.type(screen.getByLabelText('Betrag Bernd'), '1');
    await user.click(screen.getByRole('button', { name: 'Vorzeichen umdrehen: Bernd' }));
    await user.type(screen.getByLabelText('Betrag Dieter'), '0');
    await user.click(screen.getByRole('button', { name: 'Rest ausfüllen' }));
    expect(screen.getByLabelText('Betrag Clara')).toHaveValue('\u22121,5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await storedHands(id))[3]).toEqual({ manual: [2.5, -1, -1.5, 0] }));
  });

  it('the game picker lists games as the table thinks of them: Rufer, Dreier, solo games, negative games, Trischaken last', async () => {
    const id = await seed();
    await renderEntry(id);
    const names = within(group('Spiel')).getAllByRole('button').map((b) => b.textContent);
    expect(names.slice(0, 3)).toEqual(['Rufer', 'Besserrufer', 'Dreier']);
    expect(names.indexOf('Solodreier')).toBeLessThan(names.indexOf('Piccolo'));
    expect(names.at(-1)).toBe('Trischaken');
  });

  it('a half-entered hand is kept when leaving the form and is there when it opens again (also after a reload)', async () => {
    const id = await seed();
    const { user } = renderWithProviders(<Routes />, { route: `#/s/${id}` });
    await user.click(await screen.findByRole('button', { name: '+ Spiel' }));
    await user.click(await screen.findByRole('button', { name: 'Dreier' }));
    await user.click(inGroup('Spieler', 'Bernd'));
    // Back to the sheet without saving.
    await user.click(screen.getByRole('link', { name: /Zurück/ }));
    await screen.findByRole('button', { name: '+ Spiel' });
    expect(await storedHands(id)).toHaveLength(3);

    // A reload: everything in memory is gone, only what was stored remains.
    cleanup();
    useSessionStore.getState().close();
    useSessionStore.setState(initialState);
    const again = renderWithProviders(<Routes />, { route: `#/s/${id}/hand` });
    expect(await screen.findByText(/die Eingabe ist wiederhergestellt/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Dreier/ })).toBeInTheDocument();
    expect(inGroup('Spieler', 'Bernd')).toHaveAttribute('aria-pressed', 'true');
    await again.user.click(inGroup('Ergebnis', 'gewonnen'));
    await again.user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await storedHands(id))[3]).toEqual({ game: 'dreier', declarer: 1, result: 'won' }));

    // Saved: the next new hand starts empty.
    await again.user.click(await screen.findByRole('button', { name: '+ Spiel' }));
    await screen.findByRole('group', { name: 'Spiel' });
    expect(screen.queryByText(/die Eingabe ist wiederhergestellt/)).not.toBeInTheDocument();
  });

  it('a restored draft can be discarded', async () => {
    const id = await seed();
    const first = await renderEntry(id);
    await first.user.click(screen.getByRole('button', { name: 'Bettler' }));
    // The draft is written after the tap: the "reload" comes once it is on disk.
    await waitFor(async () => expect(await listHandDrafts(id, 'new')).toHaveLength(1));
    cleanup();
    const { user } = await renderEntry(id);
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    expect(await screen.findByRole('group', { name: 'Spiel' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Spiel' })).getByRole('button', { name: 'Bettler' })).toHaveAttribute('aria-pressed', 'false');
    // Discarded on disk too, before the next "reload" looks.
    await waitFor(async () => expect(await listHandDrafts(id, 'new')).toEqual([]));
    cleanup();
    await renderEntry(id);
    expect(screen.queryByText(/die Eingabe ist wiederhergestellt/)).not.toBeInTheDocument();
  });

  it('a negative game asks for won or lost, without an "or points" hint', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Bettler' }));
    await user.click(inGroup('Spieler', 'Clara'));
    expect(screen.getByText('Noch offen: gewonnen oder verloren wählen')).toBeInTheDocument();
    expect(screen.queryByText(/oder Punkte/)).not.toBeInTheDocument();
  });

  it('a manual hand carries a note', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Mehr' }));
    await user.click(screen.getByRole('button', { name: 'Beträge manuell eingeben' }));
    await user.type(screen.getByLabelText('Betrag Anna'), '−4');
    await user.type(screen.getByLabelText('Betrag Bernd'), '0');
    await user.type(screen.getByLabelText('Betrag Clara'), '0');
    await user.click(screen.getByRole('button', { name: 'Rest ausfüllen' }));
    await user.type(screen.getByRole('textbox', { name: 'Notiz' }), 'Renonce absichtlich');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await storedHands(id))[3]).toEqual({ manual: [-4, 0, 0, 4], note: 'Renonce absichtlich' }));
  });

  it('strikes a hand from the form', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Mehr' }));
    await user.click(screen.getByRole('switch', { name: /Spiel streichen/ }));
    expect(screen.getByText('Wird als gestrichen gespeichert.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await storedHands(id))[3]).toEqual({ void: true }));
  });

  it('negative game: result and each opponent’s own Kontra', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Bettler' }));
    await user.click(inGroup('Spieler', 'Clara'));
    await user.click(inGroup('Ergebnis', 'gewonnen'));
    await user.click(inGroup('Kontra Bernd', 'Kontra'));
    expect(screen.queryByRole('group', { name: 'Kontra Clara' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () =>
      expect((await storedHands(id))[3]).toEqual({ game: 'bettler', declarer: 2, result: 'won', kontraBy: { '1': 1 } }),
    );
    // Bettler 4: Bernd pays 8, Anna and Dieter 4 each.
    expect(useSessionStore.getState().settlement?.hands[3]?.deltas.map(toNumber)).toEqual([-4, -8, 16, -4]);
  });
});

describe('the Prämien details under the thumb', () => {
  it('open in the bottom bar after the live preview, right below the extras row, and are changed there', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Dreier' }));
    await user.click(inGroup('Spieler', 'Clara'));
    await user.click(inGroup('Ergebnis', 'gewonnen'));
    await user.click(inGroup('Kontra', 'Kontra'));
    await user.click(within(group('Zusätze')).getByRole('button', { name: 'Prämien' }));
    await user.click(within(group('Prämien')).getByRole('button', { name: 'Trull' }));

    const bar = screen.getByRole('contentinfo');
    const preview = within(bar).getByRole('region', { name: 'Vorschau' });
    const extras = within(bar).getByRole('group', { name: 'Zusätze' });
    const card = within(bar).getByRole('region', { name: 'Trull' });
    const save = within(bar).getByRole('button', { name: 'Speichern' });
    const follows = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    // Top to bottom: preview, the extras row, the details it opened, Save — the preview is above, never over them.
    expect(follows(preview, extras)).toBe(true);
    expect(follows(extras, card)).toBe(true);
    expect(follows(card, save)).toBe(true);
    expect(screen.getByRole('main')).not.toContainElement(card);
    expect(inGroup('Trull: angesagt?', 'still')).toHaveAttribute('aria-pressed', 'true');
    expect(inGroup('Trull: Ausgang', 'gemacht')).toHaveAttribute('aria-pressed', 'true');
    expect(within(preview).getByText('+39')).toBeInTheDocument();

    // Side, angesagt (then its Kontra), gemacht: one tap each, the preview follows.
    await user.click(inGroup('Trull: angesagt?', 'angesagt'));
    await user.click(inGroup('Trull: Kontra', 'Kontra'));
    await user.click(inGroup('Trull: Seite', 'Gegner'));
    await user.click(inGroup('Trull: Ausgang', 'verloren'));
    await user.click(save);
    await waitFor(async () =>
      expect((await storedHands(id))[3]).toEqual({
        game: 'dreier',
        declarer: 2,
        result: 'won',
        kontra: 1,
        praemien: [{ id: 'trull', side: 'opponents', announced: true, made: false, kontra: 1 }],
      }),
    );
  });

  it("a bird's holder is chosen in the details, among the seats of its side", async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Rufer' }));
    await user.click(inGroup('Partner', 'Clara'));
    await user.click(inGroup('Ergebnis', 'gewonnen'));
    await user.click(within(group('Zusätze')).getByRole('button', { name: 'Prämien' }));
    await user.click(within(group('Prämien')).getByRole('button', { name: 'Uhu' }));
    const holders = within(group('Uhu: Wer hatte ihn?')).getAllByRole('button').map((b) => b.textContent);
    expect(holders).toEqual(['Anna', 'Clara']);
    await user.click(inGroup('Uhu: Wer hatte ihn?', 'Clara'));
    await user.click(inGroup('Uhu: Seite', 'Gegner'));
    expect(within(group('Uhu: Wer hatte ihn?')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Bernd', 'Dieter']);
    // A Prämien panel closes with the same button that opened it.
    await user.click(within(group('Zusätze')).getByRole('button', { name: /^Prämien/ }));
    expect(screen.queryByRole('region', { name: 'Uhu' })).not.toBeInTheDocument();
  });

  it('no Prämien button where the game has none: a Farbendreier (hausregeln: valat only), negative games, Trischaken', async () => {
    const id = await seed();
    const { user } = await renderEntry(id);
    const extras = () => within(group('Zusätze')).getAllByRole('button').map((b) => b.textContent);
    await user.click(screen.getByRole('button', { name: 'Dreier' }));
    expect(extras()).toEqual(['Prämien', 'Valat', 'Mehr']);
    for (const [game, expected] of [
      ['Farbendreier', ['Valat', 'Mehr']],
      ['Bettler', ['Mehr']],
      ['Trischaken', ['Mehr']],
    ] as const) {
      await user.click(screen.getByRole('button', { name: /^Spiel ändern/ }));
      await user.click(screen.getByRole('button', { name: game }));
      if (game === 'Trischaken') {
        const keypad = screen.queryByRole('dialog');
        if (keypad) await user.click(within(keypad).getByRole('button', { name: 'Abbrechen' }));
      }
      expect(extras()).toEqual([...expected]);
    }
  });
});

describe('a hand dealt out of turn (rules.md §1)', () => {
  it('"this hand Bernd dealt": saved as the hand\'s dealer, and the rotation goes on from him on the sheet and in the next hand', async () => {
    const id = await seed();
    const { user } = renderWithProviders(<Routes />, { route: `#/s/${id}` });
    await user.click(await screen.findByRole('button', { name: '+ Spiel' }));
    // Three hands dealt by Anna, Bernd, Clara: Dieter's deal by the rotation.
    await user.click(await screen.findByRole('button', { name: 'Geber: Dieter · Vorhand: Anna – Geber ändern' }));
    await user.click(inGroup('Wer hat dieses Spiel gegeben?', 'Bernd'));
    expect(screen.getByText('Geber: Bernd · Vorhand: Clara')).toBeInTheDocument();
    expect(screen.getByText('Abweichend von der Reihenfolge (dran wäre Dieter). Danach gibt Clara.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rufer' }));
    expect(screen.getByText('Clara spielt (Vorhand)')).toBeInTheDocument();
    await user.click(inGroup('Partner', 'Anna'));
    await user.click(inGroup('Ergebnis', 'gewonnen'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Nächstes Spiel: Clara gibt, Dieter ist Vorhand')).toBeInTheDocument();
    expect((await storedHands(id))[3]).toEqual({ dealer: 1, game: 'rufer', declarer: 2, partner: 0, result: 'won' });
    expect(useSessionStore.getState().settlement?.hands.map((h) => h.dealer)).toEqual([0, 1, 2, 1]);
    await user.click(screen.getByRole('button', { name: '+ Spiel' }));
    expect(await screen.findByText('Geber: Clara · Vorhand: Dieter')).toBeInTheDocument();
    expect(screen.queryByText(/Abweichend von der Reihenfolge/)).not.toBeInTheDocument();
  });

  it('an edited hand shows its recorded dealer and can be put back in turn', async () => {
    const hands = sampleHands();
    const id = await seed({ hands: [hands[0]!, { ...hands[1]!, dealer: 3 }, hands[2]!] });
    const { user } = await renderEntry(id, 1);
    expect(screen.getByText('Geber: Dieter · Vorhand: Anna')).toBeInTheDocument();
    expect(screen.getByText('Abweichend von der Reihenfolge (dran wäre Bernd). Danach gibt Anna.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Geber ändern$/ }));
    expect(inGroup('Wer hat dieses Spiel gegeben?', 'Bernd (dran)')).toHaveAttribute('aria-pressed', 'false');
    await user.click(inGroup('Wer hat dieses Spiel gegeben?', 'Bernd (dran)'));
    expect(screen.getByText('Geber: Bernd · Vorhand: Clara')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await storedHands(id))[1]).toEqual(hands[1]));
  });

  it('at a 5-table the chosen dealer sits out and cannot play', async () => {
    const id = await seed({ players: ['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva'], hands: [] });
    const { user } = await renderEntry(id);
    await user.click(screen.getByRole('button', { name: 'Dreier' }));
    await user.click(inGroup('Spieler', 'Clara'));
    await user.click(screen.getByRole('button', { name: /Geber ändern$/ }));
    await user.click(inGroup('Wer hat dieses Spiel gegeben?', 'Clara'));
    expect(screen.getByText('Geber: Clara (sitzt aus) · Vorhand: Dieter')).toBeInTheDocument();
    expect(within(group('Spieler')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Anna', 'Bernd', 'Dieter', 'Eva']);
    // Clara no longer plays: the Dreier goes to the new Vorhand.
    expect(inGroup('Spieler', 'Dieter')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('editing a hand', () => {
  it('pre-fills everything and Save replaces the hand', async () => {
    const id = await seed();
    const { user } = await renderEntry(id, 1);
    expect(screen.getByRole('heading', { level: 1, name: 'Spiel 2 bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spiel ändern: Dreier' })).toBeInTheDocument();
    expect(inGroup('Spieler', 'Anna')).toHaveAttribute('aria-pressed', 'true');
    expect(inGroup('Ergebnis', 'Punkte: 38/1')).toHaveAttribute('aria-pressed', 'true');
    await user.click(inGroup('Ergebnis', 'verloren'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await storedHands(id))[1]).toEqual({ game: 'dreier', declarer: 0, result: 'lost' }));
    expect(await storedHands(id)).toHaveLength(3);
  });

  it('deletes a hand without asking (it can be undone) and logs the undo', async () => {
    const id = await seed();
    const { user } = await renderEntry(id, 0);
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    // The next hand keeps the dealer it was dealt by (Bernd).
    const [next, ...rest] = sampleHands().slice(1);
    await waitFor(async () => expect(await storedHands(id)).toEqual([{ ...next, dealer: 1 }, ...rest]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSessionStore.getState().undoToast).toMatchObject({ label: 'deleteHand', index: 0 });
    expect(await useSessionStore.getState().undo()).toEqual({ ok: true, value: null });
    expect(await storedHands(id)).toEqual(sampleHands());
  });

  it('a hand number that does not exist is explained', async () => {
    const id = await seed();
    renderWithProviders(<HandEntryScreen sessionId={id} handIndex={9} />, { route: `#/s/${id}/hand/9` });
    expect(await screen.findByText('Spiel 10 gibt es nicht.')).toBeInTheDocument();
  });
});

describe('English', () => {
  it('speaks English when chosen', async () => {
    const id = await seed();
    const { user } = await renderEntry(id, undefined, 'en');
    await user.click(screen.getByRole('button', { name: 'Rufer' }));
    await user.click(inGroup('Partner', 'alone'));
    await user.click(inGroup('Result', 'won'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await storedHands(id))[3]).toEqual({ game: 'rufer', declarer: 0, partner: null, result: 'won' }));
  });
});
