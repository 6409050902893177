/**
 * A positive game against the rules and the table (rules.md §3.1, §4, §10): roles, Kontra and
 * Vorfleck, valat, Schleifen, the result agreeing with points and valat, and the Prämien.
 */
import { formatCardPoints } from '../cards';
import type { GameId, Seat, Side } from '../model';
import { GAMES, RUFER_ONLY_PRAEMIEN, WINNER_ONLY_PRAEMIEN } from '../rules/games';
import { offeredPraemien } from '../rules/resolve-rules';
import { isBird, outcomeVotes, positiveWinner } from '../rules/outcome';
import type { ErrorSink } from './checks';
import { kontraTooHigh, type Active, type NotAllowed, type Parsed, type Table } from './hand-table';

export function checkPositive(p: Parsed, t: Table, sink: ErrorSink, active: Active, notAllowed: NotAllowed): void {
  const { hand, present } = p;
  const game = hand.game as GameId;
  const info = GAMES[game];
  const rules = t.rules;
  const kontra = hand.kontra ?? 0;
  const declarer = hand.declarer;
  const partner = hand.partner ?? null;

  notAllowed('kontraBy', 'ERR_KONTRA_BY_POSITIVE', 'kontraBy is only for negative games: a positive game has one Kontra level (kontra)');
  notAllowed('bei', 'ERR_BEI_NOT_ALLOWED', 'only negative games can be played Bei');

  // Roles.
  if (partner !== null) {
    if (!info.hasPartner) sink.add('ERR_PARTNER_NOT_ALLOWED', 'partner', `${game} has no partner (only Rufer games do)`);
    else if (partner === declarer) sink.add('ERR_PARTNER_IS_DECLARER', 'partner', 'must not be the declarer');
    else if (hand.calledKingInTalon) sink.add('ERR_CALLED_KING_PARTNER', 'partner', 'must be empty: the called king lay in the talon, so the declarer plays alone');
  }
  if (hand.calledKingInTalon && info.family !== 'rufer') sink.add('ERR_NOT_ALLOWED', 'calledKingInTalon', 'only Rufer games call a king');

  // Kontra and Vorfleck.
  if (kontra > rules.maxKontra) kontraTooHigh('kontra', kontra, t, sink);
  if (hand.vorfleck) {
    if (!rules.vorfleck) sink.add('ERR_VORFLECK_RULE_OFF', 'vorfleck', 'the Vorfleck rule is off in these rules');
    else if (info.talon === 0) sink.add('ERR_VORFLECK_NO_TALON', 'vorfleck', `${game} has no talon, so it cannot be vorgefleckt`);
    else if (kontra < 1) sink.add('ERR_VORFLECK_NO_KONTRA', 'vorfleck', 'needs a Kontra (kontra 1 or higher): the Vorfleck is the first Kontra, given before the talon');
  }

  // Valat.
  const valat = hand.valat;
  if (valat && !valat.announced && !valat.made) {
    sink.add('ERR_VALAT_NEITHER', 'valat', 'a valat that was neither announced nor made is no valat: leave it out');
  }
  // A fixed valat's own Kontra (rules.md §3.1): announced valat in mode fixed only.
  const valatKontra = valat?.kontra ?? 0;
  if (valat && valatKontra > 0) {
    if (rules.valat.mode === 'multiply') {
      sink.add('ERR_VALAT_KONTRA_MODE', 'valat.kontra', 'not in valat mode multiply: the game\'s kontra is the valat\'s Kontra');
    } else if (!valat.announced) {
      sink.add('ERR_VALAT_KONTRA_SILENT', 'valat.kontra', 'only an announced valat can be contra\'d');
    } else if (valatKontra > rules.maxKontra) {
      kontraTooHigh('valat.kontra', valatKontra, t, sink);
    }
  }

  // The declarer side (for birds and winner-only Prämien).
  const declarerSide = new Set<Seat>();
  if (declarer !== undefined) declarerSide.add(declarer);
  if (partner !== null && partner !== declarer) declarerSide.add(partner);

  const conceded = hand.conceded === true;
  const renonce = present.has('renonce');
  if (conceded && renonce) sink.add('ERR_NOT_ALLOWED', 'renonce', 'a conceded hand (Schleifen) is not played, so there is no Renonce');

  let winner: Side | null = null;
  if (conceded) {
    if (game !== 'rufer' && game !== 'besserrufer') {
      sink.add('ERR_SCHLEIFEN_GAME', 'conceded', `only a Rufer or Besserrufer can be conceded (Schleifen), not ${game}`, { game });
    }
    if (kontra > 0) sink.add('ERR_SCHLEIFEN_KONTRA', 'kontra', 'a conceded game (Schleifen) cannot be contra\'d');
    if (present.has('valat')) sink.add('ERR_SCHLEIFEN_VALAT', 'valat', 'a conceded game (Schleifen) has no valat');
    if (partner !== null) sink.add('ERR_SCHLEIFEN_PARTNER', 'partner', 'must be empty: the called king lay in the talon and the game was conceded');
    if (hand.result === 'won') sink.add('ERR_SCHLEIFEN_RESULT', 'result', 'a conceded game (Schleifen) is lost');
    if (present.has('points')) sink.add('ERR_SCHLEIFEN_POINTS', 'points', 'a conceded game (Schleifen) is not played: no card points');
    winner = 'opponents';
  } else if (!renonce) {
    winner = checkOutcome(p, t, sink, kontra);
  }

  // Prämien.
  const offered = offeredPraemien(rules, game);
  const seen = new Map<string, number>();
  let hasBesserBird = false;
  (hand.praemien ?? []).forEach((pr, i) => {
    const field = `praemien[${i}]`;
    const bird = isBird(pr.id);
    if (RUFER_ONLY_PRAEMIEN.includes(pr.id) && info.family !== 'rufer') {
      sink.add('ERR_PRAEMIE_RUFER_ONLY', `${field}.id`, `${pr.id} exists only in Rufer games`, { praemie: pr.id });
    } else if (!offered.includes(pr.id)) {
      sink.add('ERR_PRAEMIE_NOT_OFFERED', `${field}.id`, `${pr.id} is not offered in ${game} under these rules`, { praemie: pr.id, game });
    }
    if (pr.id === 'koenig_ultimo' && pr.side !== 'declarer') {
      sink.add('ERR_PRAEMIE_SIDE', `${field}.side`, 'koenig_ultimo is played by the declarer side');
    }
    if (pr.id === 'koenigfang' && pr.side !== 'opponents') {
      sink.add('ERR_PRAEMIE_SIDE', `${field}.side`, 'koenigfang is scored by the opponents (they catch the called king)');
    }
    if (pr.id === 'mondfang' && pr.side === 'declarer' && rules.mondfangOpponentsOnly) {
      sink.add('ERR_MONDFANG_DECLARER', `${field}.side`, 'in these rules only the opponents can score mondfang');
    }
    if ((pr.kontra ?? 0) > 0) {
      if (!pr.announced) sink.add('ERR_PRAEMIE_KONTRA_SILENT', `${field}.kontra`, 'only an announced Prämie can be contra\'d');
      else if ((pr.kontra ?? 0) > rules.maxKontra) kontraTooHigh(`${field}.kontra`, pr.kontra ?? 0, t, sink);
    }
    if (bird) {
      if (pr.by === undefined) {
        sink.add('ERR_BIRD_BY_MISSING', `${field}.by`, `is required for ${pr.id}: the seat that holds the bird`);
      } else if (active(pr.by, `${field}.by`) && declarer !== undefined) {
        const onDeclarerSide = declarerSide.has(pr.by);
        if (pr.side === 'declarer' && !onDeclarerSide) {
          sink.add('ERR_BIRD_BY_SIDE', `${field}.by`, `seat ${pr.by} is not on the declarer side`, { seat: pr.by });
        } else if (pr.side === 'opponents' && onDeclarerSide) {
          sink.add('ERR_BIRD_BY_SIDE', `${field}.by`, `seat ${pr.by} is not an opponent`, { seat: pr.by });
        }
      }
      if (pr.side === 'declarer' && pr.announced && pr.by !== undefined && pr.by === declarer) hasBesserBird = true;
    } else if (pr.by !== undefined) {
      sink.add('ERR_BY_NOT_BIRD', `${field}.by`, 'only birds (pagat, uhu, kakadu, marabu) record who holds them');
    }
    if (WINNER_ONLY_PRAEMIEN.includes(pr.id) && pr.made && winner !== null && pr.side !== winner) {
      sink.add('ERR_PRAEMIE_WINNER_ONLY', `${field}.side`, `${pr.id} can only be made by the side that won the game`, { praemie: pr.id });
    }
    if (conceded && !(info.needsBird && bird && pr.side === 'declarer' && pr.announced)) {
      sink.add('ERR_SCHLEIFEN_PRAEMIE', field, 'a conceded game (Schleifen) carries no Prämien except the Besserrufer\'s announced bird');
    } else if (conceded && (pr.kontra ?? 0) > 0) {
      sink.add('ERR_SCHLEIFEN_KONTRA', `${field}.kontra`, 'a conceded game (Schleifen) cannot be contra\'d');
    }
    // Duplicates: one entry per Prämie and side; a bird (one card) on one side only; not made by both sides.
    const sideKey = `${pr.id}/${pr.side}`;
    const otherKey = `${pr.id}/${pr.side === 'declarer' ? 'opponents' : 'declarer'}`;
    if (seen.has(sideKey)) {
      sink.add('ERR_PRAEMIE_DUPLICATE', `${field}.id`, `${pr.id} is recorded twice for the ${pr.side === 'declarer' ? 'declarer side' : 'opponents'}`, { praemie: pr.id });
    } else if (seen.has(otherKey) && bird) {
      sink.add('ERR_PRAEMIE_DUPLICATE', `${field}.id`, `${pr.id} is recorded for both sides: a bird is one card, held by one seat`, { praemie: pr.id });
    } else if (seen.has(otherKey) && pr.made && (hand.praemien?.[seen.get(otherKey) ?? -1]?.made ?? false)) {
      sink.add('ERR_PRAEMIE_BOTH_MADE', `${field}.made`, `${pr.id} cannot be made by both sides`, { praemie: pr.id });
    }
    if (!seen.has(sideKey)) seen.set(sideKey, i);
  });
  if (info.needsBird && !hasBesserBird) {
    sink.add('ERR_BESSERRUFER_BIRD', 'praemien', `a ${game} needs an announced bird held by the declarer (side "declarer", announced, by = declarer)`, { game });
  }
}

/**
 * The declarer side's result from `result`, `points` and `valat`, checking that
 * they agree (rules.md §3.1). Returns the winning side, or null when unknown.
 */
function checkOutcome(p: Parsed, t: Table, sink: ErrorSink, kontra: number): Side | null {
  const { hand, present } = p;
  const rules = t.rules;
  // Each fact's vote comes from the one rule of who won (rules/outcome.ts).
  const valat = hand.valat;
  const { byResult, byPoints, byValat, needs } = outcomeVotes({ result: hand.result, thirds: p.thirds, kontra, valat }, rules);

  if (byResult === null && byPoints === null && byValat === null) {
    if (!present.has('result') && !present.has('points') && !p.bad.has('valat')) {
      sink.add('ERR_RESULT_REQUIRED', 'result', 'is required: enter "won"/"lost", the declarer side\'s card points, or a valat');
    }
    return null;
  }
  const wins = (s: Side): string => (s === 'declarer' ? 'won' : 'lost');
  if (byValat !== null && byResult !== null && byValat !== byResult) {
    const why = valat?.made
      ? `the ${valat.side === 'declarer' ? 'declarer side' : 'opponents'} took every trick`
      : `the valat announced by the ${valat?.side === 'declarer' ? 'declarer side' : 'opponents'} failed`;
    sink.add('ERR_RESULT_VALAT_MISMATCH', 'result', `must be "${wins(byValat)}": ${why}`);
  }
  if (byValat !== null && byPoints !== null && byValat !== byPoints) {
    sink.add('ERR_POINTS_VALAT_MISMATCH', 'points',
      `${formatCardPoints(p.thirds ?? 0)} cannot be right: the ${byValat === 'declarer' ? 'declarer side' : 'opponents'} took every trick`);
  }
  if (byResult !== null && byPoints !== null && byResult !== byPoints) {
    sink.add('ERR_RESULT_POINTS_MISMATCH', 'result',
      `"${hand.result}" disagrees with points ${formatCardPoints(p.thirds ?? 0)}: the declarer side needs at least ${formatCardPoints(needs)}`,
      { points: formatCardPoints(p.thirds ?? 0), needs: formatCardPoints(needs) });
  }
  return positiveWinner({ result: hand.result, thirds: p.thirds, kontra, valat }, rules);
}
