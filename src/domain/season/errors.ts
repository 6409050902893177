/**
 * A problem in a season file, located the way the `season` command prints it
 * (tournament-format.md §10): "file: KEY: …" for the season's own keys, and for a problem
 * inside tournament k the line §2 prints for that file with "tournament k: " in front.
 * Codes are stable (ERR_S_* here; a tournament's problems keep their ERR_T_* or engine
 * codes): the app translates by code and `params`, falling back to the English `message`.
 */
import { tournamentErrorLocation, type TournamentError } from '../tournament/errors';

export interface SeasonError extends TournamentError {
  /** The tournament the problem is in (1-based, its position in `tournaments`); absent for the season's own keys. */
  tournament?: number;
}

/** Every code the season checks give (besides the tournament's own), with what it means. */
export const SEASON_ERROR_CODES = {
  ERR_S_FORMAT: 'the input is not a season file ("format" is not "tarock-season")',
  ERR_S_VERSION: '"version" is not 1',
  ERR_S_UNKNOWN_KEY: 'a key that the season file does not have',
  ERR_S_REQUIRED: 'a required key is missing',
  ERR_S_CUP: 'cup is not text of 1–80 characters',
  ERR_S_SEASON: 'season is not text of 1–20 characters',
  ERR_S_BEST: 'best is not a whole number 1–100, "half" or "all"',
  ERR_S_PLANNED: 'plannedTournaments is not a whole number 1–100',
  ERR_S_PLANNED_TOO_FEW: 'plannedTournaments is less than the tournaments in the file',
  ERR_S_FINAL: 'final is not an object with "tournament" and "counts"',
  ERR_S_FINAL_TOURNAMENT: 'final.tournament is not the number of a tournament',
  ERR_S_FINAL_COUNTS: 'final.counts is not "inside" or "onTop"',
  ERR_S_TIE_BREAKS: 'tieBreaks is not a list',
  ERR_S_TIE_BREAK: 'an unknown tie-break',
  ERR_S_TIE_BREAK_TWICE: 'a tie-break named twice',
  ERR_S_TIE_BREAK_FINAL: '"final" as a tie-break without a final',
  ERR_S_LOTS: 'lots is not a list',
  ERR_S_LOTS_TEXT: 'a lots entry is not text or blank',
  ERR_S_LOTS_UNKNOWN: 'a lots entry names no player of the season',
  ERR_S_LOTS_TWICE: 'two lots entries name the same player',
  ERR_S_OEF: 'oef is not an object with "places" and "startPoints"',
  ERR_S_OEF_PLACES: 'oef.places is not a whole number 1–1000',
  ERR_S_OEF_START_POINTS: 'oef.startPoints is not a list of numbers 0 or more',
  ERR_S_OEF_TOO_FEW: 'fewer start points than places',
  ERR_S_CARRIED: 'carried is not a list',
  ERR_S_CARRIED_ENTRY: 'a carried entry is not an object with "player" and "points"',
  ERR_S_CARRIED_PLAYER: "a carried entry's player is not text",
  ERR_S_CARRIED_POINTS: "a carried entry's points are not a number 0 or more",
  ERR_S_CARRIED_NOTE: "a carried entry's note is not text of 1–200 characters",
  ERR_S_CARRIED_UNKNOWN: 'a carried entry names no player of the season',
  ERR_S_CARRIED_TWICE: 'two carried entries name the same player',
  ERR_S_ELIGIBLE: 'eligible is not a list',
  ERR_S_ELIGIBLE_EMPTY: 'eligible names no player',
  ERR_S_ELIGIBLE_TEXT: 'an eligible entry is not text or blank',
  ERR_S_ELIGIBLE_UNKNOWN: 'an eligible entry names no cup player with a result',
  ERR_S_ELIGIBLE_TWICE: 'two eligible entries name the same player',
  ERR_S_TOURNAMENTS: 'tournaments is not a list of 1–100 tournament files or results lists',
  ERR_S_DUPLICATE_ID: 'two tournaments have the same id',
  ERR_S_NAME_AMBIGUOUS: 'a player without a cup number whose name several cup numbers carry',
  ERR_S_SAME_CUP_PLAYER: 'two entries of one tournament are the same cup player',
  ERR_S_INTERNAL: 'unexpected content that could not be checked',
} as const;

export type SeasonErrorCode = keyof typeof SEASON_ERROR_CODES;

/** One problem as the command prints it on standard error (always one line). */
export function seasonErrorLine(e: SeasonError): string {
  const where = tournamentErrorLocation(e);
  const line = e.field === '' ? `${where}: ${e.message}` : `${where}: ${e.field}: ${e.message}`;
  const full = e.tournament !== undefined ? `tournament ${e.tournament}: ${line}` : line;
  return full.replace(/[\r\n\u2028\u2029]/g, ' ');
}
