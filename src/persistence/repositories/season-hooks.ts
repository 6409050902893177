/**
 * Live views of cup seasons for the season screens (kept apart from ./hooks so
 * the start screen does not load the season's storage code).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useLiveList, useLiveRecord, type LiveList, type LiveRecord } from './live-list';
import { listSeasonEntries, readSeason, type SeasonRead } from './seasons-repository';

/** All seasons (archived included), most recently changed first; a damaged record listed as such. */
export function useSeasons(): SeasonRead[] | undefined {
  return useLiveQuery(() => listSeasonEntries(), []);
}

/** The same for the list of seasons: a storage failure comes back as `failure`, the screen keeps its frame. */
export function useSeasonList(): LiveList<SeasonRead> {
  return useLiveList(listSeasonEntries);
}

/** One season, its file checked as it is read (a damaged record with its problems); `null` when there is none with this id. Live across tabs. */
export function useSeason(id: string): SeasonRead | null | undefined {
  return useLiveQuery(async () => (await readSeason(id)) ?? null, [id]);
}

/** The same as a gate reads it: a storage failure comes back as `failure` with a retry, the screen says why instead of breaking. */
export function useSeasonLive(id: string): LiveRecord<SeasonRead> {
  return useLiveRecord(async () => (await readSeason(id)) ?? null, id);
}
