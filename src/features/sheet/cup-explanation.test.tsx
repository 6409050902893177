/** The sheet's "why" explains the cup switches' cases (rules.md §7.1), as the cups say them. */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '@/persistence/repositories/sessions-repository';
import { initialState, useSessionStore } from '@/state/session-store';
import { resetDatabase } from '@/testing/db';
import { makeSession } from '@/testing/domain/session';
import { renderWithProviders } from '@/testing/render';
import { SheetScreen } from './sheet-screen';

beforeEach(async () => {
  await resetDatabase();
  useSessionStore.getState().close();
  useSessionStore.setState(initialState);
});

async function explanationOf(rules: 'wien' | 'ooe2023', points: string[], title: RegExp): Promise<string> {
  const id = (await createSession(makeSession({ rules, hands: [{ game: 'trischaken', trischaken: { points } }] }))).id;
  const { user } = renderWithProviders(<SheetScreen sessionId={id} />, { route: `#/s/${id}` });
  await screen.findByRole('button', { name: '+ Spiel' });
  await user.click(screen.getByRole('button', { name: /^Spiel 1: / }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return within(dialog).getByRole('list', { name: 'Erklärung' }).textContent ?? '';
}

describe('the row detail of a cup Trischaken', () => {
  it('wien: "Jungfrau bekommt den ganzen Gewinn"', async () => {
    // Dealer Anna, Bernd is Vorhand; Clara loses with 40, Dieter took no trick.
    const text = await explanationOf('wien', ['20', '10', '40', '0'], /^Spiel 1: Trischaken/);
    expect(text).toMatch(/Jungfrau bekommt den ganzen Gewinn: 12 \(Dieter\)/);
  });

  it('ooe2023: "Trischaker punktegleich: verliert allein"', async () => {
    const text = await explanationOf('ooe2023', ['10', '25', '25', '10'], /^Spiel 1: Trischaken/);
    expect(text).toMatch(/Trischaker punktegleich: verliert allein \(Bernd\)/);
  });
});
