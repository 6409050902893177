/**
 * The sync's door to this device's Dexie store: the stored tournament read and written through
 * the repositories, and hand-ins from the network checked and stored by the same
 * `readHandIn` / `storeHandIn` as scanned ones.
 */
import type { TournamentFile } from '@/domain/tournament/model';
import { importTournament, isDamaged, readTournament } from '@/persistence/repositories/tournaments-repository';
import { resultFingerprint } from '@/domain/tournament/result-fingerprint';
import { readHandIn, storeHandIn } from '../hand-in-desk';
import type { HandInResult, LocalTournament } from './tournament-sync';

export function deskStore(id: string): LocalTournament {
  return {
    read: async () => {
      // A damaged record is not offered to the other devices.
      const read = await readTournament(id);
      return read && !isDamaged(read) ? read.data : undefined;
    },
    write: async (file: TournamentFile) => {
      await importTournament(file, { replace: true });
    },
    handIn: (message: unknown) => networkHandIn(id, message, false),
    accept: (message: unknown) => networkHandIn(id, message, true),
  };
}

/**
 * A hand-in from the network, read and stored like a scanned one. `replace`: the director
 * took it over, so it replaces the table's result as it is stored now.
 */
async function networkHandIn(id: string, message: unknown, replace: boolean): Promise<HandInResult> {
  const stored = await readTournament(id);
  if (!stored) return { kind: 'refused', reason: 'ERR_STORAGE_NOT_FOUND' };
  if (isDamaged(stored)) return { kind: 'refused', reason: 'ERR_STORAGE_DAMAGED' };
  const read = await readHandIn(id, message);
  if (!read.ok) return { kind: 'refused', reason: read.errors[0]?.code ?? 'ERR_MSG_INVALID' };
  const { handIn, checked, alreadyStored } = read.value;
  const fingerprint = resultFingerprint(checked.result);
  // Other hands than planned wait for the director, as they do on the scanner.
  if (!replace && checked.needsConfirmation && !alreadyStored) return { kind: 'needs-confirmation', fingerprint, why: 'hand-count' };
  let out = await storeHandIn(id, handIn, 'network', replace ? read.value.stored?.fingerprint : undefined);
  // Another result arrived between reading and storing: the director's "take it over" still holds.
  if (replace && out.ok && out.value.kind === 'needs-confirmation') out = await out.value.confirm();
  if (!out.ok) return { kind: 'refused', reason: out.errors[0]?.code ?? 'ERR_MSG_INVALID' };
  if (out.value.kind === 'needs-confirmation') return { kind: 'needs-confirmation', fingerprint };
  return { kind: out.value.kind };
}
