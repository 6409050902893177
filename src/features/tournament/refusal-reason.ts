import type { Translate } from '@/i18n/i18n';
import type { onlineMessages } from './online-messages';

/** Why a network hand-in was refused, in words (the codes of the hand-in check, `other-tournament` of the sync). */
export function refusalReason(code: string | undefined, t: Translate<typeof onlineMessages.de>): string {
  switch (code) {
    case 'ERR_HANDIN_MAC_MISSING': return t('reason_mac_missing');
    case 'ERR_HANDIN_MAC_MISMATCH': return t('reason_mac_mismatch');
    case 'ERR_HANDIN_HAND': return t('reason_hand');
    case 'ERR_HANDIN_PLAYERS': return t('reason_players');
    case 'ERR_HANDIN_ROUND':
    case 'ERR_HANDIN_TABLE': return t('reason_table');
    case 'ERR_HANDIN_TOURNAMENT':
    case 'other-tournament': return t('reason_tournament');
    case 'ERR_MSG_FORMAT':
    case 'ERR_MSG_INVALID':
    case 'ERR_MSG_VERSION_NEWER':
    case 'malformed': return t('reason_message');
    default: return t('reason_other', { code: code ?? '?' });
  }
}
