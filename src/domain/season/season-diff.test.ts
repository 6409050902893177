import { describe, expect, it } from 'vitest';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import type { TournamentFile } from '../tournament/model';
import { diffSeasons, diffSeasonTournament, keepDeviceResults, mergeSeasonMissing, resultsTakenBack } from './season-diff';
import { addTournamentToSeason } from './season-edits';

const people = (a: number) => [
  { name: 'Anna Huber', cupNumber: '30', total: a }, { name: 'Bernd Maier', cupNumber: '12', total: -a },
  { name: 'Clara Berger', total: 0 }, { name: 'Dieter Gruber', total: 0 },
];
const t1 = typedTournament('t1', 'Turnier 1', people(40));
const t2 = typedTournament('t2', 'Turnier 2', people(20));
const t3 = typedTournament('t3', 'Turnier 3', people(10));
const t2other: TournamentFile = typedTournament('t2', 'Turnier 2', people(60));

describe('what differs between two files of a season', () => {
  it('names the tournaments removed, added and changed, and for a changed one which tables\' results', () => {
    const here = makeSeasonFile([t1, t2, t3]);
    const older = { ...makeSeasonFile([t2other, typedTournament('t4', 'Turnier 4', people(5))]), best: 'all' as const };
    const d = diffSeasons(here, older);
    expect(d.same).toBe(false);
    expect(d.settings).toEqual(['best']);
    expect(d.tournaments.map((c) => `${c.name} ${c.kind}`)).toEqual(['Turnier 1 removed', 'Turnier 2 changed', 'Turnier 3 removed', 'Turnier 4 added']);
    expect(d.tournaments[1]!.results.map((r) => `${r.round}/${r.table} ${r.kind}`)).toEqual(['1/1 changed']);
    expect(resultsTakenBack(d.tournaments)).toBe(1);
    expect(diffSeasons(here, structuredClone(here)).same).toBe(true);
  });

  it('carried points and the ranked players (§12) are settings a door names when they differ', () => {
    const here = { ...makeSeasonFile([t1, t2]), carried: [{ player: '30', points: 120 }], eligible: ['30', '12'] };
    const other = { ...here, carried: [{ player: '30', points: 111 }], eligible: ['30'] };
    const d = diffSeasons(here, other);
    expect(d.same).toBe(false);
    expect(d.settings).toEqual(['carried', 'eligible']);
    expect(diffSeasons(here, { ...here, carried: undefined }).settings).toEqual(['carried']);
  });

  it('"nur Fehlendes übernehmen" keeps every tournament and table result this side has and adds what is missing', () => {
    const here = makeSeasonFile([t1, t2, t3]);
    const older = makeSeasonFile([t2other, typedTournament('t4', 'Turnier 4', people(5))]);
    const merged = mergeSeasonMissing(here, older);
    expect(merged.tournaments.map((t) => t.id)).toEqual(['t1', 't2', 't3', 't4']);
    expect(merged.tournaments[1]).toMatchObject({ rounds: t2.rounds });
    expect(diffSeasons(here, merged).tournaments.map((c) => c.kind)).toEqual(['added']);
  });

  it('a tournament file for an id the season holds asks with what differs, and merges on request', () => {
    const season = makeSeasonFile([t1, t2]);
    const asked = addTournamentToSeason(season, t2other);
    expect(asked.kind).toBe('needs-confirmation');
    if (asked.kind !== 'needs-confirmation') return;
    expect(asked.change.results.map((r) => r.kind)).toEqual(['changed']);
    const merged = addTournamentToSeason(season, t2other, { merge: true });
    expect(merged.kind === 'replaced' && merged.data.tournaments[1]).toMatchObject({ rounds: t2.rounds });
    expect(diffSeasonTournament(t2, structuredClone(t2))).toBeNull();
  });

  it('a results list is the same list (whatever its key order) or another one, which names each player whose result differs; "nur Fehlendes" keeps this side\'s list', () => {
    const list = { format: 'tarock-results' as const, version: 1 as const, id: 't2', name: 'Turnier 2', results: [{ name: 'Anna Huber', total: 10 }, { name: 'Bernd Maier', total: -10 }] };
    const other = { ...list, results: [{ name: 'Anna Huber', total: 12 }, { name: 'Bernd Maier', total: -12 }] };
    expect(diffSeasonTournament(list, structuredClone(list))).toBeNull();
    expect(diffSeasonTournament(list, { ...list, results: [{ total: 10, name: 'Anna Huber' }, { total: -10, name: 'Bernd Maier' }] })).toBeNull();
    expect(diffSeasonTournament(list, other)).toEqual({
      id: 't2', name: 'Turnier 2', kind: 'changed', results: [], entries: [{ name: 'Anna Huber', kind: 'changed' }, { name: 'Bernd Maier', kind: 'changed' }],
    });
    const third = { ...list, results: [{ name: 'Anna Huber', total: 10 }, { name: 'Clara Berger', total: -10 }] };
    expect(diffSeasonTournament(list, third)?.entries).toEqual([{ name: 'Bernd Maier', kind: 'removed' }, { name: 'Clara Berger', kind: 'added' }]);
    expect(mergeSeasonMissing(makeSeasonFile([t1, list]), makeSeasonFile([t1, other])).tournaments[1]).toEqual(list);
  });

  it('a season file\'s embedded tournament keeps this device\'s results where it asks to', () => {
    const file = makeSeasonFile([t1, t2other]);
    const kept = keepDeviceResults(file, new Map([['t2', t2]]));
    expect(kept.tournaments[1]).toMatchObject({ rounds: t2.rounds });
  });
});
