/**
 * Test data for the engine: the one session builder, the shared hand builders, and
 * valid hands and sessions from fast-check or a seeded PRNG. Import from './domain'
 * in tests and benchmarks only.
 */
export { arbitraryCustomCase, arbitraryHand, arbitraryRuleSet, arbitrarySession, overridesFor, rulesSpecFor } from './arbitrary';
export type { ArbitrarySessionOptions } from './arbitrary';
export { buildHand, buildableGames, randomSession, REALISTIC_MIX, UNIFORM_MIX } from './build-hand';
export type { TableContext, HandMix, RandomSessionOptions } from './build-hand';
export { genChooser, seededChooser } from './chooser';
export type { Chooser } from './chooser';
export { buildRandomTournament, buildTotals } from './random-tournament';
export type { RandomTournamentOptions } from './random-tournament';
export { buildRandomSeason } from './random-season';
export { resultsListOf } from './results-list';
export type { ResultsListOfOptions } from './results-list';
export type { RandomSeasonOptions } from './random-season';
export { fewestRepeatsPossible } from './seating';
export { everyFactHands, longEveningHands, ruferWon, sampleHands, trischakenHand, vorhandRufer } from './hands';
export { makeEveryFactSession, makeSession, NAMES } from './session';
export type { SessionOptions } from './session';
export { checkedHandAt, checkedSession, checkedTableResult, unsafeUncheckedHand, unsafeUncheckedSession } from './checked-session';
