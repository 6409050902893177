import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESET_IDS } from '@/domain/model';
import { resolveRules } from '@/domain/rules/resolve-rules';
import { parseSession } from '@/domain/validation/validate-session';
import { arbitraryCustomCase, arbitraryRuleSet, arbitrarySession, rulesSpecFor } from './arbitrary';
import { randomSession, REALISTIC_MIX } from './build-hand';
import { seededChooser } from './chooser';
import { PRESETS } from '@/domain/rules/presets';

function explain(result: ReturnType<typeof parseSession>): string {
  return result.ok ? '' : result.error.map((e) => `hand ${e.hand}: ${e.field}: ${e.message}`).join('\n');
}

describe('test data builders', () => {
  it('a random rule set round-trips through its overrides', () => {
    fc.assert(
      fc.property(arbitraryRuleSet(), (rules) => {
        const resolved = resolveRules(rulesSpecFor(rules));
        expect(resolved.ok ? '' : JSON.stringify(resolved.error)).toBe('');
        if (resolved.ok) expect(resolved.value).toEqual(rules);
      }),
      { numRuns: 200 },
    );
  });

  for (const preset of PRESET_IDS) {
    it(`every generated ${preset} session is valid`, () => {
      fc.assert(
        fc.property(arbitrarySession(preset, { maxHands: 16 }), (session) => {
          const parsed = parseSession(session);
          expect(explain(parsed)).toBe('');
        }),
        { numRuns: 150 },
      );
    });
  }

  it('every generated session under a random custom rule set is valid', () => {
    fc.assert(
      fc.property(arbitraryCustomCase({ maxHands: 12 }), ({ session, rules }) => {
        const parsed = parseSession(session);
        expect(explain(parsed)).toBe('');
        if (parsed.ok) expect(parsed.value.rules).toEqual(rules);
      }),
      { numRuns: 300 },
    );
  });

  it('the seeded builder makes the same valid session for the same seed', () => {
    const rules = { ...PRESETS.hausregeln, pagatkassa: { contribution: 1, refill: 'onEmpty' as const, birds: ['pagat' as const] } };
    const a = randomSession(seededChooser(7), rules, { hands: 300, mix: REALISTIC_MIX });
    const b = randomSession(seededChooser(7), rules, { hands: 300, mix: REALISTIC_MIX });
    expect(a).toEqual(b);
    expect(explain(parseSession({ ...a, rules: rulesSpecFor(rules) }))).toBe('');
  });
});
