/**
 * Tournaments and the history of their table results. Every change is one
 * IndexedDB transaction that reads the stored record, applies the change to
 * what is stored (never an in-memory copy from a screen) and writes it back, so
 * two tabs — a projector and a results desk — never overwrite each other's
 * work. The promise resolves after the transaction committed.
 */
import { findDrawnTable } from '@/domain/tournament/drawn-table';
import { resultChanges } from '@/domain/tournament/import-merge';
import type { TableResult, TournamentFile } from '@/domain/tournament/model';
import { resultFingerprint } from '@/domain/tournament/result-fingerprint';
import { db, type HandInVia, type ResultSource, type StoredResultLogEntry, type StoredTournament } from '../db';
import { guard, StorageError } from '../storage-errors';

function now(): string {
  return new Date().toISOString();
}

function notFound(id: string): StorageError {
  return new StorageError('ERR_STORAGE_NOT_FOUND', `No tournament with id ${id}.`, { params: { id } });
}

/** All tournaments, archived ones included, most recently changed first. */
export function listTournaments(): Promise<StoredTournament[]> {
  return guard(() => db.tournaments.orderBy('updatedAt').reverse().toArray());
}

/** What the list of tournaments shows of one: no rounds, no results. */
export interface TournamentSummary {
  id: string;
  updatedAt: string;
  archived: boolean;
  name: string;
  date?: string;
  players: number;
  rounds: number;
  plannedRounds: number;
}

/**
 * Every tournament's summary, most recently changed first. Read one record at a time (a
 * cursor): a tournament of 200 players with every table's hands is large, and ten of them read
 * at once would hold the page for a long moment while the browser unpacks them; only the
 * summaries are kept.
 */
export function listTournamentSummaries(): Promise<TournamentSummary[]> {
  return guard(async () => {
    const out: TournamentSummary[] = [];
    await db.tournaments.orderBy('updatedAt').reverse().each((t) => {
      out.push({
        id: t.id,
        updatedAt: t.updatedAt,
        archived: t.archived,
        name: t.data.name,
        ...(t.data.date !== undefined ? { date: t.data.date } : {}),
        players: t.data.players.length,
        rounds: t.data.rounds.length,
        plannedRounds: t.data.plannedRounds,
      });
    });
    return out;
  });
}

export function getTournament(id: string): Promise<StoredTournament | undefined> {
  return guard(() => db.tournaments.get(id));
}

/** Stores a new tournament under its file's own id. */
export function createTournament(data: TournamentFile): Promise<StoredTournament> {
  return guard(async () => {
    const timestamp = now();
    const stored: StoredTournament = { id: data.id, createdAt: timestamp, updatedAt: timestamp, archived: false, data };
    await db.transaction('rw', db.tournaments, () => db.tournaments.add(stored));
    return stored;
  });
}

/** A change that the stored tournament does not allow; nothing is written. */
export interface Refusal<E> {
  refused: E;
}

export function isRefusal<E>(value: unknown): value is Refusal<E> {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

/**
 * Applies `change` to the stored tournament inside one transaction. `change`
 * is pure: it gets the stored file and returns the new one, or a refusal
 * (then nothing is written and the refusal is returned).
 */
export function changeTournament<E>(
  id: string,
  change: (data: TournamentFile) => TournamentFile | Refusal<E>,
): Promise<TournamentFile | Refusal<E>> {
  return guard(() =>
    db.transaction('rw', db.tournaments, async () => {
      const existing = await db.tournaments.get(id);
      if (!existing) throw notFound(id);
      const data = change(existing.data);
      if (isRefusal<E>(data)) return data;
      await db.tournaments.put({ ...existing, data, updatedAt: now() });
      return data;
    }),
  );
}

export function setTournamentArchived(id: string, archived: boolean): Promise<void> {
  return guard(() =>
    db.transaction('rw', db.tournaments, async () => {
      const existing = await db.tournaments.get(id);
      if (!existing) throw notFound(id);
      await db.tournaments.put({ ...existing, archived });
    }),
  );
}

const DRAFT_PREFIX = 'tournamentDraft:';

/**
 * The draft of a tournament's next round (kept on this device until it is
 * published into the tournament file). `null` removes it.
 */
export function setTournamentDraft(tournamentId: string, draft: unknown): Promise<void> {
  return guard(() =>
    db.transaction('rw', db.meta, async () => {
      if (draft === null) await db.meta.delete(DRAFT_PREFIX + tournamentId);
      else await db.meta.put({ key: DRAFT_PREFIX + tournamentId, value: draft });
    }),
  );
}

export function getTournamentDraft(tournamentId: string): Promise<unknown> {
  return guard(async () => (await db.meta.get(DRAFT_PREFIX + tournamentId))?.value ?? null);
}

/** Deletes a tournament with its result history; returns what was deleted. */
export function deleteTournament(id: string): Promise<{ tournament: StoredTournament; log: StoredResultLogEntry[] } | undefined> {
  return guard(() =>
    db.transaction('rw', db.tournaments, db.resultLog, async () => {
      const tournament = await db.tournaments.get(id);
      if (!tournament) return undefined;
      const log = await db.resultLog.where('tournamentId').equals(id).toArray();
      await db.resultLog.bulkDelete(log.map((e) => e.id));
      await db.tournaments.delete(id);
      return { tournament, log };
    }),
  );
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
      if (!existing) throw notFound(tournamentId);
      const found = findDrawnTable(existing.data, { round, table });
      if (!found.ok) {
        throw new StorageError('ERR_STORAGE_NOT_FOUND', `Round ${round} has no table ${table}.`, { params: { id: tournamentId, round, table } });
      }
      const refusal = options.check?.(existing.data, round, table, result);
      if (refusal) return { kind: 'refused', refused: refusal.refused };
      const drawn = found.draw;
      let replacedFingerprint: string | undefined;
      if (drawn.result) {
        const stored = resultFingerprint(drawn.result);
        if (stored === fingerprint) return { kind: 'unchanged', fingerprint };
        if (options.replace !== stored) return { kind: 'needs-confirmation', fingerprint, existing: drawn.result, existingFingerprint: stored };
        replacedFingerprint = stored;
      }
      const at = now();
      const saved: TableResult = { ...result, receivedAt: result.receivedAt ?? at };
      const data: TournamentFile = {
        ...existing.data,
        rounds: existing.data.rounds.map((r, i) =>
          i !== round - 1 ? r : { ...r, tables: r.tables.map((t) => (t.table === table ? { ...t, result: saved } : t)) },
        ),
      };
      await db.tournaments.put({ ...existing, data, updatedAt: at });
      await db.resultLog.add({
        id: crypto.randomUUID(),
        tournamentId,
        round,
        table,
        at,
        source: options.source,
        ...(options.via !== undefined ? { via: options.via } : {}),
        ...(options.signed !== undefined ? { signed: options.signed } : {}),
        action: replacedFingerprint === undefined ? 'accepted' : 'replaced',
        fingerprint,
        ...(replacedFingerprint === undefined ? {} : { replacedFingerprint }),
        result: saved,
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
