/**
 * A cup season stored damaged is checked when it is read: its screens say so in German and
 * English with what is wrong, the list still shows it and the other seasons, and it can be deleted.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/persistence/db';
import { createSeason } from '@/persistence/repositories/seasons-repository';
import { renderWithProviders } from '@/testing/render';
import { makeSeasonFile } from '@/testing/domain/season-factories';
import { SeasonScreens } from './season-screens';

async function plant(id: string, data: unknown): Promise<void> {
  const at = '2026-11-27T18:00:00.000Z';
  await db.seasons.put({ id, createdAt: at, updatedAt: at, archived: false, data: data as ReturnType<typeof makeSeasonFile> });
}

describe('a damaged stored season', () => {
  it('its desk says it is damaged and lists the problems (German)', async () => {
    await plant('bad', makeSeasonFile([], { best: 'kaputt' as never }));
    renderWithProviders(<SeasonScreens screen="season" id="bad" view="overview" />, { route: '#/saison/bad' });
    expect(await screen.findByRole('heading', { name: 'Saison beschädigt' })).toBeInTheDocument();
    expect(screen.getByText('Hausruckviertler Tarockcup 2025/26')).toBeInTheDocument();
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Diese Saison ist auf diesem Gerät beschädigt gespeichert und kann nicht geöffnet werden.');
    expect(alerts[1]!.querySelectorAll('li').length).toBeGreaterThan(0);
  });

  it('in English, on the standings too; it can be deleted', async () => {
    await plant('bad', null);
    const { user } = renderWithProviders(<SeasonScreens screen="season" id="bad" view="standings" />, { route: '#/saison/bad/standings', lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Season damaged' })).toBeInTheDocument();
    expect(screen.getByText('Season without a readable name')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('This season is stored damaged on this device and cannot be opened.');
    await user.click(screen.getByRole('button', { name: 'Delete the season' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete the season' }));
    await waitFor(async () => expect(await db.seasons.get('bad')).toBeUndefined());
  });

  it('the list shows it marked, beside the sound one', async () => {
    await createSeason(makeSeasonFile([], { cup: 'Innviertler Cup' }));
    await plant('bad', { format: 'tarock-season', cup: 'Kaputter Cup', season: '2025/26', tournaments: 'keine' });
    renderWithProviders(<SeasonScreens screen="list" />, { route: '#/saison' });
    const list = await screen.findByRole('list', { name: 'Cup-Saisonen' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items.find((li) => li.textContent?.includes('Kaputter Cup'))).toHaveTextContent('beschädigt');
    expect(items.find((li) => li.textContent?.includes('Innviertler Cup'))).not.toHaveTextContent('beschädigt');
  });
});
