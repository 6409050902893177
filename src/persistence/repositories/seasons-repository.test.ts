import { describe, expect, it } from 'vitest';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { db } from '../db';
import { StorageError } from '../storage-errors';
import {
  changeSeason,
  createSeason,
  deleteSeason,
  getSeason,
  importSeason,
  isDamagedSeason,
  isRefusal,
  listSeasonEntries,
  listSeasons,
  readSeason,
  setSeasonArchived,
} from './seasons-repository';

const first = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '1', total: 30 }, { name: 'Bernd Maier', total: -10 }, { name: 'Clara Berger', total: -10 }, { name: 'Dieter Gruber', total: -10 },
]);

describe('createSeason / getSeason / listSeasons', () => {
  it('stores the season file exactly as given, with the app\'s own data beside it', async () => {
    const data = makeSeasonFile([first]);
    const stored = await createSeason(data, { rules: 'tarockcup' });
    expect(stored.archived).toBe(false);
    const read = await getSeason(stored.id);
    expect(read!.data).toEqual(data);
    expect(read!.app).toEqual({ rules: 'tarockcup' });
  });

  it('lists the most recently changed first; archiving keeps updatedAt', async () => {
    const a = await createSeason(makeSeasonFile([], { season: '2024/25' }));
    const b = await createSeason(makeSeasonFile([], { season: '2025/26' }));
    await changeSeason(a.id, (s) => ({ data: { ...s.data, best: 3 } }));
    expect((await listSeasons()).map((s) => s.id)).toEqual([a.id, b.id]);
    const before = (await getSeason(a.id))!.updatedAt;
    await setSeasonArchived(a.id, true);
    expect(await getSeason(a.id)).toMatchObject({ archived: true, updatedAt: before });
  });
});

describe('changeSeason', () => {
  it('applies the change to the stored record and keeps the app data unless the change names new', async () => {
    const s = await createSeason(makeSeasonFile(), { rules: 'tarockcup' });
    await changeSeason(s.id, (stored) => ({ data: { ...stored.data, tournaments: [first] as typeof stored.data.tournaments } }));
    expect((await getSeason(s.id))!.app).toEqual({ rules: 'tarockcup' });
    expect((await getSeason(s.id))!.data.tournaments).toHaveLength(1);
    await changeSeason(s.id, (stored) => ({ data: stored.data, app: { rules: 'hausregeln' } }));
    expect((await getSeason(s.id))!.app).toEqual({ rules: 'hausregeln' });
  });

  it('writes nothing on a refusal and returns it', async () => {
    const s = await createSeason(makeSeasonFile());
    const out = await changeSeason<string>(s.id, () => ({ refused: 'nein' }));
    expect(isRefusal(out)).toBe(true);
    expect((await getSeason(s.id))!.updatedAt).toBe(s.updatedAt);
  });

  it('refuses an unknown season with ERR_STORAGE_NOT_FOUND', async () => {
    const error = await changeSeason('nope', (s) => ({ data: s.data })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).code).toBe('ERR_STORAGE_NOT_FOUND');
  });
});

describe('importSeason', () => {
  it('adds a new season, recognises the same file again, and replaces another version of the same cup and season only when told', async () => {
    const data = makeSeasonFile([first]);
    const added = await importSeason(data);
    expect(added.kind).toBe('added');
    expect(await importSeason(structuredClone(data))).toEqual({ kind: 'unchanged', id: (added as { id: string }).id });

    const newer = makeSeasonFile([first], { best: 'all' });
    const asked = await importSeason(newer);
    expect(asked.kind).toBe('needs-confirmation');
    expect((await listSeasons())).toHaveLength(1);

    const id = (added as { id: string }).id;
    expect(await importSeason(newer, { replace: id })).toEqual({ kind: 'replaced', id });
    expect((await getSeason(id))!.data.best).toBe('all');
    expect(await listSeasons()).toHaveLength(1);
  });

  it('keeps seasons of other cups or other years apart', async () => {
    await importSeason(makeSeasonFile());
    expect((await importSeason(makeSeasonFile([], { season: '2026/27' }))).kind).toBe('added');
    expect((await importSeason(makeSeasonFile([], { cup: 'Sauwald-Cup' }))).kind).toBe('added');
    expect(await listSeasons()).toHaveLength(3);
  });
});

describe('deleteSeason', () => {
  it('removes the season and returns it', async () => {
    const s = await createSeason(makeSeasonFile());
    expect((await deleteSeason(s.id))?.id).toBe(s.id);
    expect(await getSeason(s.id)).toBeUndefined();
    expect(await deleteSeason(s.id)).toBeUndefined();
  });
});

describe('a stored season is checked when it is read, as the import checks a season file', () => {
  async function plant(id: string, data: unknown): Promise<void> {
    const at = '2026-11-27T18:00:00.000Z';
    await db.seasons.put({ id, createdAt: at, updatedAt: at, archived: false, data: data as ReturnType<typeof makeSeasonFile> });
  }

  it('a sound season (also one still without a tournament) comes back checked, the same checked file for the same version', async () => {
    const s = await createSeason(makeSeasonFile([first]));
    const once = await readSeason(s.id);
    expect(once && !isDamagedSeason(once)).toBe(true);
    const again = await readSeason(s.id);
    expect(again && !isDamagedSeason(again) ? again.data : null).toBe(once && !isDamagedSeason(once) ? once.data : null);
    const empty = await createSeason(makeSeasonFile([]));
    const setUp = await readSeason(empty.id);
    expect(setUp && !isDamagedSeason(setUp)).toBe(true);
    expect(await readSeason('nope')).toBeUndefined();
  });

  it('a corrupt season is reported with its problems; the list shows it and the others', async () => {
    const sound = await createSeason(makeSeasonFile([]));
    await plant('bad-best', makeSeasonFile([], { best: 'kaputt' as never }));
    await plant('bad-null', null);
    const read = await readSeason('bad-best');
    expect(read && isDamagedSeason(read)).toBe(true);
    if (!read || !isDamagedSeason(read)) return;
    expect(read).toMatchObject({ id: 'bad-best', name: 'Hausruckviertler Tarockcup 2025/26' });
    expect(read).not.toHaveProperty('data');
    expect(read.problems.length).toBeGreaterThan(0);
    const entries = await listSeasonEntries();
    expect(entries.map((e) => e.id).sort()).toEqual(['bad-best', 'bad-null', sound.id].sort());
    const nothing = entries.find((e) => e.id === 'bad-null')!;
    expect(isDamagedSeason(nothing) && nothing.name).toBeNull();
    // Listed at once (what a list shows is there); the full check runs when it is opened.
    expect(isDamagedSeason(entries.find((e) => e.id === 'bad-best')!)).toBe(false);
  });
});
