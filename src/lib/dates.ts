/**
 * Dates and times as the app shows them, in one place, with Intl.DateTimeFormat: a calendar
 * date ("20.11.2026" / "20/11/2026"), the same with its weekday ("Do., 20.11.2026" /
 * "Thu, 20/11/2026", the evening's title), a clock time ("21:05"), and today as the
 * "YYYY-MM-DD" the files store. German dates follow Austria (de-AT), English ones Britain (en-GB).
 */
import type { Lang } from './lang';

const LOCALE: Record<Lang, string> = { de: 'de-AT', en: 'en-GB' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style, made on first use (making one takes a while). */
function formatter(lang: Lang, style: 'date' | 'weekdayDate' | 'time' | 'clock'): Intl.DateTimeFormat {
  const key = `${lang}:${style}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'time'
        ? { hour: '2-digit', minute: '2-digit' }
        : style === 'clock'
          ? { hour: '2-digit', minute: '2-digit', second: '2-digit' }
        : style === 'weekdayDate'
          ? { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' }
          : lang === 'de'
            ? { day: 'numeric', month: 'numeric', year: 'numeric' }
            : { day: '2-digit', month: '2-digit', year: 'numeric' };
    format = new Intl.DateTimeFormat(LOCALE[lang], options);
    formats.set(key, format);
  }
  return format;
}

/** Parses "YYYY-MM-DD" as a local calendar date; null for anything else or a day that does not exist. */
export function parseIsoDate(date: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) || d.getMonth() !== Number(m[2]) - 1 ? null : d;
}

/** A stored date "2026-11-20" as "20.11.2026" (German) or "20/11/2026" (English); anything else as it is. */
export function formatDate(iso: string, lang: Lang): string {
  const d = parseIsoDate(iso);
  return d ? formatter(lang, 'date').format(d) : iso;
}

/** "Do., 20.11.2026" / "Thu, 20/11/2026"; null without a usable date. */
export function formatWeekdayDate(iso: string | undefined, lang: Lang): string | null {
  const d = iso ? parseIsoDate(iso) : null;
  return d ? formatter(lang, 'weekdayDate').format(d) : null;
}

/** The clock time of a moment (an ISO timestamp or milliseconds): "21:05". */
export function formatTime(at: string | number | Date, lang: Lang): string {
  return formatter(lang, 'time').format(new Date(at));
}

/** The time with seconds ("18:04:09"), for a status that changes within a minute (the last sync). */
export function formatClock(at: string | number | Date, lang: Lang): string {
  return formatter(lang, 'clock').format(new Date(at));
}

/** Today (or `now`) as "YYYY-MM-DD" in local time. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
