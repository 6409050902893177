/**
 * File names for exports: "koenigsblock-2026-11-20-donnerstagsrunde.json".
 * Only ASCII letters, digits and dashes, so every file system and messenger
 * keeps the name intact.
 */

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

/** "Donnerstagsrunde bei Jörg!" → "donnerstagsrunde-bei-joerg" (at most 40 characters). */
export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜ]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** A valid ISO date (YYYY-MM-DD) or the date part of the fallback timestamp. */
function datePart(date: string | undefined, fallback: string): string {
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : fallback.slice(0, 10);
}

/** One evening: "koenigsblock-2026-11-20-donnerstagsrunde.json". */
export function sessionFileName(session: { name?: string; date?: string }, fallbackDate: string, extension = 'json'): string {
  const slug = slugify(session.name ?? '');
  return `koenigsblock-${datePart(session.date, fallbackDate)}${slug ? `-${slug}` : ''}.${extension}`;
}

/** Everything: "koenigsblock-backup-2026-11-22.json". */
export function backupFileName(exportedAt: string): string {
  return `koenigsblock-backup-${exportedAt.slice(0, 10)}.json`;
}
