// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activeSeatMask, dealersOf, nextDealer, tableSeats } from './table';

describe('table geometry and the dealer rotation (rules.md §1)', () => {
  it('at a 4-table everyone plays; the Vorhand sits after the dealer', () => {
    expect(tableSeats(4, 3)).toEqual({ dealer: 3, sittingOut: null, vorhand: 0, active: [0, 1, 2, 3] });
  });
  it('at a 5-table the dealer sits out', () => {
    expect(tableSeats(5, 2)).toEqual({ dealer: 2, sittingOut: 2, vorhand: 3, active: [0, 1, 3, 4] });
  });
  it('the Vorhand deals next; a recorded dealer is accepted and the rotation goes on from it; a bookkeeping row takes no place', () => {
    expect(nextDealer(4, 5)).toBe(0);
    const hands = [{}, { dealer: 3 }, { book: true }, {}, {}];
    const dealers = dealersOf(hands, 4, 1, (h: { dealer?: number }) => h.dealer, (h: { book?: boolean }) => !h.book);
    expect(dealers).toEqual([1, 3, 0, 0, 1]);
  });
});

describe("the settlement's fast path uses the same table", () => {
  it('its bit mask holds exactly the seats that play', () => {
    for (const n of [4, 5]) {
      for (let dealer = 0; dealer < n; dealer++) {
        const mask = activeSeatMask(n, dealer);
        expect([...Array(n).keys()].filter((s) => (mask & (1 << s)) !== 0)).toEqual(tableSeats(n, dealer).active);
      }
    }
  });
});
