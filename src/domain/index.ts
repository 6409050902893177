/**
 * The engine's public surface. Everything outside src/domain imports from here.
 */
export * from './model';
export * from './rational';
export * from './cards';
export type { RuleSet, TrischakenVariant, ValatPraemien } from './rules/rule-set';
export { GAMES, GAME_PICKER_ORDER, pickerOrder, isPositiveGame, isNegativeGame, RUFER_ONLY_PRAEMIEN, MATERIAL_PRAEMIEN, WINNER_ONLY_PRAEMIEN } from './rules/games';
export type { GameInfo } from './rules/games';
export { PRESETS, OPTIONAL_RULES } from './rules/presets';
export type { OptionalRules } from './rules/presets';
export { resolveRules, offeredPraemien, isContribution, parseContribution } from './rules/resolve-rules';
export { declarerNeeds, isBird, outcomeVotes, positiveHandWinner, positiveWinner } from './rules/outcome';
export type { OutcomeFacts } from './rules/outcome';
export { dealersOf, nextDealer, normalizeDealer, sitsOut, tableSeats } from './table';
export type { TableSeats } from './table';
export { parseSession, validateHand, dealerSequence } from './validation/validate-session';
export { errorLine } from './validation/error-line';
export { ERROR_CODES, isErrorCode } from './validation/error-codes';
export type { ErrorCode } from './validation/error-codes';
export type { HandContext } from './validation/validate-session';
export { settleSession, resettleFrom, previewHand } from './settlement/settle-session';
export { formatExplanation } from './settlement/explain';
export { doubledBy } from './settlement/doubled';
export { allocateCents } from './settlement/money';
