/**
 * The director's side of a season: a registered player's cup number in a tournament of this
 * device, and the season's cup players a typed name is compared with (its suggestions). A
 * number is a write to the tournament: it runs in the tournament's queue, after the season
 * store's earlier actions.
 */
import { useMemo } from 'react';
import type { TournamentFile } from '@/domain/index';
import { nearSeasonPeople, seasonPeople, type NearPerson, type SeasonPerson } from '@/domain/season/near-players';
import { withPlayerCupNumber } from '@/domain/season/season-edits';
import type { SeasonFile } from '@/domain/season/model';
import { isRefusal } from '@/persistence/repositories/seasons-repository';
import { changeTournament } from '@/persistence/repositories/tournaments-repository';
import { inTournamentQueue } from './tournament-queue';
import { enqueue, type SeasonActionResult, type SeasonProblem } from './season-store';
import { done } from './result';

export { suggestCupNumber } from '@/domain/season/season-edits';

/** Sets (or with an empty text removes) a registered player's cup number in a tournament of this device (`withPlayerCupNumber`). */
export function setPlayerCupNumber(tournamentId: string, playerId: string, cupNumber: string): Promise<SeasonActionResult<TournamentFile>> {
  // A write to the tournament: in its queue, after the season store's earlier actions.
  return enqueue(() => inTournamentQueue(tournamentId, async () => {
    const out = await changeTournament<SeasonProblem[]>(tournamentId, (data) => {
      const next = withPlayerCupNumber(data, playerId, cupNumber);
      return next.ok ? next.value : { refused: next.error };
    });
    return isRefusal<SeasonProblem[]>(out) ? { ok: false, errors: out.refused } : done(out);
  }));
}

/**
 * Gives several registered players their cup numbers in one change ("Alle 6 Cupnummern
 * übernehmen"): all of them or, when the tournament file's check refuses one, none.
 */
export function setPlayerCupNumbers(tournamentId: string, numbers: readonly { playerId: string; cupNumber: string }[]): Promise<SeasonActionResult<TournamentFile>> {
  // A write to the tournament: in its queue, after the season store's earlier actions (as one number).
  return enqueue(() => inTournamentQueue(tournamentId, async () => {
    const out = await changeTournament<SeasonProblem[]>(tournamentId, (data) => {
      let next = data;
      for (const n of numbers) {
        const one = withPlayerCupNumber(next, n.playerId, n.cupNumber);
        if (!one.ok) return { refused: one.error };
        next = one.value;
      }
      return next;
    });
    return isRefusal<SeasonProblem[]>(out) ? { ok: false, errors: out.refused } : done(out);
  }));
}

/** The season's cup players as the registration compares a typed name with them (derived once per season file). */
export function useSeasonPeople(data: SeasonFile | undefined): SeasonPerson[] {
  return useMemo(() => (data ? seasonPeople(data) : []), [data]);
}

export { nearSeasonPeople, type NearPerson };
