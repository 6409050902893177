/**
 * Setup of the Node project (pure code: no DOM, no database). Each test starts with fresh mocks;
 * nothing else is shared between the engine's tests.
 */
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});
