/** rules.md §9: a tournament's setup offers the three cup presets like any preset. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getTournament } from '@/persistence/repositories/tournaments-repository';
import { renderWithProviders } from '@/testing/render';
import { TournamentScreens } from './tournament-screens';

describe('tournament setup with a cup preset', () => {
  it('offers "Oberösterreich 4/2023", "Tirol" and "Wiener Tarockcup" and stores the chosen preset id', async () => {
    const { user } = renderWithProviders(<TournamentScreens screen="new" />, { route: '#/t/new' });
    await user.type(await screen.findByRole('textbox', { name: 'Name des Turniers' }), 'Hausruck-Cup');
    const rules = screen.getByRole('combobox', { name: 'Regeln' });
    for (const name of ['Oberösterreich 4/2023', 'Tirol', 'Wiener Tarockcup']) expect(screen.getByRole('option', { name })).toBeInTheDocument();
    await user.selectOptions(rules, 'preset:ooe2023');
    await user.click(screen.getByRole('button', { name: 'Turnier anlegen' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/t\/[0-9a-f-]{36}$/));
    const id = decodeURIComponent(window.location.hash.slice(4));
    expect((await getTournament(id))!.data.rules).toBe('ooe2023');
  });
});
