/**
 * The tournament's JSON exports of a keyed tournament say how many table keys it has and let the
 * director leave them out: the tournament file goes without them unless chosen (it is usually for
 * someone else), the tournament's backup keeps them unless chosen (it is for an own device).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buildTournament } from '@/testing/domain/tournament';
import { withTableKeys } from '@/domain/tournament/table-key';
import type { TournamentFile } from '@/domain/tournament/model';
import { parseTournament } from '@/domain/index';
import { renderWithProviders } from '@/testing/render';
import { countTableKeys } from '@/transfer/export-json';
import { ExportButtons } from './exports';

const plain = buildTournament({ players: 12 });
const keyed: TournamentFile = { ...plain, rounds: plain.rounds.map((r) => withTableKeys(r, (n) => Uint8Array.from({ length: n }, (_, i) => i + 9))) };

function captureDownloads(): { name: string; text: () => Promise<string> }[] {
  const files: { name: string; text: () => Promise<string> }[] = [];
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = last!;
    files.push({ name: this.download, text: () => blob.text() });
  });
  return files;
}

describe('the tournament\'s exports and its table keys', () => {
  it('the tournament file: the question names the keys; its main choice leaves them out, the file still valid', async () => {
    const files = captureDownloads();
    const { user } = renderWithProviders(<ExportButtons data={keyed} />);
    await user.click(screen.getByRole('button', { name: 'Turnierdatei' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tischschlüssel mitgeben?' });
    expect(dialog).toHaveTextContent('Dieses Turnier hat 3 Tischschlüssel. Geht die Turnierdatei mit ihnen hinaus, kann, wer die Datei hat, Ergebnisse dieser Tische unterschreiben.');
    expect(dialog).toHaveTextContent('nimmt von diesen Tischen auch unsignierte Abgaben an');
    const choices = within(dialog).getAllByRole('button').map((b) => b.textContent);
    expect(choices).toEqual(['Abbrechen', 'Mit Tischschlüsseln', 'Ohne Tischschlüssel']);
    await user.click(within(dialog).getByRole('button', { name: 'Ohne Tischschlüssel' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const parsed = parseTournament(JSON.parse(await files[0]!.text()));
    if (!parsed.ok) throw new Error('not a valid tournament file');
    expect(countTableKeys([parsed.value])).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Turnierdatei' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mit Tischschlüsseln' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(JSON.parse(await files[1]!.text())).toEqual(keyed);
  });

  it('the tournament\'s backup offers to keep the keys first; cancel sends nothing (English)', async () => {
    const files = captureDownloads();
    const { user } = renderWithProviders(<ExportButtons data={keyed} />, { lang: 'en' });
    const backup = screen.getByRole('button', { name: "Back up the tournament (with the tables' history)" });
    await waitFor(() => expect(backup).toBeEnabled());
    await user.click(backup);
    let dialog = await screen.findByRole('dialog', { name: 'Include the table keys?' });
    expect(dialog).toHaveTextContent('This tournament has 3 table keys. If the backup goes out with them, whoever has the file can sign results of these tables.');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Without table keys', 'With table keys']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(files).toHaveLength(0);

    await user.click(backup);
    dialog = await screen.findByRole('dialog', { name: 'Include the table keys?' });
    await user.click(within(dialog).getByRole('button', { name: 'Without table keys' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const bundle = JSON.parse(await files[0]!.text()) as { tournaments: TournamentFile[] };
    expect(countTableKeys(bundle.tournaments)).toBe(0);
    await user.click(backup);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'With table keys' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect((JSON.parse(await files[1]!.text()) as { tournaments: TournamentFile[] }).tournaments).toEqual([keyed]);
  });

  it('a tournament without keys asks nothing', async () => {
    const files = captureDownloads();
    const { user } = renderWithProviders(<ExportButtons data={plain} />);
    await user.click(screen.getByRole('button', { name: 'Turnierdatei' }));
    await waitFor(() => expect(files).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(await files[0]!.text())).toEqual(plain);
  });
});
