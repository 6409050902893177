/**
 * The director's side of a hand-in: a message from a scan or a file is read
 * (`parseHandIn`), checked against the stored tournament (`checkHandIn`) and stored as
 * the table's result through the tournament repository, which logs it and decides
 * new / same (nothing changes) / different (only with the director's confirmation).
 * The check runs again inside the storing transaction, against what is stored then.
 */
import { checkHandIn, parseHandIn, type CheckedHandIn } from '@/domain/tournament/hand-in';
import type { MessageError } from '@/domain/tournament/message-error';
import type { HandIn } from '@/domain/tournament/model';
import { getTournament, saveTableResult } from '@/persistence/repositories/tournaments-repository';
import { StorageError } from '@/persistence/storage-errors';

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
  | { kind: 'needs-confirmation'; existingFingerprint: string }
  | { kind: 'refused'; errors: MessageError[] };

/**
 * Stores a checked hand-in as its table's result. `replace` names the stored result the
 * director agreed to replace (from a previous 'needs-confirmation').
 */
export async function storeHandIn(tournamentId: string, handIn: HandIn, checked: CheckedHandIn, replace?: string): Promise<StoreHandInOutcome> {
  const outcome = await saveTableResult<MessageError[]>(tournamentId, handIn.round, handIn.table, checked.result, {
    source: 'hand-in',
    ...(replace === undefined ? {} : { replace }),
    check: (data) => {
      const checked = checkHandIn(data, handIn);
      return checked.ok ? undefined : { refused: checked.error };
    },
  });
  switch (outcome.kind) {
    case 'refused':
      return { kind: 'refused', errors: outcome.refused };
    case 'needs-confirmation':
      return { kind: 'needs-confirmation', existingFingerprint: outcome.existingFingerprint };
    default:
      return { kind: outcome.kind };
  }
}
