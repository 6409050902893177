/**
 * Setup of the browser-like project (happy-dom, fake-indexeddb). Every test starts from the
 * same place without resetting anything itself: an empty database, every zustand store in its
 * initial state, no saved settings, the start route.
 */
// First: the database library opens its channel to other tabs when it loads.
import './file-local-broadcast';
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetDatabase } from './db';
import { resetAllStores } from './zustand-reset';
import type * as Zustand from 'zustand';

vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  const { resettableCreate } = await import('./zustand-reset');
  return { ...zustand, create: resettableCreate(zustand.create) };
});

// findBy*/waitFor wait for the app's state, not for a fixed second: on a busy shared machine the
// first render of a lazily loaded screen can take longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(async () => {
  // A file of this project may ask for the Node environment (`@vitest-environment node`): no window there.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.history.replaceState(null, '', '#/');
  }
  resetAllStores();
  await resetDatabase();
});

afterEach(() => cleanup());
