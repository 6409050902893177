import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useSettings } from '@/state/settings-store';
import { renderWithProviders } from '@/testing/render';
import { SettingsScreen } from './settings-screen';

const original = Object.getOwnPropertyDescriptor(navigator, 'storage');

function fakeStorage(persisted: boolean, grant: boolean) {
  const storage = { persisted: vi.fn(async () => persisted), persist: vi.fn(async () => grant) };
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  return storage;
}

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'storage', original);
  else delete (navigator as { storage?: unknown }).storage;
});

describe('SettingsScreen', () => {
  it('switches the language to English and back', async () => {
    fakeStorage(true, true);
    const { user } = renderWithProviders(<SettingsScreen />, { route: '#/settings' });
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(useSettings.getState().lang).toBe('en');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(screen.getByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
  });

  it('chooses the theme', async () => {
    fakeStorage(true, true);
    const { user } = renderWithProviders(<SettingsScreen />, { route: '#/settings' });
    expect(screen.getByRole('radio', { name: 'Hell' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Dunkel' }));
    expect(useSettings.getState().theme).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(useSettings.getState().theme).toBe('system');
  });

  it('shows the persistent-storage status and asks on request', async () => {
    const storage = fakeStorage(false, true);
    const { user } = renderWithProviders(<SettingsScreen />, { route: '#/settings' });
    expect(await screen.findByText(/Nicht dauerhaft geschützt/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dauerhaft speichern anfragen' }));
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Dauerhaft gespeichert/)).toBeInTheDocument();
  });

  it('shows the version and links to the backup', async () => {
    fakeStorage(true, true);
    renderWithProviders(<SettingsScreen />, { route: '#/settings' });
    expect(screen.getByText(/^Version \d+\.\d+\.\d+/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sicherung und Wiederherstellung' })).toHaveAttribute('href', '#/backup');
  });
});
