/**
 * Every error code `resolveRules`, `parseSession` and `checkHand` can return,
 * with what it means. Codes are stable: the UI translates by code (German and
 * English texts), falling back to the engine's English `message`; `params` carry
 * the values a message mentions (seat, game, praemie, level, max …).
 */
export const ERROR_CODES = {
  // The file
  ERR_NOT_SESSION: 'the input is not a JSON object',
  ERR_FORMAT: '"format" is not "tarock-session"',
  ERR_VERSION_NEWER: 'the file was written by a newer version of the format',
  ERR_VERSION_UNKNOWN: '"version" is not 1',
  ERR_PLAYER_COUNT: 'not 4 or 5 players',
  ERR_PLAYER_NAME: 'a player name is empty or not text',
  ERR_PLAYER_DUPLICATE: 'two players have the same name',
  ERR_STAKE: 'stakeCents is not a whole number of cents 0–1000000',
  ERR_DATE: 'date is not an ISO date',
  ERR_LAST_ROUND: 'lastRoundFrom is not a hand index',
  ERR_KASSA_START: 'kassaStart is not a Pagatkassa balance (a number ≥ 0)',
  ERR_INTERNAL: 'unexpected content that could not be checked',
  ERR_TOURNAMENT_LINK: 'the tournament key is not { id, name, round, table, playerIds, handsPerRound }',

  // Rule sets
  ERR_RULES_PRESET: 'unknown preset id',
  ERR_OVERRIDE_UNKNOWN_KEY: 'unknown override key',
  ERR_OVERRIDE_VALUE: 'an override value out of range or of the wrong kind',
  ERR_OVERRIDE_UNKNOWN_GAME: 'an override names an unknown game',
  ERR_OVERRIDE_UNKNOWN_PRAEMIE: 'an override names an unknown Prämie',
  ERR_OVERRIDE_DUPLICATE: 'an override list names an id twice',
  ERR_TARIFF_MISSING: 'an offered game has no tariff',
  ERR_TRISCHAKEN_SCHEME_ONLY: 'trischaken.jungfrau, ties or vorhandTie with a scheme other than tarockcup',

  // Shapes (file, rules and hands)
  ERR_TYPE: 'a value of the wrong type',
  ERR_REQUIRED: 'a required field is missing',
  ERR_UNKNOWN_KEY: 'a key that is not part of the format',
  ERR_HAND_NOT_OBJECT: 'a hand that is not an object',
  ERR_SEAT: 'not a seat of this table',
  ERR_UNKNOWN_GAME: 'unknown game id',
  ERR_UNKNOWN_PRAEMIE: 'unknown Prämie id',
  ERR_KONTRA_LEVEL: 'not a Kontra level 0–6',
  ERR_POINTS_INVALID: 'card points outside 0/0–70/0 or Blatt outside 0–2',
  ERR_ARRAY_LENGTH: 'an array without one entry per seat',
  ERR_MANUAL_AMOUNT: 'a manual amount that is not a number with at most 4 decimals',
  ERR_KONTRA_BY_KEY: 'a kontraBy key that is not a seat',

  // Seats and roles (rules.md §10)
  ERR_SEAT_SITS_OUT: 'the seat deals and sits out this hand (5-table)',
  ERR_VORHAND_ONLY: 'a Vorhand game declared by another seat',
  ERR_PARTNER_IS_DECLARER: 'the partner is the declarer',
  ERR_PARTNER_NOT_ALLOWED: 'a partner in a game without partner',
  ERR_CALLED_KING_PARTNER: 'a partner although the called king lay in the talon',

  // Offer
  ERR_GAME_NOT_OFFERED: 'the rule set does not offer this game',
  ERR_PRAEMIE_NOT_OFFERED: 'the rule set does not offer this Prämie in this game',
  ERR_PRAEMIE_RUFER_ONLY: 'König Ultimo / Königfang outside the Rufer family',
  ERR_PRAEMIEN_NOT_ALLOWED: 'Prämien in a negative game or Trischaken',
  ERR_BEI_NOT_OFFERED: 'the rule set does not allow this game Bei',
  ERR_BEI_NOT_ALLOWED: 'Bei contracts on a game that is not negative',
  ERR_NOT_ALLOWED: 'a field this kind of hand or game does not use',

  // Prämien and birds
  ERR_PRAEMIE_SIDE: 'a Prämie recorded for a side that cannot score it',
  ERR_MONDFANG_DECLARER: 'Mondfang for the declarer side where only the opponents can score it',
  ERR_PRAEMIE_WINNER_ONLY: 'Absolut / Grammopoi made by the side that lost the game',
  ERR_PRAEMIE_DUPLICATE: 'a Prämie recorded twice',
  ERR_PRAEMIE_BOTH_MADE: 'a Prämie made by both sides',
  ERR_BIRD_BY_MISSING: 'a bird without the seat that holds it',
  ERR_BIRD_BY_SIDE: 'a bird held by a seat not on the Prämie\'s side',
  ERR_BY_NOT_BIRD: 'a holder on a Prämie that is no bird',
  ERR_BESSERRUFER_BIRD: 'a Besserrufer without an announced bird held by the declarer',

  // Kontra
  ERR_KONTRA_MAX: 'a Kontra level above the rule set\'s maximum',
  ERR_PRAEMIE_KONTRA_SILENT: 'Kontra on a silent Prämie',
  ERR_TRISCHAKEN_KONTRA: 'Kontra in Trischaken where the rules have none, or above their level',
  ERR_KONTRA_BY_POSITIVE: 'kontraBy on a positive game',
  ERR_KONTRA_BY_DECLARER: 'kontraBy for the declarer\'s own seat',
  ERR_VORFLECK_RULE_OFF: 'vorfleck with the rule off',
  ERR_VORFLECK_NO_TALON: 'vorfleck on a game without talon',
  ERR_VORFLECK_NO_KONTRA: 'vorfleck without Kontra',

  // Valat
  ERR_VALAT_NEITHER: 'a valat neither announced nor made',
  ERR_VALAT_NOT_ALLOWED: 'a valat in a negative game or Trischaken',
  ERR_VALAT_KONTRA_MODE: 'valat.kontra in valat mode multiply (the game\'s kontra is the valat\'s Kontra)',
  ERR_VALAT_KONTRA_SILENT: 'valat.kontra on a silent valat',

  // Result and points
  ERR_RESULT_REQUIRED: 'a positive game without result, points or valat',
  ERR_RESULT_POINTS_MISMATCH: 'result and points disagree',
  ERR_RESULT_VALAT_MISMATCH: 'result and valat disagree',
  ERR_POINTS_VALAT_MISMATCH: 'points and a made valat disagree',

  // Trischaken
  ERR_TRISCHAKEN_POINTS_SUM: 'Trischaken points not adding up to 70/0',
  ERR_TRISCHAKEN_TRICKS_SUM: 'Trischaken tricks not adding up to 12',
  ERR_TRISCHAKEN_JUNGFRAU_POINTS: 'a player without a trick has card points',
  ERR_TRISCHAKEN_TRICKS_NO_POINTS: 'a player with tricks has 0/0 card points',
  ERR_TRISCHAKEN_SITTING_OUT: 'an entry for the seat sitting out (must be null)',
  ERR_TRISCHAKEN_MISSING: 'no entry (null) for a seat that plays',

  // Schleifen (conceded)
  ERR_SCHLEIFEN_GAME: 'Schleifen outside Rufer / Besserrufer',
  ERR_SCHLEIFEN_KONTRA: 'Kontra on a conceded game',
  ERR_SCHLEIFEN_VALAT: 'a valat on a conceded game',
  ERR_SCHLEIFEN_PRAEMIE: 'Prämien on a conceded game other than the Besserrufer\'s announced bird',
  ERR_SCHLEIFEN_PARTNER: 'a partner on a conceded game',
  ERR_SCHLEIFEN_RESULT: 'a conceded game recorded as won',
  ERR_SCHLEIFEN_POINTS: 'card points on a conceded game',

  // Bei, manual
  ERR_BEI_DUPLICATE_DECLARER: 'two contracts for the same seat in a Bei hand',
  ERR_MANUAL_SUM: 'manual amounts not adding up to 0',
  ERR_MANUAL_SITTING_OUT: 'a manual amount for the seat sitting out',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, code);
}
