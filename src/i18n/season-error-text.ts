/**
 * The German and English words for the season file's problems (tournament-format.md §10): what
 * is wrong and what to do. The codes of §12 (`carried`, `eligible`) are in `results-error-text.ts`.
 * Used by `engine-error-text.ts`, which puts the location ("Turnier 3, Spieler 1: …") in front.
 */
import type { SeasonErrorCode } from '@/domain/index';
import type { Lang } from '@/lib/lang';

type Params = Record<string, string | number>;
type Template = (p: Params, names: string[], lang: Lang, field: string) => string;

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
export type SeasonCodeHere = Exclude<SeasonErrorCode, `ERR_S_CARRIED${string}` | `ERR_S_ELIGIBLE${string}`>;

export const SEASON_DE: Record<SeasonCodeHere, Template> = {
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

export const SEASON_EN: Record<SeasonCodeHere, Template> = {
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
