/**
 * The Pagatkassa (rules.md §6): the contributions into the pot, the announced birds
 * that win or feed it, dissolving it, and the balance carried over from an earlier
 * evening. The hand loop (`settle-session.ts`) calls these in a fixed order per hand:
 * `openPot` before the hand's events, `birdEvents` after the hand is settled, then
 * `addPot` onto the sheet row; a `dissolveKassa` row calls `dissolve` instead.
 */
import type { ExplanationLine, Hand, Session } from '../model';
import { add, fromDecimal, mulInt, rat, sub, type Rational } from '../rational';
import type { RuleSet } from '../rules/rule-set';
import { isBird } from '../rules/outcome';
import type { CompiledRules } from './compile-rules';
import { addRat, ZERO_R as ZERO } from './fast-rational';
import type { HandCalc } from './hand-calc';
import { pushLine, rationalParam } from './lines';

/** What the Pagatkassa reads and changes while the hands are settled (the hand loop's runner). */
export interface KassaRun {
  n: number;
  rules: RuleSet;
  cr: CompiledRules;
  calc: HandCalc;
  /** Pagatkassa flows of the current hand, per seat. */
  pot: Rational[];
  potTouched: boolean;
  /** The balance while a hand is settled. */
  balance: Rational;
  /** Explanation lines of the current hand, or null while settling fast. */
  lines: ExplanationLine[] | null;
}

/** The Pagatkassa's part of the context between two hands. */
export interface KassaContext {
  /** onEmpty: the next dealt hand fills the pot (session start, after a dissolve). */
  needsFill: boolean;
}

/** The balance carried over into the session (`kassaStart`). */
export function kassaStartOf(session: Session): Rational {
  return session.kassaStart ? fromDecimal(session.kassaStart) : ZERO;
}

/**
 * Whether a Pagat can win a pot under these rules (rules.md §6: the Pagatkassa is on and the
 * Pagat is one of its birds). A pot carried into an evening whose rules say no can never be won.
 */
export function pagatCanWinPot(rules: RuleSet): boolean {
  return rules.pagatkassa !== null && rules.pagatkassa.birds.includes('pagat');
}

/** Whether the first hand fills the pot: not when a pot was carried over (onEmpty keeps it). */
export function needsFillAtStart(session: Session): boolean {
  return !(session.kassaStart !== undefined && session.kassaStart > 0);
}

/** Every player at the table pays the contribution into the pot (a 5-table's dealer too). */
export function contribute(k: KassaRun, key: string): void {
  const c = k.cr.contribution;
  if (c.n === 0) return;
  const n = k.n;
  for (let s = 0; s < n; s++) k.pot[s] = sub(k.pot[s]!, c);
  k.balance = add(k.balance, mulInt(c, n));
  k.potTouched = true;
  if (k.lines) pushLine(k.lines, key, { value: rationalParam(c), count: n }, c);
}

/** Before a dealt hand's events: clears the hand's flows and pays the contributions (none on a struck hand). */
export function openPot(k: KassaRun, hand: Hand, ctx: KassaContext): void {
  const pot = k.pot;
  k.potTouched = false;
  for (let s = 0; s < k.n; s++) pot[s] = ZERO;
  const pk = k.rules.pagatkassa;
  if (pk && hand.void !== true) {
    if (pk.refill === 'everyHand' || ctx.needsFill) contribute(k, 'kassa.contribution');
    ctx.needsFill = false;
  }
}

/** Made → the holder receives the whole pot (onEmpty: everyone refills right after); lost → he pays the pot's amount into it. */
export function birdEvents(k: KassaRun, hand: Hand): void {
  const pk = k.rules.pagatkassa;
  if (!pk || !hand.praemien) return;
  const pot = k.pot;
  for (const p of hand.praemien) {
    if (!p.announced || !isBird(p.id) || !(pk.birds as readonly string[]).includes(p.id)) continue;
    const holder = p.by ?? (p.side === 'declarer' ? (hand.declarer ?? null) : null);
    if (holder === null) continue;
    k.potTouched = true;
    const balance = k.balance;
    if (p.made) {
      pot[holder] = add(pot[holder]!, balance);
      if (k.lines) pushLine(k.lines, 'kassa.win', { player: k.calc.name(holder), praemie: p.id, value: rationalParam(balance) }, balance);
      k.balance = ZERO;
      if (pk.refill === 'onEmpty') contribute(k, 'kassa.refill');
    } else {
      pot[holder] = sub(pot[holder]!, balance);
      if (k.lines) pushLine(k.lines, 'kassa.loss', { player: k.calc.name(holder), praemie: p.id, value: rationalParam(balance) }, balance);
      k.balance = add(balance, balance);
    }
  }
}

/** The sheet row with the hand's Pagatkassa flows added (a copy when anything flowed: the row may be shared). */
export function addPot(k: KassaRun, deltas: Rational[]): Rational[] {
  if (!k.potTouched) return deltas;
  const row = deltas.slice();
  for (let s = 0; s < k.n; s++) if (k.pot[s]!.n !== 0) row[s] = addRat(row[s]!, k.pot[s]!);
  return row;
}

/** A `dissolveKassa` row: the balance shared equally by everyone at the table; returns each one's share. */
export function dissolve(k: KassaRun, ctx: KassaContext): Rational {
  const balance = k.balance;
  const share = balance.n === 0 ? ZERO : rat(balance.n, balance.d * k.n);
  pushLine(k.lines, 'kassa.dissolve', { balance: rationalParam(balance), value: rationalParam(share), count: k.n }, share);
  // (decision) After a dissolve the next dealt hand fills the pot again (onEmpty), like a new start.
  ctx.needsFill = true;
  k.balance = ZERO;
  return share;
}
