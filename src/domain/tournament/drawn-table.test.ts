import { describe, expect, it } from 'vitest';
import { buildTableHands, buildTournament } from '@/testing/domain/tournament';
import { checkedTableResult } from '@/testing/domain';
import { findDrawnTable, handCountProblem, playedHandCount, plannedHandCount, seatingMismatch } from './drawn-table';

// 13 players: tables 1 and 2 of four (16 hands planned), table 3 of five (20 planned).
const t = buildTournament({ players: 13, rules: 'hausregeln' });
const table1 = t.rounds[0]!.tables[0]!;

describe('which drawn table a result belongs to', () => {
  it('finds the drawn table of this tournament, round and table', () => {
    expect(findDrawnTable(t, { tournament: t.id, round: 1, table: 1 })).toEqual({ ok: true, draw: table1 });
    expect(findDrawnTable(t, { round: 1, table: 3 })).toMatchObject({ ok: true, draw: { table: 3 } });
  });

  it('names why not: another tournament, a round not drawn, a table not in the round', () => {
    expect(findDrawnTable(t, { tournament: 'another', round: 1, table: 1 })).toEqual({ ok: false, mismatch: { reason: 'tournament' } });
    expect(findDrawnTable(t, { round: 2, table: 1 })).toEqual({ ok: false, mismatch: { reason: 'round', round: 2 } });
    expect(findDrawnTable(t, { round: 1, table: 9 })).toEqual({ ok: false, mismatch: { reason: 'table', round: 1, table: 9 } });
  });

  it('the drawn players in the drawn seats, and the drawn first dealer when it is asked for', () => {
    expect(seatingMismatch(table1, { players: ['p1', 'p2', 'p3', 'p4'] })).toBeNull();
    expect(seatingMismatch(table1, { players: ['p2', 'p1', 'p3', 'p4'] })).toEqual({ reason: 'players' });
    expect(seatingMismatch(table1, { players: ['p1', 'p2', 'p3'] })).toEqual({ reason: 'players' });
    expect(seatingMismatch(table1, { players: ['p1', 'p2', 'p3', 'p4', 'p5'] })).toEqual({ reason: 'players' });
    const drawnDealer = table1.firstDealer ?? 0;
    expect(seatingMismatch(table1, { players: ['p1', 'p2', 'p3', 'p4'], firstDealer: drawnDealer })).toBeNull();
    expect(seatingMismatch(table1, { players: ['p1', 'p2', 'p3', 'p4'], firstDealer: (drawnDealer + 1) % 4 })).toEqual({ reason: 'dealer' });
  });
});

describe('hands against the plan', () => {
  const sixteen = buildTableHands(t.rules, 4, table1.firstDealer ?? 0, 16, 3);

  it('a Pagatkassa dissolve row is no hand: 16 hands and the row are the 16 planned', () => {
    const withRow = [...sixteen.slice(0, 8), { dissolveKassa: true as const }, ...sixteen.slice(8)];
    expect(playedHandCount(withRow)).toBe(16);
    expect(plannedHandCount(t, table1)).toBe(16);
    expect(handCountProblem(t, 1, 1, checkedTableResult(t, 1, 1, { hands: withRow }))).toBeNull();
  });

  it('one hand over or short needs the director\'s confirmation; a five-table plans 20', () => {
    expect(handCountProblem(t, 1, 1, checkedTableResult(t, 1, 1, { hands: sixteen.slice(0, 15) }))).toEqual({ planned: 16, actual: 15 });
    expect(plannedHandCount(t, t.rounds[0]!.tables[2]!)).toBe(20);
  });

  it('typed totals carry no hands, and a table that was not drawn has no plan', () => {
    expect(handCountProblem(t, 1, 1, { totals: [10, -10, 0, 0] })).toBeNull();
    expect(handCountProblem(t, 1, 9, { hands: [] })).toBeNull();
  });
});
