/**
 * The season file of a season whose tournaments carry table keys: the organiser is told how many
 * and the main choice leaves them out (a season takes no hand-ins); the file stays a valid season.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { parseSeason } from '@/domain/season/parse-season';
import { renderWithProviders } from '@/testing/render';
import { countSeasonTableKeys } from '@/transfer/export-json';
import { SeasonExports } from './season-exports';

const KEY = 'q1Xb9YtE0lNvZ2mR4cH8sA';
const entrants = [{ name: 'Anna', total: 10 }, { name: 'Bernd', total: -10 }, { name: 'Clara', total: 4 }, { name: 'Dieter', total: -4 }];
const keyedTournament = typedTournament('t1', 'Turnier 1', entrants);
keyedTournament.rounds[0]!.tables[0]!.key = KEY;
const season = makeSeasonFile([keyedTournament, typedTournament('t2', 'Turnier 2', entrants)]);

function captureDownloads(): Blob[] {
  const files: Blob[] = [];
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
    files.push(last!);
  });
  return files;
}

describe('the season file and its tournaments\' table keys', () => {
  it('names the keys and goes without them by its main choice; with them only on request', async () => {
    const files = captureDownloads();
    const { user } = renderWithProviders(<SeasonExports data={season} />);
    await user.click(screen.getByRole('button', { name: 'Saisondatei' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tischschlüssel mitgeben?' });
    expect(dialog).toHaveTextContent('Die Turniere dieser Saison haben 1 Tischschlüssel. Geht die Saisondatei mit ihnen hinaus, kann, wer die Datei hat, Ergebnisse dieser Tische unterschreiben.');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Abbrechen', 'Mit Tischschlüsseln', 'Ohne Tischschlüssel']);
    await user.click(within(dialog).getByRole('button', { name: 'Ohne Tischschlüssel' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const text = await files[0]!.text();
    expect(text).not.toContain(KEY);
    const parsed = parseSeason(JSON.parse(text));
    if (!parsed.ok) throw new Error('not a valid season file');
    expect(countSeasonTableKeys(parsed.value)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Saisondatei' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mit Tischschlüsseln' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(JSON.parse(await files[1]!.text())).toEqual(season);
  });

  it('in English, "1 table key"; a season without keys asks nothing', async () => {
    const files = captureDownloads();
    const { user, unmount } = renderWithProviders(<SeasonExports data={season} />, { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Season file' }));
    expect(await screen.findByRole('dialog', { name: 'Include the table keys?' })).toHaveTextContent("This season's tournaments have 1 table key.");
    unmount();
    const plain = makeSeasonFile([typedTournament('t2', 'Turnier 2', entrants)]);
    renderWithProviders(<SeasonExports data={plain} />, { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Season file' }));
    await waitFor(() => expect(files).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
