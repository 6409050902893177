/**
 * Live views of tournaments for the tournament screens (kept apart from
 * ./hooks so the start screen does not load the tournament's storage code).
 */
import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { StoredResultLogEntry, StoredTournament } from '../db';
import { useLiveList, useLiveRecord, type LiveList, type LiveRecord } from './live-list';
import { getTournament, getTournamentDraft, listTournamentEntries, listTournamentSummaries, readTournament, type TournamentRead, type TournamentSummary } from './tournaments-repository';
import { listResultLog } from './tournament-results-repository';

/** All tournaments (archived included), most recently changed first; a damaged record listed as such. */
export function useTournaments(): TournamentRead[] | undefined {
  return useLiveQuery(() => listTournamentEntries(), []);
}

/**
 * What the list of tournaments shows, most recently changed first; live across tabs. Drawn as
 * a transition: in slices, never one long task. A storage failure comes back as `failure`.
 */
export function useTournamentSummaryList(): LiveList<TournamentSummary> {
  return useLiveList(listTournamentSummaries, true);
}

/** The same for a screen that only reads the list: a storage failure is thrown to its error boundary. */
export function useTournamentSummaries(): TournamentSummary[] | undefined {
  const { items, failure } = useTournamentSummaryList();
  if (failure) throw failure;
  return items;
}

/**
 * One tournament, its file checked as it is read (a damaged record with its problems); `null` when
 * there is none with this id. Live across tabs. A storage failure comes back as `failure` with a
 * retry: the screen says why instead of breaking.
 */
export function useTournamentLive(id: string): LiveRecord<TournamentRead> {
  return useLiveRecord(async () => (await readTournament(id)) ?? null, id);
}

/** The tournament's history of table results, oldest first. */
export function useResultLog(tournamentId: string): StoredResultLogEntry[] | undefined {
  return useLiveQuery(() => listResultLog(tournamentId), [tournamentId]);
}

/** The draft of a tournament's next round; `null` when there is none. */
export function useTournamentDraft(tournamentId: string): unknown {
  return useLiveQuery(() => getTournamentDraft(tournamentId), [tournamentId]);
}

/**
 * Calls `onChange` with the tournament's file whenever it changes (in any tab), and once at
 * the start; for the online sync, which runs beside the screens. Returns the unsubscribe.
 */
export function watchTournament(id: string, onChange: (stored: StoredTournament | null) => void): () => void {
  const sub = liveQuery(async () => (await getTournament(id)) ?? null).subscribe({ next: onChange, error: () => undefined });
  return () => sub.unsubscribe();
}
