/**
 * What the app accepts in one evening, so that the largest allowed evening
 * stays usable on a phone (its sheet opens in well under a second) and a
 * hostile file cannot freeze the tab. The session format itself has no such
 * limits (the `settle` command reads any valid file); imports and the forms do.
 *
 * 2,000 hands is about 80 evenings' worth of play at one table — far beyond a
 * real night (a long one has 60–100 hands) or a tournament table's rounds.
 */
export const MAX_HANDS_PER_SESSION = 2000;
/** A hand's note (characters). */
export const MAX_NOTE_LENGTH = 500;
/** An evening's name (characters). */
export const MAX_SESSION_NAME_LENGTH = 60;
