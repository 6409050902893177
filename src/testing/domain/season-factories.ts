/** Builders for season files and small typed-totals tournaments in tests. */
import type { SeasonFile } from '@/domain/season/model';
import type { TournamentFile } from '@/domain/tournament/model';

type SeasonData = SeasonFile;

/** One entrant of a typed tournament: a name, optionally a cup number, and the Schrift of round 1. */
export interface Entrant {
  name: string;
  cupNumber?: string;
  total: number;
}

/**
 * A tournament of one round with typed totals, tables of four in the order given
 * (the entrants' count must be a multiple of 4, and each table's totals sum to 0).
 */
export function typedTournament(id: string, name: string, entrants: readonly Entrant[], extra: Partial<TournamentFile> = {}): TournamentFile {
  const players = entrants.map((e, i) => ({ id: `p${i + 1}`, name: e.name, ...(e.cupNumber !== undefined ? { cupNumber: e.cupNumber } : {}) }));
  const tables = [];
  for (let i = 0; i < entrants.length; i += 4) {
    tables.push({
      table: i / 4 + 1,
      players: players.slice(i, i + 4).map((p) => p.id),
      firstDealer: 0,
      result: { totals: entrants.slice(i, i + 4).map((e) => e.total) },
    });
  }
  return {
    format: 'tarock-tournament', version: 1, id, name, rules: 'tarockcup', plannedRounds: 1,
    handsPerRound: { '4': 16, '5': 20 }, players, rounds: [{ tables }], ...extra,
  } as TournamentFile;
}

/** A Heine season of the Hausruck cup, best 2, with the tournaments given. */
export function makeSeasonFile(tournaments: readonly TournamentFile[] = [], overrides: Partial<SeasonData> = {}): SeasonData {
  return {
    format: 'tarock-season', version: 1, cup: 'Hausruckviertler Tarockcup', season: '2025/26', cupPoints: 'heine', best: 2,
    tournaments: tournaments as SeasonData['tournaments'],
    ...overrides,
  };
}
