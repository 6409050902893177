/**
 * One cup player's season, result by result (the player's page): for every tournament in
 * which they have a place, the tournament, the place, the Schrift (their total there), the
 * Cuppunkte under the season's scheme and whether they count — exactly the numbers of the
 * Saisonwertung (§9), never computed a second way.
 */
import type { Rational } from '../rational';
import { computeStandings } from '../tournament/standings';
import { isResultsList } from '../results/model';
import { entryTotal } from '../results/results-standings';
import { assignCupPlayers, matchEntries } from './match-players';
import type { SeasonFile, SeasonStandingRow, SeasonStandings } from './model';

export interface PlayerResult {
  /** 0-based position of the tournament in the season. */
  tournament: number;
  tournamentId: string;
  tournamentName: string;
  date: string | null;
  final: boolean;
  place: number;
  /** The player's total in that tournament (Schrift); null where the list published only places. */
  schrift: Rational | null;
  cupPoints: Rational;
  counted: boolean;
}

export interface PlayerSeason {
  row: SeasonStandingRow;
  results: PlayerResult[];
  /** The spellings of the player's name across the season's entries, as written (first met first). */
  spellings: string[];
}

/** The season of cup player `key` (a `SeasonStandingRow.key`), or null when they are no season player. */
export function playerSeason(data: SeasonFile, standings: SeasonStandings, key: string): PlayerSeason | null {
  const row = standings.standings.find((r) => r.key === key);
  if (!row) return null;
  const { keys } = assignCupPlayers(data);
  const spellings: string[] = [];
  const results: PlayerResult[] = [];
  data.tournaments.forEach((t, ti) => {
    const at = keys[ti]!.indexOf(key);
    if (at < 0) return;
    const entry = matchEntries(t)[at]!;
    if (!spellings.includes(entry.name)) spellings.push(entry.name);
    const result = row.results[ti];
    if (!result) return;
    const schrift = isResultsList(t) ? entryTotal(t.results[at]!) : computeStandings(t, undefined).rows.find((r) => r.id === entry.id)?.total ?? null;
    results.push({
      tournament: ti, tournamentId: t.id, tournamentName: t.name, date: t.date ?? null, final: standings.tournaments[ti]!.final,
      place: result.place, schrift, cupPoints: result.cupPoints, counted: result.counted,
    });
  });
  return { row, results, spellings };
}
