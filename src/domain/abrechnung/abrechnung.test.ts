import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRESETS } from '../rules/presets';
import { settleSession } from '../settlement/settle-session';
import { arbitraryCustomCase, arbitrarySession, checkedSession, makeSession as makeRawSession, type SessionOptions } from '@/testing/domain';
// Sessions these tests settle go through the engine's check first.
const makeSession = (opts: SessionOptions = {}) => checkedSession(makeRawSession(opts));
import type { Settlement } from '../model';
import { rat, ZERO, type Rational } from '../rational';
import { computeAbrechnung, KASSA } from './abrechnung';

/** A settlement with only the end-of-night fields filled (what the Abrechnung reads). */
function settlement(totals: Rational[], moneyCents: number[], opts: { cash?: Rational[]; kassa?: Rational } = {}): Settlement {
  const cash = opts.cash ?? totals.map(() => ZERO);
  return {
    players: totals.map((_, i) => `P${i}`),
    hands: [
      {
        index: 0, dealer: 0, active: totals.map((_, i) => i), multiplier: 1, pending: 0, deltas: totals, cash,
        kassa: opts.kassa ?? ZERO, totals, cashTotals: cash, kassaBalance: opts.kassa ?? ZERO, explanation: [],
      },
    ],
    totals,
    cashTotals: cash,
    kassa: opts.kassa ?? ZERO,
    moneyCents,
    nextDealer: 1,
    nextMultiplier: 1,
    pending: 0,
  };
}

describe('computeAbrechnung', () => {
  it('hausregeln evening at 10 cents: standings, ranks and who pays whom', () => {
    const s = makeSession({ players: ['Anna', 'Bernd', 'Clara', 'Dieter'], stakeCents: 10 });
    const a = computeAbrechnung(s, settlement([rat(25), rat(-1), rat(-23), rat(-1)], [250, -10, -230, -10]));
    expect(a.stakeCents).toBe(10);
    expect(a.ranking).toEqual([0, 1, 3, 2]);
    expect(a.standings.map((p) => p.rank)).toEqual([1, 2, 4, 2]);
    expect(a.kassaCents).toBe(0);
    expect(a.transfers).toEqual([
      { from: 1, to: 0, cents: 10 },
      { from: 2, to: 0, cents: 230 },
      { from: 3, to: 0, cents: 10 },
    ]);
  });

  it('uses the default stake of 10 cents when the session has none', () => {
    expect(computeAbrechnung(makeSession({ players: ['A', 'B', 'C', 'D'], stakeCents: undefined }), settlement([ZERO, ZERO, ZERO, ZERO], [0, 0, 0, 0])).stakeCents).toBe(10);
  });

  it('tarockcup: cash Kontra is added to the sheet points', () => {
    const s = makeSession({ players: ['Anna', 'Bernd', 'Clara', 'Dieter'], stakeCents: 20 });
    const a = computeAbrechnung(
      s,
      settlement([rat(4), rat(-4), rat(0), rat(0)], [120, -120, -40, 40], { cash: [rat(2), rat(-2), rat(-2), rat(2)] }),
    );
    expect(a.standings[0]!.points).toEqual(rat(6));
    expect(a.standings[1]!.points).toEqual(rat(-6));
    expect(a.standings[0]!.sheet).toEqual(rat(4));
    expect(a.standings[0]!.cash).toEqual(rat(2));
    expect(a.hasCash).toBe(true);
  });

  it('a Pagatkassa left in the pot receives its money in the transfers', () => {
    // Pot holds 4 points; the players together are 4 points down (40 cents).
    const s = makeSession({ players: ['Anna', 'Bernd', 'Clara', 'Dieter'], stakeCents: 10 });
    const a = computeAbrechnung(s, settlement([rat(3), rat(-5), rat(-1), rat(-1)], [30, -50, -10, -10], { kassa: rat(4) }));
    expect(a.kassaCents).toBe(40);
    const paid = new Map<number, number>();
    for (const t of a.transfers) {
      paid.set(t.from, (paid.get(t.from) ?? 0) - t.cents);
      paid.set(t.to, (paid.get(t.to) ?? 0) + t.cents);
    }
    expect(paid.get(KASSA)).toBe(40);
    expect(paid.get(0)).toBe(30);
    expect(paid.get(1)).toBe(-50);
    expect(a.transfers.length).toBeLessThanOrEqual(4);
  });

  it('Kontra off the sheet (Tarockcup): places follow the Schrift, money stays its own column', () => {
    // Anna leads the Schrift (10) but lost 20 in Kontra cash; Bernd has 5 on the sheet and won the cash.
    const totals = [rat(10), rat(5), rat(-5), rat(-10)];
    const cash = [rat(-20), rat(20), ZERO, ZERO];
    const a = computeAbrechnung(makeSession({ players: ['Anna', 'Bernd', 'Clara', 'Dieter'], stakeCents: undefined }), settlement(totals, [-100, 250, -50, -100], { cash }));
    expect(a.ranking).toEqual([0, 1, 2, 3]);
    expect(a.standings.map((p) => p.rank)).toEqual([1, 2, 3, 4]);
    expect(a.standings[0]!.cents).toBe(-100);
  });

  it('everyone square: no transfers', () => {
    const a = computeAbrechnung(makeSession({ players: ['A', 'B', 'C', 'D', 'E'], stakeCents: undefined }), settlement([ZERO, ZERO, ZERO, ZERO, ZERO], [0, 0, 0, 0, 0]));
    expect(a.transfers).toEqual([]);
    expect(a.standings.every((p) => p.rank === 1)).toBe(true);
  });

  it('property: for settled random sessions (Pagatkassa and dissolving included) the transfers settle every cent', () => {
    const withKassa = { ...PRESETS.hausregeln, pagatkassa: { contribution: 1, refill: 'onEmpty' as const, birds: ['pagat' as const] } };
    const caseArb = fc.oneof(
      arbitrarySession(withKassa, { maxHands: 16, dissolve: 0.2 }).map((session) => ({ session, rules: withKassa })),
      arbitrarySession(PRESETS.erotas, { maxHands: 16 }).map((session) => ({ session, rules: PRESETS.erotas })),
      arbitraryCustomCase({ maxHands: 10 }),
    );
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 1, max: 50 }), ({ session, rules }, stake) => {
        const s = { ...session, stakeCents: stake };
        const a = computeAbrechnung(s, settleSession(s, rules));
        const cents = [...a.standings.map((p) => p.cents), a.kassaCents];
        expect(cents.reduce((x, y) => x + y, 0)).toBe(0);
        const left = new Map<number, number>(a.standings.map((p) => [p.seat, p.cents]));
        left.set(KASSA, a.kassaCents);
        for (const t of a.transfers) {
          left.set(t.from, left.get(t.from)! + t.cents);
          left.set(t.to, left.get(t.to)! - t.cents);
        }
        expect([...left.values()].every((v) => v === 0)).toBe(true);
        expect(a.transfers.length).toBeLessThanOrEqual(s.players.length);
      }),
      { numRuns: 150 },
    );
  });
});

describe('computeAbrechnung at a tournament table (tournament-format.md §4: the Schrift is never money)', () => {
  const link = { id: 't1', name: 'Cup', round: 1, table: 1, playerIds: ['a', 'b', 'c', 'd'], handsPerRound: 12 };
  // Schrift +10/+2/−6/−6, cash Kontra −14/+14/0/0: an evening at 10 ct would pay −0,40/+1,60/−0,60/−0,60.
  const totals = [rat(10), rat(2), rat(-6), rat(-6)];
  const cash = [rat(-14), rat(14), ZERO, ZERO];

  it('without the tournament\'s stake: ranking by the Schrift, no money, no transfers', () => {
    const s = makeSession({ rules: 'tarockcup', stakeCents: undefined, tournament: link });
    const a = computeAbrechnung(s, settlement(totals, [-40, 160, -60, -60], { cash }));
    expect(a.money).toBe('none');
    expect(a.ranking).toEqual([0, 1, 2, 3]);
    expect(a.standings.map((p) => p.cents)).toEqual([0, 0, 0, 0]);
    expect(a.transfers).toEqual([]);
  });

  it('with the tournament\'s stake: only the cash Kontra is paid, at that stake', () => {
    const s = makeSession({ rules: 'tarockcup', stakeCents: 10, tournament: link });
    const a = computeAbrechnung(s, settlement(totals, [-40, 160, -60, -60], { cash }));
    expect(a.money).toBe('cashKontra');
    expect(a.standings.map((p) => p.cents)).toEqual([-140, 140, 0, 0]);
    expect(a.transfers).toEqual([{ from: 0, to: 1, cents: 140 }]);
    expect(a.kassaCents).toBe(0);
  });

  it('an evening outside a tournament still pays the Schrift and the cash', () => {
    const a = computeAbrechnung(makeSession({ rules: 'tarockcup', stakeCents: 10 }), settlement(totals, [-40, 160, -60, -60], { cash }));
    expect(a.money).toBe('evening');
    expect(a.standings.map((p) => p.cents)).toEqual([-40, 160, -60, -60]);
  });
});
