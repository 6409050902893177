// @vitest-environment node
/**
 * Fuzzing the `standings` and `draw` commands in-process: whatever the input, they either
 * succeed (status 0, CSV / one valid JSON document) or fail cleanly (status 1, nothing on
 * stdout, one located line per problem, nothing raw for the terminal) — never an
 * exception, never an internal error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTournament, type TournamentFile } from '../domain/index';
import { buildRandomTournament, genChooser, seededChooser } from '@/testing/domain';
import { QUICK_DRAW_STEPS } from '@/testing/domain/random-tournament';
import type { CommandRun } from './cli-io';
import { runDraw } from './run-draw';
import { runStandings } from './run-standings';

const LINE = /^(file|players: \d+|round \d+)(: (table \d+|tables: \d+))?(: hand \d+)?: \S/;
// eslint-disable-next-line no-control-regex -- the point is to find raw control characters
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

function checkRun(run: CommandRun, kind: 'standings' | 'standings-json' | 'draw'): void {
  expect(run.stdout).not.toMatch(RAW);
  expect(run.stderr).not.toMatch(RAW);
  if (run.status === 0) {
    expect(run.stderr).toBe('');
    if (kind === 'standings') {
      const rows = run.stdout.slice(0, -1).split('\n');
      expect(rows[0]).toMatch(/^Platz;Name;(R\d+;)*Gesamt(;Cuppunkte)?$/);
    } else {
      const doc = JSON.parse(run.stdout) as Record<string, unknown>;
      if (kind === 'draw') expect(parseTournament(doc).ok).toBe(true);
      else expect(doc.format).toBe('tarock-standings');
    }
    return;
  }
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  const lines = run.stderr.slice(0, -1).split('\n');
  for (const line of lines) {
    expect(line).toMatch(LINE);
    expect(line).not.toMatch(/internal error|could not be (read|checked)/);
  }
}

/** A random JSON-ish value to splice into a file. */
const junk = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1.5, 1e300, '', 'x', '\u001b[2J\u202e', [], {}, { table: 1 }, [1, 2], 'p1', 4, 5, -0),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

function mutate(t: TournamentFile, g: fc.GeneratorValue): unknown {
  const doc = JSON.parse(JSON.stringify(t)) as Record<string, unknown>;
  const steps = g(fc.integer, { min: 1, max: 3 });
  for (let i = 0; i < steps; i++) {
    const paths: (() => void)[] = [
      () => (doc[g(fc.constantFrom, 'format', 'version', 'id', 'name', 'rules', 'plannedRounds', 'handsPerRound', 'cupPoints', 'players', 'rounds', 'lots', 'extra')] = g(() => junk)),
      () => {
        const players = doc.players as Record<string, unknown>[];
        const p = players[g(fc.nat, Math.max(0, players.length - 1))];
        if (p) p[g(fc.constantFrom, 'id', 'name', 'withdrawnAfter', 'club')] = g(() => junk);
      },
      () => {
        const rounds = doc.rounds as { tables: Record<string, unknown>[] }[];
        const table = rounds[g(fc.nat, Math.max(0, rounds.length - 1))]?.tables[0];
        if (table) table[g(fc.constantFrom, 'table', 'players', 'firstDealer', 'result', 'seat')] = g(() => junk);
      },
      () => {
        const rounds = doc.rounds as { tables: { result?: Record<string, unknown>; players: unknown[] }[] }[];
        const table = rounds[0]?.tables[g(fc.nat, 3)];
        if (table?.result) {
          const key = g(fc.constantFrom, 'totals', 'hands', 'note', 'receivedAt');
          table.result[key] = g(() => junk);
        } else if (table) table.players[g(fc.nat, 5)] = g(() => junk);
      },
      () => {
        const rounds = doc.rounds as { tables: { result?: { hands?: Record<string, unknown>[] } }[] }[];
        const hands = rounds.flatMap((r) => r.tables).find((x) => x.result?.hands && x.result.hands.length > 0)?.result?.hands;
        if (hands) {
          const hand = hands[g(fc.nat, hands.length - 1)]!;
          hand[g(fc.constantFrom, 'game', 'declarer', 'partner', 'result', 'kontra', 'points', 'dealer')] = g(() => junk);
        }
      },
    ];
    try {
      paths[g(fc.nat, paths.length - 1)]!();
    } catch {
      // An earlier step replaced the container with junk; the file is mutated enough.
    }
  }
  return doc;
}

describe('standings and draw: fuzzed files', () => {
  const bases = [4, 9, 13, 21].map((n, i) => buildRandomTournament(seededChooser(i + 1), { players: n, rounds: 2, hands: 3, open: 0.2, cupPoints: [5, 3, 1] }));

  it('valid files: the commands succeed', () => {
    for (const t of bases) {
      checkRun(runStandings(['-'], JSON.stringify(t)), 'standings');
      checkRun(runStandings(['-', '--json'], JSON.stringify(t)), 'standings-json');
      checkRun(runDraw(['-', '--seed', '1'], JSON.stringify(t)), 'draw');
    }
  });

  it('mutated files: success or clean failure, never a crash', () => {
    fc.assert(fc.property(fc.gen(), fc.nat(bases.length - 1), (g, which) => {
      const text = JSON.stringify(mutate(bases[which]!, g));
      checkRun(runStandings(['-'], text), 'standings');
      checkRun(runStandings(['-', '--json'], text), 'standings-json');
      checkRun(runDraw(['-', '--seed', '3'], text), 'draw');
    }), { numRuns: 300 });
  });

  it('random valid tournaments: standings for every one', () => {
    fc.assert(fc.property(fc.gen(), (g) => {
      const ch = genChooser(g);
      const t = buildRandomTournament(ch, { players: ch.pick([4, 5, 8, 10, 12, 17]), rounds: ch.int(0, 3), hands: 2, open: 0.3, drawSteps: QUICK_DRAW_STEPS });
      checkRun(runStandings(['-'], JSON.stringify(t)), 'standings');
    }), { numRuns: 30 });
  });

  it('text that is not a tournament: JSON errors and other formats', () => {
    for (const text of ['', '{', '[]', 'null', '"x"', '{"format":"tarock-session","version":1}', '\u001b[2J', '{"format":"tarock-tournament","version":1e400}']) {
      checkRun(runStandings(['-'], text), 'standings');
      checkRun(runDraw(['-'], text), 'draw');
    }
  });
});
