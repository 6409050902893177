/**
 * The test setup resets shared state by itself: whatever one test leaves behind (a stored
 * evening, a changed store, a saved setting, a route) is gone in the next. The two tests run
 * in order.
 */
import { describe, expect, it } from 'vitest';
import { useToasts, showToast } from '@/components/ui/toast';
import { db } from '@/persistence/db';
import { useSettings } from '@/state/settings-store';
import { makeStoredSession } from './factories';

describe('the automatic reset between tests', () => {
  it('a test leaves data, a changed store, a setting and a route behind', async () => {
    await db.sessions.add(makeStoredSession());
    useSettings.setState({ lang: 'en' });
    showToast({ message: 'Spiel 3 gespeichert' });
    localStorage.setItem('koenigsblock.example', '1');
    window.history.replaceState(null, '', '#/settings');
    expect(await db.sessions.count()).toBe(1);
    expect(useToasts.getState()).not.toEqual(useToasts.getInitialState());
  });

  it('the next one starts clean', async () => {
    expect(await db.sessions.count()).toBe(0);
    expect(useSettings.getState().lang).toBe(useSettings.getInitialState().lang);
    expect(useToasts.getState()).toEqual(useToasts.getInitialState());
    expect(localStorage.getItem('koenigsblock.example')).toBeNull();
    expect(window.location.hash).toBe('#/');
  });
});
