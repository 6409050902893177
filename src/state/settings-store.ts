/**
 * Device settings (language, theme). Kept in localStorage, not IndexedDB: they
 * are per device, tiny, and needed synchronously before the first paint.
 */
import { create } from 'zustand';
import type { Lang } from '@/lib/lang';

export type { Lang };
export type Theme = 'system' | 'light' | 'dark';

interface SettingsState {
  lang: Lang;
  theme: Theme;
}
interface SettingsActions {
  setLang: (lang: Lang) => void;
  setTheme: (theme: Theme) => void;
}

const KEY = 'koenigsblock.settings';

function load(): SettingsState {
  const fallback: SettingsState = { lang: 'de', theme: 'system' };
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    if (!raw) return fallback;
    const parsed = JSON.parse(raw) as Partial<SettingsState>;
    return {
      lang: parsed.lang === 'en' ? 'en' : 'de',
      theme: parsed.theme === 'light' || parsed.theme === 'dark' ? parsed.theme : 'system',
    };
  } catch {
    return fallback;
  }
}

function save(state: SettingsState): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ lang: state.lang, theme: state.theme }));
  } catch {
    // Private mode or full storage: settings then last for this visit only.
  }
}

export const useSettings = create<SettingsState & SettingsActions>()((set, get) => ({
  ...load(),
  setLang: (lang) => {
    set({ lang });
    save({ ...get(), lang });
  },
  setTheme: (theme) => {
    set({ theme });
    save({ ...get(), theme });
  },
}));

/**
 * A page a stranger opens (the spectators' live standings) speaks the phone's language when
 * this device never chose one: German for a German phone, English otherwise. Not stored: a
 * choice the person makes later is.
 */
export function adoptDeviceLanguage(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]): void {
  try {
    if (typeof localStorage !== 'undefined' && localStorage.getItem(KEY)) return;
  } catch {
    // Unreadable storage: the device's language is all there is.
  }
  const first = languages.find((l) => typeof l === 'string' && l.length > 0);
  if (!first) return;
  useSettings.setState({ lang: /^de\b/i.test(first) ? 'de' : 'en' });
}
