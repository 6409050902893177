/**
 * Service-worker registration (vite-plugin-pwa, registerType 'prompt'). A new
 * version never reloads the page by itself — a scorekeeper may be in the middle
 * of entering a hand; the update banner offers it and the user decides.
 */
import { registerSW } from 'virtual:pwa-register';
import { showToast } from '@/components/ui/toast';
import { translate } from '@/i18n/i18n';
import { useSettings } from '@/state/settings-store';
import { appMessages } from './messages';
import { usePwaState } from './pwa-state';

const OFFLINE_READY_KEY = 'koenigsblock.offlineReadyShown';

export function registerPwa(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh() {
      usePwaState.setState({ needRefresh: true, dismissed: false, update: () => updateSW(true) });
    },
    onOfflineReady() {
      try {
        if (localStorage.getItem(OFFLINE_READY_KEY)) return;
        localStorage.setItem(OFFLINE_READY_KEY, new Date().toISOString());
      } catch {
        // Without localStorage the toast may show again on a later first install; harmless.
      }
      const t = translate(appMessages, useSettings.getState().lang);
      showToast({ message: t('offlineReady') });
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed; the app still works online.', error);
    },
  });
}
