import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@/domain/index';
import { db } from '@/persistence/db';
import { createSession, getSession } from '@/persistence/repositories/sessions-repository';
import { initialState, useSessionStore } from '@/state/session-store';
import { resetDatabase } from '@/testing/db';
import { sampleHands } from '@/testing/domain/hands';
import { makeSession } from '@/testing/domain/session';
import { makeStoredRuleSet } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { EveningRulesEditor } from '@/features/rule-sets/evening-rules-editor';
import { EditSessionScreen } from './edit-session-screen';

beforeEach(async () => {
  await resetDatabase();
  useSessionStore.getState().close();
  useSessionStore.setState(initialState);
});

async function seed(data: Partial<Session> = {}): Promise<string> {
  return (await createSession(makeSession({ hands: sampleHands(), ...data }))).id;
}

async function renderEdit(id: string, lang: 'de' | 'en' = 'de') {
  // As the app composes it: with the rule-set editor's sections for the evening's own rules.
  const result = renderWithProviders(<EditSessionScreen sessionId={id} rulesEditor={EveningRulesEditor} />, { route: `#/s/${id}/edit`, lang });
  await screen.findByRole('combobox', { name: lang === 'de' ? 'Spieler 1' : 'Player 1' });
  return result;
}

describe('EditSessionScreen', () => {
  it('shows the evening as it is, with the number of players fixed once hands exist', async () => {
    const id = await seed({ firstDealer: 3, stakeCents: 20, hands: [{ game: 'dreier', declarer: 0, points: '38/1' }] });
    await renderEdit(id);
    expect(screen.getByRole('heading', { name: 'Abend bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Spieler 2' })).toHaveValue('Bernd');
    expect(screen.getByRole('radio', { name: 'Dieter' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Hausregeln/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Cent pro Punkt' })).toHaveValue('20');
    expect(screen.getByText(/die Spielerzahl bleibt, sobald Spiele eingetragen sind/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '5 Spieler' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /einen Platz nach oben/ })).not.toBeInTheDocument();
  });

  it('saves a corrected name, stake and own rule set as one change and returns to the sheet', async () => {
    const saved = makeStoredRuleSet({ name: 'Stammtisch', spec: { preset: 'hausregeln', overrides: { tariffs: { dreier: 8 } } } });
    await db.ruleSets.add(saved);
    const id = await seed();
    const { user } = await renderEdit(id);
    const bernd = screen.getByRole('combobox', { name: 'Spieler 2' });
    await user.clear(bernd);
    await user.type(bernd, 'Bernhard');
    const stake = screen.getByRole('textbox', { name: 'Cent pro Punkt' });
    await user.clear(stake);
    await user.type(stake, '20');
    await user.click(screen.getByRole('radio', { name: /Stammtisch/ }));
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));

    await waitFor(() => expect(window.location.hash).toBe(`#/s/${id}`));
    const stored = await getSession(id);
    expect(stored?.data).toMatchObject({
      players: ['Anna', 'Bernhard', 'Clara', 'Dieter'],
      stakeCents: 20,
      rules: { preset: 'hausregeln', overrides: { tariffs: { dreier: 8 } } },
      hands: sampleHands(),
    });
    // One change, named in the undo toast; undo restores the evening as it was.
    expect(useSessionStore.getState().undoToast).toMatchObject({ label: 'editSession' });
    expect(useSessionStore.getState().undoStack).toHaveLength(1);
    expect((await db.players.toArray()).map((p) => p.name)).toContain('Bernhard');
    await useSessionStore.getState().undo();
    expect((await getSession(id))?.data).toMatchObject({ players: ['Anna', 'Bernd', 'Clara', 'Dieter'], stakeCents: 10, rules: 'hausregeln' });
  });

  it('lists the hands a change would break, with the reason, and changes nothing', async () => {
    const id = await seed();
    const before = (await getSession(id))?.data;
    const { user } = await renderEdit(id);
    // Clara dealing makes Dieter Vorhand — the Rufer's partner: no declarer can move along, so this is refused.
    await user.click(screen.getByRole('radio', { name: 'Clara' }));
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nichts geändert: mit dieser Änderung wären diese Spiele ungültig.');
    const list = within(alert).getByRole('list', { name: /diese Spiele ungültig/ });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/^Spiel 1: .*Vorhand/);
    expect((await getSession(id))?.data).toEqual(before);
    expect(window.location.hash).toBe(`#/s/${id}/edit`);
    expect(useSessionStore.getState().undoStack).toHaveLength(0);
  });

  it('a corrected first dealer after a Rufer offers to move the Vorhand along, keeping every hand valid', async () => {
    // Anna dealt the Rufer (Bernd Vorhand, with Dieter); really Bernd dealt, so Clara was Vorhand.
    const id = await seed();
    const { user } = await renderEdit(id);
    await user.click(screen.getByRole('radio', { name: 'Bernd' }));
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Mit diesem ersten Geber ist bei diesen Spielen jemand anderer Vorhand:');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Spiel 1: \u2068Clara\u2069 spielt als Vorhand (bisher \u2068Bernd\u2069)']);
    expect(await getSession(id).then((s) => s?.data.firstDealer)).toBe(0);
    await user.click(within(alert).getByRole('button', { name: 'Vorhand mitziehen und speichern' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/s/${id}`));
    const stored = (await getSession(id))!.data;
    expect(stored.firstDealer).toBe(1);
    expect(stored.hands).toEqual([{ game: 'rufer', declarer: 2, partner: 3, result: 'won' }, ...sampleHands().slice(1)]);
    // One change on the undo list, undone as one: dealer and declarer together.
    expect(useSessionStore.getState().undoStack).toHaveLength(1);
    const undone = await useSessionStore.getState().undo();
    expect(undone.ok).toBe(true);
    expect((await getSession(id))!.data).toMatchObject({ firstDealer: 0, hands: sampleHands() });
  });

  it('says in English which hands would break', async () => {
    const id = await seed();
    const { user } = await renderEdit(id, 'en');
    await user.click(screen.getByRole('radio', { name: 'Clara' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing changed: with this change these games would be invalid.');
    expect(within(alert).getAllByRole('listitem')[0]).toHaveTextContent(/^Game 1: .*first hand/i);
  });

  it('explains a wrong name instead of saving it', async () => {
    const id = await seed();
    const { user } = await renderEdit(id);
    const clara = screen.getByRole('combobox', { name: 'Spieler 3' });
    await user.clear(clara);
    await user.type(clara, 'anna');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte noch korrigieren:');
    expect(clara).toHaveAccessibleDescription('Dieser Name kommt schon vor – Namen müssen verschieden sein.');
    expect((await getSession(id))?.data.players).toEqual(['Anna', 'Bernd', 'Clara', 'Dieter']);
  });

  it('an evening without hands may still change its number of players', async () => {
    const id = await seed({ hands: [] });
    const { user } = await renderEdit(id);
    await user.click(screen.getByRole('radio', { name: '5 Spieler' }));
    await user.type(screen.getByRole('combobox', { name: 'Spieler 5' }), 'Eva');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/s/${id}`));
    expect((await getSession(id))?.data.players).toEqual(['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva']);
  });

  it('adjusts the evening\'s own tariffs in place; the totals follow', async () => {
    const id = await seed();
    const { user } = await renderEdit(id);
    await user.click(screen.getByRole('button', { name: 'Tarife und Schalter anpassen' }));
    const dreier = await screen.findByRole('textbox', { name: 'Tarif Dreier' });
    await user.clear(dreier);
    await user.type(dreier, '8');
    expect(screen.getByRole('radio', { name: /Regeln dieses Abends/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/s/${id}`));
    expect((await getSession(id))?.data.rules).toEqual({ preset: 'hausregeln', overrides: { tariffs: { dreier: 8 } } });
    // The Dreier at 8 instead of 6: Anna +24 instead of +18.
    expect(useSessionStore.getState().settlement?.totals.map((x) => x.n / x.d)).toEqual([31, -3, -25, -3]);
  });

  it('does not save while the evening\'s own rules have a problem', async () => {
    const id = await seed();
    const { user } = await renderEdit(id);
    await user.click(screen.getByRole('button', { name: 'Tarife und Schalter anpassen' }));
    const dreier = await screen.findByRole('textbox', { name: 'Tarif Dreier' });
    await user.clear(dreier);
    await user.type(dreier, 'x');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Bitte zuerst die Regeln korrigieren – jedes Problem steht bei seinem Abschnitt.')).toBeInTheDocument();
    expect((await getSession(id))?.data.rules).toBe('hausregeln');
  });
});
