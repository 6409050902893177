/**
 * Tournaments: reading them (exactly as stored, or checked as the import checks a file) and
 * the writes that leave the table results' history alone — create, change the file, archive,
 * delete, the draft of the next round. Every change is one IndexedDB transaction that reads the
 * stored record, applies the change to what is stored (never an in-memory copy from a screen)
 * and writes it back, so two tabs — a projector and a results desk — never overwrite each
 * other's work. The promise resolves after the transaction committed. The writes that enter a
 * table's history (a result, an import, the online steps) are in
 * `tournament-results-repository.ts`.
 */
import type { TournamentError } from '@/domain/tournament/errors';
import { parseTournament } from '@/domain/tournament/parse-tournament';
import type { TournamentFile } from '@/domain/tournament/model';
import { db, type StoredResultLogEntry, type StoredTournament } from '../db';
import { guard, StorageError } from '../storage-errors';
import { checkedVersions } from './checked-versions';

function now(): string {
  return new Date().toISOString();
}

/** The storage failure of a tournament id with no record. */
export function tournamentNotFound(id: string): StorageError {
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

/** The versions checked in this tab, per tournament id. */
const checked = checkedVersions<TournamentFile, TournamentError>(16, parseTournament);

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
  const outcome = checked.outcome(record.id, record.data);
  return outcome.ok ? { ...record, data: outcome.data } : damaged(record, outcome.problems);
}

/**
 * Notes a file this tab has just checked in full and stored (a change the state layer checked
 * with `parseTournament` before writing it), so reading that version back does not check it again.
 */
export function rememberCheckedTournament(id: string, data: TournamentFile): void {
  checked.remember(id, data);
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
      if (!existing) throw tournamentNotFound(id);
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
      if (!existing) throw tournamentNotFound(id);
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

