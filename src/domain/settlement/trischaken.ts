/**
 * Trischaken (rules.md §7): everyone against everyone, the player with the most
 * card points loses. Five schemes, chosen by `rules.trischaken.scheme`; the
 * `tarockcup` scheme is refined by `jungfrau`, `ties` and `vorhandTie` (§7.1).
 * Settled in units of 1/(unit × 72) so every share (ties, Jungfrauen, baden's
 * average over orders) is an exact integer.
 *
 * Kontra: a player's Kontra doubles every amount between him and whoever he
 * settles with (`pairPay`); only the hausregeln and erotas schemes have it (level 1).
 */
import type { Hand, Seat } from '../model';
import { DECK_THIRDS, parseCardPoints } from '../cards';
import { rat } from '../rational';
import type { TrischakenRule } from '../rules/rule-set';
import { TRISCHAKEN_SCALE, type CompiledRules } from './compile-rules';
import { exactDiv, type HandCalc } from './hand-calc';
import { thirdsOf } from './fast-rational';
import { amountParam, pushLine } from './lines';
import type { TrischakenHand } from './checked-hand';
import { rankings } from './trischaken-orders';

/** 35/0: hausregeln "voll". */
const VOLL_THIRDS = 105;
/** More than 35 (35/1): erotas (interpretation). */
const EROTAS_DOUBLE_THIRDS = 106;
/** 35/2: Bürgermeister (tarockcup, baden, wiki). */
const BUERGERMEISTER_THIRDS = 107;

export interface TrischakenTable {
  /** Active seats in seat order. */
  seats: Seat[];
  points: number[];
  tricks: number[];
  /** Kontra factor per seat (1 or 2^level). */
  kf: number[];
}

/**
 * rules.md §7: without recorded tricks the points tell the two facts that matter —
 * 0/0 took no trick (a Jungfrau), 70/0 took all twelve (every trick holds at least
 * 1/1). Anything between took some tricks (1 stands for "neither").
 */
export function tricksFromPoints(thirds: number): number {
  if (thirds === 0) return 0;
  if (thirds === DECK_THIRDS) return 12;
  return 1;
}

export function readTrischaken(c: HandCalc, hand: Hand): TrischakenTable {
  const t = hand.trischaken;
  const seats: Seat[] = [];
  const points: number[] = [];
  const tricks: number[] = [];
  const kf: number[] = [];
  for (let s = 0; s < c.playerCount; s++) {
    points.push(0);
    tricks.push(0);
    kf.push(1);
    if (!c.isActive(s)) continue;
    seats.push(s);
    const p = t?.points[s];
    points[s] = p === null || p === undefined ? 0 : thirdsOf(p, parseCardPoints);
    tricks[s] = t?.tricks ? (t.tricks[s] ?? 0) : tricksFromPoints(points[s]!);
    const k = t?.kontra?.[s] ?? 0;
    kf[s] = k > 0 ? 2 ** k : 1;
  }
  return { seats, points, tricks, kf };
}

/** The loser's doubling threshold in thirds for a variant (voll / more than 35 / Bürgermeister). */
export function doublingThreshold(variant: string): number {
  if (variant === 'hausregeln') return VOLL_THIRDS;
  if (variant === 'erotas') return EROTAS_DOUBLE_THIRDS;
  return BUERGERMEISTER_THIRDS;
}

export function settleTrischaken(c: HandCalc, hand: TrischakenHand, cr: CompiledRules): void {
  c.den = cr.unit * TRISCHAKEN_SCALE;
  const table = readTrischaken(c, hand);
  const variant = cr.rules.trischaken.scheme;
  if (c.lines) {
    const kontra = table.seats.filter((s) => table.kf[s]! > 1);
    if (kontra.length) pushLine(c.lines, 'trischaken.kontra', { players: kontra.map((s) => c.name(s)).join(', ') });
  }
  switch (variant) {
    case 'tarockcup':
      return settleTarockcup(c, table, cr.trischakenBase, cr.rules.trischaken);
    case 'baden':
      return settleBaden(c, table, cr.trischakenBase);
    case 'wiki':
      return settleWiki(c, table, cr.trischakenBase, cr.rules.trischaken);
    case 'erotas':
    case 'hausregeln':
      return settleShared(c, table, cr.trischakenBase, variant);
  }
}

export function pairPay(c: HandCalc, t: TrischakenTable, from: Seat, to: Seat, amount: number): void {
  c.pay(from, to, amount * t.kf[from]! * t.kf[to]!, amount);
}

/** The active seats with the most card points. */
function losersOf(t: Pick<TrischakenTable, 'seats' | 'points'>): Seat[] {
  let max = -1;
  for (const s of t.seats) if (t.points[s]! > max) max = t.points[s]!;
  return t.seats.filter((s) => t.points[s] === max);
}

/**
 * Who loses a Trischaken hand (rules.md §7), the one answer the settlement pays by and the
 * statistics count: the active seat(s) with the most card points — except that a Vorhand
 * among them loses alone under the `wiki` scheme, and under the `tarockcup` scheme with
 * `vorhandTie: 'alone'` (§7.1). (The `baden` scheme pays by rankings; its losers are the most points.)
 */
export function trischakenLosers(t: Pick<TrischakenTable, 'seats' | 'points'>, vorhand: Seat, rule: Pick<TrischakenRule, 'scheme' | 'vorhandTie'>): Seat[] {
  const most = losersOf(t);
  if (!most.includes(vorhand)) return most;
  if (rule.scheme === 'wiki') return [vorhand];
  if (rule.scheme === 'tarockcup' && (rule.vorhandTie ?? 'joint') === 'alone') return [vorhand];
  return most;
}

function names(c: HandCalc, seats: Seat[]): string {
  return seats.map((s) => c.name(s)).join(', ');
}

function lineLosers(c: HandCalc, t: TrischakenTable, losers: Seat[]): void {
  if (!c.lines) return;
  if (losers.length > 1) pushLine(c.lines, 'trischaken.tie', { players: names(c, losers), count: losers.length });
}

/**
 * hausregeln and erotas: the loser pays each other player the base, doubled when
 * voll (hausregeln ≥35/0, erotas more than 35) and when he is Vorhand. Tied losers
 * each pay their own amount divided by the number of tied losers.
 * Jungfrauen: hausregeln — everything the loser pays (Kontra included) goes to the
 * Jungfrau, shared equally (interpretation); erotas — the Jungfrauen get the sum of
 * the loser's payments without Kontra doubling, the Kontra surpluses still go to
 * the players they belong to.
 */
function settleShared(c: HandCalc, t: TrischakenTable, base: number, variant: 'hausregeln' | 'erotas'): void {
  const losers = losersOf(t);
  const n = losers.length;
  const nonLosers = t.seats.filter((s) => !losers.includes(s));
  const jungfrauen = nonLosers.filter((s) => t.tricks[s] === 0);
  const threshold = doublingThreshold(variant);
  lineLosers(c, t, losers);
  for (const L of losers) {
    const voll = t.points[L]! >= threshold;
    const vorhand = L === c.vorhand;
    const F = base * (voll ? 2 : 1) * (vorhand ? 2 : 1);
    const share = exactDiv(F, n);
    lineLoser(c, t, L, base, voll, vorhand, F, variant === 'hausregeln' ? 'voll' : 'over35');
    if (jungfrauen.length === 0) {
      for (const x of nonLosers) pairPay(c, t, L, x, share);
      continue;
    }
    if (variant === 'hausregeln') {
      let totalFull = 0;
      let totalSheet = 0;
      for (const x of nonLosers) {
        totalFull += share * t.kf[L]! * t.kf[x]!;
        totalSheet += share;
      }
      for (const j of jungfrauen) {
        c.pay(L, j, exactDiv(totalFull, jungfrauen.length), exactDiv(totalSheet, jungfrauen.length));
      }
    } else {
      const baseSum = share * nonLosers.length;
      for (const j of jungfrauen) {
        const part = exactDiv(baseSum, jungfrauen.length);
        c.pay(L, j, part, part);
      }
      for (const x of nonLosers) {
        const surplus = share * t.kf[L]! * t.kf[x]! - share;
        if (surplus !== 0) c.pay(L, x, surplus, 0);
      }
    }
  }
  if (jungfrauen.length && c.lines) {
    pushLine(c.lines, 'trischaken.jungfrau', { players: names(c, jungfrauen), count: jungfrauen.length, rule: variant });
  }
}

type DoubledBy = 'voll' | 'over35' | 'buergermeister';

function lineLoser(
  c: HandCalc,
  t: TrischakenTable,
  L: Seat,
  base: number,
  doubled: boolean,
  vorhand: boolean,
  value: number,
  doubledBy: DoubledBy,
): void {
  if (!c.lines) return;
  pushLine(
    c.lines,
    'trischaken.loser',
    {
      player: c.name(L),
      doubledBy,
      cardPoints: `${Math.floor(t.points[L]! / 3)}/${t.points[L]! % 3}`,
      base: amountParam(base, c.den),
      doubled: doubled ? 1 : 0,
      vorhand: vorhand ? 1 : 0,
      value: amountParam(value, c.den),
    },
    rat(value, c.den),
  );
}

/**
 * tarockcup scheme (§7, §7.1): a loser's per-player amount f(l) is the base, ×2
 * Bürgermeister (≥35/2), ×2 Vorhand. `vorhandTie`: a Vorhand tied for the most points
 * loses with the others (joint) or alone. `ties`: each loser's payout c(l) is f(l) × |N|
 * (each) or 3 × f(l) / |L| (share); without a Jungfrau it is split equally among the
 * non-losers N. With Jungfrauen only they receive, as `jungfrau` says.
 */
function settleTarockcup(c: HandCalc, t: TrischakenTable, base: number, rule: TrischakenRule): void {
  const most = losersOf(t);
  const losers = trischakenLosers(t, c.vorhand, rule);
  if (c.lines && losers.length < most.length) pushLine(c.lines, 'trischaken.vorhandAlone', { player: c.name(c.vorhand), players: names(c, most) });
  const share = rule.ties === 'share';
  const nonLosers = t.seats.filter((s) => !losers.includes(s));
  const jungfrauen = nonLosers.filter((s) => t.tricks[s] === 0);
  if (c.lines && losers.length > 1) {
    pushLine(c.lines, 'trischaken.tie', { players: names(c, losers), count: losers.length, ...(share ? { share: 1 } : {}) });
  }
  if (nonLosers.length === 0) return;
  const payouts = losers.map((L) => {
    const bm = t.points[L]! >= BUERGERMEISTER_THIRDS;
    const vorhand = L === c.vorhand;
    const F = base * (bm ? 2 : 1) * (vorhand ? 2 : 1);
    lineLoser(c, t, L, base, bm, vorhand, F, 'buergermeister');
    return share ? exactDiv(3 * F, losers.length) : F * nonLosers.length;
  });
  if (jungfrauen.length === 0) {
    losers.forEach((L, i) => {
      const each = exactDiv(payouts[i]!, nonLosers.length);
      for (const x of nonLosers) pairPay(c, t, L, x, each);
    });
    return;
  }
  const mode = rule.jungfrau ?? 'double';
  const total = payouts.reduce((a, b) => a + b, 0);
  // payoutRoundUp: each Jungfrau's share of the total payout, rounded up to whole game points (c.den units).
  const roundedShare = Math.ceil(total / jungfrauen.length / c.den) * c.den;
  losers.forEach((L, i) => {
    const cl = payouts[i]!;
    let each: number;
    switch (mode) {
      case 'double':
        each = exactDiv(2 * cl, nonLosers.length);
        break;
      case 'payout':
        each = exactDiv(cl, jungfrauen.length);
        break;
      case 'payoutRoundUp':
        each = total === 0 ? 0 : exactDiv(roundedShare * cl, total);
        break;
      case 'payoutEach':
        each = cl;
        break;
    }
    for (const j of jungfrauen) pairPay(c, t, L, j, each);
  });
  if (c.lines) {
    const received = mode === 'double' ? 0 : mode === 'payoutRoundUp' ? roundedShare : mode === 'payout' ? exactDiv(total, jungfrauen.length) : total;
    pushLine(c.lines, 'trischaken.jungfrau', {
      players: names(c, jungfrauen),
      count: jungfrauen.length,
      rule: 'tarockcup',
      jungfrau: mode,
      value: amountParam(received, c.den),
    });
  }
}

/**
 * wiki: every player with the most points loses and pays each other player the
 * base (×2 Bürgermeister); all 12 tricks: 4 × base to each; one Jungfrau collects
 * the loser side's entire payout; two Jungfrauen get 3 × base each from the loser
 * side (shared among tied losers). Vorhand among the losers loses alone, ×2.
 */
function settleWiki(c: HandCalc, t: TrischakenTable, base: number, rule: TrischakenRule): void {
  const losers = trischakenLosers(t, c.vorhand, rule);
  const vhF = losers.includes(c.vorhand) ? 2 : 1;
  const nonLosers = t.seats.filter((s) => !losers.includes(s));
  const jungfrauen = nonLosers.filter((s) => t.tricks[s] === 0);
  lineLosers(c, t, losers);
  const allTricks = losers.find((s) => t.tricks[s] === 12);
  if (allTricks !== undefined) {
    const F = 4 * base * vhF;
    if (c.lines) pushLine(c.lines, 'trischaken.allTricks', { player: c.name(allTricks), value: amountParam(F, c.den) }, rat(F, c.den));
    for (const x of t.seats) if (x !== allTricks) pairPay(c, t, allTricks, x, F);
    return;
  }
  if (jungfrauen.length >= 2) {
    const each = 3 * base * vhF;
    if (c.lines) {
      pushLine(c.lines, 'trischaken.twoJungfrauen', { players: names(c, jungfrauen), value: amountParam(each, c.den) }, rat(each, c.den));
    }
    const part = exactDiv(each, losers.length);
    for (const L of losers) for (const j of jungfrauen) pairPay(c, t, L, j, part);
    return;
  }
  for (const L of losers) {
    const bm = t.points[L]! >= BUERGERMEISTER_THIRDS;
    const F = base * (bm ? 2 : 1) * vhF;
    lineLoser(c, t, L, base, bm, vhF === 2, F, 'buergermeister');
    if (jungfrauen.length === 1) pairPay(c, t, L, jungfrauen[0]!, F * nonLosers.length);
    else for (const x of nonLosers) pairPay(c, t, L, x, F);
  }
  if (jungfrauen.length && c.lines) {
    pushLine(c.lines, 'trischaken.jungfrau', { players: names(c, jungfrauen), count: 1, rule: 'wiki' });
  }
}

/**
 * baden (interpretation of the order): Jungfrauen collect the base from every other
 * player; otherwise Vorhand with the most points alone pays everyone (×2 with
 * ≥35/2); otherwise a Bürgermeister (≥35/2) pays everyone; otherwise the two with
 * the most points each pay each of the two with the fewest. Ties: the average over
 * every order of the tied players.
 */
function settleBaden(c: HandCalc, t: TrischakenTable, base: number): void {
  const jungfrauen = t.seats.filter((s) => t.tricks[s] === 0);
  if (jungfrauen.length) {
    if (c.lines) {
      pushLine(c.lines, 'trischaken.jungfrau', { players: names(c, jungfrauen), count: jungfrauen.length, rule: 'baden', value: amountParam(base, c.den) }, rat(base, c.den));
    }
    for (const j of jungfrauen) for (const x of t.seats) if (x !== j) pairPay(c, t, x, j, base);
    return;
  }
  const orders = rankings(t);
  const share = exactDiv(base, orders.length);
  if (orders.length > 1 && c.lines) pushLine(c.lines, 'trischaken.badenAverage', { orders: orders.length });
  // rules.md §7: "Vorhand alone" is decided on the real points — a Vorhand tied for the most is not alone.
  const vorhandAlone = t.seats.includes(c.vorhand) && t.seats.every((s) => s === c.vorhand || t.points[s]! < t.points[c.vorhand]!);
  const cases = new Set<string>();
  for (const order of orders) {
    const top = order[0]!;
    if (vorhandAlone && top === c.vorhand) {
      const bm = t.points[top]! >= BUERGERMEISTER_THIRDS;
      const amount = share * (bm ? 2 : 1);
      for (const x of order) if (x !== top) pairPay(c, t, top, x, amount);
      cases.add(`vorhand:${top}:${bm ? 1 : 0}`);
      continue;
    }
    const bm = order.find((s) => t.points[s]! >= BUERGERMEISTER_THIRDS);
    if (bm !== undefined) {
      for (const x of order) if (x !== bm) pairPay(c, t, bm, x, share);
      cases.add(`buergermeister:${bm}`);
      continue;
    }
    for (const payer of [order[0]!, order[1]!]) for (const payee of [order[2]!, order[3]!]) pairPay(c, t, payer, payee, share);
    cases.add('twoPayTwo');
  }
  if (c.lines) {
    for (const key of cases) {
      const [kind, seat, bm] = key.split(':');
      if (kind === 'vorhand') {
        const value = base * (bm === '1' ? 2 : 1);
        pushLine(c.lines, 'trischaken.badenVorhand', { player: c.name(Number(seat)), doubled: Number(bm), value: amountParam(value, c.den) }, rat(value, c.den));
      } else if (kind === 'buergermeister') {
        pushLine(c.lines, 'trischaken.badenBuergermeister', { player: c.name(Number(seat)), value: amountParam(base, c.den) }, rat(base, c.den));
      } else {
        pushLine(c.lines, 'trischaken.badenTwoPayTwo', { value: amountParam(base, c.den) }, rat(base, c.den));
      }
    }
  }
}
