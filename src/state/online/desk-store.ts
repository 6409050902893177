/**
 * The sync's port on this device's Dexie store: what a desk keeps is read, merged and written
 * here, one step at a time in the tournament's queue (the one the tournament and season stores
 * use), each step one transaction on the stored record. A hand-in from the network is read
 * and checked once against the tournament as stored inside the transaction that stores it.
 */
import { handInReasonOf } from '@/domain/online/hand-in-reasons';
import { checkHandIn, parseHandIn } from '@/domain/tournament/hand-in';
import { resultFingerprint } from '@/domain/tournament/result-fingerprint';
import type { HandIn, TournamentFile } from '@/domain/tournament/model';
import { isDamaged, readTournament } from '@/persistence/repositories/tournaments-repository';
import { stepTableResult, updateTournament, type ResultStep } from '@/persistence/repositories/tournament-results-repository';
import { inTournamentQueue } from '../tournament-queue';
import type { HandInHow, HandInResult, TournamentStorePort } from './sync-types';

/** The port of the tournament `id` on this device. */
export function deskStore(id: string): TournamentStorePort {
  return {
    read: async () => {
      // A damaged record is not offered to the other devices.
      const read = await readTournament(id);
      return read && !isDamaged(read) ? read.data : undefined;
    },
    update: (change) => inTournamentQueue(id, () => updateTournament(id, change)),
    handIn: (message, how) => inTournamentQueue(id, () => networkHandIn(id, message, how)),
  };
}

/**
 * A hand-in from the network, checked and stored like a scanned one, in one transaction
 * (`planNetworkHandIn` decides on the record as stored then).
 */
async function networkHandIn(id: string, message: unknown, how: HandInHow): Promise<HandInResult> {
  const parsed = parseHandIn(message);
  if (!parsed.ok) return { kind: 'refused', reason: 'malformed' };
  return stepTableResult(id, (read) => planNetworkHandIn(read && !isDamaged(read) ? read.data : undefined, parsed.value, how));
}

/**
 * What a hand-in from the network does to the stored tournament `data` (undefined: none, or
 * damaged): checked once; stored when the table has no result; the same result again changes
 * nothing. It waits for the director (nothing stored) when the table has another result,
 * when it has other hands than planned, or when `how.hold` says so (it came after the round
 * was closed); `how.replace`: the director took it over, so it replaces whatever the table
 * has now (which stays in the table's history).
 */
export function planNetworkHandIn(data: TournamentFile | undefined, handIn: HandIn, how: HandInHow): ResultStep<HandInResult> {
  if (!data) return { answer: { kind: 'refused', reason: 'damaged' } };
  const checked = checkHandIn(data, handIn);
  if (!checked.ok) return { answer: { kind: 'refused', reason: handInReasonOf(checked.error[0]?.code) } };
  const { round, table, result, signed, needsConfirmation } = checked.value;
  const fingerprint = resultFingerprint(result);
  const stored = data.rounds[round - 1]?.tables.find((x) => x.table === table)?.result;
  if (stored && resultFingerprint(stored) === fingerprint) return { answer: { kind: 'unchanged', file: data } };
  if (!how.replace) {
    const reason = how.hold ?? (needsConfirmation ? 'hand-count' : stored ? 'different-result' : null);
    if (reason) return { answer: { kind: 'needs-confirmation', fingerprint, reason, file: data } };
  }
  return {
    store: { round, table, result, source: 'hand-in', via: 'network', signed },
    answer: (file, action) => ({ kind: action, file }),
  };
}
