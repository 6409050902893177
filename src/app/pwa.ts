/**
 * Service-worker registration (vite-plugin-pwa, registerType 'prompt'). A new
 * version never reloads the page by itself — a scorekeeper may be in the middle
 * of entering a hand; the update banner offers it and the user decides. Only
 * the tab whose user tapped "Aktualisieren" reloads: when the new version takes
 * over, every other open tab is told (a banner) and reloads when its user says.
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
  // Set when this tab's user asked for the update: then (and only then) this tab reloads itself.
  let updateRequestedHere = false;
  const updateSW = registerSW({
    onNeedRefresh() {
      usePwaState.setState({
        needRefresh: true,
        dismissed: false,
        update: () => {
          updateRequestedHere = true;
          return updateSW(true);
        },
      });
    },
    onNeedReload() {
      if (updateRequestedHere) {
        window.location.reload();
        return;
      }
      usePwaState.setState({ needRefresh: false, reloadNeeded: true });
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
