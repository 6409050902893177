/**
 * A season file or a tournament file that passed its check but could not be stored (a full
 * device): the alert names the file, says nothing changed and gives the storage's words on what
 * to do — and stays on screen, unlike a message that fades.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createSeason } from '@/persistence/repositories/seasons-repository';
import { renderWithProviders } from '@/testing/render';
import { makeSeasonFile } from '@/testing/domain/season-factories';
import { SeasonScreens } from './season-screens';

/** What a full device answers when the checked file is stored. */
async function full(): Promise<never> {
  const { StorageError } = await import('@/persistence/storage-errors');
  throw new StorageError('ERR_STORAGE_QUOTA', 'QuotaExceededError');
}

vi.mock('@/state/season-import', async (original) => ({ ...(await original<object>()), importSeasonFile: vi.fn(full) }));
vi.mock('@/state/season-add-tournament', async (original) => ({ ...(await original<object>()), addTournamentText: vi.fn(full) }));

function file(name: string): File {
  return new File(['{}'], name, { type: 'application/json' });
}

describe('storing a season file fails', () => {
  it('the seasons\' list names the file and what to do', async () => {
    const { user } = renderWithProviders(<SeasonScreens screen="list" />, { route: '#/saison' });
    await user.upload(await screen.findByLabelText('Saisondatei importieren', { selector: 'input' }), [file('hausruck-saison.json')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('„hausruck-saison.json“ nicht importiert – auf dem Gerät bleibt alles, wie es war:');
    expect(alert).toHaveTextContent('Der Speicher des Geräts ist voll');
    expect(alert).toHaveTextContent('Bitte eine Sicherung exportieren und Platz schaffen.');
  });

  it('the season\'s desk names the tournament file and what to do', async () => {
    const s = await createSeason(makeSeasonFile());
    const { user } = renderWithProviders(<SeasonScreens screen="season" id={s.id} view="overview" />, { route: `#/saison/${s.id}` });
    await user.upload(await screen.findByLabelText('Turnierdateien hinzufügen', { selector: 'input' }), [file('turnier-3.json')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('„turnier-3.json“ nicht hinzugefügt – die Saison bleibt, wie sie war:');
    expect(alert).toHaveTextContent('Der Speicher des Geräts ist voll');
  });
});
