import { describe, expect, it } from 'vitest';
import { HAND_IN_REASONS, handInReasonOf } from '@/domain/online/hand-in-reasons';
import { onlineMessages } from './online-messages';
import { refusalReason } from './refusal-reason';

function translate(lang: 'de' | 'en') {
  const dict = onlineMessages[lang] as Record<string, string>;
  return (key: string, params?: Record<string, string | number>) => dict[key]!.replace(/\{(\w+)\}/g, (_, k: string) => String(params?.[k] ?? `{${k}}`));
}

describe('why a network hand-in waits or was refused, in words', () => {
  it.each([...HAND_IN_REASONS])('%s reads as its own words in German and English, never as a code', (reason) => {
    for (const lang of ['de', 'en'] as const) {
      const text = refusalReason(reason, translate(lang) as never);
      expect(text.length).toBeGreaterThan(5);
      expect(text).not.toMatch(/\{\w+\}|ERR_/);
    }
    const others = HAND_IN_REASONS.filter((r) => r !== reason).map((r) => refusalReason(r, translate('de') as never));
    expect(others).not.toContain(refusalReason(reason, translate('de') as never));
  });

  it('a forged signature says so; a check code is worded through its reason', () => {
    expect(refusalReason(handInReasonOf('ERR_HANDIN_MAC_MISMATCH'), translate('de') as never)).toBe('Signatur passt nicht – verändert oder nicht von diesem Tisch');
    expect(refusalReason(handInReasonOf('ERR_HANDIN_MAC_MISSING'), translate('en') as never)).toBe('not signed – it does not come from a phone holding the table card');
    expect(refusalReason(handInReasonOf('ERR_SOMETHING_NEW'), translate('en') as never)).toBe('not a valid hand-in');
  });
});
