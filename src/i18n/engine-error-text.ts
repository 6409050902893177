/**
 * The engine's validation errors in the scorekeeper's words. The engine gives
 * stable codes and params (no UI text); the codes the entry form can run into
 * are translated here, seats become player names. Anything else falls back to
 * the engine's English message.
 */
import type { EngineError } from '@/domain/index';
import { gameName, praemieName } from '@/lib/tarock-names';
import type { GameId, PraemieId } from '@/domain/index';
import type { Lang } from '@/lib/lang';

type Template = (p: Record<string, string | number>, names: string[], lang: Lang) => string;

function seatName(p: Record<string, string | number>, names: string[]): string {
  const seat = typeof p.seat === 'number' ? p.seat : Number(p.seat);
  return Number.isInteger(seat) && names[seat] !== undefined ? (names[seat] as string) : String(p.seat ?? '?');
}

function game(p: Record<string, string | number>, lang: Lang): string {
  return typeof p.game === 'string' ? gameName(p.game as GameId, lang) : '';
}

function praemie(p: Record<string, string | number>): string {
  return typeof p.praemie === 'string' ? praemieName(p.praemie as PraemieId) : '';
}

const DE: Record<string, Template> = {
  ERR_TOO_MANY_HANDS: (p) => `Ein Abend fasst höchstens ${p.max ?? ''} Spiele – bitte einen neuen Abend beginnen.`,
  ERR_NOTE_TOO_LONG: (p) => `Die Notiz ist zu lang (höchstens ${p.max ?? ''} Zeichen).`,
  ERR_CHANGED_ELSEWHERE: () => 'Dieses Spiel wurde inzwischen in einem anderen Fenster geändert – bitte das Blatt neu ansehen.',
  ERR_REQUIRED: () => 'Angabe fehlt.',
  ERR_RESULT_REQUIRED: () => 'Gewonnen, verloren oder Punkte fehlen.',
  ERR_RESULT_POINTS_MISMATCH: (p) => `Punkte ${p.points ?? ''} und Ergebnis widersprechen sich (gewonnen ab ${p.needs ?? ''}).`,
  ERR_RESULT_VALAT_MISMATCH: () => 'Das Ergebnis passt nicht zum Valat.',
  ERR_POINTS_VALAT_MISMATCH: () => 'Die Punkte passen nicht zum Valat.',
  ERR_VALAT_NEITHER: () => 'Ein Valat, der weder angesagt noch gemacht wurde, wird nicht eingetragen.',
  ERR_VALAT_NOT_ALLOWED: () => 'In diesem Spiel gibt es keinen Valat.',
  ERR_PARTNER_IS_DECLARER: () => 'Der Partner kann nicht der Spieler sein.',
  ERR_PARTNER_NOT_ALLOWED: () => 'Dieses Spiel hat keinen Partner.',
  ERR_CALLED_KING_PARTNER: () => 'Der gerufene König lag im Talon: der Spieler spielt allein.',
  ERR_VORHAND_ONLY: (p, _n, lang) => `${game(p, lang)} darf nur die Vorhand spielen.`,
  ERR_SEAT_SITS_OUT: (p, n) => `${seatName(p, n)} gibt und sitzt aus.`,
  ERR_GAME_NOT_OFFERED: (p, _n, lang) => `${game(p, lang)} wird in diesen Regeln nicht gespielt.`,
  ERR_KONTRA_MAX: (p) => `Kontra höchstens bis Stufe ${p.max ?? ''}.`,
  ERR_KONTRA_BY_DECLARER: () => 'Der Spieler kann sein eigenes Spiel nicht kontrieren.',
  ERR_VORFLECK_NO_KONTRA: () => 'Ein Vorfleck braucht ein Kontra.',
  ERR_VORFLECK_NO_TALON: () => 'Vorfleck gibt es nur in Spielen mit Talon.',
  ERR_VORFLECK_RULE_OFF: () => 'Vorfleck ist in diesen Regeln nicht vorgesehen.',
  ERR_PRAEMIE_NOT_OFFERED: (p, _n, lang) => `${praemie(p)} gibt es in ${game(p, lang)} nach diesen Regeln nicht.`,
  ERR_PRAEMIE_RUFER_ONLY: (p) => `${praemie(p)} gibt es nur in Rufer-Spielen.`,
  ERR_PRAEMIE_SIDE: () => 'Diese Prämie kann nur die andere Seite machen.',
  ERR_MONDFANG_DECLARER: () => 'Den Mondfang können hier nur die Gegner machen.',
  ERR_PRAEMIE_KONTRA_SILENT: () => 'Nur angesagte Prämien können kontriert werden.',
  ERR_BIRD_BY_MISSING: () => 'Wer hatte den Vogel?',
  ERR_BIRD_BY_SIDE: (p, n) => `${seatName(p, n)} ist nicht auf der Seite dieser Prämie.`,
  ERR_PRAEMIE_WINNER_ONLY: (p) => `${praemie(p)} kann nur die Seite machen, die das Spiel gewonnen hat.`,
  ERR_PRAEMIE_DUPLICATE: (p) => `${praemie(p)} ist doppelt eingetragen.`,
  ERR_PRAEMIE_BOTH_MADE: (p) => `${praemie(p)} können nicht beide Seiten machen.`,
  ERR_PRAEMIEN_NOT_ALLOWED: () => 'In diesem Spiel gibt es keine Prämien.',
  ERR_BESSERRUFER_BIRD: (p, _n, lang) => `Ein ${game(p, lang)} braucht einen angesagten Vogel des Spielers.`,
  ERR_SCHLEIFEN_GAME: () => 'Schleifen gibt es nur beim Rufer und Besserrufer.',
  ERR_SCHLEIFEN_KONTRA: () => 'Ein geschleiftes Spiel hat kein Kontra.',
  ERR_SCHLEIFEN_VALAT: () => 'Ein geschleiftes Spiel hat keinen Valat.',
  ERR_SCHLEIFEN_PARTNER: () => 'Beim Schleifen gibt es keinen Partner.',
  ERR_SCHLEIFEN_RESULT: () => 'Ein geschleiftes Spiel ist verloren.',
  ERR_SCHLEIFEN_POINTS: () => 'Ein geschleiftes Spiel wird nicht gespielt: keine Punkte.',
  ERR_SCHLEIFEN_PRAEMIE: () => 'Beim Schleifen zählen nur die angesagten Vögel des Besserrufers.',
  ERR_BEI_NOT_OFFERED: (p, _n, lang) => `${game(p, lang)} kann hier nicht Bei gespielt werden.`,
  ERR_BEI_NOT_ALLOWED: () => 'Bei gibt es nur bei Negativspielen.',
  ERR_BEI_DUPLICATE_DECLARER: (p, n) => `${seatName(p, n)} spielt in diesem Spiel schon.`,
  ERR_TRISCHAKEN_POINTS_SUM: (p) => `Die Punkte ergeben ${p.sum ?? ''} statt 70/0.`,
  ERR_TRISCHAKEN_TRICKS_SUM: (p) => `Die Stiche ergeben ${p.sum ?? ''} statt 12.`,
  ERR_TRISCHAKEN_JUNGFRAU_POINTS: (p, n) => `${seatName(p, n)} hat keinen Stich, also 0 Punkte.`,
  ERR_TRISCHAKEN_TRICKS_NO_POINTS: (p, n) => `${seatName(p, n)} hat 0 Punkte, also keinen Stich.`,
  ERR_TRISCHAKEN_MISSING: (p, n) => `Angaben für ${seatName(p, n)} fehlen.`,
  ERR_TRISCHAKEN_KONTRA: () => 'Dieses Kontra ist beim Trischaken hier nicht erlaubt.',
  ERR_MANUAL_SUM: () => 'Die Beträge müssen zusammen 0 ergeben.',
  ERR_MANUAL_AMOUNT: () => 'Betrag ungültig (höchstens 4 Nachkommastellen).',
  ERR_MANUAL_SITTING_OUT: (p, n) => `${seatName(p, n)} sitzt aus und bekommt 0.`,
  ERR_POINTS_INVALID: () => 'Punkte von 0/0 bis 70/0, Blatt 0–2.',
  ERR_LAST_ROUND: () => 'Die letzte Runde muss bei einem vorhandenen Spiel beginnen.',
  ERR_KASSA_START: () => 'Der übernommene Stand der Pagatkassa muss eine Zahl ab 0 sein.',
  ERR_NOT_ALLOWED: () => 'Diese Angabe passt nicht zu diesem Spiel.',
  ERR_HAND_INDEX: () => 'Dieses Spiel gibt es nicht.',
};

const EN: Record<string, Template> = {
  ERR_TOO_MANY_HANDS: (p) => `An evening holds at most ${p.max ?? ''} games – please start a new evening.`,
  ERR_NOTE_TOO_LONG: (p) => `The note is too long (at most ${p.max ?? ''} characters).`,
  ERR_CHANGED_ELSEWHERE: () => 'This game was changed in another window in the meantime – please look at the sheet again.',
  ERR_REQUIRED: () => 'Missing.',
  ERR_RESULT_REQUIRED: () => 'Won, lost or points are missing.',
  ERR_RESULT_POINTS_MISMATCH: (p) => `Points ${p.points ?? ''} and result disagree (won from ${p.needs ?? ''}).`,
  ERR_RESULT_VALAT_MISMATCH: () => 'The result does not match the Valat.',
  ERR_POINTS_VALAT_MISMATCH: () => 'The points do not match the Valat.',
  ERR_VALAT_NEITHER: () => 'A Valat neither announced nor made is not recorded.',
  ERR_VALAT_NOT_ALLOWED: () => 'This game has no Valat.',
  ERR_PARTNER_IS_DECLARER: () => 'The partner cannot be the declarer.',
  ERR_PARTNER_NOT_ALLOWED: () => 'This game has no partner.',
  ERR_CALLED_KING_PARTNER: () => 'The called king lay in the talon: the declarer plays alone.',
  ERR_VORHAND_ONLY: (p, _n, lang) => `Only the first hand may play ${game(p, lang)}.`,
  ERR_SEAT_SITS_OUT: (p, n) => `${seatName(p, n)} deals and sits out.`,
  ERR_GAME_NOT_OFFERED: (p, _n, lang) => `${game(p, lang)} is not played under these rules.`,
  ERR_KONTRA_MAX: (p) => `Kontra goes up to level ${p.max ?? ''} at most.`,
  ERR_KONTRA_BY_DECLARER: () => 'The declarer cannot contra his own game.',
  ERR_VORFLECK_NO_KONTRA: () => 'A Vorfleck needs a Kontra.',
  ERR_VORFLECK_NO_TALON: () => 'Only games with a talon can have a Vorfleck.',
  ERR_VORFLECK_RULE_OFF: () => 'These rules have no Vorfleck.',
  ERR_PRAEMIE_NOT_OFFERED: (p, _n, lang) => `${praemie(p)} does not count in ${game(p, lang)} under these rules.`,
  ERR_PRAEMIE_RUFER_ONLY: (p) => `${praemie(p)} exists only in Rufer games.`,
  ERR_PRAEMIE_SIDE: () => 'Only the other side can make this Prämie.',
  ERR_MONDFANG_DECLARER: () => 'Only the opponents can score the Mondfang here.',
  ERR_PRAEMIE_KONTRA_SILENT: () => 'Only announced Prämien can be contra’d.',
  ERR_BIRD_BY_MISSING: () => 'Who held the bird?',
  ERR_BIRD_BY_SIDE: (p, n) => `${seatName(p, n)} is not on this Prämie’s side.`,
  ERR_PRAEMIE_WINNER_ONLY: (p) => `${praemie(p)} can only be made by the side that won the game.`,
  ERR_PRAEMIE_DUPLICATE: (p) => `${praemie(p)} is recorded twice.`,
  ERR_PRAEMIE_BOTH_MADE: (p) => `${praemie(p)} cannot be made by both sides.`,
  ERR_PRAEMIEN_NOT_ALLOWED: () => 'This game has no Prämien.',
  ERR_BESSERRUFER_BIRD: (p, _n, lang) => `A ${game(p, lang)} needs an announced bird held by the declarer.`,
  ERR_SCHLEIFEN_GAME: () => 'Only a Rufer or Besserrufer can be conceded.',
  ERR_SCHLEIFEN_KONTRA: () => 'A conceded game has no Kontra.',
  ERR_SCHLEIFEN_VALAT: () => 'A conceded game has no Valat.',
  ERR_SCHLEIFEN_PARTNER: () => 'A conceded game has no partner.',
  ERR_SCHLEIFEN_RESULT: () => 'A conceded game is lost.',
  ERR_SCHLEIFEN_POINTS: () => 'A conceded game is not played: no points.',
  ERR_SCHLEIFEN_PRAEMIE: () => 'A conceded game counts only the Besserrufer’s announced birds.',
  ERR_BEI_NOT_OFFERED: (p, _n, lang) => `${game(p, lang)} cannot be played Bei here.`,
  ERR_BEI_NOT_ALLOWED: () => 'Only negative games can be played Bei.',
  ERR_BEI_DUPLICATE_DECLARER: (p, n) => `${seatName(p, n)} already plays a contract in this hand.`,
  ERR_TRISCHAKEN_POINTS_SUM: (p) => `The points add up to ${p.sum ?? ''} instead of 70/0.`,
  ERR_TRISCHAKEN_TRICKS_SUM: (p) => `The tricks add up to ${p.sum ?? ''} instead of 12.`,
  ERR_TRISCHAKEN_JUNGFRAU_POINTS: (p, n) => `${seatName(p, n)} took no trick, so 0 points.`,
  ERR_TRISCHAKEN_TRICKS_NO_POINTS: (p, n) => `${seatName(p, n)} has 0 points, so no trick.`,
  ERR_TRISCHAKEN_MISSING: (p, n) => `Entries for ${seatName(p, n)} are missing.`,
  ERR_TRISCHAKEN_KONTRA: () => 'This Kontra is not allowed in Trischaken here.',
  ERR_MANUAL_SUM: () => 'The amounts must sum to 0.',
  ERR_MANUAL_AMOUNT: () => 'Invalid amount (at most 4 decimals).',
  ERR_MANUAL_SITTING_OUT: (p, n) => `${seatName(p, n)} sits out and scores 0.`,
  ERR_POINTS_INVALID: () => 'Points from 0/0 to 70/0, Blatt 0–2.',
  ERR_LAST_ROUND: () => 'The last round must start at an existing game.',
  ERR_KASSA_START: () => 'The carried-over Pagat pot must be a number from 0.',
  ERR_NOT_ALLOWED: () => 'This does not fit this game.',
  ERR_HAND_INDEX: () => 'This game does not exist.',
};

/** One error as a sentence for the scorekeeper (German or English). */
export function engineErrorText(error: EngineError, lang: Lang, names: string[]): string {
  const template = (lang === 'en' ? EN : DE)[error.code];
  if (!template) return error.message;
  try {
    return template(error.params ?? {}, names, lang);
  } catch {
    return error.message;
  }
}

/** Errors concerning another hand than the edited one are prefixed with that hand ("Spiel 5: …"). */
export function engineErrorLine(error: EngineError, lang: Lang, names: string[], editedIndex: number): string {
  const text = engineErrorText(error, lang, names);
  if (error.hand === null || error.hand === editedIndex) return text;
  return `${lang === 'en' ? 'Game' : 'Spiel'} ${error.hand + 1}: ${text}`;
}
