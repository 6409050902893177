/**
 * The backup, version 5: a table phone's round sheets keep their table keys, so a phone restored
 * from its own backup signs its hand-ins again; a backup for someone else carries no key at all.
 */
import { describe, expect, it } from 'vitest';
import { makeSession } from '@/testing/domain/session';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import type { TournamentFile } from '@/domain/tournament/model';
import { makeBackupBundle, serializeJson } from './export-json';
import { buildImportRecords, parseImportText, planImport } from './import-json';

const NOW = '2026-12-07T08:00:00.000Z';
const KEY = 'q1Xb9YtE0lNvZ2mR4cH8sA';
const sheet = { ...makeSession({ players: ['Anna', 'Bernd', 'Clara', 'Dieter'] }), tournament: { id: 't1', name: 'Cup', round: 1, table: 2, playerIds: ['p1', 'p2', 'p3', 'p4'], handsPerRound: 16 } };
const evening = makeSession({ name: 'Donnerstag', players: ['Erika', 'Franz', 'Gerda', 'Hans'] });
const keyed: TournamentFile = (() => {
  const t = typedTournament('t1', 'Turnier 1', [{ name: 'Anna', total: 10 }, { name: 'Bernd', total: -10 }, { name: 'Clara', total: 0 }, { name: 'Dieter', total: 0 }]);
  t.rounds[0]!.tables[0]!.key = KEY;
  return t;
})();

function bundle(withoutKeys = false) {
  return makeBackupBundle({
    sessions: [evening, sheet], ruleSets: [], players: [], tournaments: [keyed], exportedAt: NOW,
    seasons: [{ data: makeSeasonFile([keyed]), archived: false }], tableKeys: [undefined, KEY], withoutKeys,
  });
}

describe('table keys in the backup', () => {
  it('a round sheet\'s key goes out by its place and comes back to the restored sheet under its new id', () => {
    const b = bundle();
    expect(b.version).toBe(5);
    expect(b.tableKeys).toEqual([{ session: 1, key: KEY }]);
    const parsed = parseImportText(serializeJson(b));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    let n = 0;
    const records = buildImportRecords(planImport(parsed.value, { sessions: [], ruleSets: [] }), { acceptConflicts: new Set(), now: NOW, newId: () => `id-${++n}` });
    const restored = records.sessions.find((s) => (s.data as typeof sheet).tournament)!;
    expect(records.roundKeys).toEqual([{ sessionId: restored.id, key: KEY }]);
  });

  it('a sheet already on the device keeps the key it has: nothing is replaced', () => {
    const parsed = parseImportText(serializeJson(bundle()));
    if (!parsed.ok) throw new Error('refused');
    const plan = planImport(parsed.value, { sessions: [{ id: 'here', data: sheet }], ruleSets: [] });
    expect(buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: () => 'x' }).roundKeys).toEqual([]);
  });

  it('a backup for someone else carries no key: not the sheets\', not the tournaments\', not the seasons\'', () => {
    const text = serializeJson(bundle(true));
    expect(text).not.toContain(KEY);
    expect(JSON.parse(text).tableKeys).toBeUndefined();
  });

  it('refuses a key for an evening that is no round sheet, a malformed key and an unknown key', () => {
    const raw = JSON.parse(serializeJson(bundle()));
    raw.tableKeys = [{ session: 0, key: KEY }, { session: 1, key: 'short' }, { session: 1, key: KEY, x: 1 }];
    const r = parseImportText(JSON.stringify(raw));
    expect(r.ok ? [] : r.error.map((e) => e.params.field)).toEqual(['tableKeys[0].session', 'tableKeys[1].key', 'tableKeys[2].x', 'tableKeys[2].session']);
  });
});
