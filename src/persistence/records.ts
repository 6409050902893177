/**
 * The records of the database's tables as the repositories read and write them,
 * derived from the newest migration's record shapes (`LatestRecords`): the
 * migration declares each table's fields once; here only the stored file
 * objects are read as the domain's types (the domain checks them before any
 * write). Pure types: the transfer layer may use them to build records for an
 * import.
 */
import type { PresetId, RuleOverrides, Session } from '@/domain/model';
import type { TableResult, TournamentFile } from '@/domain/tournament/model';
import type { RulesSpec } from '@/domain/model';
import type { SeasonFile } from '@/domain/season/model';
import type { IdentityFact } from '@/domain/season/identities';
import type { OefStartStored } from '@/domain/season/oef-start';
import type { SideRankingLink } from '@/domain/season/side-ranking';
import type { LatestRecords } from './migrations';

/**
 * An evening: `data` is the session file object (session-format.md), stored exactly as exported.
 * As read from the database it is a plain `Session`; `StoredSession<CheckedSession>` is one whose
 * `data` came through `parseSession` (what a change returns, what the open evening holds).
 */
export interface StoredSession<S extends Session = Session> extends Omit<LatestRecords['sessions'], 'data'> {
  data: S;
}

/** A name known from earlier evenings, for suggestions. */
export type StoredPlayer = LatestRecords['players'];

/** A saved custom rule set. */
export interface StoredRuleSet extends Omit<LatestRecords['ruleSets'], 'spec'> {
  spec: { preset: PresetId; overrides: RuleOverrides };
}

/** A tournament: `data` is the tournament file object (tournament-format.md), stored exactly as exported. */
export interface StoredTournament extends Omit<LatestRecords['tournaments'], 'data'> {
  data: TournamentFile;
}

/**
 * A cup season: `data` is the season file object (tournament-format.md §8), stored exactly as
 * exported; `app` is what only the app keeps about it (the cup's rules for its tournaments, the
 * pairs said to be different people, and the resolved identities re-applied to newer versions).
 */
export interface StoredSeason extends Omit<LatestRecords['seasons'], 'data' | 'app'> {
  data: SeasonFile;
  app?: { rules?: RulesSpec; distinct?: [string, string][]; identities?: IdentityFact[]; oefStart?: OefStartStored; side?: SideRankingLink };
}

/** One entry of the append-only history of table results. */
export interface StoredResultLogEntry extends Omit<LatestRecords['resultLog'], 'result'> {
  result: TableResult;
}

export type ResultSource = LatestRecords['resultLog']['source'];

/** How a hand-in came in: camera, photo, file or network. */
export type HandInVia = NonNullable<LatestRecords['resultLog']['via']>;

export type MetaRecord = LatestRecords['meta'];

/**
 * The value of a `kassaCarry:<names>` meta record: a Pagatkassa carried over to
 * the next evening of these players (rules.md §6).
 */
export interface KassaCarry {
  /** The evening the pot was carried over from. */
  fromSessionId: string;
  fromName?: string;
  fromDate?: string;
  players: string[];
  /** The pot's balance in game points (a decimal: contributions and doublings never make thirds). */
  balance: number;
  at: string;
}

/** A tournament this device syncs with a sync server, and when the server last had everything. */
export type StoredOnlineTournament = LatestRecords['onlineTournaments'];

/** Every table with its live record type. */
export interface StoredRecords {
  sessions: StoredSession;
  players: StoredPlayer;
  ruleSets: StoredRuleSet;
  meta: MetaRecord;
  tournaments: StoredTournament;
  resultLog: StoredResultLogEntry;
  seasons: StoredSeason;
  onlineTournaments: StoredOnlineTournament;
}

// The live types must still be the migration's shapes: every table of the newest migration has a
// live record and no other; each live record has exactly the migration's fields, and every field
// but the stored file object (`data`, `result`, `spec`: the domain's own types, checked by the domain
// before a write) has the migration's type. A drift fails to compile here.
type Payload = 'data' | 'result' | 'spec' | 'app';
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type Fits<Live, Frozen> = SameKeys<Live, Frozen> extends true ? (Omit<Live, Payload> extends Omit<Frozen, Payload> ? true : false) : false;
type Check<T extends true> = T;
/** @public Exported only so that the compiler keeps checking it. */
export type RecordChecks = [
  Check<SameKeys<StoredRecords, LatestRecords>>,
  Check<Fits<StoredSession, LatestRecords['sessions']>>,
  Check<Fits<StoredPlayer, LatestRecords['players']>>,
  Check<Fits<StoredRuleSet, LatestRecords['ruleSets']>>,
  Check<Fits<MetaRecord, LatestRecords['meta']>>,
  Check<Fits<StoredTournament, LatestRecords['tournaments']>>,
  Check<Fits<StoredResultLogEntry, LatestRecords['resultLog']>>,
  Check<Fits<StoredSeason, LatestRecords['seasons']>>,
  Check<Fits<StoredOnlineTournament, LatestRecords['onlineTournaments']>>,
];
