import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrDownload, type ShareEnvironment } from './share-file';

const file = { name: 'koenigsblock-2026-11-20-donnerstagsrunde.json', type: 'application/json', content: '{"format":"tarock-session"}' };

function environment(nav: ShareEnvironment['navigator']) {
  const clicked: { download: string; href: string }[] = [];
  const blobs: Blob[] = [];
  const env: ShareEnvironment = {
    navigator: nav,
    document,
    createObjectURL: (blob) => {
      blobs.push(blob);
      return 'blob:one';
    },
    revokeObjectURL: () => undefined,
  };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.getAttribute('href') ?? '' });
  });
  return { env, clicked, blobs };
}

afterEach(() => vi.restoreAllMocks());

describe('shareOrDownload', () => {
  it('shares the file where the browser can share files', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const { env, clicked } = environment({ share, canShare: () => true });
    expect(await shareOrDownload(file, { title: 'Donnerstagsrunde' }, env)).toBe('shared');
    const data = share.mock.calls[0]![0] as ShareData;
    expect(data.title).toBe('Donnerstagsrunde');
    expect(data.files![0]!.name).toBe(file.name);
    expect(await data.files![0]!.text()).toBe(file.content);
    expect(clicked).toEqual([]);
  });

  it('a cancelled share does nothing else', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    const { env, clicked } = environment({ share, canShare: () => true });
    expect(await shareOrDownload(file, {}, env)).toBe('cancelled');
    expect(clicked).toEqual([]);
  });

  it('downloads when files cannot be shared, or when sharing fails', async () => {
    const first = environment({ share: vi.fn(), canShare: () => false });
    expect(await shareOrDownload(file, {}, first.env)).toBe('downloaded');
    expect(first.clicked).toEqual([{ download: file.name, href: 'blob:one' }]);
    expect(await first.blobs[0]!.text()).toBe(file.content);

    const failing = environment({ share: vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')), canShare: () => true });
    expect(await shareOrDownload(file, {}, failing.env)).toBe('downloaded');
    expect(failing.clicked).toHaveLength(1);

    const none = environment(undefined);
    expect(await shareOrDownload(file, {}, none.env)).toBe('downloaded');
  });
});
