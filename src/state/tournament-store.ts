/**
 * The director's actions on a tournament. The store coordinates, it does not
 * calculate: validation, standings and the seating draw are the domain's,
 * storage is the repository's. Every action
 *  - runs after the previous one finished (one queue), so two quick taps never
 *    interleave;
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
  drawRound,
  movePlayer,
  parseTournament,
  repeatedPairsInRound,
  swapPlayers,
  validateTableResult,
  withLots,
  type DrawError,
  type Result,
  type DrawMethod,
  type PlayerId,
  type Round,
  type RulesSpec,
  type Standings,
  type TableResult,
  type TournamentError,
  type TournamentFile,
  type TournamentPlayer,
} from '@/domain/index';
import { duplicateNameKeys, MAX_PLAYER_NAME_LENGTH, normalizePlayerName, playerNameProblem } from '@/domain/player-name';
import type { CupPointsSpec } from '@/domain/tournament/model';
import { shuffled, type Random } from '@/domain/seeded-random';
import { checkHandIn } from '@/domain/tournament/hand-in';
import { newPlayerIds } from '@/domain/tournament/player-ids';
import { diffTournaments, mergeMissing, settleKeys, type TournamentDiff } from '@/domain/tournament/import-merge';
import type { MessageError } from '@/domain/tournament/message-error';
import type { HandIn } from '@/domain/tournament/model';
import { StorageError } from '@/persistence/storage-errors';
import { withTableKeys } from '@/domain/tournament/table-key';
import type { HandInVia, ResultSource, StoredResultLogEntry, StoredTournament } from '@/persistence/db';
import { useResultLog, useTournament, useTournamentDraft, useTournaments, useTournamentSummaries } from '@/persistence/repositories/tournament-hooks';
import {
  changeTournament,
  checkStoredTournament,
  createTournament as createStoredTournament,
  deleteTournament as deleteStoredTournament,
  getTournamentDraft,
  importTournament,
  isDamaged,
  isRefusal,
  readTournament,
  rememberCheckedTournament,
  saveTableResult,
  setTournamentArchived,
  setTournamentDraft,
  type DamagedTournament,
  type Refusal,
  type TournamentRead,
} from '@/persistence/repositories/tournaments-repository';
import { fileTooLarge, overImportLimit } from '@/transfer/file-limit';
import { done, fromDomain, refused, type StoreResult } from './result';
import { inTournamentQueue } from './tournament-queue';

/** Any refusal an action can give: a file problem (with location) or a draw problem. */
export type TournamentProblem = TournamentError | (DrawError & { field?: undefined });

/** What a director's action answers: the state layer's one result shape with the tournament's problems. */
export type ActionResult<T = null> = StoreResult<T, TournamentProblem>;

// ---- the queue ----

/** Runs `task` after every earlier write to the tournament `id` finished (the one queue per tournament the sync uses too). */
const enqueue = inTournamentQueue;

function problem(code: string, message: string, params: Record<string, string | number> = {}, field = ''): TournamentError {
  return { code, field, message, params };
}

/** Applies a pure change to the stored file; the result must pass the whole file check. */
async function change(id: string, apply: (data: TournamentFile) => TournamentFile | Refusal<TournamentProblem[]>): Promise<ActionResult<TournamentFile>> {
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
  return enqueue(id, async () => {
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
  return enqueue(id, () => change(id, (data) => applySetup(data, setup)));
}

// ---- registration ----

/** Names from a pasted list: one per line, normalised, empty lines dropped. */
export function namesFromText(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map(normalizePlayerName).filter((n) => n.length > 0);
}

/** Names that occur more than once among the players (case-insensitive, normalised). */
export function duplicateNames(players: readonly { name: string }[]): Set<string> {
  return duplicateNameKeys(players.map((p) => p.name));
}

/** "Anna Huber" with the note "Ried" → "Anna Huber (Ried)": the file has no extra player keys. */
export function nameWithNote(name: string, note: string): string {
  const n = normalizePlayerName(name);
  const x = normalizePlayerName(note);
  return x ? `${n} (${x})` : n;
}

/** Why a player name cannot be stored (the domain's `playerNameProblem`), worded for the store; null: it can. */
function nameProblem(raw: string): TournamentProblem | null {
  const name = normalizePlayerName(raw);
  switch (playerNameProblem(raw)) {
    case null: return null;
    case 'empty': return problem('ERR_T_PLAYER_NAME', 'no name given', {}, 'name');
    case 'tooLong': return problem('ERR_T_PLAYER_NAME', `a player name is longer than ${MAX_PLAYER_NAME_LENGTH} characters`, { name, max: MAX_PLAYER_NAME_LENGTH }, 'name');
  }
}

/** Registers players (walk-ins too, at any time; they join from the next draw). */
export function addPlayers(id: string, rawNames: readonly string[]): Promise<ActionResult<TournamentPlayer[]>> {
  return enqueue(id, async () => {
    const names = rawNames.map(normalizePlayerName).filter((n) => n.length > 0);
    const tooLong = names.map(nameProblem).find((p) => p !== null);
    if (tooLong) return refused(tooLong);
    if (names.length === 0) return refused(nameProblem('')!);
    let added: TournamentPlayer[] = [];
    const out = await change(id, (data) => {
      added = newPlayerIds(data.players, names.length, defaultRandom()).map((pid, i) => ({ id: pid, name: names[i]! }));
      return { ...data, players: [...data.players, ...added] };
    });
    return out.ok ? done(added) : out;
  });
}

function seatedIn(data: TournamentFile, playerId: PlayerId): number[] {
  const rounds: number[] = [];
  data.rounds.forEach((r, i) => {
    if (r.tables.some((t) => t.players.includes(playerId))) rounds.push(i + 1);
  });
  return rounds;
}

/**
 * Corrects a registered player's name (a typo, or a note that tells two of the same name apart),
 * also once they have played: rounds, results, table cards and hand-ins name players by id, so
 * everything follows the new name.
 */
export function renamePlayer(id: string, playerId: PlayerId, rawName: string): Promise<ActionResult<TournamentFile>> {
  const name = normalizePlayerName(rawName);
  const bad = nameProblem(name);
  if (bad) return Promise.resolve(refused(bad));
  return enqueue(id, () =>
    change(id, (data) => {
      if (!data.players.some((p) => p.id === playerId)) {
        return { refused: [problem('ERR_T_NO_SUCH_PLAYER', `no player with id ${playerId}`, { player: playerId })] };
      }
      return { ...data, players: data.players.map((p) => (p.id === playerId ? { ...p, name } : p)) };
    }),
  );
}

/** Removes a player who was never seated; anyone with a table must be withdrawn instead. */
export function removePlayer(id: string, playerId: PlayerId): Promise<ActionResult<TournamentFile>> {
  return enqueue(id, () =>
    change(id, (data) => {
      const rounds = seatedIn(data, playerId);
      if (rounds.length > 0) {
        return { refused: [problem('ERR_T_PLAYER_SEATED', 'the player has a table in a round; withdraw them instead', { round: rounds[0]! })] };
      }
      return { ...data, players: data.players.filter((p) => p.id !== playerId) };
    }),
  );
}

/**
 * Withdraws a player after the last drawn round: they are not drawn again and
 * their results keep counting.
 */
export function withdrawPlayer(id: string, playerId: PlayerId): Promise<ActionResult<TournamentFile>> {
  return enqueue(id, () =>
    change(id, (data) => ({ ...data, players: data.players.map((p) => (p.id === playerId ? { ...p, withdrawnAfter: data.rounds.length } : p)) })),
  );
}

/** Takes a withdrawal back (possible while no round was drawn without the player). */
export function reinstatePlayer(id: string, playerId: PlayerId): Promise<ActionResult<TournamentFile>> {
  return enqueue(id, () =>
    change(id, (data) => ({
      ...data,
      players: data.players.map((p) => {
        if (p.id !== playerId) return p;
        const { withdrawnAfter: _w, ...rest } = p;
        return rest;
      }),
    })),
  );
}

// ---- the draw: a draft, changed, then published ----

export interface Draft {
  /** The round number the draft is for. */
  round: number;
  method: DrawMethod;
  draw: Round;
}

export function readDraft(id: string): Promise<Draft | null> {
  return getTournamentDraft(id) as Promise<Draft | null>;
}

/** Random bytes from the platform's cryptographic source (table keys). */
export function cryptoRandomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

function defaultRandom(): Random {
  return () => {
    const buf = new Uint32Array(1);
    crypto.getRandomValues(buf);
    return buf[0]! / 0x1_0000_0000;
  };
}

/**
 * Draws the next round as a draft (kept on the device, not yet part of the
 * tournament), from the stored tournament as it is now.
 */
export function drawDraft(id: string, method: DrawMethod, random: Random = defaultRandom()): Promise<ActionResult<Draft>> {
  return enqueue(id, async () => {
    const stored = await readTournament(id);
    if (!stored) return refused(problem('ERR_T_NO_SUCH_TOURNAMENT', 'there is no such tournament'));
    if (isDamaged(stored)) return { ok: false, errors: stored.problems };
    const data = stored.data;
    const drawn = drawRound(data, method, random);
    if (!drawn.ok) return refused(drawn.error);
    const draft: Draft = { round: data.rounds.length + 1, method, draw: drawn.value };
    await setTournamentDraft(id, draft);
    return done(draft);
  });
}

async function changeDraft(id: string, apply: (round: Round) => Result<Round, DrawError>): Promise<ActionResult<Draft>> {
  const draft = await readDraft(id);
  if (!draft) return refused(problem('ERR_T_NO_DRAFT', 'there is no draft to change'));
  const next = apply(draft.draw);
  if (!next.ok) return refused(next.error);
  const updated = { ...draft, draw: next.value };
  await setTournamentDraft(id, updated);
  return done(updated);
}

export function swapInDraft(id: string, a: PlayerId, b: PlayerId): Promise<ActionResult<Draft>> {
  return enqueue(id, () => changeDraft(id, (round) => swapPlayers(round, a, b)));
}

export function moveInDraft(id: string, player: PlayerId, toTable: number): Promise<ActionResult<Draft>> {
  return enqueue(id, () => changeDraft(id, (round) => movePlayer(round, player, toTable)));
}

export function discardDraft(id: string): Promise<void> {
  return enqueue(id, () => setTournamentDraft(id, null));
}

/** Pairs at the draft's tables that already met in earlier rounds. */
export function draftRepeatedPairs(data: TournamentFile, draft: Draft): number {
  return repeatedPairsInRound(data.rounds.slice(0, draft.round - 1), draft.draw);
}

/**
 * Publishes the draft as the next round, each table with its own random key
 * (tournament-format.md §1, §6: printed into its table card, it signs the
 * table's hand-in). Refused when the tournament moved on meanwhile (another
 * tab published) or when the draft seats someone who withdrew since.
 */
export function publishDraft(id: string, randomBytes: (count: number) => Uint8Array = cryptoRandomBytes): Promise<ActionResult<TournamentFile>> {
  return enqueue(id, async () => {
    const draft = await readDraft(id);
    if (!draft) return refused(problem('ERR_T_NO_DRAFT', 'there is no draft to publish'));
    const out = await change(id, (data) => {
      if (data.rounds.length !== draft.round - 1) {
        return { refused: [problem('ERR_T_DRAFT_STALE', `round ${draft.round} is already drawn`, { round: draft.round })] };
      }
      // A walk-in registered after the draft was drawn must not be left out silently.
      const seated = new Set(draft.draw.tables.flatMap((t) => t.players));
      const missing = data.players.filter((p) => p.withdrawnAfter === undefined && !seated.has(p.id));
      if (missing.length > 0) {
        return { refused: [problem('ERR_T_DRAFT_MISSING_PLAYERS', 'players registered after the draft was drawn are not seated; draw again', { names: missing.map((p) => p.name).join(', ') })] };
      }
      return { ...data, rounds: [...data.rounds, withTableKeys(draft.draw, randomBytes)] };
    });
    if (out.ok) await setTournamentDraft(id, null);
    return out;
  });
}

// ---- results ----

/**
 * A table that has another result: the question to ask, whose `confirm()` runs the same
 * submission again, naming the stored result (by its fingerprint) as the one to replace.
 */
function replacement<R>(
  stored: { existing: TableResult; existingFingerprint: string },
  again: (fingerprint: string) => Promise<R>,
): { kind: 'needs-confirmation'; existing: TableResult; existingFingerprint: string; confirm: () => Promise<R> } {
  return { kind: 'needs-confirmation', existing: stored.existing, existingFingerprint: stored.existingFingerprint, confirm: () => again(stored.existingFingerprint) };
}

export type SubmitPlan =
  | { kind: 'accepted' }
  | { kind: 'unchanged' }
  /** A different result is stored: `confirm()` replaces it (the old one stays in the history). */
  | { kind: 'needs-confirmation'; existing: TableResult; existingFingerprint: string; confirm: () => Promise<ActionResult<SubmitPlan>> }
  | { kind: 'replaced' };

/**
 * Accepts a table's result for a round from any source — typed totals, a
 * table's session file, a hand-in by QR code. It is checked against the
 * stored tournament (drawn players in the drawn seats, valid hands, totals
 * summing to 0) inside the same transaction that stores it. The same result
 * again changes nothing; a different one needs `confirm()`.
 */
export function submitTableResult(
  tournamentId: string,
  round: number,
  table: number,
  result: TableResult,
  source: ResultSource,
  replace?: string,
): Promise<ActionResult<SubmitPlan>> {
  return enqueue(tournamentId, async () => {
    const out = await saveTableResult<TournamentProblem[]>(tournamentId, round, table, result, {
      source,
      ...(replace !== undefined ? { replace } : {}),
      check: (data, r, t, candidate) => {
        const v = validateTableResult(data, r, t, candidate);
        return v.ok ? undefined : { refused: v.error };
      },
    });
    switch (out.kind) {
      case 'refused': return { ok: false, errors: out.refused };
      case 'accepted': return done({ kind: 'accepted' });
      case 'unchanged': return done({ kind: 'unchanged' });
      case 'replaced': return done({ kind: 'replaced' });
      case 'needs-confirmation':
        return done(replacement(out, (fingerprint) => submitTableResult(tournamentId, round, table, result, source, fingerprint)));
    }
  });
}

export type HandInPlan =
  | { kind: 'accepted' | 'unchanged' | 'replaced' }
  /** The table has another result: `confirm()` replaces it (the old one stays in the history). */
  | { kind: 'needs-confirmation'; existing: TableResult; existingFingerprint: string; confirm: () => Promise<HandInSubmit> };

export type HandInSubmit = StoreResult<HandInPlan, MessageError>;

/**
 * Stores a hand-in as its table's result. The one check of a hand-in (`checkHandIn`: this
 * tournament, a drawn round and table, the MAC for a keyed table, the drawn players in
 * their seats, valid hands) runs inside the transaction that stores it, against what is
 * stored then. The table's history says how it came in (`via`) and whether it was signed.
 * The same hand-in again changes nothing; a different result for a table that has one is
 * stored only with `replace`, the stored result's fingerprint.
 */
export function submitHandIn(tournamentId: string, handIn: HandIn, via: HandInVia, replace?: string): Promise<HandInSubmit> {
  return enqueue(tournamentId, async () => {
    const stored = await readTournament(tournamentId);
    if (!stored) throw new StorageError('ERR_STORAGE_NOT_FOUND', `No tournament with id ${tournamentId}.`, { params: { id: tournamentId } });
    if (isDamaged(stored)) throw damagedError(stored);
    const first = checkHandIn(stored.data, handIn);
    if (!first.ok) return fromDomain(first);
    const out = await saveTableResult<MessageError[]>(tournamentId, handIn.round, handIn.table, first.value.result, {
      source: 'hand-in',
      via,
      signed: first.value.signed,
      ...(replace !== undefined ? { replace } : {}),
      check: (data) => {
        const again = checkHandIn(data, handIn);
        return again.ok ? undefined : { refused: again.error };
      },
    });
    switch (out.kind) {
      case 'refused': return { ok: false, errors: out.refused };
      case 'needs-confirmation':
        return done(replacement(out, (fingerprint) => submitHandIn(tournamentId, handIn, via, fingerprint)));
      default: return done({ kind: out.kind });
    }
  });
}

// ---- lots, import, archive, delete ----

/** Draws the order of one group of tied players by lot and records it in `lots`. */
export function drawLot(id: string, group: readonly PlayerId[], random: Random = defaultRandom()): Promise<ActionResult<TournamentFile>> {
  return enqueue(id, () => change(id, (data) => withLots(data, shuffled(random, group))));
}

export type ImportPlan =
  | { kind: 'added'; data: TournamentFile }
  | { kind: 'unchanged'; data: TournamentFile }
  /**
   * This device has another file of this tournament. `diff` says what differs; `confirm()`
   * replaces it with the file ("ersetzen"), `merge()` keeps every result this device has and
   * takes the rest ("nur Fehlendes übernehmen"). Either logs every table result it changes,
   * and either keeps every hand-in key this device holds (`diff.keys` names the tables whose
   * key the file has otherwise): the file's keys only with `{ takeKeys: true }`.
   */
  | {
      kind: 'needs-confirmation';
      data: TournamentFile;
      existingName: string;
      diff: TournamentDiff;
      confirm: (options?: KeyChoice) => Promise<ActionResult<ImportPlan>>;
      merge: (options?: KeyChoice) => Promise<ActionResult<ImportPlan>>;
    }
  | { kind: 'replaced' | 'merged'; data: TournamentFile };

/** Imports a tournament file the user picked: refused unread when it is over the import cap (`transfer/file-limit.ts`, 20 MB). */
export async function importTournamentFile(file: Blob): Promise<ActionResult<ImportPlan>> {
  if (overImportLimit(file.size)) return refused(fileTooLarge(file.size));
  return importTournamentText(await file.text());
}

/** The director's own choice to take the file's hand-in keys (`TournamentDiff.keys`); without it every key this device holds stays. */
export interface KeyChoice { takeKeys?: boolean }

type ImportMode = { kind: 'ask' } | { kind: 'replace' | 'merge'; expectedUpdatedAt: string; takeKeys?: boolean };

/** Imports a tournament file: checked completely first, then stored all at once or not at all. */
export function importTournamentText(text: string, replace = false): Promise<ActionResult<ImportPlan>> {
  return importWith(text, replace ? { kind: 'replace', expectedUpdatedAt: '' } : { kind: 'ask' });
}

async function importWith(text: string, mode: ImportMode): Promise<ActionResult<ImportPlan>> {
  if (overImportLimit(text.length)) return refused(fileTooLarge(text.length));
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return refused(problem('ERR_T_NOT_JSON', `the file is not valid JSON (${detail})`, { detail }));
  }
  const parsed = parseTournament(raw);
  if (!parsed.ok) return fromDomain(parsed);
  const data = parsed.value;
  return enqueue(data.id, async (): Promise<ActionResult<ImportPlan>> => {
    const takeKeys = mode.kind !== 'ask' && mode.takeKeys === true;
    const decide = mode.kind === 'ask'
      ? undefined
      : (existing: TournamentFile) => {
          // A damaged stored file has nothing readable to keep: the imported file is taken.
          const here = parseTournament(existing);
          if (!here.ok) return data;
          const next = parseTournament(mode.kind === 'merge' ? mergeMissing(here.value, data, takeKeys) : settleKeys(here.value, data, data, takeKeys));
          return next.ok ? next.value : { refused: next.error };
        };
    const out = await importTournament<TournamentProblem[]>(data, {
      ...(decide ? { decide } : {}),
      ...(mode.kind !== 'ask' && mode.expectedUpdatedAt ? { expectedUpdatedAt: mode.expectedUpdatedAt } : {}),
    });
    switch (out.kind) {
      case 'added': return done({ kind: 'added', data });
      case 'unchanged': return done({ kind: 'unchanged', data });
      case 'replaced': return done({ kind: mode.kind === 'merge' ? 'merged' : 'replaced', data });
      case 'refused': return { ok: false, errors: out.refused };
      case 'needs-confirmation':
      case 'changed-meanwhile': {
        const at = out.existing.updatedAt;
        // A damaged stored file is compared as a tournament without players and rounds.
        const here = checkStoredTournament(out.existing);
        return {
          ok: true,
          value: {
            kind: 'needs-confirmation',
            data,
            existingName: isDamaged(here) ? (here.name ?? data.name) : here.data.name,
            diff: diffTournaments(isDamaged(here) ? { ...data, players: [], rounds: [] } : here.data, data),
            confirm: (options) => importWith(text, { kind: 'replace', expectedUpdatedAt: at, ...(options?.takeKeys ? { takeKeys: true } : {}) }),
            merge: (options) => importWith(text, { kind: 'merge', expectedUpdatedAt: at, ...(options?.takeKeys ? { takeKeys: true } : {}) }),
          },
        };
      }
    }
  });
}

export function archiveTournament(id: string, archived: boolean): Promise<void> {
  return enqueue(id, () => setTournamentArchived(id, archived));
}

export function deleteTournament(id: string): Promise<void> {
  return enqueue(id, async () => {
    await deleteStoredTournament(id);
    await setTournamentDraft(id, null);
  });
}

// ---- live views for the screens ----

export { useTournaments, useTournamentSummaries, useResultLog };
export { useTournamentSummaryList } from '@/persistence/repositories/tournament-hooks';

/** The draft of the next round, live; null when there is none. */
export function useDraft(id: string): Draft | null | undefined {
  return useTournamentDraft(id) as Draft | null | undefined;
}
export type { DamagedTournament, ResultSource, StoredResultLogEntry, StoredTournament, TournamentRead };
export { isDamaged };

/** A damaged stored tournament as the storage failure an action on it throws. */
export function damagedError(read: DamagedTournament): StorageError {
  return new StorageError('ERR_STORAGE_DAMAGED', `The stored tournament ${read.id} is damaged: ${read.problems[0]?.message ?? ''}`, { params: { id: read.id } });
}

/**
 * The stored tournament, live (other tabs' changes included), its file checked as it is read
 * (as the open evening checks an evening): a damaged record comes with its problems
 * (`isDamaged`) and is never used as a tournament; null when there is none.
 */
export function useTournamentRecord(id: string): TournamentRead | null | undefined {
  return useTournament(id);
}

/** The standings, derived from the stored file (never stored themselves). */
export function useStandings(data: TournamentFile | undefined): Standings | undefined {
  return useMemo(() => (data ? computeStandings(data) : undefined), [data]);
}

/** Saved custom rule sets and players known from evenings (for the setup and registration). */
export { usePlayers, useRuleSets } from '@/persistence/repositories/hooks';
