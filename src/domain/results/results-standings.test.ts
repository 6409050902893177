import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { genChooser } from '@/testing/domain/chooser';
import { buildRandomSeason } from '@/testing/domain/random-season';
import { buildRandomTournament, QUICK_DRAW_STEPS } from '@/testing/domain/random-tournament';
import { resultsListOf } from '@/testing/domain/results-list';
import { toNumber, type Rational } from '../rational';
import { computeSeasonStandings } from '../season/season-standings';
import type { SeasonFile } from '../season/model';
import type { CupPointsSpec, TournamentFile } from '../tournament/model';
import { computeStandings } from '../tournament/standings';
import { parseResultsList } from './parse-results';
import { computeResultsStandings } from './results-standings';
import type { ResultsList } from './model';

const n = (r: Rational | null): number | null => (r === null ? null : toNumber(r));
const list = (results: unknown[], extra: Record<string, unknown> = {}): ResultsList => {
  const r = parseResultsList({ format: 'tarock-results', version: 1, id: 'l', name: 'Liste', results, ...extra });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const view = (l: ResultsList, spec?: CupPointsSpec) => computeResultsStandings(l, spec).rows.map((r) => [r.place, r.name, n(r.cupPoints)]);

describe('computeResultsStandings: a scored list ranked as §3', () => {
  it('by total, ties by the rounds sorted best first (a missing round counts 0), then lots, else a shared place in list order', () => {
    const l = list([
      { name: 'Dora', rounds: [20, 20, 0] }, { name: 'Anna', rounds: [45, -12, 30] }, { name: 'Clara', rounds: [10, 30, 0] },
      { name: 'Bernd', rounds: [40, 0, null] }, { name: 'Emil', rounds: [20, 0, 20] },
    ]);
    expect(view(l, [100, 80, 60, 50, 40])).toEqual([[1, 'Anna', 100], [2, 'Bernd', 80], [3, 'Clara', 60], [4, 'Dora', 45], [4, 'Emil', 45]]);
    const lots = list(l.results, { lots: ['Emil', 'Dora'] });
    expect(view(lots, 'fixpunkte')).toEqual([[1, 'Anna', 223], [2, 'Bernd', 198], [3, 'Clara', 180], [4, 'Emil', 168], [5, 'Dora', 156]]);
    expect(computeResultsStandings(l).tiedGroups).toEqual([[0, 4]]);
  });
  it('"heine" by total; given Cuppunkte stand whatever the scheme', () => {
    const l = list([{ name: 'A', total: 150 }, { name: 'B', total: -3 }, { name: 'C', total: 412 }]);
    expect(view(l, 'heine')).toEqual([[1, 'C', 200], [2, 'A', 125], [3, 'B', 0]]);
    const given = list([{ name: 'A', total: 150, cupPoints: 7 }, { name: 'B', total: -3, cupPoints: 0 }]);
    expect(view(given, 'heine')).toEqual([[1, 'A', 7], [2, 'B', 0]]);
    expect(computeResultsStandings(given, undefined).hasCupPoints).toBe(true);
    expect(computeResultsStandings(l, undefined).hasCupPoints).toBe(false);
  });
});

describe('computeResultsStandings: published places', () => {
  it('stand in any order of the entries; a shared place averages a list\'s entries; no totals in a placed list', () => {
    const l = list([{ name: 'C', place: 2 }, { name: 'A', place: 1 }, { name: 'B', place: 2 }, { name: 'D', place: 4 }]);
    expect(view(l, [223, 198, 180, 168])).toEqual([[1, 'A', 223], [2, 'C', 189], [2, 'B', 189], [4, 'D', 168]]);
    const s = computeResultsStandings(l);
    expect(s.scored).toBe(false);
    expect(s.rows.every((r) => r.total === null && r.rounds.length === 0)).toBe(true);
  });
  it('a scored list with places keeps ABAKUS\'s order of full ties', () => {
    const l = list([{ name: 'B', total: 40, place: 3 }, { name: 'A', total: 40, place: 2 }, { name: 'X', total: 90, place: 1 }]);
    expect(view(l, 'fixpunkte')).toEqual([[1, 'X', 223], [2, 'A', 198], [3, 'B', 180]]);
  });
});

describe('property: a results list with the totals of a tournament played in the app', () => {
  const schemes: (CupPointsSpec | undefined)[] = [undefined, 'heine', 'fixpunkte', [30, 20, 10, 5]];
  it('gives the same places and Cuppunkte under every scheme (rounds or totals only)', () => {
    fc.assert(fc.property(fc.gen(), (g) => {
      const ch = genChooser(g);
      const t = buildRandomTournament(ch, { players: ch.pick([4, 5, 8, 9, 12, 13]), rounds: ch.int(1, 3), open: 0.2, handsShare: ch.bool(0.2) ? 0.3 : 0, hands: 2, drawSteps: QUICK_DRAW_STEPS });
      const withNumbers: TournamentFile = { ...t, players: t.players.map((p, i) => ({ ...p, cupNumber: `c${i}` })) };
      const ranked = computeStandings(withNumbers, undefined).rows.filter((r) => r.place !== null);
      if (ranked.length === 0) return;
      const totalsOnly = ch.bool(0.3);
      // Lots order what the rounds leave tied; a list of totals only hands them ties the rounds broke, so it gets none.
      if (!totalsOnly && ch.bool(0.5)) withNumbers.lots = ranked.map((r) => r.id).reverse();
      const made = resultsListOf(withNumbers, { totalsOnly })!;
      if (withNumbers.lots) made.lots = withNumbers.lots.map((id) => withNumbers.players.find((p) => p.id === id)!.cupNumber!);
      const parsed = parseResultsList(JSON.parse(JSON.stringify(made)));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      for (const spec of schemes) {
        const expected = new Map(computeStandings(withNumbers, spec).rows.filter((r) => r.place !== null)
          .map((r) => [`c${r.index}`, [r.place, n(r.cupPoints)]]));
        const got = new Map(computeResultsStandings(parsed.value, spec).rows.map((r) => [r.cupNumber!, [r.place, n(r.cupPoints)]]));
        if (totalsOnly) {
          // Without rounds, a tie on the total is not broken by the rounds: compare only where the tournament did not need them.
          for (const [k, v] of got) expect(v[0]).toBeLessThanOrEqual(expected.get(k)![0]!);
        } else expect(got).toEqual(expected);
      }
    }), { numRuns: 40 });
  }, 120_000);

  it('a season where half the tournaments are results lists gives the same Saisonwertung', () => {
    fc.assert(fc.property(fc.gen(), (g) => {
      const ch = genChooser(g);
      const count = ch.int(2, 5);
      const season = buildRandomSeason(ch, {
        tournaments: count, pool: 14, players: [4, 9], rounds: ch.int(1, 3), drawSteps: QUICK_DRAW_STEPS, cupPoints: ch.pick(['heine', 'fixpunkte', [25, 18, 15, 12, 10]] as const),
        best: ch.pick(['all', 'half', 2] as const), final: ch.bool(0.5) ? { tournament: count, counts: ch.pick(['inside', 'onTop'] as const) } : undefined,
        tieBreaks: ch.pick([undefined, ['results', 'participations'], ['final', 'finalRounds', 'results']] as const)?.slice() as SeasonFile['tieBreaks'],
      });
      if (season.tieBreaks?.includes('final') && !season.final) return;
      const asLists: SeasonFile = {
        ...season,
        tournaments: season.tournaments.map((t, k) => (k % 2 === 0 ? t : (resultsListOf(t, { places: ch.bool(0.3) }) ?? t))),
      };
      const a = computeSeasonStandings(season);
      const b = computeSeasonStandings(asLists);
      const rows = (s: typeof a) => s.standings.map((r) => [r.place, r.key, r.name, n(r.total), r.participations, r.results.map((x) => x && [x.place, n(x.cupPoints), x.counted])]);
      expect(rows(b)).toEqual(rows(a));
    }), { numRuns: 25 });
  }, 120_000);
});
