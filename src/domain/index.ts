/**
 * The engine's public surface: what the rest of the app uses most. Code outside src/domain
 * imports from here, or a module directly where it needs one this file does not export
 * (`@/domain/season/…`, `@/domain/online/…`, `@/domain/tournament/hand-in`, …; see
 * docs/architecture.md §2). Modules of the engine import each other relatively, never this file.
 */
export * from './model';
export * from './rational';
export * from './cards';
export type {
  RuleSet, TrischakenJungfrau, TrischakenRenonce, TrischakenRule, TrischakenScheme, TrischakenTies, TrischakenVorhandTie, ValatPraemien,
} from './rules/rule-set';
export {
  TAROCKCUP_TRISCHAKEN, TRISCHAKEN_JUNGFRAU, TRISCHAKEN_SCHEMES, TRISCHAKEN_TIES, TRISCHAKEN_VORHAND_TIE, VALAT_PRAEMIEN,
  trischakenBase, trischakenMaxKontra,
} from './rules/rule-set';
export { GAMES, GAME_PICKER_ORDER, pickerOrder, isPositiveGame, isNegativeGame, RUFER_ONLY_PRAEMIEN, MATERIAL_PRAEMIEN, WINNER_ONLY_PRAEMIEN } from './rules/games';
export type { GameInfo } from './rules/games';
export { PRESETS, OPTIONAL_RULES } from './rules/presets';
export type { OptionalRules } from './rules/presets';
export { resolveRules, offeredPraemien } from './rules/resolve-rules';
export { isContribution, isPresetId, parseContribution } from './rules/override-keys';
export { declarerNeeds, isBird, outcomeVotes, positiveHandWinner, positiveWinner } from './rules/outcome';
export type { OutcomeFacts } from './rules/outcome';
export { dealersOf, nextDealer, normalizeDealer, tableSeats } from './table';
export type { TableSeats } from './table';
export { parseSession, checkHand, dealerSequence } from './validation/validate-session';
export { errorLine } from './validation/error-line';
export { ERROR_CODES, isErrorCode } from './validation/error-codes';
export type { ErrorCode } from './validation/error-codes';
export type { HandContext } from './validation/validate-hand';
export { settleSession, resettleFrom, previewHand } from './settlement/settle-session';
export { formatExplanation } from './settlement/explain';
export { doubledBy } from './settlement/doubled';
export { allocateCents } from './settlement/money';
export { seededRandom, randomIndex, shuffled } from './seeded-random';
export type { Random } from './seeded-random';
export {
  normalizePlayerName, playerNameProblem, hasHiddenCharacters, playerNameKey, duplicateNameKeys, MAX_PLAYER_NAME_LENGTH,
  tournamentNameProblem,
} from './player-name';
export type { PlayerNameProblem } from './player-name';

// Tournament (tournament-format.md)
export * from './tournament/model';
export { TOURNAMENT_ERROR_CODES, isTournamentErrorCode, tournamentErrorLine, tournamentErrorLocation } from './tournament/errors';
export type { TournamentError, TournamentErrorCode } from './tournament/errors';
export {
  parseTournament, validateTableResult, TOURNAMENT_KEYS, MAX_TOURNAMENT_NAME_LENGTH,
  MAX_PLAYER_ID_LENGTH, MAX_PLANNED_ROUNDS, MAX_HANDS_PER_ROUND, MAX_CUP_NUMBER_LENGTH,
} from './tournament/parse-tournament';
export { MAX_NOTE_LENGTH } from './tournament/check-result';
export { findDrawnTable, seatingMismatch, playedHandCount, plannedHandCount, handCountProblem } from './tournament/drawn-table';
export type { DrawnTableMismatch, TableClaim, HandCountProblem } from './tournament/drawn-table';
export { exactFromTyped, TOLERANCE } from './tournament/numbers';
export { roundScores, tableScores, resultScores, tableSession, isRoundComplete, missingTables } from './tournament/scores';
export { computeStandings, withLots } from './tournament/standings';
export { checkCupPoints, cupPointsFor, heinePoints, isCupPointsScheme, placeTable } from './tournament/cup-points';
export type { CupPointsProblem } from './tournament/cup-points';
export type { Standings, StandingRow } from './tournament/standings';
export {
  tableSizes, drawRound, searchSeating, playersForRound, countRepeatedPairs, repeatedPairsPerRound, repeatedPairsInRound,
  swapPlayers, movePlayer, DRAW_ERROR_CODES,
} from './tournament/seating';
export type { DrawMethod, DrawError, DrawErrorCode, SearchOptions } from './tournament/seating';

// Season (tournament-format.md §8–§10)
export {
  SEASON_FORMAT, SEASON_VERSION, SEASON_STANDINGS_FORMAT, SEASON_TIE_BREAKS, DEFAULT_TIE_BREAKS, FINAL_COUNTS, SEASON_KEYS,
  MAX_CUP_LENGTH, MAX_SEASON_LENGTH, MAX_SEASON_TOURNAMENTS, MAX_BEST, MAX_OEF_PLACES,
  OEF_START_POINTS_SAUWALD, OEF_START_POINTS_KAERNTEN_STEIERMARK_TIROL, OEF_START_POINTS_HAUSRUCK_RAIFFEISEN_WIEN, OEF_START_POINT_TABLES,
  SEASON_ERROR_CODES, seasonErrorLine, parseSeason,
  computeSeasonStandings,
} from './season/index';
export type {
  SeasonFile, SeasonBest, SeasonFinal, SeasonOef, SeasonTieBreak, FinalCounts, SeasonResult, SeasonStandingRow, SeasonStandings,
  OefTableId, SeasonErrorCode, SeasonCarried,
} from './season/index';

// Results lists (tournament-format.md §11, §13)
export {
  RESULTS_FORMAT, RESULTS_VERSION, RESULTS_KEYS, RESULTS_ENTRY_KEYS, MAX_RESULTS_ENTRIES, MAX_RESULTS_ROUNDS, isResultsList, isScoredList,
} from './results/model';
export type { ResultsList, ResultsEntry, SeasonTournament } from './results/model';
export { RESULTS_ERROR_CODES } from './results/errors';
export type { ResultsErrorCode } from './results/errors';
export { parseResultsList, parseTournamentOrResults, EITHER_FORMAT_PROBLEM } from './results/parse-results';
export type { ResultsCheckOptions } from './results/parse-results';
export { computeResultsStandings, entryTotal, resolveListLots } from './results/results-standings';
export type { ResultsStandings, ResultsStandingRow } from './results/results-standings';
