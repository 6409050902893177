/**
 * Live views of cup seasons for the season screens (kept apart from ./hooks so
 * the start screen does not load the season's storage code).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { StoredSeason } from '../db';
import { getSeason, listSeasons } from './seasons-repository';

/** All seasons (archived included), most recently changed first. */
export function useSeasons(): StoredSeason[] | undefined {
  return useLiveQuery(() => listSeasons(), []);
}

/** One season; `null` when there is none with this id. Live across tabs. */
export function useSeason(id: string): StoredSeason | null | undefined {
  return useLiveQuery(async () => (await getSeason(id)) ?? null, [id]);
}
