// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildTournament } from '@/testing/domain/tournament';
import { diffTournaments, mergeMissing, resultChanges, settleKeys } from './import-merge';
import type { TableResult, TournamentFile } from './model';
import { parseTournament } from './parse-tournament';

/** 13 players, two rounds drawn: tables 1 and 2 of 4, table 3 of 5. */
function base(): TournamentFile {
  return buildTournament({ players: 13, rounds: 2 });
}

function withResult(t: TournamentFile, round: number, table: number, result: TableResult | undefined): TournamentFile {
  return {
    ...t,
    rounds: t.rounds.map((r, i) => (i !== round - 1 ? r : {
      ...r,
      tables: r.tables.map((x) => {
        if (x.table !== table) return x;
        const { result: _old, ...rest } = x;
        return result ? { ...rest, result } : rest;
      }),
    })),
  };
}

const A: TableResult = { totals: [12, -4, -8, 0] };
const B: TableResult = { totals: [2, -2, 0, 0] };
const C: TableResult = { totals: [5, 5, -5, -5, 0] };

describe('what differs between this device\'s tournament and an imported file of it', () => {
  it('the same file: nothing differs', () => {
    const d = diffTournaments(base(), structuredClone(base()));
    expect(d).toMatchObject({ same: true, settings: [], results: [], reseated: [], players: { added: [], removed: [], renamed: [], withdrawal: [] } });
  });

  it('names the settings, the players added, removed, renamed or withdrawn, and the rounds on each side', () => {
    const here = base();
    const incoming: TournamentFile = {
      ...here,
      name: 'Hausruck-Cup (Kopie)',
      players: [...here.players.map((p) => (p.id === 'p2' ? { ...p, name: 'Bernd Mayr' } : p.id === 'p5' ? { ...p, withdrawnAfter: 2 } : p)), { id: 'p14', name: 'Zoe' }],
      rounds: here.rounds.slice(0, 1),
    };
    const d = diffTournaments(here, incoming);
    expect(d.same).toBe(false);
    expect(d.settings).toEqual(['name']);
    expect(d.players.added.map((p) => p.id)).toEqual(['p14']);
    expect(d.players.renamed).toEqual([{ id: 'p2', from: 'Bernd Maier', to: 'Bernd Mayr' }]);
    expect(d.players.withdrawal.map((p) => p.id)).toEqual(['p5']);
    expect(d.rounds).toEqual({ here: 2, incoming: 1 });
  });

  it('lists every table whose result differs: added, taken away, or changed', () => {
    let here = withResult(base(), 1, 1, A);
    here = withResult(here, 1, 2, A);
    let incoming = withResult(base(), 1, 1, B);
    incoming = withResult(incoming, 1, 3, C);
    const d = diffTournaments(here, incoming);
    expect(d.results.map((c) => `${c.round}/${c.table} ${c.kind}`)).toEqual(['1/1 changed', '1/2 removed', '1/3 added']);
    expect(d.results[0]).toMatchObject({ here: A, incoming: B });
    expect(resultChanges(here, here)).toEqual([]);
  });

  it('a round seated differently is named', () => {
    const here = base();
    const incoming = structuredClone(here);
    const [a, b] = [incoming.rounds[1]!.tables[0]!, incoming.rounds[1]!.tables[1]!];
    [a.players[0], b.players[0]] = [b.players[0]!, a.players[0]!];
    expect(diffTournaments(here, incoming).reseated).toEqual([2]);
  });
});

describe('"nur Fehlendes übernehmen": every result this device has stays, the rest is taken', () => {
  it('keeps a result this device has over the file\'s, takes the file\'s where this device has none, never drops one', () => {
    let here = withResult(base(), 1, 1, A);
    here = withResult(here, 1, 2, A);
    let incoming = withResult(base(), 1, 1, B);
    incoming = withResult(incoming, 1, 3, C);
    const merged = mergeMissing(here, incoming);
    const results = merged.rounds[0]!.tables.map((t) => t.result);
    expect(results).toEqual([A, A, C]);
    expect(parseTournament(merged).ok).toBe(true);
    // Nothing this device had is rolled back.
    expect(resultChanges(here, merged).map((c) => c.kind)).toEqual(['added']);
  });

  it('takes the file\'s settings, new players and a round only the file has; keeps a round only this device has', () => {
    const here = withResult(base(), 2, 1, A);
    const incoming: TournamentFile = { ...base(), name: 'Neuer Name', players: [...base().players, { id: 'p14', name: 'Zoe' }], rounds: base().rounds.slice(0, 1) };
    const merged = mergeMissing(here, incoming);
    expect(merged.name).toBe('Neuer Name');
    expect(merged.players.map((p) => p.id)).toContain('p14');
    expect(merged.rounds).toHaveLength(2);
    expect(merged.rounds[1]!.tables[0]!.result).toEqual(A);
    const more = { ...base(), rounds: [...base().rounds, { tables: base().rounds[0]!.tables }], plannedRounds: 3 };
    expect(mergeMissing(withResult(base(), 1, 1, A), more).rounds).toHaveLength(3);
  });

  it('a round seated differently: this device\'s stays when it has a result, else the file\'s is taken', () => {
    const incoming = structuredClone(base());
    const [a, b] = [incoming.rounds[1]!.tables[0]!, incoming.rounds[1]!.tables[1]!];
    [a.players[0], b.players[0]] = [b.players[0]!, a.players[0]!];
    const withOwn = withResult(base(), 2, 3, C);
    expect(mergeMissing(withOwn, incoming).rounds[1]).toEqual(withOwn.rounds[1]);
    expect(mergeMissing(base(), incoming).rounds[1]).toEqual(incoming.rounds[1]);
  });

  it('keeps a player this device seated that the file does not know, and the table keys of either side', () => {
    const here = { ...base(), rounds: base().rounds.map((r) => ({ ...r, tables: r.tables.map((t) => ({ ...t, key: 'AAECAwQFBgcICQoLDA0ODw' })) })) };
    const incoming = { ...base(), players: base().players.filter((p) => p.id !== 'p13'), rounds: [] };
    const merged = mergeMissing(here, incoming);
    expect(merged.players.map((p) => p.id)).toContain('p13');
    expect(merged.rounds[0]!.tables[0]!.key).toBe('AAECAwQFBgcICQoLDA0ODw');
    expect(parseTournament(merged).ok).toBe(true);
  });
});

describe('a file never brings a table key in silently', () => {
  const MINE = 'AAECAwQFBgcICQoLDA0ODw';
  const FORGED = 'ZZZZZZZZZZZZZZZZZZZZZZ';
  function keyed(t: TournamentFile, key: string, round = 1, table = 1): TournamentFile {
    return { ...t, rounds: t.rounds.map((r, i) => (i !== round - 1 ? r : { ...r, tables: r.tables.map((x) => (x.table === table ? { ...x, key } : x)) })) };
  }
  function keyOf(t: TournamentFile, round = 1, table = 1): string | undefined {
    return t.rounds[round - 1]!.tables.find((x) => x.table === table)!.key;
  }

  it('the diff names a table whose key differs, and nothing else differs', () => {
    const here = keyed(keyed(base(), MINE), MINE, 1, 2);
    const incoming = keyed(keyed(base(), FORGED), MINE, 2, 1);
    const d = diffTournaments(here, incoming);
    expect(d.same).toBe(false);
    expect(d.results).toEqual([]);
    expect(d.keys).toEqual([
      { round: 1, table: 1, kind: 'changed' },
      { round: 1, table: 2, kind: 'removed' },
      { round: 2, table: 1, kind: 'added' },
    ]);
  });

  it('"nur Fehlendes übernehmen" keeps every key this device holds, and has none where it has none', () => {
    const here = keyed(keyed(base(), MINE), MINE, 1, 2);
    const incoming = keyed(keyed(base(), FORGED), MINE, 2, 1);
    const merged = mergeMissing(here, incoming);
    expect(keyOf(merged, 1, 1)).toBe(MINE);
    expect(keyOf(merged, 1, 2)).toBe(MINE);
    expect(keyOf(merged, 2, 1)).toBeUndefined();
    expect(merged).toEqual(here);
    expect(diffTournaments(here, merged).same).toBe(true);
  });

  it('keeps this device\'s key also in a round the file seats differently and takes because this device has no result there', () => {
    const here = keyed(base(), MINE, 2, 1);
    const incoming = keyed(structuredClone(base()), FORGED, 2, 1);
    const [a, b] = [incoming.rounds[1]!.tables[0]!, incoming.rounds[1]!.tables[1]!];
    [a.players[0], b.players[0]] = [b.players[0]!, a.players[0]!];
    const merged = mergeMissing(here, incoming);
    expect(merged.rounds[1]!.tables[0]!.players).toEqual(incoming.rounds[1]!.tables[0]!.players);
    expect(keyOf(merged, 2, 1)).toBe(MINE);
  });

  it('"ersetzen" (settleKeys over the file) keeps the keys too; a round only the file has brings its own', () => {
    const here = keyed(base(), MINE);
    const more = keyed({ ...base(), rounds: [...base().rounds, structuredClone(base().rounds[0]!)], plannedRounds: 3 }, FORGED);
    const incoming = keyed(more, FORGED, 3, 1);
    const replaced = settleKeys(here, incoming, incoming);
    expect(keyOf(replaced, 1, 1)).toBe(MINE);
    expect(keyOf(replaced, 3, 1)).toBe(FORGED);
  });

  it('only the director\'s own choice takes the file\'s keys, for tables seated as in the file', () => {
    const here = keyed(base(), MINE);
    const incoming = keyed(base(), FORGED);
    expect(keyOf(mergeMissing(here, incoming, true))).toBe(FORGED);
    expect(keyOf(settleKeys(here, incoming, incoming, true))).toBe(FORGED);
    const reseated = structuredClone(incoming);
    const [a, b] = [reseated.rounds[0]!.tables[0]!, reseated.rounds[0]!.tables[1]!];
    [a.players[0], b.players[0]] = [b.players[0]!, a.players[0]!];
    const kept = withResult(here, 1, 1, A);
    expect(keyOf(mergeMissing(kept, reseated, true))).toBe(MINE);
  });

  it('a file exported without keys is the same tournament: the keys it left out are listed, not a difference', () => {
    const here = keyed(keyed(base(), MINE), MINE, 2, 1);
    const keyless = base();
    const d = diffTournaments(here, keyless);
    expect(d.same).toBe(true);
    expect(d.keys).toEqual([{ round: 1, table: 1, kind: 'removed' }, { round: 2, table: 1, kind: 'removed' }]);
    // Another key is still a difference, also next to a key left out.
    expect(diffTournaments(here, keyed(base(), FORGED)).same).toBe(false);
  });

  it('a file without keys never removes one: not by "nur Fehlendes", not by "ersetzen", not even with "take the file\'s keys"', () => {
    const here = keyed(keyed(base(), MINE), MINE, 1, 2);
    const keyless = withResult(base(), 1, 3, C);
    for (const takeKeys of [false, true]) {
      const merged = mergeMissing(here, keyless, takeKeys);
      const replaced = settleKeys(here, keyless, keyless, takeKeys);
      for (const out of [merged, replaced]) {
        expect([keyOf(out, 1, 1), keyOf(out, 1, 2)]).toEqual([MINE, MINE]);
        expect(out.rounds[0]!.tables[2]!.result).toEqual(C);
      }
    }
  });
});
