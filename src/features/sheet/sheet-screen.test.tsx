import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Hand, Session } from '@/domain/index';
import { createSession, getSession } from '@/persistence/repositories/sessions-repository';
import { initialState, useSessionStore } from '@/state/session-store';
import { resetDatabase } from '@/testing/db';
import { sampleHands } from '@/testing/domain/hands';
import { makeEveryFactSession, makeSession } from '@/testing/domain/session';
import { LEGEND, type LegendEntry } from './row-facts';
import { renderWithProviders } from '@/testing/render';
import { sweepSize } from '@/testing/domain/sweep';
import { SheetRow } from './sheet-row';
import { SheetScreen } from './sheet-screen';

async function seed(data: Partial<Session> = {}): Promise<string> {
  return (await createSession(makeSession({ hands: sampleHands(), ...data }))).id;
}

async function renderSheet(id: string, lang: 'de' | 'en' = 'de') {
  const result = renderWithProviders(<SheetScreen sessionId={id} />, { route: `#/s/${id}`, lang });
  await screen.findByRole('button', { name: lang === 'de' ? '+ Spiel' : '+ Game' });
  return result;
}

function rows() {
  return within(screen.getByRole('list', { name: 'Blatt' })).getAllByRole('button');
}

function row(n: number) {
  return screen.getByRole('button', { name: new RegExp(`^Spiel ${n}: `) });
}

async function storedHands(id: string): Promise<Hand[]> {
  return (await getSession(id))?.data.hands ?? [];
}

beforeEach(async () => {
  await resetDatabase();
  useSessionStore.getState().close();
  useSessionStore.setState(initialState);
});

describe('the sheet', () => {
  it('shows the running totals per player, every row with its amounts and zero-sum check', async () => {
    const id = await seed();
    await renderSheet(id);
    const header = screen.getByRole('row', { name: 'Stand' });
    expect(within(header).getByLabelText('Anna: 25')).toHaveTextContent('25');
    expect(screen.getByLabelText('Bernd: \u22121')).toBeInTheDocument();
    expect(screen.getByLabelText('Clara: \u221223')).toBeInTheDocument();
    expect(screen.getByLabelText('Dieter: \u22121')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(row(1)).toHaveAccessibleName(
      'Spiel 1: Rufer, Bernd mit Dieter. Anna \u22121 (\u22121), Bernd +1 (1), Clara \u22121 (\u22121), Dieter +1 (1). Anna: Geber. Summe 0',
    );
    expect(row(2)).toHaveAccessibleName(/^Spiel 2: Dreier, Anna\. Anna \+18 \(17\), Bernd −6 \(−5\), Clara −6 \(−7\), Dieter −6 \(−5\)\. Bernd: Geber\. Summe 0$/);
    for (const r of rows()) expect(within(r).getByText('✓')).toBeInTheDocument();
    // The row shows the running total big and the hand's amount small.
    expect(within(row(3)).getByText('25')).toBeInTheDocument();
    expect(within(row(3)).getByText('+8')).toBeInTheDocument();
  });

  it('marks who deals next and who is Vorhand', async () => {
    const id = await seed();
    await renderSheet(id);
    expect(screen.getByText('Nächstes Spiel: Dieter gibt, Anna ist Vorhand')).toBeInTheDocument();
    expect(screen.getByText('gibt als Nächster')).toBeInTheDocument();
    expect(screen.getByText('Vorhand im nächsten Spiel')).toBeInTheDocument();
  });

  it('marks doubled hands and counts the pending ones', async () => {
    const id = await seed({
      rules: { preset: 'hausregeln', overrides: { doubleRounds: { triggers: ['trischaken'], stacking: 'queue' } } },
      hands: [
        ...sampleHands(),
        { game: 'trischaken', trischaken: { points: ['30/1', '20/0', '19/2', '0/0'], tricks: [5, 4, 3, 0] } },
        { game: 'rufer', declarer: 1, partner: 2, result: 'won' },
      ],
    });
    await renderSheet(id);
    expect(row(5)).toHaveAccessibleName(/zählt ×2/);
    expect(within(row(5)).getByText('×2')).toBeInTheDocument();
    expect(row(4)).not.toHaveAccessibleName(/zählt ×2/);
    expect(screen.getByText('Doppelrunde: noch 3')).toBeInTheDocument();
  });

  it('manual and struck rows in a double round show no ×2: nothing of theirs is doubled', async () => {
    const id = await seed({
      rules: { preset: 'hausregeln', overrides: { doubleRounds: { triggers: ['trischaken'], stacking: 'queue' } } },
      hands: [
        ...sampleHands(),
        { game: 'trischaken', trischaken: { points: ['30/1', '20/0', '19/2', '0/0'], tricks: [5, 4, 3, 0] } },
        { manual: [2, -2, 0, 0] },
        { void: true },
        { game: 'dreier', declarer: 2, result: 'won' },
      ],
    });
    await renderSheet(id);
    expect(row(5)).not.toHaveAccessibleName(/zählt ×2/);
    expect(within(row(5)).queryByText('×2')).toBeNull();
    expect(row(6)).not.toHaveAccessibleName(/zählt ×2/);
    expect(within(row(6)).queryByText('×2')).toBeNull();
    // They still use up their places: the Dreier is the third doubled place, one is left.
    expect(row(7)).toHaveAccessibleName(/zählt ×2/);
    expect(screen.getByText('Doppelrunde: noch 1')).toBeInTheDocument();
  });

  it('"noch N" counts a place once where a queued round overlaps the last round', async () => {
    const id = await seed({
      rules: { preset: 'hausregeln', overrides: { doubleRounds: { triggers: ['trischaken'], stacking: 'queue' } } },
      hands: [
        ...sampleHands(),
        { game: 'trischaken', trischaken: { points: ['30/1', '20/0', '19/2', '0/0'], tricks: [5, 4, 3, 0] } },
        { game: 'dreier', declarer: 2, result: 'won' },
      ],
      // The last round begins with hand 5, inside the queued round (hands 5–8).
      lastRoundFrom: 4,
    });
    await renderSheet(id);
    expect(screen.getByText('Doppelrunde: noch 3')).toBeInTheDocument();
  });

  it('an evening that took over a Pagatkassa shows it on its sheet (rules.md §6)', async () => {
    const id = await seed({
      rules: { preset: 'hausregeln', overrides: { pagatkassa: { contribution: 1, refill: 'onEmpty', birds: ['pagat'] } } },
      kassaStart: 12,
      hands: [],
    });
    await renderSheet(id);
    expect(screen.getByText('Pagatkassa übernommen: 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Pagatkassa: 12')).toBeInTheDocument();
  });

  it('a pot that no Pagat can win under the evening\'s rules: the sheet says what is needed', async () => {
    const dead = await seed({ rules: 'hausregeln', kassaStart: 4, hands: [] });
    const first = await renderSheet(dead);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Die Pagatkassa (4) kann an diesem Abend kein Pagat gewinnen: die Regeln haben keine Pagatkassa. Unter „Abend bearbeiten“ die Pagatkassa einschalten.',
    );
    first.unmount();
    const live = await seed({ rules: { preset: 'hausregeln', overrides: { pagatkassa: { contribution: 1, refill: 'onEmpty', birds: ['pagat'] } } }, kassaStart: 4, hands: [] });
    await renderSheet(live);
    expect(screen.getByLabelText('Pagatkassa: 4')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('has a Pagatkassa column with the balance when the rules have a Pagatkassa', async () => {
    const id = await seed({
      rules: { preset: 'hausregeln', overrides: { pagatkassa: { contribution: 1, refill: 'onEmpty', birds: ['pagat'] } } },
      hands: [...sampleHands(), { dissolveKassa: true }],
    });
    await renderSheet(id);
    expect(screen.getByLabelText('Pagatkassa: 0')).toBeInTheDocument();
    expect(row(4)).toHaveAccessibleName(/^Spiel 4: Kassa aufgelöst\. Anna \+1 \(25\)/);
    // The first hand fills the pot: every player pays 1 into it.
    expect(row(1)).toHaveAccessibleName(/Anna −2 \(−2\), Bernd 0 \(0\), Clara −2 \(−2\), Dieter 0 \(0\)\. Anna: Geber\. Summe 0$/);
    expect(within(row(1)).getByText('+4')).toBeInTheDocument();
  });

  it('keeps Kontra off the sheet in the tarockcup: a cash column next to the Schrift', async () => {
    const id = await seed({ rules: 'tarockcup', hands: [{ game: 'dreier', declarer: 1, result: 'won', kontra: 1 }] });
    await renderSheet(id);
    // Dreier 4: the Schrift counts 4 per opponent, the Kontra surplus (another 4) is paid in cash.
    expect(screen.getByLabelText('Bernd: 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Bernd Kontra (bar): 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Anna Kontra (bar): \u22124')).toBeInTheDocument();
    expect(within(row(1)).getAllByText(/^bar/)).toHaveLength(4);
    expect(within(row(1)).getAllByText('✓')).toHaveLength(2);
    expect(row(1)).toHaveAccessibleName(/Summe 0\. Kontra-Summe 0$/);
  });

  it('speaks English when chosen', async () => {
    const id = await seed();
    await renderSheet(id, 'en');
    expect(screen.getByRole('button', { name: /^Game 2: Dreier, Anna\. Anna \+18 \(17\)/ })).toBeInTheDocument();
    expect(screen.getByText('Next game: Dieter deals, Anna is first hand')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo the last change' })).toBeDisabled();
  });

  it('shows an empty sheet with a hint', async () => {
    const id = await seed({ hands: [] });
    await renderSheet(id);
    expect(screen.getByText('Noch kein Spiel eingetragen. Tippe unten auf „+ Spiel“.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Letzte Änderung rückgängig' })).toBeDisabled();
  });

  it('"+ Spiel" opens the entry for a new hand', async () => {
    const id = await seed();
    const { user } = await renderSheet(id);
    await user.click(screen.getByRole('button', { name: '+ Spiel' }));
    expect(window.location.hash).toBe(`#/s/${id}/hand`);
  });
});

describe('a row in detail', () => {
  it('explains the row and leads to editing', async () => {
    const id = await seed();
    const { user } = await renderSheet(id);
    await user.click(row(2));
    const dialog = await screen.findByRole('dialog', { name: 'Spiel 2: Dreier, Anna' });
    const explanation = within(dialog).getByRole('list', { name: 'Erklärung' });
    expect(explanation.textContent).toMatch(/Dreier gewonnen/);
    expect(within(dialog).getByText('Geber: Bernd')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bearbeiten' }));
    expect(window.location.hash).toBe(`#/s/${id}/hand/1`);
  });

  it('strikes a hand and restores it; the totals follow', async () => {
    const id = await seed();
    const { user } = await renderSheet(id);
    await user.click(row(2));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Streichen' }));
    await waitFor(() => expect(row(2)).toHaveAccessibleName(/^Spiel 2: Dreier, Anna, gestrichen\./));
    expect(await screen.findByLabelText('Anna: 7')).toBeInTheDocument();
    expect((await storedHands(id))[1]).toEqual({ game: 'dreier', declarer: 0, points: '38/1', void: true });

    await user.click(row(2));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Wiederherstellen' }));
    await waitFor(() => expect(screen.getByLabelText('Anna: 25')).toBeInTheDocument());
    expect((await storedHands(id))[1]).toEqual({ game: 'dreier', declarer: 0, points: '38/1' });
  });

  it('deletes a hand without asking; the undo bar names it and brings it back', async () => {
    const id = await seed();
    const { user } = await renderSheet(id);
    await user.click(row(3));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /löschen\?/ })).not.toBeInTheDocument());
    expect(await screen.findByLabelText('Anna: 17')).toBeInTheDocument();
    expect(await storedHands(id)).toHaveLength(2);
    const bar = await screen.findByRole('status', { name: 'Letzte Änderung' });
    expect(within(bar).getByText('Spiel 3 gelöscht')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Rückgängig: Spiel 3 gelöscht' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(await storedHands(id)).toEqual(sampleHands());
    expect(screen.getByLabelText('Anna: 25')).toBeInTheDocument();
    // Gone after undo.
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Letzte Änderung' })).not.toBeInTheDocument());
  });

  it('shows one undo bar at a time, bound to the change it names', async () => {
    const id = await seed();
    const { user } = await renderSheet(id);
    await user.click(row(1));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Streichen' }));
    await screen.findByText('Spiel 1 gestrichen');
    await user.click(row(3));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await screen.findByText('Spiel 3 gelöscht');
    expect(screen.getAllByRole('status', { name: 'Letzte Änderung' })).toHaveLength(1);
    expect(screen.queryByText('Spiel 1 gestrichen')).not.toBeInTheDocument();
    // One undo control at a time: while the bar shows, its button is the one (the footer's steps aside).
    expect(screen.getAllByRole('button', { name: /rückgängig/i })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Rückgängig: Spiel 3 gelöscht' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    // With the bar gone, the footer button undoes the newest change and says which.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /rückgängig/i })).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Letzte Änderung rückgängig: Spiel 1 gestrichen' })).toBeEnabled());
  });

  it('the undo history survives a reload: the footer names the change and undoes it', async () => {
    const id = await seed();
    const first = await renderSheet(id);
    await first.user.click(row(2));
    await first.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    first.unmount();
    useSessionStore.getState().close();

    const { user } = await renderSheet(id);
    // A reload shows no bar (it belonged to the screen that made the change) but keeps the history.
    expect(screen.queryByRole('status', { name: 'Letzte Änderung' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Letzte Änderung rückgängig: Spiel 2 gelöscht' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(await storedHands(id)).toEqual(sampleHands());
  });

  it('the undo bar does not follow into a hand form', async () => {
    const id = await seed();
    const view = await renderSheet(id);
    await view.user.click(row(1));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Streichen' }));
    await screen.findByText('Spiel 1 gestrichen');
    view.rerender(<SheetScreen sessionId={id} hidden />);
    await waitFor(() => expect(screen.queryByText('Spiel 1 gestrichen')).not.toBeInTheDocument());
    view.rerender(<SheetScreen sessionId={id} />);
    expect(screen.queryByText('Spiel 1 gestrichen')).not.toBeInTheDocument();
  });

  it('deletes an early hand without shifting the dealers of the later ones', async () => {
    const id = await seed({
      hands: [
        { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
        { game: 'rufer', declarer: 2, partner: 0, result: 'won' },
      ],
    });
    const { user } = await renderSheet(id);
    await user.click(row(1));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(await storedHands(id)).toEqual([{ game: 'rufer', declarer: 2, partner: 0, result: 'won', dealer: 1 }]);
  });
});

describe('the menu', () => {
  it('calls the last round (double-round rule on) and links to Abrechnung and statistics', async () => {
    const id = await seed({ rules: { preset: 'hausregeln', overrides: { doubleRounds: { triggers: ['trischaken'], stacking: 'queue' } } } });
    const { user } = await renderSheet(id);
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    const menu = screen.getByRole('menu', { name: 'Menü' });
    expect(within(menu).getByRole('menuitem', { name: 'Abrechnung' })).toHaveAttribute('href', `#/s/${id}/abrechnung`);
    expect(within(menu).getByRole('menuitem', { name: 'Abend bearbeiten' })).toHaveAttribute('href', `#/s/${id}/edit`);
    expect(within(menu).getByRole('menuitem', { name: 'Statistik' })).toHaveAttribute('href', `#/s/${id}/stats`);
    expect(within(menu).getByRole('menuitem', { name: 'Alle Abende' })).toHaveAttribute('href', '#/');
    await user.click(within(menu).getByRole('menuitem', { name: 'Letzte Runde ansagen' }));
    await waitFor(async () => expect((await getSession(id))?.data.lastRoundFrom).toBe(3));
    expect(await screen.findByText('Letzte Runde ab Spiel 4: doppelt')).toBeInTheDocument();
    expect(screen.getByText('Nächstes Spiel zählt ×2')).toBeInTheDocument();
  });

  it('offers no last round when the rules have no double rounds', async () => {
    const id = await seed();
    const { user } = await renderSheet(id);
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    expect(screen.queryByRole('menuitem', { name: 'Letzte Runde ansagen' })).not.toBeInTheDocument();
  });
});

describe('what each row says', () => {
  /** The column of a player in a row (after the first column with the game). */
  function cell(rowButton: HTMLElement, seat: number): HTMLElement {
    return rowButton.children[1 + seat] as HTMLElement;
  }
  function marksOf(el: HTMLElement): string[] {
    return [...el.querySelectorAll('[data-mark]')].map((m) => m.textContent ?? '');
  }

  it('shows Kontra, Valat, Prämien, the note mark and the dealer; Spieler in the declarer\'s column', async () => {
    const id = (await createSession(makeEveryFactSession())).id;
    await renderSheet(id);
    const first = row(1);
    expect(first.children[0]!.textContent).toContain('3er');
    expect(marksOf(first.children[0] as HTMLElement)).toEqual(['✎', 'Re', 'Vf', 'Val!+', 'Pg!+K', 'G:Tru+']);
    expect(marksOf(cell(first, 0))).toEqual(['G']);
    expect(marksOf(cell(first, 1))).toEqual(['S']);
    expect(first).toHaveAccessibleName(
      /^Spiel 1: Dreier, Bernd\. .*\. Notiz: Karten neu gemischt; Re, Rekontra \(×4\); Vorfleck: Kontra vor dem Talon \(×4\); Valat angesagt gemacht; Pagat angesagt gemacht, Kontra \(×2\); Trull still gemacht \(der Gegner\); Anna: Geber\. Summe 0$/,
    );
  });

  it('shows Schleifen', async () => {
    const id = (await createSession(makeEveryFactSession())).id;
    await renderSheet(id);
    expect(marksOf(row(2).children[0] as HTMLElement)).toEqual(['Schl']);
    expect(marksOf(cell(row(2), 2))).toEqual(['S']);
    expect(row(2)).toHaveAccessibleName(/geschleift/);
  });

  it('shows a Bei contract, its declarer and each player\'s own Kontra', async () => {
    const id = (await createSession(makeEveryFactSession())).id;
    await renderSheet(id);
    const third = row(3);
    expect(marksOf(third.children[0] as HTMLElement)).toEqual(['B:P−']);
    expect([0, 1, 2, 3].map((seat) => marksOf(cell(third, seat)))).toEqual([['B', 'K'], ['Re'], ['G'], ['S']]);
    expect(third).toHaveAccessibleName(/Bei-Spiel Piccolo verloren; Anna: Bei-Spiel, Kontra \(×2\); Bernd: Bei-Spiel: Re, Rekontra \(×4\); Clara: Geber\./);
  });

  it('marks a Renonce in the offender\'s column and the partner in theirs', async () => {
    const id = (await createSession(makeEveryFactSession())).id;
    await renderSheet(id);
    const fourth = row(4);
    expect([0, 1, 2, 3].map((seat) => marksOf(cell(fourth, seat)))).toEqual([['S'], ['P'], ['R'], ['G']]);
    expect(fourth).toHaveAccessibleName(/^Spiel 4: Rufer, Anna mit Bernd, Renonce Clara\./);
  });

  it('marks no dealer at a 5-table: the dealer\'s greyed column says it', async () => {
    const id = await seed({ players: ['Anna', 'Bernd', 'Clara', 'Dieter', 'Emil'], hands: [{ game: 'rufer', declarer: 1, partner: 3, result: 'won' }] });
    await renderSheet(id);
    expect(row(1).querySelectorAll('[data-mark="seat.dealer"]')).toHaveLength(0);
    expect(row(1)).not.toHaveAccessibleName(/Geber/);
  });

  it('a plain row stays plain: the game, no marks beside it', async () => {
    const id = await seed();
    await renderSheet(id);
    expect(marksOf(row(1).children[0] as HTMLElement)).toEqual([]);
  });

  it('the menu opens the legend, which explains every mark (German)', async () => {
    const id = await seed();
    const { user } = await renderSheet(id);
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    await user.click(screen.getByRole('menuitem', { name: 'Abkürzungen' }));
    const legend = screen.getByRole('dialog', { name: 'Abkürzungen auf dem Blatt' });
    const terms = within(legend).getAllByRole('term').map((el) => el.textContent);
    const definitions = within(legend).getAllByRole('definition').map((el) => el.textContent);
    for (const [group, entries] of Object.entries(LEGEND)) {
      for (const [name, entry] of Object.entries(entries as Record<string, LegendEntry>)) {
        const at = terms.indexOf(entry.abbr.de);
        expect(at, `${group}.${name}`).toBeGreaterThanOrEqual(0);
        expect(definitions).toContain(entry.meaning.de);
      }
    }
    expect(within(legend).getByText('Kontra (×2)')).toBeInTheDocument();
    expect(within(legend).getByText('Geber (am Vierertisch)')).toBeInTheDocument();
    await user.click(within(legend).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog', { name: 'Abkürzungen auf dem Blatt' })).not.toBeInTheDocument();
  });

  it('the legend speaks English when chosen', async () => {
    const id = await seed();
    const { user } = await renderSheet(id, 'en');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Abbreviations' }));
    const legend = screen.getByRole('dialog', { name: 'Abbreviations on the sheet' });
    for (const entries of Object.values(LEGEND)) {
      for (const entry of Object.values(entries as Record<string, LegendEntry>)) expect(within(legend).getAllByText(entry.meaning.en).length).toBeGreaterThan(0);
    }
    expect(within(legend).getByText('dealer (at a table of four)')).toBeInTheDocument();
    expect(within(legend).getByText('D')).toBeInTheDocument();
  });
});

describe('a long evening', () => {
  // 300 hands in `npm run test:full`; the unit run renders a shorter evening the same way.
  const LONG = sweepSize(300, 60);
  it(`renders ${LONG} hands, and a new hand adds one row to the memoised rows`, async () => {
    const pattern: Hand[] = [
      { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
      { game: 'dreier', declarer: 0, points: '38/1', kontra: 1 },
      { game: 'bettler', declarer: 2, result: 'lost', kontraBy: { '0': 1 } },
      { game: 'rufer', declarer: 0, partner: 2, result: 'lost' },
    ];
    const hands = Array.from({ length: LONG }, (_, i) => pattern[i % 4] as Hand);
    const id = await seed({ hands });
    renderWithProviders(<SheetScreen sessionId={id} />, { route: `#/s/${id}` });
    await waitFor(() => expect(rows()).toHaveLength(LONG));
    const firstRow = rows()[0];

    await act(() => useSessionStore.getState().saveHand({ game: 'rufer', declarer: 1, partner: 0, result: 'won' }));
    await waitFor(() => expect(rows()).toHaveLength(LONG + 1));
    // The existing rows stay the same elements, and rows are memoised so unchanged ones are not rendered
    // again. How fast that is gets measured in the browser tests' performance report, not asserted here.
    expect(rows()[0]).toBe(firstRow);
    expect((SheetRow as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.memo'));
  });
});

describe('the largest allowed evening', () => {
  it('2,000 hands: only the rows on screen are rendered, each knowing its place among all', async () => {
    const pattern: Hand[] = [
      { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
      { game: 'dreier', declarer: 0, points: '38/1', kontra: 1 },
      { game: 'bettler', declarer: 2, result: 'lost', kontraBy: { '0': 1 } },
      { game: 'rufer', declarer: 0, partner: 2, result: 'lost' },
    ];
    const id = await seed({ hands: Array.from({ length: 2000 }, (_, i) => pattern[i % 4] as Hand) });
    await renderSheet(id);
    const list = screen.getByRole('list', { name: 'Blatt' });
    expect(list).toHaveAttribute('data-rows', '2000');
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(100);
    // Every rendered row is the hand at its place among all 2,000.
    const first = Number(items[0]!.getAttribute('aria-posinset'));
    items.forEach((item, k) => {
      expect(item).toHaveAttribute('aria-setsize', '2000');
      expect(item).toHaveAttribute('aria-posinset', String(first + k));
      expect(within(item).getByRole('button').getAttribute('aria-label')).toMatch(new RegExp(`^Spiel ${first + k}: `));
    });
  });
});
