/**
 * A negative game against the rules and the table (rules.md §3.2, §10): no partner, Prämien,
 * valat or card points; each opponent's own Kontra (kontraBy); the contracts played Bei.
 */
import type { GameId, Seat } from '../model';
import type { ErrorSink } from './checks';
import { kontraTooHigh, type Active, type NotAllowed, type Parsed, type Table } from './hand-table';

export function checkNegative(p: Parsed, t: Table, sink: ErrorSink, active: Active, notAllowed: NotAllowed): void {
  const { hand, present } = p;
  const game = hand.game as GameId;
  const rules = t.rules;
  if (hand.partner !== undefined && hand.partner !== null) {
    sink.add('ERR_PARTNER_NOT_ALLOWED', 'partner', `${game} has no partner (only Rufer games do)`);
  }
  notAllowed('praemien', 'ERR_PRAEMIEN_NOT_ALLOWED', 'negative games have no Prämien');
  notAllowed('valat', 'ERR_VALAT_NOT_ALLOWED', 'negative games have no valat');
  notAllowed('points', 'ERR_NOT_ALLOWED', 'card points are only entered for positive games; a negative game is won or lost');
  notAllowed('conceded', 'ERR_SCHLEIFEN_GAME', 'only a Rufer or Besserrufer can be conceded (Schleifen)');
  notAllowed('calledKingInTalon', 'ERR_NOT_ALLOWED', 'only Rufer games call a king');
  if (hand.kontra !== undefined && hand.kontra > 0) {
    sink.add('ERR_NOT_ALLOWED', 'kontra', 'negative games are contra\'d by each opponent for himself: use kontraBy');
  }
  if (hand.vorfleck) sink.add('ERR_VORFLECK_NO_TALON', 'vorfleck', `${game} has no talon, so it cannot be vorgefleckt`);

  if (hand.result === undefined && !present.has('result') && !present.has('renonce')) {
    sink.add('ERR_REQUIRED', 'result', 'is required for a negative game ("won" or "lost")');
  }
  if (hand.kontraBy) checkKontraBy(hand.kontraBy, hand.declarer, 'kontraBy', t, sink);

  if (hand.bei) {
    if (present.has('renonce')) {
      sink.add('ERR_NOT_ALLOWED', 'bei', 'a Renonce hand cannot carry Bei contracts: record it as a manual hand');
      return;
    }
    if (hand.bei.length > 0 && !rules.bei.includes(game)) {
      sink.add('ERR_BEI_NOT_OFFERED', 'bei', `${game} cannot be played Bei under these rules`, { game });
    }
    const declarers = new Set<Seat>();
    if (hand.declarer !== undefined) declarers.add(hand.declarer);
    hand.bei.forEach((c, i) => {
      const field = `bei[${i}]`;
      if (!rules.games.includes(c.game) || !rules.bei.includes(c.game)) {
        sink.add('ERR_BEI_NOT_OFFERED', `${field}.game`, `${c.game} cannot be played Bei under these rules`, { game: c.game });
      }
      if (active(c.declarer, `${field}.declarer`)) {
        if (declarers.has(c.declarer)) {
          sink.add('ERR_BEI_DUPLICATE_DECLARER', `${field}.declarer`, `seat ${c.declarer} already has a contract in this hand`, { seat: c.declarer });
        }
        declarers.add(c.declarer);
      }
      if (c.kontraBy) checkKontraBy(c.kontraBy, c.declarer, `${field}.kontraBy`, t, sink);
    });
  }
}

function checkKontraBy(kontraBy: Record<string, number>, declarer: Seat | undefined, field: string, t: Table, sink: ErrorSink): void {
  for (const [key, level] of Object.entries(kontraBy)) {
    const seat = Number(key);
    const f = `${field}.${key}`;
    if (seat === declarer) sink.add('ERR_KONTRA_BY_DECLARER', f, 'the declarer cannot contra his own game', { seat });
    else if (seat === t.sittingOut) sink.add('ERR_SEAT_SITS_OUT', f, `seat ${seat} deals and sits out this hand`, { seat });
    if (level > t.rules.maxKontra) kontraTooHigh(f, level, t, sink);
  }
}
