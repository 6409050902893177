/**
 * Test data for the engine: valid hands and sessions from fast-check or a seeded
 * PRNG. Import from './domain' in tests and benchmarks only.
 */
export { arbitraryCustomCase, arbitraryHand, arbitraryRuleSet, arbitrarySession, overridesFor, rulesSpecFor } from './arbitrary';
export type { ArbitrarySessionOptions } from './arbitrary';
export { buildHand, buildSession, buildableGames, REALISTIC_MIX, UNIFORM_MIX } from './build-hand';
export type { TableContext, HandMix, SessionOptions } from './build-hand';
export { checkedHandAt, checkedSession, checkedTableResult, unsafeUncheckedHand, unsafeUncheckedSession } from './checked-session';
export { genChooser, seededChooser } from './chooser';
export type { Chooser } from './chooser';
export { buildRandomTournament, buildTotals } from './random-tournament';
export type { RandomTournamentOptions } from './random-tournament';
export { fewestRepeatsPossible } from './seating';
