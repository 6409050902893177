/**
 * Settling a session: hands in playing order, each settled in a context (dealer,
 * double-stake state, Pagatkassa) carried over from the previous hand. The context
 * after every hand is kept beside the Settlement (packed into a typed array), so
 * `resettleFrom` re-settles only from an edited hand on, and each row's
 * explanation is derived on first read from the context it was settled in. The context and
 * its packed trail are in `context-trail.ts`, the shared rows and the running total in `rows.ts`.
 *
 * Input is a checked session (`CheckedSession`, from parseSession) and checked hands
 * (`ValidHand`, from checkHand): the compiler refuses anything else. Every interpretation the
 * settlement makes beyond rules.md is listed in README.md in this folder.
 */
import type { CheckedSession, ExplanationLine, Seat, SettledHand, Settlement, ValidHand } from '../model';
import { add, fromDecimal, sub, type Rational } from '../rational';
import { isPositiveGame } from '../rules/games';
import type { RuleSet } from '../rules/rule-set';
import { compileRules, type CompiledRules } from './compile-rules';
import { HandCalc } from './hand-calc';
import { pushLine } from './lines';
import { addTotal, ratOf, sharedIntRow, ZERO_R as ZERO } from './fast-rational';
import { countTriggers, enterHand, peekMultiplier, pendingOf, roundsSettings, startRounds, type RoundsRun } from './double-rounds';
import { addPot, birdEvents, dissolve, kassaStartOf, openPot, type KassaRun } from './pagatkassa';
import { allocateCents } from './money';
import { settleNegative } from './negative';
import { nextDealer, tableSeats } from '../table';
import { settlePositive } from './positive';
import { settleRenonce } from './renonce';
import { settleTrischaken } from './trischaken';
import { checkedHand } from './checked-hand';
import { initialContext, Trail, type Context } from './context-trail';
import { everySeat, sumRow, zeroRow } from './rows';

/** What a run shares with every row it settles (for deriving explanations later). */
interface RunSource {
  session: CheckedSession;
  rules: RuleSet;
  trail: Trail;
}

/** One settlement run: the rules compiled once, the hand calculator, and the Pagatkassa's and double rounds' run state. */
interface Runner extends KassaRun, RoundsRun {
  session: CheckedSession;
  rules: RuleSet;
  cr: CompiledRules;
  n: number;
  calc: HandCalc;
}

const trails = new WeakMap<Settlement, Trail>();

function makeRunner(session: CheckedSession, rules: RuleSet, lines: ExplanationLine[] | null, compiled?: CompiledRules): Runner {
  const n = session.players.length;
  return {
    session,
    rules,
    cr: compiled ?? compileRules(rules),
    n,
    calc: new HandCalc(n, session.players),
    ...roundsSettings(rules, session.lastRoundFrom),
    pot: new Array<Rational>(n).fill(ZERO),
    potTouched: false,
    balance: ZERO,
    lines,
  };
}

function contextBefore(source: RunSource, index: number): Context {
  const ctx = initialContext(source.session);
  if (index > 0) source.trail.load(index - 1, ctx);
  return ctx;
}

/** A settled row. `explanation` is an own enumerable property, derived on first read. */
class SettledRow implements SettledHand {
  declare readonly explanation: ExplanationLine[];
  readonly #source: RunSource;

  constructor(
    readonly index: number,
    readonly dealer: Seat,
    readonly active: Seat[],
    readonly multiplier: number,
    readonly pending: number,
    readonly deltas: Rational[],
    readonly cash: Rational[],
    readonly kassa: Rational,
    readonly totals: Rational[],
    readonly cashTotals: Rational[],
    readonly kassaBalance: Rational,
    source: RunSource,
  ) {
    this.#source = source;
    Object.defineProperty(this, 'explanation', SettledRow.#lazy);
  }

  static readonly #lazy: PropertyDescriptor = {
    enumerable: true,
    configurable: true,
    get(this: SettledRow): ExplanationLine[] {
      const lines = explainRow(this.#source, this);
      Object.defineProperty(this, 'explanation', { value: lines, enumerable: true, configurable: true, writable: false });
      return lines;
    },
  };
}

/** Re-settles one row from its stored context, collecting its explanation lines. */
function explainRow(source: RunSource, row: SettledHand): ExplanationLine[] {
  const lines: ExplanationLine[] = [];
  const hand = source.session.hands[row.index]!;
  const rt = makeRunner(source.session, source.rules, lines);
  const ctx = contextBefore(source, row.index);
  rt.balance = sub(row.kassaBalance, row.kassa);
  if (hand.dissolveKassa === true) settleDissolve(rt, ctx);
  else settleDealt(rt, hand, row.index, ctx);
  return lines;
}

/** Result of one hand, before totals. */
interface HandOut {
  dealer: Seat;
  active: Seat[];
  multiplier: number;
  deltas: Rational[];
  cash: Rational[];
}
const out: HandOut = { dealer: 0, active: [], multiplier: 1, deltas: [], cash: [] };

/** Settles hands[from…] starting from `ctx` (mutated), appending rows to `rows` and contexts to `trail`. */
function run(rt: Runner, source: RunSource, hands: readonly ValidHand[], from: number, ctx: Context, prev: SettledHand | null, rows: SettledHand[]): void {
  const n = rt.n;
  const zeros = zeroRow(n);
  let totals = prev ? prev.totals : zeros;
  let cashTotals = prev ? prev.cashTotals : zeros;
  rt.balance = prev ? prev.kassaBalance : kassaStartOf(rt.session);
  for (let i = from; i < hands.length; i++) {
    const hand = hands[i]!;
    const balanceIn = rt.balance;
    if (hand.dissolveKassa === true) settleDissolve(rt, ctx);
    else settleDealt(rt, hand, i, ctx);
    const deltas = out.deltas;
    totals = sumRow(totals, deltas, n);
    if (out.cash !== zeros) {
      cashTotals = sumRow(cashTotals, out.cash, n);
    }
    const kassa = balanceIn === rt.balance ? ZERO : sub(rt.balance, balanceIn);
    const pending = pendingOf(ctx);
    rows.push(
      new SettledRow(i, out.dealer | 0, out.active, out.multiplier, pending < 0x40000000 ? pending | 0 : pending, deltas, out.cash, kassa, totals, cashTotals, rt.balance, source),
    );
    source.trail.store(i, ctx);
  }
}

/** A `dissolveKassa` row: the balance shared equally by everyone at the table; no deal, no round, no rotation. */
function settleDissolve(rt: Runner, ctx: Context): void {
  const n = rt.n;
  const share = dissolve(rt, ctx);
  out.dealer = ctx.dealer;
  out.active = everySeat(n);
  out.multiplier = 1;
  out.deltas = share.n === 0 ? zeroRow(n) : new Array<Rational>(n).fill(share);
  out.cash = zeroRow(n);
}

function settleDealt(rt: Runner, hand: ValidHand, index: number, ctx: Context): void {
  const n = rt.n;
  const c = rt.calc;
  const lines = rt.lines;
  const dealer = (hand.dealer ?? ctx.dealer) | 0;
  c.reset(dealer, lines);
  ctx.dealer = nextDealer(dealer, n);
  if (lines && n === 5) pushLine(lines, 'dealer.sitsOut', { player: c.name(dealer) });

  // Double-stake rounds (§8): every hand of the rotation uses up its place.
  const { multiplier: m, inTriggerRound, reason } = enterHand(rt, ctx, hand, index);

  // Pagatkassa contributions, before the hand's events (§6). A struck hand settles nothing.
  openPot(rt, hand, ctx);

  // The hand itself.
  let deltas: Rational[];
  let cash: Rational[] = zeroRow(n);
  let triggers = 0;
  const checked = checkedHand(hand, index);
  if (checked.kind === 'void') {
    pushLine(lines, 'void', {});
    deltas = zeroRow(n);
  } else if (checked.kind === 'manual') {
    pushLine(lines, 'manual', {});
    deltas = new Array<Rational>(n);
    for (let s = 0; s < n; s++) {
      const x = checked.manual[s];
      deltas[s] = typeof x === 'number' && x !== 0 ? fromDecimal(x) : ZERO;
    }
  } else {
    const byRules = checked.kind !== 'renonce';
    // A Renonce in a positive game still counts as one (for the Mondfang trigger and the birds' pot).
    const positive = checked.kind === 'positive' || (checked.kind === 'renonce' && isPositiveGame(checked.hand.game));
    if (checked.kind === 'renonce') settleRenonce(c, checked.hand, rt.cr);
    else if (checked.kind === 'trischaken') settleTrischaken(c, checked.hand, rt.cr);
    else if (checked.kind === 'negative') settleNegative(c, checked.hand, rt.cr);
    else settlePositive(c, checked.hand, rt.cr);

    // Double-round triggers (§8).
    triggers = countTriggers(rt, hand, byRules, positive, c, lines);

    // Kontra on the sheet (§2.1): the sheet row is the full settlement and there is no cash row.
    const den = c.den;
    const onSheet = rt.rules.kontraOnSheet;
    const hasCash = !onSheet && c.hasCash();
    if (hasCash) {
      cash = new Array<Rational>(n);
      pushLine(lines, 'kontraOffSheet', {});
    }
    const sheetRow = onSheet ? c.full : c.sheet;
    let shared: Rational[] | null = null;
    if (den === 1) {
      if (m !== 1) for (let s = 0; s < n; s++) sheetRow[s]! *= m;
      shared = sharedIntRow(sheetRow, n);
      if (m !== 1) for (let s = 0; s < n; s++) sheetRow[s]! /= m;
    }
    if (shared) deltas = shared;
    else {
      deltas = new Array<Rational>(n);
      for (let s = 0; s < n; s++) deltas[s] = ratOf(sheetRow[s]! * m, den);
    }
    if (hasCash) for (let s = 0; s < n; s++) cash[s] = ratOf((c.full[s]! - c.sheet[s]!) * m, den);

    // Announced birds and the Pagatkassa, in recorded order (not on a Renonce or a conceded hand).
    if (byRules && positive && !hand.conceded) birdEvents(rt, hand);
  }
  deltas = addPot(rt, deltas);

  if (lines && reason !== 'none' && !hand.manual && hand.void !== true) pushLine(lines, 'multiplier', { factor: reason === 'suppressed' ? 1 : m, reason });

  // New double rounds (§8): a trigger doubles the next full round; two triggers queue two.
  startRounds(rt, ctx, triggers, inTriggerRound);

  out.dealer = dealer;
  out.active = tableSeats(n, dealer).active;
  out.multiplier = m;
  out.deltas = deltas;
  out.cash = cash;
}

function finish(rt: Runner, rows: SettledHand[], ctx: Context, trail: Trail): Settlement {
  const n = rt.n;
  const last = rows[rows.length - 1];
  const totals = last ? last.totals : zeroRow(n);
  const cashTotals = last ? last.cashTotals : zeroRow(n);
  const money = new Array<Rational>(n);
  for (let s = 0; s < n; s++) money[s] = add(totals[s]!, cashTotals[s]!);
  const settlement: Settlement = {
    players: rt.session.players,
    hands: rows,
    totals,
    cashTotals,
    kassa: last ? last.kassaBalance : kassaStartOf(rt.session),
    moneyCents: allocateCents(money, rt.session.stakeCents ?? 10),
    nextDealer: ctx.dealer,
    nextMultiplier: peekMultiplier(rt, ctx, rt.session.hands.length),
    pending: pendingOf(ctx),
  };
  trails.set(settlement, trail);
  return settlement;
}

/** Settles every hand of a checked session under `rules` (rules.md, session-format.md). */
export function settleSession(session: CheckedSession, rules: RuleSet): Settlement {
  const rt = makeRunner(session, rules, null);
  const trail = new Trail(session.hands.length);
  const source: RunSource = { session, rules, trail };
  const rows: SettledHand[] = [];
  const ctx = initialContext(session);
  run(rt, source, session.hands, 0, ctx, null, rows);
  return finish(rt, rows, ctx, trail);
}

/**
 * Only the totals per seat of a checked session under `rules`: the same numbers as
 * `settleSession(session, rules).totals`, without the rows, their explanations, the
 * contexts for re-settling, the cash totals or the money (a tournament table's round
 * scores need nothing else). `compiled`, from `compileRules(rules)`, saves compiling
 * the rules again when many sessions share one rule set.
 */
export function settleTotals(session: CheckedSession, rules: RuleSet, compiled?: CompiledRules): Rational[] {
  const rt = makeRunner(session, rules, null, compiled);
  const n = rt.n;
  const totals = zeroRow(n).slice();
  const ctx = initialContext(session);
  const hands = session.hands;
  rt.balance = kassaStartOf(session);
  for (let i = 0; i < hands.length; i++) {
    const hand = hands[i]!;
    if (hand.dissolveKassa === true) settleDissolve(rt, ctx);
    else settleDealt(rt, hand, i, ctx);
    const deltas = out.deltas;
    for (let s = 0; s < n; s++) {
      const d = deltas[s]!;
      if (d.n !== 0) totals[s] = addTotal(totals[s]!, d);
    }
  }
  return totals;
}

/**
 * Re-settles from hand `fromIndex` on, reusing every settled row before it from
 * `prev`, which must be the settlement of the same players and rules with the same
 * hands before `fromIndex` (the fast path for an edit, insert or delete at that
 * index). Falls back to a full settlement when `prev` carries no context (a copy).
 */
export function resettleFrom(prev: Settlement, session: CheckedSession, rules: RuleSet, fromIndex: number): Settlement {
  const prevTrail = trails.get(prev);
  const from = Math.min(Math.max(0, Math.floor(fromIndex)), prev.hands.length, session.hands.length);
  if (!prevTrail || from === 0 || prev.players.length !== session.players.length) return settleSession(session, rules);
  const rt = makeRunner(session, rules, null);
  const trail = prevTrail.prefix(from, session.hands.length);
  const source: RunSource = { session, rules, trail };
  const rows = prev.hands.slice(0, from);
  const ctx = initialContext(session);
  trail.load(from - 1, ctx);
  run(rt, source, session.hands, from, ctx, rows[from - 1]!, rows);
  return finish(rt, rows, ctx, trail);
}

/**
 * The row `hand` would get at `index`: replacing the hand there, or appended when
 * `index === session.hands.length` (the live preview of the hand form). With
 * `settled` — the settlement of `session` under `rules`, as the session store holds
 * it — only this one hand is settled, from the context kept after the hand before
 * it; without it (or when `settled` carries no context) the hands before it are
 * settled first.
 */
export function previewHand(session: CheckedSession, rules: RuleSet, hand: ValidHand, index: number, settled?: Settlement): SettledHand {
  const at = Math.min(Math.max(0, Math.floor(index)), session.hands.length);
  const hands = session.hands.slice(0, at);
  hands.push(hand);
  const preview: CheckedSession = { ...session, hands };
  const rt = makeRunner(preview, rules, null);
  const prevTrail = settled ? trails.get(settled) : undefined;
  const rows: SettledHand[] = [];
  if (settled && prevTrail && at > 0 && settled.hands.length === session.hands.length && settled.players.length === session.players.length) {
    const trail = prevTrail.prefix(at, hands.length);
    const ctx = initialContext(preview);
    trail.load(at - 1, ctx);
    const before = settled.hands[at - 1]!;
    run(rt, { session: preview, rules, trail }, hands, at, ctx, before, rows);
    return rows[0]!;
  }
  const trail = new Trail(hands.length);
  run(rt, { session: preview, rules, trail }, hands, 0, initialContext(preview), null, rows);
  return rows[at]!;
}
