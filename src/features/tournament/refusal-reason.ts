import type { HandInReason } from '@/domain/online/hand-in-reasons';
import type { Translate } from '@/i18n/i18n';
import type { onlineMessages } from './online-messages';

/** Why a network hand-in waits or was not taken, in words: one text per reason of the closed set. */
export function refusalReason(reason: HandInReason, t: Translate<typeof onlineMessages.de>): string {
  switch (reason) {
    case 'different-result': return t('reason_different');
    case 'hand-count': return t('reason_count');
    case 'round-closed': return t('reason_late');
    case 'forged': return t('reason_forged');
    case 'mac-missing': return t('reason_mac_missing');
    case 'mac-mismatch': return t('reason_mac_mismatch');
    case 'hands': return t('reason_hand');
    case 'players': return t('reason_players');
    case 'table': return t('reason_table');
    case 'other-tournament': return t('reason_tournament');
    case 'malformed': return t('reason_message');
    case 'damaged': return t('reason_damaged');
  }
}
