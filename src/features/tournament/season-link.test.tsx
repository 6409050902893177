import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createSeason } from '@/persistence/repositories/seasons-repository';
import { createTournament, getTournament } from '@/persistence/repositories/tournaments-repository';
import { setTournamentSeason } from '@/persistence/repositories/seasons-repository';
import { renderWithProviders } from '@/testing/render';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { makeTournament } from '@/testing/tournament-factories';
import { TournamentScreens } from './tournament-screens';

const known = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 40 }, { name: 'Bernd Maier', cupNumber: '12', total: -40 },
  { name: 'Clara Berger', total: 10 }, { name: 'Dieter Gruber', total: -10 },
]);

describe('a tournament of a cup season', () => {
  it('the setup takes the season\'s rules and cup points and links the tournament to it', async () => {
    const season = await createSeason(makeSeasonFile([known], { cupPoints: 'heine' }), { rules: 'wiki' });
    const { user } = renderWithProviders(<TournamentScreens screen="new" />, { route: '#/t/new' });
    await user.type(await screen.findByRole('textbox', { name: 'Name des Turniers' }), 'Hausruck-Cup, 4. Turnier');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Gehört zur Cup-Saison' }), season.id);
    expect(screen.getByRole('radio', { name: 'Heine (nach Punkten)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Regeln' })).toHaveValue('preset:wiki');
    await user.click(screen.getByRole('button', { name: 'Turnier anlegen' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/t\/[0-9a-f-]{36}$/));
    const stored = (await getTournament(decodeURIComponent(window.location.hash.slice(4))))!;
    expect(stored.data).toMatchObject({ rules: 'wiki', cupPoints: 'heine' });
    expect(stored.seasonId).toBe(season.id);
  });

  it('set up from the season\'s screen: the season is chosen with its cup points, the tournament belongs to it and leads back to it', async () => {
    const season = await createSeason(makeSeasonFile([known], { cupPoints: 'heine' }), { rules: 'wiki' });
    const { user } = renderWithProviders(<TournamentScreens screen="new" seasonId={season.id} />, { route: `#/t/new/${season.id}` });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Gehört zur Cup-Saison' })).toHaveValue(season.id));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Heine (nach Punkten)' })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', `#/saison/${season.id}`));
    await user.type(screen.getByRole('textbox', { name: 'Name des Turniers' }), 'Hausruck-Cup, 5. Turnier');
    await user.click(screen.getByRole('button', { name: 'Turnier anlegen' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/t\/[0-9a-f-]{36}$/));
    const id = decodeURIComponent(window.location.hash.slice(4));
    expect((await getTournament(id))!.seasonId).toBe(season.id);

    renderWithProviders(<TournamentScreens screen="tournament" id={id} view={{ kind: 'overview' }} />, { route: `#/t/${id}` });
    expect(await screen.findByRole('link', { name: 'Zur Saison Hausruckviertler Tarockcup 2025/26' })).toHaveAttribute('href', `#/saison/${season.id}`);
  });

  it('the settings keep a list the file has, and offer Heine, Fixpunkte and none', async () => {
    await createTournament(makeTournament({ cupPoints: [100, 80, 60] }));
    const id = makeTournament().id;
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={id} view={{ kind: 'settings' }} />, { route: `#/t/${id}/settings` });
    const group = await screen.findByRole('group', { name: 'Cuppunkte' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Heine (nach Punkten)', 'Fixpunkte (223, 198 …)', 'eigene Liste (100 …)', 'keine']);
    expect(within(group).getByRole('radio', { name: 'eigene Liste (100 …)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect(window.location.hash).toBe(`#/t/${id}`));
    expect((await getTournament(id))!.data.cupPoints).toEqual([100, 80, 60]);
  });

  it('registration suggests the season\'s cup number, shows it, and the pencil edits it', async () => {
    const season = await createSeason(makeSeasonFile([known]));
    const data = makeTournament({ rounds: [], players: [{ id: 'p1', name: 'Bernd Maier' }, { id: 'p2', name: 'Clara Berger' }] });
    await createTournament(data);
    await setTournamentSeason(data.id, season.id);
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={data.id} view={{ kind: 'overview' }} />, { route: `#/t/${data.id}` });

    // Typed: the season's number is shown and entered with the player.
    const form = await screen.findByRole('form', { name: 'Spieler hinzufügen' });
    await user.type(within(form).getByRole('combobox', { name: 'Name' }), 'anna huber');
    expect(await screen.findByText('Laut Saison: Nr. 30')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(async () => expect((await getTournament(data.id))!.data.players[2]).toEqual({ id: expect.stringMatching(/^p3-/), name: 'anna huber', cupNumber: '30' }));
    const players = screen.getByRole('list', { name: 'Spieler' });
    await waitFor(() => expect(within(players).getAllByRole('listitem')[2]).toHaveTextContent('Nr. 30'));

    // Registered before: one tap takes the number; Clara has none in the season, so no suggestion.
    await user.click(within(players).getByRole('button', { name: 'Nr. 12 für Bernd Maier eintragen' }));
    await waitFor(async () => expect((await getTournament(data.id))!.data.players[0]!.cupNumber).toBe('12'));
    await waitFor(() => expect(within(players).queryByRole('button', { name: /für Clara Berger eintragen/ })).toBeNull());

    // The pencil: name and cup number; a number another player has is refused.
    await user.click(within(players).getByRole('button', { name: 'Namen von Clara Berger ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Namen ändern' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Cupnummer' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Cupnummer 30');
    expect((await getTournament(data.id))!.data.players[1]).toEqual({ id: 'p2', name: 'Clara Berger' });
    await user.click(within(players).getByRole('button', { name: 'Namen von Clara Berger ändern' }));
    const again = await screen.findByRole('dialog', { name: 'Namen ändern' });
    await user.type(within(again).getByRole('textbox', { name: 'Cupnummer' }), '7');
    await user.click(within(again).getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await getTournament(data.id))!.data.players[1]).toEqual({ id: 'p2', name: 'Clara Berger', cupNumber: '7' }));
  });
});
