/**
 * Tournaments and the history of their table results. Every change is one
 * IndexedDB transaction that reads the stored record, applies the change to
 * what is stored (never an in-memory copy from a screen) and writes it back, so
 * two tabs — a projector and a results desk — never overwrite each other's
 * work. The promise resolves after the transaction committed.
 */
import { findDrawnTable } from '@/domain/tournament/drawn-table';
import type { TournamentError } from '@/domain/tournament/errors';
import { parseTournament } from '@/domain/tournament/parse-tournament';
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

/**
 * All tournaments, archived ones included, most recently changed first, exactly as stored
 * (unchecked: the backup takes them as they are). Screens list them through `listTournamentEntries`.
 */
export function listTournaments(): Promise<StoredTournament[]> {
  return guard(() => db.tournaments.orderBy('updatedAt').reverse().toArray());
}

/** One tournament exactly as stored (unchecked). The state layer and the screens read through `readTournament`. */
export function getTournament(id: string): Promise<StoredTournament | undefined> {
  return guard(() => db.tournaments.get(id));
}

// ---- reading, checked ----

/**
 * A stored tournament whose file the domain's check refuses: written past the checks (an
 * older app, a damaged record). It is listed and named, but never used as a tournament.
 */
export interface DamagedTournament {
  id: string;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  seasonId?: string;
  /** The file's name, when it still has one that can be shown. */
  name: string | null;
  /** What the domain's file check (the one the import runs) finds wrong, located. */
  problems: TournamentError[];
}

/** A tournament as read: its file checked (the record), or the record's problems. */
export type TournamentRead = StoredTournament | DamagedTournament;

export function isDamaged(read: TournamentRead): read is DamagedTournament {
  return 'problems' in read;
}

/** The versions checked in this tab: the file's text and the check's answer, per tournament id. */
const checkedVersions = new Map<string, { text: string; outcome: { ok: true; data: TournamentFile } | { ok: false; problems: TournamentError[] } }>();
const CHECKED_KEPT = 16;

function damaged(record: StoredTournament, problems: TournamentError[]): DamagedTournament {
  const data = record.data as unknown;
  const name = typeof data === 'object' && data !== null && typeof (data as { name?: unknown }).name === 'string' ? (data as { name: string }).name : null;
  return {
    id: record.id,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    archived: record.archived,
    ...(record.seasonId !== undefined ? { seasonId: record.seasonId } : {}),
    name,
    problems,
  };
}

/**
 * A record read from the database, checked as the import checks a file (`parseTournament`),
 * as an evening is checked when the open evening reads it. Each version is checked once per tab: a version
 * read again (the same text) gets the same checked file object back, so a screen that
 * derives standings from it derives them once.
 */
export function checkStoredTournament(record: StoredTournament): TournamentRead {
  let text: string;
  try {
    text = JSON.stringify(record.data) ?? '';
  } catch {
    text = '';
  }
  let known = checkedVersions.get(record.id);
  if (!known || known.text !== text) {
    const parsed = parseTournament(record.data);
    const outcome = parsed.ok ? { ok: true as const, data: parsed.value } : { ok: false as const, problems: parsed.error };
    known = { text, outcome };
    checkedVersions.delete(record.id);
    checkedVersions.set(record.id, known);
    if (checkedVersions.size > CHECKED_KEPT) checkedVersions.delete(checkedVersions.keys().next().value!);
  }
  return known.outcome.ok ? { ...record, data: known.outcome.data } : damaged(record, known.outcome.problems);
}

/**
 * Notes a file this tab has just checked in full and stored (a change the state layer checked
 * with `parseTournament` before writing it), so reading that version back does not check it again.
 */
export function rememberCheckedTournament(id: string, data: TournamentFile): void {
  checkedVersions.delete(id);
  checkedVersions.set(id, { text: JSON.stringify(data), outcome: { ok: true, data } });
  if (checkedVersions.size > CHECKED_KEPT) checkedVersions.delete(checkedVersions.keys().next().value!);
}

/** What a list shows of a file; a record without it cannot be listed as it is. */
function listable(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Partial<Record<keyof TournamentFile, unknown>>;
  return typeof d.name === 'string' && Array.isArray(d.players) && Array.isArray(d.rounds) && typeof d.plannedRounds === 'number'
    && (d.date === undefined || typeof d.date === 'string');
}

/** One tournament, checked (see `checkStoredTournament`); undefined when there is none with this id. */
export function readTournament(id: string): Promise<TournamentRead | undefined> {
  return guard(async () => {
    const record = await db.tournaments.get(id);
    return record ? checkStoredTournament(record) : undefined;
  });
}

/**
 * All tournaments for a list, most recently changed first. A record whose file lacks what a
 * list shows (name, players, rounds, planned rounds, date) is checked in full and listed as
 * damaged; the full check of every other file runs when it is opened (`readTournament`), so a
 * list of large tournaments stays quick.
 */
export function listTournamentEntries(): Promise<TournamentRead[]> {
  return guard(async () => {
    const records = await db.tournaments.orderBy('updatedAt').reverse().toArray();
    return records.map((r) => (listable(r.data) ? r : checkStoredTournament(r)));
  });
}

/** What the list of tournaments shows of one: no rounds, no results. */
export interface TournamentSummary {
  id: string;
  updatedAt: string;
  archived: boolean;
  /** The file's name; null for a damaged record without one that can be shown. */
  name: string | null;
  date?: string;
  players: number;
  rounds: number;
  plannedRounds: number;
  /** The record's file fails the check (`DamagedTournament`): listed as such, never used. */
  damaged?: true;
}

/**
 * Every tournament's summary, most recently changed first. Read one record at a time (a
 * cursor): a tournament of 200 players with every table's hands is large, and ten of them read
 * at once would hold the page for a long moment while the browser unpacks them; only the
 * summaries are kept. As in `listTournamentEntries`, a record lacking what the list shows is
 * checked in full and listed as damaged.
 */
export function listTournamentSummaries(): Promise<TournamentSummary[]> {
  return guard(async () => {
    const out: TournamentSummary[] = [];
    await db.tournaments.orderBy('updatedAt').reverse().each((record) => {
      const read = listable(record.data) ? record : checkStoredTournament(record);
      if (isDamaged(read)) {
        out.push({ id: read.id, updatedAt: read.updatedAt, archived: read.archived, name: read.name, players: 0, rounds: 0, plannedRounds: 0, damaged: true });
        return;
      }
      const data = read.data;
      out.push({
        id: read.id,
        updatedAt: read.updatedAt,
        archived: read.archived,
        name: data.name,
        ...(data.date !== undefined ? { date: data.date } : {}),
        players: data.players.length,
        rounds: data.rounds.length,
        plannedRounds: data.plannedRounds,
      });
    });
    return out;
  });
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
      if (!existing) throw notFound(tournamentId);
      const { round, table, result, source, via, signed } = step.store;
      const found = findDrawnTable(existing.data, { round, table });
      if (!found.ok) throw new StorageError('ERR_STORAGE_NOT_FOUND', `Round ${round} has no table ${table}.`, { params: { id: tournamentId, round, table } });
      const replaced = found.draw.result ? resultFingerprint(found.draw.result) : undefined;
      const at = now();
      const saved: TableResult = { ...result, receivedAt: result.receivedAt ?? at };
      const data: TournamentFile = {
        ...existing.data,
        rounds: existing.data.rounds.map((r, i) => (i !== round - 1 ? r : { ...r, tables: r.tables.map((t) => (t.table === table ? { ...t, result: saved } : t)) })),
      };
      await db.tournaments.put({ ...existing, data, updatedAt: at });
      await db.resultLog.add({
        id: crypto.randomUUID(),
        tournamentId,
        round,
        table,
        at,
        source,
        ...(via !== undefined ? { via } : {}),
        ...(signed !== undefined ? { signed } : {}),
        action: replaced === undefined ? 'accepted' : 'replaced',
        fingerprint: resultFingerprint(saved),
        ...(replaced === undefined ? {} : { replacedFingerprint: replaced }),
        result: saved,
      });
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
