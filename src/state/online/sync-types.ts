/**
 * The shapes the tournament sync shares with its parts and with the state layer: the port to
 * the device's own store, the hand-in answers, the conflicts shown to the director and the
 * sync's status.
 */
import type { HandInReason, WaitingHandIn } from '@/domain/online/hand-in-reasons';
import type { Verdict } from '@/domain/online/documents';
import type { TournamentFile, TournamentPlayer } from '@/domain/tournament/model';
import type { StoreResult } from '../result';
import type { OnlineErrorCode } from './errors';

export interface Login {
  name: string;
  password: string;
}

/**
 * What the sync needs from the device's own store. A storage port is a transaction, not a
 * read and a later write: `update` hands `change` the file stored at that moment and stores
 * what it returns in the same step, so nothing another writer stored meanwhile is lost.
 * Implemented on Dexie (`desk-store.ts`) and in memory for tests; both pass one behaviour suite.
 */
export interface TournamentStorePort {
  /** The stored file; undefined when there is none (or it is damaged: never offered to others). */
  read(): Promise<TournamentFile | undefined>;
  /** One step on the stored tournament; `change` returns the file to store or null for none. Answers with what is stored after it. */
  update(change: (stored: TournamentFile | undefined) => TournamentFile | null): Promise<TournamentFile | undefined>;
  /** A hand-in from the network: checked once and stored (or held) in one step, as a scanned one. */
  handIn(message: unknown, how: HandInHow): Promise<HandInResult>;
}

export interface HandInHow {
  /** The director took it over: it replaces whatever the table has. */
  replace: boolean;
  /** Hold it for the director even when the table has no result (it came after the round was closed). */
  hold?: 'round-closed';
}

/** Why a hand-in waits for the director. */
export type WaitReason = Extract<HandInReason, 'different-result' | 'hand-count' | 'round-closed'>;

export type HandInResult =
  /** Stored (or the table had this very result); `file`: the tournament after it. */
  | { kind: 'accepted' | 'unchanged' | 'replaced'; file: TournamentFile }
  /** Waits for the director; `fingerprint` is the hand-in's result's. */
  | { kind: 'needs-confirmation'; fingerprint: string; reason: WaitReason; file: TournamentFile }
  | { kind: 'refused'; reason: HandInReason };

/** One version of a conflicted document, as the director compares them. */
export interface ConflictVersion {
  rev: string;
  /** For a registration: the player as this version has them. */
  player?: TournamentPlayer;
}

export interface ConflictInfo {
  id: string;
  round?: number;
  table?: number;
  /** A decision on a network hand-in that two desks took differently: the versions to choose from. */
  decision?: { handIn: string; choices: { verdict: Verdict; fingerprint: string }[] };
  /** Every version, the one this device shows first. */
  versions?: ConflictVersion[];
  /** A registration whose versions can both stay, as two players (the one not shown gets a new id). */
  canKeepBoth?: boolean;
}

/** Why a decision on a hand-in was not taken. */
export type DecideProblem = HandInReason | 'not-found' | 'changed';

/** A decision done, or refused with why. */
export type DecideResult = StoreResult<null, { code: DecideProblem }>;

export interface SyncStatus {
  /** `active`: replicating now; `idle`: everything sent and received; `offline`: no server reached. */
  phase: 'connecting' | 'active' | 'idle' | 'offline' | 'error';
  lastSyncedAt: string | null;
  /** Changes made on this device that the server does not have yet (the size of `unsent`). */
  pending: number;
  /** This device's writes the server has not confirmed yet: document id → revision. */
  unsent?: Readonly<Record<string, string>>;
  /** Revisions the server confirmed to this sync since it started (a push it took, or asked after a pause): id → the latest. */
  confirmed?: Readonly<Record<string, string>>;
  /**
   * A change of the stored tournament is on its way into the replica (queued or being written):
   * not among `unsent` yet, and not on the server.
   */
  changeQueued?: boolean;
  error: OnlineErrorCode | null;
  conflicts: ConflictInfo[];
  /** Hand-ins from the network that wait for the director, or that were refused (with why). */
  handIns: WaitingHandIn[];
  /** The server's clock minus this device's, when they differ by more than a few minutes. */
  clockSkewMs: number;
  /**
   * The last merge of the other desks' changes was not taken (they do not make a valid
   * tournament together with this device's, or a document is not this tournament's): this device
   * keeps its tournament and the state last agreed, and tries again at the next change. Null
   * once a merge is taken.
   */
  mergeError?: Extract<OnlineErrorCode, 'invalid-merge' | 'other-tournament' | 'malformed'> | null;
  /** The rounds open for network hand-ins, as last heard from the server (any desk may change them). */
  openRounds?: number[];
}
