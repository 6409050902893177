/**
 * Cup seasons. Every change is one IndexedDB transaction that reads the stored
 * record, applies the change to what is stored (never an in-memory copy from a
 * screen) and writes it back, so two tabs never overwrite each other's work. The
 * promise resolves after the transaction committed.
 */
import type { SeasonError } from '@/domain/season/errors';
import { parseKeptSeason } from '@/domain/season/parse-season';
import { db, type StoredSeason } from '../db';
import { guard, StorageError } from '../storage-errors';
import { checkedVersions } from './checked-versions';
import type { Refusal } from './tournaments-repository';
import { isRefusal, tournamentNotFound } from './tournaments-repository';

export { isRefusal };

type SeasonData = StoredSeason['data'];
type SeasonApp = NonNullable<StoredSeason['app']>;

function now(): string {
  return new Date().toISOString();
}

function notFound(id: string): StorageError {
  return new StorageError('ERR_STORAGE_NOT_FOUND', `No season with id ${id}.`, { params: { id } });
}

/**
 * All seasons, archived ones included, most recently changed first, exactly as stored
 * (unchecked: the backup takes them as they are). Screens list them through `listSeasonEntries`.
 */
export function listSeasons(): Promise<StoredSeason[]> {
  return guard(() => db.seasons.orderBy('updatedAt').reverse().toArray());
}

/** One season exactly as stored (unchecked). The screens read through `readSeason`. */
export function getSeason(id: string): Promise<StoredSeason | undefined> {
  return guard(() => db.seasons.get(id));
}

// ---- reading, checked ----

/** A stored season whose file the domain's check refuses (an older app, a damaged record): listed and named, never used. */
export interface DamagedSeason {
  id: string;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  /** "Cup Season" from the file, when it still has them. */
  name: string | null;
  /** What the domain's season check finds wrong, located. */
  problems: SeasonError[];
}

/** A season as read: its file checked (the record), or the record's problems. */
export type SeasonRead = StoredSeason | DamagedSeason;

export function isDamagedSeason(read: SeasonRead): read is DamagedSeason {
  return 'problems' in read;
}

const checkedSeasons = checkedVersions<SeasonData, SeasonError>(8, parseKeptSeason);

function seasonName(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { cup, season } = data as { cup?: unknown; season?: unknown };
  return typeof cup === 'string' && typeof season === 'string' ? `${cup} ${season}` : null;
}

/**
 * A record read from the database, checked as a season file is checked on import (`parseKeptSeason`:
 * a season being set up may have no tournament yet), each stored version once per tab (the same
 * text gives the same checked file object back).
 */
export function checkStoredSeason(record: StoredSeason): SeasonRead {
  const outcome = checkedSeasons.outcome(record.id, record.data);
  if (outcome.ok) return { ...record, data: outcome.data };
  return { id: record.id, createdAt: record.createdAt, updatedAt: record.updatedAt, archived: record.archived, name: seasonName(record.data), problems: outcome.problems };
}

/** One season, checked (see `checkStoredSeason`); undefined when there is none with this id. */
export function readSeason(id: string): Promise<SeasonRead | undefined> {
  return guard(async () => {
    const record = await db.seasons.get(id);
    return record ? checkStoredSeason(record) : undefined;
  });
}

/** What a list shows of a season file. */
function listable(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as { cup?: unknown; season?: unknown; tournaments?: unknown };
  return typeof d.cup === 'string' && typeof d.season === 'string' && Array.isArray(d.tournaments);
}

/**
 * All seasons for a list, most recently changed first. A record whose file lacks what a list
 * shows is checked in full and listed as damaged; the full check of the others runs when one is
 * opened (`readSeason`), so a list of seasons with many tournaments stays quick.
 */
export function listSeasonEntries(): Promise<SeasonRead[]> {
  return guard(async () => {
    const records = await db.seasons.orderBy('updatedAt').reverse().toArray();
    return records.map((r) => (listable(r.data) ? r : checkStoredSeason(r)));
  });
}

/** Stores a new season (its file already checked by the domain) under a new id. */
export function createSeason(data: SeasonData, app?: SeasonApp): Promise<StoredSeason> {
  return guard(async () => {
    const timestamp = now();
    const stored: StoredSeason = { id: crypto.randomUUID(), createdAt: timestamp, updatedAt: timestamp, archived: false, data, ...(app ? { app } : {}) };
    await db.transaction('rw', db.seasons, () => db.seasons.add(stored));
    return stored;
  });
}

/** What a change of a season gives back: the new file, and the app's data when it changes too. */
export interface SeasonChange {
  data: SeasonData;
  app?: SeasonApp;
}

/**
 * Applies `change` to the stored season inside one transaction. `change` is
 * pure: it gets the stored record and returns the new file (and app data), or a
 * refusal (then nothing is written and the refusal is returned).
 */
export function changeSeason<E>(id: string, change: (stored: StoredSeason) => SeasonChange | Refusal<E>): Promise<StoredSeason | Refusal<E>> {
  return guard(() =>
    db.transaction('rw', db.seasons, async () => {
      const existing = await db.seasons.get(id);
      if (!existing) throw notFound(id);
      const next = change(existing);
      if (isRefusal<E>(next)) return next;
      const { app: _app, ...rest } = existing;
      const app = next.app ?? existing.app;
      const updated: StoredSeason = { ...rest, data: next.data, updatedAt: now(), ...(app && Object.keys(app).length > 0 ? { app } : {}) };
      await db.seasons.put(updated);
      return updated;
    }),
  );
}

export function setSeasonArchived(id: string, archived: boolean): Promise<void> {
  return guard(() =>
    db.transaction('rw', db.seasons, async () => {
      const existing = await db.seasons.get(id);
      if (!existing) throw notFound(id);
      await db.seasons.put({ ...existing, archived });
    }),
  );
}

/** Deletes a season; returns what was deleted (the tournaments stored on their own stay). */
export function deleteSeason(id: string): Promise<StoredSeason | undefined> {
  return guard(() =>
    db.transaction('rw', db.seasons, async () => {
      const existing = await db.seasons.get(id);
      if (existing) await db.seasons.delete(id);
      return existing;
    }),
  );
}

/** The same cup and season (trimmed, case kept): how a season file is recognised on another device. */
export function seasonKey(data: Pick<SeasonData, 'cup' | 'season'>): string {
  return `${data.cup.trim()}\u0000${data.season.trim()}`;
}

export type ImportSeasonOutcome =
  | { kind: 'added'; id: string }
  /** `askFirst`: there is no season of this cup and season yet, nothing was written. */
  | { kind: 'new' }
  | { kind: 'unchanged'; id: string }
  | { kind: 'needs-confirmation'; existing: StoredSeason }
  | { kind: 'replaced'; id: string };

/**
 * Stores a season file read on another device (already validated completely).
 * A stored season of the same cup and season with the same content: nothing
 * changes; with other content: replaced only with `replace` naming it.
 */
export function importSeason(data: SeasonData, options: { replace?: string; askFirst?: boolean } = {}): Promise<ImportSeasonOutcome> {
  return guard(() =>
    db.transaction('rw', db.seasons, async (): Promise<ImportSeasonOutcome> => {
      const key = seasonKey(data);
      const same = (await db.seasons.toArray()).filter((s) => seasonKey(s.data) === key);
      const text = JSON.stringify(data);
      const identical = same.find((s) => JSON.stringify(s.data) === text);
      if (identical) return { kind: 'unchanged', id: identical.id };
      const target = same.find((s) => s.id === options.replace);
      if (same.length > 0 && !target) return { kind: 'needs-confirmation', existing: same[0]! };
      if (same.length === 0 && options.askFirst) return { kind: 'new' };
      const at = now();
      // The file was checked whole before (off the main thread): opening it does not check it again.
      const known = (id: string) => checkedSeasons.remember(id, data, text);
      if (target) {
        await db.seasons.put({ ...target, data, updatedAt: at });
        known(target.id);
        return { kind: 'replaced', id: target.id };
      }
      const id = crypto.randomUUID();
      await db.seasons.add({ id, createdAt: at, updatedAt: at, archived: false, data });
      known(id);
      return { kind: 'added', id };
    }),
  );
}

/** Links a tournament of this device to a season of this device (`null`: to none). */
export function setTournamentSeason(tournamentId: string, seasonId: string | null): Promise<void> {
  return guard(() =>
    db.transaction('rw', db.tournaments, async () => {
      const existing = await db.tournaments.get(tournamentId);
      if (!existing) throw tournamentNotFound(tournamentId);
      const { seasonId: _s, ...rest } = existing;
      await db.tournaments.put(seasonId === null ? rest : { ...rest, seasonId });
    }),
  );
}
