import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createSeason, setTournamentSeason } from '@/persistence/repositories/seasons-repository';
import { createTournament, getTournament } from '@/persistence/repositories/tournaments-repository';
import { renderWithProviders } from '@/testing/render';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { makeTournament } from '@/testing/tournament-factories';
import { TournamentScreens } from './tournament-screens';

const known = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 40 }, { name: 'Bernd Maier', cupNumber: '12', total: -40 },
  { name: 'Clara Berger', cupNumber: '7', total: 10 }, { name: 'Dieter Gruber', total: -10 },
]);

async function registration(players: { id: string; name: string }[] = []) {
  const season = await createSeason(makeSeasonFile([known]));
  const data = makeTournament({ rounds: [], players });
  await createTournament(data);
  await setTournamentSeason(data.id, season.id);
  const view = renderWithProviders(<TournamentScreens screen="tournament" id={data.id} view={{ kind: 'overview' }} />, { route: `#/t/${data.id}` });
  const form = await screen.findByRole('form', { name: 'Spieler hinzufügen' });
  // The season is read after the tournament: until its link shows, a typed name has nothing to be near.
  await screen.findByRole('link', { name: `Zur Saison ${season.data.cup} ${season.data.season}` });
  return { ...view, data, form };
}

describe('registering a player whose name is close to a season player\'s', () => {
  it('asks "Meinten Sie Anna Huber, Nr. 30?" and "Ja" registers the season\'s spelling with the number', async () => {
    const { user, data, form } = await registration();
    await user.type(within(form).getByRole('combobox', { name: 'Name' }), 'Ana Huber');
    await user.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Meinten Sie Anna Huber, Nr. 30?' });
    expect(question).toHaveTextContent('ein Buchstabe anders');
    expect((await getTournament(data.id))!.data.players).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Ja, Anna Huber, Nr. 30 eintragen' }));
    await waitFor(async () => expect((await getTournament(data.id))!.data.players).toEqual([{ id: expect.stringMatching(/^p1-/), name: 'Anna Huber', cupNumber: '30' }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('"Nein" registers the name as typed, without a number; swapped first and last name are asked about too', async () => {
    const { user, data, form } = await registration();
    await user.type(within(form).getByRole('combobox', { name: 'Name' }), 'Maier Bernd');
    await user.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Meinten Sie Bernd Maier, Nr. 12?' });
    expect(question).toHaveTextContent('Vor- und Nachname vertauscht');
    await user.click(within(question).getByRole('button', { name: 'Nein, „Maier Bernd“ neu eintragen' }));
    await waitFor(async () => expect((await getTournament(data.id))!.data.players).toEqual([{ id: expect.stringMatching(/^p1-/), name: 'Maier Bernd' }]));
  });

  it('typing on after the question withdraws it; an exact season name is registered with its number without asking', async () => {
    const { user, data, form } = await registration();
    const field = within(form).getByRole('combobox', { name: 'Name' });
    await user.type(field, 'Clara Bergr');
    await user.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await user.type(field, '{Backspace}er');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.clear(field);
    await user.type(field, 'Clara Berger');
    await user.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(async () => expect((await getTournament(data.id))!.data.players).toEqual([{ id: expect.stringMatching(/^p1-/), name: 'Clara Berger', cupNumber: '7' }]));
  });

  it('"Alle 3 Cupnummern übernehmen" gives every registered player the number the season knows, in one tap', async () => {
    const { user, data } = await registration([
      { id: 'p1', name: 'Anna Huber' }, { id: 'p2', name: 'Bernd Maier' }, { id: 'p3', name: 'Dieter Gruber' }, { id: 'p4', name: 'clara berger' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Alle 3 Cupnummern übernehmen' }));
    await waitFor(async () => expect((await getTournament(data.id))!.data.players.map((p) => p.cupNumber)).toEqual(['30', '12', undefined, '7']));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Cupnummern übernehmen/ })).toBeNull());
    expect(await screen.findByText('3 Cupnummern eingetragen.')).toBeInTheDocument();
  });
});
