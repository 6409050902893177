/**
 * JSON export: one evening as a session file (session-format.md, v1, exactly),
 * or everything as a backup bundle (docs/backup-format.md). Also the content
 * fingerprint import uses to recognise a session it already has.
 */
import { canonicalJson } from '@/domain/canonical-json';
import { SESSION_KEYS } from '@/domain/model';
import type { PresetId, RuleOverrides, Session } from '@/domain/model';
import type { TableResult, TournamentFile } from '@/domain/tournament/model';
import type { SeasonFile } from '@/domain/season/model';
import type { IdentityFact } from '@/domain/season/identities';
import type { OefStartStored } from '@/domain/season/oef-start';
import type { SideRankingLink } from '@/domain/season/side-ranking';
import type { RulesSpec } from '@/domain/model';
import type { HandInVia, KassaCarry, ResultSource, StoredResultLogEntry } from '@/persistence/records';

export const SESSION_FORMAT = 'tarock-session';
export const SESSION_VERSION = 1;
export const BACKUP_FORMAT = 'tarock-backup';
/** The version written; import reads every version from 1 up to this one. */
export const BACKUP_VERSION = 5;

export interface BundleRuleSet {
  name: string;
  rules: { preset: PresetId; overrides: RuleOverrides };
}

/**
 * A Pagatkassa carried over to the next evening of these players, as the app
 * stores it, with the evening it came from named by its place in `sessions`
 * (the stored ids do not travel: an import gives every evening a new one).
 */
export interface BundleKassaCarry {
  players: string[];
  /** The pot in game points, as stored. */
  balance: number;
  /** 0-based index into the bundle's `sessions`; absent when that evening is no longer stored. */
  fromSession?: number;
  fromName?: string;
  fromDate?: string;
  /** When the pot was carried over (ISO timestamp). */
  at: string;
}

/**
 * What is archived (version 3): evenings by their 0-based place in `sessions`, tournaments by
 * their id. Everything else is current.
 */
export interface BundleArchived {
  sessions: number[];
  tournaments: string[];
}

/**
 * A cup season (version 4): its season file exactly as stored (tournament-format.md §8), whether it
 * is archived, what the app keeps beside the file, and which of the bundle's tournaments belong to
 * it (the director's link; stored ids of seasons do not travel).
 */
export interface BundleSeason {
  file: SeasonFile;
  archived: boolean;
  /** The cup's rules for its tournaments. */
  rules?: RulesSpec;
  /** Pairs of cup players the organiser said are different people. */
  distinct?: [string, string][];
  /** The resolved identities of its cup players, applied again to every newer version of a tournament. */
  identities?: IdentityFact[];
  /** An ÖF season's start list: each person with their start points, and the cups' lists it was made of. */
  oefStart?: OefStartStored;
  /** A side ranking's link to its cup season, named by its place in the bundle's `seasons`. */
  side?: BundleSideLink;
  /** Ids of tournaments in the bundle's `tournaments` that belong to this season. */
  linkedTournaments?: string[];
}

/**
 * What a side ranking follows (`SideRankingLink`), with the cup season named by its 0-based place
 * in the bundle's `seasons` (stored ids of seasons do not travel).
 */
export interface BundleSideLink extends Omit<SideRankingLink, 'of'> {
  of: number;
}

/** What the app keeps beside a season file, as a backup carries it. */
export interface SeasonAppData {
  rules?: RulesSpec;
  distinct?: [string, string][];
  identities?: IdentityFact[];
  oefStart?: OefStartStored;
  side?: SideRankingLink;
}

/**
 * One entry of a table's history (version 4): how a result came in, when, and which
 * result it replaced — as the app stores it, with its tournament named by id.
 */
export interface BundleResultLogEntry {
  id: string;
  tournament: string;
  round: number;
  table: number;
  at: string;
  source: ResultSource;
  via?: HandInVia;
  signed?: boolean;
  action: 'accepted' | 'replaced' | 'removed';
  fingerprint: string;
  replacedFingerprint?: string;
  result: TableResult;
}

export interface BackupBundle {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  sessions: Session[];
  ruleSets: BundleRuleSet[];
  players: string[];
  /** Every tournament, each exactly its tournament file (tournament-format.md §1). */
  tournaments: TournamentFile[];
  kassaCarries: BundleKassaCarry[];
  archived: BundleArchived;
  /** The history of every table result of the bundle's tournaments, oldest first (version 4). */
  resultLog: BundleResultLogEntry[];
  /** Every cup season (version 4). */
  seasons: BundleSeason[];
  /** The table keys of this device's round sheets, by the sheet's place in `sessions` (version 5; absent when none, or left out). */
  tableKeys?: BundleTableKey[];
}

/** A table phone's key for one of its round sheets (the table card's `key`, tournament-format.md §6). */
export interface BundleTableKey {
  session: number;
  key: string;
}

/** The tournament file without its tables' hand-in keys (for someone who must not sign hand-ins). */
export function withoutTableKeys<T extends TournamentFile>(t: T): T {
  if (!t.rounds.some((r) => r.tables.some((x) => x.key !== undefined))) return t;
  return { ...t, rounds: t.rounds.map((r) => ({ ...r, tables: r.tables.map(({ key: _key, ...rest }) => rest) })) };
}

/** How many live table keys the tournaments of a season file hold (a results list has none). */
export function countSeasonTableKeys(season: SeasonFile): number {
  return countTableKeys(season.tournaments.filter((t): t is TournamentFile => 'rounds' in t));
}

/** The season file with its tournaments' hand-in keys left out (for anyone: a season takes no hand-ins). */
export function seasonWithoutTableKeys(season: SeasonFile): SeasonFile {
  if (countSeasonTableKeys(season) === 0) return season;
  return { ...season, tournaments: season.tournaments.map((t) => ('rounds' in t ? withoutTableKeys(t) : t)) };
}

/** How many live table keys the tournament files hold (the tables that have one). */
export function countTableKeys(tournaments: readonly { rounds?: readonly { tables: readonly { key?: string }[] }[] }[]): number {
  return tournaments.reduce((n, t) => n + (t.rounds ?? []).reduce((m, r) => m + r.tables.filter((x) => x.key !== undefined).length, 0), 0);
}

/** A stored history entry in the bundle's shape. */
export function bundleResultLogEntry(e: StoredResultLogEntry): BundleResultLogEntry {
  return {
    id: e.id,
    tournament: e.tournamentId,
    round: e.round,
    table: e.table,
    at: e.at,
    source: e.source,
    ...(e.via !== undefined ? { via: e.via } : {}),
    ...(e.signed !== undefined ? { signed: e.signed } : {}),
    action: e.action,
    fingerprint: e.fingerprint,
    ...(e.replacedFingerprint !== undefined ? { replacedFingerprint: e.replacedFingerprint } : {}),
    result: e.result,
  };
}


/**
 * The session file of an evening: the stored object in the format's key order,
 * without absent optional fields. Hands are written as recorded.
 */
export function makeSessionFile<S extends Session>(data: S): S {
  const out: Record<string, unknown> = {};
  for (const key of SESSION_KEYS) {
    const value = data[key];
    if (value !== undefined) out[key] = value;
  }
  out.format = SESSION_FORMAT;
  out.version = SESSION_VERSION;
  return out as unknown as S;
}

/** Pretty-printed JSON text (two-space indent, final newline) as written to a file. */
export function serializeJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A stored carry in the bundle's shape; `sessionIds` are the ids of the bundle's sessions, in order. */
function bundleKassaCarry(carry: KassaCarry, sessionIds: readonly string[]): BundleKassaCarry {
  const from = sessionIds.indexOf(carry.fromSessionId);
  return {
    players: [...carry.players],
    balance: carry.balance,
    ...(from >= 0 ? { fromSession: from } : {}),
    ...(carry.fromName !== undefined ? { fromName: carry.fromName } : {}),
    ...(carry.fromDate !== undefined ? { fromDate: carry.fromDate } : {}),
    at: carry.at,
  };
}

/** Everything the app holds, as one file. */
export function makeBackupBundle(input: {
  sessions: readonly Session[];
  /** The stored ids of `sessions`, in the same order: they link a carried pot to its evening. */
  sessionIds?: readonly string[];
  ruleSets: readonly { name: string; spec: { preset: PresetId; overrides: RuleOverrides } }[];
  players: readonly string[];
  tournaments?: readonly TournamentFile[];
  kassaCarries?: readonly KassaCarry[];
  /** Whether each of `sessions` is archived, in the same order (absent: none is). */
  sessionsArchived?: readonly boolean[];
  /** The ids of the archived tournaments. */
  archivedTournamentIds?: readonly string[];
  /**
   * The stored seasons (with their stored id, which a side ranking's link names), with the ids of
   * the tournaments linked to each.
   */
  seasons?: readonly { id?: string; data: SeasonFile; archived: boolean; app?: SeasonAppData; linkedTournaments?: readonly string[] }[];
  /** The tables' history (entries of tournaments not in `tournaments` are left out). */
  resultLog?: readonly StoredResultLogEntry[];
  /** The table key of each of `sessions` that is a round sheet with one, in the same order. */
  tableKeys?: readonly (string | undefined)[];
  /** A backup for someone else: no table key at all (tournaments, seasons, round sheets). */
  withoutKeys?: boolean;
  exportedAt: string;
}): BackupBundle {
  const strip = input.withoutKeys === true;
  const tournaments = (input.tournaments ?? []).map((t) => (strip ? withoutTableKeys(t) : t));
  const tableKeys: BundleTableKey[] = strip ? [] : (input.tableKeys ?? []).flatMap((key, session) => (key !== undefined && session < input.sessions.length ? [{ session, key }] : []));
  const archivedTournaments = new Set(input.archivedTournamentIds ?? []);
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: input.exportedAt,
    sessions: input.sessions.map(makeSessionFile),
    ruleSets: input.ruleSets.map((r) => ({ name: r.name, rules: { preset: r.spec.preset, overrides: r.spec.overrides ?? {} } })),
    players: [...input.players],
    // The tournament file is stored exactly as exported (tournament-format.md §1).
    tournaments,
    kassaCarries: (input.kassaCarries ?? []).map((c) => bundleKassaCarry(c, input.sessionIds ?? [])),
    archived: {
      sessions: input.sessions.flatMap((_, i) => (input.sessionsArchived?.[i] ? [i] : [])),
      tournaments: tournaments.filter((t) => archivedTournaments.has(t.id)).map((t) => t.id),
    },
    resultLog: resultLogOf(tournaments, input.resultLog ?? []),
    seasons: (input.seasons ?? []).map((s, _i, all) => {
      const linked = (s.linkedTournaments ?? []).filter((id) => tournaments.some((t) => t.id === id));
      // A side ranking names its cup season by place; one whose cup season is not on the device has no link to keep.
      const sideOf = s.app?.side ? all.findIndex((x) => x.id !== undefined && x.id === s.app!.side!.of) : -1;
      return {
        // The season file is stored exactly as exported (tournament-format.md §8).
        file: strip ? seasonWithoutTableKeys(s.data) : s.data,
        archived: s.archived,
        ...(s.app?.rules !== undefined ? { rules: s.app.rules } : {}),
        ...(s.app?.distinct?.length ? { distinct: s.app.distinct.map(([a, b]) => [a, b] as [string, string]) } : {}),
        ...(s.app?.identities?.length ? { identities: s.app.identities.map((f) => ({ ...f })) } : {}),
        ...(s.app?.oefStart ? { oefStart: s.app.oefStart } : {}),
        ...(s.app?.side && sideOf >= 0 ? { side: { ...s.app.side, of: sideOf } } : {}),
        ...(linked.length ? { linkedTournaments: linked } : {}),
      };
    }),
    ...(tableKeys.length ? { tableKeys } : {}),
  };
}

/** The history of `tournaments`, in their order, each oldest first. */
function resultLogOf(tournaments: readonly TournamentFile[], log: readonly StoredResultLogEntry[]): BundleResultLogEntry[] {
  const place = new Map(tournaments.map((t, i) => [t.id, i]));
  return log
    .filter((e) => place.has(e.tournamentId))
    .slice()
    .sort((a, b) => place.get(a.tournamentId)! - place.get(b.tournamentId)! || (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
    .map(bundleResultLogEntry);
}

/** Two independent 53-bit string hashes (cyrb53), as 28 hex digits. */
function hashText(text: string): string {
  const one = (seed: number): string => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
  };
  return one(0) + one(0x9e3779b9);
}

/** Content fingerprint of a session file: a hash of its canonical JSON. */
export function sessionFingerprint(data: Session): string {
  return hashText(canonicalJson(makeSessionFile(data)));
}

/** Content fingerprint of a tournament file: a hash of its canonical JSON. */
export function tournamentFingerprint(data: TournamentFile): string {
  return hashText(canonicalJson(data));
}

/** Content fingerprint of a season file: a hash of its canonical JSON. */
export function seasonFingerprint(data: SeasonFile): string {
  return hashText(canonicalJson(data));
}

/** Fingerprint of a rule set's content (name and rules); absent overrides count as none. */
export function ruleSetFingerprint(ruleSet: BundleRuleSet): string {
  return hashText(canonicalJson({ name: ruleSet.name, rules: { preset: ruleSet.rules.preset, overrides: ruleSet.rules.overrides ?? {} } }));
}
