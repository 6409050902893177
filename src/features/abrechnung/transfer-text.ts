import { KASSA } from '@/domain/abrechnung/abrechnung';
import type { Translate } from '@/i18n/i18n';
import { formatCents } from '@/lib/format';
import type { messages } from './messages';

/** "Bernd zahlt Anna 3,40 €", with the Pagatkassa as a party while it holds money. */
export function transferText(
  transfer: { from: number; to: number; cents: number },
  players: readonly string[],
  t: Translate<(typeof messages)['de']>,
  lang: 'de' | 'en',
): string {
  const amount = formatCents(transfer.cents, lang);
  if (transfer.to === KASSA) return t('transferToKassa', { from: players[transfer.from]!, amount });
  if (transfer.from === KASSA) return t('transferFromKassa', { to: players[transfer.to]!, amount });
  return t('transfer', { from: players[transfer.from]!, to: players[transfer.to]!, amount });
}
