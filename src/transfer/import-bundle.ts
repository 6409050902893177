/**
 * A backup bundle read whole (`import-json.ts`, docs/backup-format.md): the keys of each
 * version, every item by its importer, the archive marks and the tables' history; valid only
 * when every part is.
 */
import { MAX_HANDS_PER_SESSION } from '@/domain/limits';
import { MAX_PLAYER_NAME_LENGTH, normalizePlayerName } from '@/domain/player-name';
import type { Result } from '@/domain/model';
import { kassaTableKey } from '@/domain/kassa-table';
import { BACKUP_VERSION, type BundleArchived, type BundleResultLogEntry, type BundleTableKey } from './export-json';
import {
  bundleError, checkVersion, isRecord, listAt,
  type ImportContent, type ImportError, type ImportedKassaCarry, type ImportedRuleSet, type ImportedSeason, type ImportedSession, type ImportedTournament, type VersionCheck,
} from './import-content';
import { importKassaCarry, importRuleSet, importSeasonEntry, importSession, importTournamentFile } from './import-items';
import { importSideLink } from './import-season-app';

/** The keys a bundle of each version may have (a misspelt key is reported, not ignored). */
const BUNDLE_KEYS_V1 = ['format', 'version', 'exportedAt', 'sessions', 'ruleSets', 'players'];
const BUNDLE_KEYS: Record<number, ReadonlySet<string>> = {
  1: new Set(BUNDLE_KEYS_V1),
  2: new Set([...BUNDLE_KEYS_V1, 'tournaments', 'kassaCarries']),
  3: new Set([...BUNDLE_KEYS_V1, 'tournaments', 'kassaCarries', 'archived']),
  4: new Set([...BUNDLE_KEYS_V1, 'tournaments', 'kassaCarries', 'archived', 'resultLog', 'seasons']),
  5: new Set([...BUNDLE_KEYS_V1, 'tournaments', 'kassaCarries', 'archived', 'resultLog', 'seasons', 'tableKeys']),
};

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

const TABLE_KEY = /^[A-Za-z0-9_-]{22}$/;

/** The round sheets' table keys of a version-5 bundle: each names a round sheet of the file once, with a key of 22 base64url characters. */
function importTableKeys(raw: unknown, sessions: readonly (ImportedSession | null)[] | null): Result<BundleTableKey[], ImportError[]> {
  const errors: ImportError[] = [];
  const out: BundleTableKey[] = [];
  const seen = new Set<number>();
  listAt(raw, 'tableKeys', 'must be a list', errors).forEach((x, i) => {
    const at = `tableKeys[${i}]`;
    if (typeof x !== 'object' || x === null || Array.isArray(x)) {
      errors.push(bundleError(at, 'must be an object'));
      return;
    }
    const entry = x as Record<string, unknown>;
    for (const key of Object.keys(entry)) if (key !== 'session' && key !== 'key') errors.push(bundleError(`${at}.${key}`, 'unknown key'));
    const session = entry.session;
    const sheet = typeof session === 'number' && Number.isInteger(session) ? sessions?.[session] : undefined;
    if (!sheet || !(sheet.data as { tournament?: unknown }).tournament) errors.push(bundleError(`${at}.session`, 'must be the place of a round sheet in sessions'));
    else if (seen.has(session as number)) errors.push(bundleError(`${at}.session`, 'names a round sheet twice'));
    if (typeof entry.key !== 'string' || !TABLE_KEY.test(entry.key)) errors.push(bundleError(`${at}.key`, 'must be 22 base64url characters'));
    if (sheet && typeof entry.key === 'string' && !seen.has(session as number)) {
      seen.add(session as number);
      out.push({ session: session as number, key: entry.key });
    }
  });
  return errors.length ? { ok: false, error: errors } : { ok: true, value: out };
}

export function importBundle(raw: Record<string, unknown>, version: number): Result<ImportContent, ImportError[]> {
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
    const entries = listAt(raw.seasons, 'seasons', 'must be a list of seasons', errors);
    const read = entries.map((x, i) => {
      const res = importSeasonEntry(x, i, ids);
      if (!res.ok) errors.push(...res.error);
      return res.ok ? res.value : null;
    });
    // A side ranking's link names its cup season by place: checked once every season is read.
    read.forEach((x, i) => {
      const side = isRecord(entries[i]) ? entries[i].side : undefined;
      const link = side === undefined ? undefined : importSideLink(side, i, read.map((y) => y?.data ?? null), errors);
      if (x) seasons.push(link ? { ...x, side: link } : x);
    });
  }

  let tableKeys: BundleTableKey[] | undefined;
  if (raw.tableKeys !== undefined && keys.has('tableKeys')) {
    const res = importTableKeys(raw.tableKeys, byPlace);
    if (res.ok) tableKeys = res.value;
    else errors.push(...res.error);
  }

  if (errors.length) return { ok: false, error: errors };
  return {
    ok: true,
    value: {
      kind: 'bundle', sessions, ruleSets, players: [...new Set(players)], tournaments, kassaCarries, seasons,
      ...(tableKeys?.length ? { tableKeys } : {}),
      ...(archived ? { archived } : {}),
      ...(resultLog ? { resultLog } : {}),
      ...(typeof raw.exportedAt === 'string' ? { exportedAt: raw.exportedAt } : {}),
    },
  };
}

/** Bundles of every version from 1 to BACKUP_VERSION are read. */
export function checkBundleVersion(version: unknown): VersionCheck {
  if (typeof version === 'number' && Number.isInteger(version) && version >= 1 && version <= BACKUP_VERSION) return 'ok';
  return checkVersion(version, BACKUP_VERSION);
}
