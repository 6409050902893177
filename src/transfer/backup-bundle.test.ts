/**
 * The backup bundle, version 4: tournaments with their tables' history, carried-over
 * Pagatkassa pots and the archive marks travel with the evenings (docs/backup-format.md; the seasons of
 * version 4 are tested in backup-seasons.test.ts). Export → import gives back
 * exactly what was stored; a bad tournament, a damaged pot or a newer version
 * refuses the whole file; version-1 bundles still import; what is stored is
 * recognised and never overwritten.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseTournament, type Session, type TournamentFile } from '@/domain/index';
import { resultFingerprint } from '@/domain/tournament/result-fingerprint';
import type { KassaCarry, StoredResultLogEntry, StoredSession, StoredTournament } from '@/persistence/records';
import { buildRandomTournament, checkedTableResult, genChooser, makeSession } from '@/testing/domain';
import { ruferWon } from '@/testing/domain/hands';
import { buildTableHands } from '@/testing/domain/tournament';
import { makeTournament } from '@/testing/tournament-factories';
import { makeBackupBundle, makeSessionFile, serializeJson } from './export-json';
import { buildImportRecords, parseImportText, planImport, type ImportContent, type ImportError } from './import-json';

const FIXTURES = resolve(__dirname, '../../tests/fixtures/imports');
const fixture = (name: string) => readFileSync(resolve(FIXTURES, name), 'utf8');

const NOW = '2026-11-23T08:00:00.000Z';
const PLAYERS = ['Anna', 'Bernd', 'Clara', 'Dieter'];

const evening: Session = makeSession({
  players: PLAYERS,
  rules: { preset: 'hausregeln', overrides: { pagatkassa: { contribution: 1, refill: 'onEmpty', birds: ['pagat'] } } },
  hands: [ruferWon(1, 3)],
});
const otherEvening: Session = makeSession({ ...evening, name: 'Freitagsrunde', date: '2026-11-21', players: ['Eva', 'Franz', 'Gerti', 'Hans'] });

/** A cup with round 1 drawn and two of its three tables finished: one by hands, one by typed totals. */
function cup(overrides: Partial<TournamentFile> = {}): TournamentFile {
  const base = makeTournament();
  const [t1, t2, t3] = base.rounds[0]!.tables;
  return {
    ...base,
    rounds: [{
      tables: [
        { ...t1!, result: checkedTableResult(base, 1, t1!.table, { hands: buildTableHands('tarockcup', 4, t1!.firstDealer ?? 0, 3), receivedAt: '2026-11-27T20:00:00.000Z' }) },
        { ...t2!, result: { totals: [12, -4, -8, 0], note: 'Zettel' } },
        t3!,
      ],
    }],
    ...overrides,
  };
}

const carry: KassaCarry = {
  fromSessionId: 'evening-1', fromName: 'Donnerstagsrunde', fromDate: '2026-11-20', players: PLAYERS, balance: 4.5, at: '2026-11-20T23:30:00.000Z',
};

function bundleText(input: Partial<Parameters<typeof makeBackupBundle>[0]> = {}): string {
  return serializeJson(makeBackupBundle({
    sessions: [evening, otherEvening], sessionIds: ['evening-1', 'evening-2'], ruleSets: [], players: [],
    tournaments: [cup()], kassaCarries: [carry], exportedAt: '2026-11-22T21:15:00.000Z', ...input,
  }));
}

function parsed(text: string): ImportContent {
  const r = parseImportText(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error, null, 2));
  return r.value;
}

function refused(text: string): ImportError[] {
  const r = parseImportText(text);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.error;
}

function ids() {
  let n = 0;
  return () => `new-${++n}`;
}

function stored(data: Session, id: string): StoredSession {
  return { id, createdAt: NOW, updatedAt: NOW, archived: false, data };
}

function storedTournament(data: TournamentFile): StoredTournament {
  return { id: data.id, createdAt: NOW, updatedAt: NOW, archived: true, data };
}

/** A bundle as JSON, changed by `edit` before it is read. */
function edited(edit: (bundle: Record<string, unknown>) => void, text = bundleText()): string {
  const raw = JSON.parse(text) as Record<string, unknown>;
  edit(raw);
  return JSON.stringify(raw);
}

describe('export: version 4 with tournaments, carried pots, archive marks and the tables\' history', () => {
  it('writes every tournament exactly as its file and every pot as stored, linked to its evening by position', () => {
    const bundle = JSON.parse(bundleText());
    expect(bundle.version).toBe(5);
    expect(bundle.archived).toEqual({ sessions: [], tournaments: [] });
    expect(bundle.tournaments).toEqual([cup()]);
    expect(bundle.kassaCarries).toEqual([
      { players: PLAYERS, balance: 4.5, fromSession: 0, fromName: 'Donnerstagsrunde', fromDate: '2026-11-20', at: '2026-11-20T23:30:00.000Z' },
    ]);
    // The stored id of the evening does not travel: on another device it gets a new one.
    expect(JSON.stringify(bundle)).not.toContain('evening-1');
  });

  it('a pot whose evening is no longer stored has no fromSession', () => {
    const bundle = JSON.parse(bundleText({ kassaCarries: [{ ...carry, fromSessionId: 'deleted' }] }));
    expect(bundle.kassaCarries[0]).not.toHaveProperty('fromSession');
    expect(bundle.kassaCarries[0].fromName).toBe('Donnerstagsrunde');
  });
});

describe('round trip: export → import gives back what was stored', () => {
  it('tournaments with their results, the pot linked to the new id of its evening, the results logged', () => {
    const content = parsed(bundleText());
    expect(content.tournaments.map((t) => t.data)).toEqual([cup()]);
    const plan = planImport(content, { sessions: [], ruleSets: [], tournaments: [], kassaCarries: [] });
    expect(plan.tournaments.map((t) => t.status)).toEqual(['new']);
    expect(plan.kassaCarries.map((c) => c.status)).toEqual(['new']);

    const records = buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() });
    expect(records.sessions.map((s) => s.id)).toEqual(['new-1', 'new-2']);
    expect(records.tournaments).toEqual([{ id: cup().id, createdAt: NOW, updatedAt: NOW, archived: false, data: cup() }]);
    const results = cup().rounds[0]!.tables.filter((t) => t.result);
    expect(records.resultLog).toEqual(results.map((t) => expect.objectContaining({
      tournamentId: cup().id, round: 1, table: t.table, source: 'tournament-import', action: 'accepted', fingerprint: resultFingerprint(t.result!), result: t.result,
    })));
    expect(records.kassaCarries).toEqual([{ ...carry, fromSessionId: 'new-1' }]);
  });

  it('archived evenings and tournaments come back archived; the current ones stay current', () => {
    const text = bundleText({ sessionsArchived: [false, true], archivedTournamentIds: [cup().id] });
    expect(JSON.parse(text).archived).toEqual({ sessions: [1], tournaments: [cup().id] });
    const plan = planImport(parsed(text), { sessions: [], ruleSets: [], tournaments: [], kassaCarries: [] });
    const records = buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() });
    expect(records.sessions.map((s) => [s.data.name ?? '', s.archived])).toEqual([[evening.name ?? '', false], ['Freitagsrunde', true]]);
    expect(records.tournaments.map((t) => t.archived)).toEqual([true]);
  });

  it('an evening already stored keeps its own archive mark: nothing stored is changed', () => {
    const text = bundleText({ sessionsArchived: [true, true] });
    const plan = planImport(parsed(text), { sessions: [stored(evening, 'evening-1')], ruleSets: [] });
    const records = buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() });
    expect(plan.sessions.map((s) => s.status)).toEqual(['duplicate', 'new']);
    expect(records.sessions.map((s) => [s.data.name, s.archived])).toEqual([['Freitagsrunde', true]]);
  });

  it('property: any archive marks survive export and import', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }), fc.boolean(), (marks, cupArchived) => {
        const text = bundleText({ sessionsArchived: marks, archivedTournamentIds: cupArchived ? [cup().id] : [] });
        const plan = planImport(parsed(text), { sessions: [], ruleSets: [], tournaments: [], kassaCarries: [] });
        const records = buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() });
        expect(records.sessions.map((s) => s.archived)).toEqual(marks);
        expect(records.tournaments.map((t) => t.archived)).toEqual([cupArchived]);
      }),
      { numRuns: 20 },
    );
  });

  it('property: random tournaments survive export and import unchanged and are found again by id', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const ch = genChooser(g);
        const t = buildRandomTournament(ch, { players: ch.pick([4, 5, 8, 9, 13]), rounds: ch.int(0, 2), hands: 2, open: 0.3, cupPoints: [5, 3, 1] });
        const content = parsed(serializeJson(makeBackupBundle({ sessions: [], ruleSets: [], players: [], tournaments: [t], exportedAt: NOW })));
        // Exactly what the file says: JSON has no −0 or undefined members, so compare with the file's own content.
        const file = JSON.parse(JSON.stringify(t)) as TournamentFile;
        expect(content.tournaments[0]!.data).toEqual(file);
        expect(parseTournament(content.tournaments[0]!.data)).toEqual({ ok: true, value: file });
        const again = planImport(content, { sessions: [], ruleSets: [], tournaments: [storedTournament(content.tournaments[0]!.data)] });
        expect(again.tournaments[0]!.status).toBe('duplicate');
      }),
      { numRuns: 25 },
    );
  });
});

describe('the tables\' history travels (version 4)', () => {
  const first: StoredResultLogEntry = {
    id: 'log-1', tournamentId: cup().id, round: 1, table: 2, at: '2026-11-27T20:00:00.000Z', source: 'hand-in', via: 'camera', signed: true,
    action: 'accepted', fingerprint: resultFingerprint({ totals: [3, -1, -1, -1] }), result: { totals: [3, -1, -1, -1] },
  };
  const second: StoredResultLogEntry = {
    id: 'log-2', tournamentId: cup().id, round: 1, table: 2, at: '2026-11-27T20:10:00.000Z', source: 'typed',
    action: 'replaced', fingerprint: resultFingerprint({ totals: [12, -4, -8, 0] }), replacedFingerprint: first.fingerprint,
    result: { totals: [12, -4, -8, 0], note: 'Zettel' },
  };
  const foreign: StoredResultLogEntry = { ...first, id: 'log-3', tournamentId: 'another-cup' };

  it('export writes each table\'s history with its tournament\'s id, oldest first, and leaves out other tournaments\' entries', () => {
    const bundle = JSON.parse(bundleText({ resultLog: [second, foreign, first] }));
    expect(bundle.resultLog.map((e: { id: string }) => e.id)).toEqual(['log-1', 'log-2']);
    expect(bundle.resultLog[0]).toEqual({
      id: 'log-1', tournament: cup().id, round: 1, table: 2, at: first.at, source: 'hand-in', via: 'camera', signed: true,
      action: 'accepted', fingerprint: first.fingerprint, result: first.result,
    });
  });

  it('a restore keeps who replaced what: the entries come back as they were, ids, ways in and signatures included', () => {
    const plan = planImport(parsed(bundleText({ resultLog: [first, second] })), { sessions: [], ruleSets: [], tournaments: [], kassaCarries: [] });
    const records = buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() });
    const forTable2 = records.resultLog.filter((e) => e.table === 2);
    expect(forTable2).toEqual([first, second]);
    // Table 1's result has no history in the file: it is entered as imported, as before.
    expect(records.resultLog.filter((e) => e.table === 1)).toEqual([expect.objectContaining({ source: 'tournament-import', action: 'accepted' })]);
  });

  it('an older bundle (version 3) has no history: every result is entered as imported', () => {
    const text = edited((b) => {
      b.version = 3;
      delete b.resultLog;
      delete b.seasons;
    }, bundleText({ resultLog: [first, second] }));
    const plan = planImport(parsed(text), { sessions: [], ruleSets: [], tournaments: [], kassaCarries: [] });
    const records = buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() });
    expect(records.resultLog.map((e) => `${e.table} ${e.source} ${e.action}`)).toEqual(['1 tournament-import accepted', '2 tournament-import accepted']);
    expect(refused(edited((b) => { b.version = 3; delete b.seasons; }, bundleText({ resultLog: [first] }))).map((e) => e.params.field)).toEqual(['resultLog']);
  });

  it('a damaged history entry is refused with its place: another tournament, a table not drawn, a wrong result, an unknown key', () => {
    const fields = (edit: (e: Record<string, unknown>) => void) =>
      refused(edited((b) => edit((b.resultLog as Record<string, unknown>[])[0]!), bundleText({ resultLog: [first] }))).map((e) => e.params.field);
    expect(fields((e) => { e.tournament = 'nope'; })).toEqual(['resultLog[0].tournament']);
    expect(fields((e) => { e.table = 9; })).toEqual(['resultLog[0].table']);
    expect(fields((e) => { e.result = { totals: [1, -1] }; })).toEqual(['resultLog[0].result']);
    expect(fields((e) => { e.source = 'telepathy'; e.extra = 1; })).toEqual(['resultLog[0].extra', 'resultLog[0].source']);
  });
});

describe('refused: nothing of the file is accepted', () => {
  it('one bad tournament stops the whole import, located by round and table', () => {
    const bad = cup({ name: 'Kaputter Cup' });
    bad.rounds[0]!.tables[1]!.players = ['p5', 'p6', 'p7', 'p99'];
    const errors = refused(bundleText({ tournaments: [cup({ id: 'good-one' }), bad] }));
    expect(errors).toEqual([expect.objectContaining({
      code: 'ERR_IMPORT_INVALID_TOURNAMENT', item: 1, itemName: 'Kaputter Cup',
      tournament: expect.objectContaining({ code: 'ERR_T_UNKNOWN_PLAYER', round: 1, table: 2 }),
    })]);
  });

  it('bundle-invalid-tournament.json: the good evening and the pot are not accepted either', () => {
    expect(refused(fixture('bundle-invalid-tournament.json'))).toEqual([expect.objectContaining({
      code: 'ERR_IMPORT_INVALID_TOURNAMENT', item: 0, itemName: 'Kaputter Cup',
      tournament: expect.objectContaining({ code: 'ERR_T_UNKNOWN_PLAYER', round: 1, table: 2 }),
    })]);
  });

  it('a tournament of a newer tournament-format version, or no tournament file at all', () => {
    expect(refused(edited((b) => { (b.tournaments as Record<string, unknown>[])[0]!.version = 2; })))
      .toEqual([expect.objectContaining({ code: 'ERR_IMPORT_INVALID_TOURNAMENT', tournament: expect.objectContaining({ code: 'ERR_T_VERSION_NEWER' }) })]);
    expect(refused(edited((b) => { b.tournaments = [evening]; })))
      .toEqual([expect.objectContaining({ code: 'ERR_IMPORT_INVALID_TOURNAMENT', tournament: expect.objectContaining({ code: 'ERR_T_FORMAT' }) })]);
    expect(refused(edited((b) => { b.tournaments = {}; })).map((e) => e.params.field)).toEqual(['tournaments']);
  });

  it('a bundle of a newer version: "newer version"; version 0 or text: unknown', () => {
    expect(refused(edited((b) => { b.version = 6; }))).toEqual([
      expect.objectContaining({ code: 'ERR_IMPORT_NEWER_VERSION', params: { version: '6', supported: 5 } }),
    ]);
    expect(refused(edited((b) => { b.version = 0; })).map((e) => e.code)).toEqual(['ERR_IMPORT_UNKNOWN_VERSION']);
    expect(refused(edited((b) => { b.version = '3'; })).map((e) => e.code)).toEqual(['ERR_IMPORT_UNKNOWN_VERSION']);
  });

  it('a version-1 bundle has no tournaments or pots: those keys are unknown there', () => {
    const errors = refused(edited((b) => { b.version = 1; delete b.archived; delete b.resultLog; delete b.seasons; }));
    expect(errors.map((e) => [e.code, e.params.field])).toEqual([
      ['ERR_IMPORT_INVALID_BUNDLE', 'tournaments'],
      ['ERR_IMPORT_INVALID_BUNDLE', 'kassaCarries'],
    ]);
  });

  it('a version-2 bundle has no archive marks: the key is unknown there; without it the file imports, nothing archived', () => {
    expect(refused(edited((b) => { b.version = 2; delete b.resultLog; delete b.seasons; })).map((e) => [e.code, e.params.field])).toEqual([['ERR_IMPORT_INVALID_BUNDLE', 'archived']]);
    const content = parsed(edited((b) => { b.version = 2; delete b.archived; delete b.resultLog; delete b.seasons; }));
    expect(content.archived).toBeUndefined();
    const records = buildImportRecords(planImport(content, { sessions: [], ruleSets: [] }), { acceptConflicts: new Set(), now: NOW, newId: ids() });
    expect([...records.sessions, ...records.tournaments].map((r) => r.archived)).toEqual([false, false, false]);
  });

  it('damaged archive marks: a place or id the file does not have, a second mention, a wrong type, an unknown key', () => {
    const fields = (archived: unknown) => refused(edited((b) => { b.archived = archived; })).map((e) => e.params.field);
    expect(fields({ sessions: [2], tournaments: [] })).toEqual(['archived.sessions[0]']);
    expect(fields({ sessions: [-1, 0.5, '0'], tournaments: [] })).toEqual(['archived.sessions[0]', 'archived.sessions[1]', 'archived.sessions[2]']);
    expect(fields({ sessions: [1, 1] })).toEqual(['archived.sessions[1]']);
    expect(fields({ tournaments: ['no-such-cup'] })).toEqual(['archived.tournaments[0]']);
    expect(fields({ tournaments: [cup().id, cup().id] })).toEqual(['archived.tournaments[1]']);
    expect(fields({ sessions: 0 })).toEqual(['archived.sessions']);
    expect(fields({ sessions: [], tournaments: [], evenings: [] })).toEqual(['archived.evenings']);
    expect(fields([0])).toEqual(['archived']);
    expect(fields(null)).toEqual(['archived']);
    // Missing lists mean nothing archived of that kind.
    expect(parsed(edited((b) => { b.archived = {}; })).archived).toEqual({ sessions: [], tournaments: [] });
  });

  it('hostile tournaments and pots never throw: each is refused with its place', () => {
    const text = '{"format":"tarock-backup","version":2,"sessions":[],"tournaments":[null,1,"a",[],{"__proto__":1},{"format":"tarock-tournament","version":1,"rounds":{"length":1e9}}],'
      + '"kassaCarries":[null,{"players":{"length":4}},{"players":["a","b","c","d"],"balance":1e400,"at":"2026-11-20T23:30:00Z","fromSession":0}]}';
    const errors = refused(text);
    expect(new Set(errors.filter((e) => e.code === 'ERR_IMPORT_INVALID_TOURNAMENT').map((e) => e.item))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(errors.filter((e) => e.code === 'ERR_IMPORT_INVALID_BUNDLE').map((e) => e.params.field)).toEqual([
      'kassaCarries[0]', 'kassaCarries[1].players', 'kassaCarries[1].balance', 'kassaCarries[1].at', 'kassaCarries[2].balance', 'kassaCarries[2].fromSession',
    ]);
  });

  it('property: any JSON in place of a tournament or a pot is refused or read, never thrown', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 3 }), fc.array(fc.jsonValue(), { maxLength: 3 }), (tournaments, kassaCarries) => {
        const text = edited((b) => {
          b.tournaments = tournaments;
          b.kassaCarries = kassaCarries;
        });
        expect(() => parseImportText(text)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it('a damaged pot: wrong balance, time, evening, players, or two pots for the same table', () => {
    const field = (edit: (c: Record<string, unknown>) => void) =>
      refused(edited((b) => edit((b.kassaCarries as Record<string, unknown>[])[0]!))).map((e) => e.params.field);
    expect(field((c) => { c.balance = 0; })).toEqual(['kassaCarries[0].balance']);
    expect(field((c) => { c.balance = '4'; })).toEqual(['kassaCarries[0].balance']);
    expect(field((c) => { c.at = 'gestern'; })).toEqual(['kassaCarries[0].at']);
    expect(field((c) => { c.fromSession = 2; })).toEqual(['kassaCarries[0].fromSession']);
    expect(field((c) => { c.fromSession = 1; })).toEqual(['kassaCarries[0].players']);
    expect(field((c) => { c.players = ['Anna', 'anna', 'Clara', 'Dieter']; delete c.fromSession; })).toEqual(['kassaCarries[0].players[1]']);
    expect(field((c) => { c.players = ['Anna', 'Bernd']; delete c.fromSession; })).toEqual(['kassaCarries[0].players']);
    expect(field((c) => { c.pot = 4; })).toEqual(['kassaCarries[0].pot']);
    expect(field((c) => { delete c.players; })).toEqual(['kassaCarries[0].players']);
    const twice = refused(bundleText({ kassaCarries: [carry, { ...carry, players: ['Dieter', 'Clara', 'Bernd', 'Anna'], balance: 2 }] }));
    expect(twice.map((e) => e.params.field)).toEqual(['kassaCarries[1].players']);
  });
});

describe('version 1 bundles still import', () => {
  it('good-bundle.json (version 1): evenings, rule set and names; no tournaments, no pots', () => {
    const content = parsed(fixture('good-bundle.json'));
    expect(JSON.parse(fixture('good-bundle.json')).version).toBe(1);
    expect(content.sessions).toHaveLength(2);
    expect(content.tournaments).toEqual([]);
    expect(content.kassaCarries).toEqual([]);
    const records = buildImportRecords(planImport(content, { sessions: [], ruleSets: [] }), { acceptConflicts: new Set(), now: NOW, newId: ids() });
    expect(records.sessions).toHaveLength(2);
    expect(records.tournaments).toEqual([]);
    expect(records.kassaCarries).toEqual([]);
  });
});

describe('what is stored already: recognised, never overwritten', () => {
  it('a tournament with the same id: the same content is already there, other content is a conflict; neither is written', () => {
    const content = parsed(bundleText({ tournaments: [cup(), cup({ id: 'second' })] }));
    const changed = cup({ id: 'second', name: 'Anderer Stand' });
    const plan = planImport(content, { sessions: [], ruleSets: [], tournaments: [storedTournament(cup()), storedTournament(changed)] });
    expect(plan.tournaments.map((t) => t.status)).toEqual(['duplicate', 'conflict']);
    const records = buildImportRecords(plan, { acceptConflicts: new Set([0, 1]), now: NOW, newId: ids() });
    expect(records.tournaments).toEqual([]);
    expect(records.resultLog).toEqual([]);
  });

  it('the same tournament twice in one file is imported once; another one with the same id is a conflict', () => {
    const plan = planImport(parsed(bundleText({ tournaments: [cup(), cup(), cup({ name: 'Anders' })] })), { sessions: [], ruleSets: [] });
    expect(plan.tournaments.map((t) => [t.status, t.inFile ?? false])).toEqual([['new', false], ['duplicate', true], ['conflict', true]]);
    expect(buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() }).tournaments.map((t) => t.data.name)).toEqual(['Hausruck-Cup']);
  });

  it('a pot for the same players (any seating): the same balance is already there, another stays as stored', () => {
    const content = parsed(bundleText());
    const waiting = (balance: number): KassaCarry => ({ ...carry, fromSessionId: 'mine', players: ['Dieter', 'Anna', 'Clara', 'Bernd'], balance });
    const same = planImport(content, { sessions: [], ruleSets: [], kassaCarries: [waiting(4.5)] });
    expect(same.kassaCarries.map((c) => c.status)).toEqual(['duplicate']);
    const other = planImport(content, { sessions: [], ruleSets: [], kassaCarries: [waiting(7)] });
    expect(other.kassaCarries[0]).toMatchObject({ status: 'conflict', storedBalance: 7 });
    for (const plan of [same, other]) expect(buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() }).kassaCarries).toEqual([]);
  });

  it('a pot whose evening is already stored is linked to the stored evening', () => {
    const content = parsed(bundleText());
    const plan = planImport(content, { sessions: [stored(makeSessionFile(evening), 'mine')], ruleSets: [] });
    expect(plan.sessions.map((s) => s.status)).toEqual(['duplicate', 'new']);
    const records = buildImportRecords(plan, { acceptConflicts: new Set(), now: NOW, newId: ids() });
    expect(records.kassaCarries).toEqual([{ ...carry, fromSessionId: 'mine' }]);
  });

  it('a pot whose evening is not stored here gets an id no evening has, and is still offered', () => {
    const content = parsed(bundleText({ kassaCarries: [{ ...carry, fromSessionId: 'deleted' }] }));
    const records = buildImportRecords(planImport(content, { sessions: [], ruleSets: [] }), { acceptConflicts: new Set(), now: NOW, newId: ids() });
    expect(records.kassaCarries).toHaveLength(1);
    expect(records.sessions.map((s) => s.id)).not.toContain(records.kassaCarries[0]!.fromSessionId);
  });
});
