import { describe, expect, it } from 'vitest';
import { messageError } from '@/domain/tournament/message-error';
import { parseHandIn } from '@/domain/tournament/hand-in';
import { translate } from '@/i18n/i18n';
import { messageErrorText } from './error-text';
import { messages } from './messages';

describe('a broken card or hand-in is named in the user\'s words, with what to do', () => {
  it('never shows the file\'s key ("file", "players[2].name")', () => {
    const de = translate(messages, 'de');
    const en = translate(messages, 'en');
    expect(messageErrorText(messageError('ERR_MSG_INVALID', 'file', 'must be an object'), 'handIn', de, 'de')).toBe(
      'Die Abgabe ist beschädigt oder unvollständig (das Blatt). Am Tisch die Abgabe neu erstellen und noch einmal senden.',
    );
    expect(messageErrorText(messageError('ERR_MSG_INVALID', 'players[2].name', 'empty'), 'card', de, 'de')).toBe(
      'Die Tischkarte ist beschädigt oder unvollständig (die Spieler). Die Turnierleitung soll die Karte neu ausgeben.',
    );
    expect(messageErrorText(messageError('ERR_MSG_INVALID', 'somethingElse', 'x'), 'handIn', en, 'en')).toBe(
      'The hand-in is damaged or incomplete (an entry). Make the hand-in again at the table and send it once more.',
    );
  });

  it('every field a hand-in can be refused at has its word', () => {
    const de = translate(messages, 'de');
    const parsed = parseHandIn({ format: 'tarock-hand-in', version: 1, file: 'x', tournament: 1, round: 'a', table: -1, players: 'p', firstDealer: 'x', hands: 3, note: 5, mac: 7 });
    expect(parsed.ok).toBe(false);
    for (const e of parsed.ok ? [] : parsed.error) expect(messageErrorText(e, 'handIn', de, 'de')).not.toMatch(/\((ein Eintrag|[a-z]+[A-Z.[\]])/);
  });
});
