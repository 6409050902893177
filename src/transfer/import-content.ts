/**
 * What an import reads out of a file (`import-json.ts`): the checked content of a session file
 * or a backup bundle, and its problems as `ImportError`s with stable codes, with the small
 * helpers every importer of a file's parts words them with.
 */
import type { TournamentError, TournamentFile } from '@/domain/index';
import type { CheckedSession, EngineError, PresetId, RuleOverrides } from '@/domain/model';
import type { RuleSet } from '@/domain/rules/rule-set';
import type { SeasonError } from '@/domain/season/errors';
import type { SeasonFile } from '@/domain/season/model';
import type { BundleArchived, BundleKassaCarry, BundleResultLogEntry, BundleSeason, BundleTableKey } from './export-json';

export type ImportErrorCode =
  | 'ERR_IMPORT_EMPTY'
  | 'ERR_IMPORT_TOO_LARGE'
  | 'ERR_IMPORT_FILE_TYPE'
  | 'ERR_IMPORT_NOT_JSON'
  | 'ERR_IMPORT_WRONG_FORMAT'
  | 'ERR_IMPORT_NEWER_VERSION'
  | 'ERR_IMPORT_UNKNOWN_VERSION'
  | 'ERR_IMPORT_INVALID_BUNDLE'
  | 'ERR_IMPORT_INVALID_RULE_SET'
  | 'ERR_IMPORT_INVALID_SESSION'
  | 'ERR_IMPORT_INVALID_TOURNAMENT'
  | 'ERR_IMPORT_INVALID_SEASON'
  | 'ERR_IMPORT_TOO_MANY_HANDS'
  | 'ERR_IMPORT_NOTE_TOO_LONG'
  | 'ERR_IMPORT_SESSION_NAME_TOO_LONG'
  | 'ERR_IMPORT_PLAYER_NAME'
  | 'ERR_IMPORT_PLAYER_DUPLICATE';

export interface ImportError {
  code: ImportErrorCode;
  /** English text for logs and as the fallback; the UI translates by code. */
  message: string;
  params: Record<string, string | number>;
  /** 0-based position of the session (or rule set, tournament) in a bundle; 0 for a single session file. */
  item?: number;
  /** The session's (tournament's) name, when it has one, to point the user to it. */
  itemName?: string;
  /** For ERR_IMPORT_INVALID_SESSION / _RULE_SET: the engine's finding (hand, field, code, message). */
  engine?: EngineError;
  /** For ERR_IMPORT_INVALID_TOURNAMENT: the tournament check's finding, located by round, table, hand, player. */
  tournament?: TournamentError;
  /** For ERR_IMPORT_INVALID_SEASON: the season check's finding (tournament k inside it, and where in it). */
  season?: SeasonError;
}

export interface ImportedSession {
  /** The checked copy (`parseSession`), under the app's limits and name rules. */
  data: CheckedSession;
  rules: RuleSet;
  fingerprint: string;
}

export interface ImportedRuleSet {
  name: string;
  spec: { preset: PresetId; overrides: RuleOverrides };
}

export interface ImportedTournament {
  /** The checked copy `parseTournament` returned. */
  data: TournamentFile;
  fingerprint: string;
}

/** A season of a bundle (version 4), checked whole by `parseSeason`. */
export interface ImportedSeason extends Omit<BundleSeason, 'file' | 'linkedTournaments'> {
  /** The checked copy of the season file. */
  data: SeasonFile;
  fingerprint: string;
  /** Ids of the bundle's tournaments that belong to it (none: empty). */
  linkedTournaments: string[];
}

/** A carried pot from a bundle, checked: the bundle's shape (`fromSession` is an index into its sessions). */
export type ImportedKassaCarry = BundleKassaCarry;

export interface ImportContent {
  kind: 'session' | 'bundle';
  sessions: ImportedSession[];
  ruleSets: ImportedRuleSet[];
  players: string[];
  /** Bundles of version 2 and later; empty otherwise. */
  tournaments: ImportedTournament[];
  kassaCarries: ImportedKassaCarry[];
  /** Bundles of version 3: the archived evenings (places in `sessions`) and tournaments (ids). */
  archived?: BundleArchived;
  /** Bundles of version 4 and later; empty otherwise. */
  seasons: ImportedSeason[];
  /** Bundles of version 4: the history of the tournaments' table results. */
  resultLog?: BundleResultLogEntry[];
  /** Bundles of version 5: the round sheets' table keys, by place in `sessions`. */
  tableKeys?: BundleTableKey[];
  exportedAt?: string;
}

export function fail(code: ImportErrorCode, message: string, params: Record<string, string | number> = {}, extra: Partial<ImportError> = {}): ImportError {
  return { code, message, params, ...extra };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type VersionCheck = 'ok' | 'newer' | 'unknown';

export function checkVersion(version: unknown, supported: number): VersionCheck {
  if (version === supported) return 'ok';
  if (typeof version === 'number' && Number.isInteger(version) && version > supported) return 'newer';
  return 'unknown';
}

export function versionError(check: VersionCheck, what: string, version: unknown, supported: number, extra: Partial<ImportError> = {}): ImportError {
  const shown = typeof version === 'number' || typeof version === 'string' ? String(version) : JSON.stringify(version) ?? 'none';
  return check === 'newer'
    ? fail('ERR_IMPORT_NEWER_VERSION', `The ${what} has version ${shown}; this app reads version ${supported}. Update the app to import it.`, { version: shown, supported }, extra)
    : fail('ERR_IMPORT_UNKNOWN_VERSION', `The ${what} has an unknown version (${shown}).`, { version: shown, supported }, extra);
}

export function itemName(raw: unknown): Partial<ImportError> {
  return isRecord(raw) && typeof raw.name === 'string' && raw.name.trim() ? { itemName: raw.name } : {};
}

export function bundleError(field: string, message: string, item?: number): ImportError {
  return fail('ERR_IMPORT_INVALID_BUNDLE', `${field}: ${message}`, { field, detail: message }, item === undefined ? {} : { item });
}

/** An optional list of a bundle: its items (none when absent); not a list is an error and gives none. */
export function listAt(value: unknown, field: string, message: string, errors: ImportError[]): unknown[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  errors.push(bundleError(field, message));
  return [];
}
