/**
 * Nothing of a season is kept only on one device: "Alles sichern" carries an ÖF season's start
 * list and a side ranking's link to its cup season, and the restore brings both back — the link
 * to the id the cup season has on the restored device. Where the device already has the season,
 * the preview says how the start list or the link differ and "nur Fehlendes übernehmen" takes
 * only what the device lacks.
 */
import { describe, expect, it } from 'vitest';
import type { OefStartStored } from '@/domain/season/oef-start';
import { db } from '@/persistence/db';
import { createSeason, getSeason, listSeasons } from '@/persistence/repositories/seasons-repository';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { buildFullBackup, commitImport, prepareImport } from './backup';
import { createSideRanking } from './side-ranking';

const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 120 }, { name: 'Bernd Maier', cupNumber: '12', total: -40 }, { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
]);
const t2 = typedTournament('t2', 'Turnier 2', [
  { name: 'Anna Huber', cupNumber: '30', total: 80 }, { name: 'Bernd Maier', cupNumber: '12', total: 20 }, { name: 'Clara Berger', total: -50 }, { name: 'Dieter Gruber', total: -50 },
]);
const oefFile = makeSeasonFile([], { cup: 'Österreich-Finale', season: '2026', best: 1 });
const start: OefStartStored = {
  entries: [
    { number: 'HT-30', name: 'Anna Huber', points: 120, note: 'Hausruckviertler Tarockcup 2025/26: 1.', via: [{ code: 'HT', cupNumber: '30', place: 1, points: 120 }] },
    { number: null, name: 'Clara Berger', points: 102, note: 'Hausruckviertler Tarockcup 2025/26: 3.', via: [{ code: 'HT', cupNumber: null, place: 3, points: 102 }] },
  ],
  qualified: 2,
  sources: [{ cup: 'Hausruckviertler Tarockcup', season: '2025/26', code: 'HT', file: 'hrc.json', players: 2 }],
};

async function deviceWithSeasons() {
  const cup = await createSeason(makeSeasonFile([t1, t2]));
  const side = await createSideRanking(cup.id, { name: 'Damenwertung', best: 2, players: ['~clara berger'], tournaments: ['t2'] });
  if (!side.ok) throw new Error(JSON.stringify(side.errors));
  const oef = await createSeason(oefFile, { oefStart: start });
  // The backup lists the seasons by when they were created; three created within one millisecond
  // would come in the order of their (random) ids. These tests name them by place: cup, side, ÖF.
  const created = [cup.id, side.value.id, oef.id];
  await Promise.all(created.map((id, i) => db.seasons.update(id, { createdAt: `2026-12-0${i + 1}T12:00:00.000Z` })));
  const [stored0, stored1, stored2] = await Promise.all(created.map((id) => getSeason(id)));
  return { cup: stored0!, side: stored1!, oef: stored2! };
}

async function backupFile(): Promise<File> {
  const out = await buildFullBackup('2026-12-07T12:00:00.000Z');
  return new File([out.content], out.name, { type: 'application/json' });
}

async function restore(file: File, merge: (item: number) => boolean = () => false) {
  const plan = await prepareImport(file);
  if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
  await commitImport(plan.value, new Set(), new Set(plan.value.seasons.filter((x) => merge(x.item)).map((x) => x.item)));
  return plan.value;
}

describe('the backup of a season\'s start list and side-ranking link', () => {
  it('writes the start list and the link (its cup season by place in the bundle)', async () => {
    await deviceWithSeasons();
    const bundle = JSON.parse(await (await backupFile()).text());
    const [cup, side, oef] = bundle.seasons;
    expect(cup.side).toBeUndefined();
    expect(side.side).toEqual({ of: 0, tournaments: ['t2'], players: ['clara berger'] });
    expect(oef.oefStart).toEqual(start);
  });

  it('a restore onto an empty device brings both back, the link to the restored cup season\'s new id', async () => {
    const { cup, side, oef } = await deviceWithSeasons();
    const file = await backupFile();
    await db.seasons.clear();
    const plan = await restore(file);
    expect(plan.seasons.map((x) => x.status)).toEqual(['new', 'new', 'new']);
    const byName = new Map((await listSeasons()).map((x) => [x.data.cup, x]));
    const restoredCup = byName.get(cup.data.cup)!;
    expect(restoredCup.id).not.toBe(cup.id);
    expect(byName.get('Damenwertung')!.app?.side).toEqual({ ...side.app!.side, of: restoredCup.id });
    expect(byName.get('Damenwertung')!.data).toEqual(side.data);
    expect(byName.get(oef.data.cup)!.app?.oefStart).toEqual(start);
  });

  it('a side ranking restored beside a cup season the device has follows the stored one', async () => {
    const { cup, side } = await deviceWithSeasons();
    const file = await backupFile();
    await db.seasons.delete(side.id);
    const plan = await restore(file);
    expect(plan.seasons.map((x) => x.status)).toEqual(['duplicate', 'new', 'duplicate']);
    const restored = (await listSeasons()).find((x) => x.data.cup === 'Damenwertung')!;
    expect(restored.app?.side?.of).toBe(cup.id);
  });

  it('the preview says how the start list differs; "nur Fehlendes übernehmen" takes one the device lacks, never replaces its own', async () => {
    const { oef } = await deviceWithSeasons();
    const file = await backupFile();
    // This device: the same ÖF season, without its start list.
    await db.seasons.put({ ...oef, app: {} });
    const plan = await prepareImport(file);
    if (!plan.ok) throw new Error('refused');
    const planned = plan.value.seasons[2]!;
    expect(planned.status).toBe('conflict');
    expect(planned.stored?.app).toEqual([{ part: 'oefStart', kind: 'added' }]);
    await restore(file, (item) => item === 2);
    expect((await getSeason(oef.id))!.app?.oefStart).toEqual(start);
    expect((await listSeasons())).toHaveLength(3);

    // Another start list on the device: shown as another, and it stays.
    const own: OefStartStored = { ...start, entries: start.entries.slice(0, 1), qualified: 1 };
    await db.seasons.put({ ...oef, app: { oefStart: own } });
    const again = await prepareImport(file);
    if (!again.ok) throw new Error('refused');
    expect(again.value.seasons[2]).toMatchObject({ status: 'duplicate', stored: { app: [{ part: 'oefStart', kind: 'changed' }] } });
    expect(again.value.seasons[2]!.stored?.merged).toBeUndefined();
  });

  it('the preview names a side ranking following another cup season\'s tournaments as another link', async () => {
    const { side } = await deviceWithSeasons();
    const file = await backupFile();
    await db.seasons.put({ ...side, app: { ...side.app, side: { ...side.app!.side!, tournaments: 'all' } } });
    const plan = await prepareImport(file);
    if (!plan.ok) throw new Error('refused');
    expect(plan.value.seasons.map((x) => x.stored?.app ?? [])).toEqual([[], [{ part: 'side', kind: 'changed' }], []]);
  });
});
