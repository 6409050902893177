/**
 * The tournament file and the season file with or without their tables' hand-in keys: with them
 * the file is exactly what is stored; without them it is still a valid file by the format
 * (tournament-format.md §1: `key` is optional; §8: the tournaments embedded as files), the same
 * tournament otherwise, and it carries none of the keys.
 */
import { describe, expect, it } from 'vitest';
import { parseTournament } from '@/domain/index';
import { parseSeason } from '@/domain/season/parse-season';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import type { TournamentFile } from '@/domain/tournament/model';
import { countSeasonTableKeys, countTableKeys, withoutTableKeys } from './export-json';
import { tournamentFileText } from './export-tournament';
import { seasonFileText } from './export-season';

const KEYS = ['q1Xb9YtE0lNvZ2mR4cH8sA', 'Zk3_Tf-6wPqL1nD0uJ7yGQ'];

function keyed(id: string, name: string): TournamentFile {
  const t = typedTournament(id, name, [{ name: 'Anna', total: 10 }, { name: 'Bernd', total: -10 }, { name: 'Clara', total: 4 }, { name: 'Dieter', total: -4 }]);
  t.rounds[0]!.tables[0]!.key = KEYS[0];
  return t;
}

describe('the tournament file with or without table keys', () => {
  const t = keyed('t1', 'Hausruck-Cup, 1. Turnier');
  t.rounds.push({ tables: [{ table: 1, players: ['p1', 'p2', 'p3', 'p4'], firstDealer: 1, key: KEYS[1] }] });
  t.plannedRounds = Math.max(t.plannedRounds, 2);

  it('with keys: exactly the stored file', () => {
    expect(countTableKeys([t])).toBe(2);
    expect(JSON.parse(tournamentFileText(t))).toEqual(t);
    expect(JSON.parse(tournamentFileText(t, { withoutKeys: false }))).toEqual(t);
  });

  it('without keys: no key in the text, a valid file, and otherwise the same tournament', () => {
    const text = tournamentFileText(t, { withoutKeys: true });
    for (const key of KEYS) expect(text).not.toContain(key);
    const parsed = parseTournament(JSON.parse(text));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(countTableKeys([parsed.value])).toBe(0);
    expect(parsed.value).toEqual(withoutTableKeys(t));
    expect(parsed.value.rounds[0]!.tables[0]!.result).toEqual(t.rounds[0]!.tables[0]!.result);
    // The stored file is not touched.
    expect(t.rounds[1]!.tables[0]!.key).toBe(KEYS[1]);
  });
});

describe('the season file with or without its tournaments\' table keys', () => {
  const season = makeSeasonFile([keyed('t1', 'Turnier 1'), keyed('t2', 'Turnier 2')]);

  it('counts the keys of the embedded tournaments; with keys the file is the stored one', () => {
    expect(countSeasonTableKeys(season)).toBe(2);
    expect(JSON.parse(seasonFileText(season))).toEqual(season);
  });

  it('without keys: no key in the text, a valid season file with the same standings input', () => {
    const text = seasonFileText(season, { withoutKeys: true });
    expect(text).not.toContain(KEYS[0]);
    const parsed = parseSeason(JSON.parse(text));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(countSeasonTableKeys(parsed.value)).toBe(0);
    expect(parsed.value.tournaments).toEqual(season.tournaments.map((t) => withoutTableKeys(t as TournamentFile)));
    expect(countSeasonTableKeys(season)).toBe(2);
  });
});
