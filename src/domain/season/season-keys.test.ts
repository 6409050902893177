// @vitest-environment node
/**
 * A tournament or season file without its table keys (exported for someone else) never removes a
 * key the season holds: the same tournament without keys is unchanged, a newer one keeps the keys.
 */
import { describe, expect, it } from 'vitest';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import type { TournamentFile } from '../tournament/model';
import { addTournamentToSeason } from './season-edits';
import { withLeftOutSeasonKeys } from './season-diff';

const KEY = 'q1Xb9YtE0lNvZ2mR4cH8sA';
const entrants = [{ name: 'Anna', total: 10 }, { name: 'Bernd', total: -10 }, { name: 'Clara', total: 4 }, { name: 'Dieter', total: -4 }];
const keyed: TournamentFile = typedTournament('t1', 'Turnier 1', entrants);
keyed.rounds[0]!.tables[0]!.key = KEY;
const season = makeSeasonFile([keyed]);

/** The tournament file as exported for someone else: no table keys. */
function withoutTableKeys(t: TournamentFile): TournamentFile {
  return { ...t, rounds: t.rounds.map((r) => ({ ...r, tables: r.tables.map(({ key: _key, ...rest }) => rest) })) };
}

describe('table keys left out of a file stay in the season', () => {
  it('the same tournament without its keys is unchanged', () => {
    expect(addTournamentToSeason(season, withoutTableKeys(keyed)).kind).toBe('unchanged');
  });

  it('a newer version without keys replaces the tournament and keeps its keys', () => {
    const newer = withoutTableKeys({ ...keyed, name: 'Turnier 1 (korrigiert)' });
    const asked = addTournamentToSeason(season, newer);
    expect(asked.kind).toBe('needs-confirmation');
    const out = addTournamentToSeason(season, newer, { replace: true });
    if (out.kind !== 'replaced') throw new Error(out.kind);
    const t = out.data.tournaments[0] as TournamentFile;
    expect([t.name, t.rounds[0]!.tables[0]!.key]).toEqual(['Turnier 1 (korrigiert)', KEY]);
  });

  it('a season file without keys gets the season\'s keys back; one with another key keeps its own', () => {
    const keyless = { ...season, tournaments: [withoutTableKeys(keyed)] };
    expect(withLeftOutSeasonKeys(season, keyless).tournaments[0]).toEqual(keyed);
    const other = { ...season, tournaments: [{ ...keyed, rounds: [{ tables: [{ ...keyed.rounds[0]!.tables[0]!, key: 'Zk3_Tf-6wPqL1nD0uJ7yGQ' }] }] }] };
    expect((withLeftOutSeasonKeys(season, other).tournaments[0] as TournamentFile).rounds[0]!.tables[0]!.key).toBe('Zk3_Tf-6wPqL1nD0uJ7yGQ');
  });
});
