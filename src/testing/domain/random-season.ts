/**
 * Valid seasons for tests and benchmarks: tournaments from `buildRandomTournament` whose
 * players are drawn from one pool of cup players — about half of them with a cup number
 * (written in most of their entries; an entry without it joins them by name), the rest
 * known by name only.
 */
import type { SeasonFile } from '@/domain/season/model';
import type { CupPointsSpec, TournamentFile } from '@/domain/tournament/model';

/** A season whose tournaments are all tournament files (no results lists). */
export type TournamentSeason = Omit<SeasonFile, 'tournaments'> & { tournaments: TournamentFile[] };
import type { Chooser } from './chooser';
import { buildRandomTournament } from './random-tournament';

export interface RandomSeasonOptions {
  tournaments: number;
  /** Cup players in the pool (at least the largest tournament). */
  pool: number;
  /** Players per tournament: a fixed count or a range. */
  players: number | [number, number];
  rounds?: number;
  /** Share of tables whose result is the table's hands (default 0: typed totals only). */
  handsShare?: number;
  /** Hands per hands result (default: the round's full count). */
  hands?: number;
  open?: number;
  cupPoints?: CupPointsSpec;
  best?: SeasonFile['best'];
  final?: SeasonFile['final'];
  tieBreaks?: SeasonFile['tieBreaks'];
  /** Swap steps of each draw's search (see `RandomTournamentOptions.drawSteps`). */
  drawSteps?: number;
}

/** Player counts that can be seated at tables of 4 and 5. */
function seatable(n: number): boolean {
  return n >= 4 && ![6, 7, 11].includes(n);
}

export function buildRandomSeason(ch: Chooser, opts: RandomSeasonOptions): TournamentSeason {
  const pool = Array.from({ length: opts.pool }, (_, i) => ({
    name: `Spieler ${String(i + 1).padStart(4, '0')}`,
    cupNumber: i % 2 === 0 ? String(1000 + i) : undefined,
  }));
  const tournaments = Array.from({ length: opts.tournaments }, (_, k) => {
    let n = typeof opts.players === 'number' ? opts.players : ch.int(opts.players[0], opts.players[1]);
    n = Math.min(n, opts.pool);
    while (!seatable(n)) n = n > 12 ? n - 1 : n + 1;
    const t = buildRandomTournament(ch, {
      players: n, rounds: opts.rounds ?? 3, handsShare: opts.handsShare ?? 0, open: opts.open ?? 0,
      ...(opts.hands !== undefined ? { hands: opts.hands } : {}),
      ...(opts.drawSteps !== undefined ? { drawSteps: opts.drawSteps } : {}),
    });
    // Which pool members play: a random subset, in random order.
    const chosen = pool.map((_, i) => i).sort(() => (ch.bool(0.5) ? 1 : -1)).slice(0, n);
    t.id = `season-t${k + 1}`;
    t.name = `Turnier ${k + 1}`;
    t.players = t.players.map((p, i) => {
      const member = pool[chosen[i]!]!;
      const entry: typeof p = { id: p.id, name: member.name };
      if (member.cupNumber !== undefined && ch.bool(0.8)) entry.cupNumber = member.cupNumber;
      return entry;
    });
    return t;
  });
  const season: TournamentSeason = {
    format: 'tarock-season', version: 1, cup: 'Test-Cup', season: '2025/26', cupPoints: opts.cupPoints ?? 'heine',
    best: opts.best ?? 'half', tournaments,
  };
  if (opts.final) season.final = opts.final;
  if (opts.tieBreaks) season.tieBreaks = opts.tieBreaks;
  return season;
}
