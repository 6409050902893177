import { describe, expect, it } from 'vitest';
import { parseSession, resolveRules, settleSession, toNumber, type Session } from '@/domain/index';
import { sampleHands } from '@/testing/domain/hands';
import { makeSession } from '@/testing/domain/session';
import { makeStoredRuleSet } from '@/testing/factories';
import { checkSessionChange, draftFromSession, rulesChoiceOf, rulesSpecOf } from './edit-session-form';
import type { NewSessionDraft } from './new-session-form';

const running = (over: Partial<Session> = {}): Session => makeSession({ hands: sampleHands(), ...over });

function change(session: Session, edit: (d: NewSessionDraft) => NewSessionDraft, ruleSets = [] as ReturnType<typeof makeStoredRuleSet>[]) {
  const before = structuredClone(session);
  const result = checkSessionChange(edit(draftFromSession(session, ruleSets)), session, ruleSets);
  // The check never touches the evening it is given.
  expect(session).toEqual(before);
  return result;
}

function totalsOf(session: Session): number[] {
  const parsed = parseSession(session);
  if (!parsed.ok) throw new Error('invalid');
  return settleSession(parsed.value.session, parsed.value.rules).totals.map(toNumber);
}

describe('draftFromSession: the new-evening form filled from a running evening', () => {
  it('takes players, first dealer, stake, name and date as they are', () => {
    const draft = draftFromSession(running({ firstDealer: 2, stakeCents: 20, name: 'Donnerstag', date: '2026-11-19' }), []);
    expect(draft).toMatchObject({
      count: 4,
      names: ['Anna', 'Bernd', 'Clara', 'Dieter', ''],
      firstDealer: 2,
      stake: '20',
      name: 'Donnerstag',
      date: '2026-11-19',
      rules: { kind: 'preset', preset: 'hausregeln' },
    });
  });

  it('recognises a preset with its optional rules switched on', () => {
    const { rules, optional } = rulesChoiceOf(
      { preset: 'hausregeln', overrides: { pagatkassa: { contribution: 0.5, refill: 'onEmpty', birds: ['pagat'] }, vorfleck: true } },
      [],
    );
    expect(rules).toEqual({ kind: 'preset', preset: 'hausregeln' });
    expect(optional).toMatchObject({ pagatkassa: true, contribution: '0.5', vorfleck: true, doubleRounds: false });
  });

  it('recognises a saved rule set, and keeps rules that are neither as the evening\'s own', () => {
    const saved = makeStoredRuleSet({ name: 'Stammtisch', spec: { preset: 'hausregeln', overrides: { tariffs: { dreier: 8 } } } });
    expect(rulesChoiceOf({ preset: 'hausregeln', overrides: { tariffs: { dreier: 8 } } }, [saved]).rules).toEqual({ kind: 'custom', id: saved.id });
    const own = { preset: 'hausregeln' as const, overrides: { tariffs: { dreier: 9 } } };
    expect(rulesChoiceOf(own, [saved]).rules).toEqual({ kind: 'current', spec: own });
  });
});

describe('checkSessionChange: each field', () => {
  it('an untouched form changes nothing', () => {
    expect(change(running(), (d) => d)).toEqual({ ok: true, fields: {}, seen: {} });
    // Also when optional fields are absent and the form shows their defaults.
    const bare = running();
    delete bare.stakeCents;
    delete bare.firstDealer;
    delete bare.date;
    expect(change(bare, (d) => d)).toEqual({ ok: true, fields: {}, seen: {} });
  });

  it('player names: corrected per seat, the hands stay with their seats', () => {
    const result = change(running(), (d) => ({ ...d, names: ['Anna', 'Bernhard', 'Clara', 'Dieter', ''] }));
    expect(result).toEqual({ ok: true, fields: { players: ['Anna', 'Bernhard', 'Clara', 'Dieter'] }, seen: { players: ['Anna', 'Bernd', 'Clara', 'Dieter'] } });
  });

  it('first dealer: the rotation starts from the new dealer', () => {
    const session = makeSession({ hands: [{ game: 'dreier', declarer: 0, points: '38/1' }, { game: 'bettler', declarer: 2, result: 'lost' }] });
    const result = change(session, (d) => ({ ...d, firstDealer: 3 }));
    expect(result).toEqual({ ok: true, fields: { firstDealer: 3 }, seen: { firstDealer: 0 } });
    const settled = settleSession({ ...session, firstDealer: 3 }, (resolveRules('hausregeln') as { ok: true; value: never }).value);
    expect(settled.hands.map((h) => h.dealer)).toEqual([3, 0]);
  });

  it('rules: another preset, optional rules, a saved rule set — the totals follow', () => {
    const session = running();
    const tarockcup = change(session, (d) => ({ ...d, rules: { kind: 'preset', preset: 'tarockcup' } }));
    expect(tarockcup).toMatchObject({ ok: true, fields: { rules: 'tarockcup' }, seen: { rules: 'hausregeln' } });

    const kassa = change(session, (d) => ({ ...d, optional: { ...d.optional, pagatkassa: true, contribution: '2' } }));
    expect(kassa).toMatchObject({ ok: true, fields: { rules: { preset: 'hausregeln', overrides: { pagatkassa: { contribution: 2 } } } } });

    const saved = makeStoredRuleSet({ spec: { preset: 'hausregeln', overrides: { tariffs: { dreier: 8 } } } });
    const custom = change(session, (d) => ({ ...d, rules: { kind: 'custom', id: saved.id } }), [saved]);
    expect(custom).toEqual({ ok: true, fields: { rules: { preset: 'hausregeln', overrides: { tariffs: { dreier: 8 } } } }, seen: { rules: 'hausregeln' } });
    if (!custom.ok) throw new Error('refused');
    // Dreier at 8 instead of 6: Anna +24 instead of +18.
    expect(totalsOf(session)).toEqual([25, -1, -23, -1]);
    expect(totalsOf({ ...session, ...custom.fields } as Session)).toEqual([31, -3, -25, -3]);
  });

  it('stake, name and date', () => {
    expect(change(running(), (d) => ({ ...d, stake: '20' }))).toEqual({ ok: true, fields: { stakeCents: 20 }, seen: { stakeCents: 10 } });
    expect(change(running(), (d) => ({ ...d, name: '  Freitag ' }))).toEqual({ ok: true, fields: { name: 'Freitag' }, seen: { name: 'Donnerstagsrunde' } });
    expect(change(running(), (d) => ({ ...d, name: '' }))).toEqual({ ok: true, fields: { name: undefined }, seen: { name: 'Donnerstagsrunde' } });
    expect(change(running(), (d) => ({ ...d, date: '2026-11-21' }))).toEqual({ ok: true, fields: { date: '2026-11-21' }, seen: { date: '2026-11-20' } });
  });

  it('the number of players: free before the first hand, fixed after it', () => {
    const empty = makeSession();
    const five = change(empty, (d) => ({ ...d, count: 5, names: ['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva'] }));
    expect(five).toMatchObject({ ok: true, fields: { players: ['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva'] } });
    const locked = change(running(), (d) => ({ ...d, count: 5, names: ['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva'] }));
    expect(locked).toEqual({ ok: false, kind: 'form', errors: [{ code: 'ERR_COUNT_LOCKED', field: 'count' }] });
  });

  it('the form\'s own problems come back per field', () => {
    const result = change(running(), (d) => ({ ...d, names: ['Anna', 'anna', 'Clara', '', ''], stake: 'x' }));
    expect(result.ok).toBe(false);
    if (result.ok || result.kind !== 'form') throw new Error('expected form errors');
    expect(result.errors.map((e) => `${e.field} ${e.code}`)).toEqual(['name-1 ERR_NAME_DUPLICATE', 'name-3 ERR_NAME_EMPTY', 'stake ERR_STAKE']);
  });
});

describe('checkSessionChange: a change that breaks recorded hands changes nothing', () => {
  it('a new first dealer that makes a Vorhand game no longer the Vorhand\'s', () => {
    // Hand 1: Bernd's Rufer as Vorhand of dealer Anna; with Bernd dealing first, Clara is Vorhand.
    const result = change(running(), (d) => ({ ...d, firstDealer: 1 }));
    expect(result).toMatchObject({ ok: false, kind: 'hands', general: [] });
    if (result.ok || result.kind !== 'hands') throw new Error('expected broken hands');
    expect(result.hands.map((h) => [h.index, h.errors.map((e) => e.code)])).toEqual([[0, ['ERR_VORHAND_ONLY']]]);
  });

  it('a rule set that does not offer a recorded game, or allows less Kontra', () => {
    const session = makeSession({
      rules: 'tarockcup',
      hands: [
        { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
        { game: 'zwiccolo', declarer: 2, result: 'won' },
        { game: 'dreier', declarer: 3, result: 'won', kontra: 3 },
      ],
    });
    const result = change(session, (d) => ({ ...d, rules: { kind: 'preset', preset: 'hausregeln' } }));
    if (result.ok || result.kind !== 'hands') throw new Error('expected broken hands');
    expect(result.hands.map((h) => h.index)).toEqual([1, 2]);
  });

  it('checks the hands stored now, also those another window added meanwhile', () => {
    const base = makeSession({ hands: [{ game: 'dreier', declarer: 0, points: '38/1' }] });
    const current = { ...base, hands: [...base.hands, { game: 'rufer' as const, declarer: 2, partner: 0, result: 'won' as const }] };
    const draft = { ...draftFromSession(base, []), firstDealer: 3 };
    expect(checkSessionChange(draft, base, [], base)).toMatchObject({ ok: true, fields: { firstDealer: 3 } });
    const result = checkSessionChange(draft, base, [], current);
    if (result.ok || result.kind !== 'hands') throw new Error('expected broken hands');
    expect(result.hands.map((h) => h.index)).toEqual([1]);
  });
});

describe('rulesSpecOf: the rules the form\'s choice stands for', () => {
  it('a preset with its optional rules, a saved set, the evening\'s own', () => {
    const draft = draftFromSession(running(), []);
    expect(rulesSpecOf(draft, [])).toBe('hausregeln');
    expect(rulesSpecOf({ ...draft, optional: { ...draft.optional, vorfleck: true } }, [])).toEqual({ preset: 'hausregeln', overrides: { vorfleck: true } });
    expect(rulesSpecOf({ ...draft, optional: { ...draft.optional, pagatkassa: true, contribution: 'x' } }, [])).toBeNull();
    const saved = makeStoredRuleSet({ spec: { preset: 'baden', overrides: { tariffs: { dreier: 7 } } } });
    expect(rulesSpecOf({ ...draft, rules: { kind: 'custom', id: saved.id } }, [saved])).toEqual({ preset: 'baden', overrides: { tariffs: { dreier: 7 } } });
    expect(rulesSpecOf({ ...draft, rules: { kind: 'custom', id: 'gone' } }, [saved])).toBeNull();
    expect(rulesSpecOf({ ...draft, rules: { kind: 'current', spec: 'wiki' } }, [])).toBe('wiki');
  });
});
