/**
 * Negative games (rules.md §3.2): the declarer alone against the three others,
 * each opponent contras for himself; Bei contracts are settled one by one and summed.
 */
import type { GameId, Seat } from '../model';
import { rat } from '../rational';
import type { DeclaredHand } from './checked-hand';
import type { CompiledRules } from './compile-rules';
import type { HandCalc } from './hand-calc';
import { amountParam, pushLine } from './lines';

export interface Contract {
  declarer: Seat;
  game: GameId;
  won: boolean;
  kontraBy: Record<string, number> | undefined;
}

/** Every negative contract of a hand: the main one, then the Bei contracts in recorded order. */
export function contractsOf(hand: DeclaredHand): Contract[] {
  const list: Contract[] = [
    { declarer: hand.declarer, game: hand.game, won: hand.result === 'won', kontraBy: hand.kontraBy },
  ];
  for (const b of hand.bei ?? []) {
    list.push({ declarer: b.declarer, game: b.game, won: b.result === 'won', kontraBy: b.kontraBy });
  }
  return list;
}

/** The contract's value per opponent in units: tariff when won, loss tariff when lost (`piccoloLostDouble`: plain piccolo ×2). */
export function contractValue(cr: CompiledRules, game: GameId, won: boolean): number {
  if (won) return cr.tariff[game] ?? 0;
  const loss = cr.loss[game] ?? 0;
  return cr.rules.piccoloLostDouble && game === 'piccolo' ? loss * 2 : loss;
}

export function opponentKontra(kontraBy: Record<string, number> | undefined, seat: Seat): number {
  if (!kontraBy) return 0;
  return kontraBy[seat] ?? 0;
}

export function settleNegative(c: HandCalc, hand: DeclaredHand, cr: CompiledRules): void {
  c.den = cr.unit;
  settleContract(c, hand.declarer, hand.game, hand.result === 'won', hand.kontraBy, cr);
  const bei = hand.bei;
  if (bei) {
    for (let i = 0; i < bei.length; i++) {
      const b = bei[i]!;
      settleContract(c, b.declarer, b.game, b.result === 'won', b.kontraBy, cr);
    }
  }
}

function settleContract(c: HandCalc, d: Seat, game: GameId, won: boolean, kontraBy: Record<string, number> | undefined, cr: CompiledRules): void {
  const base = contractValue(cr, game, won);
  if (c.lines) {
    pushLine(
      c.lines,
      'negative',
      {
        game,
        player: c.name(d),
        result: won ? 'won' : 'lost',
        tariff: amountParam(base, c.den),
        doubled: !won && cr.rules.piccoloLostDouble && game === 'piccolo' ? 1 : 0,
      },
      rat(base, c.den),
    );
  }
  for (let o = 0; o < c.playerCount; o++) {
    if (o === d || !c.isActive(o)) continue;
    const level = opponentKontra(kontraBy, o);
    const full = base * 2 ** level;
    if (won) c.pay(o, d, full, base);
    else c.pay(d, o, full, base);
    if (level > 0 && c.lines) {
      pushLine(c.lines, 'negative.kontra', { player: c.name(o), kontra: level, value: amountParam(full, c.den) }, rat(full, c.den));
    }
  }
}
