/** rules.md §9: the three cup presets are chosen like any preset for a new evening. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { db } from '@/persistence/db';
import { renderWithProviders } from '@/testing/render';
import { NewSessionScreen } from './new-session-screen';

describe('the cup presets in the new evening', () => {
  it('offers "Oberösterreich 4/2023", "Tirol" and "Wiener Tarockcup" and starts an evening with the chosen one', async () => {
    const { user } = renderWithProviders(<NewSessionScreen />, { route: '#/new' });
    for (const name of [/^Oberösterreich 4\/2023/, /^Tirol/, /^Wiener Tarockcup/]) expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Wiener Tarockcup/ }));
    expect(screen.getByText('Diese Vorlage kennt keine Zusatzregeln.')).toBeInTheDocument();
    const names = ['Anna', 'Bernd', 'Clara', 'Dieter'];
    for (let i = 0; i < names.length; i++) await user.type(screen.getByRole('combobox', { name: `Spieler ${i + 1}` }), names[i]!);
    await user.click(screen.getByRole('button', { name: 'Abend beginnen' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/s\//));
    expect((await db.sessions.toArray())[0]?.data.rules).toBe('wien');
  });

  it('speaks English: "Upper Austria 4/2023", "Tyrol", "Vienna Tarockcup"', () => {
    renderWithProviders(<NewSessionScreen />, { route: '#/new', lang: 'en' });
    for (const name of [/^Upper Austria 4\/2023/, /^Tyrol/, /^Vienna Tarockcup/]) expect(screen.getByRole('radio', { name })).toBeInTheDocument();
  });
});
