/**
 * A problem in a results list (tournament-format.md §11), located the way `standings` and the
 * `results` command print it: "file: …" for the list's own keys, "results: 3: …" for an entry
 * (the location `entry` of a `TournamentError`), and inside a season with "tournament k: " in
 * front. Codes are stable (ERR_R_*): the app translates by code and `params`, falling back to the
 * English `message`.
 */
/** Every code the results-list checks give, with what it means. */
export const RESULTS_ERROR_CODES = {
  ERR_R_FORMAT: 'the input is not a results list ("format" is not "tarock-results")',
  ERR_R_EITHER_FORMAT: 'the input is neither a tournament file nor a results list',
  ERR_R_VERSION: '"version" is not 1',
  ERR_R_UNKNOWN_KEY: 'a key that the results list does not have',
  ERR_R_REQUIRED: 'a required key is missing',
  ERR_R_ID: 'id is not text of 1–64 characters',
  ERR_R_NAME: 'name is not text of 1–80 characters',
  ERR_R_DATE: 'date is not an ISO date',
  ERR_R_SOURCE: 'source is not text of 1–200 characters',
  ERR_R_RESULTS: 'results is not a list of 1–1000 entries',
  ERR_R_ENTRY: 'an entry is not an object',
  ERR_R_ENTRY_NAME: "an entry's name is not text of 1–60 characters",
  ERR_R_CUP_NUMBER: "an entry's cupNumber is not text of 1–20 characters",
  ERR_R_CUP_NUMBER_DUPLICATE: 'two entries have the same cup number',
  ERR_R_ROUNDS: 'rounds is not a list of 1–20 scores',
  ERR_R_ROUND: 'a round score is neither a number nor null',
  ERR_R_ROUNDS_NO_SCORE: 'rounds without any number',
  ERR_R_ROUNDS_LENGTH: 'rounds of another length than the first entry’s',
  ERR_R_ROUNDS_SOME: 'rounds given for some entries but not all',
  ERR_R_TOTAL: 'total is not a number',
  ERR_R_TOTAL_SUM: 'total is not the sum of rounds',
  ERR_R_TOTALS_SOME: 'some entries have a total and some do not',
  ERR_R_PLACE: 'place is not a whole number from 1',
  ERR_R_PLACE_REQUIRED: 'an entry without a place in a list without totals',
  ERR_R_PLACES_SOME: 'place given for some entries of a scored list but not all',
  ERR_R_CUP_POINTS: "an entry's cupPoints is not a number 0 or more",
  ERR_R_CUP_POINTS_SOME: 'cupPoints given for some entries but not all',
  ERR_R_BEST_PLACE: 'the best place is not 1',
  ERR_R_PLACE_GAP: 'places that are no competition ranking',
  ERR_R_PLACE_CONTRADICTS: 'a place better than that of a higher total',
  ERR_R_LOTS: 'lots is not a list',
  ERR_R_LOTS_TEXT: 'a lots entry is not text or blank',
  ERR_R_LOTS_UNKNOWN: 'a lots entry names no entry of the list',
  ERR_R_LOTS_TWICE: 'two lots entries name the same entry',
  ERR_R_HEINE_PLACED: '"heine" over a placed list without given cup points',
  ERR_R_INTERNAL: 'unexpected content that could not be checked',
} as const;

export type ResultsErrorCode = keyof typeof RESULTS_ERROR_CODES;
