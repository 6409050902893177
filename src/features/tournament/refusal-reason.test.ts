import { describe, expect, it } from 'vitest';
import { onlineMessages } from './online-messages';
import { refusalReason } from './refusal-reason';

function translate(lang: 'de' | 'en') {
  const dict = onlineMessages[lang] as Record<string, string>;
  return (key: string, params?: Record<string, string | number>) => dict[key]!.replace(/\{(\w+)\}/g, (_, k: string) => String(params?.[k] ?? `{${k}}`));
}

describe('why a network hand-in was refused, in words', () => {
  const codes = ['ERR_HANDIN_MAC_MISSING', 'ERR_HANDIN_MAC_MISMATCH', 'ERR_HANDIN_HAND', 'ERR_HANDIN_PLAYERS', 'ERR_HANDIN_ROUND', 'ERR_HANDIN_TABLE', 'ERR_HANDIN_TOURNAMENT', 'other-tournament', 'ERR_MSG_FORMAT', 'ERR_MSG_INVALID', 'malformed'];
  it.each(codes)('%s reads as words in German and English, never as the code', (code) => {
    for (const lang of ['de', 'en'] as const) {
      const text = refusalReason(code, translate(lang) as never);
      expect(text).not.toContain(code);
      expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it('a forged signature says so', () => {
    expect(refusalReason('ERR_HANDIN_MAC_MISMATCH', translate('de') as never)).toBe('Signatur passt nicht – verändert oder nicht von diesem Tisch');
    expect(refusalReason('ERR_HANDIN_MAC_MISSING', translate('en') as never)).toBe('not signed – it does not come from a phone holding the table card');
  });

  it('an unknown code is named, not hidden', () => {
    expect(refusalReason('ERR_SOMETHING_NEW', translate('de') as never)).toBe('Fehler ERR_SOMETHING_NEW');
  });
});
