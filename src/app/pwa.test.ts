import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialPwaState, usePwaState } from './pwa-state';

interface Options {
  onNeedRefresh?: () => void;
  onNeedReload?: () => void;
}

const captured: { options: Options | null; updateSW: ReturnType<typeof vi.fn> } = { options: null, updateSW: vi.fn(() => Promise.resolve()) };

vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: Options) => {
    captured.options = options;
    return captured.updateSW;
  },
}));

const { registerPwa } = await import('./pwa');

describe('an update in one tab', () => {
  const reload = vi.fn();
  beforeEach(() => {
    usePwaState.setState(initialPwaState, true);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    reload.mockClear();
    registerPwa();
  });
  afterEach(() => vi.restoreAllMocks());

  it('does not reload another tab: that tab is told and reloads when its user says', () => {
    captured.options?.onNeedRefresh?.();
    expect(usePwaState.getState().needRefresh).toBe(true);
    // The new version took over because another tab's user tapped "Aktualisieren".
    captured.options?.onNeedReload?.();
    expect(reload).not.toHaveBeenCalled();
    expect(usePwaState.getState()).toMatchObject({ reloadNeeded: true, needRefresh: false });
  });

  it('reloads the tab whose user tapped "Aktualisieren"', async () => {
    captured.options?.onNeedRefresh?.();
    await usePwaState.getState().update?.();
    expect(captured.updateSW).toHaveBeenCalled();
    captured.options?.onNeedReload?.();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(usePwaState.getState().reloadNeeded).toBe(false);
  });
});
