import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { minimiseTransfers, type Transfer } from './transfers';

function apply(balances: readonly number[], transfers: readonly Transfer[]): number[] {
  const left = [...balances];
  for (const t of transfers) {
    left[t.from]! += t.cents;
    left[t.to]! -= t.cents;
  }
  return left;
}

/**
 * Independent reference: the most zero-sum blocks a set of non-zero balances
 * can be partitioned into, by enumerating every set partition.
 */
function maxZeroSumBlocks(values: readonly number[]): number {
  let best = 0;
  const blocks: number[] = [];
  const go = (i: number): void => {
    if (i === values.length) {
      if (blocks.every((s) => s === 0)) best = Math.max(best, blocks.length);
      return;
    }
    for (let b = 0; b < blocks.length; b++) {
      blocks[b]! += values[i]!;
      go(i + 1);
      blocks[b]! -= values[i]!;
    }
    blocks.push(values[i]!);
    go(i + 1);
    blocks.pop();
  };
  go(0);
  return best;
}

/** Zero-sum integer balances: n − 1 random values and the last one closing the sum. */
const balancesArb = (maxLength: number) =>
  fc.array(fc.integer({ min: -5000, max: 5000 }), { minLength: 1, maxLength: maxLength - 1 }).map((xs) => {
    const s = xs.reduce((a, b) => a + b, 0);
    return [...xs, -s];
  });

/** Balances built from small amounts so that zero-sum subgroups are common. */
const clusteredArb = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 4 })), {
    maxLength: 6,
  })
  .map((debts) => {
    const b = [0, 0, 0, 0, 0, 0];
    for (const [from, to, amount] of debts) {
      b[from]! -= amount * 50;
      b[to]! += amount * 50;
    }
    return b;
  });

describe('minimiseTransfers', () => {
  it('one debtor and one creditor: Bernd pays Anna 340 cents', () => {
    expect(minimiseTransfers([340, -340, 0, 0])).toEqual([{ from: 1, to: 0, cents: 340 }]);
  });

  it('nobody owes anything: no transfers', () => {
    expect(minimiseTransfers([0, 0, 0, 0])).toEqual([]);
    expect(minimiseTransfers([])).toEqual([]);
  });

  it('finds the zero-sum pair a largest-first pairing would miss', () => {
    // Largest-first would let Erich (−300) pay Clara (+400) and need 4 transfers.
    const balances = [-200, -200, 400, 300, -300];
    const transfers = minimiseTransfers(balances);
    expect(transfers).toEqual([
      { from: 0, to: 2, cents: 200 },
      { from: 1, to: 2, cents: 200 },
      { from: 4, to: 3, cents: 300 },
    ]);
  });

  it('splits into zero-sum pairs where a greedy pairing would chain', () => {
    const balances = [700, -600, 600, -700];
    const transfers = minimiseTransfers(balances);
    expect(transfers).toEqual([
      { from: 1, to: 2, cents: 600 },
      { from: 3, to: 0, cents: 700 },
    ]);
  });

  it('one winner, four losers: four transfers to the winner, in seat order', () => {
    expect(minimiseTransfers([1000, -100, -200, -300, -400])).toEqual([
      { from: 1, to: 0, cents: 100 },
      { from: 2, to: 0, cents: 200 },
      { from: 3, to: 0, cents: 300 },
      { from: 4, to: 0, cents: 400 },
    ]);
  });

  it('is deterministic: the same balances give the same list', () => {
    const balances = [250, -125, -125, 250, -250];
    expect(minimiseTransfers(balances)).toEqual(minimiseTransfers([...balances]));
  });

  it('rejects balances that do not sum to zero or are not whole cents', () => {
    expect(() => minimiseTransfers([1, 0, 0, 0])).toThrow(RangeError);
    expect(() => minimiseTransfers([0.5, -0.5])).toThrow(RangeError);
    expect(() => minimiseTransfers([Number.NaN, 0])).toThrow(RangeError);
  });

  it('property: transfers settle every balance exactly, with positive whole cents', () => {
    fc.assert(
      fc.property(balancesArb(7), (balances) => {
        const transfers = minimiseTransfers(balances);
        expect(apply(balances, transfers).every((x) => x === 0)).toBe(true);
        for (const t of transfers) {
          expect(Number.isSafeInteger(t.cents) && t.cents > 0).toBe(true);
          expect(t.from).not.toBe(t.to);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: payers only pay and receivers only receive', () => {
    fc.assert(
      fc.property(fc.oneof(balancesArb(7), clusteredArb), (balances) => {
        for (const t of minimiseTransfers(balances)) {
          expect(balances[t.from]!).toBeLessThan(0);
          expect(balances[t.to]!).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: never more than parties − 1 and exactly the minimum (checked against all set partitions)', () => {
    fc.assert(
      fc.property(fc.oneof(balancesArb(7), clusteredArb), (balances) => {
        const nonZero = balances.filter((b) => b !== 0);
        const transfers = minimiseTransfers(balances);
        expect(transfers.length).toBeLessThanOrEqual(Math.max(0, balances.length - 1));
        expect(transfers.length).toBe(nonZero.length - maxZeroSumBlocks(nonZero));
      }),
      { numRuns: 400 },
    );
  });

  it('property: the order is by payer, then receiver', () => {
    fc.assert(
      fc.property(clusteredArb, (balances) => {
        const t = minimiseTransfers(balances);
        for (let i = 1; i < t.length; i++) {
          const ordered = t[i - 1]!.from < t[i]!.from || (t[i - 1]!.from === t[i]!.from && t[i - 1]!.to < t[i]!.to);
          expect(ordered).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
