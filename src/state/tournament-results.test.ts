import { resultFromSession } from '@/domain/tournament/hand-in';
import { handCountProblem } from '@/domain/tournament/drawn-table';
import { describe, expect, it } from 'vitest';
import { computeStandings } from '@/domain/index';
import { listResultLog } from '@/persistence/repositories/tournament-results-repository';
import { makeSession as makeRawSession, type SessionOptions } from '@/testing/domain/session';
import { checkedSession } from '@/testing/domain/checked-session';
import { submitTableResult } from './tournament-results';
import { stored, tournamentWithRound1 } from '@/testing/tournament-desk';

// Sessions these tests settle go through the engine's check first.
const makeSession = (opts: SessionOptions = {}) => checkedSession(makeRawSession(opts));

describe('submitTableResult', () => {
  it('new → accepted; same → unchanged; different → needs confirmation, then replaced with the old one in the history', async () => {
    const { id, data } = await tournamentWithRound1();
    const four = data.rounds[0]!.tables.find((t) => t.players.length === 4)!;
    const first = await submitTableResult(id, 1, four.table, { totals: [12, -4, -8, 0] }, 'typed');
    expect(first).toEqual({ ok: true, value: { kind: 'accepted' } });
    expect(await submitTableResult(id, 1, four.table, { totals: [12, -4, -8, 0] }, 'hand-in')).toEqual({ ok: true, value: { kind: 'unchanged' } });
    const second = await submitTableResult(id, 1, four.table, { totals: [10, -2, -8, 0] }, 'typed');
    expect(second.ok && second.value.kind).toBe('needs-confirmation');
    if (!second.ok || second.value.kind !== 'needs-confirmation') return;
    expect(second.value.existing).toMatchObject({ totals: [12, -4, -8, 0] });
    expect(await second.value.confirm()).toEqual({ ok: true, value: { kind: 'replaced' } });
    const log = await listResultLog(id);
    expect(log.map((e) => e.action)).toEqual(['accepted', 'replaced']);
    expect(computeStandings(await stored(id)).rows.find((r) => r.id === four.players[0])!.total).toEqual({ n: 10, d: 1 });
  });

  it('refuses totals that do not sum to 0 or have the wrong length, with the located error', async () => {
    const { id, data } = await tournamentWithRound1();
    const four = data.rounds[0]!.tables.find((t) => t.players.length === 4)!;
    const out = await submitTableResult(id, 1, four.table, { totals: [12, -4, -8, 3] }, 'typed');
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors[0]).toMatchObject({ code: 'ERR_T_TOTALS_SUM', round: 1, table: four.table });
    const short = await submitTableResult(id, 1, four.table, { totals: [1, -1] }, 'typed');
    expect(!short.ok && short.errors[0]!.code).toBe('ERR_T_TOTALS_LENGTH');
    expect((await stored(id)).rounds[0]!.tables.find((t) => t.table === four.table)!.result).toBeUndefined();
  });

  it('a table\'s session file: the drawn players in the drawn seats and dealer, else a clear refusal', async () => {
    const { data } = await tournamentWithRound1();
    const t = data.rounds[0]!.tables[0]!;
    const names = t.players.map((pid) => data.players.find((p) => p.id === pid)!.name);
    const session = makeSession({ players: names, rules: 'tarockcup', firstDealer: t.firstDealer ?? 0, hands: [{ game: 'rufer', declarer: 1, partner: 2, result: 'won' }] });
    const ok = resultFromSession(data, 1, t.table, session);
    expect(ok).toEqual({ ok: true, value: { hands: session.hands } });
    const reversed = resultFromSession(data, 1, t.table, { ...session, players: [...names].reverse() });
    expect(!reversed.ok && reversed.error[0]!.code).toBe('ERR_T_RESULT_PLAYERS');
    expect(handCountProblem(data, 1, t.table, { hands: session.hands })).toEqual({ planned: t.players.length === 5 ? 20 : 16, actual: 1 });
  });

  it('a session opened from a table card is matched by its tournament key (ids, round, table), not by names', async () => {
    const { data } = await tournamentWithRound1();
    const t = data.rounds[0]!.tables[0]!;
    const link = { id: data.id, name: data.name, round: 1, table: t.table, playerIds: t.players, handsPerRound: 16 };
    const session = makeSession({ players: ['A', 'B', 'C', 'D', 'E'].slice(0, t.players.length), firstDealer: t.firstDealer ?? 0, tournament: link });
    expect(resultFromSession(data, 1, t.table, session).ok).toBe(true);
    const other = resultFromSession(data, 1, t.table, { ...session, tournament: { ...link, id: 'another' } });
    expect(!other.ok && other.error[0]!.params).toEqual({ reason: 'tournament' });
    const wrongTable = resultFromSession(data, 1, t.table, { ...session, tournament: { ...link, table: 99 } });
    expect(!wrongTable.ok && wrongTable.error[0]!.params).toMatchObject({ reason: 'table', table: 99 });
    const dealer = resultFromSession(data, 1, t.table, { ...session, firstDealer: ((t.firstDealer ?? 0) + 1) % t.players.length });
    expect(!dealer.ok && dealer.error[0]!.params).toEqual({ reason: 'dealer' });
  });
});
