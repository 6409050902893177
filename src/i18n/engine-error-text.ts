/**
 * The one place where the engine's errors become German or English text: the
 * checks of a hand, an evening file and a rule set (ERROR_CODES), the refusals
 * of a change to an evening (SESSION_OP_ERROR_CODES), and the tournament's
 * problems — file checks located by round, table, hand and player, the seating
 * draw's refusals and the director's actions. The domain gives stable codes and
 * params (no UI text); every code has a German and an English text (the type
 * checker demands one per listed code, a test renders each in both languages),
 * seats become player names. Every screen, the import and the rule-set editor
 * word engine errors through here.
 */
import { RESULTS_DE, RESULTS_EN } from './results-error-text';
import type { EngineError, ErrorCode, GameId, PraemieId, DrawErrorCode, SeasonErrorCode, TournamentErrorCode } from '@/domain/index';
import { GAME_IDS } from '@/domain/model';
import type { SessionOpErrorCode } from '@/domain/session-ops';
import { gameName, praemieName } from '@/lib/tarock-names';
import type { Lang } from '@/lib/lang';

type Params = Record<string, string | number>;
type Template = (p: Params, names: string[], lang: Lang, field: string) => string;
type EngineCode = ErrorCode | SessionOpErrorCode;
function seatName(p: Params, names: string[]): string {
  const seat = typeof p.seat === 'number' ? p.seat : Number(p.seat);
  return Number.isInteger(seat) && names[seat] !== undefined ? (names[seat] as string) : String(p.seat ?? '?');
}

function game(p: Params, lang: Lang): string {
  return typeof p.game === 'string' ? gameName(p.game as GameId, lang) : '';
}

function praemie(p: Params): string {
  return typeof p.praemie === 'string' ? praemieName(p.praemie as PraemieId) : '';
}

/** The rule an override error names (its field without the `rules.overrides.` in front). */
function rule(field: string): string {
  return field.replace(/^(rules\.)?overrides\./, '');
}

/** A list of game ids (as the tariff check names them) as game names. */
function games(p: Params, lang: Lang): string {
  return String(p.games ?? '')
    .split(/,\s*/)
    .filter(Boolean)
    .map((g) => ((GAME_IDS as readonly string[]).includes(g) ? gameName(g as GameId, lang) : g))
    .join(', ');
}

const DE: Record<EngineCode, Template> = {
  ERR_NOT_SESSION: () => 'Das ist keine Abend-Datei (kein JSON-Objekt).',
  ERR_FORMAT: () => 'Das ist keine Abend-Datei (Format ist nicht „tarock-session“).',
  ERR_VERSION_NEWER: () => 'Die Datei stammt aus einer neueren Version von Königsblock. Bitte die App aktualisieren.',
  ERR_VERSION_UNKNOWN: () => 'Unbekannte Dateiversion.',
  ERR_PLAYER_COUNT: () => 'Ein Abend braucht 4 oder 5 Spieler.',
  ERR_PLAYER_NAME: () => 'Ein Spielername ist leer oder ungültig.',
  ERR_PLAYER_DUPLICATE: () => 'Zwei Spieler haben denselben Namen.',
  ERR_STAKE: () => 'Der Einsatz muss eine ganze Zahl von Cent sein (0 bis 1.000.000).',
  ERR_DATE: () => 'Das Datum ist ungültig.',
  ERR_INTERNAL: () => 'Unerwarteter Inhalt, der nicht geprüft werden konnte.',
  ERR_TOURNAMENT_LINK: () => 'Die Turnier-Angaben des Abends sind unvollständig oder ungültig.',
  ERR_RULES_PRESET: () => 'Unbekannte Regelvorlage.',
  ERR_OVERRIDE_UNKNOWN_KEY: (_p, _n, _l, f) => `Eine Regel „${rule(f)}“ gibt es nicht.`,
  ERR_OVERRIDE_VALUE: (_p, _n, _l, f) => `Ungültiger Wert für die Regel „${rule(f)}“.`,
  ERR_TRISCHAKEN_SCHEME_ONLY: () => 'Jungfrau, Punktegleichstand und Trischaker-Gleichstand gibt es nur bei der Trischaken-Abrechnung nach Tarockcup: zuerst diese wählen.',
  ERR_OVERRIDE_UNKNOWN_GAME: (_p, _n, _l, f) => `Die Regel „${rule(f)}“ nennt ein unbekanntes Spiel.`,
  ERR_OVERRIDE_UNKNOWN_PRAEMIE: (_p, _n, _l, f) => `Die Regel „${rule(f)}“ nennt eine unbekannte Prämie.`,
  ERR_OVERRIDE_DUPLICATE: () => 'Ein Eintrag kommt doppelt vor.',
  ERR_TARIFF_MISSING: (p, _n, lang) => `Ohne Tarif: ${games(p, lang)}.`,
  ERR_TYPE: (_p, _n, _l, f) => `Falscher Wert bei „${f}“.`,
  ERR_UNKNOWN_KEY: (_p, _n, _l, f) => `„${f}“ gehört nicht in dieses Format.`,
  ERR_HAND_NOT_OBJECT: () => 'Ein Spiel ist kein gültiger Eintrag.',
  ERR_SEAT: (_p, _n, _l, f) => `„${f}“ nennt keinen Platz an diesem Tisch.`,
  ERR_UNKNOWN_GAME: () => 'Unbekanntes Spiel.',
  ERR_UNKNOWN_PRAEMIE: () => 'Unbekannte Prämie.',
  ERR_KONTRA_LEVEL: () => 'Die Kontra-Stufe muss zwischen 0 und 6 liegen.',
  ERR_ARRAY_LENGTH: (_p, _n, _l, f) => `„${f}“ braucht genau einen Eintrag je Spieler.`,
  ERR_KONTRA_BY_KEY: () => 'Ein Kontra nennt einen Platz, den es an diesem Tisch nicht gibt.',
  ERR_BY_NOT_BIRD: () => 'Wer eine Prämie hatte, wird nur bei einem Vogel eingetragen.',
  ERR_KONTRA_BY_POSITIVE: () => 'Kontra je Spieler gibt es nur bei Negativspielen.',
  ERR_TRISCHAKEN_SITTING_OUT: () => 'Wer gibt und aussetzt, hat beim Trischaken keine Angaben.',
  ERR_TOO_MANY_HANDS: (p) => `Ein Abend fasst höchstens ${p.max ?? ''} Spiele – bitte einen neuen Abend beginnen.`,
  ERR_NOTE_TOO_LONG: (p) => `Die Notiz ist zu lang (höchstens ${p.max ?? ''} Zeichen).`,
  ERR_CHANGED_ELSEWHERE: () => 'Dieses Spiel wurde inzwischen in einem anderen Fenster geändert – bitte das Blatt neu ansehen.',
  ERR_REQUIRED: () => 'Angabe fehlt.',
  ERR_RESULT_REQUIRED: () => 'Gewonnen, verloren oder Punkte fehlen.',
  ERR_RESULT_POINTS_MISMATCH: (p) => `Punkte ${p.points ?? ''} und Ergebnis widersprechen sich (gewonnen ab ${p.needs ?? ''}).`,
  ERR_RESULT_VALAT_MISMATCH: () => 'Das Ergebnis passt nicht zum Valat.',
  ERR_POINTS_VALAT_MISMATCH: () => 'Die Punkte passen nicht zum Valat.',
  ERR_VALAT_NEITHER: () => 'Ein Valat, der weder angesagt noch gemacht wurde, wird nicht eingetragen.',
  ERR_VALAT_KONTRA_MODE: () => 'Ein eigenes Valat-Kontra gibt es nur beim fixen Valat; hier ist das Kontra aufs Spiel das Valat-Kontra.',
  ERR_VALAT_KONTRA_SILENT: () => 'Nur ein angesagter Valat kann kontriert werden.',
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

const EN: Record<EngineCode, Template> = {
  ERR_NOT_SESSION: () => 'This is not an evening file (not a JSON object).',
  ERR_FORMAT: () => 'This is not an evening file (format is not "tarock-session").',
  ERR_VERSION_NEWER: () => 'The file comes from a newer version of Königsblock. Please update the app.',
  ERR_VERSION_UNKNOWN: () => 'Unknown file version.',
  ERR_PLAYER_COUNT: () => 'An evening needs 4 or 5 players.',
  ERR_PLAYER_NAME: () => 'A player name is empty or invalid.',
  ERR_PLAYER_DUPLICATE: () => 'Two players have the same name.',
  ERR_STAKE: () => 'The stake must be a whole number of cents (0 to 1,000,000).',
  ERR_DATE: () => 'The date is invalid.',
  ERR_INTERNAL: () => 'Unexpected content that could not be checked.',
  ERR_TOURNAMENT_LINK: () => "The evening's tournament details are incomplete or invalid.",
  ERR_RULES_PRESET: () => 'Unknown rule preset.',
  ERR_OVERRIDE_UNKNOWN_KEY: (_p, _n, _l, f) => `There is no rule "${rule(f)}".`,
  ERR_OVERRIDE_VALUE: (_p, _n, _l, f) => `Invalid value for the rule "${rule(f)}".`,
  ERR_TRISCHAKEN_SCHEME_ONLY: () => 'Jungfrau, ties and Vorhand ties are settings of the Tarockcup Trischaken scheme only: choose that scheme first.',
  ERR_OVERRIDE_UNKNOWN_GAME: (_p, _n, _l, f) => `The rule "${rule(f)}" names an unknown game.`,
  ERR_OVERRIDE_UNKNOWN_PRAEMIE: (_p, _n, _l, f) => `The rule "${rule(f)}" names an unknown Prämie.`,
  ERR_OVERRIDE_DUPLICATE: () => 'An entry is listed twice.',
  ERR_TARIFF_MISSING: (p, _n, lang) => `No tariff: ${games(p, lang)}.`,
  ERR_TYPE: (_p, _n, _l, f) => `Wrong value at "${f}".`,
  ERR_UNKNOWN_KEY: (_p, _n, _l, f) => `"${f}" is not part of this format.`,
  ERR_HAND_NOT_OBJECT: () => 'A game is not a valid entry.',
  ERR_SEAT: (_p, _n, _l, f) => `"${f}" names no seat of this table.`,
  ERR_UNKNOWN_GAME: () => 'Unknown game.',
  ERR_UNKNOWN_PRAEMIE: () => 'Unknown Prämie.',
  ERR_KONTRA_LEVEL: () => 'The Kontra level must be between 0 and 6.',
  ERR_ARRAY_LENGTH: (_p, _n, _l, f) => `"${f}" needs exactly one entry per player.`,
  ERR_KONTRA_BY_KEY: () => 'A Kontra names a seat this table does not have.',
  ERR_BY_NOT_BIRD: () => 'Who held a Prämie is recorded for birds only.',
  ERR_KONTRA_BY_POSITIVE: () => 'Kontra per player exists in negative games only.',
  ERR_TRISCHAKEN_SITTING_OUT: () => 'The dealer sitting out has no entries in Trischaken.',
  ERR_TOO_MANY_HANDS: (p) => `An evening holds at most ${p.max ?? ''} games – please start a new evening.`,
  ERR_NOTE_TOO_LONG: (p) => `The note is too long (at most ${p.max ?? ''} characters).`,
  ERR_CHANGED_ELSEWHERE: () => 'This game was changed in another window in the meantime – please look at the sheet again.',
  ERR_REQUIRED: () => 'Missing.',
  ERR_RESULT_REQUIRED: () => 'Won, lost or points are missing.',
  ERR_RESULT_POINTS_MISMATCH: (p) => `Points ${p.points ?? ''} and result disagree (won from ${p.needs ?? ''}).`,
  ERR_RESULT_VALAT_MISMATCH: () => 'The result does not match the Valat.',
  ERR_POINTS_VALAT_MISMATCH: () => 'The points do not match the Valat.',
  ERR_VALAT_NEITHER: () => 'A Valat neither announced nor made is not recorded.',
  ERR_VALAT_KONTRA_MODE: () => 'A Valat has its own Kontra only when it is a fixed bonus; here the game\'s Kontra is the Valat\'s.',
  ERR_VALAT_KONTRA_SILENT: () => 'Only an announced Valat can be contra\'d.',
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

function engineTemplate(code: string, lang: Lang): Template | undefined {
  const table = (lang === 'en' ? EN : DE) as Record<string, Template | undefined>;
  return Object.prototype.hasOwnProperty.call(table, code) ? table[code] : undefined;
}

/** A code no table knows (a newer engine's): a plain sentence in the language, the code for support. */
function unknownText(code: string, lang: Lang): string {
  return lang === 'en' ? `Not accepted (${code}).` : `Nicht angenommen (${code}).`;
}

/** One error as a sentence for the scorekeeper (German or English); seats become `names`. */
export function engineErrorText(error: Pick<EngineError, 'code' | 'field' | 'params'>, lang: Lang, names: readonly string[] = []): string {
  const template = engineTemplate(error.code, lang) ?? tournamentTemplate(error.code, lang);
  if (!template) return unknownText(error.code, lang);
  return template(error.params ?? {}, [...names], lang, error.field);
}

/** Errors concerning another hand than the edited one are prefixed with that hand ("Spiel 5: …"); -1 prefixes every hand. */
export function engineErrorLine(error: EngineError, lang: Lang, names: readonly string[], editedIndex: number): string {
  const text = engineErrorText(error, lang, names);
  if (error.hand === null || error.hand === editedIndex) return text;
  return `${lang === 'en' ? 'Game' : 'Spiel'} ${error.hand + 1}: ${text}`;
}

/**
 * A change to the evening the engine refused, as the reason after "Nicht geändert: …": seat
 * and Vorhand problems are said as what the change would do.
 */
export function changeRefusalText(error: EngineError, lang: Lang, names: readonly string[]): string {
  const where = error.hand === null ? '' : `${lang === 'en' ? 'Game' : 'Spiel'} ${error.hand + 1}: `;
  if (error.code === 'ERR_VORHAND_ONLY') {
    return where + (lang === 'en' ? 'the declarer would no longer be first hand' : 'der Spieler wäre nicht mehr Vorhand');
  }
  if (error.code === 'ERR_SEAT_SITS_OUT') {
    const seat = typeof error.params?.seat === 'number' ? (names[error.params.seat] ?? '') : '';
    return where + (lang === 'en' ? `${seat} would deal and sit out` : `${seat} würde geben und aussetzen`);
  }
  return engineErrorLine(error, lang, names, -1);
}

// ---- the tournament's problems (tournament-format.md §2, §5, and the director's actions) ----

type TournamentCode = TournamentErrorCode | DrawErrorCode;

export interface TournamentProblemLike {
  code: string;
  message: string;
  field?: string;
  round?: number;
  table?: number;
  hand?: number;
  player?: number;
  /** An entry of a results list (§11), shown as its row. */
  entry?: number;
  params?: Record<string, string | number>;
}

const TOURNAMENT_DE: Record<TournamentCode, Template> & Record<string, Template> = {
  ERR_T_NOT_JSON: () => 'Die Datei ist kein gültiges JSON.',
  ERR_T_FILE_TOO_LARGE: (p) => `Die Datei ist ${p.sizeMb ?? '?'} MB groß – Turnier- und Saisondateien dürfen höchstens ${p.maxMb} MB haben. Bitte die richtige Datei wählen.`,
  ERR_T_NOT_OBJECT: () => 'Das ist keine Turnierdatei.',
  ERR_T_FORMAT: () => 'Das ist keine Turnierdatei (Format ist nicht „tarock-tournament“).',
  ERR_T_VERSION_NEWER: () => 'Die Datei stammt aus einer neueren Version von Königsblock. Bitte die App aktualisieren.',
  ERR_T_VERSION_UNKNOWN: () => 'Unbekannte Dateiversion.',
  ERR_T_UNKNOWN_KEY: () => 'Ein Feld, das es in Turnierdateien nicht gibt.',
  ERR_T_REQUIRED: () => 'Angabe fehlt.',
  ERR_T_TYPE: () => 'Falscher Wert.',
  ERR_T_ID: () => 'Die Turnier-Kennung ist ungültig.',
  ERR_T_NAME: () => 'Der Name des Turniers muss 1 bis 80 Zeichen lang sein.',
  ERR_T_DATE: () => 'Das Datum ist ungültig.',
  ERR_T_STAKE: () => 'Der Einsatz muss eine ganze Zahl von Cent sein (0 bis 1.000.000).',
  ERR_T_PLANNED_ROUNDS: () => 'Die Rundenzahl muss eine ganze Zahl von 1 bis 20 sein.',
  ERR_T_HANDS_PER_ROUND: () => 'Spiele je Runde: ganze Zahlen von 1 bis 100.',
  ERR_T_TIME_LIMIT: () => 'Das Zeitlimit muss eine ganze Zahl von 1 bis 1440 Minuten sein.',
  ERR_T_CUP_POINTS: () => 'Die Cuppunkte müssen eine Liste von Zahlen ab 0 sein, „fixpunkte“ oder „heine“.',
  ERR_T_CUP_POINTS_SCHEME: (p) => `Ein Cuppunkte-System „${p.scheme ?? ''}“ gibt es nicht (möglich: Liste, „fixpunkte“, „heine“).`,
  ERR_T_CUP_NUMBER: () => 'Die Cupnummer muss 1 bis 20 Zeichen lang sein.',
  ERR_T_CUP_NUMBER_DUPLICATE: (p) => `Die Cupnummer ${p.cupNumber ?? ''} hat schon Spieler ${typeof p.other === 'number' ? p.other + 1 : ''}.`,
  ERR_T_PLAYER_ID: () => 'Eine Spieler-Kennung ist ungültig.',
  ERR_T_PLAYER_ID_DUPLICATE: () => 'Zwei Spieler haben dieselbe Kennung.',
  ERR_T_PLAYER_NAME: (p) => (p.max ? `Ein Name ist länger als ${p.max} Zeichen${p.name ? ` („${String(p.name).slice(0, 30)}…“)` : ''}.` : 'Ein Name muss 1 bis 60 Zeichen lang sein.'),
  ERR_T_WITHDRAWN_AFTER: () => 'Die Runde der Abmeldung ist ungültig.',
  ERR_T_TOO_MANY_ROUNDS: () => 'Mehr Runden als geplant. Erhöhe zuerst die Rundenzahl.',
  ERR_T_TABLE_NUMBER: () => 'Tischnummern müssen 1 bis Anzahl der Tische sein.',
  ERR_T_TABLE_NUMBER_DUPLICATE: () => 'Zwei Tische haben dieselbe Nummer.',
  ERR_T_TABLE_SIZE: () => 'Ein Tisch braucht 4 oder 5 Spieler.',
  ERR_T_UNKNOWN_PLAYER: () => 'Ein Tisch nennt einen Spieler, der nicht angemeldet ist.',
  ERR_T_PLAYER_TWICE: () => 'Ein Spieler sitzt in einer Runde zweimal.',
  ERR_T_PLAYER_WITHDRAWN: () => 'Ein Spieler ist für eine Runde nach seiner Abmeldung ausgelost.',
  ERR_T_FIRST_DEALER: () => 'Der erste Geber ist kein Platz des Tisches.',
  ERR_T_TABLE_KEY: () => 'Der Schlüssel des Tisches ist ungültig (22 Zeichen Base64url).',
  ERR_T_RESULT_KIND: () => 'Ein Ergebnis braucht entweder Spiele oder Summen.',
  ERR_T_TOTALS_LENGTH: (p) => `Es braucht eine Summe je Spieler${p.expected !== undefined ? ` (${p.expected})` : ''}.`,
  ERR_T_TOTALS_VALUE: () => 'Eine Summe ist keine gültige Zahl.',
  ERR_T_TOTALS_SUM: (p) => `Die Summen ergeben zusammen ${p.sum ?? p.got ?? '≠ 0'}, nicht 0.`,
  ERR_T_NOTE: () => 'Die Notiz ist zu lang.',
  ERR_T_RECEIVED_AT: () => 'Der Eingangszeitpunkt ist ungültig.',
  ERR_T_LOTS_UNKNOWN: () => 'Das Los nennt einen unbekannten Spieler.',
  ERR_T_LOTS_DUPLICATE: () => 'Das Los nennt einen Spieler zweimal.',
  ERR_T_NO_SUCH_ROUND: () => 'Diese Runde gibt es nicht.',
  ERR_T_NO_SUCH_TABLE: () => 'Diesen Tisch gibt es in der Runde nicht.',
  ERR_T_NO_SUCH_PLAYER: () => 'Diesen Spieler gibt es im Turnier nicht (mehr).',
  ERR_T_RESULT_PLAYERS: (p) =>
    p.reason === 'tournament'
      ? 'Das Blatt gehört zu einem anderen Turnier.'
      : p.reason === 'table'
        ? `Das Blatt ist von Runde ${p.round}, Tisch ${p.table}.`
        : p.reason === 'dealer'
          ? 'Auf dem Blatt gibt ein anderer Spieler zuerst als ausgelost.'
          : `Am Blatt sitzen andere Spieler oder in anderer Reihenfolge als ausgelost${p.expected ? ` (ausgelost: ${p.expected})` : ''}.`,
  ERR_T_INTERNAL: () => 'Unerwarteter Inhalt, der nicht geprüft werden konnte.',
  ERR_T_PLAYER_SEATED: (p) => `Der Spieler hat schon einen Tisch (Runde ${p.round}). Abmelden statt entfernen – seine Ergebnisse zählen weiter.`,
  ERR_T_NO_DRAFT: () => 'Es gibt keinen Entwurf.',
  ERR_T_DRAFT_STALE: (p) => `Runde ${p.round} wurde inzwischen schon ausgelost (anderer Tab oder anderes Fenster). Verwirf den Entwurf.`,
  ERR_T_SESSION_FILE: () => 'Das ist keine Abend-Datei eines einzelnen Tisches.',
  ERR_T_DRAFT_MISSING_PLAYERS: (p) => `Nach dem Auslosen angemeldet und noch ohne Tisch: ${p.names}. Bitte neu auslosen.`,
  ERR_T_NO_SUCH_TOURNAMENT: () => 'Dieses Turnier gibt es auf diesem Gerät nicht.',
  ERR_DRAW_TOO_FEW: (p) => `Zu wenige Spieler: ${p.count} angemeldet, ein Tisch braucht 4. Melde noch ${p.missing} an.`,
  ERR_DRAW_CANNOT_SEAT: (p) =>
    `${p.count} Spieler lassen sich nicht an Tische zu 4 und 5 setzen. Melde ${p.add} Spieler mehr an (${p.more})` +
    (p.fewer !== undefined ? ` oder ${p.remove} ab (${p.fewer}).` : '.'),
  ERR_DRAW_ALL_ROUNDS_DRAWN: (p) => `Alle ${p.plannedRounds} geplanten Runden sind ausgelost. Erhöhe die Rundenzahl in den Einstellungen.`,
  ERR_DRAW_RESULTS_MISSING: (p) => `Auslosung nach Wertung braucht alle Ergebnisse. Es ${Number(p.missing) === 1 ? 'fehlt noch 1 Tisch' : `fehlen noch ${p.missing} Tische`} (${p.tables}).`,
  ERR_DRAW_UNKNOWN_PLAYER: () => 'Dieser Spieler sitzt in dieser Runde nicht.',
  ERR_DRAW_NO_SUCH_TABLE: (p) => `Tisch ${p.table} gibt es in dieser Runde nicht.`,
  ERR_DRAW_TABLE_SIZE: (p) => `Dann hätte Tisch ${p.table} ${p.count} Spieler – ein Tisch braucht 4 oder 5. Tausche stattdessen zwei Spieler.`,
  ERR_DRAW_HAS_RESULT: (p) => `Tisch ${p.table} hat schon ein Ergebnis; seine Sitzordnung bleibt.`,
};

const TOURNAMENT_EN: Record<TournamentCode, Template> & Record<string, Template> = {
  ERR_T_NOT_JSON: () => 'The file is not valid JSON.',
  ERR_T_FILE_TOO_LARGE: (p) => `The file has ${p.sizeMb ?? '?'} MB – tournament and season files may have at most ${p.maxMb} MB. Please choose the right file.`,
  ERR_T_NOT_OBJECT: () => 'This is not a tournament file.',
  ERR_T_FORMAT: () => 'This is not a tournament file (format is not "tarock-tournament").',
  ERR_T_VERSION_NEWER: () => 'The file comes from a newer version of Königsblock. Please update the app.',
  ERR_T_VERSION_UNKNOWN: () => 'Unknown file version.',
  ERR_T_UNKNOWN_KEY: () => 'A field that tournament files do not have.',
  ERR_T_REQUIRED: () => 'Missing.',
  ERR_T_TYPE: () => 'Wrong value.',
  ERR_T_ID: () => 'The tournament id is invalid.',
  ERR_T_NAME: () => 'The tournament name must be 1 to 80 characters.',
  ERR_T_DATE: () => 'The date is invalid.',
  ERR_T_STAKE: () => 'The stake must be a whole number of cents (0 to 1,000,000).',
  ERR_T_PLANNED_ROUNDS: () => 'Rounds must be a whole number from 1 to 20.',
  ERR_T_HANDS_PER_ROUND: () => 'Hands per round: whole numbers from 1 to 100.',
  ERR_T_TIME_LIMIT: () => 'The time limit must be a whole number from 1 to 1440 minutes.',
  ERR_T_CUP_POINTS: () => 'Cup points must be a list of numbers of 0 or more, "fixpunkte" or "heine".',
  ERR_T_CUP_POINTS_SCHEME: (p) => `There is no cup-point scheme "${p.scheme ?? ''}" (possible: a list, "fixpunkte", "heine").`,
  ERR_T_CUP_NUMBER: () => 'The cup number must be 1 to 20 characters.',
  ERR_T_CUP_NUMBER_DUPLICATE: (p) => `Cup number ${p.cupNumber ?? ''} already belongs to player ${typeof p.other === 'number' ? p.other + 1 : ''}.`,
  ERR_T_PLAYER_ID: () => 'A player id is invalid.',
  ERR_T_PLAYER_ID_DUPLICATE: () => 'Two players have the same id.',
  ERR_T_PLAYER_NAME: (p) => (p.max ? `A name is longer than ${p.max} characters${p.name ? ` ("${String(p.name).slice(0, 30)}…")` : ''}.` : 'A name must be 1 to 60 characters.'),
  ERR_T_WITHDRAWN_AFTER: () => 'The withdrawal round is invalid.',
  ERR_T_TOO_MANY_ROUNDS: () => 'More rounds than planned. Raise the number of rounds first.',
  ERR_T_TABLE_NUMBER: () => 'Table numbers must run from 1 to the number of tables.',
  ERR_T_TABLE_NUMBER_DUPLICATE: () => 'Two tables have the same number.',
  ERR_T_TABLE_SIZE: () => 'A table needs 4 or 5 players.',
  ERR_T_UNKNOWN_PLAYER: () => 'A table names a player who is not registered.',
  ERR_T_PLAYER_TWICE: () => 'A player sits twice in one round.',
  ERR_T_PLAYER_WITHDRAWN: () => 'A player is drawn for a round after they withdrew.',
  ERR_T_FIRST_DEALER: () => 'The first dealer is not a seat of the table.',
  ERR_T_TABLE_KEY: () => "The table's key is not valid (22 base64url characters).",
  ERR_T_RESULT_KIND: () => 'A result needs either hands or totals.',
  ERR_T_TOTALS_LENGTH: (p) => `One total per player is needed${p.expected !== undefined ? ` (${p.expected})` : ''}.`,
  ERR_T_TOTALS_VALUE: () => 'A total is not a valid number.',
  ERR_T_TOTALS_SUM: (p) => `The totals add up to ${p.sum ?? p.got ?? '≠ 0'}, not 0.`,
  ERR_T_NOTE: () => 'The note is too long.',
  ERR_T_RECEIVED_AT: () => 'The time of receipt is invalid.',
  ERR_T_LOTS_UNKNOWN: () => 'The lots name an unknown player.',
  ERR_T_LOTS_DUPLICATE: () => 'The lots name a player twice.',
  ERR_T_NO_SUCH_ROUND: () => 'There is no such round.',
  ERR_T_NO_SUCH_TABLE: () => 'There is no such table in the round.',
  ERR_T_NO_SUCH_PLAYER: () => 'There is no such player in the tournament (any more).',
  ERR_T_RESULT_PLAYERS: (p) =>
    p.reason === 'tournament'
      ? 'The sheet belongs to another tournament.'
      : p.reason === 'table'
        ? `The sheet is from round ${p.round}, table ${p.table}.`
        : p.reason === 'dealer'
          ? 'On the sheet another player deals first than drawn.'
          : `Other players, or another seating order, than drawn${p.expected ? ` (drawn: ${p.expected})` : ''}.`,
  ERR_T_INTERNAL: () => 'Unexpected content that could not be checked.',
  ERR_T_PLAYER_SEATED: (p) => `The player already has a table (round ${p.round}). Withdraw instead of removing – their results keep counting.`,
  ERR_T_NO_DRAFT: () => 'There is no draft.',
  ERR_T_DRAFT_STALE: (p) => `Round ${p.round} has been drawn meanwhile (another tab or window). Discard this draft.`,
  ERR_T_SESSION_FILE: () => 'This is not the evening file of a single table.',
  ERR_T_DRAFT_MISSING_PLAYERS: (p) => `Registered after the draw and without a table: ${p.names}. Please draw again.`,
  ERR_T_NO_SUCH_TOURNAMENT: () => 'This tournament is not on this device.',
  ERR_DRAW_TOO_FEW: (p) => `Too few players: ${p.count} registered, a table needs 4. Register ${p.missing} more.`,
  ERR_DRAW_CANNOT_SEAT: (p) =>
    `${p.count} players cannot be seated at tables of 4 and 5. Register ${p.add} more (${p.more})` +
    (p.fewer !== undefined ? ` or withdraw ${p.remove} (${p.fewer}).` : '.'),
  ERR_DRAW_ALL_ROUNDS_DRAWN: (p) => `All ${p.plannedRounds} planned rounds are drawn. Raise the number of rounds in the settings.`,
  ERR_DRAW_RESULTS_MISSING: (p) => `A draw by standings needs every result. ${Number(p.missing) === 1 ? '1 table is' : `${p.missing} tables are`} missing (${p.tables}).`,
  ERR_DRAW_UNKNOWN_PLAYER: () => 'This player is not seated in this round.',
  ERR_DRAW_NO_SUCH_TABLE: (p) => `There is no table ${p.table} in this round.`,
  ERR_DRAW_TABLE_SIZE: (p) => `Table ${p.table} would then have ${p.count} players – a table needs 4 or 5. Swap two players instead.`,
  ERR_DRAW_HAS_RESULT: (p) => `Table ${p.table} already has a result; its seating stays.`,
};

function tournamentTemplate(code: string, lang: Lang): Template | undefined {
  const table = lang === 'en' ? TOURNAMENT_EN : TOURNAMENT_DE;
  if (Object.prototype.hasOwnProperty.call(table, code)) return table[code];
  const results = lang === 'en' ? RESULTS_EN : RESULTS_DE;
  if (Object.prototype.hasOwnProperty.call(results, code)) return results[code as keyof typeof results];
  const season = lang === 'en' ? SEASON_EN : SEASON_DE;
  return Object.prototype.hasOwnProperty.call(season, code) ? season[code as SeasonCodeHere] : undefined;
}

// ---- the season file's problems (tournament-format.md §10) ----

/** The season key a line names ("final: counts" → "final.counts"), in the organiser's words. */
function seasonKey(field: string, lang: Lang): string {
  const key = field.replace(/: \d+$/, '').replace(/: /g, '.');
  const de: Record<string, string> = {
    cup: 'Cup', season: 'Saison', cupPoints: 'Cuppunkte', best: 'Wertung', tournaments: 'Turniere', plannedTournaments: 'geplante Turniere',
    'final.tournament': 'Finale (Turnier)', 'final.counts': 'Finale (Wertung)', 'oef.places': 'ÖF-Plätze', 'oef.startPoints': 'ÖF-Startpunkte',
  };
  const en: Record<string, string> = {
    cup: 'cup', season: 'season', cupPoints: 'cup points', best: 'results counted', tournaments: 'tournaments', plannedTournaments: 'planned tournaments',
    'final.tournament': 'final (tournament)', 'final.counts': 'final (how it counts)', 'oef.places': 'ÖF places', 'oef.startPoints': 'ÖF start points',
  };
  return (lang === 'en' ? en : de)[key] ?? key;
}

/** The season codes of §12 have their words in `results-error-text.ts`. */
type SeasonCodeHere = Exclude<SeasonErrorCode, `ERR_S_CARRIED${string}` | `ERR_S_ELIGIBLE${string}`>;

const SEASON_DE: Record<SeasonCodeHere, Template> = {
  ERR_S_FORMAT: () => 'Das ist keine Saison-Datei (Format ist nicht „tarock-season“).',
  ERR_S_VERSION: () => 'Unbekannte Version der Saison-Datei. Bitte die App aktualisieren.',
  ERR_S_UNKNOWN_KEY: (p) => `„${p.key ?? ''}“ gehört nicht in eine Saison-Datei.`,
  ERR_S_REQUIRED: (_p, _n, lang, f) => `Angabe fehlt: ${seasonKey(f, lang)}.`,
  ERR_S_CUP: () => 'Der Name des Cups muss 1 bis 80 Zeichen lang sein.',
  ERR_S_SEASON: () => 'Die Saison muss 1 bis 20 Zeichen lang sein (z. B. „2025/26“).',
  ERR_S_BEST: () => 'Gewertete Ergebnisse: eine ganze Zahl von 1 bis 100, „die Hälfte“ oder „alle“.',
  ERR_S_PLANNED: () => 'Die geplanten Turniere müssen eine ganze Zahl von 1 bis 100 sein.',
  ERR_S_PLANNED_TOO_FEW: (p) => `${Number(p.planned) === 1 ? '1 geplantes Turnier ist' : `${p.planned} geplante Turniere sind`} weniger als die ${p.count} Turniere der Saison. Erhöhe die Zahl.`,
  ERR_S_FINAL: () => 'Das Finale braucht die Turniernummer und ob es eingerechnet oder zusätzlich zählt.',
  ERR_S_FINAL_TOURNAMENT: (p) => (p.count !== undefined ? `Das Finale muss eines der Turniere 1 bis ${p.count} sein.` : 'Das Finale muss eines der Turniere sein.'),
  ERR_S_FINAL_COUNTS: () => 'Das Finale zählt entweder unter den besten Ergebnissen oder zusätzlich.',
  ERR_S_TIE_BREAKS: () => 'Die Reihung bei Punktegleichheit muss eine Liste sein.',
  ERR_S_TIE_BREAK: () => 'Bei Punktegleichheit entscheiden nur: Finale, bessere Runden im Finale, bessere Ergebnisse, mehr Teilnahmen.',
  ERR_S_TIE_BREAK_TWICE: () => 'Eine Reihung bei Punktegleichheit kommt doppelt vor.',
  ERR_S_TIE_BREAK_FINAL: () => '„Besseres Finale“ geht nur, wenn die Saison ein Finale hat. Lege zuerst das Finale fest.',
  ERR_S_LOTS: () => 'Das Los muss eine Liste sein.',
  ERR_S_LOTS_TEXT: () => 'Ein Eintrag im Los ist leer.',
  ERR_S_LOTS_UNKNOWN: (p) => `„${p.entry ?? ''}“ ist kein Spieler dieser Saison (Cupnummer oder Name).`,
  ERR_S_LOTS_TWICE: () => 'Das Los nennt einen Spieler zweimal.',
  ERR_S_OEF: () => 'Die ÖF-Qualifikation braucht Plätze und Startpunkte.',
  ERR_S_OEF_PLACES: () => 'Die ÖF-Plätze müssen eine ganze Zahl von 1 bis 1000 sein.',
  ERR_S_OEF_START_POINTS: () => 'ÖF-Startpunkte müssen Zahlen ab 0 sein.',
  ERR_S_OEF_TOO_FEW: (p) => `Nur ${p.count} ÖF-Startpunkte für ${p.places} Plätze. Ergänze die Tabelle oder verringere die Plätze.`,
  ERR_S_TOURNAMENTS: () => 'Eine Saison braucht 1 bis 100 Turniere.',
  ERR_S_DUPLICATE_ID: (p) => `Dieses Turnier ist schon in der Saison (Turnier ${p.other}).`,
  ERR_S_NAME_AMBIGUOUS: (p) => `Der Name passt zu mehreren Cupnummern (${p.numbers}). Gib die Cupnummer an.`,
  ERR_S_SAME_CUP_PLAYER: (p) => `Derselbe Cupspieler wie Spieler ${typeof p.other === 'number' ? p.other + 1 : ''} dieses Turniers. Gib verschiedene Cupnummern an.`,
  ERR_S_INTERNAL: () => 'Unerwarteter Inhalt, der nicht geprüft werden konnte.',
};

const SEASON_EN: Record<SeasonCodeHere, Template> = {
  ERR_S_FORMAT: () => 'This is not a season file (format is not "tarock-season").',
  ERR_S_VERSION: () => 'Unknown season file version. Please update the app.',
  ERR_S_UNKNOWN_KEY: (p) => `"${p.key ?? ''}" does not belong in a season file.`,
  ERR_S_REQUIRED: (_p, _n, lang, f) => `Missing: ${seasonKey(f, lang)}.`,
  ERR_S_CUP: () => 'The cup name must be 1 to 80 characters.',
  ERR_S_SEASON: () => 'The season must be 1 to 20 characters (e.g. "2025/26").',
  ERR_S_BEST: () => 'Results counted: a whole number from 1 to 100, "half" or "all".',
  ERR_S_PLANNED: () => 'Planned tournaments must be a whole number from 1 to 100.',
  ERR_S_PLANNED_TOO_FEW: (p) => `${Number(p.planned) === 1 ? '1 planned tournament is' : `${p.planned} planned tournaments are`} fewer than the season's ${p.count} tournaments. Raise the number.`,
  ERR_S_FINAL: () => 'The final needs its tournament number and whether it counts inside or on top.',
  ERR_S_FINAL_TOURNAMENT: (p) => (p.count !== undefined ? `The final must be one of tournaments 1 to ${p.count}.` : 'The final must be one of the tournaments.'),
  ERR_S_FINAL_COUNTS: () => 'The final counts either among the best results or on top.',
  ERR_S_TIE_BREAKS: () => 'The tie-breaks must be a list.',
  ERR_S_TIE_BREAK: () => 'Ties can only be broken by: the final, better rounds in the final, better results, more participations.',
  ERR_S_TIE_BREAK_TWICE: () => 'A tie-break is listed twice.',
  ERR_S_TIE_BREAK_FINAL: () => '"Better final" needs a final. Set the final first.',
  ERR_S_LOTS: () => 'The lots must be a list.',
  ERR_S_LOTS_TEXT: () => 'An entry of the lots is empty.',
  ERR_S_LOTS_UNKNOWN: (p) => `"${p.entry ?? ''}" is no player of this season (cup number or name).`,
  ERR_S_LOTS_TWICE: () => 'The lots name a player twice.',
  ERR_S_OEF: () => 'The ÖF qualification needs places and start points.',
  ERR_S_OEF_PLACES: () => 'ÖF places must be a whole number from 1 to 1000.',
  ERR_S_OEF_START_POINTS: () => 'ÖF start points must be numbers of 0 or more.',
  ERR_S_OEF_TOO_FEW: (p) => `Only ${p.count} ÖF start points for ${p.places} places. Complete the table or lower the places.`,
  ERR_S_TOURNAMENTS: () => 'A season needs 1 to 100 tournaments.',
  ERR_S_DUPLICATE_ID: (p) => `This tournament is already in the season (tournament ${p.other}).`,
  ERR_S_NAME_AMBIGUOUS: (p) => `The name fits several cup numbers (${p.numbers}). Give the cup number.`,
  ERR_S_SAME_CUP_PLAYER: (p) => `The same cup player as player ${typeof p.other === 'number' ? p.other + 1 : ''} of this tournament. Give different cup numbers.`,
  ERR_S_INTERNAL: () => 'Unexpected content that could not be checked.',
};

function location(e: TournamentProblemLike, lang: Lang): string {
  const parts: string[] = [];
  if (e.round !== undefined) parts.push(lang === 'de' ? `Runde ${e.round}` : `Round ${e.round}`);
  if (e.table !== undefined) parts.push(lang === 'de' ? `Tisch ${e.table}` : `Table ${e.table}`);
  if (e.hand !== undefined) parts.push(lang === 'de' ? `Spiel ${e.hand + 1}` : `Hand ${e.hand + 1}`);
  if (e.player !== undefined) parts.push(lang === 'de' ? `Spieler ${e.player + 1}` : `Player ${e.player + 1}`);
  if (e.entry !== undefined) parts.push(lang === 'de' ? `Zeile ${e.entry + 1}` : `Row ${e.entry + 1}`);
  return parts.join(', ');
}

/**
 * One problem as a sentence, with its location in front ("Runde 2, Tisch 4:
 * Die Summen ergeben zusammen 3, nicht 0."). `names` are the table's players
 * in seat order, for problems inside a hand (which keep the engine's codes).
 */
export function tournamentProblemText(e: TournamentProblemLike, lang: Lang, names: readonly string[] = []): string {
  const text = engineErrorText({ code: e.code, field: e.field ?? '', ...(e.params ? { params: e.params } : {}) }, lang, names);
  const where = location(e, lang);
  return where ? `${where}: ${text}` : text;
}

/** A season file's problem (§10) with its location ("Turnier 3, Spieler 1: …"); inside a tournament as `tournamentProblemText`. */
export function seasonProblemText(e: TournamentProblemLike & { tournament?: number }, lang: Lang, names: readonly string[] = []): string {
  const text = tournamentProblemText(e, lang, names);
  if (e.tournament === undefined) return text;
  const where = lang === 'de' ? `Turnier ${e.tournament}` : `Tournament ${e.tournament}`;
  return location(e, lang) ? `${where}, ${text}` : `${where}: ${text}`;
}
