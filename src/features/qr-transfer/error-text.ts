/**
 * QR and message errors (codes from transfer/qr and domain/tournament) in the user's language;
 * a hand the engine refused inside a hand-in is worded by the engine's one translation.
 */
import type { Translate } from '@/i18n/i18n';
import { engineErrorText } from '@/i18n/engine-error-text';
import type { Lang } from '@/lib/lang';
import type { MessageError } from '@/domain/tournament/message-error';
import type { QrError, QrKind } from '@/transfer/qr/pack';
import type { Texts } from './messages';

export function qrErrorText(error: QrError, t: Translate<Texts>): string {
  if (error.code === 'ERR_QR_WRONG_KIND') return t(error.params.found === 'card' ? 'ERR_QR_WRONG_KIND_card' : 'ERR_QR_WRONG_KIND_handIn');
  return t(error.code);
}

const FIELD_WORDS = ['file', 'round', 'table', 'players', 'firstDealer', 'hands', 'note', 'mac', 'tournament', 'version', 'key', 'handsPerRound', 'timeLimitMinutes'] as const;

/** The user's word for the part of a card or hand-in that is wrong (never the file's key itself: "players[2].name" is the players). */
function fieldWord(field: string): `field_${(typeof FIELD_WORDS)[number] | 'other'}` {
  const head = field.split(/[.[]/)[0] ?? '';
  const known = FIELD_WORDS.find((w) => w === head);
  return known ? `field_${known}` : 'field_other';
}

export function messageErrorText(error: MessageError, kind: QrKind, t: Translate<Texts>, lang: Lang): string {
  switch (error.code) {
    case 'ERR_MSG_FORMAT':
      return t(kind === 'card' ? 'ERR_MSG_FORMAT_card' : 'ERR_MSG_FORMAT_handIn');
    case 'ERR_MSG_INVALID':
      return t(kind === 'card' ? 'ERR_MSG_INVALID_card' : 'ERR_MSG_INVALID_handIn', { what: t(fieldWord(error.field)) });
    case 'ERR_HANDIN_HAND': {
      const hand = typeof error.params.hand === 'number' && error.params.hand >= 0 ? error.params.hand + 1 : '?';
      const detail = error.engine ? engineErrorText(error.engine, lang) : t(fieldWord(error.field));
      return t('ERR_HANDIN_HAND', { hand, detail });
    }
    default:
      return t(error.code, error.params);
  }
}

/** Reads a message file the user picked: JSON text of at most 2 MB, else a translated reason. */
export async function readMessageFile(file: File, t: Translate<Texts>): Promise<{ ok: true; value: unknown } | { ok: false; error: string }> {
  if (file.size > 2 * 1024 * 1024) return { ok: false, error: t('fileTooLarge') };
  try {
    const text = (await file.text()).replace(/^\uFEFF/, '');
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: t('fileNotJson') };
  }
}
