/**
 * The tournament's vocabulary (tournament-format.md): the tournament file as stored and
 * exported, field for field, and the two messages between the director's device and a
 * table's phone (§6). The app stores exactly what it exports.
 */
import type { Hand, RulesSpec, ValidHand } from '../model';

export const TOURNAMENT_FORMAT = 'tarock-tournament';
export const TOURNAMENT_VERSION = 1;
export const TABLE_CARD_FORMAT = 'tarock-table-card';
export const HAND_IN_FORMAT = 'tarock-hand-in';
export const STANDINGS_FORMAT = 'tarock-standings';

/** A player's id inside one tournament (1–64 characters, unique in the file). */
export type PlayerId = string;

export interface TournamentPlayer {
  id: PlayerId;
  name: string;
  /** The player left after this round (0 = before round 1); results they have keep counting. */
  withdrawnAfter?: number;
  /** The player's number in the cup (Cupnummer, §1): 1–20 characters, trimmed, unique in the file; matches them across a season (§8). */
  cupNumber?: string;
}

/**
 * A table's result for one round: the hands as recorded, or totals typed from a paper sheet.
 * In a tournament file the hands are checked (`ValidHand`, by `parseTournament` or
 * `validateTableResult`); `TableResult<Hand>` is a result not checked yet.
 */
export type TableResult<H extends Hand = ValidHand> =
  | { hands: H[]; note?: string; receivedAt?: string }
  | { totals: number[]; note?: string; receivedAt?: string };

export interface TableDraw {
  /** 1…t, unique in the round. */
  table: number;
  /** 4 or 5 player ids in seating order. */
  players: PlayerId[];
  /** Seat that deals the round's first hand (default 0). */
  firstDealer?: number;
  /** The table's hand-in key for this round (§1, §6): 22 characters of base64url, drawn when the round is published. */
  key?: string;
  result?: TableResult;
}

export interface Round {
  tables: TableDraw[];
}

/** The tournament file (tournament-format.md §1). */
export interface TournamentFile {
  format: typeof TOURNAMENT_FORMAT;
  version: typeof TOURNAMENT_VERSION;
  id: string;
  name: string;
  date?: string;
  rules: RulesSpec;
  stakeCents?: number;
  plannedRounds: number;
  /** Hands per round by table size: { "4": 16, "5": 20 }. */
  handsPerRound: { '4': number; '5': number };
  timeLimitMinutes?: number;
  cupPoints?: CupPointsSpec;
  players: TournamentPlayer[];
  rounds: Round[];
  lots?: PlayerId[];
}

/** The cup-point schemes a tournament or season may name instead of a list (§3). */
export const CUP_POINT_SCHEMES = ['fixpunkte', 'heine'] as const;
export type CupPointsScheme = (typeof CUP_POINT_SCHEMES)[number];
/**
 * How a tournament gives Cuppunkte (§3): a list for places 1, 2, 3, … (0 beyond it),
 * "fixpunkte" (the Upper-Austrian table below, by place) or "heine" (by score).
 */
export type CupPointsSpec = number[] | CupPointsScheme;

/** The Upper-Austrian fixed cup points (Fixpunkte, the scheme "fixpunkte" written out) for places 1–50 (§3); place 51 and later get 0. */
export const UPPER_AUSTRIAN_CUP_POINTS: readonly number[] = [
  223, 198, 180, 168, 156, 147, 138, 131, 124, 117, 110, 105, 100, 95, 90, 85, 80, 76, 72, 68, 64, 60, 56, 52, 49,
  46, 43, 40, 37, 34, 31, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
];

/** Heinepunkte (§3): a score up to 100 counts in full, above it every second point, at most 200, nothing at or below 0. */
export const HEINE = { full: 100, max: 200, maxFromScore: 300 } as const;

/** Table card: director → table phone (§6). */
export interface TableCard {
  format: typeof TABLE_CARD_FORMAT;
  version: 1;
  tournament: { id: string; name: string; rules: RulesSpec; stakeCents?: number };
  round: number;
  table: number;
  handsPerRound: number;
  timeLimitMinutes?: number;
  players: { id: PlayerId; name: string }[];
  firstDealer: number;
  /** The table's key (§6), when the table has one: the phone signs its hand-in with it. */
  key?: string;
}

/** Hand-in: table phone → director (§6). */
export interface HandIn {
  format: typeof HAND_IN_FORMAT;
  version: 1;
  tournament: string;
  round: number;
  table: number;
  players: PlayerId[];
  /** The seat that dealt first (default 0). */
  firstDealer?: number;
  hands: Hand[];
  note?: string;
  /** The MAC under the table's key (§6), when the table card carried a key. */
  mac?: string;
}

/** The session file's `tournament` key (§7); defined with the session. */
export type { SessionTournamentLink } from '../model';
