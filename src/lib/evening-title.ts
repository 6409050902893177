/**
 * An evening's title, the same on every screen and in every export: its own
 * name when it has one, else "Abend vom Do., 20.11.2026" ("Evening of Thu,
 * 20/11/2026"). The app calls an evening "Abend" in German and "evening" in
 * English everywhere (the vocabulary test in src/app pins it).
 */
import type { Lang } from '@/lib/lang';

const TEXTS = {
  de: { of: (date: string) => `Abend vom ${date}`, noDate: 'Abend ohne Datum' },
  en: { of: (date: string) => `Evening of ${date}`, noDate: 'Evening without a date' },
} as const;

/** Parses "YYYY-MM-DD" as a local calendar date. */
function parseIsoDate(date: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) || d.getMonth() !== Number(m[2]) - 1 ? null : d;
}

/** "Do., 20.11.2026" / "Thu, 20/11/2026"; null without a usable date. */
export function formatEveningDate(date: string | undefined, lang: Lang): string | null {
  const d = date ? parseIsoDate(date) : null;
  if (!d) return null;
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-AT' : 'en-GB', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(d);
}

/** The evening's title: its name (trimmed), else its date, else "Abend ohne Datum". */
export function eveningTitle(data: { name?: string | undefined; date?: string | undefined }, lang: Lang): string {
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  if (name) return name;
  const date = formatEveningDate(data.date, lang);
  return date ? TEXTS[lang].of(date) : TEXTS[lang].noDate;
}
