import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/persistence/db';
import { makeStoredRuleSet, makeStoredSession } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { findKassaCarry, recordKassaCarry } from '@/state/kassa-carry';
import { NewSessionScreen } from './new-session-screen';

async function typeNames(user: ReturnType<typeof renderWithProviders>['user'], names: string[]) {
  for (let i = 0; i < names.length; i++) {
    const field = screen.getByRole('combobox', { name: `Spieler ${i + 1}` });
    await user.clear(field);
    await user.type(field, names[i]!);
  }
}

describe('NewSessionScreen', () => {
  it('creates the evening, remembers the names and opens the sheet', async () => {
    const { user } = renderWithProviders(<NewSessionScreen />, { route: '#/new' });
    expect(screen.getByRole('combobox', { name: 'Spieler 1' })).toHaveFocus();
    await typeNames(user, ['Anna', 'Bernd', 'Clara', 'Dieter']);
    await user.click(screen.getByRole('button', { name: 'Abend beginnen' }));

    await waitFor(() => expect(window.location.hash).toMatch(/^#\/s\/[0-9a-f-]{36}$/));
    const id = window.location.hash.slice(4);
    const stored = await db.sessions.get(id);
    expect(stored?.archived).toBe(false);
    expect(stored?.data).toMatchObject({
      format: 'tarock-session',
      version: 1,
      players: ['Anna', 'Bernd', 'Clara', 'Dieter'],
      rules: 'hausregeln',
      stakeCents: 10,
      firstDealer: 0,
      hands: [],
    });
    expect((await db.players.toArray()).map((p) => p.name).sort()).toEqual(['Anna', 'Bernd', 'Clara', 'Dieter']);
  });

  it('offers the Pagatkassa carried over by the same players and starts the evening with it (rules.md §6)', async () => {
    await recordKassaCarry({ id: 'last', data: makeStoredSession({ id: 'last', data: { name: 'Donnerstagsrunde' } }).data }, 12);
    const { user } = renderWithProviders(<NewSessionScreen />, { route: '#/new' });
    await typeNames(user, ['Clara', 'Anna', 'Dieter', 'Bern']);
    expect(screen.queryByRole('switch', { name: /Pagatkassa übernehmen/ })).not.toBeInTheDocument();
    await typeNames(user, ['Clara', 'Anna', 'Dieter', 'Bernd']);
    const take = await screen.findByRole('switch', { name: 'Pagatkassa übernehmen: 12 Punkte' });
    expect(take).toHaveAttribute('aria-checked', 'true');
    expect(take).toHaveAccessibleDescription(/Donnerstagsrunde/);
    // Taking the pot switches the Pagatkassa on one step later; starting before that is refused.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pagatkassa' })).toHaveAttribute('aria-checked', 'true'));
    await user.click(screen.getByRole('button', { name: 'Abend beginnen' }));

    await waitFor(() => expect(window.location.hash).toMatch(/^#\/s\/[0-9a-f-]{36}$/));
    const stored = await db.sessions.get(window.location.hash.slice(4));
    expect(stored?.data.kassaStart).toBe(12);
    // Taken: it is not offered to a further evening.
    expect(await findKassaCarry(['Anna', 'Bernd', 'Clara', 'Dieter'])).toBeNull();
  });

  it('taking over a carried pot switches the Pagatkassa on, so a Pagat can win it', async () => {
    await recordKassaCarry({ id: 'last', data: makeStoredSession({ id: 'last', data: { name: 'Donnerstagsrunde' } }).data }, 4);
    const { user } = renderWithProviders(<NewSessionScreen />, { route: '#/new' });
    expect(screen.getByRole('switch', { name: 'Pagatkassa' })).toHaveAttribute('aria-checked', 'false');
    await typeNames(user, ['Bernd', 'Clara', 'Dieter', 'Anna']);
    await screen.findByRole('switch', { name: 'Pagatkassa übernehmen: 4 Punkte' });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pagatkassa' })).toHaveAttribute('aria-checked', 'true'));
    expect(await screen.findByText('Die Pagatkassa gilt an diesem Abend: ein angesagter Pagat gewinnt den Topf.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abend beginnen' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/s\/[0-9a-f-]{36}$/));
    const stored = await db.sessions.get(window.location.hash.slice(4));
    expect(stored?.data.kassaStart).toBe(4);
    expect(stored?.data.rules).toEqual({ preset: 'hausregeln', overrides: { pagatkassa: { contribution: 1, refill: 'onEmpty', birds: ['pagat'] } } });
  });

  it('a carried pot under rules without a Pagatkassa: says what is needed and starts nothing', async () => {
    await recordKassaCarry({ id: 'last', data: makeStoredSession({ id: 'last', data: { name: 'Donnerstagsrunde' } }).data }, 4);
    const { user } = renderWithProviders(<NewSessionScreen />, { route: '#/new' });
    await typeNames(user, ['Anna', 'Bernd', 'Clara', 'Dieter']);
    await screen.findByRole('switch', { name: 'Pagatkassa übernehmen: 4 Punkte' });
    await user.click(screen.getByRole('radio', { name: /^Tarockcup/ }));
    const needed = 'Mit diesen Regeln kann kein Pagat die übernommene Kassa gewinnen. Bei den Regeln die Pagatkassa einschalten – oder die Kassa nicht übernehmen.';
    expect(screen.getByRole('alert')).toHaveTextContent(needed);
    await user.click(screen.getByRole('button', { name: 'Abend beginnen' }));
    expect(await db.sessions.count()).toBe(0);
    // Not taking the pot over starts the evening without it; the pot stays for a later evening.
    await user.click(screen.getByRole('switch', { name: 'Pagatkassa übernehmen: 4 Punkte' }));
    await user.click(screen.getByRole('button', { name: 'Abend beginnen' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/s\/[0-9a-f-]{36}$/));
    expect((await db.sessions.get(window.location.hash.slice(4)))?.data.kassaStart).toBeUndefined();
    expect(await findKassaCarry(['Anna', 'Bernd', 'Clara', 'Dieter'])).not.toBeNull();
  });

  it('switching the Pagatkassa off again while taking the pot over is refused with the same words', async () => {
    await recordKassaCarry({ id: 'last', data: makeStoredSession({ id: 'last', data: { name: 'Donnerstagsrunde' } }).data }, 4);
    const { user } = renderWithProviders(<NewSessionScreen />, { route: '#/new' });
    await typeNames(user, ['Anna', 'Bernd', 'Clara', 'Dieter']);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pagatkassa' })).toHaveAttribute('aria-checked', 'true'));
    await user.click(screen.getByRole('switch', { name: 'Pagatkassa' }));
    expect(screen.getByRole('switch', { name: 'Pagatkassa' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: 'Abend beginnen' }));
    // Said under the switch and in the summary at the top of the form.
    await waitFor(() => expect(screen.getAllByText(/kann kein Pagat die übernommene Kassa gewinnen/)).toHaveLength(2));
    expect(await db.sessions.count()).toBe(0);
  });

  it('explains what is wrong instead of creating a broken evening', async () => {
    const { user } = renderWithProviders(<NewSessionScreen />, { route: '#/new' });
    await typeNames(user, ['Anna', 'Bernd', 'anna']);
    await user.click(screen.getByRole('button', { name: 'Abend beginnen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte noch korrigieren:');
    const third = screen.getByRole('combobox', { name: 'Spieler 3' });
    expect(third).toHaveAttribute('aria-invalid', 'true');
    expect(third).toHaveAccessibleDescription('Dieser Name kommt schon vor – Namen müssen verschieden sein.');
    expect(third).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Spieler 4' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Bitte einen Namen eingeben.').length).toBeGreaterThan(0);
    expect(await db.sessions.count()).toBe(0);
    expect(window.location.hash).toBe('#/new');

    // Fixing the names clears the messages while typing.
    await typeNames(user, ['Anna', 'Bernd', 'Clara', 'Dieter']);
    expect(screen.queryByText('Bitte einen Namen eingeben.')).not.toBeInTheDocument();
  });

  it('rejects a stake that is not whole cents', async () => {
    const { user } = renderWithProviders(<NewSessionScreen />, { route: '#/new' });
    await typeNames(user, ['Anna', 'Bernd', 'Clara', 'Dieter']);
    const stake = screen.getByRole('textbox', { name: 'Cent pro Punkt' });
    expect(stake).toHaveAttribute('inputmode', 'numeric');
    await user.clear(stake);
    await user.type(stake, '1,5');
    await user.click(screen.getByRole('button', { name: 'Abend beginnen' }));
    expect(await screen.findAllByText('Bitte eine ganze Zahl von 0 bis 10000 Cent eingeben.')).not.toHaveLength(0);
    expect(await db.sessions.count()).toBe(0);
  });

  it('seats five players in the right order with the chosen first dealer, rules and stake', async () => {
    await db.ruleSets.add(makeStoredRuleSet({ id: 'rs1', name: 'Stammtisch', spec: { preset: 'wiki', overrides: { maxKontra: 4 } } }));
    const { user } = renderWithProviders(<NewSessionScreen />, { route: '#/new' });
    await user.click(screen.getByRole('radio', { name: '5 Spieler' }));
    await typeNames(user, ['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva']);
    await user.click(screen.getByRole('button', { name: 'Eva einen Platz nach oben' }));
    await user.click(screen.getByRole('button', { name: 'Anna einen Platz nach unten' }));
    const dealer = screen.getByRole('group', { name: 'Wer gibt zuerst?' });
    await user.click(within(dealer).getByRole('radio', { name: 'Clara' }));
    await user.click(await screen.findByRole('radio', { name: /Stammtisch/ }));
    const stake = screen.getByRole('textbox', { name: 'Cent pro Punkt' });
    await user.clear(stake);
    await user.type(stake, '20');
    await user.type(screen.getByRole('textbox', { name: 'Name des Abends (freiwillig)' }), 'Fünferrunde');
    await user.click(screen.getByRole('button', { name: 'Abend beginnen' }));

    await waitFor(() => expect(window.location.hash).toMatch(/^#\/s\//));
    const stored = (await db.sessions.toArray())[0];
    expect(stored?.data).toMatchObject({
      name: 'Fünferrunde',
      players: ['Bernd', 'Anna', 'Clara', 'Eva', 'Dieter'],
      firstDealer: 2,
      rules: { preset: 'wiki', overrides: { maxKontra: 4 } },
      stakeCents: 20,
    });
  });

  it('offers the optional rules of the chosen preset as switches', async () => {
    const { user } = renderWithProviders(<NewSessionScreen />, { route: '#/new' });
    expect(screen.getByRole('switch', { name: 'Doppelrunden' })).toHaveAccessibleDescription(/nächste Runde doppelt/);
    expect(screen.getByRole('switch', { name: 'Piccolo verloren zählt doppelt' })).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('radio', { name: /^Tarockcup/ }));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText('Diese Vorlage kennt keine Zusatzregeln.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /EROTAS/ }));
    await user.click(screen.getByRole('switch', { name: 'Pagatkassa' }));
    const contribution = screen.getByRole('textbox', { name: 'Einzahlung je Spieler (Punkte)' });
    await user.clear(contribution);
    await user.type(contribution, '2');
    await typeNames(user, ['Anna', 'Bernd', 'Clara', 'Dieter']);
    await user.click(screen.getByRole('button', { name: 'Abend beginnen' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/s\//));
    expect((await db.sessions.toArray())[0]?.data.rules).toEqual({
      preset: 'erotas',
      overrides: { pagatkassa: { contribution: 2, refill: 'everyHand', birds: ['pagat', 'uhu', 'kakadu', 'marabu'] } },
    });
  });

  it('suggests players seen before and fills the table from the last evening', async () => {
    await db.players.bulkAdd([
      { name: 'Gerti', lastSeen: '2026-11-19T20:00:00.000Z', timesPlayed: 3 },
      { name: 'Hans', lastSeen: '2026-11-18T20:00:00.000Z', timesPlayed: 1 },
    ]);
    await db.sessions.add(makeStoredSession({ data: { players: ['Eva', 'Franz', 'Gerti', 'Hans', 'Ida'], stakeCents: 50, rules: 'baden' } }));
    const { user } = renderWithProviders(<NewSessionScreen />, { route: '#/new' });

    await user.click(await screen.findByRole('button', { name: 'Gerti eintragen' }));
    expect(screen.getByRole('combobox', { name: 'Spieler 1' })).toHaveValue('Gerti');
    // A name already entered is no longer offered.
    expect(screen.queryByRole('button', { name: 'Gerti eintragen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hans eintragen' }));
    expect(screen.getByRole('combobox', { name: 'Spieler 2' })).toHaveValue('Hans');

    await user.click(screen.getByRole('button', { name: 'Gleiche Spieler wie zuletzt' }));
    expect(screen.getByRole('radio', { name: '5 Spieler' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Spieler 5' })).toHaveValue('Ida');
    expect(screen.getByRole('textbox', { name: 'Cent pro Punkt' })).toHaveValue('50');
    expect(screen.getByRole('radio', { name: /Baden/ })).toBeChecked();
  });
});
