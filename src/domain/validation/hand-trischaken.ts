/**
 * A Trischaken hand against the rules and the table (rules.md §7, §10): a Vorhand game without
 * partner, Prämien, valat or won/lost; each seat's card points (and tricks) adding up, the
 * seat that sits out left empty, and the Kontra levels the scheme allows.
 */
import { DECK_THIRDS, formatCardPoints } from '../cards';
import type { GameId } from '../model';
import { trischakenMaxKontra } from '../rules/rule-set';
import type { ErrorSink } from './checks';
import { TRICKS, type NotAllowed, type Parsed, type ParsedTrischaken, type Table } from './hand-table';

/** The Trischaken branch of the second phase; `checkTrischaken` checks the points, tricks and Kontra once the shape is right. */
export function checkTrischakenHand(p: Parsed, t: Table, sink: ErrorSink, notAllowed: NotAllowed): void {
  const { hand, present } = p;
  const game = hand.game as GameId;
  const renonce = present.has('renonce');

  if (hand.declarer !== undefined && hand.declarer !== t.vorhand) {
    sink.add('ERR_VORHAND_ONLY', 'declarer', `trischaken is a Vorhand game: the declarer must be seat ${t.vorhand} (Vorhand) or left out`, { game, vorhand: t.vorhand });
  }
  if (hand.partner !== undefined && hand.partner !== null) sink.add('ERR_PARTNER_NOT_ALLOWED', 'partner', 'trischaken has no partner');
  notAllowed('praemien', 'ERR_PRAEMIEN_NOT_ALLOWED', 'Trischaken has no Prämien');
  notAllowed('valat', 'ERR_VALAT_NOT_ALLOWED', 'Trischaken has no valat');
  notAllowed('result', 'ERR_NOT_ALLOWED', 'Trischaken has no won/lost: enter trischaken.points (and optionally trischaken.tricks)');
  notAllowed('points', 'ERR_NOT_ALLOWED', 'Trischaken points go in trischaken.points, one entry per seat');
  notAllowed('kontra', 'ERR_TRISCHAKEN_KONTRA', 'Trischaken Kontra goes in trischaken.kontra, one level per seat');
  notAllowed('kontraBy', 'ERR_TRISCHAKEN_KONTRA', 'Trischaken Kontra goes in trischaken.kontra, one level per seat');
  notAllowed('vorfleck', 'ERR_VORFLECK_NO_TALON', 'only games with a talon can have a Vorfleck');
  notAllowed('bei', 'ERR_BEI_NOT_ALLOWED', 'only negative games can be played Bei');
  notAllowed('conceded', 'ERR_SCHLEIFEN_GAME', 'only a Rufer or Besserrufer can be conceded (Schleifen)');
  notAllowed('calledKingInTalon', 'ERR_NOT_ALLOWED', 'only Rufer games call a king');
  if (p.trischaken) {
    if (!renonce) checkTrischaken(p.trischaken, t, sink);
  } else if (!present.has('trischaken') && !renonce) {
    sink.add('ERR_REQUIRED', 'trischaken', 'is required: each seat\'s card points (tricks optional)');
  }
}

function checkTrischaken(tr: ParsedTrischaken, t: Table, sink: ErrorSink): void {
  const { entry, thirds } = tr;
  const before = sink.errors.length;
  const nullCheck = (arr: readonly unknown[] | undefined, field: string): void => {
    if (!arr) return;
    arr.forEach((v, seat) => {
      if (seat === t.sittingOut && v !== null) {
        sink.add('ERR_TRISCHAKEN_SITTING_OUT', `${field}[${seat}]`, `must be null: seat ${seat} deals and sits out this hand`, { seat });
      } else if (seat !== t.sittingOut && v === null) {
        sink.add('ERR_TRISCHAKEN_MISSING', `${field}[${seat}]`, `is missing: seat ${seat} plays this hand`, { seat });
      }
    });
  };
  nullCheck(entry.points, 'trischaken.points');
  nullCheck(entry.tricks, 'trischaken.tricks');
  nullCheck(entry.kontra, 'trischaken.kontra');
  if (sink.errors.length > before) return;

  const pointSum = thirds.reduce<number>((s, v) => s + (v ?? 0), 0);
  if (pointSum !== DECK_THIRDS) {
    sink.add('ERR_TRISCHAKEN_POINTS_SUM', 'trischaken.points', `must add up to 70/0, they add up to ${formatCardPoints(pointSum)}`, { sum: formatCardPoints(pointSum) });
  }
  // Tricks are optional (rules.md §7); when given they must add up and agree with the points.
  if (entry.tricks) {
    const trickSum = entry.tricks.reduce<number>((s, v) => s + (v ?? 0), 0);
    if (trickSum !== TRICKS) {
      sink.add('ERR_TRISCHAKEN_TRICKS_SUM', 'trischaken.tricks', `must add up to ${TRICKS}, they add up to ${trickSum}`, { sum: trickSum });
    }
    entry.tricks.forEach((tricks, seat) => {
      if (tricks === 0 && (thirds[seat] ?? 0) > 0) {
        sink.add('ERR_TRISCHAKEN_JUNGFRAU_POINTS', `trischaken.points[${seat}]`, `must be 0/0: seat ${seat} took no trick`, { seat });
      } else if (tricks !== null && tricks > 0 && thirds[seat] === 0) {
        sink.add('ERR_TRISCHAKEN_TRICKS_NO_POINTS', `trischaken.tricks[${seat}]`, `must be 0: seat ${seat} has 0/0, and every trick holds card points`, { seat });
      }
    });
  }
  const max = trischakenMaxKontra(t.rules);
  (entry.kontra ?? []).forEach((level, seat) => {
    if (level === null || level === 0 || level <= max) return;
    const message = max === 0
      ? 'these rules have no Kontra in Trischaken'
      : `Trischaken Kontra goes up to level ${max} in these rules, got ${level}`;
    sink.add('ERR_TRISCHAKEN_KONTRA', `trischaken.kontra[${seat}]`, message, { level, max });
  });
}
