/**
 * The tournament writes that enter a table's history (the `resultLog` table): storing one
 * table's result, importing a tournament file, and the online steps that store a hand-in or a
 * replica's file. Each is one IndexedDB transaction over `tournaments` and `resultLog`: the
 * file and the history entries of every table result it changes are written together, so the
 * history never misses a result the standings use. Reading a tournament and the writes that
 * leave the history alone are in `tournaments-repository.ts`.
 */
import { findDrawnTable } from '@/domain/tournament/drawn-table';
import { resultChanges } from '@/domain/tournament/import-merge';
import type { TableResult, TournamentFile } from '@/domain/tournament/model';
import { resultFingerprint } from '@/domain/tournament/result-fingerprint';
import { db, type HandInVia, type ResultSource, type StoredResultLogEntry, type StoredTournament } from '../db';
import { guard, StorageError } from '../storage-errors';
import {
  checkStoredTournament,
  isDamaged,
  isRefusal,
  rememberCheckedTournament,
  tournamentNotFound,
  type Refusal,
  type TournamentRead,
} from './tournaments-repository';

function now(): string {
  return new Date().toISOString();
}

/** The history of every table result of a tournament, oldest first. */
export function listResultLog(tournamentId: string): Promise<StoredResultLogEntry[]> {
  return guard(async () => {
    const entries = await db.resultLog.where('tournamentId').equals(tournamentId).toArray();
    return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  });
}

/** The history of every table result of every tournament (for the backup). */
export function listAllResultLog(): Promise<StoredResultLogEntry[]> {
  return guard(() => db.resultLog.toArray());
}

/** One table's result as it is stored: where it came from, and the result it replaces (by fingerprint). */
interface TableResultWrite {
  round: number;
  table: number;
  result: TableResult;
  source: ResultSource;
  via?: HandInVia;
  signed?: boolean;
  replacedFingerprint?: string;
}

/**
 * Stores `write.result` as its table's result in the record `existing` and appends its history
 * entry; to be called inside a transaction over `tournaments` and `resultLog` after the drawn
 * table was found. Answers with the file stored and the result's fingerprint.
 *
 * The result is stamped with the time it came in, unless it carries one, or it came over the
 * network: every director desk stores a network hand-in, and each must store the same result,
 * so that the desks write one and the same document (its revision is derived from its content)
 * instead of one revision each, differing only in the desk's clock, that then conflict. When
 * it came in on this desk stays in the table's history.
 */
async function writeTableResult(existing: StoredTournament, write: TableResultWrite): Promise<{ data: TournamentFile; fingerprint: string }> {
  const { round, table, result, source, via, signed, replacedFingerprint } = write;
  const at = now();
  const saved: TableResult = result.receivedAt !== undefined || via === 'network' ? result : { ...result, receivedAt: at };
  const data: TournamentFile = {
    ...existing.data,
    rounds: existing.data.rounds.map((r, i) => (i !== round - 1 ? r : { ...r, tables: r.tables.map((t) => (t.table === table ? { ...t, result: saved } : t)) })),
  };
  const fingerprint = resultFingerprint(saved);
  await db.tournaments.put({ ...existing, data, updatedAt: at });
  await db.resultLog.add({
    id: crypto.randomUUID(),
    tournamentId: existing.id,
    round,
    table,
    at,
    source,
    ...(via !== undefined ? { via } : {}),
    ...(signed !== undefined ? { signed } : {}),
    action: replacedFingerprint === undefined ? 'accepted' : 'replaced',
    fingerprint,
    ...(replacedFingerprint === undefined ? {} : { replacedFingerprint }),
    result: saved,
  });
  return { data, fingerprint };
}

/** The drawn table a result is stored for; a round or table the record does not have is a storage failure. */
function drawnTable(existing: StoredTournament, round: number, table: number) {
  const found = findDrawnTable(existing.data, { round, table });
  if (!found.ok) throw new StorageError('ERR_STORAGE_NOT_FOUND', `Round ${round} has no table ${table}.`, { params: { id: existing.id, round, table } });
  return found.draw;
}

export type SaveResultOutcome<E = never> =
  /** The check refused the result; nothing changed. */
  | { kind: 'refused'; refused: E }
  /** The table had no result; this one is stored. */
  | { kind: 'accepted'; fingerprint: string }
  /** The same result (by fingerprint) is already stored: nothing changed. */
  | { kind: 'unchanged'; fingerprint: string }
  /** A different result is stored; call again with `replace` set to its fingerprint to replace it. */
  | { kind: 'needs-confirmation'; fingerprint: string; existing: TableResult; existingFingerprint: string }
  /** The stored result was replaced; the old one stays in the log. */
  | { kind: 'replaced'; fingerprint: string; replacedFingerprint: string };

export interface SaveResultOptions<E> {
  source: ResultSource;
  /** A hand-in's way in (camera, photo, file, network), kept in the table's history. */
  via?: HandInVia;
  /** A hand-in: whether its MAC was checked (the table has a key) — kept in the table's history. */
  signed?: boolean;
  /** The fingerprint of the stored result the director agreed to replace. */
  replace?: string;
  /**
   * Checks the result against the stored tournament inside the transaction
   * (drawn players, seats, sizes, hands); returns a refusal or nothing.
   */
  check?: (data: TournamentFile, round: number, table: number, result: TableResult) => Refusal<E> | undefined;
}

/**
 * Stores a table's result for a round, from any source (typed totals, a
 * session file, a hand-in). Same result again: nothing changes. A different
 * result replaces the stored one only with `replace` naming the stored one's
 * fingerprint (so a confirmation given for one result never replaces another
 * that arrived meanwhile). Every accepted or replacing result is appended to
 * the result log in the same transaction.
 */
export function saveTableResult<E = never>(
  tournamentId: string,
  round: number,
  table: number,
  result: TableResult,
  options: SaveResultOptions<E>,
): Promise<SaveResultOutcome<E>> {
  const fingerprint = resultFingerprint(result);
  return guard(() =>
    db.transaction('rw', db.tournaments, db.resultLog, async (): Promise<SaveResultOutcome<E>> => {
      const existing = await db.tournaments.get(tournamentId);
      if (!existing) throw tournamentNotFound(tournamentId);
      const drawn = drawnTable(existing, round, table);
      const refusal = options.check?.(existing.data, round, table, result);
      if (refusal) return { kind: 'refused', refused: refusal.refused };
      let replacedFingerprint: string | undefined;
      if (drawn.result) {
        const stored = resultFingerprint(drawn.result);
        if (stored === fingerprint) return { kind: 'unchanged', fingerprint };
        if (options.replace !== stored) return { kind: 'needs-confirmation', fingerprint, existing: drawn.result, existingFingerprint: stored };
        replacedFingerprint = stored;
      }
      const { source, via, signed } = options;
      await writeTableResult(existing, {
        round, table, result, source,
        ...(via !== undefined ? { via } : {}),
        ...(signed !== undefined ? { signed } : {}),
        ...(replacedFingerprint !== undefined ? { replacedFingerprint } : {}),
      });
      return replacedFingerprint === undefined ? { kind: 'accepted', fingerprint } : { kind: 'replaced', fingerprint, replacedFingerprint };
    }),
  );
}

export type ImportTournamentOutcome<E = never> =
  | { kind: 'added' }
  | { kind: 'unchanged' }
  /** This device has another file of this tournament: `replace` or `decide` must say what to store. */
  | { kind: 'needs-confirmation'; existing: StoredTournament }
  /** The stored tournament changed since the director saw it (another tab): look again. */
  | { kind: 'changed-meanwhile'; existing: StoredTournament }
  | { kind: 'refused'; refused: E }
  | { kind: 'replaced' };

export interface ImportTournamentOptions<E> {
  /** Store the imported file as it is (the same as `decide` returning it). */
  replace?: boolean;
  /**
   * What to store when this device has another file of this tournament: the file (the
   * imported one, or one merged from both) or a refusal. Without it nothing is written.
   */
  decide?: (existing: TournamentFile) => TournamentFile | Refusal<E>;
  /** The `updatedAt` of the stored tournament the director decided about. */
  expectedUpdatedAt?: string;
}

/** The history entries of every table whose result differs between `before` (absent: a new tournament) and `after`. */
export function importLogEntries(tournamentId: string, before: TournamentFile | undefined, after: TournamentFile, at: string, newId: () => string): StoredResultLogEntry[] {
  const empty: TournamentFile = { ...after, rounds: [] };
  return resultChanges(before ?? empty, after).map((c): StoredResultLogEntry => {
    const base = { id: newId(), tournamentId, round: c.round, table: c.table, at, source: 'tournament-import' as const };
    if (c.kind === 'removed') return { ...base, action: 'removed', fingerprint: resultFingerprint(c.here!), result: c.here! };
    const fingerprint = resultFingerprint(c.incoming!);
    return c.kind === 'added'
      ? { ...base, action: 'accepted', fingerprint, result: c.incoming! }
      : { ...base, action: 'replaced', fingerprint, replacedFingerprint: resultFingerprint(c.here!), result: c.incoming! };
  });
}

/**
 * Stores a tournament file read on another device (already validated completely). A new
 * one is added; the same content again changes nothing; when this device has another file
 * of it, `decide` says what is stored (the imported file, or one merged from both). Every
 * table whose result changes is entered in its history (source `tournament-import`): a
 * result taken, one replaced, or one taken away.
 */
export function importTournament<E = never>(data: TournamentFile, options: ImportTournamentOptions<E> = {}): Promise<ImportTournamentOutcome<E>> {
  return guard(() =>
    db.transaction('rw', db.tournaments, db.resultLog, async (): Promise<ImportTournamentOutcome<E>> => {
      const existing = await db.tournaments.get(data.id);
      if (existing && JSON.stringify(existing.data) === JSON.stringify(data)) return { kind: 'unchanged' };
      const decide = options.decide ?? (options.replace ? (() => data) : undefined);
      if (existing && !decide) return { kind: 'needs-confirmation', existing };
      if (existing && options.expectedUpdatedAt !== undefined && existing.updatedAt !== options.expectedUpdatedAt) {
        return { kind: 'changed-meanwhile', existing };
      }
      let next = data;
      if (existing && decide) {
        const decided = decide(existing.data);
        if (isRefusal<E>(decided)) return { kind: 'refused', refused: decided.refused };
        next = decided;
      }
      const at = now();
      await db.tournaments.put({
        id: data.id,
        createdAt: existing?.createdAt ?? at,
        updatedAt: at,
        archived: existing?.archived ?? false,
        data: next,
      });
      await db.resultLog.bulkAdd(importLogEntries(data.id, existing?.data, next, at, () => crypto.randomUUID()));
      return existing ? { kind: 'replaced' } : { kind: 'added' };
    }),
  );
}

/** What `stepTableResult`'s plan decided: an answer with nothing written, or a table result to store and the answer after it. */
export type ResultStep<A> =
  | { answer: A }
  | {
      store: { round: number; table: number; result: TableResult; source: ResultSource; via?: HandInVia; signed?: boolean };
      answer: (data: TournamentFile, action: 'accepted' | 'replaced') => A;
    };

/**
 * One step on a table's result decided by `plan` from the stored tournament as it is inside
 * the transaction (checked, or damaged; undefined when there is none): the plan reads it once,
 * checks once, and says what to store; the result and its history entry are written in the
 * same transaction. Used for a hand-in from the network, where the one read is all it takes.
 */
export function stepTableResult<A>(tournamentId: string, plan: (read: TournamentRead | undefined) => ResultStep<A>): Promise<A> {
  return guard(() =>
    db.transaction('rw', db.tournaments, db.resultLog, async (): Promise<A> => {
      const existing = await db.tournaments.get(tournamentId);
      const step = plan(existing ? checkStoredTournament(existing) : undefined);
      if (!('store' in step)) return step.answer;
      if (!existing) throw tournamentNotFound(tournamentId);
      const drawn = drawnTable(existing, step.store.round, step.store.table);
      const replaced = drawn.result ? resultFingerprint(drawn.result) : undefined;
      const { data } = await writeTableResult(existing, { ...step.store, ...(replaced === undefined ? {} : { replacedFingerprint: replaced }) });
      rememberCheckedTournament(tournamentId, data);
      return step.answer(data, replaced === undefined ? 'accepted' : 'replaced');
    }),
  );
}

/**
 * One step on the stored tournament that may also create it: `change` gets the stored file
 * (undefined when there is none or it is damaged) and returns the file to store, or null to
 * leave it. Every table whose result changes is entered in its history (as by an import), in
 * the same transaction. Answers with the file stored afterwards.
 */
export function updateTournament(id: string, change: (stored: TournamentFile | undefined) => TournamentFile | null): Promise<TournamentFile | undefined> {
  return guard(() =>
    db.transaction('rw', db.tournaments, db.resultLog, async () => {
      const existing = await db.tournaments.get(id);
      const read = existing ? checkStoredTournament(existing) : undefined;
      const current = read && !isDamaged(read) ? read.data : undefined;
      const next = change(current);
      if (next === null) return current;
      if (next.id !== id) throw new StorageError('ERR_STORAGE_NOT_FOUND', `The file is tournament ${next.id}, not ${id}.`, { params: { id } });
      const at = now();
      await db.tournaments.put({ id, createdAt: existing?.createdAt ?? at, updatedAt: at, archived: existing?.archived ?? false, ...(existing?.seasonId !== undefined ? { seasonId: existing.seasonId } : {}), data: next });
      await db.resultLog.bulkAdd(importLogEntries(id, current, next, at, () => crypto.randomUUID()));
      rememberCheckedTournament(id, next);
      return next;
    }),
  );
}
