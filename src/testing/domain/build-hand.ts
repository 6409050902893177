/**
 * Builders of random valid hands and sessions (rules.md §10, session-format.md) from a
 * Chooser: every hand they make passes `checkHand` under the rule set it was
 * built for. Used by the property tests (through fast-check, see arbitrary.ts)
 * and by the benchmark (through a seeded PRNG).
 */
import { formatCardPoints } from '@/domain/cards';
import type { BeiContract, CheckedSession, GameId, Hand, PraemieEntry, PraemieId, Seat, Session, Side } from '@/domain/model';
import { GAMES, isNegativeGame, WINNER_ONLY_PRAEMIEN } from '@/domain/rules/games';
import { offeredPraemien } from '@/domain/rules/resolve-rules';
import { trischakenMaxKontra, type RuleSet } from '@/domain/rules/rule-set';
import { declarerNeeds, isBird, positiveHandWinner } from '@/domain/rules/outcome';
import { nextDealer, tableSeats } from '@/domain/table';
import type { Chooser } from './chooser';
import { makeSession } from './session';
import { checkedSession } from './checked-session';

export interface TableContext {
  playerCount: number;
  dealer: Seat;
}

export interface HandMix {
  /** Probability of a struck (void) hand. */
  void: number;
  /** Probability of a manual hand. */
  manual: number;
  /** Probability that a played hand is settled as Renonce. */
  renonce: number;
  /** Probability of a `doubleStake` flag (true or false). */
  doubleStake: number;
  /** Probability of an explicit `dealer` (which may break the rotation). */
  explicitDealer: number;
  /** Relative weight per game; games without a weight get 1. */
  gameWeights?: Partial<Record<GameId, number>>;
  /** Probability of Kontra on a game, of a valat, of each offered Prämie. */
  kontra: number;
  valat: number;
  praemie: number;
}

/** Every kind of hand, often: for property tests. */
export const UNIFORM_MIX: HandMix = {
  void: 0.04,
  manual: 0.05,
  renonce: 0.08,
  doubleStake: 0.08,
  explicitDealer: 0.05,
  kontra: 0.35,
  valat: 0.12,
  praemie: 0.25,
};

/** Roughly what an evening looks like: mostly Rufer, some Dreier and negative games, few extras. */
export const REALISTIC_MIX: HandMix = {
  void: 0.002,
  manual: 0.002,
  renonce: 0.005,
  doubleStake: 0.002,
  explicitDealer: 0.001,
  kontra: 0.15,
  valat: 0.01,
  praemie: 0.1,
  gameWeights: {
    rufer: 40, trischaken: 8, sechserdreier: 2, piccolo: 6, zwiccolo: 2, triccolo: 1, solorufer: 6,
    besserrufer: 6, bettler: 4, dreier: 10, farbendreier: 1, solodreier: 1, farbensolo: 1,
  },
};

function activeSeats(ctx: TableContext): Seat[] {
  return tableSeats(ctx.playerCount, ctx.dealer).active.slice();
}

function level(ch: Chooser, max: number, p: number): number {
  if (max <= 0 || !ch.bool(p)) return 0;
  return ch.int(1, max);
}

/** A composition of `total` into `parts` non-negative whole numbers, ties and zeros included often. */
function composition(ch: Chooser, total: number, parts: number): number[] {
  const out = new Array<number>(parts).fill(0);
  if (parts === 0) return out;
  if (ch.bool(0.15) && total % parts === 0) return out.fill(total / parts);
  let left = total;
  for (let i = 0; i < parts - 1; i++) {
    const x = ch.int(0, left);
    out[i] = x;
    left -= x;
  }
  out[parts - 1] = left;
  return out;
}

function buildTrischaken(ch: Chooser, rules: RuleSet, ctx: TableContext): Hand {
  const seats = activeSeats(ctx);
  const vorhand = tableSeats(ctx.playerCount, ctx.dealer).vorhand;
  const n = ctx.playerCount;
  const tricks = composition(ch, 12, seats.length);
  const holders = seats.filter((_, i) => tricks[i]! > 0);
  // Card points in thirds among the players with tricks; ties made on purpose now and then.
  let thirds: number[];
  if (holders.length > 1 && ch.bool(0.25)) {
    const tieWith = ch.int(2, holders.length);
    const each = ch.int(1, Math.floor(210 / tieWith));
    thirds = new Array<number>(holders.length).fill(0);
    for (let i = 0; i < tieWith; i++) thirds[i] = each;
    const rest = composition(ch, 210 - each * tieWith, holders.length - tieWith);
    if (holders.length === tieWith) thirds[0]! += 210 - each * tieWith;
    for (let i = tieWith; i < holders.length; i++) thirds[i] = rest[i - tieWith]!;
  } else {
    thirds = composition(ch, 210, holders.length);
  }
  // Every trick holds card points (rules.md §7): a player with a trick never has 0/0.
  for (let i = 0; i < thirds.length; i++) {
    if (thirds[i]! > 0) continue;
    const richest = thirds.indexOf(Math.max(...thirds));
    thirds[richest]! -= 1;
    thirds[i] = 1;
  }
  const points: (string | null)[] = new Array<string | null>(n).fill(null);
  const trickList: (number | null)[] = new Array<number | null>(n).fill(null);
  seats.forEach((s, i) => {
    trickList[s] = tricks[i]!;
    points[s] = '0/0';
  });
  holders.forEach((s, i) => {
    points[s] = formatCardPoints(thirds[i]!);
  });
  const hand: Hand = { game: 'trischaken', trischaken: { points, tricks: trickList } };
  if (ch.bool(0.5)) hand.declarer = vorhand;
  if (trischakenMaxKontra(rules) > 0 && ch.bool(0.3)) {
    const kontra: (number | null)[] = new Array<number | null>(n).fill(null);
    for (const s of seats) kontra[s] = ch.bool(0.3) ? 1 : 0;
    hand.trischaken!.kontra = kontra;
  }
  return hand;
}

function buildKontraBy(ch: Chooser, rules: RuleSet, seats: Seat[], declarer: Seat, p: number): Record<string, number> | undefined {
  if (!ch.bool(p)) return undefined;
  const by: Record<string, number> = {};
  for (const s of seats) {
    if (s === declarer) continue;
    const k = level(ch, rules.maxKontra, 0.5);
    if (k > 0) by[String(s)] = k;
  }
  return Object.keys(by).length ? by : undefined;
}

function buildNegative(ch: Chooser, rules: RuleSet, ctx: TableContext, game: GameId, mix: HandMix): Hand {
  const seats = activeSeats(ctx);
  const declarer = ch.pick(seats);
  const hand: Hand = { game, declarer, result: ch.bool(0.5) ? 'won' : 'lost' };
  const kontraBy = buildKontraBy(ch, rules, seats, declarer, mix.kontra);
  if (kontraBy) hand.kontraBy = kontraBy;
  const beiGames = rules.bei.filter((g) => rules.games.includes(g) && rules.tariffs[g] !== undefined);
  if (rules.bei.includes(game) && beiGames.length && ch.bool(0.3)) {
    const bei: BeiContract[] = [];
    for (const s of seats) {
      if (s === declarer || !ch.bool(0.4)) continue;
      const c: BeiContract = { declarer: s, game: ch.pick(beiGames), result: ch.bool(0.5) ? 'won' : 'lost' };
      const kb = buildKontraBy(ch, rules, seats, s, mix.kontra);
      if (kb) c.kontraBy = kb;
      bei.push(c);
    }
    if (bei.length) hand.bei = bei;
  }
  return hand;
}


function buildPositive(ch: Chooser, rules: RuleSet, ctx: TableContext, game: GameId, mix: HandMix): Hand {
  const info = GAMES[game];
  const seats = activeSeats(ctx);
  const vorhand = tableSeats(ctx.playerCount, ctx.dealer).vorhand;
  const declarer = info.vorhandOnly ? vorhand : ch.pick(seats);
  const hand: Hand = { game, declarer };
  const offered = offeredPraemien(rules, game);
  const offeredBirds = offered.filter(isBird);

  // Schleifen: the called king lay in the talon and the declarer gives up.
  if ((game === 'rufer' || game === 'besserrufer') && ch.bool(0.06)) {
    hand.conceded = true;
    hand.calledKingInTalon = true;
    if (info.needsBird) {
      hand.praemien = [{ id: ch.pick(offeredBirds), side: 'declarer', announced: true, made: false, by: declarer }];
    }
    return hand;
  }

  let partner: Seat | null = null;
  if (info.hasPartner) {
    if (game === 'solorufer' && ch.bool(0.15)) hand.calledKingInTalon = true;
    else if (ch.bool(0.8)) {
      partner = ch.pick(seats.filter((s) => s !== declarer));
      hand.partner = partner;
    } else if (ch.bool(0.5)) hand.partner = null;
  }
  const kontra = level(ch, rules.maxKontra, mix.kontra);
  if (kontra > 0) hand.kontra = kontra;
  if (kontra > 0 && rules.vorfleck && info.talon > 0 && ch.bool(0.3)) hand.vorfleck = true;

  // Outcome: a valat, a result, card points, or result and points together.
  let declarerSideWins: boolean;
  if (ch.bool(mix.valat)) {
    const announced = ch.bool(0.5);
    const made = announced ? ch.bool(0.6) : true;
    const side: Side = ch.bool(0.7) ? 'declarer' : 'opponents';
    hand.valat = { side, announced, made };
    // A fixed valat's own Kontra (rules.md §3.1): announced valat in mode fixed only.
    if (announced && rules.valat.mode === 'fixed' && rules.maxKontra > 0 && ch.bool(0.3)) {
      hand.valat.kontra = ch.int(1, rules.maxKontra);
    }
    if (made) {
      declarerSideWins = side === 'declarer';
      if (ch.bool(0.5)) hand.result = declarerSideWins ? 'won' : 'lost';
    } else if (rules.valat.mode === 'multiply') {
      declarerSideWins = side !== 'declarer';
      if (ch.bool(0.5)) hand.result = declarerSideWins ? 'won' : 'lost';
    } else {
      declarerSideWins = ch.bool(0.5);
      hand.result = declarerSideWins ? 'won' : 'lost';
    }
  } else if (ch.bool(0.5)) {
    const thirds = ch.int(0, 210);
    hand.points = ch.bool(0.2) && thirds % 3 === 0 ? thirds / 3 : formatCardPoints(thirds);
    declarerSideWins = thirds >= declarerNeeds(rules, kontra);
    if (ch.bool(0.3)) hand.result = declarerSideWins ? 'won' : 'lost';
  } else {
    declarerSideWins = ch.bool(0.5);
    hand.result = declarerSideWins ? 'won' : 'lost';
  }
  // Cross-check with the engine's own reading (a builder bug would show here, not in settlement).
  if (!hand.valat && (positiveHandWinner(hand, rules) === 'declarer') !== declarerSideWins) throw new Error('builder: outcome mismatch');

  const sideSeats = (side: Side): Seat[] =>
    side === 'declarer' ? (partner === null ? [declarer] : [declarer, partner]) : seats.filter((s) => s !== declarer && s !== partner);
  const praemien: PraemieEntry[] = [];
  if (info.needsBird) {
    const id = ch.pick(offeredBirds);
    praemien.push({ id, side: 'declarer', announced: true, made: ch.bool(0.5), by: declarer });
    const k = level(ch, rules.maxKontra, mix.kontra / 2);
    if (k > 0) praemien[0]!.kontra = k;
  }
  for (const id of offered) {
    if (praemien.some((p) => p.id === id) || !ch.bool(mix.praemie)) continue;
    let side: Side = ch.bool(0.5) ? 'declarer' : 'opponents';
    if (id === 'koenig_ultimo') side = 'declarer';
    if (id === 'koenigfang') side = 'opponents';
    if (id === 'mondfang' && rules.mondfangOpponentsOnly) side = 'opponents';
    const announced = ch.bool(0.4);
    let made = ch.bool(0.5);
    if ((WINNER_ONLY_PRAEMIEN as readonly PraemieId[]).includes(id) && made) {
      side = declarerSideWins ? 'declarer' : 'opponents';
    }
    if ((WINNER_ONLY_PRAEMIEN as readonly PraemieId[]).includes(id) && side !== (declarerSideWins ? 'declarer' : 'opponents')) made = false;
    const p: PraemieEntry = { id, side, announced, made };
    if (announced) {
      const k = level(ch, rules.maxKontra, mix.kontra / 2);
      if (k > 0) p.kontra = k;
    }
    if (isBird(id)) p.by = ch.pick(sideSeats(side));
    praemien.push(p);
  }
  if (praemien.length) hand.praemien = praemien;
  return hand;
}

/** Games a builder can make valid hands for under these rules. */
export function buildableGames(rules: RuleSet): GameId[] {
  return rules.games.filter((g) => {
    if (rules.tariffs[g] === undefined) return false;
    if (GAMES[g].needsBird) return offeredPraemien(rules, g).some((id) => isBird(id));
    return true;
  });
}

/** One valid hand for a table with this dealer. */
export function buildHand(ch: Chooser, rules: RuleSet, ctx: TableContext, mix: HandMix = UNIFORM_MIX): Hand {
  const seats = activeSeats(ctx);
  if (ch.bool(mix.void)) return { void: true };
  if (ch.bool(mix.manual)) {
    const manual = new Array<number>(ctx.playerCount).fill(0);
    let sum = 0;
    for (let i = 0; i < seats.length - 1; i++) {
      const tenths = ch.int(-60, 60);
      const x = ch.bool(0.3) ? tenths / 10 : Math.round(tenths / 10);
      manual[seats[i]!] = x;
      sum += Math.round(x * 10);
    }
    manual[seats[seats.length - 1]!] = -sum / 10 || 0;
    return { manual };
  }
  const games = buildableGames(rules);
  const weights = games.map((g) => mix.gameWeights?.[g] ?? (mix.gameWeights ? 0.5 : 1));
  const game = ch.weighted(games, weights);
  let hand: Hand;
  if (game === 'trischaken') hand = buildTrischaken(ch, rules, ctx);
  else if (isNegativeGame(game)) hand = buildNegative(ch, rules, ctx, game, mix);
  else hand = buildPositive(ch, rules, ctx, game, mix);
  if (!hand.conceded && !hand.bei && ch.bool(mix.renonce)) {
    hand.renonce = { by: ch.pick(seats) };
  }
  if (ch.bool(mix.doubleStake)) hand.doubleStake = ch.bool(0.5);
  return hand;
}

export interface RandomSessionOptions {
  hands: number;
  playerCount?: 4 | 5;
  mix?: HandMix;
  /** Probability of a `dissolveKassa` row (only when the rule set has a Pagatkassa). */
  dissolve?: number;
  /** The session's `rules` field; default: the rule set's preset id. */
  rulesSpec?: Session['rules'];
}

/**
 * A valid session of `opts.hands` random hands under `rules`, following the dealer
 * rotation from a random first dealer, at a random stake; no name or date.
 */
export function randomSession(ch: Chooser, rules: RuleSet, opts: RandomSessionOptions): CheckedSession {
  const playerCount = opts.playerCount ?? 4;
  const mix = opts.mix ?? UNIFORM_MIX;
  const firstDealer = ch.int(0, playerCount - 1);
  const hands: Hand[] = [];
  let dealer = firstDealer;
  for (let i = 0; i < opts.hands; i++) {
    if (rules.pagatkassa && ch.bool(opts.dissolve ?? 0)) {
      hands.push({ dissolveKassa: true });
      continue;
    }
    let explicit: Seat | undefined;
    if (ch.bool(mix.explicitDealer)) explicit = ch.int(0, playerCount - 1);
    const d = explicit ?? dealer;
    const hand = buildHand(ch, rules, { playerCount, dealer: d }, mix);
    if (explicit !== undefined) hand.dealer = explicit;
    hands.push(hand);
    dealer = nextDealer(d, playerCount);
  }
  const stakeCents = ch.pick([1, 5, 10, 20, 50]);
  const lastRoundFrom = rules.doubleRounds && hands.length > 0 && ch.bool(0.5) ? ch.int(0, hands.length) : undefined;
  return checkedSession(makeSession({
    players: playerCount,
    rules: opts.rulesSpec ?? rules.preset,
    name: undefined,
    date: undefined,
    firstDealer,
    stakeCents,
    lastRoundFrom,
    hands,
  }), rules);
}
