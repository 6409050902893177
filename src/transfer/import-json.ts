/**
 * Import of session files and backup bundles. A file the user brings is
 * untrusted: every step returns a `Result` with stable error codes and nothing
 * is written until everything in the file has passed the engine's own
 * validation (`parseSession`, `resolveRules`).
 *
 *   checkImportFile (name, size, type)  → readable at all?
 *   parseImportText (the file's text)   → JSON? which format and version? every session, rule set,
 *                                         tournament and carried pot valid?
 *   planImport (+ what is stored)       → new / already there / conflicting, shown as a preview
 *   buildImportRecords (+ the choices)  → the records `importBackup` writes in one transaction
 *
 * Duplicates are recognised by a content fingerprint (canonical JSON of the
 * session file). A different session with the same name, date and players is a
 * conflict: it is only imported, as a copy, when the user says so. A tournament
 * is recognised by its id (as the tournament import does) and a carried pot by
 * its table (the same players): the same content is already there, other
 * content is a conflict and the stored one stays. Nothing stored is ever
 * overwritten.
 */
import { parseSession, parseTournament, resolveRules, type TournamentError, type TournamentFile } from '@/domain/index';
import { tableEveningName } from '@/domain/tournament/table-card';
import { MAX_HANDS_PER_SESSION, MAX_NOTE_LENGTH, MAX_SESSION_NAME_LENGTH } from '@/domain/limits';
import { MAX_PLAYER_NAME_LENGTH, normalizePlayerName, playerNameKey } from '@/domain/player-name';
import type { CheckedSession, EngineError, PresetId, Result, RuleOverrides, RulesSpec, Session } from '@/domain/model';
import type { RuleSet } from '@/domain/rules/rule-set';
import { resultFingerprint } from '@/domain/tournament/result-fingerprint';
import { parseSeason } from '@/domain/season/parse-season';
import type { SeasonError } from '@/domain/season/errors';
import type { SeasonFile } from '@/domain/season/model';
import { kassaTableKey } from '@/domain/kassa-table';
import type { KassaCarry, StoredResultLogEntry, StoredRuleSet, StoredSeason, StoredSession, StoredTournament } from '@/persistence/records';
import {
  type BundleArchived,
  type BundleKassaCarry,
  type BundleResultLogEntry,
  BACKUP_FORMAT, BACKUP_VERSION, SESSION_FORMAT, SESSION_VERSION, makeSessionFile, ruleSetFingerprint, seasonFingerprint, sessionFingerprint, tournamentFingerprint,
} from './export-json';

/** Larger files are refused before they are read (a year of evenings is well under 1 MB). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

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
export interface ImportedSeason {
  data: SeasonFile;
  fingerprint: string;
  archived: boolean;
  rules?: RulesSpec;
  distinct?: [string, string][];
  /** Ids of the bundle's tournaments that belong to it. */
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
  exportedAt?: string;
}

function fail(code: ImportErrorCode, message: string, params: Record<string, string | number> = {}, extra: Partial<ImportError> = {}): ImportError {
  return { code, message, params, ...extra };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const JSON_TYPES = new Set(['application/json', 'text/json']);
/** Types phones and desktops report for a .json file they do not know. */
const NEUTRAL_TYPES = new Set(['', 'application/octet-stream', 'text/plain']);

/** Checks what is known before reading: type, emptiness, size. */
export function checkImportFile(file: { name: string; size: number; type: string }): Result<null, ImportError[]> {
  const type = file.type.toLowerCase().split(';')[0]!.trim();
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const isJson = JSON_TYPES.has(type) || (extension === 'json' && NEUTRAL_TYPES.has(type)) || (extension === '' && NEUTRAL_TYPES.has(type));
  if (!isJson) {
    return { ok: false, error: [fail('ERR_IMPORT_FILE_TYPE', `${file.name} is not a JSON file.`, { name: file.name, type: type || extension })] };
  }
  if (file.size === 0) return { ok: false, error: [fail('ERR_IMPORT_EMPTY', 'The file is empty.', { name: file.name })] };
  if (file.size > MAX_IMPORT_BYTES) {
    return {
      ok: false,
      error: [fail('ERR_IMPORT_TOO_LARGE', `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`, {
        name: file.name, sizeMb: Math.ceil(file.size / 1024 / 1024), maxMb: MAX_IMPORT_BYTES / 1024 / 1024,
      })],
    };
  }
  return { ok: true, value: null };
}

type VersionCheck = 'ok' | 'newer' | 'unknown';

function checkVersion(version: unknown, supported: number): VersionCheck {
  if (version === supported) return 'ok';
  if (typeof version === 'number' && Number.isInteger(version) && version > supported) return 'newer';
  return 'unknown';
}

function versionError(check: VersionCheck, what: string, version: unknown, supported: number, extra: Partial<ImportError> = {}): ImportError {
  const shown = typeof version === 'number' || typeof version === 'string' ? String(version) : JSON.stringify(version) ?? 'none';
  return check === 'newer'
    ? fail('ERR_IMPORT_NEWER_VERSION', `The ${what} has version ${shown}; this app reads version ${supported}. Update the app to import it.`, { version: shown, supported }, extra)
    : fail('ERR_IMPORT_UNKNOWN_VERSION', `The ${what} has an unknown version (${shown}).`, { version: shown, supported }, extra);
}

function itemName(raw: unknown): Partial<ImportError> {
  return isRecord(raw) && typeof raw.name === 'string' && raw.name.trim() ? { itemName: raw.name } : {};
}

/**
 * The app's limits and name rules on a valid session file: at most
 * MAX_HANDS_PER_SESSION hands, notes and the evening's name capped, and player
 * names normalised (NFC, no bidi or invisible characters, spaces collapsed) —
 * two players whose names differ only by such characters or by case are refused.
 */
function applyAppRules(data: CheckedSession, item: number, name: Partial<ImportError>): Result<CheckedSession, ImportError[]> {
  const errors: ImportError[] = [];
  const at = { item, ...name };
  const players = data.players.map(normalizePlayerName);
  const seen = new Map<string, number>();
  players.forEach((player, seat) => {
    const length = [...player].length;
    if (length === 0 || length > MAX_PLAYER_NAME_LENGTH) {
      errors.push(fail('ERR_IMPORT_PLAYER_NAME', `players[${seat}]: a name must have 1 to ${MAX_PLAYER_NAME_LENGTH} visible characters`, {
        seat: seat + 1, max: MAX_PLAYER_NAME_LENGTH,
      }, at));
      return;
    }
    const key = playerNameKey(player);
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push(fail('ERR_IMPORT_PLAYER_DUPLICATE', `players[${seat}]: "${player}" is the same name as players[${first}]`, {
        seat: seat + 1, other: first + 1, name: player,
      }, at));
    } else {
      seen.set(key, seat);
    }
  });
  data.hands.forEach((hand, i) => {
    if (typeof hand.note === 'string' && hand.note.length > MAX_NOTE_LENGTH) {
      errors.push(fail('ERR_IMPORT_NOTE_TOO_LONG', `hand ${i}: note: longer than ${MAX_NOTE_LENGTH} characters`, {
        n: i + 1, length: hand.note.length, max: MAX_NOTE_LENGTH,
      }, at));
    }
  });
  let sessionName = data.name === undefined ? undefined : normalizePlayerName(data.name);
  // A table's round of a tournament took the tournament's name, which may be longer (up to 80
  // characters) than an evening's: shortened, not refused, so no older backup is lost over it.
  if (sessionName !== undefined && data.tournament !== undefined) sessionName = tableEveningName(sessionName);
  if (sessionName !== undefined && [...sessionName].length > MAX_SESSION_NAME_LENGTH) {
    errors.push(fail('ERR_IMPORT_SESSION_NAME_TOO_LONG', `name: longer than ${MAX_SESSION_NAME_LENGTH} characters`, { max: MAX_SESSION_NAME_LENGTH }, at));
  }
  if (sessionName === '') sessionName = undefined;
  if (errors.length) return { ok: false, error: errors };
  const { name: _old, ...rest } = data;
  return { ok: true, value: { ...rest, ...(sessionName === undefined ? {} : { name: sessionName }), players } };
}

/** Validates one session file object; `item` is its position in a bundle. */
function importSession(raw: unknown, item: number): Result<ImportedSession, ImportError[]> {
  if (isRecord(raw) && raw.format === SESSION_FORMAT) {
    const check = checkVersion(raw.version, SESSION_VERSION);
    if (check !== 'ok') return { ok: false, error: [versionError(check, 'session file', raw.version, SESSION_VERSION, { item, ...itemName(raw) })] };
  }
  // Refused before anything else looks at the hands: a 100,000-hand file must not hold up the tab.
  if (isRecord(raw) && Array.isArray(raw.hands) && raw.hands.length > MAX_HANDS_PER_SESSION) {
    return {
      ok: false,
      error: [fail('ERR_IMPORT_TOO_MANY_HANDS', `The evening has ${raw.hands.length} hands; at most ${MAX_HANDS_PER_SESSION} are accepted.`, {
        count: raw.hands.length, max: MAX_HANDS_PER_SESSION,
      }, { item, ...itemName(raw) })],
    };
  }
  let parsed: ReturnType<typeof parseSession>;
  try {
    parsed = parseSession(raw);
  } catch (e) {
    // parseSession promises never to throw; should it ever, the file is still refused, not the app.
    const engine: EngineError = { code: 'ERR_INTERNAL', hand: null, field: 'file', message: e instanceof Error ? e.message : String(e) };
    return { ok: false, error: [fail('ERR_IMPORT_INVALID_SESSION', `file: ${engine.message}`, {}, { item, engine })] };
  }
  if (!parsed.ok) {
    return {
      ok: false,
      error: parsed.error.map((engine) =>
        fail('ERR_IMPORT_INVALID_SESSION', `${engine.hand === null ? 'file' : `hand ${engine.hand}`}: ${engine.field}: ${engine.message}`, {}, {
          item, ...itemName(raw), engine,
        }),
      ),
    };
  }
  // The checked copy, never the raw input: only what validation read is stored.
  const checked = applyAppRules(makeSessionFile(parsed.value.session), item, itemName(raw));
  if (!checked.ok) return checked;
  const data = checked.value;
  return { ok: true, value: { data, rules: parsed.value.rules, fingerprint: sessionFingerprint(data) } };
}

/** The keys a bundle of each version may have (a misspelt key is reported, not ignored). */
const BUNDLE_KEYS_V1 = ['format', 'version', 'exportedAt', 'sessions', 'ruleSets', 'players'];
const BUNDLE_KEYS: Record<number, ReadonlySet<string>> = {
  1: new Set(BUNDLE_KEYS_V1),
  2: new Set([...BUNDLE_KEYS_V1, 'tournaments', 'kassaCarries']),
  3: new Set([...BUNDLE_KEYS_V1, 'tournaments', 'kassaCarries', 'archived']),
  4: new Set([...BUNDLE_KEYS_V1, 'tournaments', 'kassaCarries', 'archived', 'resultLog', 'seasons']),
};

function bundleError(field: string, message: string, item?: number): ImportError {
  return fail('ERR_IMPORT_INVALID_BUNDLE', `${field}: ${message}`, { field, detail: message }, item === undefined ? {} : { item });
}

function importRuleSet(raw: unknown, item: number): Result<ImportedRuleSet, ImportError[]> {
  const where = `ruleSets[${item}]`;
  if (!isRecord(raw)) return { ok: false, error: [bundleError(where, 'must be an object with name and rules', item)] };
  const errors: ImportError[] = [];
  for (const key of Object.keys(raw)) if (key !== 'name' && key !== 'rules') errors.push(bundleError(`${where}.${key}`, 'unknown key', item));
  const name = typeof raw.name === 'string' ? normalizePlayerName(raw.name) : '';
  if (!name || name.length > 100) errors.push(bundleError(`${where}.name`, 'must be a name of 1 to 100 visible characters', item));
  const rules = raw.rules;
  if (!isRecord(rules) || typeof rules.preset !== 'string') {
    errors.push(bundleError(`${where}.rules`, 'must be an object { preset, overrides }', item));
    return { ok: false, error: errors };
  }
  const overrides = rules.overrides === undefined ? {} : rules.overrides;
  if (!isRecord(overrides)) {
    errors.push(bundleError(`${where}.rules.overrides`, 'must be an object', item));
    return { ok: false, error: errors };
  }
  const spec = { preset: rules.preset as PresetId, overrides: overrides as RuleOverrides };
  let resolved: ReturnType<typeof resolveRules>;
  try {
    resolved = resolveRules(spec);
  } catch (e) {
    resolved = { ok: false, error: [{ code: 'ERR_INTERNAL', hand: null, field: 'rules', message: e instanceof Error ? e.message : String(e) }] };
  }
  if (!resolved.ok) {
    for (const engine of resolved.error) {
      errors.push(fail('ERR_IMPORT_INVALID_RULE_SET', `${where}: ${engine.field}: ${engine.message}`, { name }, { item, itemName: name, engine }));
    }
  }
  return errors.length ? { ok: false, error: errors } : { ok: true, value: { name, spec } };
}

/** One tournament of a bundle: exactly a tournament file, checked by the tournament import's own parser. */
function importTournamentFile(raw: unknown, item: number): Result<ImportedTournament, ImportError[]> {
  let parsed: ReturnType<typeof parseTournament>;
  try {
    parsed = parseTournament(raw);
  } catch (e) {
    // parseTournament promises never to throw; should it ever, the file is still refused, not the app.
    parsed = { ok: false, error: [{ code: 'ERR_T_INTERNAL', field: '', message: e instanceof Error ? e.message : String(e) }] };
  }
  if (!parsed.ok) {
    const name = itemName(raw);
    return {
      ok: false,
      error: parsed.error.map((tournament) =>
        fail('ERR_IMPORT_INVALID_TOURNAMENT', `tournaments[${item}]: ${tournament.field ? `${tournament.field}: ` : ''}${tournament.message}`, {}, {
          item, ...name, tournament,
        }),
      ),
    };
  }
  return { ok: true, value: { data: parsed.value, fingerprint: tournamentFingerprint(parsed.value) } };
}

const SEASON_ENTRY_KEYS = new Set(['file', 'archived', 'rules', 'distinct', 'linkedTournaments']);

/**
 * One season of a bundle: its season file, checked whole (every tournament in it and the
 * matching across them), the archive mark, the cup's rules, and the links to the bundle's
 * tournaments.
 */
function importSeasonEntry(raw: unknown, item: number, tournamentIds: ReadonlySet<string>): Result<ImportedSeason, ImportError[]> {
  const where = `seasons[${item}]`;
  if (!isRecord(raw)) return { ok: false, error: [bundleError(where, 'must be an object with "file" and "archived"', item)] };
  const errors: ImportError[] = [];
  for (const key of Object.keys(raw)) if (!SEASON_ENTRY_KEYS.has(key)) errors.push(bundleError(`${where}.${key}`, 'unknown key', item));
  let parsed: ReturnType<typeof parseSeason>;
  try {
    parsed = parseSeason(raw.file);
  } catch (e) {
    parsed = { ok: false, error: [{ code: 'ERR_S_INTERNAL', field: '', message: e instanceof Error ? e.message : String(e) }] };
  }
  const name = isRecord(raw.file) && typeof raw.file.cup === 'string' ? `${raw.file.cup} ${typeof raw.file.season === 'string' ? raw.file.season : ''}`.trim() : undefined;
  if (!parsed.ok) {
    for (const season of parsed.error) {
      errors.push(fail('ERR_IMPORT_INVALID_SEASON', `${where}: ${season.tournament !== undefined ? `tournament ${season.tournament}: ` : ''}${season.field ? `${season.field}: ` : ''}${season.message}`, {}, {
        item, ...(name ? { itemName: name } : {}), season,
      }));
    }
  }
  if (typeof raw.archived !== 'boolean') errors.push(bundleError(`${where}.archived`, 'must be true or false', item));
  let rules: RulesSpec | undefined;
  if (raw.rules !== undefined) {
    const spec = raw.rules;
    const ok = typeof spec === 'string' || (isRecord(spec) && typeof spec.preset === 'string' && (spec.overrides === undefined || isRecord(spec.overrides)));
    const resolved = ok ? (() => { try { return resolveRules(spec as RulesSpec).ok; } catch { return false; } })() : false;
    if (!resolved) errors.push(bundleError(`${where}.rules`, 'must be a preset id or { preset, overrides } the app knows', item));
    else rules = spec as RulesSpec;
  }
  const distinct: [string, string][] = [];
  if (raw.distinct !== undefined) {
    if (!Array.isArray(raw.distinct) || !raw.distinct.every((p) => Array.isArray(p) && p.length === 2 && p.every((x) => typeof x === 'string'))) {
      errors.push(bundleError(`${where}.distinct`, 'must be a list of pairs of cup-player keys', item));
    } else for (const p of raw.distinct as [string, string][]) distinct.push([p[0], p[1]]);
  }
  const linkedTournaments: string[] = [];
  listAt(raw.linkedTournaments ?? [], `${where}.linkedTournaments`, 'must be a list of tournament ids', errors).forEach((id, i) => {
    if (typeof id !== 'string' || !tournamentIds.has(id)) errors.push(bundleError(`${where}.linkedTournaments[${i}]`, 'must be the id of a tournament in "tournaments"', item));
    else linkedTournaments.push(id);
  });
  if (errors.length || !parsed.ok) return { ok: false, error: errors };
  return {
    ok: true,
    value: {
      data: parsed.value, fingerprint: seasonFingerprint(parsed.value), archived: raw.archived === true, linkedTournaments,
      ...(rules !== undefined ? { rules } : {}), ...(distinct.length ? { distinct } : {}),
    },
  };
}

const KASSA_CARRY_KEYS = new Set(['players', 'balance', 'fromSession', 'fromName', 'fromDate', 'at']);
/** Far above any real pot; bounds a hostile number. */
const MAX_KASSA_BALANCE = 1_000_000_000;

/**
 * One carried pot of a bundle: the players of one table, a positive balance, when
 * it was carried, and optionally the evening (by its place in `sessions`) it came from.
 */
function importKassaCarry(raw: unknown, item: number, sessions: readonly (ImportedSession | null)[] | null): Result<ImportedKassaCarry, ImportError[]> {
  const where = `kassaCarries[${item}]`;
  if (!isRecord(raw)) return { ok: false, error: [bundleError(where, 'must be an object with players, balance and at')] };
  const errors: ImportError[] = [];
  for (const key of Object.keys(raw)) if (!KASSA_CARRY_KEYS.has(key)) errors.push(bundleError(`${where}.${key}`, 'unknown key'));
  const players: string[] = [];
  if (!Array.isArray(raw.players) || raw.players.length < 4 || raw.players.length > 5) {
    errors.push(bundleError(`${where}.players`, 'must be a list of 4 or 5 names'));
  } else {
    const seen = new Set<string>();
    (raw.players as unknown[]).forEach((p, i) => {
      const name = typeof p === 'string' ? normalizePlayerName(p) : '';
      if (!name || [...name].length > MAX_PLAYER_NAME_LENGTH) {
        errors.push(bundleError(`${where}.players[${i}]`, `must be a name of 1 to ${MAX_PLAYER_NAME_LENGTH} visible characters`));
      } else if (seen.has(playerNameKey(name))) {
        errors.push(bundleError(`${where}.players[${i}]`, `"${name}" is named twice`));
      } else {
        seen.add(playerNameKey(name));
        players.push(name);
      }
    });
  }
  const balance = raw.balance;
  if (typeof balance !== 'number' || !Number.isFinite(balance) || balance <= 0 || balance > MAX_KASSA_BALANCE) {
    errors.push(bundleError(`${where}.balance`, 'must be a number of points greater than 0'));
  }
  const at = raw.at;
  if (typeof at !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(at) || Number.isNaN(Date.parse(at))) {
    errors.push(bundleError(`${where}.at`, 'must be a date and time (ISO text)'));
  }
  const fromDate = raw.fromDate;
  if (fromDate !== undefined && (typeof fromDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(fromDate))) {
    errors.push(bundleError(`${where}.fromDate`, 'must be a date (YYYY-MM-DD)'));
  }
  const fromName = typeof raw.fromName === 'string' ? normalizePlayerName(raw.fromName) : undefined;
  if (raw.fromName !== undefined && (fromName === undefined || [...fromName].length > MAX_SESSION_NAME_LENGTH)) {
    errors.push(bundleError(`${where}.fromName`, `must be a name of at most ${MAX_SESSION_NAME_LENGTH} characters`));
  }
  const from = raw.fromSession;
  if (from !== undefined) {
    if (typeof from !== 'number' || !Number.isInteger(from) || from < 0 || (sessions !== null && from >= sessions.length)) {
      errors.push(bundleError(`${where}.fromSession`, 'must be the position of an evening in sessions'));
    } else {
      // The pot belongs to the table of the evening it came from.
      const evening = sessions?.[from];
      if (evening && Array.isArray(raw.players) && players.length === raw.players.length && kassaTableKey(evening.data.players) !== kassaTableKey(players)) {
        errors.push(bundleError(`${where}.players`, `must be the players of sessions[${from}]`));
      }
    }
  }
  if (errors.length) return { ok: false, error: errors };
  return {
    ok: true,
    value: {
      players,
      balance: balance as number,
      ...(typeof from === 'number' ? { fromSession: from } : {}),
      ...(fromName ? { fromName } : {}),
      ...(typeof fromDate === 'string' ? { fromDate } : {}),
      at: at as string,
    },
  };
}

/** An optional list of a bundle: its items (none when absent); not a list is an error and gives none. */
function listAt(value: unknown, field: string, message: string, errors: ImportError[]): unknown[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  errors.push(bundleError(field, message));
  return [];
}

/**
 * The archive marks of a version-3 bundle: every evening named once by its place in `sessions`,
 * every tournament once by the id of a tournament in the file.
 */
function importArchived(raw: unknown, sessionCount: number, tournamentIds: ReadonlySet<string>): Result<BundleArchived, ImportError[]> {
  if (!isRecord(raw)) return { ok: false, error: [bundleError('archived', 'must be an object with "sessions" and "tournaments"')] };
  const errors: ImportError[] = [];
  for (const key of Object.keys(raw)) if (key !== 'sessions' && key !== 'tournaments') errors.push(bundleError(`archived.${key}`, 'unknown key'));
  const sessions: number[] = [];
  listAt(raw.sessions, 'archived.sessions', 'must be a list of places in "sessions"', errors).forEach((n, i) => {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n >= sessionCount) {
      errors.push(bundleError(`archived.sessions[${i}]`, `must be the place of an evening in "sessions" (0 to ${sessionCount - 1})`));
    } else if (sessions.includes(n)) errors.push(bundleError(`archived.sessions[${i}]`, `names evening ${n} a second time`));
    else sessions.push(n);
  });
  const tournaments: string[] = [];
  listAt(raw.tournaments, 'archived.tournaments', 'must be a list of tournament ids', errors).forEach((id, i) => {
    if (typeof id !== 'string' || !tournamentIds.has(id)) errors.push(bundleError(`archived.tournaments[${i}]`, 'must be the id of a tournament in "tournaments"'));
    else if (tournaments.includes(id)) errors.push(bundleError(`archived.tournaments[${i}]`, `names tournament ${id} a second time`));
    else tournaments.push(id);
  });
  return errors.length ? { ok: false, error: errors } : { ok: true, value: { sessions: sessions.sort((a, b) => a - b), tournaments } };
}

const LOG_SOURCES: readonly string[] = ['typed', 'session-file', 'hand-in', 'tournament-import'];
const LOG_VIAS: readonly string[] = ['camera', 'photo', 'file', 'network'];
const LOG_ACTIONS: readonly string[] = ['accepted', 'replaced', 'removed'];

/**
 * The tables' history of a version-4 bundle: every entry of a tournament in the file, at a
 * drawn round and table, with a result of the table's shape (its hands or one total per seat).
 */
function importResultLog(raw: unknown, tournaments: readonly ImportedTournament[]): Result<BundleResultLogEntry[], ImportError[]> {
  const errors: ImportError[] = [];
  const byId = new Map(tournaments.map((t) => [t.data.id, t.data]));
  const ids = new Set<string>();
  const entries: BundleResultLogEntry[] = [];
  listAt(raw, 'resultLog', 'must be a list of history entries', errors).forEach((e, i) => {
    const where = `resultLog[${i}]`;
    if (!isRecord(e)) {
      errors.push(bundleError(where, 'must be a history entry { id, tournament, round, table, at, source, action, fingerprint, result }'));
      return;
    }
    const before = errors.length;
    const allowed = ['id', 'tournament', 'round', 'table', 'at', 'source', 'via', 'signed', 'action', 'fingerprint', 'replacedFingerprint', 'result'];
    for (const key of Object.keys(e)) if (!allowed.includes(key)) errors.push(bundleError(`${where}.${key}`, 'unknown key'));
    const text = (v: unknown) => typeof v === 'string' && v.length >= 1 && v.length <= 128;
    if (!text(e.id)) errors.push(bundleError(`${where}.id`, 'must be text of 1 to 128 characters'));
    else if (ids.has(e.id as string)) errors.push(bundleError(`${where}.id`, 'is the id of an earlier entry'));
    else ids.add(e.id as string);
    const t = typeof e.tournament === 'string' ? byId.get(e.tournament) : undefined;
    if (!t) errors.push(bundleError(`${where}.tournament`, 'must be the id of a tournament in "tournaments"'));
    const draw = t && Number.isInteger(e.round) ? t.rounds[(e.round as number) - 1]?.tables.find((x) => x.table === e.table) : undefined;
    if (t && !draw) errors.push(bundleError(`${where}.table`, 'must name a drawn round and table of its tournament'));
    if (typeof e.at !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(e.at) || Number.isNaN(Date.parse(e.at))) errors.push(bundleError(`${where}.at`, 'must be a date and time (ISO text)'));
    if (!LOG_SOURCES.includes(e.source as string)) errors.push(bundleError(`${where}.source`, `must be one of ${LOG_SOURCES.join(', ')}`));
    if (e.via !== undefined && !LOG_VIAS.includes(e.via as string)) errors.push(bundleError(`${where}.via`, `must be one of ${LOG_VIAS.join(', ')}`));
    if (e.signed !== undefined && typeof e.signed !== 'boolean') errors.push(bundleError(`${where}.signed`, 'must be true or false'));
    if (!LOG_ACTIONS.includes(e.action as string)) errors.push(bundleError(`${where}.action`, `must be one of ${LOG_ACTIONS.join(', ')}`));
    if (!text(e.fingerprint)) errors.push(bundleError(`${where}.fingerprint`, 'must be text'));
    if (e.replacedFingerprint !== undefined && !text(e.replacedFingerprint)) errors.push(bundleError(`${where}.replacedFingerprint`, 'must be text'));
    const result = e.result;
    const seats = draw?.players.length ?? 0;
    const shapeOk = isRecord(result) && (
      (Array.isArray(result.hands) && result.hands.length <= MAX_HANDS_PER_SESSION && result.hands.every(isRecord) && result.totals === undefined)
      || (Array.isArray(result.totals) && result.hands === undefined && (!draw || result.totals.length === seats) && result.totals.every((x) => typeof x === 'number' && Number.isFinite(x))));
    if (!shapeOk) errors.push(bundleError(`${where}.result`, 'must be a table result: { "hands": […] } or one total per seat'));
    if (errors.length === before) {
      entries.push({
        id: e.id as string, tournament: e.tournament as string, round: e.round as number, table: e.table as number, at: e.at as string,
        source: e.source as BundleResultLogEntry['source'],
        ...(e.via !== undefined ? { via: e.via as NonNullable<BundleResultLogEntry['via']> } : {}),
        ...(e.signed !== undefined ? { signed: e.signed as boolean } : {}),
        action: e.action as BundleResultLogEntry['action'],
        fingerprint: e.fingerprint as string,
        ...(e.replacedFingerprint !== undefined ? { replacedFingerprint: e.replacedFingerprint as string } : {}),
        result: result as BundleResultLogEntry['result'],
      });
    }
  });
  return errors.length ? { ok: false, error: errors } : { ok: true, value: entries };
}

function importBundle(raw: Record<string, unknown>, version: number): Result<ImportContent, ImportError[]> {
  const errors: ImportError[] = [];
  const keys = BUNDLE_KEYS[version]!;
  for (const key of Object.keys(raw)) if (!keys.has(key)) errors.push(bundleError(key, 'unknown key'));
  if (raw.exportedAt !== undefined && typeof raw.exportedAt !== 'string') errors.push(bundleError('exportedAt', 'must be a date and time (ISO text)'));

  const sessions: ImportedSession[] = [];
  // Every evening by its place in the file (null: refused), for the carried pots that name one.
  let byPlace: (ImportedSession | null)[] | null = null;
  if (!Array.isArray(raw.sessions)) {
    errors.push(bundleError('sessions', 'must be a list of session files'));
  } else {
    byPlace = [];
    raw.sessions.forEach((s: unknown, i: number) => {
      const r = importSession(s, i);
      byPlace!.push(r.ok ? r.value : null);
      if (r.ok) sessions.push(r.value);
      else errors.push(...r.error);
    });
  }

  const ruleSets: ImportedRuleSet[] = [];
  listAt(raw.ruleSets, 'ruleSets', 'must be a list', errors).forEach((r, i) => {
    const res = importRuleSet(r, i);
    if (res.ok) ruleSets.push(res.value);
    else errors.push(...res.error);
  });

  const players: string[] = [];
  listAt(raw.players, 'players', 'must be a list of names', errors).forEach((p, i) => {
    const name = typeof p === 'string' ? normalizePlayerName(p) : '';
    if (!name || [...name].length > MAX_PLAYER_NAME_LENGTH) {
      errors.push(bundleError(`players[${i}]`, `must be a name of 1 to ${MAX_PLAYER_NAME_LENGTH} visible characters`));
    } else {
      players.push(name);
    }
  });

  const tournaments: ImportedTournament[] = [];
  listAt(raw.tournaments, 'tournaments', 'must be a list of tournament files', errors).forEach((t, i) => {
    const res = importTournamentFile(t, i);
    if (res.ok) tournaments.push(res.value);
    else errors.push(...res.error);
  });

  const kassaCarries: ImportedKassaCarry[] = [];
  // The app keeps one pot per table: a second one for the same players cannot be stored.
  const tables = new Map<string, number>();
  listAt(raw.kassaCarries, 'kassaCarries', 'must be a list', errors).forEach((c, i) => {
    const res = importKassaCarry(c, i, byPlace);
    if (!res.ok) {
      errors.push(...res.error);
      return;
    }
    const table = kassaTableKey(res.value.players);
    const first = tables.get(table);
    if (first !== undefined) errors.push(bundleError(`kassaCarries[${i}].players`, `the same players as kassaCarries[${first}]`));
    else tables.set(table, i);
    kassaCarries.push(res.value);
  });

  let archived: BundleArchived | undefined;
  if (raw.archived !== undefined && keys.has('archived')) {
    const count = Array.isArray(raw.sessions) ? raw.sessions.length : 0;
    const res = importArchived(raw.archived, count, new Set(tournaments.map((t) => t.data.id)));
    if (res.ok) archived = res.value;
    else errors.push(...res.error);
  }

  let resultLog: BundleResultLogEntry[] | undefined;
  if (raw.resultLog !== undefined && keys.has('resultLog')) {
    const res = importResultLog(raw.resultLog, tournaments);
    if (res.ok) resultLog = res.value;
    else errors.push(...res.error);
  }

  const seasons: ImportedSeason[] = [];
  if (keys.has('seasons')) {
    const ids = new Set(tournaments.map((t) => t.data.id));
    listAt(raw.seasons, 'seasons', 'must be a list of seasons', errors).forEach((x, i) => {
      const res = importSeasonEntry(x, i, ids);
      if (res.ok) seasons.push(res.value);
      else errors.push(...res.error);
    });
  }

  if (errors.length) return { ok: false, error: errors };
  return {
    ok: true,
    value: {
      kind: 'bundle', sessions, ruleSets, players: [...new Set(players)], tournaments, kassaCarries, seasons,
      ...(archived ? { archived } : {}),
      ...(resultLog ? { resultLog } : {}),
      ...(typeof raw.exportedAt === 'string' ? { exportedAt: raw.exportedAt } : {}),
    },
  };
}

/** Bundles of every version from 1 to BACKUP_VERSION are read. */
function checkBundleVersion(version: unknown): VersionCheck {
  if (typeof version === 'number' && Number.isInteger(version) && version >= 1 && version <= BACKUP_VERSION) return 'ok';
  return checkVersion(version, BACKUP_VERSION);
}

/** Parses and validates the whole file; on success nothing in it is invalid. */
export function parseImportText(text: string): Result<ImportContent, ImportError[]> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') return { ok: false, error: [fail('ERR_IMPORT_EMPTY', 'The file is empty.')] };
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return { ok: false, error: [fail('ERR_IMPORT_NOT_JSON', `The file is not valid JSON (${detail}).`, { detail })] };
  }
  const format = isRecord(raw) ? raw.format : undefined;
  if (!isRecord(raw) || (format !== SESSION_FORMAT && format !== BACKUP_FORMAT)) {
    const shown = typeof format === 'string' ? format : '';
    return {
      ok: false,
      error: [fail('ERR_IMPORT_WRONG_FORMAT', `This is not a Königsblock file (format ${shown ? `"${shown}"` : 'missing'}).`, { format: shown })],
    };
  }
  if (format === BACKUP_FORMAT) {
    const check = checkBundleVersion(raw.version);
    if (check !== 'ok') return { ok: false, error: [versionError(check, 'backup', raw.version, BACKUP_VERSION)] };
    return importBundle(raw, raw.version as number);
  }
  const single = importSession(raw, 0);
  if (!single.ok) return single;
  return { ok: true, value: { kind: 'session', sessions: [single.value], ruleSets: [], players: [], tournaments: [], kassaCarries: [], seasons: [] } };
}

// ---- Preview ----

export type SessionImportStatus = 'new' | 'duplicate' | 'conflict';

export interface PlannedSession extends ImportedSession {
  /** Position in the file. */
  item: number;
  status: SessionImportStatus;
  /** duplicate/conflict: the stored session (or, with `inFile`, the earlier one in the same file). */
  matchId?: string;
  inFile?: boolean;
}

export type RuleSetImportStatus = 'new' | 'duplicate' | 'renamed';

export interface PlannedRuleSet extends ImportedRuleSet {
  item: number;
  status: RuleSetImportStatus;
  /** The name it is stored under ("Vereinsregeln (2)" when the name is taken by different rules). */
  importName: string;
}

export type TournamentImportStatus = 'new' | 'duplicate' | 'conflict';

export interface PlannedTournament extends ImportedTournament {
  item: number;
  /**
   * By id, as the tournament import: `duplicate` — a tournament with this id and the same content is
   * stored (or earlier in the file); `conflict` — one with this id but other content is, and it stays.
   */
  status: TournamentImportStatus;
  inFile?: boolean;
}

export type KassaCarryImportStatus = 'new' | 'duplicate' | 'conflict';

export interface PlannedKassaCarry extends ImportedKassaCarry {
  item: number;
  /**
   * By table (the same players, any seating): `duplicate` — the same pot is waiting for them already;
   * `conflict` — another pot is waiting for them, and it stays.
   */
  status: KassaCarryImportStatus;
  /** conflict: the balance of the pot that is stored. */
  storedBalance?: number;
}

export type SeasonImportStatus = 'new' | 'duplicate' | 'conflict';

export interface PlannedSeason extends ImportedSeason {
  item: number;
  /**
   * By cup and season (the same cup, the same season text): `duplicate` — a season with the same
   * content is stored (or earlier in the file); `conflict` — one with other content is, and it stays.
   */
  status: SeasonImportStatus;
}

export interface ImportPlan {
  kind: ImportContent['kind'];
  sessions: PlannedSession[];
  ruleSets: PlannedRuleSet[];
  players: string[];
  tournaments: PlannedTournament[];
  kassaCarries: PlannedKassaCarry[];
  /** The file's archive marks (version 3); what is stored keeps its own. */
  archived?: BundleArchived;
  seasons: PlannedSeason[];
  /** The file's history of table results (version 4). */
  resultLog?: BundleResultLogEntry[];
}

/** Same evening at the table: same name, date and players in the same seats. */
function sameEvening(a: Session, b: Session): boolean {
  return (a.name ?? '') === (b.name ?? '') && (a.date ?? '') === (b.date ?? '') && a.players.length === b.players.length && a.players.every((p, i) => p === b.players[i]);
}

/** Compares the file with what is stored; decides nothing that needs the user. */
export function planImport(
  content: ImportContent,
  existing: {
    sessions: readonly Pick<StoredSession, 'id' | 'data'>[];
    ruleSets: readonly Pick<StoredRuleSet, 'id' | 'name' | 'spec'>[];
    tournaments?: readonly Pick<StoredTournament, 'id' | 'data'>[];
    kassaCarries?: readonly KassaCarry[];
    seasons?: readonly Pick<StoredSeason, 'id' | 'data'>[];
  },
): ImportPlan {
  const known = existing.sessions.map((s) => ({ id: s.id, data: s.data, fingerprint: sessionFingerprint(s.data), inFile: false }));
  const sessions: PlannedSession[] = content.sessions.map((s, item) => {
    const duplicate = known.find((k) => k.fingerprint === s.fingerprint);
    const conflict = duplicate ? undefined : known.find((k) => sameEvening(k.data, s.data));
    const match = duplicate ?? conflict;
    const planned: PlannedSession = {
      ...s, item, status: duplicate ? 'duplicate' : conflict ? 'conflict' : 'new',
      ...(match ? { matchId: match.id, inFile: match.inFile } : {}),
    };
    if (!duplicate) known.push({ id: `file:${item}`, data: s.data, fingerprint: s.fingerprint, inFile: true });
    return planned;
  });

  const takenNames = new Set(existing.ruleSets.map((r) => r.name));
  const knownRuleSets = new Set(existing.ruleSets.map((r) => ruleSetFingerprint({ name: r.name, rules: r.spec })));
  const ruleSets: PlannedRuleSet[] = content.ruleSets.map((r, item) => {
    const fingerprint = ruleSetFingerprint({ name: r.name, rules: r.spec });
    if (knownRuleSets.has(fingerprint)) return { ...r, item, status: 'duplicate', importName: r.name };
    knownRuleSets.add(fingerprint);
    let importName = r.name;
    for (let n = 2; takenNames.has(importName); n++) importName = `${r.name} (${n})`;
    takenNames.add(importName);
    return { ...r, item, status: importName === r.name ? 'new' : 'renamed', importName };
  });

  const knownTournaments = new Map((existing.tournaments ?? []).map((t) => [t.id, { fingerprint: tournamentFingerprint(t.data), inFile: false }]));
  const tournaments: PlannedTournament[] = content.tournaments.map((t, item) => {
    const known = knownTournaments.get(t.data.id);
    if (!known) {
      knownTournaments.set(t.data.id, { fingerprint: t.fingerprint, inFile: true });
      return { ...t, item, status: 'new' };
    }
    return { ...t, item, status: known.fingerprint === t.fingerprint ? 'duplicate' : 'conflict', ...(known.inFile ? { inFile: true } : {}) };
  });

  const waiting = new Map((existing.kassaCarries ?? []).map((c) => [kassaTableKey(c.players), c]));
  const kassaCarries: PlannedKassaCarry[] = content.kassaCarries.map((c, item) => {
    const stored = waiting.get(kassaTableKey(c.players));
    if (!stored) return { ...c, item, status: 'new' };
    return stored.balance === c.balance ? { ...c, item, status: 'duplicate' } : { ...c, item, status: 'conflict', storedBalance: stored.balance };
  });

  const seasonKeyOf = (d: SeasonFile) => `${d.cup.trim()}\u0000${d.season.trim()}`;
  const knownSeasons = new Map<string, Set<string>>();
  for (const x of existing.seasons ?? []) {
    const set = knownSeasons.get(seasonKeyOf(x.data)) ?? new Set<string>();
    set.add(seasonFingerprint(x.data));
    knownSeasons.set(seasonKeyOf(x.data), set);
  }
  const seasons: PlannedSeason[] = content.seasons.map((x, item) => {
    const key = seasonKeyOf(x.data);
    const known = knownSeasons.get(key);
    if (!known) {
      knownSeasons.set(key, new Set([x.fingerprint]));
      return { ...x, item, status: 'new' };
    }
    return { ...x, item, status: known.has(x.fingerprint) ? 'duplicate' : 'conflict' };
  });


  return {
    kind: content.kind, sessions, ruleSets, players: content.players, tournaments, kassaCarries, seasons,
    ...(content.archived ? { archived: content.archived } : {}),
    ...(content.resultLog ? { resultLog: content.resultLog } : {}),
  };
}

export interface ImportRecords {
  sessions: StoredSession[];
  ruleSets: StoredRuleSet[];
  /** Names from the bundle's player list that are not already in an imported session. */
  extraPlayers: string[];
  /** New tournaments, stored under their file's id. */
  tournaments: StoredTournament[];
  /** Their table results, logged as the tournament import logs them. */
  resultLog: StoredResultLogEntry[];
  /** New carried pots, linked to the id their evening has on this device. */
  kassaCarries: KassaCarry[];
  /** New seasons, each under a new id; the new tournaments linked to one carry its `seasonId`. */
  seasons: StoredSeason[];
}

/**
 * The records to write: new sessions, conflicting ones the user accepted as a
 * copy (`acceptConflicts` holds their `item`s), new and renamed rule sets.
 * Every record gets a fresh id, so nothing stored is replaced.
 */
export function buildImportRecords(
  plan: ImportPlan,
  options: { acceptConflicts: ReadonlySet<number>; now: string; newId: () => string },
): ImportRecords {
  const sessions: StoredSession[] = [];
  // The id each evening of the file has on this device after the import (absent: not stored).
  const idOfItem = new Map<number, string>();
  for (const s of plan.sessions) {
    if (s.status === 'new' || (s.status === 'conflict' && options.acceptConflicts.has(s.item))) {
      const archived = plan.archived?.sessions.includes(s.item) ?? false;
      const stored: StoredSession = { id: options.newId(), createdAt: options.now, updatedAt: options.now, archived, data: s.data };
      sessions.push(stored);
      idOfItem.set(s.item, stored.id);
    } else if (s.status === 'duplicate' && s.matchId !== undefined) {
      const id = s.inFile ? idOfItem.get(Number(s.matchId.slice('file:'.length))) : s.matchId;
      if (id !== undefined) idOfItem.set(s.item, id);
    }
  }
  const ruleSets: StoredRuleSet[] = plan.ruleSets
    .filter((r) => r.status !== 'duplicate')
    .map((r) => ({ id: options.newId(), name: r.importName, spec: { preset: r.spec.preset, overrides: r.spec.overrides }, updatedAt: options.now }));
  const inSessions = new Set(sessions.flatMap((s) => s.data.players));

  const tournaments: StoredTournament[] = [];
  const resultLog: StoredResultLogEntry[] = [];
  for (const t of plan.tournaments) {
    if (t.status !== 'new') continue;
    const archived = plan.archived?.tournaments.includes(t.data.id) ?? false;
    tournaments.push({ id: t.data.id, createdAt: options.now, updatedAt: options.now, archived, data: t.data });
    // The file's own history comes as it was (who replaced what, how each result came in) ...
    const history = (plan.resultLog ?? []).filter((e) => e.tournament === t.data.id);
    for (const e of history) {
      const { tournament, ...rest } = e;
      resultLog.push({ ...rest, tournamentId: tournament });
    }
    // ... and a result the history does not hold (a file without one) is entered as imported.
    t.data.rounds.forEach((round, i) => {
      for (const table of round.tables) {
        if (!table.result) continue;
        const fingerprint = resultFingerprint(table.result);
        if (history.some((e) => e.round === i + 1 && e.table === table.table && e.fingerprint === fingerprint && e.action !== 'removed')) continue;
        resultLog.push({
          id: options.newId(), tournamentId: t.data.id, round: i + 1, table: table.table, at: options.now,
          source: 'tournament-import', action: 'accepted', fingerprint: resultFingerprint(table.result), result: table.result,
        });
      }
    });
  }

  const kassaCarries: KassaCarry[] = plan.kassaCarries
    .filter((c) => c.status === 'new')
    .map((c) => ({
      // An evening that is not stored here (or none named) gets an id no evening has: the pot is still offered.
      fromSessionId: (c.fromSession === undefined ? undefined : idOfItem.get(c.fromSession)) ?? options.newId(),
      ...(c.fromName !== undefined ? { fromName: c.fromName } : {}),
      ...(c.fromDate !== undefined ? { fromDate: c.fromDate } : {}),
      players: [...c.players],
      balance: c.balance,
      at: c.at,
    }));

  const seasons: StoredSeason[] = [];
  for (const x of plan.seasons ?? []) {
    if (x.status !== 'new') continue;
    const app = { ...(x.rules !== undefined ? { rules: x.rules } : {}), ...(x.distinct ? { distinct: x.distinct } : {}) };
    const stored: StoredSeason = {
      id: options.newId(), createdAt: options.now, updatedAt: options.now, archived: x.archived, data: x.data, ...(Object.keys(app).length ? { app } : {}),
    };
    seasons.push(stored);
    for (const t of tournaments) if (x.linkedTournaments.includes(t.id)) t.seasonId = stored.id;
  }

  return { sessions, ruleSets, extraPlayers: plan.players.filter((p) => !inSessions.has(p)), tournaments, resultLog, kassaCarries, seasons };
}
