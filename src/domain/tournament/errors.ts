/**
 * A problem in a tournament file, located the way the `standings` and `draw` commands
 * print it (tournament-format.md §2): "file: …", "players: 3: id: …",
 * "round 2: table 4: players: …", "round 2: table 4: hand 7: partner: …".
 * Codes are stable: the app translates by code and `params`, falling back to the English
 * `message`. Problems inside a hand keep the engine's codes (ERROR_CODES) and words.
 */

export interface TournamentError {
  /** Stable code: one of TOURNAMENT_ERROR_CODES, or an engine code (ERROR_CODES) for a hand or the rules. */
  code: string;
  /** Round number (1-based: the first entry of `rounds` is round 1). */
  round?: number;
  /** The table's `table` number (or its 0-based position when the number itself is unusable). */
  table?: number;
  /** 0-based hand index inside a table's result, as `settle` counts. */
  hand?: number;
  /** 0-based index in `players`. */
  player?: number;
  /** 0-based index in a results list's `results` (§11): located as "results: i". */
  entry?: number;
  /** The offending field as the line names it ("id", "players", "result: totals", "partner"); '' when the location says it all. */
  field: string;
  /** English text as printed after the location. */
  message: string;
  /** Values the message mentions, for translated messages. */
  params?: Record<string, string | number>;
}

/** Every code the tournament checks and the draw can give, with what it means. */
export const TOURNAMENT_ERROR_CODES = {
  ERR_T_NOT_OBJECT: 'the input is not a JSON object',
  ERR_T_FORMAT: '"format" is not "tarock-tournament"',
  ERR_T_VERSION_NEWER: 'the file was written by a newer version of the tournament format',
  ERR_T_VERSION_UNKNOWN: '"version" is not 1',
  ERR_T_UNKNOWN_KEY: 'a key that is not part of the tournament format',
  ERR_T_REQUIRED: 'a required field is missing',
  ERR_T_TYPE: 'a value of the wrong type',
  ERR_T_ID: 'the tournament id is not 1–64 characters of text',
  ERR_T_NAME: 'the tournament name is not 1–80 characters',
  ERR_T_DATE: 'date is not an ISO date',
  ERR_T_STAKE: 'stakeCents is not a whole number of cents 0–1000000',
  ERR_T_PLANNED_ROUNDS: 'plannedRounds is not a whole number 1–20',
  ERR_T_HANDS_PER_ROUND: 'handsPerRound is not { "4": 1–100, "5": 1–100 }',
  ERR_T_TIME_LIMIT: 'timeLimitMinutes is not a whole number 1–1440',
  ERR_T_CUP_POINTS: 'cupPoints is not a list of numbers 0 or more, "fixpunkte" or "heine"',
  ERR_T_CUP_POINTS_SCHEME: 'cupPoints names a scheme that does not exist',
  ERR_T_CUP_NUMBER: 'a cupNumber is not text of 1–20 characters after trimming',
  ERR_T_CUP_NUMBER_DUPLICATE: 'two players have the same cup number',
  ERR_T_PLAYER_ID: 'a player id is not 1–64 characters of text',
  ERR_T_PLAYER_ID_DUPLICATE: 'two players have the same id',
  ERR_T_PLAYER_NAME: 'a player name is not 1–60 characters after trimming',
  ERR_T_WITHDRAWN_AFTER: 'withdrawnAfter is not a round number 0–20',
  ERR_T_TOO_MANY_ROUNDS: 'more rounds than plannedRounds',
  ERR_T_TABLE_NUMBER: 'a table number that is not 1…t',
  ERR_T_TABLE_NUMBER_DUPLICATE: 'two tables of a round have the same number',
  ERR_T_TABLE_SIZE: 'a table of fewer than 4 or more than 5 players',
  ERR_T_UNKNOWN_PLAYER: 'a table names a player id that is not in players',
  ERR_T_PLAYER_TWICE: 'a player sits twice in one round',
  ERR_T_PLAYER_WITHDRAWN: 'a player drawn for a round after they withdrew',
  ERR_T_FIRST_DEALER: 'firstDealer is not a seat of the table',
  ERR_T_TABLE_KEY: 'a table key that is not 22 base64url characters',
  ERR_T_RESULT_KIND: 'a result with both or neither of hands and totals',
  ERR_T_TOTALS_LENGTH: 'totals without one number per seat',
  ERR_T_TOTALS_VALUE: 'a total that is not a usable number',
  ERR_T_TOTALS_SUM: 'totals that do not sum to 0',
  ERR_T_NOTE: 'a note that is not text or too long',
  ERR_T_RECEIVED_AT: 'receivedAt is not an ISO timestamp',
  ERR_T_LOTS_UNKNOWN: 'lots names a player id that is not in players',
  ERR_T_LOTS_DUPLICATE: 'lots names a player twice',
  ERR_T_NO_SUCH_ROUND: 'no round with this number',
  ERR_T_NO_SUCH_TABLE: 'no table with this number in the round',
  ERR_T_RESULT_PLAYERS: 'a result for other players or another seating than drawn',
  ERR_T_INTERNAL: 'unexpected content that could not be checked',
} as const;

export type TournamentErrorCode = keyof typeof TOURNAMENT_ERROR_CODES;

export function isTournamentErrorCode(code: string): code is TournamentErrorCode {
  return Object.prototype.hasOwnProperty.call(TOURNAMENT_ERROR_CODES, code);
}

/** The location part of a line: "round 2: table 4: hand 7", "players: 3" or "file". */
export function tournamentErrorLocation(e: TournamentError): string {
  const parts: string[] = [];
  if (e.round !== undefined) parts.push(`round ${e.round}`);
  if (e.table !== undefined) parts.push(`table ${e.table}`);
  if (e.hand !== undefined) parts.push(`hand ${e.hand}`);
  if (e.player !== undefined) parts.push(`players: ${e.player}`);
  if (e.entry !== undefined) parts.push(`results: ${e.entry}`);
  return parts.length > 0 ? parts.join(': ') : 'file';
}

/** One problem as the command prints it on standard error (always one line). */
export function tournamentErrorLine(e: TournamentError): string {
  const where = tournamentErrorLocation(e);
  const line = e.field === '' ? `${where}: ${e.message}` : `${where}: ${e.field}: ${e.message}`;
  return line.replace(/[\r\n\u2028\u2029]/g, ' ');
}
