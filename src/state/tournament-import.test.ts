import { describe, expect, it } from 'vitest';
import { listResultLog } from '@/persistence/repositories/tournament-results-repository';
import { MAX_IMPORT_BYTES } from '@/transfer/file-limit';
import { importTournamentFile, importTournamentText } from './tournament-import';
import { submitTableResult } from './tournament-results';
import { stored, tournamentWithRound1 } from '@/testing/tournament-desk';

describe('import', () => {
  it('import: validated completely first; same → unchanged; different → confirm replace', async () => {
    const { id } = await tournamentWithRound1();
    const text = JSON.stringify(await stored(id));
    expect((await importTournamentText(text)).ok && 'unchanged').toBe('unchanged');
    const bad = await importTournamentText(JSON.stringify({ ...JSON.parse(text), plannedRounds: 0 }));
    expect(!bad.ok && bad.errors[0]!.code).toBe('ERR_T_PLANNED_ROUNDS');
    const notJson = await importTournamentText('{');
    expect(!notJson.ok && notJson.errors[0]!.code).toBe('ERR_T_NOT_JSON');
    const renamed = await importTournamentText(JSON.stringify({ ...JSON.parse(text), name: 'Anders' }));
    expect(renamed.ok && renamed.value.kind).toBe('needs-confirmation');
    expect((await stored(id)).name).toBe('Hausruck-Cup');
    if (renamed.ok && renamed.value.kind === 'needs-confirmation') await renamed.value.confirm();
    expect((await stored(id)).name).toBe('Anders');
  });
});

describe('importing a tournament this device already has', () => {
  /** Round 1 with typed totals at the tables given (4 or 5 seats). */
  function totals(size: number, first: number): number[] {
    return [first, -first, ...Array(size - 2).fill(0)];
  }

  async function withResults(id: string, results: Record<number, number>) {
    for (const [table, first] of Object.entries(results)) {
      const size = (await stored(id)).rounds[0]!.tables.find((t) => t.table === Number(table))!.players.length;
      const out = await submitTableResult(id, 1, Number(table), { totals: totals(size, first) }, 'typed');
      if (!out.ok) throw new Error(JSON.stringify(out.errors));
    }
  }

  it('never rolls results back silently: it says what differs and offers "nur Fehlendes übernehmen" besides "ersetzen"', async () => {
    const { id } = await tournamentWithRound1();
    // The file: table 1 with another result, table 3 with one this device lacks; this device has tables 1 and 2.
    const file = structuredClone(await stored(id));
    const sizeOf = (table: number) => file.rounds[0]!.tables.find((t) => t.table === table)!.players.length;
    file.rounds[0]!.tables = file.rounds[0]!.tables.map((t) =>
      t.table === 1 ? { ...t, result: { totals: totals(sizeOf(1), 9) } } : t.table === 3 ? { ...t, result: { totals: totals(sizeOf(3), 7) } } : t);
    await withResults(id, { 1: 4, 2: 5 });

    const asked = await importTournamentText(JSON.stringify(file));
    if (!asked.ok || asked.value.kind !== 'needs-confirmation') throw new Error('expected a question');
    expect(asked.value.diff.results.map((c) => `${c.round}/${c.table} ${c.kind}`)).toEqual(['1/1 changed', '1/2 removed', '1/3 added']);
    expect((await stored(id)).rounds[0]!.tables.find((t) => t.table === 1)!.result).toMatchObject({ totals: totals(sizeOf(1), 4) });

    const merged = await asked.value.merge();
    expect(merged.ok && merged.value.kind).toBe('merged');
    const tables = (await stored(id)).rounds[0]!.tables;
    expect(tables.map((t) => (t.result && 'totals' in t.result ? t.result.totals[0] : null))).toEqual([4, 5, 7]);
    // Every changed table result is in its table's history: only table 3 changed.
    const log = await listResultLog(id);
    expect(log.filter((e) => e.source === 'tournament-import').map((e) => `${e.table} ${e.action}`)).toEqual(['3 accepted']);
  });

  it('a file that differs only in a table\'s key: the question names the key; neither way takes it unless the director chooses so', async () => {
    const { id } = await tournamentWithRound1();
    const mine = (await stored(id)).rounds[0]!.tables[0]!.key;
    expect(mine).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const file = structuredClone(await stored(id));
    file.rounds[0]!.tables[0]!.key = 'ZZZZZZZZZZZZZZZZZZZZZZ';
    const text = JSON.stringify(file);
    for (const how of ['merge', 'confirm'] as const) {
      const asked = await importTournamentText(text);
      if (!asked.ok || asked.value.kind !== 'needs-confirmation') throw new Error('expected a question');
      expect(asked.value.diff.keys).toEqual([{ round: 1, table: 1, kind: 'changed' }]);
      expect((await asked.value[how]()).ok).toBe(true);
      expect((await stored(id)).rounds[0]!.tables[0]!.key).toBe(mine);
    }
    const asked = await importTournamentText(text);
    if (!asked.ok || asked.value.kind !== 'needs-confirmation') throw new Error('expected a question');
    expect((await asked.value.merge({ takeKeys: true })).ok).toBe(true);
    expect((await stored(id)).rounds[0]!.tables[0]!.key).toBe('ZZZZZZZZZZZZZZZZZZZZZZ');
  });

  it('"ersetzen" takes the file and records every table result it changes: replaced, taken away, added', async () => {
    const { id } = await tournamentWithRound1();
    const file = structuredClone(await stored(id));
    const sizeOf = (table: number) => file.rounds[0]!.tables.find((t) => t.table === table)!.players.length;
    file.rounds[0]!.tables = file.rounds[0]!.tables.map((t) =>
      t.table === 1 ? { ...t, result: { totals: totals(sizeOf(1), 9) } } : t.table === 3 ? { ...t, result: { totals: totals(sizeOf(3), 7) } } : t);
    await withResults(id, { 1: 4, 2: 5 });
    const asked = await importTournamentText(JSON.stringify(file));
    if (!asked.ok || asked.value.kind !== 'needs-confirmation') throw new Error('expected a question');
    const replaced = await asked.value.confirm();
    expect(replaced.ok && replaced.value.kind).toBe('replaced');
    expect(await stored(id)).toEqual(file);
    const log = (await listResultLog(id)).filter((e) => e.source === 'tournament-import');
    expect(log.map((e) => `${e.table} ${e.action}`).sort()).toEqual(['1 replaced', '2 removed', '3 accepted']);
  });

  it('a decision made on a stage that changed meanwhile (another tab) asks again instead of writing', async () => {
    const { id } = await tournamentWithRound1();
    const file = { ...structuredClone(await stored(id)), name: 'Anders' };
    const asked = await importTournamentText(JSON.stringify(file));
    if (!asked.ok || asked.value.kind !== 'needs-confirmation') throw new Error('expected a question');
    await withResults(id, { 2: 5 });
    const again = await asked.value.confirm();
    expect(again.ok && again.value.kind).toBe('needs-confirmation');
    expect((await stored(id)).name).toBe('Hausruck-Cup');
  });

  it('a file larger than the cap is refused unread', async () => {
    const big = { size: MAX_IMPORT_BYTES + 1, text: () => Promise.reject(new Error('must not be read')) } as unknown as Blob;
    const out = await importTournamentFile(big);
    expect(!out.ok && out.errors[0]!.code).toBe('ERR_T_FILE_TOO_LARGE');
  });
});
