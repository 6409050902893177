/**
 * Table geometry and the dealer rotation (rules.md §1), the one home for both:
 * who sits out, who plays, who is Vorhand, and who deals next.
 */
import type { Seat } from './model';

/** Who sits at the table for one hand. */
export interface TableSeats {
  dealer: Seat;
  /** The dealer at a 5-table; null at a 4-table. */
  sittingOut: Seat | null;
  /** The first active seat after the dealer: leads, and deals next. */
  vorhand: Seat;
  /** The seats that play this hand, in seating order. */
  active: Seat[];
}

const cache: TableSeats[][] = [];

/** The table for a hand dealt by `dealer` at a table of `playerCount` (shared, frozen objects). */
export function tableSeats(playerCount: number, dealer: Seat): TableSeats {
  const byDealer = (cache[playerCount] ??= []);
  let hit = byDealer[dealer];
  if (!hit) {
    const sittingOut = playerCount === 5 ? dealer : null;
    const active: Seat[] = [];
    for (let s = 0; s < playerCount; s++) if (s !== sittingOut) active.push(s);
    hit = Object.freeze({ dealer, sittingOut, vorhand: nextDealer(dealer, playerCount), active: Object.freeze(active) as Seat[] });
    byDealer[dealer] = hit;
  }
  return hit;
}

const maskCache: number[][] = [];

/** The seats that play a hand dealt by `dealer` as a bit mask (bit s = seat s plays), for the settlement's fast path. */
export function activeSeatMask(playerCount: number, dealer: Seat): number {
  const byDealer = (maskCache[playerCount] ??= []);
  return (byDealer[dealer] ??= tableSeats(playerCount, dealer).active.reduce((mask, s) => mask | (1 << s), 0));
}

/** The rotation: the Vorhand (the seat after the dealer) deals the next hand. */
export function nextDealer(dealer: Seat, playerCount: number): Seat {
  return (dealer + 1) % playerCount;
}

/** A first dealer as a seat of the table (any integer is taken modulo the table size). */
export function normalizeDealer(dealer: number, playerCount: number): Seat {
  return ((dealer % playerCount) + playerCount) % playerCount;
}

/**
 * The dealer of every hand: the session's first dealer, then the rotation; a
 * recorded dealer is accepted and the rotation goes on from it; a bookkeeping row
 * (`takesPlace` false) takes no place and shows the dealer of the next deal.
 */
export function dealersOf<H>(
  hands: readonly H[],
  playerCount: number,
  firstDealer: Seat,
  recorded: (hand: H) => Seat | undefined,
  takesPlace: (hand: H) => boolean,
): Seat[] {
  const dealers: Seat[] = [];
  let current = normalizeDealer(firstDealer, playerCount);
  for (const hand of hands) {
    if (!takesPlace(hand)) {
      dealers.push(current);
      continue;
    }
    current = recorded(hand) ?? current;
    dealers.push(current);
    current = nextDealer(current, playerCount);
  }
  return dealers;
}
