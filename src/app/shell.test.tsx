import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSettings } from '@/state/settings-store';
import { clearStorageError, reportStorageError, StorageError } from '@/persistence/storage-errors';
import { ErrorBoundary, ErrorFallback } from './error-boundary';
import { StorageBanner } from './storage-banner';
import { UpdateBanner } from './update-banner';
import { initialPwaState, usePwaState } from './pwa-state';
import { isDarkTheme, useApplySettings } from './use-apply-settings';
import { NotFoundScreen } from './not-found-screen';

beforeEach(() => {
  useSettings.setState({ lang: 'de', theme: 'light' });
  usePwaState.setState(initialPwaState, true);
  clearStorageError();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearStorageError();
});

function Boom(): never {
  throw new Error('kaputt');
}

describe('error boundaries', () => {
  it('show a friendly message with a way back instead of a white page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={(error, reset) => <ErrorFallback error={error} onRetry={reset} />}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Da ist etwas schiefgegangen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu den Abenden' })).toHaveAttribute('href', '#/');
    expect(screen.getByRole('button', { name: 'Nochmal versuchen' })).toBeInTheDocument();
    expect(screen.getByText('Error: kaputt')).toBeInTheDocument();
  });

  it('recover when the route changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallback = (error: unknown, reset: () => void) => <ErrorFallback error={error} onRetry={reset} />;
    const { rerender } = render(
      <ErrorBoundary resetKey="#/s/1" fallback={fallback}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="#/" fallback={fallback}>
        <p>Abende</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Abende')).toBeInTheDocument();
  });

  it('explain a storage failure that reached a screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Full(): never {
      throw new StorageError('ERR_STORAGE_QUOTA', 'full');
    }
    render(
      <ErrorBoundary fallback={(error, reset) => <ErrorFallback error={error} onRetry={reset} />}>
        <Full />
      </ErrorBoundary>,
    );
    expect(screen.getByText(/Der Speicher des Geräts ist voll/)).toBeInTheDocument();
  });
});

describe('StorageBanner', () => {
  it('shows a full disk with a link to export a backup, and can be dismissed', async () => {
    render(<StorageBanner />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => reportStorageError(new StorageError('ERR_STORAGE_QUOTA', 'full')));
    expect(screen.getByRole('alert')).toHaveTextContent('Der Speicher des Geräts ist voll');
    expect(screen.getByRole('link', { name: 'Sicherung exportieren' })).toHaveAttribute('href', '#/backup');
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains newer data and offers a reload instead of guessing', () => {
    render(<StorageBanner />);
    act(() => reportStorageError(new StorageError('ERR_STORAGE_NEWER_DATA', 'newer', { params: { stored: 3, supported: 2 } })));
    expect(screen.getByRole('alert')).toHaveTextContent('Datenversion 3, diese App kennt bis 2');
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });

  it('asks to close the other tab when an upgrade is blocked', () => {
    useSettings.setState({ lang: 'en' });
    render(<StorageBanner />);
    act(() => reportStorageError(new StorageError('ERR_STORAGE_BLOCKED', 'blocked')));
    expect(screen.getByRole('alert')).toHaveTextContent('Please close the other tab.');
  });
});

describe('UpdateBanner', () => {
  it('offers a waiting version and only the tap updates', async () => {
    const update = vi.fn(async () => undefined);
    render(<UpdateBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => usePwaState.setState({ needRefresh: true, update }));
    expect(screen.getByRole('status')).toHaveTextContent('Neue Version verfügbar');
    expect(update).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('can be put off until later', async () => {
    usePwaState.setState({ needRefresh: true, update: vi.fn(async () => undefined) });
    render(<UpdateBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Später' }));
    expect(screen.queryByText('Neue Version verfügbar')).not.toBeInTheDocument();
  });

  it('in a tab where another tab started the new version: tells, and reloads only on this user\'s tap', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    usePwaState.setState({ reloadNeeded: true });
    render(<UpdateBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('Eine neue Version wurde in einem anderen Fenster gestartet');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('theme and language', () => {
  it('follows the system only in the "system" theme', () => {
    expect(isDarkTheme('dark', false)).toBe(true);
    expect(isDarkTheme('light', true)).toBe(false);
    expect(isDarkTheme('system', true)).toBe(true);
    expect(isDarkTheme('system', false)).toBe(false);
  });

  it('sets the dark class and the lang attribute on <html>', () => {
    function Probe() {
      useApplySettings();
      return null;
    }
    render(<Probe />);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.lang).toBe('de-AT');
    act(() => useSettings.setState({ theme: 'dark', lang: 'en' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('NotFoundScreen', () => {
  it('names the path and leads back', () => {
    render(<NotFoundScreen path="/gibts/nicht" />);
    expect(screen.getByText('Unter „/gibts/nicht“ gibt es nichts. Vielleicht ein alter Link?')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Zu den Abenden' })[0]).toHaveAttribute('href', '#/');
  });
});
