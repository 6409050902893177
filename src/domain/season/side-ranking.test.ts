import { describe, expect, it } from 'vitest';
import type { TournamentFile } from '../tournament/model';
import { seasonErrorLine } from './errors';
import type { SeasonFile } from './model';
import { parseSeason } from './parse-season';
import { computeSeasonStandings } from './season-standings';
import { sidePlayers, sideRankingFile, sideRankingInStep } from './side-ranking';

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
const cup = (tournaments: TournamentFile[]): SeasonFile => ({ format: 'tarock-season', version: 1, cup: 'Wiener Tarockcup', season: '2025/26', cupPoints: 'heine', best: 'all', tournaments });
const t1 = tour('t1', [['Anna#1', 80], ['Bernd#2', 40], ['Clara', -40], ['Dora#4', -80]]);
const t2 = tour('t2', [['Anna#1', 60], ['Bernd#2', 20], ['Clara', -20], ['Dora#4', -60]]);
const t3 = tour('t3', [['Anna#1', -10], ['Bernd#2', 70], ['Clara', 10], ['Dora#4', -70]]);

describe('a side ranking from a cup season (§12 eligible)', () => {
  it('ranks only the chosen players over the chosen tournaments, from the cup\'s own files', () => {
    const side = sideRankingFile(cup([t1, t2, t3]), { name: 'Out-of-Vienna', best: 'all', players: ['#2', '~clara'], tournaments: ['t1', 't3'] });
    expect(side.eligible).toEqual(['2', 'clara']);
    expect(side.tournaments.map((t) => t.id)).toEqual(['t1', 't3']);
    const parsed = parseSeason(side);
    if (!parsed.ok) throw new Error(parsed.error.map(seasonErrorLine).join('\n'));
    expect(computeSeasonStandings(parsed.value).standings.map((r) => r.name)).toEqual(['Bernd', 'Clara']);
  });
  it('lists the players with a result in the chosen tournaments, by name', () => {
    expect(sidePlayers([t1], 'heine').map((p) => `${p.key} ${p.name}`)).toEqual(['#1 Anna', '#2 Bernd', '~clara Clara', '#4 Dora']);
  });
  it('follows "all": a new tournament of the cup season is taken, settings and players kept; in step is null', () => {
    const side = sideRankingFile(cup([t1]), { name: 'Damen', best: 'all', players: ['#1', '#4'], tournaments: 'all' });
    const link = { of: 'cup', tournaments: 'all' as const, players: ['1', '4'] };
    expect(sideRankingInStep(side, cup([t1]), link)).toBeNull();
    const step = sideRankingInStep(side, cup([t1, t2]), link)!;
    expect(step.added).toEqual(['t2']);
    expect(step.data.tournaments.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(step.data.eligible).toEqual(['1', '4']);
    expect(step.data.cup).toBe('Damen');
  });
  it('a chosen player without a result yet becomes eligible with their first one', () => {
    const only1 = tour('t1', [['Anna#1', 80], ['Bernd#2', 40], ['Clara', -40], ['Emil', -80]]);
    const side = sideRankingFile(cup([only1]), { name: 'Damen', best: 'all', players: ['#1'], tournaments: 'all' });
    const link = { of: 'cup', tournaments: 'all' as const, players: ['1', '4'] };
    expect(sideRankingInStep(side, cup([only1, t2]), link)!.data.eligible).toEqual(['1', '4']);
  });
});
