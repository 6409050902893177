/**
 * The backup screen's words for an evening, shared by the export list and the import preview:
 * its label (name and date) and its number of hands.
 */
import type { Translate } from '@/i18n/i18n';
import { formatDate } from '@/lib/dates';
import { eveningTitle } from '@/lib/evening-title';
import type { messages } from './messages';

type T = Translate<(typeof messages)['de']>;

export function handsText(n: number, t: T): string {
  return n === 1 ? t('handsCountOne') : t('handsCount', { n });
}

export function sessionLabel(data: { name?: string; date?: string }, t: T, lang: 'de' | 'en'): string {
  // Named evenings add their date; an unnamed one is called by its date already.
  const name = data.name?.trim();
  if (!name) return eveningTitle(data, lang);
  return data.date ? `${name} (${formatDate(data.date, lang)})` : name;
}
