/**
 * Valid tournaments for tests and benchmarks: players, rounds drawn by the real draw,
 * and results — hands built by the session builders (settled by the engine) or typed
 * totals summing to 0 (whole numbers, halves and thirds).
 */
import { resolveRules } from '@/domain/rules/resolve-rules';
import { seededRandom } from '@/domain/seeded-random';
import type { TableResult, TournamentFile } from '@/domain/tournament/model';
import { drawRound } from '@/domain/tournament/seating';
import { randomSession, REALISTIC_MIX } from './build-hand';
import type { Chooser } from './chooser';

export interface RandomTournamentOptions {
  players: number;
  /** Rounds to draw (each gets results unless `open` says otherwise). */
  rounds: number;
  plannedRounds?: number;
  /** Share of tables whose result is the table's hands (the rest are typed totals). */
  handsShare?: number;
  /** Hands per table in a hands result (default: handsPerRound for the table's size). */
  hands?: number;
  /** Share of tables left without a result. */
  open?: number;
  cupPoints?: number[];
  /**
   * Swap steps of the draw's search (default: the app's). A small field's later rounds cannot be
   * seated without pairs meeting again, and the full search then spends all its steps: tests that
   * do not look at the seating may cut it short and still get a real, valid draw.
   */
  drawSteps?: number;
}

/** Draw steps for property tests about anything but the seating (`drawSteps`): still a real, valid draw. */
export const QUICK_DRAW_STEPS = 500;

const TARIFF_RULES = (() => {
  const r = resolveRules('tarockcup');
  if (!r.ok) throw new Error('tarockcup must resolve');
  return r.value;
})();

/** Typed totals for `size` seats: whole numbers, halves or thirds, summing to exactly 0. */
export function buildTotals(ch: Chooser, size: number): number[] {
  const denominator = ch.pick([1, 1, 1, 2, 3]);
  const units = Array.from({ length: size - 1 }, () => ch.int(-60, 60));
  units.push(-units.reduce((a, b) => a + b, 0));
  return units.map((u) => (denominator === 3 && u % 3 !== 0 ? Number((u / 3).toFixed(10)) : u / denominator || 0));
}

export function buildRandomTournament(ch: Chooser, opts: RandomTournamentOptions): TournamentFile {
  const t: TournamentFile = {
    format: 'tarock-tournament', version: 1, id: `t-${ch.int(0, 1e9)}`, name: 'Test-Cup', rules: 'tarockcup',
    plannedRounds: opts.plannedRounds ?? Math.max(3, opts.rounds), handsPerRound: { '4': 16, '5': 20 },
    players: Array.from({ length: opts.players }, (_, i) => ({ id: `p${i + 1}`, name: `Spieler ${String(i + 1).padStart(3, '0')}` })),
    rounds: [],
  };
  if (opts.cupPoints) t.cupPoints = opts.cupPoints;
  const random = seededRandom(ch.int(0, 2 ** 31));
  for (let r = 0; r < opts.rounds; r++) {
    const drawn = drawRound(t, 'random', random, opts.drawSteps === undefined ? {} : { maxSteps: opts.drawSteps });
    if (!drawn.ok) throw new Error(drawn.error.message);
    for (const table of drawn.value.tables) {
      if (ch.bool(opts.open ?? 0)) continue;
      const size = table.players.length as 4 | 5;
      let result: TableResult;
      if (ch.bool(opts.handsShare ?? 0.5)) {
        const session = randomSession(ch, TARIFF_RULES, { hands: opts.hands ?? t.handsPerRound[size === 4 ? '4' : '5'], playerCount: size, mix: REALISTIC_MIX });
        table.firstDealer = session.firstDealer ?? 0;
        result = { hands: session.hands };
      } else result = { totals: buildTotals(ch, size) };
      table.result = result;
    }
    t.rounds.push(drawn.value);
  }
  return t;
}
