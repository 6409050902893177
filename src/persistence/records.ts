/**
 * The records of the database's tables, as the repositories read and write them.
 * Pure types: the transfer layer may use them to build records for an import.
 */
import type { PresetId, RuleOverrides, Session } from '@/domain/model';
import type { TableResult, TournamentFile } from '@/domain/tournament/model';
import type { ResultLogRecordV3, TournamentRecordV3 } from './migrations/v3-add-tournaments';

export interface StoredSession {
  /** crypto.randomUUID() */
  id: string;
  /** ISO timestamps */
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  /** The session file object (session-format.md), stored exactly as exported. */
  data: Session;
}

export interface StoredPlayer {
  /** Primary key. */
  name: string;
  lastSeen: string;
  timesPlayed: number;
}

export interface StoredRuleSet {
  id: string;
  name: string;
  spec: { preset: PresetId; overrides: RuleOverrides };
  updatedAt: string;
}

/**
 * A tournament as stored (record shape of the v3 migration): `data` is the
 * tournament file object (tournament-format.md), stored exactly as exported.
 */
export interface StoredTournament extends Omit<TournamentRecordV3, 'data'> {
  data: TournamentFile;
}

/** One entry of the append-only history of table results (record shape of the v3 migration). */
export interface StoredResultLogEntry extends Omit<ResultLogRecordV3, 'result'> {
  result: TableResult;
}

export type ResultSource = ResultLogRecordV3['source'];

export interface MetaRecord {
  key: string;
  value: unknown;
}

