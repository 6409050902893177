import { KASSA } from '@/domain/abrechnung/abrechnung';
import type { Translate } from '@/i18n/i18n';
import { isolate } from '@/lib/bidi';
import { formatCents } from '@/lib/format';
import type { messages } from './messages';

/**
 * "Bernd zahlt Anna 3,40 €", with the Pagatkassa as a party while it holds money.
 * The names are isolated (U+2068 … U+2069), so no name can reverse the sentence.
 */
export function transferText(
  transfer: { from: number; to: number; cents: number },
  players: readonly string[],
  t: Translate<(typeof messages)['de']>,
  lang: 'de' | 'en',
): string {
  const amount = formatCents(transfer.cents, lang);
  const name = (seat: number) => isolate(players[seat]!);
  if (transfer.to === KASSA) return t('transferToKassa', { from: name(transfer.from), amount });
  if (transfer.from === KASSA) return t('transferFromKassa', { to: name(transfer.to), amount });
  return t('transfer', { from: name(transfer.from), to: name(transfer.to), amount });
}
