/**
 * Settling a session: hands in playing order, each settled in a context (dealer,
 * double-stake state, Pagatkassa) carried over from the previous hand. The context
 * after every hand is kept beside the Settlement (packed into a typed array), so
 * `resettleFrom` re-settles only from an edited hand on, and each row's
 * explanation is derived on first read from the context it was settled in.
 *
 * Input is assumed valid (parseSession / validateHand). Every interpretation the
 * settlement makes beyond rules.md is listed in README.md in this folder.
 */
import type { DoubleTrigger, ExplanationLine, Hand, Seat, Session, SettledHand, Settlement } from '../model';
import { add, fromDecimal, mulInt, rat, sub, type Rational } from '../rational';
import { isNegativeGame } from '../rules/games';
import type { RuleSet } from '../rules/rule-set';
import { compileRules, type CompiledRules } from './compile-rules';
import { HandCalc } from './hand-calc';
import { pushLine, rationalParam } from './lines';
import { addRat, addTotal, ratOf, sharedIntRow, ZERO_R as ZERO } from './fast-rational';
import { allocateCents } from './money';
import { settleNegative } from './negative';
import { isBird } from '../rules/outcome';
import { nextDealer, normalizeDealer, tableSeats } from '../table';
import { settlePositive } from './positive';
import { settleRenonce } from './renonce';
import { settleTrischaken } from './trischaken';

/** The context between two hands: what the next hand starts from. NOTE mutated in place while settling. */
interface Context {
  /** Who deals the next hand of the rotation. */
  dealer: Seat;
  /** onEmpty: the next dealt hand fills the Pagatkassa (session start, after a dissolve). */
  needsFill: boolean;
  /** queue / none: hands left in queued double rounds. */
  queued: number;
  /** stack: hands left in each overlapping double round. Replaced, never mutated. */
  stack: readonly number[];
  /** The last round (session.lastRoundFrom) has begun; `lastLeft` of its hands remain. */
  lastBegun: boolean;
  lastLeft: number;
}

const NO_STACK: readonly number[] = Object.freeze([]);

/**
 * The contexts after each hand, packed into one number per hand:
 * dealer + 8·needsFill + 16·lastBegun + 32·lastLeft + 256·queued (stack rounds aside).
 */
class Trail {
  packed: Float64Array;
  stacks: (readonly number[] | undefined)[];
  constructor(capacity: number) {
    this.packed = new Float64Array(Math.max(1, capacity));
    this.stacks = [];
  }

  store(i: number, c: Context): void {
    this.packed[i] = c.dealer + (c.needsFill ? 8 : 0) + (c.lastBegun ? 16 : 0) + 32 * c.lastLeft + 256 * c.queued;
    if (c.stack.length || this.stacks.length > i) this.stacks[i] = c.stack.length ? c.stack : undefined;
  }

  load(i: number, into: Context): void {
    const x = this.packed[i]!;
    const low = x % 256 | 0;
    into.dealer = low & 7;
    into.needsFill = (low & 8) !== 0;
    into.lastBegun = (low & 16) !== 0;
    into.lastLeft = low >> 5;
    const queued = (x - low) / 256;
    into.queued = queued < 0x40000000 ? queued | 0 : queued;
    into.stack = this.stacks[i] ?? NO_STACK;
  }

  /** A copy of the first `length` entries with room for `capacity`. */
  prefix(length: number, capacity: number): Trail {
    const t = new Trail(capacity);
    t.packed.set(this.packed.subarray(0, length));
    t.stacks = this.stacks.slice(0, length);
    return t;
  }
}

/** What a run shares with every row it settles (for deriving explanations later). */
interface RunSource {
  session: Session;
  rules: RuleSet;
  trail: Trail;
}

interface Runner {
  session: Session;
  rules: RuleSet;
  cr: CompiledRules;
  n: number;
  calc: HandCalc;
  /** Index of the last round's first hand, when double rounds are on. */
  lastRoundFrom: number | undefined;
  trigTrischaken: boolean;
  trigMondfang: boolean;
  trigFensterbankerl: boolean;
  /** Pagatkassa flows of the current hand, per seat. */
  pot: Rational[];
  potTouched: boolean;
  /** The Pagatkassa balance while a hand is settled. */
  balance: Rational;
  /** Explanation lines of the current hand, or null while settling fast. */
  lines: ExplanationLine[] | null;
}

const trails = new WeakMap<Settlement, Trail>();

const everyoneCache: Seat[][] = [];
/** Every seat of the table (a dissolve row is shared by all), a shared frozen list. */
function everySeat(n: number): Seat[] {
  return (everyoneCache[n] ??= Object.freeze(Array.from({ length: n }, (_, s) => s)) as Seat[]);
}

const zeroRows = new Map<number, readonly Rational[]>();
/** A shared, frozen row of zeros (rows that change are copied first). */
function zeroRow(n: number): Rational[] {
  let row = zeroRows.get(n);
  if (!row) {
    row = Object.freeze(new Array<Rational>(n).fill(ZERO));
    zeroRows.set(n, row);
  }
  return row as Rational[];
}

function makeRunner(session: Session, rules: RuleSet, lines: ExplanationLine[] | null): Runner {
  const n = session.players.length;
  const dr = rules.doubleRounds;
  const triggers = dr?.triggers ?? [];
  const has = (t: DoubleTrigger): boolean => triggers.includes(t);
  return {
    session,
    rules,
    cr: compileRules(rules),
    n,
    calc: new HandCalc(n, session.players),
    lastRoundFrom: dr && typeof session.lastRoundFrom === 'number' ? session.lastRoundFrom : undefined,
    trigTrischaken: has('trischaken'),
    trigMondfang: has('mondfang'),
    trigFensterbankerl: has('fensterbankerl'),
    pot: new Array<Rational>(n).fill(ZERO),
    potTouched: false,
    balance: ZERO,
    lines,
  };
}

function initialContext(session: Session): Context {
  const n = session.players.length;
  // §6: a pot carried over from an earlier evening is not refilled in the first hand (onEmpty).
  const needsFill = !(session.kassaStart !== undefined && session.kassaStart > 0);
  return { dealer: normalizeDealer(session.firstDealer ?? 0, n), needsFill, queued: 0, stack: NO_STACK, lastBegun: false, lastLeft: 0 };
}

/** The Pagatkassa balance carried over into the session (rules.md §6). */
function kassaStartOf(session: Session): Rational {
  return session.kassaStart ? fromDecimal(session.kassaStart) : ZERO;
}

function contextBefore(source: RunSource, index: number): Context {
  const ctx = initialContext(source.session);
  if (index > 0) source.trail.load(index - 1, ctx);
  return ctx;
}

/**
 * §8: the places still to come that a double round covers, each counted once however
 * many rounds overlap it. Every round runs from the next hand on, so the places
 * covered are as many as the longest of them: queued rounds (consecutive), each
 * stacked round, and the rest of the last round once it has begun.
 */
function pendingOf(ctx: Context): number {
  let p = ctx.queued;
  for (let i = 0; i < ctx.stack.length; i++) if (ctx.stack[i]! > p) p = ctx.stack[i]!;
  if (ctx.lastBegun && ctx.lastLeft > p) p = ctx.lastLeft;
  return p;
}

/** The double-stake factor the hand at `index` would get from the rounds alone. */
function peekMultiplier(rt: Runner, ctx: Context, index: number): number {
  const dr = rt.rules.doubleRounds;
  if (!dr) return 1;
  const inLast = ctx.lastBegun ? ctx.lastLeft > 0 : rt.lastRoundFrom !== undefined && index >= rt.lastRoundFrom;
  if (dr.stacking === 'stack') return 2 ** (ctx.stack.length + (inLast ? 1 : 0));
  return ctx.queued > 0 || inLast ? 2 : 1;
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

/** a + b entry by entry; a itself when b is all zero. Array literals let V8 allocate long-lived rows directly in old space. */
function sumRow(a: Rational[], b: Rational[], n: number): Rational[] {
  if (n === 4) {
    const b0 = b[0]!, b1 = b[1]!, b2 = b[2]!, b3 = b[3]!;
    if (b0.n === 0 && b1.n === 0 && b2.n === 0 && b3.n === 0) return a;
    return [addTotal(a[0]!, b0), addTotal(a[1]!, b1), addTotal(a[2]!, b2), addTotal(a[3]!, b3)];
  }
  if (n === 5) {
    const b0 = b[0]!, b1 = b[1]!, b2 = b[2]!, b3 = b[3]!, b4 = b[4]!;
    if (b0.n === 0 && b1.n === 0 && b2.n === 0 && b3.n === 0 && b4.n === 0) return a;
    return [addTotal(a[0]!, b0), addTotal(a[1]!, b1), addTotal(a[2]!, b2), addTotal(a[3]!, b3), addTotal(a[4]!, b4)];
  }
  let changed = false;
  let out = a;
  for (let s = 0; s < n; s++) {
    if (b[s]!.n === 0) continue;
    if (!changed) {
      out = a.slice();
      changed = true;
    }
    out[s] = addTotal(a[s]!, b[s]!);
  }
  return out;
}

/** Settles hands[from…] starting from `ctx` (mutated), appending rows to `rows` and contexts to `trail`. */
function run(rt: Runner, source: RunSource, hands: readonly Hand[], from: number, ctx: Context, prev: SettledHand | null, rows: SettledHand[]): void {
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
  const balance = rt.balance;
  const share = balance.n === 0 ? ZERO : rat(balance.n, balance.d * n);
  pushLine(rt.lines, 'kassa.dissolve', { balance: rationalParam(balance), value: rationalParam(share), count: n }, share);
  // (decision) After a dissolve the next dealt hand fills the pot again (onEmpty), like a new start.
  ctx.needsFill = true;
  rt.balance = ZERO;
  out.dealer = ctx.dealer;
  out.active = everySeat(n);
  out.multiplier = 1;
  out.deltas = share.n === 0 ? zeroRow(n) : new Array<Rational>(n).fill(share);
  out.cash = zeroRow(n);
}

/** Every player at the table pays the contribution into the pot (§6; a 5-table's dealer too). */
function contribute(rt: Runner, key: string): void {
  const c = rt.cr.contribution;
  if (c.n === 0) return;
  const n = rt.n;
  for (let s = 0; s < n; s++) rt.pot[s] = sub(rt.pot[s]!, c);
  rt.balance = add(rt.balance, mulInt(c, n));
  rt.potTouched = true;
  if (rt.lines) pushLine(rt.lines, key, { value: rationalParam(c), count: n }, c);
}

function settleDealt(rt: Runner, hand: Hand, index: number, ctx: Context): void {
  const n = rt.n;
  const c = rt.calc;
  const lines = rt.lines;
  const dealer = (hand.dealer ?? ctx.dealer) | 0;
  c.reset(dealer, lines);
  ctx.dealer = nextDealer(dealer, n);
  if (lines && n === 5) pushLine(lines, 'dealer.sitsOut', { player: c.name(dealer) });

  // Double-stake rounds (§8): every hand of the rotation uses up its place.
  const dr = rt.rules.doubleRounds;
  let m = 1;
  let inTriggerRound = false;
  let reason: 'round' | 'last' | 'forced' | 'suppressed' | 'none' = 'none';
  if (dr) {
    let inLast = false;
    if (!ctx.lastBegun && rt.lastRoundFrom !== undefined && index >= rt.lastRoundFrom) {
      ctx.lastBegun = true;
      ctx.lastLeft = n;
    }
    if (ctx.lastBegun && ctx.lastLeft > 0) {
      inLast = true;
      ctx.lastLeft--;
    }
    if (dr.stacking === 'stack') {
      const k = ctx.stack.length;
      inTriggerRound = k > 0;
      if (k > 0) ctx.stack = ctx.stack.map((x) => x - 1).filter((x) => x > 0);
      m = (1 << (k + (inLast ? 1 : 0))) | 0;
    } else {
      inTriggerRound = ctx.queued > 0;
      if (inTriggerRound) ctx.queued--;
      m = inTriggerRound || inLast ? 2 : 1;
    }
    if (m > 1) reason = inTriggerRound ? 'round' : 'last';
  }
  if (hand.doubleStake === true) {
    if (m === 1) reason = 'forced';
    m = Math.max(m, 2);
  } else if (hand.doubleStake === false) {
    if (m > 1) reason = 'suppressed';
    m = 1;
  }

  // Pagatkassa contributions, before the hand's events (§6). A struck hand settles nothing.
  const pk = rt.rules.pagatkassa;
  const pot = rt.pot;
  rt.potTouched = false;
  for (let s = 0; s < n; s++) pot[s] = ZERO;
  if (pk && hand.void !== true) {
    if (pk.refill === 'everyHand' || ctx.needsFill) contribute(rt, 'kassa.contribution');
    ctx.needsFill = false;
  }

  // The hand itself.
  let deltas: Rational[];
  let cash: Rational[] = zeroRow(n);
  let triggers = 0;
  if (hand.void === true) {
    pushLine(lines, 'void', {});
    deltas = zeroRow(n);
  } else if (hand.manual) {
    pushLine(lines, 'manual', {});
    deltas = new Array<Rational>(n);
    for (let s = 0; s < n; s++) {
      const x = hand.manual[s];
      deltas[s] = typeof x === 'number' && x !== 0 ? fromDecimal(x) : ZERO;
    }
  } else {
    const game = hand.game!;
    let byRules = true;
    const positive = game !== 'trischaken' && !isNegativeGame(game);
    if (hand.renonce) {
      settleRenonce(c, hand, rt.cr);
      byRules = false;
    } else if (game === 'trischaken') settleTrischaken(c, hand, rt.cr);
    else if (!positive) settleNegative(c, hand, rt.cr);
    else settlePositive(c, hand, rt.cr);

    // Double-round triggers (§8).
    if (game === 'trischaken' && rt.trigTrischaken) {
      triggers++;
      pushLine(lines, 'trigger', { trigger: 'trischaken' });
    }
    if (byRules && positive && rt.trigMondfang && hand.praemien && !hand.conceded) {
      for (const p of hand.praemien) {
        if (p.id === 'mondfang' && p.made) {
          triggers++;
          pushLine(lines, 'trigger', { trigger: 'mondfang' });
        }
      }
    }
    if (byRules && rt.trigFensterbankerl && c.allZero()) {
      triggers++;
      pushLine(lines, 'trigger', { trigger: 'fensterbankerl' });
    }

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
    if (pk && byRules && positive && hand.praemien && !hand.conceded) birdEvents(rt, hand);
  }
  if (rt.potTouched) {
    // The row may be a shared one (zeros, a repeated integer row): write into a copy.
    deltas = deltas.slice();
    for (let s = 0; s < n; s++) if (pot[s]!.n !== 0) deltas[s] = addRat(deltas[s]!, pot[s]!);
  }

  if (lines && reason !== 'none' && !hand.manual && hand.void !== true) pushLine(lines, 'multiplier', { factor: reason === 'suppressed' ? 1 : m, reason });

  // New double rounds (§8): a trigger doubles the next full round; two triggers queue two.
  if (dr && triggers > 0) {
    if (dr.stacking === 'stack') {
      const st = ctx.stack.slice();
      for (let t = 0; t < triggers; t++) st.push(n);
      ctx.stack = st;
    } else if (dr.stacking === 'queue') {
      ctx.queued += triggers * n;
    } else if (!inTriggerRound && ctx.queued === 0) {
      // none: no new round while one is pending or running.
      ctx.queued = n;
    }
  }

  out.dealer = dealer;
  out.active = tableSeats(n, dealer).active;
  out.multiplier = m;
  out.deltas = deltas;
  out.cash = cash;
}

/** §6: made → the holder receives the whole pot (onEmpty: everyone refills right after); lost → he pays the pot's amount into it. */
function birdEvents(rt: Runner, hand: Hand): void {
  const pk = rt.rules.pagatkassa!;
  const pot = rt.pot;
  const c = rt.calc;
  for (const p of hand.praemien!) {
    if (!p.announced || !isBird(p.id) || !(pk.birds as readonly string[]).includes(p.id)) continue;
    const holder = p.by ?? (p.side === 'declarer' ? (hand.declarer ?? null) : null);
    if (holder === null) continue;
    rt.potTouched = true;
    const balance = rt.balance;
    if (p.made) {
      pot[holder] = add(pot[holder]!, balance);
      if (rt.lines) pushLine(rt.lines, 'kassa.win', { player: c.name(holder), praemie: p.id, value: rationalParam(balance) }, balance);
      rt.balance = ZERO;
      if (pk.refill === 'onEmpty') contribute(rt, 'kassa.refill');
    } else {
      pot[holder] = sub(pot[holder]!, balance);
      if (rt.lines) pushLine(rt.lines, 'kassa.loss', { player: c.name(holder), praemie: p.id, value: rationalParam(balance) }, balance);
      rt.balance = add(balance, balance);
    }
  }
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

/** Settles every hand of a valid session under `rules` (rules.md, session-format.md). */
export function settleSession(session: Session, rules: RuleSet): Settlement {
  const rt = makeRunner(session, rules, null);
  const trail = new Trail(session.hands.length);
  const source: RunSource = { session, rules, trail };
  const rows: SettledHand[] = [];
  const ctx = initialContext(session);
  run(rt, source, session.hands, 0, ctx, null, rows);
  return finish(rt, rows, ctx, trail);
}

/**
 * Re-settles from hand `fromIndex` on, reusing every settled row before it from
 * `prev`, which must be the settlement of the same players and rules with the same
 * hands before `fromIndex` (the fast path for an edit, insert or delete at that
 * index). Falls back to a full settlement when `prev` carries no context (a copy).
 */
export function resettleFrom(prev: Settlement, session: Session, rules: RuleSet, fromIndex: number): Settlement {
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
 * `index === session.hands.length`. Settles the hands before it for the context.
 */
export function previewHand(session: Session, rules: RuleSet, hand: Hand, index: number): SettledHand {
  const at = Math.min(Math.max(0, Math.floor(index)), session.hands.length);
  const hands = session.hands.slice(0, at);
  hands.push(hand);
  const preview: Session = { ...session, hands };
  const rt = makeRunner(preview, rules, null);
  const trail = new Trail(hands.length);
  const rows: SettledHand[] = [];
  run(rt, { session: preview, rules, trail }, hands, 0, initialContext(preview), null, rows);
  return rows[at]!;
}
