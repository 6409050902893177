/**
 * Import of session files and backup bundles. A file the user brings is
 * untrusted: every step returns a `Result` with stable error codes and nothing
 * is written until everything in the file has passed the engine's own
 * validation (`parseSession`, `resolveRules`).
 *
 *   checkImportFile (name, size, type)  → readable at all?
 *   parseImportText (the file's text)   → JSON? which format and version? every session and rule set valid?
 *   planImport (+ what is stored)       → new / already there / conflicting, shown as a preview
 *   buildImportRecords (+ the choices)  → the records `importSessions` writes in one transaction
 *
 * Duplicates are recognised by a content fingerprint (canonical JSON of the
 * session file). A different session with the same name, date and players is a
 * conflict: it is only imported, as a copy, when the user says so. Nothing
 * stored is ever overwritten.
 */
import { parseSession, resolveRules } from '@/domain/index';
import { MAX_HANDS_PER_SESSION, MAX_NOTE_LENGTH, MAX_SESSION_NAME_LENGTH } from '@/domain/limits';
import { MAX_PLAYER_NAME_LENGTH, normalizePlayerName, playerNameKey } from '@/domain/player-name';
import type { CheckedSession, EngineError, PresetId, Result, RuleOverrides, Session } from '@/domain/model';
import type { RuleSet } from '@/domain/rules/rule-set';
import type { StoredRuleSet, StoredSession } from '@/persistence/records';
import {
  BACKUP_FORMAT, BACKUP_VERSION, SESSION_FORMAT, SESSION_VERSION, makeSessionFile, ruleSetFingerprint, sessionFingerprint,
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
  /** 0-based position of the session (or rule set) in a bundle; 0 for a single session file. */
  item?: number;
  /** The session's name, when it has one, to point the user to it. */
  itemName?: string;
  /** For ERR_IMPORT_INVALID_SESSION / _RULE_SET: the engine's finding (hand, field, code, message). */
  engine?: EngineError;
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

export interface ImportContent {
  kind: 'session' | 'bundle';
  sessions: ImportedSession[];
  ruleSets: ImportedRuleSet[];
  players: string[];
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

const BUNDLE_KEYS = new Set(['format', 'version', 'exportedAt', 'sessions', 'ruleSets', 'players']);

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

function importBundle(raw: Record<string, unknown>): Result<ImportContent, ImportError[]> {
  const errors: ImportError[] = [];
  for (const key of Object.keys(raw)) if (!BUNDLE_KEYS.has(key)) errors.push(bundleError(key, 'unknown key'));
  if (raw.exportedAt !== undefined && typeof raw.exportedAt !== 'string') errors.push(bundleError('exportedAt', 'must be a date and time (ISO text)'));

  const sessions: ImportedSession[] = [];
  if (!Array.isArray(raw.sessions)) {
    errors.push(bundleError('sessions', 'must be a list of session files'));
  } else {
    raw.sessions.forEach((s: unknown, i: number) => {
      const r = importSession(s, i);
      if (r.ok) sessions.push(r.value);
      else errors.push(...r.error);
    });
  }

  const ruleSets: ImportedRuleSet[] = [];
  if (raw.ruleSets !== undefined && !Array.isArray(raw.ruleSets)) {
    errors.push(bundleError('ruleSets', 'must be a list'));
  } else {
    ((raw.ruleSets ?? []) as unknown[]).forEach((r, i) => {
      const res = importRuleSet(r, i);
      if (res.ok) ruleSets.push(res.value);
      else errors.push(...res.error);
    });
  }

  const players: string[] = [];
  if (raw.players !== undefined && !Array.isArray(raw.players)) {
    errors.push(bundleError('players', 'must be a list of names'));
  } else {
    ((raw.players ?? []) as unknown[]).forEach((p, i) => {
      const name = typeof p === 'string' ? normalizePlayerName(p) : '';
      if (!name || [...name].length > MAX_PLAYER_NAME_LENGTH) {
        errors.push(bundleError(`players[${i}]`, `must be a name of 1 to ${MAX_PLAYER_NAME_LENGTH} visible characters`));
      } else {
        players.push(name);
      }
    });
  }

  if (errors.length) return { ok: false, error: errors };
  return {
    ok: true,
    value: {
      kind: 'bundle', sessions, ruleSets, players: [...new Set(players)],
      ...(typeof raw.exportedAt === 'string' ? { exportedAt: raw.exportedAt } : {}),
    },
  };
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
    const check = checkVersion(raw.version, BACKUP_VERSION);
    if (check !== 'ok') return { ok: false, error: [versionError(check, 'backup', raw.version, BACKUP_VERSION)] };
    return importBundle(raw);
  }
  const single = importSession(raw, 0);
  if (!single.ok) return single;
  return { ok: true, value: { kind: 'session', sessions: [single.value], ruleSets: [], players: [] } };
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

export interface ImportPlan {
  kind: ImportContent['kind'];
  sessions: PlannedSession[];
  ruleSets: PlannedRuleSet[];
  players: string[];
}

/** Same evening at the table: same name, date and players in the same seats. */
function sameEvening(a: Session, b: Session): boolean {
  return (a.name ?? '') === (b.name ?? '') && (a.date ?? '') === (b.date ?? '') && a.players.length === b.players.length && a.players.every((p, i) => p === b.players[i]);
}

/** Compares the file with what is stored; decides nothing that needs the user. */
export function planImport(
  content: ImportContent,
  existing: { sessions: readonly Pick<StoredSession, 'id' | 'data'>[]; ruleSets: readonly Pick<StoredRuleSet, 'id' | 'name' | 'spec'>[] },
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

  return { kind: content.kind, sessions, ruleSets, players: content.players };
}

export interface ImportRecords {
  sessions: StoredSession[];
  ruleSets: StoredRuleSet[];
  /** Names from the bundle's player list that are not already in an imported session. */
  extraPlayers: string[];
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
  const sessions: StoredSession[] = plan.sessions
    .filter((s) => s.status === 'new' || (s.status === 'conflict' && options.acceptConflicts.has(s.item)))
    .map((s) => ({ id: options.newId(), createdAt: options.now, updatedAt: options.now, archived: false, data: s.data }));
  const ruleSets: StoredRuleSet[] = plan.ruleSets
    .filter((r) => r.status !== 'duplicate')
    .map((r) => ({ id: options.newId(), name: r.importName, spec: { preset: r.spec.preset, overrides: r.spec.overrides }, updatedAt: options.now }));
  const inSessions = new Set(sessions.flatMap((s) => s.data.players));
  return { sessions, ruleSets, extraPlayers: plan.players.filter((p) => !inSessions.has(p)) };
}
