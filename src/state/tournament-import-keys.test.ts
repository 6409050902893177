/**
 * A tournament file exported without its table keys (for someone else) never costs this device
 * a key: the same tournament without keys changes nothing, and a newer file without keys keeps
 * every key on both ways of the question — even with "take the file's keys" switched on.
 */
import { describe, expect, it } from 'vitest';
import { buildTournament } from '@/testing/domain/tournament';
import { withTableKeys } from '@/domain/tournament/table-key';
import type { TournamentFile } from '@/domain/tournament/model';
import { readTournament, isDamaged } from '@/persistence/repositories/tournaments-repository';
import { tournamentFileText } from '@/transfer/export-tournament';
import { countTableKeys } from '@/transfer/export-json';
import { importTournamentText } from './tournament-import';

const t0 = buildTournament({ players: 12 });
const keyed: TournamentFile = { ...t0, rounds: t0.rounds.map((r) => withTableKeys(r, (n) => Uint8Array.from({ length: n }, (_, i) => i * 3 + 2))) };
const keys = keyed.rounds[0]!.tables.map((t) => t.key);

async function stored(): Promise<TournamentFile> {
  const read = await readTournament(keyed.id);
  if (!read || isDamaged(read)) throw new Error('no tournament');
  return read.data;
}

describe('importing a tournament file without table keys', () => {
  it('the same tournament without its keys changes nothing and asks nothing', async () => {
    expect((await importTournamentText(tournamentFileText(keyed))).ok).toBe(true);
    const out = await importTournamentText(tournamentFileText(keyed, { withoutKeys: true }));
    expect(out.ok && out.value.kind).toBe('unchanged');
    expect((await stored()).rounds[0]!.tables.map((t) => t.key)).toEqual(keys);
  });

  it('a newer file without keys: both ways, and "take the file\'s keys", keep every key and take the new result', async () => {
    const newer = structuredClone(keyed);
    newer.rounds[0]!.tables[0]!.result = { totals: [3, -1, -2, 0] };
    const text = tournamentFileText(newer, { withoutKeys: true });
    expect(countTableKeys([JSON.parse(text) as TournamentFile])).toBe(0);
    for (const how of ['merge', 'confirm'] as const) {
      await importTournamentText(tournamentFileText(keyed), true);
      const asked = await importTournamentText(text);
      if (!asked.ok || asked.value.kind !== 'needs-confirmation') throw new Error('expected a question');
      expect(asked.value.diff.keys.every((k) => k.kind === 'removed')).toBe(true);
      expect((await asked.value[how]({ takeKeys: true })).ok).toBe(true);
      const after = await stored();
      expect(after.rounds[0]!.tables.map((t) => t.key)).toEqual(keys);
      expect(after.rounds[0]!.tables[0]!.result).toEqual({ totals: [3, -1, -2, 0] });
    }
  });
});
