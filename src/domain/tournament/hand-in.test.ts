import { describe, expect, it } from 'vitest';
import { rat } from '../rational';
import { settleSession } from '../settlement/settle-session';
import { parseSession } from '../validation/validate-session';
import { buildTableHands, buildTableSession, buildTournament } from '@/testing/domain/tournament';
import { checkedTableResult } from '@/testing/domain';
import { checkCode, checkHandIn, makeHandIn, parseHandIn } from './hand-in';
import { resultScores } from './scores';
import type { HandIn } from './model';

const t = buildTournament({ players: 13 });

function handInOf(table: number, hands: number, seed = 1): HandIn {
  return makeHandIn(buildTableSession(t, 1, table, hands, seed));
}

function errorCodes(r: ReturnType<typeof checkHandIn>): string[] {
  return r.ok ? [] : r.error.map((e) => e.code);
}

describe('hand-in from a round sheet', () => {
  it('names the tournament, round, table, the player ids in seating order, the first dealer and the hands', () => {
    const session = buildTableSession(t, 1, 2, 3);
    const handIn = makeHandIn(session, '  Letztes Spiel nach Zeit  ');
    expect(handIn).toEqual({
      format: 'tarock-hand-in',
      version: 1,
      tournament: t.id,
      round: 1,
      table: 2,
      players: ['p5', 'p6', 'p7', 'p8'],
      firstDealer: session.firstDealer,
      hands: session.hands,
      note: 'Letztes Spiel nach Zeit',
    });
  });

  it('reads back what it writes', () => {
    const handIn = handInOf(3, 20);
    expect(parseHandIn(JSON.parse(JSON.stringify(handIn)))).toEqual({ ok: true, value: handIn });
  });
});

describe('checking a hand-in against the tournament', () => {
  it('accepts the drawn table: its result, totals in seating order, check code and hand count', () => {
    const handIn = handInOf(1, 16);
    const r = checkHandIn(t, handIn);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.totals).toEqual(resultScores(t, t.rounds[0]!.tables[0]!, checkedTableResult(t, 1, 1, { hands: handIn.hands })));
    expect(r.value).toMatchObject({ round: 1, table: 1, handCount: 16, planned: 16, needsConfirmation: false, result: { hands: handIn.hands } });
    expect(r.value.checkCode).toMatch(/^[A-Z0-9]{4}$/);
  });

  it('a round of 20 hands at a 5-table is complete; 15 or 17 hands at a 4-table need the director\'s confirmation', () => {
    expect(checkHandIn(t, handInOf(3, 20)).ok && checkHandIn(t, handInOf(3, 20))).toMatchObject({ value: { needsConfirmation: false } });
    for (const n of [15, 17]) {
      const r = checkHandIn(t, handInOf(2, n));
      expect(r.ok && r.value).toMatchObject({ handCount: n, planned: 16, needsConfirmation: true });
    }
  });

  it('refuses another tournament, a round not drawn, a table the round does not have', () => {
    expect(errorCodes(checkHandIn(t, { ...handInOf(1, 4), tournament: 'other' }))).toEqual(['ERR_HANDIN_TOURNAMENT']);
    expect(errorCodes(checkHandIn(t, { ...handInOf(1, 4), round: 2 }))).toEqual(['ERR_HANDIN_ROUND']);
    expect(errorCodes(checkHandIn(t, { ...handInOf(1, 4), table: 9 }))).toEqual(['ERR_HANDIN_TABLE']);
  });

  it('refuses other players, or the drawn players in other seats', () => {
    const handIn = handInOf(1, 4);
    expect(errorCodes(checkHandIn(t, { ...handIn, players: ['p1', 'p2', 'p3', 'p9'] }))).toEqual(['ERR_HANDIN_PLAYERS']);
    expect(errorCodes(checkHandIn(t, { ...handIn, players: ['p2', 'p1', 'p3', 'p4'] }))).toEqual(['ERR_HANDIN_PLAYERS']);
    expect(errorCodes(checkHandIn(t, { ...handIn, players: ['p1', 'p2', 'p3', 'p4', 'p5'] }))).toEqual(['ERR_HANDIN_PLAYERS']);
  });

  it('refuses a hand that is not valid under the tournament\'s rules, naming it as settle does', () => {
    const handIn = handInOf(1, 4);
    handIn.hands[2] = { game: 'rufer', declarer: 1, partner: 1, result: 'won' };
    const r = checkHandIn(t, handIn);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toContainEqual(expect.objectContaining({
      code: 'ERR_HANDIN_HAND', field: 'hands[2].partner', message: 'round 1: table 1: hand 2: partner: must not be the declarer',
      engine: expect.objectContaining({ code: 'ERR_PARTNER_IS_DECLARER', hand: 2 }),
    }));
  });

  it('a table that started with another dealer keeps its hands\' meaning', () => {
    // Hands built from the dealer the table really started with (one after the drawn one).
    const drawn = t.rounds[0]!.tables[2]!.firstDealer!;
    const base = buildTableSession(t, 1, 3, 5);
    const session = { ...base, firstDealer: (drawn + 1) % 5, hands: buildTableHands(t.rules, 5, (drawn + 1) % 5, 5) };
    const r = checkHandIn(t, makeHandIn(session));
    const asPlayed = parseSession(session);
    expect(asPlayed.ok).toBe(true);
    if (!asPlayed.ok || !r.ok) throw new Error('expected both to be valid');
    expect(r.value.result.hands[0]!.dealer).toBe((drawn + 1) % 5);
    expect(r.value.totals).toEqual(settleSession(asPlayed.value.session, asPlayed.value.rules).totals);
  });
});

describe('parseHandIn', () => {
  it('refuses another kind of message, a newer version and malformed fields', () => {
    const codes = (x: unknown) => {
      const r = parseHandIn(x);
      return r.ok ? [] : r.error.map((e) => `${e.code} ${e.field}`);
    };
    const good = handInOf(1, 2);
    expect(codes({ format: 'tarock-table-card', version: 1 })).toEqual(['ERR_MSG_FORMAT format']);
    expect(codes({ ...good, version: 3 })).toEqual(['ERR_MSG_VERSION_NEWER version']);
    expect(codes({ ...good, players: ['p1'], hands: {}, round: 99 })).toEqual(['ERR_MSG_INVALID round', 'ERR_MSG_INVALID players', 'ERR_MSG_INVALID hands']);
  });
});

describe('check code', () => {
  it('is four characters without look-alikes, the same for the same totals, different for different ones', () => {
    const a = checkCode([rat(12), rat(-4), rat(-8), rat(0)]);
    expect(a).toMatch(/^[ACDEFHJKLMNPRTUVWXY34679]{4}$/);
    expect(checkCode([rat(12), rat(-4), rat(-8), rat(0)])).toBe(a);
    expect(checkCode([rat(-4), rat(12), rat(-8), rat(0)])).not.toBe(a);
    expect(checkCode([rat(12), rat(-4), rat(-25, 3), rat(1, 3)])).not.toBe(a);
  });

  it('is pinned: the table phone and the director compare codes made by different app versions', () => {
    expect(checkCode([rat(12), rat(-4), rat(-8), rat(0)])).toBe('TEDA');
    expect(checkCode([rat(0), rat(0), rat(0), rat(0)])).toBe('46M4');
    expect(checkCode([rat(100), rat(-50), rat(-25), rat(-25), rat(0)])).toBe('UNDM');
    expect(checkCode([rat(1, 3), rat(-1, 3), rat(0), rat(0)])).toBe('9ERC');
  });
});
