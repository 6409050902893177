/**
 * The importers of a file's parts (`import-json.ts`): a session file, and a bundle's rule set,
 * tournament, season and carried pot. Each checks one item with the engine's own validation
 * and the app's limits, and returns its checked copy or every problem found in it.
 */
import { parseSession, parseTournament, resolveRules } from '@/domain/index';
import { tableEveningName } from '@/domain/tournament/table-card';
import { MAX_HANDS_PER_SESSION, MAX_NOTE_LENGTH, MAX_SESSION_NAME_LENGTH } from '@/domain/limits';
import { MAX_PLAYER_NAME_LENGTH, normalizePlayerName, playerNameKey } from '@/domain/player-name';
import type { CheckedSession, EngineError, PresetId, Result, RuleOverrides, RulesSpec } from '@/domain/model';
import { parseKeptSeason } from '@/domain/season/parse-season';
import { parseIdentityFacts } from '@/domain/season/identities';
import { kassaTableKey } from '@/domain/kassa-table';
import { importOefStart } from './import-season-app';
import { makeSessionFile, SESSION_FORMAT, SESSION_VERSION, seasonFingerprint, sessionFingerprint, tournamentFingerprint } from './export-json';
import {
  bundleError, checkVersion, fail, isRecord, itemName, listAt, versionError,
  type ImportError, type ImportedKassaCarry, type ImportedRuleSet, type ImportedSeason, type ImportedSession, type ImportedTournament,
} from './import-content';

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
export function importSession(raw: unknown, item: number): Result<ImportedSession, ImportError[]> {
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

export function importRuleSet(raw: unknown, item: number): Result<ImportedRuleSet, ImportError[]> {
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
export function importTournamentFile(raw: unknown, item: number): Result<ImportedTournament, ImportError[]> {
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

const SEASON_ENTRY_KEYS = new Set(['file', 'archived', 'rules', 'distinct', 'identities', 'oefStart', 'side', 'linkedTournaments']);

/**
 * One season of a bundle: its season file, checked whole (every tournament in it and the
 * matching across them), the archive mark, the cup's rules, the resolved identities, an ÖF
 * season's start list, and the links to the bundle's tournaments. A side ranking's link names
 * another season of the bundle: the bundle checks it once every season is read (`importSideLink`).
 */
export function importSeasonEntry(raw: unknown, item: number, tournamentIds: ReadonlySet<string>): Result<ImportedSeason, ImportError[]> {
  const where = `seasons[${item}]`;
  if (!isRecord(raw)) return { ok: false, error: [bundleError(where, 'must be an object with "file" and "archived"', item)] };
  const errors: ImportError[] = [];
  for (const key of Object.keys(raw)) if (!SEASON_ENTRY_KEYS.has(key)) errors.push(bundleError(`${where}.${key}`, 'unknown key', item));
  let parsed: ReturnType<typeof parseKeptSeason>;
  try {
    parsed = parseKeptSeason(raw.file);
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
  const identities = raw.identities === undefined ? [] : parseIdentityFacts(raw.identities);
  if (identities === null) errors.push(bundleError(`${where}.identities`, 'must be a list of resolved identities (entry or alias, with a cupNumber or a name)', item));
  const oefStart = raw.oefStart === undefined ? undefined : importOefStart(raw.oefStart, item, errors);
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
      ...(identities?.length ? { identities } : {}),
      ...(oefStart ? { oefStart } : {}),
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
export function importKassaCarry(raw: unknown, item: number, sessions: readonly (ImportedSession | null)[] | null): Result<ImportedKassaCarry, ImportError[]> {
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
