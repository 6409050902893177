import { describe, expect, it } from 'vitest';
import { listSeasons } from '@/persistence/repositories/seasons-repository';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { MAX_IMPORT_BYTES } from '@/transfer/file-limit';
import { importSeasonFile, importSeasonText } from './season-import';

const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 120 }, { name: 'Bernd Maier', cupNumber: '12', total: -40 },
  { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
]);
const t2 = typedTournament('t2', 'Turnier 2', [
  { name: 'Anna Hueber', total: 80 }, { name: 'Bernd Maier', total: 20 }, { name: 'Clara Berger', total: -50 }, { name: 'Dieter Gruber', total: -50 },
]);

describe('importSeasonText', () => {
  it('imports a valid season file whole, recognises it again, and asks before replacing another version', async () => {
    const file = makeSeasonFile([t1, t2]);
    const first = await importSeasonText(JSON.stringify(file));
    expect(first).toMatchObject({ ok: true, value: { kind: 'added' } });
    expect(await importSeasonText(`\uFEFF${JSON.stringify(file)}`)).toMatchObject({ ok: true, value: { kind: 'unchanged' } });
    const other = await importSeasonText(JSON.stringify({ ...file, best: 'all' }));
    if (!other.ok || other.value.kind !== 'needs-confirmation') throw new Error('expected a confirmation');
    expect(await other.value.confirm()).toMatchObject({ ok: true, value: { kind: 'replaced' } });
    expect((await listSeasons()).map((s) => s.data.best)).toEqual(['all']);
  });

  it('refuses a file over the one import cap (20 MB) unread, and a text over it unparsed; tells the progress per tournament', async () => {
    const big = { size: MAX_IMPORT_BYTES + 1, text: () => Promise.reject(new Error('must not be read')) } as unknown as Blob;
    const out = await importSeasonFile(big);
    expect(out.ok ? null : out.errors[0]).toMatchObject({ code: 'ERR_T_FILE_TOO_LARGE', params: { maxMb: 20, sizeMb: 21 } });
    const text = await importSeasonText(' '.repeat(MAX_IMPORT_BYTES + 1));
    expect(!text.ok && text.errors[0]!.code).toBe('ERR_T_FILE_TOO_LARGE');
    expect(await listSeasons()).toHaveLength(0);
    const seen: string[] = [];
    const file = new Blob([JSON.stringify(makeSeasonFile([t1, t2]))], { type: 'application/json' });
    expect(await importSeasonFile(file, (done, total) => seen.push(`${done}/${total}`))).toMatchObject({ ok: true, value: { kind: 'added' } });
    expect(seen).toEqual(['1/2', '2/2']);
  });

  it('stores a season file\'s cup and season names without bidi or invisible characters', async () => {
    const file = { ...makeSeasonFile([t1, t2]), cup: 'Hausruck\u202e puc', season: '2025/\u200b26' };
    const out = await importSeasonText(JSON.stringify(file));
    expect(out.ok && [out.value.data.cup, out.value.data.season]).toEqual(['Hausruck puc', '2025/26']);
    expect((await listSeasons()).map((x) => x.data.cup)).toEqual(['Hausruck puc']);
  });

  it('refuses a season file with a broken tournament, storing nothing', async () => {
    const broken = structuredClone(makeSeasonFile([t1, t2]));
    broken.tournaments[1]!.cupPoints = 'hiene' as 'heine';
    const out = await importSeasonText(JSON.stringify(broken));
    expect(out.ok ? [] : out.errors.map((e) => [e.tournament, e.code])).toEqual([[2, 'ERR_T_CUP_POINTS_SCHEME']]);
    expect(await listSeasons()).toHaveLength(0);
  });
});
