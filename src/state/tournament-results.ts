/**
 * A table's result into the stored tournament, by either door: `submitTableResult` for what
 * the director enters (typed totals, a table's evening file), `submitHandIn` for a table's
 * hand-in however it came (the screens reach it through `hand-in-desk.ts`). Both are checked
 * again inside the transaction that stores them (`saveTableResult`); the same result again
 * changes nothing, a different one is stored only after the director confirmed replacing the
 * one shown. The table's history is the repository's result log (`useResultLog`).
 */
import { validateTableResult, type TableResult } from '@/domain/index';
import { checkHandIn } from '@/domain/tournament/hand-in';
import type { MessageError } from '@/domain/tournament/message-error';
import type { HandIn } from '@/domain/tournament/model';
import type { HandInVia, ResultSource } from '@/persistence/db';
import { useResultLog } from '@/persistence/repositories/tournament-hooks';
import { isDamaged, readTournament, tournamentNotFound } from '@/persistence/repositories/tournaments-repository';
import { saveTableResult } from '@/persistence/repositories/tournament-results-repository';
import { done, fromDomain, type StoreResult } from './result';
import { inTournamentQueue } from './tournament-queue';
import { damagedError, type ActionResult, type TournamentProblem } from './tournament-store';

export { useResultLog };

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
  return inTournamentQueue(tournamentId, async () => {
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
  return inTournamentQueue(tournamentId, async () => {
    const stored = await readTournament(tournamentId);
    if (!stored) throw tournamentNotFound(tournamentId);
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
