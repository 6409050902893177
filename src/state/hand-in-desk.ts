/**
 * The director's side of a hand-in, for every way one comes in (camera, photo, file, and
 * the network): `readHandIn` reads the message (`parseHandIn`) and checks it against the
 * stored tournament with the one check of a hand-in, `checkHandIn` of the domain (this
 * tournament, a drawn round and table, the MAC for a table that has a key, the drawn
 * players in their seats, valid hands), and says what the table has stored now, so the
 * screen can name a hand-in already stored at once and compare a different one side by
 * side. `storeHandIn` stores it through the tournament store, which runs the same check
 * again inside the storing transaction, logs how it came in and whether it was signed, and
 * decides new / same (nothing changes) / different (only with the director's confirmation).
 */
import { checkHandIn, parseHandIn, resultSummary, type CheckedHandIn, type ResultSummary } from '@/domain/tournament/hand-in';
import type { MessageError } from '@/domain/tournament/message-error';
import type { HandIn, TableResult } from '@/domain/tournament/model';
import { resultFingerprint } from '@/domain/tournament/result-fingerprint';
import type { HandInVia } from '@/persistence/db';
import { isDamaged, readTournament, tournamentNotFound } from '@/persistence/repositories/tournaments-repository';
import { done, fromDomain, mapDone, type StoreResult } from './result';
import { damagedError } from './tournament-store';
import { submitHandIn, type HandInSubmit } from './tournament-results';

export type { HandInVia };

/** The result a table has stored, as the director compares it with a new one. */
export interface StoredResult extends ResultSummary {
  result: TableResult;
  fingerprint: string;
}

/** A hand-in read and checked against the stored tournament. */
export interface ReadHandInValue {
  handIn: HandIn;
  checked: CheckedHandIn;
  /** The table's stored result, or null when it has none. */
  stored: StoredResult | null;
  /** The stored result is this hand-in's (received before): storing it changes nothing. */
  alreadyStored: boolean;
}

export type ReadHandIn = StoreResult<ReadHandInValue, MessageError>;

/** Reads and checks a hand-in for the tournament `tournamentId` (nothing is stored). */
export async function readHandIn(tournamentId: string, message: unknown): Promise<ReadHandIn> {
  const parsed = parseHandIn(message);
  if (!parsed.ok) return fromDomain(parsed);
  const tournament = await readTournament(tournamentId);
  if (!tournament) throw tournamentNotFound(tournamentId);
  if (isDamaged(tournament)) throw damagedError(tournament);
  const checked = checkHandIn(tournament.data, parsed.value);
  if (!checked.ok) return fromDomain(checked);
  const draw = tournament.data.rounds[checked.value.round - 1]!.tables.find((x) => x.table === checked.value.table)!;
  const stored = draw.result ? storedResult(tournament.data, draw, draw.result) : null;
  return done({
    handIn: parsed.value,
    checked: checked.value,
    stored,
    alreadyStored: stored !== null && stored.fingerprint === resultFingerprint(checked.value.result),
  });
}

function storedResult(...args: Parameters<typeof resultSummary>): StoredResult {
  const result = args[2];
  return { ...resultSummary(...args), result, fingerprint: resultFingerprint(result) };
}

export type StoreHandInPlan =
  | { kind: 'accepted' | 'unchanged' | 'replaced' }
  /** The table has another result: `confirm()` replaces it (the old one stays in the table's history). */
  | { kind: 'needs-confirmation'; existing: TableResult; confirm: () => Promise<StoreHandInOutcome> };

/** What storing a hand-in answers: the plan, or the hand-in's problems when it is refused. */
export type StoreHandInOutcome = StoreResult<StoreHandInPlan, MessageError>;

/**
 * Stores a checked hand-in as its table's result (see the file's comment). `replace` is
 * the fingerprint of the stored result the director saw and agreed to replace; without
 * it, a table that has another result asks first.
 */
export async function storeHandIn(tournamentId: string, handIn: HandIn, via: HandInVia, replace?: string): Promise<StoreHandInOutcome> {
  return outcomeOf(await submitHandIn(tournamentId, handIn, via, replace));
}

function outcomeOf(result: HandInSubmit): StoreHandInOutcome {
  return mapDone(result, (plan): StoreHandInPlan =>
    plan.kind === 'needs-confirmation'
      ? { kind: 'needs-confirmation', existing: plan.existing, confirm: async () => outcomeOf(await plan.confirm()) }
      : { kind: plan.kind });
}
