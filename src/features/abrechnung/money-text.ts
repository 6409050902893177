import type { Abrechnung } from '@/domain/abrechnung/abrechnung';
import type { Translate } from '@/i18n/i18n';
import type { messages } from './messages';

type Dict = (typeof messages)['de'];

/** The stake in the header line: the evening's stake, or what a tournament table pays in cash. */
export function stakeLine(abrechnung: Abrechnung, t: Translate<Dict>): string {
  if (abrechnung.money === 'none') return t('cupStakeNone');
  if (abrechnung.money === 'cashKontra') return t('cupStakeCash', { cents: abrechnung.stakeCents });
  return t('stake', { cents: abrechnung.stakeCents });
}

/** The sentence under the standings: how the money column is made (null: nothing to explain). */
export function moneyNote(abrechnung: Abrechnung, showCash: boolean, t: Translate<Dict>): string | null {
  if (abrechnung.money === 'none') return t('cupNoteNone');
  if (abrechnung.money === 'cashKontra') return t('cupNoteCash', { cents: abrechnung.stakeCents });
  return showCash ? t('cashNote') : null;
}
