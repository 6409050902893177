/**
 * The one queue per tournament: every writer of a stored tournament — the tournament store,
 * the season store where it writes a tournament, and the online sync — runs its write here,
 * under the tournament's id, so no two writes to one tournament interleave.
 */
import { sequentialByKey } from '@/lib/sequential';

/** Runs `task` after every earlier write to the tournament `tournamentId`. */
export const inTournamentQueue = sequentialByKey();
