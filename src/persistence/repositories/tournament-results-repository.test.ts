import { describe, expect, it } from 'vitest';
import { makeTournament } from '@/testing/tournament-factories';
import { StorageError } from '../storage-errors';
import { createTournament, getTournament } from './tournaments-repository';
import { importTournament, listResultLog, saveTableResult } from './tournament-results-repository';

describe('saveTableResult', () => {
  const typed = { totals: [12, -4, -8, 0] };

  it('accepts a first result, logs it with its source, and a second identical one changes nothing', async () => {
    const data = makeTournament();
    await createTournament(data);
    const first = await saveTableResult(data.id, 1, 2, typed, { source: 'typed' });
    expect(first.kind).toBe('accepted');
    const stored = (await getTournament(data.id))!.data.rounds[0]!.tables[1]!;
    expect(stored.result).toMatchObject(typed);
    expect(Number.isNaN(Date.parse((stored.result as { receivedAt: string }).receivedAt))).toBe(false);

    const again = await saveTableResult(data.id, 1, 2, { ...typed, note: 'nochmal' }, { source: 'hand-in' });
    expect(again.kind).toBe('unchanged');
    const log = await listResultLog(data.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ round: 1, table: 2, source: 'typed', action: 'accepted', result: { totals: typed.totals } });
  });

  it('asks before a different result replaces one, and keeps the replaced one in the history', async () => {
    const data = makeTournament();
    await createTournament(data);
    const first = await saveTableResult(data.id, 1, 1, typed, { source: 'typed' });
    const corrected = { totals: [10, -2, -8, 0] };
    const ask = await saveTableResult(data.id, 1, 1, corrected, { source: 'typed' });
    expect(ask).toMatchObject({ kind: 'needs-confirmation', existingFingerprint: first.kind === 'accepted' ? first.fingerprint : '' });
    expect((await getTournament(data.id))!.data.rounds[0]!.tables[0]!.result).toMatchObject(typed);

    // A confirmation naming another stored result does not replace this one.
    expect((await saveTableResult(data.id, 1, 1, corrected, { source: 'typed', replace: 'ffffffffffffffff' })).kind).toBe('needs-confirmation');

    const replaced = await saveTableResult(data.id, 1, 1, corrected, { source: 'typed', replace: (ask as { existingFingerprint: string }).existingFingerprint });
    expect(replaced.kind).toBe('replaced');
    expect((await getTournament(data.id))!.data.rounds[0]!.tables[0]!.result).toMatchObject(corrected);
    const log = await listResultLog(data.id);
    expect(log.map((e) => [e.action, e.result])).toEqual([
      ['accepted', expect.objectContaining(typed)],
      ['replaced', expect.objectContaining(corrected)],
    ]);
    expect(log[1]!.replacedFingerprint).toBe(log[0]!.fingerprint);
  });

  it('returns the check\'s refusal and writes nothing', async () => {
    const data = makeTournament();
    await createTournament(data);
    const out = await saveTableResult(data.id, 1, 1, { totals: [1, 2, 3, 4] }, {
      source: 'typed',
      check: (_d, _r, _t, result) => ('totals' in result && result.totals.reduce((a, b) => a + b, 0) !== 0 ? { refused: 'sum' } : undefined),
    });
    expect(out).toEqual({ kind: 'refused', refused: 'sum' });
    expect((await getTournament(data.id))!.data.rounds[0]!.tables[0]!.result).toBeUndefined();
    expect(await listResultLog(data.id)).toEqual([]);
  });

  it('refuses a round or table that was not drawn', async () => {
    const data = makeTournament();
    await createTournament(data);
    const error = await saveTableResult(data.id, 2, 1, typed, { source: 'typed' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'ERR_STORAGE_NOT_FOUND', params: { round: 2, table: 1 } });
  });

  it('keeps both results when two tabs save different tables at once', async () => {
    const data = makeTournament();
    await createTournament(data);
    await Promise.all([
      saveTableResult(data.id, 1, 1, typed, { source: 'typed' }),
      saveTableResult(data.id, 1, 2, { totals: [1, -1, 2, -2] }, { source: 'hand-in' }),
    ]);
    const tables = (await getTournament(data.id))!.data.rounds[0]!.tables;
    expect(tables[0]!.result).toMatchObject(typed);
    expect(tables[1]!.result).toMatchObject({ totals: [1, -1, 2, -2] });
  });
});

describe('importTournament', () => {
  it('adds a new one, does nothing for the same content, and asks before replacing different content', async () => {
    const data = makeTournament();
    expect(await importTournament(data)).toEqual({ kind: 'added' });
    expect(await importTournament(structuredClone(data))).toEqual({ kind: 'unchanged' });
    const other = { ...data, name: 'Hausruck-Cup (korrigiert)' };
    const ask = await importTournament(other);
    expect(ask.kind).toBe('needs-confirmation');
    expect((await getTournament(data.id))!.data.name).toBe('Hausruck-Cup');
    expect(await importTournament(other, { replace: true })).toEqual({ kind: 'replaced' });
    expect((await getTournament(data.id))!.data).toEqual(other);
  });

  it('logs the results it brings once', async () => {
    const data = makeTournament();
    data.rounds[0]!.tables[0]!.result = { totals: [3, -1, -1, -1] };
    await importTournament(data);
    await importTournament({ ...data, name: 'x' }, { replace: true });
    const log = await listResultLog(data.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ source: 'tournament-import', round: 1, table: 1 });
  });
});
