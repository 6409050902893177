import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createSeason, deleteSeason, getSeason, listSeasons } from '@/persistence/repositories/seasons-repository';
import { renderWithProviders } from '@/testing/render';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { createSideRanking } from '@/state/side-ranking';
import { SeasonScreens } from './season-screens';

const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 120 }, { name: 'Bernd Maier', cupNumber: '12', total: -40 }, { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
]);
const t2 = typedTournament('t2', 'Turnier 2', [
  { name: 'Anna Huber', cupNumber: '30', total: 80 }, { name: 'Bernd Maier', cupNumber: '12', total: 20 }, { name: 'Clara Berger', total: -50 }, { name: 'Dieter Gruber', total: -50 },
]);

function open(id: string) {
  const view = renderWithProviders(<SeasonScreens screen="season" id={id} view="side" />, { route: `#/saison/${id}/side` });
  return view;
}

describe('a side ranking', () => {
  it('is made from the cup season: its name, a choice of tournaments, players found by search and ticked; stored as a season of its own', async () => {
    const cup = await createSeason(makeSeasonFile([t1, t2]));
    const { user } = open(cup.id);
    await user.type(await screen.findByLabelText('Name der Nebenwertung'), 'Damenwertung');
    await user.click(screen.getByRole('radio', { name: 'Nur diese:' }));
    await user.click(screen.getByRole('checkbox', { name: '1. Turnier 1' }));
    expect(screen.getByText('0 von 4 gewählt')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Spieler suchen' }), 'clara');
    const list = screen.getByRole('list', { name: 'Spieler der Nebenwertung' });
    expect(within(list).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['Clara Berger']);
    await user.click(within(list).getByRole('checkbox', { name: 'Clara Berger' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Spieler suchen' }));
    await user.type(screen.getByRole('searchbox', { name: 'Spieler suchen' }), '30');
    await user.click(within(list).getByRole('checkbox', { name: /Anna Huber/ }));
    expect(screen.getByText('2 von 4 gewählt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nebenwertung anlegen' }));
    await waitFor(async () => expect(await listSeasons()).toHaveLength(2));
    const side = (await listSeasons()).find((x) => x.data.cup === 'Damenwertung')!;
    expect(side.data.tournaments.map((x) => x.id)).toEqual(['t2']);
    expect(side.data.eligible).toEqual(['clara berger', '30']);
    expect(side.app?.side).toEqual({ of: cup.id, tournaments: ['t2'], players: ['clara berger', '30'] });
  });

  it('says what is missing before anything is stored', async () => {
    const cup = await createSeason(makeSeasonFile([t1, t2]));
    const { user } = open(cup.id);
    await user.click(await screen.findByRole('radio', { name: 'Nur diese:' }));
    await user.click(screen.getByRole('checkbox', { name: '1. Turnier 1' }));
    await user.click(screen.getByRole('checkbox', { name: '2. Turnier 2' }));
    await user.click(screen.getByRole('button', { name: 'Nebenwertung anlegen' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Gib der Nebenwertung einen Namen.', 'Wähle mindestens ein Turnier.', 'Wähle mindestens einen Spieler.',
    ]);
    expect(await listSeasons()).toHaveLength(1);
  });

  it('on the side ranking itself: its players ticked, another added and stored; without its cup season it says so and stores nothing', async () => {
    const cup = await createSeason(makeSeasonFile([t1, t2]));
    const made = await createSideRanking(cup.id, { name: 'Damenwertung', best: 2, players: ['~clara berger'], tournaments: 'all' });
    if (!made.ok) throw new Error('refused');
    const { user, unmount } = open(made.value.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spieler der Nebenwertung ändern' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Clara Berger' })).toBeChecked();
    // The cup season is read after the side ranking: saving waits for it (the button says so).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spieler speichern' })).toBeEnabled());
    await user.click(screen.getByRole('checkbox', { name: /Bernd Maier/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Bernd Maier/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Spieler speichern' }));
    await waitFor(async () => expect((await getSeason(made.value.id))!.data.eligible).toEqual(['clara berger', '12']));
    unmount();

    await deleteSeason(cup.id);
    open(made.value.id);
    expect(await screen.findByText('Die Cup-Saison dieser Nebenwertung gibt es auf diesem Gerät nicht mehr; sie bleibt, wie sie ist.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spieler speichern' })).toBeDisabled();
  });
});
