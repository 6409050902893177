import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createSeason } from '@/persistence/repositories/seasons-repository';
import { createTournament } from '@/persistence/repositories/tournaments-repository';
import { renderWithProviders } from '@/testing/render';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { SeasonScreens } from './season-screens';

const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 120 }, { name: 'Bernd Maier', total: -40 }, { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
], { date: '2025-10-12' });
const t2 = typedTournament('t2', 'Turnier 2', [
  { name: 'Bernd Maier', total: 100 }, { name: 'ANNA Huber', total: 80 }, { name: 'Clara Berger', total: -90 }, { name: 'Dieter Gruber', total: -90 },
]);

describe('a cup player\'s page in the season', () => {
  it('lists every result with tournament, place, Schrift and Cuppunkte, counted or struck, and where it came from', async () => {
    await createTournament(t1);
    const s = await createSeason(makeSeasonFile([t1, t2], { best: 1, oef: { places: 2, startPoints: [120, 111] } }));
    renderWithProviders(<SeasonScreens screen="player" id={s.id} player="#30" />, { route: `#/saison/${s.id}/spieler/%2330` });
    expect(await screen.findByRole('heading', { level: 1, name: 'ANNA Huber' })).toBeInTheDocument();
    expect(screen.getByText('Cupnummer 30')).toBeInTheDocument();
    // Heine, best 1: 120 → 110 counts, 80 → 80 is struck.
    expect(screen.getByText('1. Platz · Gesamt 110 · 2 Teilnahmen')).toBeInTheDocument();
    expect(screen.getByText('ÖF-Startpunkte: 120')).toBeInTheDocument();
    expect(screen.getByText('Geschrieben als: Anna Huber, ANNA Huber')).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Ergebnisse' });
    const first = within(results).getByRole('listitem', { name: 'T1: Turnier 1' });
    expect(first).toHaveTextContent('12.10.2025');
    expect(first).toHaveTextContent('Platz1.Schrift120Cuppunkte110');
    await waitFor(() => expect(first).toHaveTextContent('gezählt · Auf diesem Gerät gespielt'));
    const second = within(results).getByRole('listitem', { name: 'T2: Turnier 2' });
    await waitFor(() => expect(second).toHaveTextContent('Platz2.Schrift80Cuppunkte80'));
    await waitFor(() => expect(second).toHaveTextContent('Streichergebnis · Datei eines anderen Turnierleiters'));
    // Every tournament's name opens it: this device's its own screen, another director's file the season's page of it.
    expect(within(first).getByRole('link', { name: 'Turnier 1' })).toHaveAttribute('href', '#/t/t1');
    expect(within(second).getByRole('link', { name: 'Turnier 2' })).toHaveAttribute('href', `#/saison/${s.id}/turnier/t2`);
  });

  it('says so for a player the season does not have', async () => {
    const s = await createSeason(makeSeasonFile([t1]));
    renderWithProviders(<SeasonScreens screen="player" id={s.id} player="#99" />, { route: `#/saison/${s.id}/spieler/%2399` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Diesen Spieler gibt es in der Saison nicht (mehr).');
  });

  it('the Saisonwertung leads to a player\'s page by their name', async () => {
    const s = await createSeason(makeSeasonFile([t1, t2]));
    renderWithProviders(<SeasonScreens screen="season" id={s.id} view="standings" />, { route: `#/saison/${s.id}/standings` });
    const link = await screen.findByRole('link', { name: 'ANNA Huber' });
    expect(link).toHaveAttribute('href', `#/saison/${s.id}/spieler/%2330`);
  });
});
