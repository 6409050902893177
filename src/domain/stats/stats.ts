/**
 * Per-player statistics over one evening or many: hands played, games declared
 * and won per game type, Prämien made (by side and as the bird's holder),
 * average per hand, best and worst hand, and the running totals for a chart.
 * Players are matched across evenings by name.
 *
 * Definitions (the numbers the screen shows):
 * - A hand is *played* by the active seats (at a 5-table the dealer sits out),
 *   except struck (`void`) hands and `dissolveKassa` bookkeeping rows.
 * - Amounts are sheet points (Schrift, the running totals of the sheet). The
 *   average is the sum of a player's amounts in the hands he played divided by
 *   their number; best/worst hand are the highest/lowest such amount.
 * - *Declared* counts the declarer of every positive or negative game and of
 *   every Bei contract; Trischaken has no declarer (everyone plays) and is
 *   counted as played/lost instead (the loser has the most card points).
 *   Manual hands carry no game.
 * - *Won*: negative games and Bei by their recorded result; positive games by
 *   the engine's one rule of who won (rules/outcome.ts: result, card points
 *   against the threshold with the last-Kontra shift, valat), exactly as the
 *   settlement decides; a conceded hand (Schleifen) is lost, and a Renonce
 *   counts as won for the declarer when an opponent committed it.
 * - *Prämien made*: a bird (Pagat, Uhu, Kakadu, Marabu) counts for its holder
 *   (`by`) only; every other made Prämie counts for each player on the side
 *   that scored it. Renonce hands are not settled by their Prämien and are left out.
 */
import { eveningMoneyCents } from '../abrechnung/abrechnung';
import { parseCardPoints } from '../cards';
import type { CheckedSession, GameId, Hand, PraemieId, Seat, Settlement } from '../model';
import { add, cmp, divInt, rat, ZERO, type Rational } from '../rational';
import { GAMES, isPositiveGame } from '../rules/games';
import { trischakenLosers } from '../settlement/trischaken';
import { isBird, positiveHandWinner } from '../rules/outcome';
import type { RuleSet } from '../rules/rule-set';

export interface StatsInput {
  /** A checked session (parseSession) and its settlement. */
  session: CheckedSession;
  rules: RuleSet;
  settlement: Settlement;
}

export interface GameRecord {
  declared: number;
  won: number;
}

export interface PraemieRecord {
  /** Made by the player's side. */
  made: number;
  /** Of those, announced. */
  announced: number;
  /** Made with the player as the bird's holder (`by`). */
  asHolder: number;
}

export interface HandRef {
  /** Index into the inputs. */
  session: number;
  /** 0-based hand index. */
  hand: number;
  amount: Rational;
  game?: GameId;
}

export interface PlayerStats {
  name: string;
  sessions: number;
  handsPlayed: number;
  /** Per game type, in the order games were first declared. */
  games: Partial<Record<GameId, GameRecord>>;
  declared: number;
  won: number;
  /** As the called partner in the Rufer family. */
  partner: GameRecord;
  trischaken: { played: number; lost: number };
  praemien: Partial<Record<PraemieId, PraemieRecord>>;
  /** Sum of the amounts in hands played (sheet points). */
  playedSum: Rational;
  /** playedSum / handsPlayed; null before the first hand. */
  average: Rational | null;
  best: HandRef | null;
  worst: HandRef | null;
  /** Final sheet totals summed over the evenings (dissolved Pagatkassa included). */
  total: Rational;
  /** Money summed over the evenings (the engine's moneyCents; at a cup table only the cash Kontra). */
  cents: number;
}

/**
 * Whether the declarer side won a positive game, from what was recorded; null if
 * undecidable. Renonce and Schleifen aside, the engine's one rule decides
 * (rules/outcome.ts), so the statistics agree with the settlement.
 */
export function positiveGameWon(hand: Hand, rules: RuleSet): boolean | null {
  if (hand.renonce) return !isDeclarerSide(hand, hand.renonce.by);
  if (hand.conceded) return false;
  const winner = positiveHandWinner(hand, rules);
  return winner === null ? null : winner === 'declarer';
}

function isDeclarerSide(hand: Hand, seat: Seat): boolean {
  return seat === hand.declarer || (hand.partner !== undefined && hand.partner !== null && seat === hand.partner);
}

/** The Trischaken loser(s) of a hand, as the settlement decides them (`trischakenLosers`), on the seats that played it. */
function handLosers(hand: Hand, rules: RuleSet, active: readonly Seat[], vorhand: Seat): Seat[] {
  const pts = hand.trischaken?.points ?? [];
  const points = pts.map((p) => (p === null ? 0 : parseCardPoints(p) ?? 0));
  return trischakenLosers({ seats: [...active], points }, vorhand, rules.trischaken);
}

function emptyStats(name: string): PlayerStats {
  return {
    name, sessions: 0, handsPlayed: 0, games: {}, declared: 0, won: 0, partner: { declared: 0, won: 0 },
    trischaken: { played: 0, lost: 0 }, praemien: {}, playedSum: ZERO, average: null, best: null, worst: null,
    total: ZERO, cents: 0,
  };
}

function countGame(stats: PlayerStats, game: GameId, won: boolean | null): void {
  const record = (stats.games[game] ??= { declared: 0, won: 0 });
  record.declared += 1;
  stats.declared += 1;
  if (won) {
    record.won += 1;
    stats.won += 1;
  }
}

/** Statistics per player name, in the order players first appear. */
export function computePlayerStats(inputs: readonly StatsInput[]): PlayerStats[] {
  const byName = new Map<string, PlayerStats>();
  const of = (name: string): PlayerStats => {
    let s = byName.get(name);
    if (!s) byName.set(name, (s = emptyStats(name)));
    return s;
  };

  inputs.forEach(({ session, rules, settlement }, sessionIndex) => {
    const seats = session.players.map((name) => of(name));
    // A cup table's Schrift is never money: only its cash Kontra at the tournament's stake.
    const money = eveningMoneyCents(session, settlement);
    seats.forEach((s, seat) => {
      s.sessions += 1;
      s.total = add(s.total, settlement.totals[seat] ?? ZERO);
      s.cents += money[seat] ?? 0;
    });

    settlement.hands.forEach((settled, index) => {
      const hand = session.hands[index];
      if (!hand || hand.void || hand.dissolveKassa) return;
      for (const seat of settled.active) {
        const s = seats[seat]!;
        const amount = settled.deltas[seat] ?? ZERO;
        s.handsPlayed += 1;
        s.playedSum = add(s.playedSum, amount);
        const ref: HandRef = { session: sessionIndex, hand: index, amount, ...(hand.game ? { game: hand.game } : {}) };
        if (!s.best || cmp(amount, s.best.amount) > 0) s.best = ref;
        if (!s.worst || cmp(amount, s.worst.amount) < 0) s.worst = ref;
      }
      if (hand.manual || !hand.game) return;

      const game = hand.game;
      if (GAMES[game].family === 'trischaken') {
        const losers = handLosers(hand, rules, settled.active, (settled.dealer + 1) % session.players.length);
        for (const seat of settled.active) {
          seats[seat]!.trischaken.played += 1;
          if (losers.includes(seat)) seats[seat]!.trischaken.lost += 1;
        }
        return;
      }
      if (hand.declarer === undefined) return;
      const positive = isPositiveGame(game);
      const won = positive ? positiveGameWon(hand, rules) : hand.renonce ? hand.renonce.by !== hand.declarer : hand.result === 'won';
      countGame(seats[hand.declarer]!, game, won);
      if (positive && hand.partner !== undefined && hand.partner !== null) {
        const p = seats[hand.partner]!.partner;
        p.declared += 1;
        if (won) p.won += 1;
      }
      for (const bei of hand.bei ?? []) countGame(seats[bei.declarer]!, bei.game, bei.result === 'won');

      if (!positive || hand.renonce) return;
      const declarerSide = settled.active.filter((seat) => isDeclarerSide(hand, seat));
      const opponents = settled.active.filter((seat) => !isDeclarerSide(hand, seat));
      for (const p of hand.praemien ?? []) {
        if (!p.made) continue;
        // A bird is one card: its Prämie is its holder's, not his partner's.
        const credited = isBird(p.id) && p.by !== undefined ? [p.by] : p.side === 'declarer' ? declarerSide : opponents;
        for (const seat of credited) {
          const record = (seats[seat]!.praemien[p.id] ??= { made: 0, announced: 0, asHolder: 0 });
          record.made += 1;
          if (p.announced) record.announced += 1;
          if (p.by === seat) record.asHolder += 1;
        }
      }
    });
  });

  for (const s of byName.values()) s.average = s.handsPlayed > 0 ? divInt(s.playedSum, s.handsPlayed) : null;
  return [...byName.values()];
}

export interface RunningTotals {
  /** "0" (start), "1", "2", … one per hand. */
  labels: string[];
  /** One series per seat: the total after each hand, starting at 0. */
  series: { name: string; values: Rational[] }[];
}

/** The sheet's running totals per player, for the chart and its text alternative. */
export function runningTotals(session: CheckedSession, settlement: Settlement): RunningTotals {
  return {
    labels: ['0', ...settlement.hands.map((_, i) => String(i + 1))],
    series: session.players.map((name, seat) => ({
      name,
      values: [rat(0), ...settlement.hands.map((h) => h.totals[seat] ?? ZERO)],
    })),
  };
}

/** Highest and lowest point of a series with the hand (label index) where it was first reached. */
export function seriesExtremes(values: readonly Rational[]): { max: Rational; maxAt: number; min: Rational; minAt: number } {
  let maxAt = 0;
  let minAt = 0;
  values.forEach((v, i) => {
    if (cmp(v, values[maxAt]!) > 0) maxAt = i;
    if (cmp(v, values[minAt]!) < 0) minAt = i;
  });
  return { max: values[maxAt] ?? ZERO, maxAt, min: values[minAt] ?? ZERO, minAt };
}
