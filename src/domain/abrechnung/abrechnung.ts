/**
 * The end of the night (Abrechnung): final standings in sheet points, cash
 * points (Kontra paid in cash where the rule set keeps it off the sheet, rules.md
 * §2.1) and money, the Pagatkassa balance, and the fewest transfers that settle
 * every debt.
 *
 * Money per player is the engine's `moneyCents` ((sheet + cash) × stake, rounded
 * by largest remainder, session-format.md). While a Pagatkassa balance is left
 * in the pot, the players' money does not sum to zero: the pot holds the rest.
 * The pot then takes part in the transfers as one more party (whoever keeps the
 * pot for the next evening receives or pays its share), so the transfers
 * always settle to exactly zero.
 *
 * A table's round of a tournament (the session's `tournament` key) never turns the
 * Schrift into money: the Schrift is what the standings count (tournament-format.md
 * §4). Money there is only the cash Kontra at the tournament's `stakeCents`, and
 * nothing at all when the tournament pays no cash (no stake on its card).
 */
import { add, cmp, type Rational } from '../rational';
import type { CheckedSession, Settlement } from '../model';
import { allocateCents } from '../settlement/money';
import { minimiseTransfers } from './transfers';

/** Default stake in every preset (rules.md §1): 10 cents per game point. */
export const DEFAULT_STAKE_CENTS = 10;

export interface Standing {
  seat: number;
  name: string;
  /** Sheet points (Schrift). */
  sheet: Rational;
  /** Kontra surplus paid in cash (zero when Kontra stays on the sheet). */
  cash: Rational;
  /** sheet + cash: what the money is computed from. */
  points: Rational;
  cents: number;
  /** 1 = best by the Schrift (sheet points, never the cash); equal Schrift shares a rank. */
  rank: number;
}

/** A party in a transfer: a seat, or `KASSA` for the Pagatkassa. */
export const KASSA = -1;

export interface PartyTransfer {
  from: number;
  to: number;
  cents: number;
}

/**
 * What the money column is made of: `evening` — (Schrift + cash Kontra) × stake, a
 * private evening; `cashKontra` — a tournament table with a cash stake: only the cash
 * Kontra is paid; `none` — a tournament table without one: no money at all.
 */
export type MoneyBasis = 'evening' | 'cashKontra' | 'none';

export interface Abrechnung {
  stakeCents: number;
  money: MoneyBasis;
  /** In seat order. */
  standings: Standing[];
  /** Seats from best to worst by the Schrift (ties: lower seat first). */
  ranking: number[];
  /** Pagatkassa balance left in the pot (game points) and its money. */
  kassa: Rational;
  /** The pot's share in the transfers: what this evening's players paid into it (a carried-over start is nobody's here). */
  kassaCents: number;
  /** The whole balance in money (carried-over start included), for display. */
  kassaBalanceCents: number;
  /** True when any hand put Kontra into the cash ledger. */
  hasCash: boolean;
  transfers: PartyTransfer[];
}

/** What the money of an evening is made of (see `MoneyBasis`). */
export function moneyBasisOf(session: Pick<CheckedSession, 'tournament' | 'stakeCents'>): MoneyBasis {
  if (session.tournament === undefined) return 'evening';
  return session.stakeCents !== undefined && session.stakeCents > 0 ? 'cashKontra' : 'none';
}

/** Each player's money for the evening in cents: the engine's `moneyCents`, or at a cup table only the cash Kontra (or nothing). */
export function eveningMoneyCents(session: Pick<CheckedSession, 'tournament' | 'stakeCents'>, settlement: Settlement): number[] {
  const basis = moneyBasisOf(session);
  if (basis === 'evening') return settlement.moneyCents;
  if (basis === 'cashKontra') return allocateCents(settlement.cashTotals, session.stakeCents!);
  return settlement.moneyCents.map(() => 0);
}

/** Builds the Abrechnung from a settled session. */
export function computeAbrechnung(session: CheckedSession, settlement: Settlement): Abrechnung {
  const money = moneyBasisOf(session);
  const stakeCents = money === 'none' ? 0 : (session.stakeCents ?? DEFAULT_STAKE_CENTS);
  const seats = session.players.map((_, i) => i);
  const points = seats.map((s) => add(settlement.totals[s]!, settlement.cashTotals[s]!));
  // Places follow the Schrift (rules.md §2.1: the cup ranks without Kontra); money is its own column.
  const sheet = settlement.totals;
  const ranking = [...seats].sort((a, b) => cmp(sheet[b]!, sheet[a]!) || a - b);
  const rankOf = new Map<number, number>();
  ranking.forEach((seat, i) => {
    const prev = ranking[i - 1];
    rankOf.set(seat, prev !== undefined && cmp(sheet[prev]!, sheet[seat]!) === 0 ? rankOf.get(prev)! : i + 1);
  });
  const cents = eveningMoneyCents(session, settlement);
  const standings: Standing[] = seats.map((seat) => ({
    seat,
    name: session.players[seat]!,
    sheet: settlement.totals[seat]!,
    cash: settlement.cashTotals[seat]!,
    points: points[seat]!,
    cents: cents[seat]!,
    rank: rankOf.get(seat)!,
  }));
  const playersCents = standings.reduce((s, p) => s + p.cents, 0);
  const kassaCents = playersCents === 0 ? 0 : -playersCents;
  const balances = [...standings.map((p) => p.cents), kassaCents];
  const kassaIndex = seats.length;
  const transfers = minimiseTransfers(balances).map((t) => ({
    from: t.from === kassaIndex ? KASSA : t.from,
    to: t.to === kassaIndex ? KASSA : t.to,
    cents: t.cents,
  }));
  return {
    stakeCents,
    money,
    standings,
    ranking,
    kassa: settlement.kassa,
    kassaCents,
    kassaBalanceCents: settlement.kassa.n === 0 || money !== 'evening' ? 0 : Math.round((settlement.kassa.n * stakeCents) / settlement.kassa.d),
    hasCash: settlement.hands.some((h) => h.cash.some((c) => c.n !== 0)),
    transfers,
  };
}
