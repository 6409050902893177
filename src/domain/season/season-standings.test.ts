import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRandomSeason, genChooser, seededChooser } from '@/testing/domain';
import { QUICK_DRAW_STEPS } from '@/testing/domain/random-tournament';
import { add, toString, ZERO } from '../rational';
import type { TournamentFile } from '../tournament/model';
import { seasonErrorLine } from './errors';
import { OEF_START_POINT_TABLES, type SeasonFile, type SeasonStandings } from './model';
import { parseSeason } from './parse-season';
import { computeSeasonStandings, countedResults, halfOf } from './season-standings';

/** A one-round tournament of typed totals: [name, total] per player (4 or 5), optional cup numbers "name#1234". */
function tour(id: string, scores: [string, number][]): TournamentFile {
  const players = scores.map(([label], i) => {
    const [name, cupNumber] = label.split('#') as [string, string | undefined];
    return cupNumber ? { id: `p${i}`, name, cupNumber } : { id: `p${i}`, name };
  });
  return {
    format: 'tarock-tournament', version: 1, id, name: id, rules: 'tarockcup', plannedRounds: 1, handsPerRound: { '4': 16, '5': 20 },
    players, rounds: [{ tables: [{ table: 1, players: players.map((p) => p.id), firstDealer: 0, result: { totals: scores.map(([, s]) => s) } }] }],
  };
}

function season(tournaments: TournamentFile[], extra: Partial<SeasonFile> = {}): SeasonFile {
  const parsed = parseSeason({ format: 'tarock-season', version: 1, cup: 'Cup', season: '2025/26', cupPoints: 'heine', best: 'all', ...extra, tournaments });
  if (!parsed.ok) throw new Error(parsed.error.map(seasonErrorLine).join('\n'));
  return parsed.value;
}

const table = (s: SeasonStandings): string[] =>
  s.standings.map((r) => [r.place, r.name, ...r.results.map((x) => (x === null ? '' : x.counted ? toString(x.cupPoints) : `[${toString(x.cupPoints)}]`)), toString(r.total)].join(' '));

describe('how many results count (§8)', () => {
  it('"half": ⌈n/2⌉ up to 10 tournaments, ⌊n/2⌋ above — 3 of 5, 5 of 10, 5 of 11, 12 of 25', () => {
    expect([5, 10, 11, 25, 1, 14].map(halfOf)).toEqual([3, 5, 5, 12, 1, 7]);
  });
  it('n is plannedTournaments when given, one less with the Finale on top; "all" is null', () => {
    const ts = Array.from({ length: 3 }, () => ({}) as TournamentFile);
    expect(countedResults({ best: 'half', tournaments: ts })).toBe(2);
    expect(countedResults({ best: 'half', plannedTournaments: 20, tournaments: ts })).toBe(10);
    expect(countedResults({ best: 'half', plannedTournaments: 20, final: { tournament: 3, counts: 'onTop' }, tournaments: ts })).toBe(9);
    expect(countedResults({ best: 'half', plannedTournaments: 9, final: { tournament: 3, counts: 'onTop' }, tournaments: ts })).toBe(4);
    expect(countedResults({ best: 'half', plannedTournaments: 9, final: { tournament: 3, counts: 'inside' }, tournaments: ts })).toBe(5);
    expect(countedResults({ best: 6, tournaments: ts })).toBe(6);
    expect(countedResults({ best: 'all', tournaments: ts })).toBeNull();
  });
});

describe('the Saisonwertung (§9)', () => {
  const a = tour('T1', [['Anna', 60], ['Bernd', 40], ['Clara', -50], ['Dieter', -50]]);
  const b = tour('T2', [['Anna', 60], ['Bernd', 60], ['Clara', 30], ['Dieter', -150]]);
  const fin = tour('F', [['Bernd', 20], ['Anna', 10], ['Clara', 0], ['Emil', -30]]);

  it('the best N count, equal Cuppunkte the earlier tournament; a registration without a place is no result', () => {
    const withIda = tour('T3', [['Anna', 20], ['Bernd', 10], ['Clara', -10], ['Dieter', -20]]);
    withIda.players.push({ id: 'x', name: 'Ida' });
    const s = computeSeasonStandings(season([a, b, withIda], { best: 2 }));
    expect(table(s)).toEqual(['1 Anna 60 60 [20] 120', '2 Bernd 40 60 [10] 100', '3 Clara 0 30 [0] 30', '4 Dieter 0 0 [0] 0']);
    expect(s.standings.map((r) => r.participations)).toEqual([3, 3, 3, 3]);
    expect(s.best).toBe(2);
  });

  it('the Finale on top always counts; inside it competes for the best N', () => {
    expect(table(computeSeasonStandings(season([a, b, fin], { best: 1, final: { tournament: 3, counts: 'onTop' } })))).toEqual([
      '1 Bernd [40] 60 20 80', '2 Anna 60 [60] 10 70', '3 Clara [0] 30 0 30', '4 Dieter 0 [0]  0', '4 Emil   0 0',
    ]);
    expect(table(computeSeasonStandings(season([a, b, fin], { best: 1, final: { tournament: 3, counts: 'inside' } })))).toEqual([
      '1 Anna 60 [60] [10] 60', '1 Bernd [40] 60 [20] 60', '3 Clara [0] 30 [0] 30', '4 Dieter 0 [0]  0', '4 Emil   0 0',
    ]);
  });

  it('tie-breaks in the order given; [] shares; lots order the still tied (by number or by name key)', () => {
    const t1 = tour('T1', [['Anna#7', 50], ['Bernd', 30], ['Clara', -40], ['Dieter', -40]]);
    const t2 = tour('T2', [['Bernd', 20], ['Anna', 0], ['Clara', 10], ['Dieter', -30]]);
    // Anna 50 + 0 = 50 (2 results), Bernd 30 + 20 = 50: results [50, 0] beats [30, 20]; participations equal.
    const base = [t1, t2];
    const order = (extra: Partial<SeasonFile>) => computeSeasonStandings(season(base, extra)).standings.slice(0, 2).map((r) => `${r.place} ${r.name}`);
    expect(order({})).toEqual(['1 Anna', '2 Bernd']);
    expect(order({ tieBreaks: [] })).toEqual(['1 Anna', '1 Bernd']);
    expect(order({ tieBreaks: ['participations'] })).toEqual(['1 Anna', '1 Bernd']);
    expect(order({ tieBreaks: [], lots: ['bernd', ' 7 '] })).toEqual(['1 Bernd', '2 Anna']);
    expect(order({ tieBreaks: [], lots: ['bernd'] })).toEqual(['1 Anna', '1 Bernd']);
    const s = computeSeasonStandings(season(base, { tieBreaks: [] }));
    expect(s.tiedGroups[0]).toEqual(['#7', '~bernd']);
  });

  it('ÖF start points: shared places each get their place\'s entry; beyond K nothing', () => {
    const t1 = tour('T1', [['Anna', 50], ['Bernd', 30], ['Clara', 30], ['Dieter', -110]]);
    const s = computeSeasonStandings(season([t1], { tieBreaks: [], oef: { places: 2, startPoints: [120, 111, 104] } }));
    expect(s.standings.map((r) => `${r.place} ${r.name} ${r.oefStartPoints === null || r.oefStartPoints === undefined ? '-' : toString(r.oefStartPoints)}`))
      .toEqual(['1 Anna 120', '2 Bernd 111', '2 Clara 111', '4 Dieter -']);
  });

  it('the ÖF tables of §8 have 80, 40 and 60 places and start with 120', () => {
    for (const table of Object.values(OEF_START_POINT_TABLES)) {
      expect(table.startPoints).toHaveLength(table.places);
      expect(table.startPoints[0]).toBe(120);
      expect([...table.startPoints].sort((x, y) => y - x)).toEqual([...table.startPoints]);
    }
  });
});

describe('properties of the Saisonwertung', () => {
  const arbitrarySeason = fc.gen().map((g) => {
    const ch = genChooser(g);
    const tournaments = ch.int(1, 6);
    const final = ch.bool(0.5) ? { tournament: ch.int(1, tournaments), counts: ch.pick(['inside', 'onTop'] as const) } : undefined;
    return buildRandomSeason(ch, {
      tournaments, pool: 14, players: [4, 13], rounds: 2, handsShare: 0.2, hands: 3, open: 0.1, drawSteps: QUICK_DRAW_STEPS,
      cupPoints: ch.pick(['heine', 'fixpunkte', [10, 8, 6.5, 5]] as const).valueOf() as SeasonFile['cupPoints'],
      best: ch.pick([1, 2, 3, 'half', 'all'] as const),
      ...(final ? { final } : {}),
      tieBreaks: ch.pick([undefined, [], ['participations', 'results'], ['results']] as const)?.slice() as SeasonFile['tieBreaks'],
    });
  });

  it('the total is the sum of the counted results; N results count (all with N or fewer), the Finale on top always', () => {
    fc.assert(fc.property(arbitrarySeason, (raw) => {
      const parsed = parseSeason(JSON.parse(JSON.stringify(raw)));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const s = computeSeasonStandings(parsed.value);
      const n = countedResults(parsed.value);
      const finalIndex = (parsed.value.final?.tournament ?? 0) - 1;
      const onTop = parsed.value.final?.counts === 'onTop';
      for (const row of s.standings) {
        const results = row.results.filter((r) => r !== null);
        expect(row.participations).toBe(results.length);
        expect(row.total).toEqual(results.filter((r) => r.counted).reduce((acc, r) => add(acc, r.cupPoints), ZERO));
        const pool = row.results.filter((r, k) => r !== null && !(onTop && k === finalIndex));
        const counted = pool.filter((r) => r!.counted).length;
        expect(counted).toBe(n === null ? pool.length : Math.min(n, pool.length));
        if (onTop && row.results[finalIndex]) expect(row.results[finalIndex].counted).toBe(true);
      }
      for (let i = 1; i < s.standings.length; i++) expect(s.standings[i]!.place).toBeGreaterThanOrEqual(s.standings[i - 1]!.place);
    }), { numRuns: 40 });
  });

  it('the order of each tournament\'s players (and of its tables) does not change the standings', () => {
    fc.assert(fc.property(arbitrarySeason, fc.gen(), (raw, g) => {
      const ch = genChooser(g);
      const shuffled: SeasonFile = {
        ...raw,
        tournaments: raw.tournaments.map((t) => ({
          ...t,
          players: [...t.players].sort(() => (ch.bool(0.5) ? 1 : -1)),
          rounds: t.rounds.map((r) => ({ tables: [...r.tables].reverse() })),
        })),
      };
      const strip = (s: SeasonStandings) => s.standings.map((r) => ({ ...r, key: r.key }));
      expect(strip(computeSeasonStandings(shuffled))).toEqual(strip(computeSeasonStandings(raw)));
    }), { numRuns: 30 });
  });

  it('export → parse gives the same season and the same standings', () => {
    fc.assert(fc.property(arbitrarySeason, (raw) => {
      const first = parseSeason(JSON.parse(JSON.stringify(raw)));
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      const again = parseSeason(JSON.parse(JSON.stringify(first.value)));
      expect(again.ok).toBe(true);
      if (!again.ok) return;
      expect(again.value).toEqual(first.value);
      expect(computeSeasonStandings(again.value)).toEqual(computeSeasonStandings(first.value));
    }), { numRuns: 30 });
  });

  it('a big season: every player of the pool who has a place is ranked exactly once', () => {
    const s = buildRandomSeason(seededChooser(3), { tournaments: 5, pool: 60, players: [20, 40], rounds: 2 });
    const standings = computeSeasonStandings(s);
    expect(new Set(standings.standings.map((r) => r.key)).size).toBe(standings.standings.length);
    expect(standings.standings.length).toBeLessThanOrEqual(60);
  });
});

describe('one computation per tournament (cache)', () => {
  it('the same file object, or a copy with the same content, is ranked once; a corrected copy again', async () => {
    const { tournamentStandings } = await import('./season-standings');
    const t = tour('cache-1', [['Anna', 3], ['Bernd', -1], ['Clara', -1], ['Dieter', -1]]);
    const first = tournamentStandings(t, 'heine');
    expect(tournamentStandings(t, 'heine')).toBe(first);
    expect(tournamentStandings(structuredClone(t), 'heine')).toBe(first);
    expect(tournamentStandings(t, 'fixpunkte')).not.toBe(first);
    const corrected = structuredClone(t);
    (corrected.rounds[0]!.tables[0]!.result as { totals: number[] }).totals = [-1, 3, -1, -1];
    expect(tournamentStandings(corrected, 'heine').rows[0]!.name).toBe('Bernd');
  });

  it('a tournament never seen is ranked afresh; a copy of the first one, read again after a corrected one, is ranked from its own hands', async () => {
    const { tournamentStandings } = await import('./season-standings');
    const t = tour('cache-2', [['Anna', 3], ['Bernd', -1], ['Clara', -1], ['Dieter', -1]]);
    const first = tournamentStandings(t, 'heine');
    const other = tour('cache-3', [['Anna', 3], ['Bernd', -1], ['Clara', -1], ['Dieter', -1]]);
    expect(tournamentStandings(other, 'heine')).not.toBe(first);
    const corrected = structuredClone(t);
    (corrected.rounds[0]!.tables[0]!.result as { totals: number[] }).totals = [-1, -1, 3, -1];
    expect(tournamentStandings(corrected, 'heine').rows[0]!.name).toBe('Clara');
    expect(tournamentStandings(structuredClone(t), 'heine').rows[0]!.name).toBe('Anna');
    expect(tournamentStandings(structuredClone(corrected), 'heine').rows[0]!.name).toBe('Clara');
  });
});
