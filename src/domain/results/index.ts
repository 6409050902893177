/**
 * The results list (tournament-format.md §11): its file, its validation, its places and
 * Cuppunkte, and the CSV it is made from (§13).
 */
export * from './model';
export { RESULTS_ERROR_CODES } from './errors';
export type { ResultsError, ResultsErrorCode } from './errors';
export { parseResultsList, parseTournamentOrResults, EITHER_FORMAT_PROBLEM } from './parse-results';
export type { ResultsCheckOptions } from './parse-results';
export { computeResultsStandings, entryTotal, resolveListLots } from './results-standings';
export type { ResultsStandings, ResultsStandingRow } from './results-standings';
