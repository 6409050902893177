/**
 * Live views of tournaments for the tournament screens (kept apart from
 * ./hooks so the start screen does not load the tournament's storage code).
 */
import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { StoredResultLogEntry, StoredTournament } from '../db';
import { startTransition, useEffect, useState } from 'react';
import { getTournament, getTournamentDraft, listTournamentEntries, listTournamentSummaries, readTournament, type TournamentRead, type TournamentSummary } from './tournaments-repository';
import { listResultLog } from './tournament-results-repository';

/** All tournaments (archived included), most recently changed first; a damaged record listed as such. */
export function useTournaments(): TournamentRead[] | undefined {
  return useLiveQuery(() => listTournamentEntries(), []);
}

/**
 * What the list of tournaments shows, most recently changed first; live across tabs. Drawn as
 * a transition: in slices, never one long task.
 */
export function useTournamentSummaries(): TournamentSummary[] | undefined {
  const [state, setState] = useState<{ value?: TournamentSummary[]; error?: unknown }>({});
  useEffect(() => {
    const subscription = liveQuery(() => listTournamentSummaries()).subscribe({
      next: (value) => startTransition(() => setState({ value })),
      error: (error: unknown) => setState((s) => ({ ...s, error })),
    });
    return () => subscription.unsubscribe();
  }, []);
  if (state.error !== undefined) throw state.error;
  return state.value;
}

/** One tournament, its file checked as it is read (a damaged record with its problems); `null` when there is none with this id. Live across tabs. */
export function useTournament(id: string): TournamentRead | null | undefined {
  return useLiveQuery(async () => (await readTournament(id)) ?? null, [id]);
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
