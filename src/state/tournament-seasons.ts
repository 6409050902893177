/**
 * The cup seasons a tournament of this device belongs to, for the way back from its screen: every
 * stored season whose file holds the tournament (however it came in: added from this device, as a
 * tournament file with the same id, or inside an imported season file), and the season it was set
 * up for even before that season has taken it. Read from the seasons themselves, so it stays true
 * after a reorder, a removal or an import; a damaged season is left out (its file cannot be read).
 */
import { useMemo } from 'react';
import type { StoredSeason } from '@/persistence/db';
import { useSeasons } from '@/persistence/repositories/season-hooks';
import { isDamagedSeason, type SeasonRead } from '@/persistence/repositories/seasons-repository';

/** The season it was set up for first, then the others by name; each season once. */
export function seasonsOfTournament(seasons: readonly SeasonRead[], tournamentId: string, recordedSeasonId: string | undefined): StoredSeason[] {
  const readable = seasons.filter((s): s is StoredSeason => !isDamagedSeason(s));
  const holding = readable.filter((s) => s.id !== recordedSeasonId && s.data.tournaments.some((x) => x.id === tournamentId));
  holding.sort((a, b) => `${a.data.cup} ${a.data.season}`.localeCompare(`${b.data.cup} ${b.data.season}`) || a.id.localeCompare(b.id));
  const recorded = readable.find((s) => s.id === recordedSeasonId);
  return recorded ? [recorded, ...holding] : holding;
}

/** Live: the seasons of the tournament (undefined while loading). */
export function useSeasonsOfTournament(tournamentId: string, recordedSeasonId: string | undefined): StoredSeason[] | undefined {
  const seasons = useSeasons();
  return useMemo(() => (seasons ? seasonsOfTournament(seasons, tournamentId, recordedSeasonId) : undefined), [seasons, tournamentId, recordedSeasonId]);
}
