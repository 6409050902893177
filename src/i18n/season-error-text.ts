/**
 * A season file's problems (tournament-format.md §10) in German and English, each with
 * what to do. The season's own codes (ERR_S_*) are worded here; a problem inside one of
 * its tournaments keeps the tournament's code and is worded by `tournamentProblemText`,
 * with the tournament named in front ("Turnier 3, Runde 2, Tisch 4: …").
 */
import type { SeasonErrorCode } from '@/domain/season/errors';
import type { Lang } from '@/state/settings-store';
import { tournamentProblemText, type TournamentProblemLike } from './engine-error-text';

type P = Record<string, string | number>;
type Template = (p: P) => string;

const DE: Record<SeasonErrorCode, Template> = {
  ERR_S_FORMAT: () => 'Das ist keine Saisondatei (tarock-season).',
  ERR_S_VERSION: () => 'Diese Saisondatei hat eine Version, die diese App nicht kennt. Bitte die App aktualisieren.',
  ERR_S_UNKNOWN_KEY: (p) => `Die Saisondatei hat einen unbekannten Eintrag „${p.key ?? ''}“.`,
  ERR_S_REQUIRED: () => 'Dieser Eintrag fehlt.',
  ERR_S_CUP: () => 'Der Name des Cups muss 1 bis 80 Zeichen lang sein.',
  ERR_S_SEASON: () => 'Die Saison muss 1 bis 20 Zeichen lang sein (z. B. 2025/26).',
  ERR_S_BEST: () => 'Es zählen 1 bis 100 Ergebnisse, die Hälfte oder alle. Eine Zahl von 1 bis 100 eingeben oder „die Hälfte“ bzw. „alle“ wählen.',
  ERR_S_PLANNED: () => 'Geplante Turniere: eine ganze Zahl von 1 bis 100.',
  ERR_S_PLANNED_TOO_FEW: (p) => `Geplant sind ${p.planned ?? ''} Turniere, die Saison hat aber schon ${p.count ?? ''}. Die geplanten Turniere erhöhen.`,
  ERR_S_FINAL: () => 'Das Finale ist nicht richtig angegeben.',
  ERR_S_FINAL_TOURNAMENT: (p) => (p.count !== undefined ? `Das Finale muss eines der Turniere 1 bis ${p.count} sein.` : 'Das Finale muss eines der Turniere der Saison sein.'),
  ERR_S_FINAL_COUNTS: () => 'Das Finale zählt entweder wie ein Turnier oder immer dazu.',
  ERR_S_TIE_BREAKS: () => 'Die Entscheidung bei Punktegleichheit ist keine Liste.',
  ERR_S_TIE_BREAK: () => 'Unbekannte Entscheidung bei Punktegleichheit (möglich: Finalergebnis, Einzelergebnisse, Teilnahmen).',
  ERR_S_TIE_BREAK_TWICE: () => 'Eine Entscheidung bei Punktegleichheit steht zweimal in der Liste.',
  ERR_S_TIE_BREAK_FINAL: () => '„Das bessere Finalergebnis“ braucht ein Finale. Erst das Finale wählen oder diese Entscheidung ausschalten.',
  ERR_S_LOTS: () => 'Das Los ist keine Liste.',
  ERR_S_LOTS_TEXT: () => 'Ein Eintrag im Los ist leer oder kein Text.',
  ERR_S_LOTS_UNKNOWN: (p) => `„${p.entry ?? ''}“ im Los ist kein Spieler dieser Saison.`,
  ERR_S_LOTS_TWICE: () => 'Das Los nennt denselben Spieler zweimal.',
  ERR_S_OEF: () => 'Die ÖF-Qualifikation ist nicht richtig angegeben.',
  ERR_S_OEF_PLACES: () => 'Qualifizierte Plätze: eine ganze Zahl von 1 bis 1000.',
  ERR_S_OEF_START_POINTS: () => 'Die ÖF-Startpunkte müssen Zahlen ab 0 sein.',
  ERR_S_OEF_TOO_FEW: (p) => `Die Tabelle hat nur ${p.count ?? ''} Startpunkte für ${p.places ?? ''} Plätze. Weniger Plätze wählen oder Startpunkte ergänzen.`,
  ERR_S_TOURNAMENTS: () => 'Eine Saison hat 1 bis 100 Turniere.',
  ERR_S_DUPLICATE_ID: (p) => `Dieses Turnier ist schon Turnier ${p.other ?? ''} der Saison (dieselbe Kennung).`,
  ERR_S_NAME_AMBIGUOUS: (p) => `Der Name passt zu mehreren Cupnummern (${p.numbers ?? ''}). Die richtige Cupnummer eintragen.`,
  ERR_S_SAME_CUP_PLAYER: (p) => `Ist derselbe Cup-Spieler wie Spieler ${typeof p.other === 'number' ? p.other + 1 : ''} dieses Turniers. Cupnummer oder Namen korrigieren.`,
  ERR_S_INTERNAL: () => 'Unerwarteter Inhalt, der nicht geprüft werden konnte.',
};

const EN: Record<SeasonErrorCode, Template> = {
  ERR_S_FORMAT: () => 'This is not a season file (tarock-season).',
  ERR_S_VERSION: () => 'This season file has a version this app does not know. Please update the app.',
  ERR_S_UNKNOWN_KEY: (p) => `The season file has an unknown entry "${p.key ?? ''}".`,
  ERR_S_REQUIRED: () => 'This entry is missing.',
  ERR_S_CUP: () => 'The name of the cup must be 1 to 80 characters.',
  ERR_S_SEASON: () => 'The season must be 1 to 20 characters (e.g. 2025/26).',
  ERR_S_BEST: () => '1 to 100 results, half or all can count. Enter a number from 1 to 100 or choose "half" or "all".',
  ERR_S_PLANNED: () => 'Planned tournaments: a whole number from 1 to 100.',
  ERR_S_PLANNED_TOO_FEW: (p) => `${p.planned ?? ''} tournaments are planned, but the season already has ${p.count ?? ''}. Raise the planned tournaments.`,
  ERR_S_FINAL: () => 'The final is not given correctly.',
  ERR_S_FINAL_TOURNAMENT: (p) => (p.count !== undefined ? `The final must be one of the tournaments 1 to ${p.count}.` : 'The final must be one of the season\'s tournaments.'),
  ERR_S_FINAL_COUNTS: () => 'The final counts either like a tournament or always on top.',
  ERR_S_TIE_BREAKS: () => 'The tie-breaks are not a list.',
  ERR_S_TIE_BREAK: () => 'Unknown tie-break (possible: final result, single results, participations).',
  ERR_S_TIE_BREAK_TWICE: () => 'A tie-break is listed twice.',
  ERR_S_TIE_BREAK_FINAL: () => '"The better final result" needs a final. Choose the final first or switch this tie-break off.',
  ERR_S_LOTS: () => 'The lots are not a list.',
  ERR_S_LOTS_TEXT: () => 'An entry of the lots is empty or not text.',
  ERR_S_LOTS_UNKNOWN: (p) => `"${p.entry ?? ''}" in the lots is no player of this season.`,
  ERR_S_LOTS_TWICE: () => 'The lots name the same player twice.',
  ERR_S_OEF: () => 'The ÖF qualification is not given correctly.',
  ERR_S_OEF_PLACES: () => 'Qualifying places: a whole number from 1 to 1000.',
  ERR_S_OEF_START_POINTS: () => 'The ÖF start points must be numbers of 0 or more.',
  ERR_S_OEF_TOO_FEW: (p) => `The table has only ${p.count ?? ''} start points for ${p.places ?? ''} places. Choose fewer places or add start points.`,
  ERR_S_TOURNAMENTS: () => 'A season has 1 to 100 tournaments.',
  ERR_S_DUPLICATE_ID: (p) => `This tournament is already tournament ${p.other ?? ''} of the season (the same id).`,
  ERR_S_NAME_AMBIGUOUS: (p) => `The name fits several cup numbers (${p.numbers ?? ''}). Enter the right cup number.`,
  ERR_S_SAME_CUP_PLAYER: (p) => `Is the same cup player as player ${typeof p.other === 'number' ? p.other + 1 : ''} of this tournament. Correct the cup number or the name.`,
  ERR_S_INTERNAL: () => 'Unexpected content that could not be checked.',
};

export interface SeasonProblemLike extends TournamentProblemLike {
  /** 1-based position of the tournament in the season, when the problem is inside one. */
  tournament?: number;
}

/** One season problem as a sentence, with where it is in front. */
export function seasonProblemText(e: SeasonProblemLike, lang: Lang, tournamentNames: readonly string[] = []): string {
  const table = lang === 'en' ? EN : DE;
  const own = Object.prototype.hasOwnProperty.call(table, e.code) ? table[e.code as SeasonErrorCode] : undefined;
  let text: string;
  if (own) {
    const where = e.player !== undefined ? (lang === 'de' ? `Spieler ${e.player + 1}: ` : `Player ${e.player + 1}: `) : '';
    text = where + own(e.params ?? {});
  } else {
    text = tournamentProblemText(e, lang);
  }
  if (e.tournament === undefined) return text;
  const name = tournamentNames[e.tournament - 1];
  const prefix = lang === 'de' ? `Turnier ${e.tournament}` : `Tournament ${e.tournament}`;
  const quoted = name ? (lang === 'de' ? ` („${name}“)` : ` ("${name}")`) : '';
  return `${prefix}${quoted}: ${text}`;
}
