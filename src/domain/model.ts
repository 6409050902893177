/**
 * The engine's vocabulary: ids as const lists, the session file's hand shape
 * (session-format.md, "Hand"), the resolved rule set, and what settling returns.
 * A `Hand` is the JSON object of the session format, field for field: the app
 * stores exactly what it exports, so export and import are lossless.
 */
import type { Rational } from './rational';

export const PRESET_IDS = ['hausregeln', 'tarockcup', 'erotas', 'baden', 'wiki', 'ooe2023', 'tirol', 'wien'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export const GAME_IDS = [
  'rufer', 'solorufer', 'besserrufer', 'solobesserrufer',
  'dreier', 'sechserdreier', 'solodreier',
  'farbendreier', 'farbensolo',
  'bettler', 'bettler_ouvert', 'bettler_plauderer',
  'piccolo', 'piccolo_ouvert', 'piccolo_plauderer',
  'zwiccolo', 'zwiccolo_ouvert', 'triccolo',
  'trischaken',
] as const;
export type GameId = (typeof GAME_IDS)[number];
export type GameFamily = 'rufer' | 'dreier' | 'farben' | 'negative' | 'trischaken';

export const PRAEMIE_IDS = [
  'pagat', 'uhu', 'kakadu', 'marabu', 'koenig_ultimo', 'trull', 'koenige',
  'mondfang', 'koenigfang', 'honneurs', 'absolut', 'grammopoi',
] as const;
export type PraemieId = (typeof PRAEMIE_IDS)[number];
export const BIRD_IDS = ['pagat', 'uhu', 'kakadu', 'marabu'] as const;
export type BirdId = (typeof BIRD_IDS)[number];

export type Seat = number;
export type Side = 'declarer' | 'opponents';
export type DoubleTrigger = 'trischaken' | 'mondfang' | 'fensterbankerl';

/** Card points as in the file: "P/B" or a whole number. Internally thirds (3·P + B). */
export type CardPoints = string | number;

export interface PraemieEntry {
  id: PraemieId;
  side: Side;
  announced: boolean;
  made: boolean;
  kontra?: number;
  by?: Seat;
}

export interface ValatEntry {
  side: Side;
  announced: boolean;
  made: boolean;
  /** Valat mode fixed only: the Kontra level on an announced valat (rules.md §3.1). */
  kontra?: number;
}

export interface BeiContract {
  declarer: Seat;
  game: GameId;
  result: 'won' | 'lost';
  kontraBy?: Record<string, number>;
}

export interface TrischakenEntry {
  points: (CardPoints | null)[];
  /** Optional (rules.md §7): 0/0 means no trick, 70/0 all twelve. */
  tricks?: (number | null)[];
  kontra?: (number | null)[];
}

/** One hand exactly as in session-format.md. */
export interface Hand {
  dealer?: Seat;
  game?: GameId;
  declarer?: Seat;
  partner?: Seat | null;
  conceded?: true;
  calledKingInTalon?: true;
  result?: 'won' | 'lost';
  points?: CardPoints;
  kontra?: number;
  vorfleck?: true;
  valat?: ValatEntry;
  praemien?: PraemieEntry[];
  kontraBy?: Record<string, number>;
  bei?: BeiContract[];
  trischaken?: TrischakenEntry;
  renonce?: { by: Seat };
  doubleStake?: boolean;
  manual?: number[];
  dissolveKassa?: true;
  void?: true;
  note?: string;
}

/**
 * Phantom brand of a hand that passed validation: a type-level mark only, no field at run
 * time, so a valid hand's JSON is exactly the session format's.
 */
declare const validHand: unique symbol;

/**
 * A hand that passed validation (`checkHand`, `parseSession`, `parseTournament`,
 * `validateTableResult`, `checkHandIn`): only `checkHand` in
 * `validation/validate-hand.ts` makes one. The settlement, the statistics and the
 * Abrechnung take these, so an unchecked hand does not compile there. Valid means valid
 * where it was checked: under its session's rules, at its place in the rotation.
 */
export type ValidHand = Hand & { readonly [validHand]: true };

export interface RuleOverrides {
  tariffs?: Partial<Record<GameId, number>>;
  lossTariffs?: Partial<Record<GameId, number>>;
  games?: GameId[];
  praemien?: Partial<Record<PraemieId, number | null>>;
  maxKontra?: number;
  kontraOnSheet?: boolean;
  threshold?: string;
  lastKontraShift?: boolean;
  silentLostCounts?: boolean;
  valat?: { mode: 'multiply' | 'fixed'; silent: number; announced: number };
  renonce?: 'asIfWon' | 'flat';
  vorfleck?: boolean;
  piccoloLostDouble?: boolean;
  bei?: GameId[];
  pagatkassa?: PagatkassaRule | null;
  doubleRounds?: DoubleRoundsRule | null;
  /** Engine extensions (documented in docs/rule-sets.md). */
  [key: string]: unknown;
}

/** The `rules` field of a session: a preset id or a preset with overrides. */
export type RulesSpec = PresetId | { preset: PresetId; overrides?: RuleOverrides };

export interface PagatkassaRule {
  contribution: number;
  refill: 'onEmpty' | 'everyHand';
  birds: BirdId[];
}

export interface DoubleRoundsRule {
  triggers: DoubleTrigger[];
  stacking: 'queue' | 'stack' | 'none';
}

/** The session file's `tournament` key (tournament-format.md §7): where a table's round belongs. */
export interface SessionTournamentLink {
  id: string;
  name: string;
  round: number;
  table: number;
  /** The tournament's player ids, one per seat (names at the table may be disambiguated). */
  playerIds: string[];
  handsPerRound: number;
}

/**
 * The session as stored and exported (session-format.md). `H` is the type of its hands:
 * `Hand` for a session not (yet) checked, `ValidHand` for a checked one (`CheckedSession`).
 */
export interface Session<H extends Hand = Hand> {
  format: 'tarock-session';
  version: 1;
  name?: string;
  date?: string;
  players: string[];
  rules: RulesSpec;
  stakeCents?: number;
  firstDealer?: Seat;
  lastRoundFrom?: number;
  /** Pagatkassa balance carried over from an earlier evening (rules.md §6); default 0. */
  kassaStart?: number;
  hands: H[];
  /** Set when the session is a table's round of a tournament (tournament-format.md §7). */
  tournament?: SessionTournamentLink;
}

/** A session whose every hand passed validation, as `parseSession` returns it: what the settlement takes. */
export type CheckedSession = Session<ValidHand>;

/**
 * The session file's keys in the format's order: the one list validation accepts and
 * export writes (keys the app does not know are never read or written).
 */
export const SESSION_KEYS = [
  'format', 'version', 'name', 'date', 'players', 'rules', 'stakeCents', 'firstDealer', 'lastRoundFrom', 'kassaStart', 'hands', 'tournament',
] as const satisfies readonly (keyof Session)[];

/** The keys of a session's `tournament` link, in the format's order. */
export const SESSION_TOURNAMENT_KEYS = ['id', 'name', 'round', 'table', 'playerIds', 'handsPerRound'] as const satisfies readonly (keyof SessionTournamentLink)[];

/** A structured, language-free validation error. The UI maps `code` to German or English. */
export interface EngineError {
  /** Stable code, e.g. 'ERR_PARTNER_IS_DECLARER'. */
  code: string;
  /** 0-based hand index, or null for problems outside the hands ("file"). */
  hand: number | null;
  /** The offending field's JSON key (path inside the hand, e.g. "praemien[1].by"), or "file". */
  field: string;
  /** English message as printed by `settle` after "hand N: field: ". */
  message: string;
  /** Values the message mentions, for translated messages. */
  params?: Record<string, string | number>;
}

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** One line of a hand's explanation; `key` and `params` feed the German/English text. */
export interface ExplanationLine {
  key: string;
  params: Record<string, string | number>;
  /** Amount per opponent (or per player) this line stands for, when it has one. */
  amount?: Rational;
}

export interface SettledHand {
  index: number;
  dealer: Seat;
  /** Seats that played (4); at a 5-table the dealer sits out. */
  active: Seat[];
  multiplier: number;
  pending: number;
  /** Sheet row (Schrift), one entry per seat. */
  deltas: Rational[];
  /** Kontra surplus paid in cash (all zero when Kontra stays on the sheet). */
  cash: Rational[];
  /** Change of the Pagatkassa in this hand. */
  kassa: Rational;
  totals: Rational[];
  cashTotals: Rational[];
  kassaBalance: Rational;
  explanation: ExplanationLine[];
}

export interface Settlement {
  players: string[];
  hands: SettledHand[];
  totals: Rational[];
  cashTotals: Rational[];
  kassa: Rational;
  moneyCents: number[];
  /** Who deals the next hand, and the double-stake state after the last hand. */
  nextDealer: Seat;
  nextMultiplier: number;
  pending: number;
}
