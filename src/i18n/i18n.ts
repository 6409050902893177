/**
 * Translations. Each feature keeps its own dictionary next to its screens:
 *   const messages = { de: { save: 'Speichern', … }, en: { save: 'Save', … } } satisfies Messages;
 *   const t = useT(messages);  t('save'); t('handNo', { n: 3 })
 * The German dictionary is the reference: English must have the same keys (type-checked).
 * `{name}` placeholders are replaced by params. A count's word follows its number:
 * `{n} {n:Runde|Runden}` gives "1 Runde", "2 Runden" (one form for exactly 1, the other for
 * every other number, as in German and English).
 */
import { useSettings, type Lang } from '@/state/settings-store';

export type Dict = Record<string, string>;
export interface Messages<D extends Dict = Dict> {
  de: D;
  en: { [K in keyof D]: string };
}

export type Translate<D extends Dict> = (key: keyof D & string, params?: Record<string, string | number>) => string;

export function translate<D extends Dict>(messages: Messages<D>, lang: Lang): Translate<D> {
  const dict = (lang === 'en' ? messages.en : messages.de) as Record<string, string>;
  return (key, params) => {
    const text = dict[key] ?? (messages.de as Record<string, string>)[key] ?? key;
    if (!params) return text;
    return text
      .replace(/\{(\w+):([^|{}]*)\|([^{}]*)\}/g, (m, name: string, one: string, other: string) => (name in params ? (Number(params[name]) === 1 ? one : other) : m))
      .replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
  };
}

export function useT<D extends Dict>(messages: Messages<D>): Translate<D> {
  const lang = useSettings((s) => s.lang);
  return translate(messages, lang);
}

export function useLang(): Lang {
  return useSettings((s) => s.lang);
}
