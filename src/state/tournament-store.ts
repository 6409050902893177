/**
 * The director's actions on a tournament: the common ground of every one (the result shape,
 * a change applied to the stored file, the one queue), its setup, lots, archive and delete,
 * and the live views the screens read. The other actions have modules of their own beside
 * this one: registration (`tournament-registration.ts`), the seating draw
 * (`tournament-draw.ts`), table results and hand-ins (`tournament-results.ts`) and the import
 * of a tournament file (`tournament-import.ts`).
 *
 * The store coordinates, it does not calculate: validation, standings and the seating draw
 * are the domain's, storage is the repository's. Every action
 *  - runs after the previous one finished (the tournament's one queue, `inTournamentQueue`),
 *    so two quick taps never interleave;
 *  - applies its change to the STORED tournament inside one transaction (a
 *    pure function of the stored file, validated as a whole before it is
 *    written), so a projector tab and a results tab never overwrite each other;
 *  - resolves after the write committed. Screens show the tournament through
 *    the live hooks (`useTournamentRecord`), so what they show is what is
 *    stored — in every tab.
 * Every action answers with the state layer's one result shape (`./result`):
 * `{ ok: true, value }`, or a refusal `{ ok: false, errors }` with the domain's
 * codes; storage failures are thrown as `StorageError`.
 */
import { useMemo } from 'react';
import {
  computeStandings,
  parseTournament,
  withLots,
  type DrawError,
  type PlayerId,
  type RulesSpec,
  type Standings,
  type TournamentError,
  type TournamentFile,
} from '@/domain/index';
import { normalizePlayerName } from '@/domain/player-name';
import type { CupPointsSpec } from '@/domain/tournament/model';
import { shuffled, type Random } from '@/domain/seeded-random';
import { StorageError } from '@/persistence/storage-errors';
import type { ResultSource, StoredResultLogEntry, StoredTournament } from '@/persistence/db';
import { useTournamentLive, useTournaments, useTournamentSummaries } from '@/persistence/repositories/tournament-hooks';
import type { LiveRecord } from '@/persistence/repositories/live-list';
import {
  changeTournament,
  createTournament as createStoredTournament,
  deleteTournament as deleteStoredTournament,
  isDamaged,
  isRefusal,
  rememberCheckedTournament,
  setTournamentArchived,
  setTournamentDraft,
  type DamagedTournament,
  type Refusal,
  type TournamentRead,
} from '@/persistence/repositories/tournaments-repository';
import { done, fromDomain, type StoreResult } from './result';
import { inTournamentQueue } from './tournament-queue';

/** Any refusal an action can give: a file problem (with location) or a draw problem. */
export type TournamentProblem = TournamentError | (DrawError & { field?: undefined });

/** What a director's action answers: the state layer's one result shape with the tournament's problems. */
export type ActionResult<T = null> = StoreResult<T, TournamentProblem>;

/** A refusal of the director's actions, with its code, the field it concerns and its parameters. */
export function problem(code: string, message: string, params: Record<string, string | number> = {}, field = ''): TournamentError {
  return { code, field, message, params };
}

/** Applies a pure change to the stored file; the result must pass the whole file check. */
export async function changeStored(id: string, apply: (data: TournamentFile) => TournamentFile | Refusal<TournamentProblem[]>): Promise<ActionResult<TournamentFile>> {
  const out = await changeTournament<TournamentProblem[]>(id, (data) => {
    const next = apply(data);
    if (isRefusal(next)) return next;
    const checked = parseTournament(next);
    return checked.ok ? checked.value : { refused: checked.error };
  });
  if (isRefusal<TournamentProblem[]>(out)) return { ok: false, errors: out.refused };
  rememberCheckedTournament(id, out);
  return done(out);
}

// ---- setup ----

export interface TournamentSetup {
  name: string;
  date?: string;
  rules: RulesSpec;
  plannedRounds: number;
  handsPerRound: { '4': number; '5': number };
  timeLimitMinutes?: number;
  /** Cup points (§3): a list by place, "fixpunkte" or "heine". */
  cupPoints?: CupPointsSpec;
  stakeCents?: number;
}

function applySetup(base: TournamentFile, setup: TournamentSetup): TournamentFile {
  const { date: _d, timeLimitMinutes: _t, cupPoints: _c, stakeCents: _s, ...rest } = base;
  return {
    ...rest,
    name: normalizePlayerName(setup.name),
    rules: setup.rules,
    plannedRounds: setup.plannedRounds,
    handsPerRound: setup.handsPerRound,
    ...(setup.date ? { date: setup.date } : {}),
    ...(setup.timeLimitMinutes !== undefined ? { timeLimitMinutes: setup.timeLimitMinutes } : {}),
    ...(setup.cupPoints !== undefined ? { cupPoints: setup.cupPoints } : {}),
    ...(setup.stakeCents !== undefined ? { stakeCents: setup.stakeCents } : {}),
  };
}

/** Creates a tournament (no players, no rounds yet). */
export function createTournament(setup: TournamentSetup): Promise<ActionResult<TournamentFile>> {
  const id = crypto.randomUUID();
  return inTournamentQueue(id, async () => {
    const file = applySetup(
      { format: 'tarock-tournament', version: 1, id, name: '', rules: 'tarockcup', plannedRounds: 3, handsPerRound: { '4': 16, '5': 20 }, players: [], rounds: [] },
      setup,
    );
    const checked = parseTournament(file);
    if (!checked.ok) return fromDomain(checked);
    await createStoredTournament(checked.value);
    rememberCheckedTournament(checked.value.id, checked.value);
    return done(checked.value);
  });
}

/** Changes the settings; fewer planned rounds than drawn ones are refused by the file check. */
export function updateSetup(id: string, setup: TournamentSetup): Promise<ActionResult<TournamentFile>> {
  return inTournamentQueue(id, () => changeStored(id, (data) => applySetup(data, setup)));
}

// ---- chance (the draw, the lots, the table keys) ----

/** Random bytes from the platform's cryptographic source (table keys). */
export function cryptoRandomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** Chance for the draw and the lots, from the platform's cryptographic source. */
export function defaultRandom(): Random {
  return () => {
    const buf = new Uint32Array(1);
    crypto.getRandomValues(buf);
    return buf[0]! / 0x1_0000_0000;
  };
}

// ---- lots, archive, delete ----

/** Draws the order of one group of tied players by lot and records it in `lots`. */
export function drawLot(id: string, group: readonly PlayerId[], random: Random = defaultRandom()): Promise<ActionResult<TournamentFile>> {
  return inTournamentQueue(id, () => changeStored(id, (data) => withLots(data, shuffled(random, group))));
}

export function archiveTournament(id: string, archived: boolean): Promise<void> {
  return inTournamentQueue(id, () => setTournamentArchived(id, archived));
}

export function deleteTournament(id: string): Promise<void> {
  return inTournamentQueue(id, async () => {
    await deleteStoredTournament(id);
    await setTournamentDraft(id, null);
  });
}

// ---- live views for the screens ----

export { useTournaments, useTournamentSummaries };
export { useTournamentSummaryList } from '@/persistence/repositories/tournament-hooks';

export type { DamagedTournament, ResultSource, StoredResultLogEntry, StoredTournament, TournamentRead };
export { isDamaged };

/** A damaged stored tournament as the storage failure an action on it throws. */
export function damagedError(read: DamagedTournament): StorageError {
  return new StorageError('ERR_STORAGE_DAMAGED', `The stored tournament ${read.id} is damaged: ${read.problems[0]?.message ?? ''}`, { params: { id: read.id } });
}

/**
 * The stored tournament, live (other tabs' changes included), its file checked as it is read
 * (as the open evening checks an evening): a damaged record comes with its problems
 * (`isDamaged`) and is never used as a tournament; null when there is none; a storage failure
 * as `failure` with a retry (the screen says why instead of breaking).
 */
export function useTournamentRecord(id: string): LiveRecord<TournamentRead> {
  return useTournamentLive(id);
}

/** The standings, derived from the stored file (never stored themselves). */
export function useStandings(data: TournamentFile | undefined): Standings | undefined {
  return useMemo(() => (data ? computeStandings(data) : undefined), [data]);
}

/** Saved custom rule sets and players known from evenings (for the setup and registration). */
export { usePlayers, useRuleSets } from '@/persistence/repositories/hooks';
