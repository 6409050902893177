/**
 * The results list (tournament-format.md §11): a tournament played elsewhere — another program
 * (ABAKUS), a paper sheet, a published list — as what was published, player by player, without
 * tables or hands. A season (§8) holds results lists beside tournament files; `standings` (§4)
 * reads one; the `results` command (§13) makes one from a CSV.
 */
import type { CupPointsSpec, TournamentFile } from '../tournament/model';

export const RESULTS_FORMAT = 'tarock-results';
export const RESULTS_VERSION = 1;

/** One player's published result (§11). Which keys an entry has is the same on every entry of a list. */
export interface ResultsEntry {
  /** 1–60 characters after trimming (stored normalised, as a tournament player's name). */
  name: string;
  /** The cup number (§1), trimmed; unique in the list. */
  cupNumber?: string;
  /** 1–20 round scores, null for a round not played; at least one number. The total is their sum. */
  rounds?: (number | null)[];
  /** The Schrift total; with `rounds` it equals their sum. */
  total?: number;
  /** The published place, a whole number from 1. */
  place?: number;
  /** The published Cuppunkte, 0 or more: they stand whatever the scheme. */
  cupPoints?: number;
}

/** The results list file (§11). */
export interface ResultsList {
  format: typeof RESULTS_FORMAT;
  version: typeof RESULTS_VERSION;
  /** 1–64 characters; unique among a season's tournaments. */
  id: string;
  /** 1–80 characters after trimming. */
  name: string;
  /** ISO date. */
  date?: string;
  /** Where the numbers come from, 1–200 characters. */
  source?: string;
  /** The list's own scheme (§1); used by `standings` only (a season uses its own). */
  cupPoints?: CupPointsSpec;
  /** 1–1000 entries. */
  results: ResultsEntry[];
  /** Orders ties of this list only: cup numbers, or name keys of entries without a number (as §8's `lots`). */
  lots?: string[];
}

export const RESULTS_KEYS = ['format', 'version', 'id', 'name', 'date', 'source', 'cupPoints', 'results', 'lots'] as const satisfies readonly (keyof ResultsList)[];
export const RESULTS_ENTRY_KEYS = ['name', 'cupNumber', 'rounds', 'total', 'place', 'cupPoints'] as const satisfies readonly (keyof ResultsEntry)[];

export const MAX_RESULTS_ENTRIES = 1000;
export const MAX_RESULTS_ROUNDS = 20;
export const MAX_RESULTS_ID_LENGTH = 64;
export const MAX_RESULTS_NAME_LENGTH = 80;
export const MAX_RESULTS_SOURCE_LENGTH = 200;

/** What a season's `tournaments` holds (§8): tournament files and results lists. */
export type SeasonTournament = TournamentFile | ResultsList;

export function isResultsList(t: SeasonTournament): t is ResultsList {
  return t.format === RESULTS_FORMAT;
}

/** A scored list: every entry has a total (from `rounds` or `total`). Otherwise it is a placed list. */
export function isScoredList(list: Pick<ResultsList, 'results'>): boolean {
  const first = list.results[0];
  return first !== undefined && (first.rounds !== undefined || first.total !== undefined);
}
