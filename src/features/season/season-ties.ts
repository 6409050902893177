/**
 * Which of the Saisonwertung's open ties decide something: a tie on place 1 (the cup winner),
 * one that straddles the ÖF cut (some of its places qualify, some do not), or one on the
 * podium, places 2 and 3, where a season's prizes are handed out (which prize, or a prize or
 * none). Only those offer their lot at once; every other tie is counted in one line and its lot
 * offered on request. (Ties inside the qualified places only change which start points each
 * gets; they are offered on request like the rest.)
 */
import type { SeasonStandings } from '@/domain/season/model';

export type TieStake = 'winner' | 'oef' | 'podium';

/** The places of a season's podium: their prizes depend on a tie's lot. */
export const PODIUM_PLACES = 3;

export interface OpenTie {
  keys: string[];
  names: string[];
  /** The place the tied players share. */
  place: number;
  /** What the tie decides, or null when it decides nothing that matters. */
  stake: TieStake | null;
}

export function openTies(standings: SeasonStandings, oefPlaces: number | null): OpenTie[] {
  const rows = new Map(standings.standings.map((r) => [r.key, r]));
  return standings.tiedGroups.map((keys) => {
    const place = rows.get(keys[0]!)?.place ?? 0;
    const last = place + keys.length - 1;
    const stake: TieStake | null =
      place === 1 ? 'winner' : oefPlaces !== null && place <= oefPlaces && last > oefPlaces ? 'oef' : place <= PODIUM_PLACES ? 'podium' : null;
    return { keys, names: keys.map((k) => rows.get(k)?.name ?? k), place, stake };
  });
}
