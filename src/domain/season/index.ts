/**
 * The season (tournament-format.md §8–§10): the season file, its validation, matching
 * players across tournaments, and the Saisonwertung.
 */
export * from './model';
export { SEASON_ERROR_CODES, seasonErrorLine } from './errors';
export type { SeasonErrorCode } from './errors';
export { parseSeason } from './parse-season';
export { computeSeasonStandings } from './season-standings';
