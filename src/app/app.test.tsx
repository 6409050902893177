import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

  it('hides the sheet under a hand form with its layout kept, and comes back to its newest hands', async () => {
    const stored = makeStoredSession({ data: { name: 'Donnerstagsrunde', hands: sampleHands() } });
    await db.sessions.add(stored);
    setRoute(`#/s/${stored.id}`);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<App />);
    const sheetList = await screen.findByRole('list', { name: 'Blatt' });
    scrollTo.mockClear();
    act(() => setRoute(`#/s/${stored.id}/hand`));
    await screen.findByRole('heading', { name: 'Spiel 4' });
    const kept = sheetList.closest('[hidden]');
    expect(kept).not.toBeNull();
    expect(kept).toHaveClass('keep-layout');
    // The form starts at the top.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    act(() => setRoute(`#/s/${stored.id}`));
    await screen.findByRole('list', { name: 'Blatt' });
    expect(sheetList.closest('[hidden]')).toBeNull();
    // Back on the sheet: at the bottom, where the newest hands are.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: document.documentElement.scrollHeight });
    scrollTo.mockRestore();
  });

  it('keeps the hidden sheet laid out in the same layer as the reset that would otherwise take it out', () => {
    // An important rule outside the layers loses to the reset's `[hidden] { display: none !important }`.
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'index.css'), 'utf8');
    const rule = /@layer base \{\s*(?:\/\*[^*]*\*\/\s*)?\.keep-layout\[hidden\] \{([^}]*)\}/.exec(css);
    expect(rule?.[1]).toMatch(/display: block !important;/);
    expect(rule?.[1]).toMatch(/content-visibility: hidden;/);
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
