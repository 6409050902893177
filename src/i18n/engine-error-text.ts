/**
 * The one place where the engine's errors become German or English text: the
 * checks of a hand, an evening file and a rule set (ERROR_CODES), the refusals
 * of a change to an evening (SESSION_OP_ERROR_CODES), and the tournament's
 * problems — file checks located by round, table, hand and player, the seating
 * draw's refusals and the director's actions (their words in `tournament-error-text.ts`,
 * `season-error-text.ts`, `results-error-text.ts`). The domain gives stable codes and
 * params (no UI text); every code has a German and an English text (the type
 * checker demands one per listed code, a test renders each in both languages),
 * seats become player names. Every screen, the import and the rule-set editor
 * word engine errors through here.
 */
import { RESULTS_DE, RESULTS_EN } from './results-error-text';
import { SEASON_DE, SEASON_EN, type SeasonCodeHere } from './season-error-text';
import { TOURNAMENT_DE, TOURNAMENT_EN } from './tournament-error-text';
import type { EngineError, ErrorCode, GameId, PraemieId } from '@/domain/index';
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

function tournamentTemplate(code: string, lang: Lang): Template | undefined {
  const table = lang === 'en' ? TOURNAMENT_EN : TOURNAMENT_DE;
  if (Object.prototype.hasOwnProperty.call(table, code)) return table[code];
  const results = lang === 'en' ? RESULTS_EN : RESULTS_DE;
  if (Object.prototype.hasOwnProperty.call(results, code)) return results[code as keyof typeof results];
  const season = lang === 'en' ? SEASON_EN : SEASON_DE;
  return Object.prototype.hasOwnProperty.call(season, code) ? season[code as SeasonCodeHere] : undefined;
}

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
