/**
 * Positive games (Rufer, Dreier and Farben families; rules.md §3.1) with their
 * Prämien (§4), valat in both modes and Schleifen.
 */
import { parseCardPoints } from '../cards';
import type { Hand, PraemieEntry } from '../model';
import { rat } from '../rational';
import { GAMES, MATERIAL_PRAEMIEN } from '../rules/games';
import { isBird, positiveWinner } from '../rules/outcome';
import type { RuleSet, ValatPraemien } from '../rules/rule-set';
import type { DeclaredHand } from './checked-hand';
import type { CompiledRules } from './compile-rules';
import { thirdsOf } from './fast-rational';
import type { HandCalc } from './hand-calc';
import { amountParam, pushLine } from './lines';

/** 2^level, and one more doubling for a Vorfleck (Kontra before the talon). */
export function kontraFactor(level: number, vorfleck: boolean): number {
  if (level <= 0) return 1;
  return 2 ** (level + (vorfleck ? 1 : 0));
}

/** `soloruferTalonNoKontra`: in a Solorufer whose called king lay in the talon no Kontra counts. */
export function kontraVoid(hand: Hand, rules: RuleSet): boolean {
  return rules.soloruferTalonNoKontra && hand.game === 'solorufer' && hand.calledKingInTalon === true;
}

export function declarerSideMask(hand: DeclaredHand): number {
  const declarer = hand.declarer;
  const partner = hand.partner;
  const withPartner = GAMES[hand.game].hasPartner && partner != null && partner !== declarer;
  return (1 << declarer) | (withPartner ? 1 << partner : 0);
}

/** Which Prämien still count under a made valat (§3.1, §9). */
export function countsUnderValat(mode: ValatPraemien, p: PraemieEntry): boolean {
  switch (mode) {
    case 'none':
      return false;
    case 'announced':
      return p.announced;
    case 'game':
      return !MATERIAL_PRAEMIEN.includes(p.id);
  }
}

/** `silentValatVoidsKontra`: a made silent valat (either side) voids the game's Kontra and Vorfleck (§3.1). */
export function silentValatVoidsKontra(hand: Hand, rules: RuleSet): boolean {
  return rules.silentValatVoidsKontra && hand.valat?.made === true && !hand.valat.announced;
}

export function settlePositive(c: HandCalc, hand: DeclaredHand, cr: CompiledRules): void {
  const rules = cr.rules;
  const game = hand.game;
  const info = GAMES[game];
  const declarer = hand.declarer;
  const V = cr.valatFactorUnit;
  c.den = cr.unit * V;
  const soloF = info.solo && rules.soloDoublesPraemien ? 2 : 1;

  if (hand.conceded) {
    settleConceded(c, hand, cr, soloF);
    return;
  }

  const sideMask = declarerSideMask(hand);
  const noKontra = kontraVoid(hand, rules);
  const valatVoids = !noKontra && silentValatVoidsKontra(hand, rules);
  const level = noKontra || valatVoids ? 0 : (hand.kontra ?? 0);
  const kf = kontraFactor(level, hand.vorfleck === true);
  const valat = hand.valat;
  const multiply = rules.valat.mode === 'multiply';

  // Who won: one rule for validation, settlement, statistics and the hand form (rules/outcome.ts).
  const thirds = hand.points === undefined ? undefined : thirdsOf(hand.points, parseCardPoints);
  const won = positiveWinner({ result: hand.result, thirds, kontra: hand.kontra, valat }, rules) === 'declarer';
  let valatF = V;
  let valatMade = false;
  let valatKind: 'none' | 'silent' | 'announced' | 'failed' = 'none';
  if (valat && multiply) {
    if (valat.made) {
      // Made by the declarer side → won; by the opponents → lost, at the same factor.
      valatMade = true;
      valatF = valat.announced ? cr.valatAnnounced : cr.valatSilent;
      valatKind = valat.announced ? 'announced' : 'silent';
    } else {
      // (interpretation) A failed announced valat is lost by the announcing side at ×8,
      // even with 35/2 or more; the Prämien then count normally (it was no valat).
      valatF = cr.valatAnnounced;
      valatKind = 'failed';
    }
  } else {
    valatMade = valat?.made === true;
  }

  const tariffU = (won ? cr.tariff[game] : cr.loss[game]) ?? 0;
  const sheet = tariffU * valatF;
  const full = sheet * kf;
  c.primitive(sideMask, won, full, sheet);

  if (c.lines) {
    const partner = sideMask & ~(1 << declarer) ? (hand.partner ?? null) : null;
    pushLine(
      c.lines,
      'positive',
      {
        game,
        player: c.name(declarer),
        partner: partner === null ? '' : c.name(partner),
        result: won ? 'won' : 'lost',
        tariff: amountParam(tariffU, cr.unit),
        kontra: level,
        vorfleck: level > 0 && hand.vorfleck ? 1 : 0,
        valat: valatKind,
        valatSide: valat?.side ?? '',
        valatFactor: amountParam(valatF, V),
        value: amountParam(full, c.den),
      },
      rat(full, c.den),
    );
    if (noKontra && hasAnyKontra(hand)) pushLine(c.lines, 'positive.talonNoKontra', { game });
    if (valatVoids && (hand.kontra ?? 0) > 0) pushLine(c.lines, 'positive.silentValatNoKontra', { game });
  }

  if (valat && !multiply) {
    // Mode fixed (baden): the valat is a Prämie of its side with a fixed value,
    // doubled in solo games like every Zusatz, next to the game (interpretation).
    // Its own Kontra (`valat.kontra`, announced valat only) doubles it per level; the game's does not.
    const v = (valat.announced ? cr.valatAnnounced : cr.valatSilent) * V * soloF;
    const valatLevel = noKontra ? 0 : (valat.kontra ?? 0);
    const full = v * 2 ** valatLevel;
    const sideWins = (valat.side === 'declarer') === valat.made;
    c.primitive(sideMask, sideWins, full, v);
    if (c.lines) {
      pushLine(
        c.lines,
        'valatFixed',
        {
          side: valat.side,
          announced: valat.announced ? 1 : 0,
          made: valat.made ? 1 : 0,
          kontra: valatLevel,
          value: amountParam(valat.made ? full : -full, c.den),
        },
        rat(full, c.den),
      );
    }
  }

  const praemien = hand.praemien;
  if (!praemien) return;
  // rules.md §3.1: the valatPraemien filter under a made valat, and under a failed announced
  // one when `valatPraemienWhenFailed` says so.
  const filter = valatMade ? 'valat' : rules.valatPraemienWhenFailed && valat?.announced === true && !valat.made ? 'valatFailed' : null;
  for (let i = 0; i < praemien.length; i++) {
    const p = praemien[i]!;
    settlePraemie(c, p, cr, sideMask, soloF, noKontra, filter);
  }
}

function settlePraemie(
  c: HandCalc,
  p: PraemieEntry,
  cr: CompiledRules,
  sideMask: number,
  soloF: number,
  noKontra: boolean,
  /** The valat filter in force: under a made valat, under a failed announced one, or none. */
  valatFilter: 'valat' | 'valatFailed' | null,
): void {
  const rules = cr.rules;
  const level = noKontra || !p.announced ? 0 : (p.kontra ?? 0);
  const v = (cr.praemie[p.id] ?? 0) * cr.valatFactorUnit * (p.announced ? 2 : 1) * soloF;
  const full = v * 2 ** level;
  let status: 'counts' | 'valat' | 'valatFailed' | 'silentLost' = 'counts';
  if (valatFilter !== null && !countsUnderValat(rules.valatPraemien, p)) status = valatFilter;
  else if (!p.announced && !p.made && !rules.silentLostCounts) status = 'silentLost';
  if (status === 'counts') c.primitive(sideMask, (p.side === 'declarer') === p.made, full, v);
  if (c.lines) {
    pushLine(
      c.lines,
      'praemie',
      {
        praemie: p.id,
        side: p.side,
        player: p.by === undefined ? '' : c.name(p.by),
        announced: p.announced ? 1 : 0,
        made: p.made ? 1 : 0,
        kontra: level,
        status,
        value: status === 'counts' ? amountParam(p.made ? full : -full, c.den) : 0,
      },
      status === 'counts' ? rat(full, c.den) : undefined,
    );
  }
}

/**
 * Schleifen (§3.1): the called king lay in the talon and the declarer gives up.
 * He pays each of the three others the plain tariff plus the announced value of
 * the bird(s) he announced. No Kontra, no valat, no other Prämien.
 */
function settleConceded(c: HandCalc, hand: DeclaredHand, cr: CompiledRules, soloF: number): void {
  const declarer = hand.declarer;
  const tariffU = cr.tariff[hand.game] ?? 0;
  let birdsU = 0;
  for (const p of hand.praemien ?? []) {
    if (p.side === 'declarer' && p.announced && isBird(p.id)) birdsU += (cr.praemie[p.id] ?? 0) * 2 * soloF;
  }
  const v = (tariffU + birdsU) * cr.valatFactorUnit;
  c.primitive(1 << declarer, false, v, v);
  if (c.lines) {
    pushLine(
      c.lines,
      'conceded',
      {
        game: hand.game,
        player: c.name(declarer),
        tariff: amountParam(tariffU, cr.unit),
        birds: amountParam(birdsU, cr.unit),
        value: amountParam(v, c.den),
      },
      rat(v, c.den),
    );
  }
}

function hasAnyKontra(hand: Hand): boolean {
  if ((hand.kontra ?? 0) > 0 || (hand.valat?.kontra ?? 0) > 0) return true;
  return (hand.praemien ?? []).some((p) => (p.kontra ?? 0) > 0);
}
