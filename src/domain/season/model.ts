/**
 * The season's vocabulary (tournament-format.md §8–§10): the season file that ranks a cup's
 * players over the cup's tournaments (Saisonwertung), field for field, and the standings
 * the `season` command prints. The tournaments are the tournament files themselves (§1).
 */
import type { Rational } from '../rational';
import type { SeasonTournament } from '../results/model';
import type { CupPointsSpec } from '../tournament/model';

export const SEASON_FORMAT = 'tarock-season';
export const SEASON_VERSION = 1;
export const SEASON_STANDINGS_FORMAT = 'tarock-season-standings';

export const SEASON_TIE_BREAKS = ['final', 'finalRounds', 'results', 'participations'] as const;
/** How players with the same total are told apart (§8), applied in the order given. */
export type SeasonTieBreak = (typeof SEASON_TIE_BREAKS)[number];
/** The default `tieBreaks` (§8). */
export const DEFAULT_TIE_BREAKS: readonly SeasonTieBreak[] = ['results'];

export const FINAL_COUNTS = ['inside', 'onTop'] as const;
/** The Finale's Cuppunkte compete for the best N ("inside") or always count in addition ("onTop"). */
export type FinalCounts = (typeof FINAL_COUNTS)[number];

/** How many results count: the best N (1–100), "half" or "all" (§8). */
export type SeasonBest = number | 'half' | 'all';

export interface SeasonFinal {
  /** The Finale's number in `tournaments`, from 1. */
  tournament: number;
  counts: FinalCounts;
}

export interface SeasonOef {
  /** K: season places 1…K qualify for the Österreich-Finale (1–1000). */
  places: number;
  /** ÖF-Startpunkte for places 1, 2, … (at least K entries, numbers 0 or more). */
  startPoints: number[];
}

/** Points a cup player brings into the season (§12): they always count, and are no result. */
export interface SeasonCarried {
  /** Names a season player as a `lots` entry does: cup number, else name key. */
  player: string;
  /** 0 or more. */
  points: number;
  /** 1–200 characters, e.g. "Cupsieger Hausruck". */
  note?: string;
}

/** The season file (§8). */
export interface SeasonFile {
  format: typeof SEASON_FORMAT;
  version: typeof SEASON_VERSION;
  /** 1–80 characters after trimming. */
  cup: string;
  /** 1–20 characters after trimming, e.g. "2025/26". */
  season: string;
  /** The season's cup-point form, applied to every tournament (a file's own `cupPoints` is not used). */
  cupPoints: CupPointsSpec;
  best: SeasonBest;
  /** The tournaments of the whole season (held and scheduled), for "half"; 1–100. */
  plannedTournaments?: number;
  final?: SeasonFinal;
  tieBreaks?: SeasonTieBreak[];
  /** The order drawn by lot for players still tied: cup numbers, or names of players without one. */
  lots?: string[];
  oef?: SeasonOef;
  /** Points brought into the season (§12), e.g. the ÖF-Startpunkte at the Österreich-Finale. */
  carried?: SeasonCarried[];
  /** Only these cup players are ranked (§12): a side ranking; named as `lots` entries name players. */
  eligible?: string[];
  /** 1–100 tournament files or results lists (§11), in the order played (tournament 1 first). */
  tournaments: SeasonTournament[];
}

export const SEASON_KEYS = [
  'format', 'version', 'cup', 'season', 'cupPoints', 'best', 'plannedTournaments', 'final', 'tieBreaks', 'lots', 'oef', 'carried', 'eligible', 'tournaments',
] as const satisfies readonly (keyof SeasonFile)[];

export const MAX_CUP_LENGTH = 80;
export const MAX_SEASON_LENGTH = 20;
export const MAX_SEASON_TOURNAMENTS = 100;
export const MAX_BEST = 100;
export const MAX_OEF_PLACES = 1000;
export const MAX_CARRIED_NOTE_LENGTH = 200;

/** One player's result in one tournament (§9): their place and the season's Cuppunkte for it. */
export interface SeasonResult {
  place: number;
  cupPoints: Rational;
  /** The result counts towards the total (one of the best N, or the Finale on top). */
  counted: boolean;
}

/** One line of the Saisonwertung (§9, §10). */
export interface SeasonStandingRow {
  /** Competition ranking: 1, 2, 2, 4. */
  place: number;
  /** The cup player's key (see `CupPlayer.key`). */
  key: string;
  /** Trimmed cup number, or null for a player matched by name. */
  cupNumber: string | null;
  /** Clean name of their entry in the last tournament in which they have a place. */
  name: string;
  /** One entry per tournament, in `tournaments` order; null without a result. */
  results: (SeasonResult | null)[];
  /** Points brought into the season (§12): present (null when none) only when the file has `carried`. */
  carried?: Rational | null;
  /** Sum of the counted Cuppunkte, plus the carried points. */
  total: Rational;
  /** Number of results. */
  participations: number;
  /** ÖF-Startpunkte: present (null when not qualified) only when the file has `oef`. */
  oefStartPoints?: Rational | null;
  /** The place is shared with another player. */
  shared: boolean;
  /** The order against equally placed players came from `lots`. */
  byLot: boolean;
}

/** The Saisonwertung (§9), with exact numbers; the `season` command's JSON (§10) is this. */
export interface SeasonStandings {
  cup: string;
  season: string;
  /** The N used (after "half"); null for "all". */
  best: number | null;
  tournaments: { id: string; name: string; final: boolean }[];
  /** The file has `oef` (the rows carry `oefStartPoints`). */
  hasOef: boolean;
  /** The file has the key `carried` (the rows carry `carried`; the CSV has `Mitgebracht`). */
  hasCarried: boolean;
  standings: SeasonStandingRow[];
  /** Groups of cup-player keys still tied on one place: a lot could separate them. */
  tiedGroups: string[][];
}

/**
 * ABAKUS's ÖF start-point tables (2021), §8, for reference: offered as choices for `oef`.
 */
export const OEF_START_POINTS_SAUWALD: readonly number[] = [
  120, 112, 106, 101, 98, 96, 93, 90, 88, 85, 83, 80, 78, 76, 73, 71, 69, 67, 65, 63, 61, 59, 57, 55, 53, 52, 50, 48,
  47, 45, 44, 42, 41, 40, 38, 37, 36, 35, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 24, 23, 22, 21, 21, 20, 19, 19, 18,
  18, 17, 17, 16, 16, 15, 15, 14, 14, 14, 13, 13, 13, 13, 12, 12, 12, 12, 11, 11, 11, 11, 11,
];
export const OEF_START_POINTS_KAERNTEN_STEIERMARK_TIROL: readonly number[] = [
  120, 109, 100, 93, 87, 82, 78, 73, 69, 64, 60, 57, 53, 50, 46, 43, 41, 38, 35, 33, 31, 29, 27, 25, 23, 22, 20, 19,
  18, 17, 16, 15, 14, 13, 13, 12, 12, 11, 11, 11,
];
export const OEF_START_POINTS_HAUSRUCK_RAIFFEISEN_WIEN: readonly number[] = [
  120, 111, 104, 98, 95, 91, 88, 84, 81, 78, 75, 72, 69, 66, 63, 61, 58, 56, 53, 51, 49, 47, 45, 43, 41, 39, 37, 36,
  34, 32, 31, 30, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 17, 16, 15, 15, 14, 14, 13, 13, 13, 12, 12, 12, 11,
  11, 11, 11,
];

/** The three tables by id, with the cups that use them (§8). */
export const OEF_START_POINT_TABLES = {
  sauwald: { cups: 'Sauwald', places: 80, startPoints: OEF_START_POINTS_SAUWALD },
  kaerntenSteiermarkTirol: { cups: 'Kärnten, Steiermark, Tirol', places: 40, startPoints: OEF_START_POINTS_KAERNTEN_STEIERMARK_TIROL },
  hausruckRaiffeisenWien: { cups: 'Hausruck, Raiffeisen, Wien', places: 60, startPoints: OEF_START_POINTS_HAUSRUCK_RAIFFEISEN_WIEN },
} as const;
export type OefTableId = keyof typeof OEF_START_POINT_TABLES;
