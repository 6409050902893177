/**
 * The season (tournament-format.md §8–§10): the season file, its validation, matching
 * players across tournaments, and the Saisonwertung.
 */
export * from './model';
export { SEASON_ERROR_CODES, isSeasonErrorCode, seasonErrorLine } from './errors';
export type { SeasonError, SeasonErrorCode } from './errors';
export { parseSeason } from './parse-season';
export {
  cleanName, nameKey, matchCupPlayers, assignCupPlayers, compareCodePoints, cupPlayerKeyOfName, cupPlayerKeyOfNumber,
} from './match-players';
export type { CupPlayer, CupPlayerMatch, EntryRef, AmbiguousEntry, SameCupPlayer, SimilarPlayers } from './match-players';
export { computeSeasonStandings, tournamentStandings, seasonPlayerKeys, resolveLots, halfOf, countedResults } from './season-standings';
export { checkCupPoints, cupPointsFor, heinePoints, isCupPointsScheme, placeTable } from '../tournament/cup-points';
export type { CupPointsProblem } from '../tournament/cup-points';
