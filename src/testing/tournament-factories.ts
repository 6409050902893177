/** Builders for tournament files in tests. */
import type { TournamentFile, TournamentPlayer } from '@/domain/tournament/model';

export const THIRTEEN_NAMES = [
  'Anna Huber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber', 'Eva Wimmer', 'Franz Bauer', 'Gerti Moser',
  'Hans Pichler', 'Ida Wolf', 'Josef Eder', 'Karin Lang', 'Leo Steiner', 'Maria Fuchs',
];

export function makePlayers(names: readonly string[] = THIRTEEN_NAMES): TournamentPlayer[] {
  return names.map((name, i) => ({ id: `p${i + 1}`, name }));
}

/** A tournament of 13 players, round 1 drawn as tables of 4, 4 and 5 (no results). */
export function makeTournament(overrides: Partial<TournamentFile> = {}): TournamentFile {
  return {
    format: 'tarock-tournament',
    version: 1,
    id: 'a3e0c6a2-1f0b-4c8e-9d55-0b6f3f2f7c10',
    name: 'Hausruck-Cup',
    date: '2026-11-27',
    rules: 'tarockcup',
    plannedRounds: 3,
    handsPerRound: { '4': 16, '5': 20 },
    players: makePlayers(),
    rounds: [
      {
        tables: [
          { table: 1, players: ['p1', 'p2', 'p3', 'p4'], firstDealer: 0 },
          { table: 2, players: ['p5', 'p6', 'p7', 'p8'], firstDealer: 1 },
          { table: 3, players: ['p9', 'p10', 'p11', 'p12', 'p13'], firstDealer: 2 },
        ],
      },
    ],
    ...overrides,
  };
}
