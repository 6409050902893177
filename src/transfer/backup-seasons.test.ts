/**
 * The backup bundle, version 4: cup seasons travel with everything else (docs/backup-format.md).
 * A season goes out as its season file exactly as stored, with its archive mark, the cup's
 * rules and its links to the bundle's tournaments; it comes back whole or the bundle is
 * refused; a season already stored is recognised by cup, season and content; bundles of
 * versions 1–3 (without seasons) still import.
 */
import { describe, expect, it } from 'vitest';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { makeBackupBundle, serializeJson } from './export-json';
import { buildImportRecords, parseImportText, planImport, type ImportContent } from './import-json';

const NOW = '2026-11-23T08:00:00.000Z';
const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 120 }, { name: 'Bernd Maier', total: -40 }, { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
]);
const t2 = typedTournament('t2', 'Turnier 2', [
  { name: 'Anna Huber', total: 80 }, { name: 'Bernd Maier', total: 20 }, { name: 'Clara Berger', total: -50 }, { name: 'Dieter Gruber', total: -50 },
]);
const season = makeSeasonFile([t1, t2], { oef: { places: 2, startPoints: [120, 111] } });

function bundleText(extra: Partial<Parameters<typeof makeBackupBundle>[0]> = {}): string {
  return serializeJson(makeBackupBundle({
    sessions: [], ruleSets: [], players: [], tournaments: [t2], exportedAt: NOW,
    seasons: [{ data: season, archived: true, app: { rules: 'tarockcup', distinct: [['#30', '~bernd maier']] }, linkedTournaments: ['t2', 'not-in-bundle'] }],
    ...extra,
  }));
}

function parsed(text: string): ImportContent {
  const r = parseImportText(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error, null, 2));
  return r.value;
}

function ids() {
  let n = 0;
  return () => `new-${++n}`;
}

describe('export', () => {
  it('writes every season as its file, with the archive mark, the cup\'s rules and the links to tournaments in the bundle', () => {
    const bundle = JSON.parse(bundleText());
    expect(bundle.version).toBe(5);
    expect(bundle.seasons).toEqual([{ file: season, archived: true, rules: 'tarockcup', distinct: [['#30', '~bernd maier']], linkedTournaments: ['t2'] }]);
  });
});

describe('resolved identities', () => {
  const identities = [
    { kind: 'entry' as const, tournament: 't2', entry: 'id:p1', cupNumber: '30', name: 'Anna Huber' },
    { kind: 'alias' as const, nameKey: 'ana huber', cupNumber: '30', name: 'Anna Huber' },
  ];
  const withIdentities = () => bundleText({ seasons: [{ data: season, archived: false, app: { identities } }] });

  it('travel with their season in the backup and come back into the stored season', () => {
    expect(JSON.parse(withIdentities()).seasons[0].identities).toEqual(identities);
    const plan = planImport(parsed(withIdentities()), { sessions: [], ruleSets: [] });
    const records = buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() });
    expect(records.seasons[0]!.app).toEqual({ identities });
  });

  it('a malformed identity refuses the bundle, naming where', () => {
    for (const bad of [{ kind: 'entry', tournament: 't2', entry: 'p1', cupNumber: '30' }, { kind: 'alias', nameKey: 'ana' }, { kind: 'who', nameKey: 'x', name: 'y' }, 'x']) {
      const raw = JSON.parse(withIdentities());
      raw.seasons[0].identities = [bad];
      const r = parseImportText(JSON.stringify(raw));
      expect(r.ok ? [] : r.error.map((e) => e.params.field)).toEqual(['seasons[0].identities']);
    }
  });
});

describe('import', () => {
  it('gives back the season exactly as stored, linked to its tournament under a new id', () => {
    const content = parsed(bundleText());
    expect(content.seasons).toHaveLength(1);
    const plan = planImport(content, { sessions: [], ruleSets: [] });
    expect(plan.seasons.map((s) => s.status)).toEqual(['new']);
    const records = buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() });
    expect(records.seasons).toEqual([{ id: expect.any(String), createdAt: NOW, updatedAt: NOW, archived: true, data: season, app: { rules: 'tarockcup', distinct: [['#30', '~bernd maier']] } }]);
    expect(records.tournaments.map((t) => [t.id, t.seasonId])).toEqual([['t2', records.seasons[0]!.id]]);
  });

  it('recognises a stored season by cup, season and content: the same is left out, another version stays as stored', () => {
    const content = parsed(bundleText());
    const same = planImport(content, { sessions: [], ruleSets: [], seasons: [{ id: 's', data: structuredClone(season) }] });
    expect(same.seasons.map((s) => s.status)).toEqual(['duplicate']);
    const other = planImport(content, { sessions: [], ruleSets: [], seasons: [{ id: 's', data: { ...season, best: 'all' } }] });
    expect(other.seasons.map((s) => s.status)).toEqual(['conflict']);
    expect(buildImportRecords(other, { acceptConflicts: new Set([0]), now: NOW, newId: ids() }).seasons).toEqual([]);
  });

  it('refuses the whole bundle when a season\'s file is broken, naming the season and where in it', () => {
    const raw = JSON.parse(bundleText());
    raw.seasons[0].file.tournaments[1].players[0].cupNumber = '30';
    raw.seasons[0].file.tournaments[1].players[1].cupNumber = '30';
    const r = parseImportText(JSON.stringify(raw));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual([expect.objectContaining({
      code: 'ERR_IMPORT_INVALID_SEASON', item: 0, itemName: 'Hausruckviertler Tarockcup 2025/26',
      season: expect.objectContaining({ code: 'ERR_T_CUP_NUMBER_DUPLICATE', tournament: 2 }),
    })]);
  });

  it('refuses an unknown key in a season entry, a missing archive mark and a link to a tournament not in the bundle', () => {
    const raw = JSON.parse(bundleText());
    raw.seasons[0].colour = 'grün';
    delete raw.seasons[0].archived;
    raw.seasons[0].linkedTournaments = ['t9'];
    const r = parseImportText(JSON.stringify(raw));
    expect(r.ok ? [] : r.error.map((e) => e.params.field)).toEqual(['seasons[0].colour', 'seasons[0].archived', 'seasons[0].linkedTournaments[0]']);
  });

  it('reads a version-3 bundle (no seasons) as before, and refuses "seasons" in it as an unknown key', () => {
    const raw = JSON.parse(bundleText());
    raw.version = 3;
    delete raw.resultLog;
    const withSeasons = parseImportText(JSON.stringify(raw));
    expect(withSeasons.ok ? [] : withSeasons.error.map((e) => e.params.field)).toEqual(['seasons']);
    delete raw.seasons;
    const content = parsed(JSON.stringify(raw));
    expect(content.seasons).toEqual([]);
    expect(content.tournaments.map((t) => t.data.id)).toEqual(['t2']);
  });
});

describe('the backup\'s season door: what differs is shown, "nur Fehlendes übernehmen" offered, nothing dropped unnamed', () => {
  const t3 = typedTournament('t3', 'Turnier 3', [
    { name: 'Anna Huber', total: 10 }, { name: 'Bernd Maier', total: 20 }, { name: 'Clara Berger', total: -10 }, { name: 'Dieter Gruber', total: -20 },
  ]);
  const t1Other = typedTournament('t1', 'Turnier 1', [
    { name: 'Anna Huber', cupNumber: '30', total: 60 }, { name: 'Bernd Maier', total: 20 }, { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
  ]);
  const stored = makeSeasonFile([t1, t2, t3], { oef: { places: 2, startPoints: [120, 111] } });

  it('an older season in the file: the stored season stays unless chosen; the merge keeps all three tournaments', () => {
    const older = makeSeasonFile([t1Other], { oef: { places: 2, startPoints: [120, 111] } });
    const content = parsed(bundleText({ tournaments: [], seasons: [{ data: older, archived: false }] }));
    const plan = planImport(content, { sessions: [], ruleSets: [], seasons: [{ id: 's', data: stored }] });
    const [x] = plan.seasons;
    expect(x!.status).toBe('conflict');
    expect(x!.stored!.diff.tournaments.map((c) => [c.name, c.kind, c.results.map((r) => `${r.round}/${r.table}:${r.kind}`)])).toEqual([
      ['Turnier 1', 'changed', ['1/1:changed']], ['Turnier 2', 'removed', []], ['Turnier 3', 'removed', []],
    ]);
    expect(buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() }).seasonMerges).toEqual([]);
    const merged = buildImportRecords(plan, { acceptConflicts: new Set(), mergeSeasons: new Set([0]), now: NOW, newId: ids() });
    expect(merged.seasons).toEqual([]);
    expect(merged.seasonMerges).toHaveLength(1);
    expect(merged.seasonMerges[0]!.id).toBe('s');
    expect(merged.seasonMerges[0]!.data.tournaments.map((t) => t.id)).toEqual(['t1', 't2', 't3']);
    // Turnier 1 keeps this device's result.
    expect(merged.seasonMerges[0]!.data.tournaments[0]).toEqual(t1);
  });

  it('a new season embedding a tournament this device holds with other results: the tables are named and the device\'s results kept', () => {
    const content = parsed(bundleText({ tournaments: [], seasons: [{ data: makeSeasonFile([t1Other, t2]), archived: false }] }));
    const plan = planImport(content, { sessions: [], ruleSets: [], tournaments: [{ id: 't1', data: t1 }] });
    const [x] = plan.seasons;
    expect(x!.status).toBe('new');
    expect(x!.device.map((c) => [c.name, c.results.map((r) => `${r.round}/${r.table}:${r.kind}`)])).toEqual([['Turnier 1', ['1/1:changed']]]);
    const records = buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() });
    expect(records.seasons[0]!.data.tournaments[0]).toEqual(t1);
  });
});

describe('each table change named once', () => {
  it('a tournament this device holds as the stored season has it is listed under "what differs", not again under this device\'s tournaments', () => {
    const t1Other = typedTournament('t1', 'Turnier 1', [
      { name: 'Anna Huber', cupNumber: '30', total: 60 }, { name: 'Bernd Maier', total: 20 }, { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
    ]);
    const content = parsed(bundleText({ tournaments: [], seasons: [{ data: makeSeasonFile([t1Other, t2]), archived: false }] }));
    const plan = planImport(content, { sessions: [], ruleSets: [], seasons: [{ id: 's', data: makeSeasonFile([t1, t2]) }], tournaments: [{ id: 't1', data: t1 }] });
    const [x] = plan.seasons;
    expect(x!.stored!.diff.tournaments.map((c) => [c.name, c.results.map((r) => `${r.round}/${r.table}:${r.kind}`)])).toEqual([['Turnier 1', ['1/1:changed']]]);
    expect(x!.device).toEqual([]);
  });
});

describe('a season without tournaments yet, the ÖF start list and the side ranking\'s link', () => {
  const start = {
    entries: [{ number: 'HT-30', name: 'Anna Huber', points: 120, note: 'HT 2025/26: 1.', via: [{ code: 'HT', cupNumber: '30', place: 1, points: 120 }] }],
    qualified: 1,
    sources: [{ cup: 'Hausruckviertler Tarockcup', season: '2025/26', code: 'HT', file: 'hrc.json', players: 1 }],
  };
  const oef = makeSeasonFile([], { cup: 'Österreich-Finale', season: '2026' });
  const side = makeSeasonFile([t2], { cup: 'Damenwertung', eligible: ['clara berger'] });
  const withApp = () => bundleText({
    tournaments: [],
    seasons: [
      { id: 'c', data: season, archived: false },
      { id: 's', data: side, archived: false, app: { side: { of: 'c', tournaments: ['t2'], players: ['clara berger'] } } },
      { id: 'o', data: oef, archived: false, app: { oefStart: start } },
    ],
  });

  it('an ÖF season before its day (no tournament yet) comes back with its start list', () => {
    const plan = planImport(parsed(withApp()), { sessions: [], ruleSets: [] });
    const records = buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() });
    expect(records.seasons.map((x) => [x.data.cup, x.data.tournaments.length])).toEqual([['Hausruckviertler Tarockcup', 2], ['Damenwertung', 1], ['Österreich-Finale', 0]]);
    expect(records.seasons[2]!.app).toEqual({ oefStart: start });
    expect(records.seasons[1]!.app).toEqual({ side: { of: records.seasons[0]!.id, tournaments: ['t2'], players: ['clara berger'] } });
  });

  it('a link to a season not in the backup is left out', () => {
    const bundle = JSON.parse(bundleText({ tournaments: [], seasons: [{ id: 's', data: side, archived: false, app: { side: { of: 'gone', tournaments: 'all', players: [] } } }] }));
    expect(bundle.seasons[0].side).toBeUndefined();
  });

  it('refuses a broken start list or link, naming each place', () => {
    const raw = JSON.parse(withApp());
    raw.seasons[2].oefStart.entries[0].points = -1;
    raw.seasons[2].oefStart.entries[0].via[0].code = 'zu-lang-123';
    delete raw.seasons[2].oefStart.qualified;
    raw.seasons[2].oefStart.sources[0].colour = 'rot';
    raw.seasons[1].side.tournaments = ['t9'];
    raw.seasons[0].side = { of: 0, tournaments: 'all', players: [] };
    const r = parseImportText(JSON.stringify(raw));
    expect(r.ok ? [] : r.error.map((e) => e.params.field)).toEqual([
      'seasons[2].oefStart.entries[0].points', 'seasons[2].oefStart.entries[0].via[0].code', 'seasons[2].oefStart.qualified', 'seasons[2].oefStart.sources[0].colour',
      'seasons[0].side.of', 'seasons[1].side.tournaments[0]',
    ]);
  });
});
