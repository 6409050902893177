/**
 * Renonce (rules.md §5): the hand is not settled normally; the offender pays.
 * Mode asIfWon: every other active player receives what his side would have
 * received had it won — the game (declarer side at the tariff, opponents at the
 * loss tariff) and every announced Prämie (its own made, the other side's
 * defeated), with the recorded Kontras, Vorfleck and an announced valat (×8 for
 * either side; in valat mode fixed an announced Prämie of its side with its own Kontra).
 * Mode flat: each other player receives the per-opponent value once.
 */
import type { Seat } from '../model';
import { rat } from '../rational';
import { GAMES, isNegativeGame } from '../rules/games';
import type { DeclaredHand, RenonceHand } from './checked-hand';
import type { CompiledRules } from './compile-rules';
import { popcount, type HandCalc } from './hand-calc';
import { amountParam, pushLine } from './lines';
import { contractsOf, contractValue, opponentKontra } from './negative';
import { declarerSideMask, kontraFactor, kontraVoid } from './positive';
import { settleTrischakenRenonce } from './trischaken-renonce';

export function settleRenonce(c: HandCalc, hand: RenonceHand, cr: CompiledRules): void {
  const offender = hand.renonce.by;
  if (c.lines) pushLine(c.lines, 'renonce', { player: c.name(offender), mode: cr.rules.renonce });
  if (hand.game === 'trischaken') settleTrischakenRenonce(c, hand, cr, offender);
  else if (isNegativeGame(hand.game)) settleNegativeRenonce(c, hand, cr, offender);
  else settlePositiveRenonce(c, hand, cr, offender);
  if (c.lines) {
    for (let s = 0; s < c.playerCount; s++) {
      if (s === offender || c.full[s] === 0) continue;
      pushLine(
        c.lines,
        'renonce.pays',
        { player: c.name(offender), to: c.name(s), value: amountParam(c.full[s]!, c.den) },
        rat(c.full[s]!, c.den),
      );
    }
  }
}

function settlePositiveRenonce(c: HandCalc, hand: DeclaredHand, cr: CompiledRules, offender: Seat): void {
  const rules = cr.rules;
  const info = GAMES[hand.game];
  const V = cr.valatFactorUnit;
  c.den = cr.unit * V;
  const soloF = info.solo && rules.soloDoublesPraemien ? 2 : 1;
  const sideMask = declarerSideMask(hand) & c.activeMask;
  const oppMask = c.activeMask & ~sideMask;
  const nS = popcount(sideMask);
  const nO = popcount(oppMask);
  const noKontra = kontraVoid(hand, rules);
  const level = noKontra ? 0 : (hand.kontra ?? 0);
  const kf = kontraFactor(level, hand.vorfleck === true);
  const multiply = rules.valat.mode === 'multiply';
  const announcedValat = hand.valat?.announced === true;
  const valatF = multiply && announcedValat ? cr.valatAnnounced : V;

  // Announced Prämien: whichever side a player is on, his side "wins" each of them.
  let praemienFull = 0;
  let praemienSheet = 0;
  for (const p of hand.praemien ?? []) {
    if (!p.announced) continue;
    const v = (cr.praemie[p.id] ?? 0) * V * 2 * soloF;
    praemienSheet += v;
    praemienFull += v * 2 ** (noKontra ? 0 : (p.kontra ?? 0));
  }
  if (!multiply && announcedValat) {
    // Mode fixed: the announced valat is an announced Prämie of fixed value, with its own Kontra.
    const v = cr.valatAnnounced * V * soloF;
    praemienSheet += v;
    praemienFull += v * 2 ** (noKontra ? 0 : (hand.valat?.kontra ?? 0));
  }

  const game = hand.game;
  const winS = (cr.tariff[game] ?? 0) * valatF;
  const winO = (cr.loss[game] ?? 0) * valatF;
  const flat = rules.renonce === 'flat';
  for (let x = 0; x < c.playerCount; x++) {
    if (x === offender || !c.isActive(x)) continue;
    const inS = (sideMask & (1 << x)) !== 0;
    const sheetV = (inS ? winS : winO) + praemienSheet;
    const fullV = (inS ? winS : winO) * kf + praemienFull;
    // The primitive: a member of the winning declarer side receives v·|O|/|S|, an opponent v.
    const ratio = flat || !inS ? 1 : nO / nS;
    c.pay(offender, x, fullV * ratio, sheetV * ratio);
  }
}

function settleNegativeRenonce(c: HandCalc, hand: DeclaredHand, cr: CompiledRules, offender: Seat): void {
  c.den = cr.unit;
  const flat = cr.rules.renonce === 'flat';
  for (const k of contractsOf(hand)) {
    const d = k.declarer;
    const win = contractValue(cr, k.game, true);
    const lossV = contractValue(cr, k.game, false);
    if (offender === d) {
      // The opponents would have won: each receives the loss tariff with his own Kontra.
      for (let o = 0; o < c.playerCount; o++) {
        if (o === d || !c.isActive(o)) continue;
        c.pay(d, o, lossV * 2 ** opponentKontra(k.kontraBy, o), lossV);
      }
      continue;
    }
    // A renoncing opponent pays the declarer what he would have won from every opponent…
    let full = 0;
    let sheet = 0;
    for (let o = 0; o < c.playerCount; o++) {
      if (o === d || !c.isActive(o)) continue;
      if (flat && o !== offender) continue;
      full += win * 2 ** opponentKontra(k.kontraBy, o);
      sheet += win;
    }
    c.pay(offender, d, full, sheet);
    // …and each other opponent the loss tariff (what his side would have received).
    for (let o = 0; o < c.playerCount; o++) {
      if (o === d || o === offender || !c.isActive(o)) continue;
      c.pay(offender, o, lossV * 2 ** opponentKontra(k.kontraBy, o), lossV);
    }
  }
}
