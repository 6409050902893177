/**
 * rules.md §3.1: a fixed valat's own Kontra (`valat.kontra`) is entered in the valat panel,
 * offered only where the rule set's valat is a fixed Prämie and the valat was announced.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Hand, RulesSpec } from '@/domain/index';
import { createSession, getSession } from '@/persistence/repositories/sessions-repository';
import { initialState, useSessionStore } from '@/state/session-store';
import { resetDatabase } from '@/testing/db';
import { makeSession } from '@/testing/domain/session';
import { renderWithProviders } from '@/testing/render';
import { HandEntryScreen } from './hand-entry-screen';

async function seed(rules: RulesSpec): Promise<string> {
  return (await createSession(makeSession({ rules, hands: [] }))).id;
}

async function storedHands(id: string): Promise<Hand[]> {
  return (await getSession(id))?.data.hands ?? [];
}

function inGroup(groupName: string, button: string) {
  return within(screen.getByRole('group', { name: groupName })).getByRole('button', { name: button });
}

async function openValat(id: string) {
  const result = renderWithProviders(<HandEntryScreen sessionId={id} />, { route: `#/s/${id}/hand` });
  await screen.findByText(/Geber/);
  const { user } = result;
  await user.click(screen.getByRole('button', { name: 'Dreier' }));
  await user.click(inGroup('Spieler', 'Bernd'));
  await user.click(inGroup('Ergebnis', 'gewonnen'));
  await user.click(screen.getByRole('button', { name: 'Valat' }));
  await user.click(screen.getByRole('button', { name: 'Valat eintragen' }));
  return user;
}

beforeEach(async () => {
  await resetDatabase();
  useSessionStore.getState().close();
  useSessionStore.setState(initialState);
});

describe('the valat panel: a fixed valat\'s own Kontra (rules.md §3.1)', () => {
  it('tirol: announced valat with its own Kontra — saved as valat.kontra, the Kontra in cash only', async () => {
    const id = await seed('tirol');
    const user = await openValat(id);
    // Silent valat: no Kontra offered.
    expect(screen.queryByRole('group', { name: 'Valat: Kontra' })).not.toBeInTheDocument();
    await user.click(inGroup('Valat: angesagt?', 'angesagt'));
    await user.click(inGroup('Valat: Kontra', 'Kontra'));
    // Dreier 5 + announced valat 20 = 25 per opponent on the sheet.
    expect(within(screen.getByRole('region', { name: 'Vorschau' })).getByText('+75')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await storedHands(id))[0]).toEqual({
      game: 'dreier', declarer: 1, result: 'won', valat: { side: 'declarer', announced: true, made: true, kontra: 1 },
    }));
  });

  it('back to a silent valat drops its Kontra', async () => {
    const id = await seed('baden');
    const user = await openValat(id);
    await user.click(inGroup('Valat: angesagt?', 'angesagt'));
    await user.click(inGroup('Valat: Kontra', 'Re'));
    await user.click(inGroup('Valat: angesagt?', 'still'));
    expect(screen.queryByRole('group', { name: 'Valat: Kontra' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await storedHands(id))[0]?.valat).toEqual({ side: 'declarer', announced: false, made: true }));
  });

  it('valat mode multiply (tarockcup): no Kontra of its own — the game\'s Kontra is the valat\'s', async () => {
    const id = await seed('tarockcup');
    const user = await openValat(id);
    await user.click(inGroup('Valat: angesagt?', 'angesagt'));
    expect(screen.queryByRole('group', { name: 'Valat: Kontra' })).not.toBeInTheDocument();
  });
});
