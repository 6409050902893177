import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useFileDelivery } from '@/state/file-delivery';
import type { OutgoingFile } from '@/transfer/share-file';
import { renderWithProviders } from '@/testing/render';
import { DeliveryStatus } from './delivery-status';

const FILE: OutgoingFile = { name: 'koenigsblock-2026-11-20.csv', type: 'text/csv;charset=utf-8', content: 'Spiel;Anna\n1;+2\n' };

/** A screen with one export button and its status line, as the Abrechnung and the backup have. */
function Export({ build = () => FILE }: { build?: () => OutgoingFile | Promise<OutgoingFile> }) {
  const { busy, status, deliver } = useFileDelivery();
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void deliver(build, 'Donnerstagsrunde')}>
        Exportieren
      </button>
      <DeliveryStatus status={status} />
    </>
  );
}

/** Captures what a download would save. */
function captureDownloads() {
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

/** A device with a share sheet that takes files; `share` decides what the user does there. */
function withShareSheet(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
  Object.defineProperty(navigator, 'share', { value: vi.fn(share), configurable: true });
  return navigator.share as unknown as ReturnType<typeof vi.fn>;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'share');
});

describe('handing a file over with a status line', () => {
  it('downloads where the device cannot share files, and names the saved file', async () => {
    const downloads = captureDownloads();
    renderWithProviders(<Export />);
    expect(screen.queryByText(/Datei/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    expect(await screen.findByText('Datei gespeichert: koenigsblock-2026-11-20.csv')).toHaveAttribute('role', 'status');
    expect(downloads).toEqual(['koenigsblock-2026-11-20.csv']);
  });

  it('shares through the share sheet where there is one, with the title, and says so (in English too)', async () => {
    const downloads = captureDownloads();
    const share = withShareSheet(() => Promise.resolve());
    renderWithProviders(<Export />, { lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    expect(await screen.findByText('File shared: koenigsblock-2026-11-20.csv')).toHaveAttribute('role', 'status');
    expect(share).toHaveBeenCalledTimes(1);
    expect(share.mock.calls[0]![0]).toMatchObject({ title: 'Donnerstagsrunde' });
    expect(downloads).toEqual([]);
  });

  it('says nothing when the share is cancelled, and downloads when the share sheet refuses', async () => {
    const downloads = captureDownloads();
    withShareSheet(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    const { unmount } = renderWithProviders(<Export />);
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Exportieren' })).toBeEnabled());
    expect(screen.queryByText(/Datei/)).toBeNull();
    expect(downloads).toEqual([]);
    unmount();

    withShareSheet(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    renderWithProviders(<Export />);
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    expect(await screen.findByText('Datei gespeichert: koenigsblock-2026-11-20.csv')).toHaveAttribute('role', 'status');
    expect(downloads).toEqual(['koenigsblock-2026-11-20.csv']);
  });

  it('reports a file that could not be made as an alert in words, never the browser\'s message', async () => {
    captureDownloads();
    renderWithProviders(<Export build={() => Promise.reject(new TypeError('x is undefined'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Export fehlgeschlagen: Unerwarteter Fehler (TypeError). Bitte noch einmal versuchen.');
    expect(alert).not.toHaveTextContent('x is undefined');
    expect(screen.getByRole('button', { name: 'Exportieren' })).toBeEnabled();
  });
});
