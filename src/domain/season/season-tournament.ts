/**
 * One tournament of a season as the season counts it (the season's tournament page): every
 * entry with a place, in order of place, with the cup player the season matched it to (name and
 * cup number as the Saisonwertung shows them), its Schrift, its Cuppunkte under the season's
 * scheme and whether they count for that player — exactly the numbers of the Saisonwertung (§9,
 * the `season` command's `results` of that tournament), never computed a second way.
 */
import { ZERO, type Rational } from '../rational';
import { isResultsList } from '../results/model';
import { assignCupPlayers, cleanName } from './match-players';
import type { SeasonFile, SeasonStandings } from './model';
import { resultsListStandings, tournamentStandings } from './season-standings';

export interface SeasonTournamentEntry {
  place: number;
  /** The name as this tournament writes it. */
  written: string;
  /** The cup player's key (their page in the season), name and cup number as the Saisonwertung shows them. */
  key: string;
  name: string;
  cupNumber: string | null;
  /** The entry's total there (Schrift); null where a results list published only places. */
  schrift: Rational | null;
  cupPoints: Rational;
  /**
   * The Cuppunkte count towards the player's season total (one of the best N, or the Finale on
   * top); null when the player is not ranked in this season (§12 `eligible`): the entry keeps
   * its place and Cuppunkte here but has no line in the Saisonwertung.
   */
  counted: boolean | null;
}

export type SeasonTournamentOrigin =
  /**
   * A results list (§11): a tournament played elsewhere, with where its numbers come from;
   * `givenCupPoints`: the list publishes its Cuppunkte, which stand whatever the season's scheme.
   */
  | { kind: 'results'; source: string | null; givenCupPoints: boolean }
  /** A tournament file (§1), run with the app here or elsewhere. */
  | { kind: 'tournament' };

export interface SeasonTournamentView {
  /** 0-based position in the season. */
  index: number;
  id: string;
  name: string;
  date: string | null;
  final: boolean;
  origin: SeasonTournamentOrigin;
  /** Round columns (a results list without rounds: 0). */
  rounds: number;
  /** Entries with a place, in order of place (shared places in the tournament's order). */
  entries: SeasonTournamentEntry[];
  /** Registered players without a round score (a tournament file only): no result, no line. */
  withoutResult: number;
}

/** Tournament `id` of the season as the season counts it, or null when the season has no such tournament. */
export function seasonTournament(data: SeasonFile, standings: SeasonStandings, id: string): SeasonTournamentView | null {
  const index = data.tournaments.findIndex((t) => t.id === id);
  if (index < 0) return null;
  const t = data.tournaments[index]!;
  const { keys, players } = assignCupPlayers(data);
  const rowOf = new Map(standings.standings.map((r) => [r.key, r] as const));
  const numberOf = new Map(players.map((p) => [p.key, p.cupNumber] as const));
  const list = isResultsList(t) ? resultsListStandings(t, data.cupPoints) : null;
  const file = isResultsList(t) ? null : tournamentStandings(t, data.cupPoints);
  const rows: readonly { place: number | null; index: number; name: string; cupPoints: Rational | null; total: Rational | null }[] = list ? list.rows : file!.rows;
  const entries: SeasonTournamentEntry[] = [];
  let withoutResult = 0;
  for (const source of rows) {
    if (source.place === null) {
      withoutResult++;
      continue;
    }
    const key = keys[index]![source.index]!;
    const row = rowOf.get(key);
    const result = row?.results[index] ?? null;
    entries.push({
      place: result ? result.place : source.place,
      written: source.name,
      key,
      name: row ? row.name : cleanName(source.name),
      cupNumber: row ? row.cupNumber : (numberOf.get(key) ?? null),
      schrift: source.total,
      cupPoints: result ? result.cupPoints : (source.cupPoints ?? ZERO),
      counted: result ? result.counted : null,
    });
  }
  return {
    index, id: t.id, name: t.name, date: t.date ?? null, final: standings.tournaments[index]?.final ?? false,
    origin: isResultsList(t) ? { kind: 'results', source: t.source ?? null, givenCupPoints: t.results[0]?.cupPoints !== undefined } : { kind: 'tournament' },
    rounds: list ? list.rounds : file!.rounds,
    entries, withoutResult,
  };
}
