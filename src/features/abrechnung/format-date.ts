/** An ISO date "2026-11-20" as the table writes it: "20.11.2026" in German, unchanged in English. */
export function formatDate(iso: string, lang: 'de' | 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return lang === 'de' ? `${Number(m[3])}.${Number(m[2])}.${m[1]}` : iso;
}
