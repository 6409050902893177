/**
 * Applies the device settings to the document: the `dark` class on <html>
 * (theme "system" follows prefers-color-scheme live) and the `lang` attribute.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useSettings, type Theme } from '@/state/settings-store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeSystemDark(callback: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const mql = window.matchMedia(DARK_QUERY);
  mql.addEventListener('change', callback);
  return () => mql.removeEventListener('change', callback);
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function isDarkTheme(theme: Theme, systemDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && systemDark);
}

export function useApplySettings(): void {
  const theme = useSettings((s) => s.theme);
  const lang = useSettings((s) => s.lang);
  const systemDark = useSyncExternalStore(subscribeSystemDark, systemPrefersDark, () => false);
  const dark = isDarkTheme(theme, systemDark);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);

  useEffect(() => {
    document.documentElement.lang = lang === 'de' ? 'de-AT' : 'en';
  }, [lang]);
}
