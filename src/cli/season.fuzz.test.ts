// @vitest-environment node
/**
 * Random and broken season files never crash the `season` command: every run ends with
 * status 0 and standings, or status 1, nothing on standard output and located lines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSeason } from './run-season';

const base = JSON.parse(readFileSync(join(process.cwd(), 'tests', 'fixtures', 'seasons', 'name-matching.season.json'), 'utf8')) as Record<string, unknown>;

const junk = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1.5, 1e300, '', 'x', '\u001b[2J\u202e', [], {}, 'half', 'all', 'heine', 'fixpunkte', 'onTop', 'final', '30', '1234',
    { tournament: 2, counts: 'inside' }, { places: 2, startPoints: [1, 2] }, ['results'], ['Lena Gruber']),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

function mutate(g: fc.GeneratorValue): unknown {
  const doc = structuredClone(base);
  const steps = g(fc.integer, { min: 1, max: 3 });
  for (let i = 0; i < steps; i++) {
    const tournaments = Array.isArray(doc.tournaments) && doc.tournaments.length > 0 ? (doc.tournaments as Record<string, unknown>[]) : [{}];
    const picked: unknown = tournaments[g(fc.nat, tournaments.length - 1)];
    const t = picked !== null && typeof picked === 'object' && !Array.isArray(picked) ? (picked as Record<string, unknown>) : {};
    const paths: (() => void)[] = [
      () => (doc[g(fc.constantFrom, 'format', 'version', 'cup', 'season', 'cupPoints', 'best', 'plannedTournaments', 'final', 'tieBreaks', 'lots', 'oef', 'tournaments', 'extra')] = g(() => junk)),
      () => (t[g(fc.constantFrom, 'id', 'cupPoints', 'players', 'name')] = g(() => junk)),
      () => {
        const players = t.players as Record<string, unknown>[] | unknown;
        if (!Array.isArray(players)) return;
        const p = players[g(fc.nat, Math.max(0, players.length - 1))] as Record<string, unknown> | undefined;
        if (p && typeof p === 'object' && !Array.isArray(p)) p[g(fc.constantFrom, 'cupNumber', 'name', 'id')] = g(() => junk);
      },
      () => tournaments.push(structuredClone(tournaments[0]!)),
    ];
    paths[g(fc.nat, paths.length - 1)]!();
  }
  return doc;
}

describe('season: random broken files', () => {
  it('never crash; failures are located lines', () => {
    fc.assert(fc.property(fc.gen(), (g) => {
      const input = JSON.stringify(mutate(g));
      for (const args of [[], ['--json']]) {
        const run = runSeason(['-', ...args], input);
        if (run.status === 0) {
          expect(run.stderr).toBe('');
          if (args.length) expect(() => JSON.parse(run.stdout) as unknown).not.toThrow();
        } else {
          expect(run.stdout).toBe('');
          for (const line of run.stderr.trimEnd().split('\n')) {
            expect(line).toMatch(/^(file|tournament \d+): /);
            expect(line).not.toMatch(/internal error|could not be (read|checked)/);
          }
        }
      }
    }), { numRuns: 300 });
  });
});
