/**
 * The German and English words for the tournament's problems (tournament-format.md §2, §5, and
 * the director's actions): what is wrong and what to do. Used by `engine-error-text.ts`, which
 * puts the location ("Runde 2, Tisch 4: …") in front.
 */
import type { DrawErrorCode, TournamentErrorCode } from '@/domain/index';
import type { Lang } from '@/lib/lang';

type Params = Record<string, string | number>;
type Template = (p: Params, names: string[], lang: Lang, field: string) => string;

type TournamentCode = TournamentErrorCode | DrawErrorCode;
export const TOURNAMENT_DE: Record<TournamentCode, Template> & Record<string, Template> = {
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

export const TOURNAMENT_EN: Record<TournamentCode, Template> & Record<string, Template> = {
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
