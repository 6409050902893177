import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useSettings } from '@/state/settings-store';
import { db } from '@/persistence/db';
import { resetDatabase } from '@/testing/db';
import { sampleHands } from '@/testing/domain/hands';
import { makeStoredSession } from '@/testing/factories';
import { setRoute } from '@/testing/render';
import { App } from './app';

beforeEach(async () => {
  await resetDatabase();
  useSettings.setState({ lang: 'de', theme: 'light' });
  setRoute('#/');
});

describe('App', () => {
  it('starts on the sessions list and applies the language to <html>', async () => {
    await db.sessions.add(makeStoredSession({ data: { name: 'Donnerstagsrunde' } }));
    render(<App />);
    expect(await screen.findByText('Donnerstagsrunde')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de-AT');
  });

  it('switches screens by the hash route, loading them lazily', async () => {
    render(<App />);
    await screen.findByRole('heading', { name: 'Königsblock' });
    act(() => setRoute('#/new'));
    expect(await screen.findByRole('heading', { name: 'Neuer Abend' })).toBeInTheDocument();
    act(() => setRoute('#/rules'));
    expect(await screen.findByRole('heading', { name: 'Regelsätze' })).toBeInTheDocument();
    act(() => setRoute('#/settings'));
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
  });

  it('keeps the sheet mounted while a hand is entered, so saving does not rebuild it', async () => {
    const stored = makeStoredSession({ data: { name: 'Donnerstagsrunde', hands: sampleHands() } });
    await db.sessions.add(stored);
    setRoute(`#/s/${stored.id}`);
    render(<App />);
    const sheetList = await screen.findByRole('list', { name: 'Blatt' });
    act(() => setRoute(`#/s/${stored.id}/hand`));
    expect(await screen.findByRole('heading', { name: 'Spiel 4' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Blatt' })).not.toBeInTheDocument();
    act(() => setRoute(`#/s/${stored.id}`));
    expect(await screen.findByRole('list', { name: 'Blatt' })).toBe(sheetList);
    expect(screen.queryByRole('heading', { name: 'Spiel 4' })).not.toBeInTheDocument();
  });

  it('shows a not-found screen for an unknown address', async () => {
    setRoute('#/gibts/nicht');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('refuses data from a newer app version with a banner, not a crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await db.meta.put({ key: 'appDataVersion', value: 99 });
    db.close();
    render(<App />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => /neueren Version der App \(Datenversion 99/.test(a.textContent ?? ''))).toBe(true);
    // Put the database back for the other tests.
    const { default: Dexie } = await import('dexie');
    db.close();
    await Dexie.delete('koenigsblock');
    await db.open();
    vi.restoreAllMocks();
  });
});
