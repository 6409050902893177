import { describe, expect, it } from 'vitest';
import { PRESET_IDS, resolveRules } from '@/domain/index';
import { makeStoredRuleSet } from '@/testing/factories';
import { buildSession, initialDraft, movePlayer, optionalOverrides, todayIso, type NewSessionDraft } from './new-session-form';

const NOW = new Date(2026, 10, 20, 19, 30);

function draft(change: Partial<NewSessionDraft> = {}): NewSessionDraft {
  return { ...initialDraft(NOW), names: ['Anna', 'Bernd', 'Clara', 'Dieter', ''], ...change };
}

function errorsOf(d: NewSessionDraft, ruleSets = [makeStoredRuleSet({ id: 'rs' })]) {
  const r = buildSession(d, ruleSets);
  return r.ok ? [] : r.error.map((e) => `${e.field}:${e.code}`);
}

describe('initialDraft', () => {
  it('starts with 4 players, hausregeln, 10 cents and today', () => {
    const d = initialDraft(NOW);
    expect(d.count).toBe(4);
    expect(d.rules).toEqual({ kind: 'preset', preset: 'hausregeln' });
    expect(d.stake).toBe('10');
    expect(d.date).toBe('2026-11-20');
    expect(todayIso(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('buildSession', () => {
  it('builds a session file object with trimmed names and the plain preset id', () => {
    const r = buildSession(draft({ names: [' Anna ', 'Bernd', 'Clara  Maria', 'Dieter', 'ignored'], name: ' Donnerstag ', firstDealer: 2 }), []);
    expect(r).toEqual({
      ok: true,
      value: {
        format: 'tarock-session',
        version: 1,
        name: 'Donnerstag',
        date: '2026-11-20',
        players: ['Anna', 'Bernd', 'Clara Maria', 'Dieter'],
        rules: 'hausregeln',
        stakeCents: 10,
        firstDealer: 2,
        hands: [],
      },
    });
  });

  it('leaves out an empty evening name and uses the fifth player at a 5-table', () => {
    const r = buildSession(draft({ count: 5, names: ['A', 'B', 'C', 'D', 'E'] }), []);
    expect(r.ok && r.value.players).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(r.ok && 'name' in r.value).toBe(false);
  });

  it('requires every name, different names (ignoring case) and at most 24 characters', () => {
    expect(errorsOf(draft({ names: ['Anna', '  ', 'anna', 'x'.repeat(25), ''] }))).toEqual([
      'name-1:ERR_NAME_EMPTY',
      'name-2:ERR_NAME_DUPLICATE',
      'name-3:ERR_NAME_TOO_LONG',
    ]);
    expect(errorsOf(draft({ count: 5 }))).toEqual(['name-4:ERR_NAME_EMPTY']);
  });

  it('names are what they look like: bidi and zero-width characters removed, NFC; look-alikes refused', () => {
    const r = buildSession(draft({ names: ['\u202eAnna\u202c', 'Be\u200brnd', 'Cla\u0301ra'.normalize('NFD'), '  Dieter   Maier '], name: '\u2066Stamm\u200dtisch\u2069' }), []);
    expect(r.ok && r.value.players).toEqual(['Anna', 'Bernd', 'Cla\u0301ra'.normalize('NFC'), 'Dieter Maier']);
    expect(r.ok && r.value.name).toBe('Stammtisch');
    // "Anna" and "An<zero-width space>na" look the same: the same player twice.
    expect(errorsOf(draft({ names: ['Anna', 'An\u200bna', 'Clara', 'Dieter', ''] }))).toEqual(['name-1:ERR_NAME_DUPLICATE']);
    expect(errorsOf(draft({ names: ['Anna', '\u200b\u202e', 'Clara', 'Dieter', ''] }))).toEqual(['name-1:ERR_NAME_EMPTY']);
  });

  it('rejects a stake that is not a whole number of cents from 0 to 10000', () => {
    for (const stake of ['', '-5', '1,5', 'abc', '10001']) expect(errorsOf(draft({ stake }))).toEqual(['stake:ERR_STAKE']);
    expect(errorsOf(draft({ stake: '0' }))).toEqual([]);
    expect(errorsOf(draft({ stake: ' 20 ' }))).toEqual([]);
  });

  it('rejects an invalid date', () => {
    for (const date of ['', '2026-02-30', '20.11.2026']) expect(errorsOf(draft({ date }))).toEqual(['date:ERR_DATE']);
  });

  it('takes a custom rule set as { preset, overrides }, and reports one that is gone', () => {
    const rs = makeStoredRuleSet({ id: 'rs', spec: { preset: 'erotas', overrides: { tariffs: { rufer: 2 } } } });
    const r = buildSession(draft({ rules: { kind: 'custom', id: 'rs' } }), [rs]);
    expect(r.ok && r.value.rules).toEqual({ preset: 'erotas', overrides: { tariffs: { rufer: 2 } } });
    expect(errorsOf(draft({ rules: { kind: 'custom', id: 'gone' } }), [rs])).toEqual(['rules:ERR_RULE_SET_MISSING']);
  });

  it('passes the engine\u2019s errors on for a stored rule set the engine rejects', () => {
    const bad = makeStoredRuleSet({ id: 'bad', spec: { preset: 'wiki', overrides: { maxKontra: 9 } } });
    const r = buildSession(draft({ rules: { kind: 'custom', id: 'bad' } }), [bad]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error[0]?.code).toBe('ERR_RULES');
      expect(r.error[0]?.engine?.[0]?.field).toBe('rules.overrides.maxKontra');
    }
  });
});

describe('optional rules', () => {
  it('writes the switched-on optional rules of hausregeln as overrides the engine accepts', () => {
    const d = draft();
    d.optional = { ...d.optional, doubleRounds: true, doubleTriggers: ['mondfang', 'trischaken'], pagatkassa: true, contribution: '2', vorfleck: true, piccoloLostDouble: true };
    const r = buildSession(d, []);
    expect(r.ok && r.value.rules).toEqual({
      preset: 'hausregeln',
      overrides: {
        doubleRounds: { triggers: ['trischaken', 'mondfang'], stacking: 'queue' },
        pagatkassa: { contribution: 2, refill: 'onEmpty', birds: ['pagat'] },
        vorfleck: true,
        piccoloLostDouble: true,
      },
    });
    if (r.ok) {
      const resolved = resolveRules(r.value.rules);
      expect(resolved.ok && resolved.value.doubleRounds).toEqual({ triggers: ['trischaken', 'mondfang'], stacking: 'queue' });
      expect(resolved.ok && resolved.value.vorfleck).toBe(true);
    }
  });

  it('a Pagatkassa contribution may be any positive number (rules.md §6): 0,5 is taken', () => {
    const { overrides, errors } = optionalOverrides('hausregeln', { ...initialDraft(NOW).optional, pagatkassa: true, contribution: '0,5' });
    expect(errors).toEqual([]);
    expect(overrides.pagatkassa?.contribution).toBe(0.5);
  });

  it('gives the erotas Pagatkassa all four birds, refilled every hand', () => {
    const { overrides } = optionalOverrides('erotas', { ...initialDraft(NOW).optional, pagatkassa: true, contribution: '1' });
    expect(overrides).toEqual({ pagatkassa: { contribution: 1, refill: 'everyHand', birds: ['pagat', 'uhu', 'kakadu', 'marabu'] } });
  });

  it('ignores switches a preset does not offer', () => {
    for (const preset of PRESET_IDS.filter((p) => p === 'tarockcup' || p === 'baden' || p === 'wiki')) {
      const { overrides } = optionalOverrides(preset, { doubleRounds: true, doubleTriggers: ['mondfang'], pagatkassa: true, contribution: '1', vorfleck: true, piccoloLostDouble: true });
      expect(overrides).toEqual({});
    }
  });

  it('rejects a Pagatkassa contribution that is not a whole number from 1', () => {
    const d = draft();
    d.optional = { ...d.optional, pagatkassa: true, contribution: '0' };
    expect(errorsOf(d)).toEqual(['contribution:ERR_CONTRIBUTION']);
  });
});

describe('movePlayer', () => {
  it('swaps neighbours and the first dealer moves with his name', () => {
    const d = draft({ firstDealer: 1 });
    const up = movePlayer(d, 1, -1);
    expect(up.names.slice(0, 4)).toEqual(['Bernd', 'Anna', 'Clara', 'Dieter']);
    expect(up.firstDealer).toBe(0);
    const down = movePlayer(d, 0, 1);
    expect(down.names.slice(0, 4)).toEqual(['Bernd', 'Anna', 'Clara', 'Dieter']);
    expect(down.firstDealer).toBe(0);
    expect(movePlayer(d, 2, 1).firstDealer).toBe(1);
  });

  it('does not move past the first or the last used seat', () => {
    const d = draft();
    expect(movePlayer(d, 0, -1)).toBe(d);
    expect(movePlayer(d, 3, 1)).toBe(d);
  });
});
