/**
 * An evening's title, the same on every screen and in every export: its own
 * name when it has one, else "Abend vom Do., 20.11.2026" ("Evening of Thu,
 * 20/11/2026"). The app calls an evening "Abend" in German and "evening" in
 * English everywhere (the vocabulary test in src/app pins it).
 */
import type { Lang } from '@/lib/lang';
import { formatWeekdayDate } from './dates';

const TEXTS = {
  de: { of: (date: string) => `Abend vom ${date}`, noDate: 'Abend ohne Datum' },
  en: { of: (date: string) => `Evening of ${date}`, noDate: 'Evening without a date' },
} as const;

/** The evening's title: its name (trimmed), else its date, else "Abend ohne Datum". */
export function eveningTitle(data: { name?: string | undefined; date?: string | undefined }, lang: Lang): string {
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  if (name) return name;
  const date = formatWeekdayDate(data.date, lang);
  return date ? TEXTS[lang].of(date) : TEXTS[lang].noDate;
}
