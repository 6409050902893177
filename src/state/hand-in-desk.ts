/**
 * The director's side of a hand-in: a message from a scan or a file is read
 * (`parseHandIn`), checked against the stored tournament (`checkHandIn`) and stored as
 * the table's result through the tournament store, which logs it and decides new /
 * same (nothing changes) / different (only with the director's confirmation). The result
 * is checked again inside the storing transaction, against what is stored then.
 */
import type { EngineError } from '@/domain/model';
import { checkHandIn, parseHandIn, type CheckedHandIn } from '@/domain/tournament/hand-in';
import { messageError, type MessageError } from '@/domain/tournament/message-error';
import type { HandIn } from '@/domain/tournament/model';
import { getTournament } from '@/persistence/repositories/tournaments-repository';
import { StorageError } from '@/persistence/storage-errors';
import { submitTableResult, type ActionResult, type SubmitPlan } from './tournament-store';

export type ReadHandIn =
  | { ok: true; handIn: HandIn; checked: CheckedHandIn }
  | { ok: false; errors: MessageError[] };

/** Reads and checks a hand-in for the tournament `tournamentId` (nothing is stored). */
export async function readHandIn(tournamentId: string, message: unknown): Promise<ReadHandIn> {
  const parsed = parseHandIn(message);
  if (!parsed.ok) return { ok: false, errors: parsed.error };
  const stored = await getTournament(tournamentId);
  if (!stored) throw new StorageError('ERR_STORAGE_NOT_FOUND', `No tournament with id ${tournamentId}.`, { params: { id: tournamentId } });
  const checked = checkHandIn(stored.data, parsed.value);
  if (!checked.ok) return { ok: false, errors: checked.error };
  return { ok: true, handIn: parsed.value, checked: checked.value };
}

export type StoreHandInOutcome =
  | { kind: 'accepted' | 'unchanged' | 'replaced' }
  /** The table has another result: `confirm()` replaces it (the old one stays in the table's history). */
  | { kind: 'needs-confirmation'; confirm: () => Promise<StoreHandInOutcome> }
  | { kind: 'refused'; errors: MessageError[] };

/**
 * Stores a checked hand-in as its table's result through the tournament store (which
 * checks it again against what is stored and logs it): new, the same again (nothing
 * changes), or a different one that needs the director's confirmation.
 */
export async function storeHandIn(tournamentId: string, checked: CheckedHandIn): Promise<StoreHandInOutcome> {
  return outcomeOf(await submitTableResult(tournamentId, checked.round, checked.table, checked.result, 'hand-in'));
}

function outcomeOf(result: ActionResult<SubmitPlan>): StoreHandInOutcome {
  if (!result.ok) {
    return {
      kind: 'refused',
      errors: result.errors.map((e) => {
        const hand = 'hand' in e && typeof e.hand === 'number' ? e.hand : null;
        const engine: EngineError = { code: e.code, hand, field: e.field ?? '', message: e.message };
        return messageError('ERR_HANDIN_HAND', e.field ?? 'file', e.message, { hand: hand ?? -1 }, engine);
      }),
    };
  }
  const plan = result.value;
  if (plan.kind === 'needs-confirmation') return { kind: 'needs-confirmation', confirm: async () => outcomeOf(await plan.confirm()) };
  return { kind: plan.kind };
}
