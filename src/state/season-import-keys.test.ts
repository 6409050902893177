/**
 * A season file exported without its tournaments' table keys (the usual season file) never costs
 * this device a key: the same season without keys changes nothing, and "Ersetzen" with a newer
 * version without keys keeps the keys of the tournaments it held.
 */
import { describe, expect, it } from 'vitest';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { listSeasons } from '@/persistence/repositories/seasons-repository';
import { countSeasonTableKeys } from '@/transfer/export-json';
import { seasonFileText } from '@/transfer/export-season';
import type { SeasonFile } from '@/domain/season/model';
import { importSeasonText } from './season-import';

const KEY = 'q1Xb9YtE0lNvZ2mR4cH8sA';
const entrants = [{ name: 'Anna', total: 10 }, { name: 'Bernd', total: -10 }, { name: 'Clara', total: 4 }, { name: 'Dieter', total: -4 }];
const t1 = typedTournament('t1', 'Turnier 1', entrants);
t1.rounds[0]!.tables[0]!.key = KEY;
const season: SeasonFile = makeSeasonFile([t1, typedTournament('t2', 'Turnier 2', entrants)]);

async function storedSeason(): Promise<SeasonFile> {
  const [only] = await listSeasons();
  return only!.data as SeasonFile;
}

describe('importing a season file without table keys', () => {
  it('the same season without its keys is recognised as unchanged and keeps every key', async () => {
    expect((await importSeasonText(seasonFileText(season))).ok).toBe(true);
    const out = await importSeasonText(seasonFileText(season, { withoutKeys: true }));
    expect(out.ok && out.value.kind).toBe('unchanged');
    expect(countSeasonTableKeys(await storedSeason())).toBe(1);
  });

  it('"Ersetzen" with a newer version without keys takes the version and keeps the keys', async () => {
    expect((await importSeasonText(seasonFileText(season))).ok).toBe(true);
    const newer = { ...season, best: 1 } as SeasonFile;
    const asked = await importSeasonText(seasonFileText(newer, { withoutKeys: true }));
    if (!asked.ok || asked.value.kind !== 'needs-confirmation') throw new Error('expected a question');
    expect((await asked.value.confirm()).ok).toBe(true);
    const after = await storedSeason();
    expect(after.best).toBe(1);
    expect(countSeasonTableKeys(after)).toBe(1);
    expect((await listSeasons())).toHaveLength(1);
  });
});
