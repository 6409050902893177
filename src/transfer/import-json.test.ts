import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSession, PRESET_IDS, settleSession, type Session } from '@/domain/index';
import { arbitraryCustomCase, arbitrarySession, makeSession, ruferWon } from '@/testing/domain';
import { sweepSize } from '@/testing/domain/sweep';
import type { StoredRuleSet, StoredSession } from '@/persistence/records';
import { canonicalJson } from '@/domain/canonical-json';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { makeBackupBundle, makeSessionFile, seasonFingerprint, serializeJson, sessionFingerprint, tournamentFingerprint } from './export-json';
import { buildImportRecords, checkImportFile, MAX_IMPORT_BYTES, parseImportText, planImport, type ImportErrorCode } from './import-json';

const FIXTURES = resolve(__dirname, '../../tests/fixtures/imports');
const fixture = (name: string) => readFileSync(resolve(FIXTURES, name), 'utf8');

function codes(text: string): ImportErrorCode[] {
  const r = parseImportText(text);
  return r.ok ? [] : r.error.map((e) => e.code);
}

function stored(data: Session, id = 'stored-1'): StoredSession {
  return { id, createdAt: '2026-11-20T18:00:00.000Z', updatedAt: '2026-11-20T23:00:00.000Z', archived: false, data };
}

describe('checkImportFile', () => {
  it('accepts a .json file, also with the types phones report', () => {
    expect(checkImportFile({ name: 'a.json', size: 10, type: 'application/json' }).ok).toBe(true);
    expect(checkImportFile({ name: 'a.json', size: 10, type: '' }).ok).toBe(true);
    expect(checkImportFile({ name: 'a.json', size: 10, type: 'application/octet-stream' }).ok).toBe(true);
    expect(checkImportFile({ name: 'download', size: 10, type: 'application/json' }).ok).toBe(true);
  });
  it('wrong file type: a CSV or an image', () => {
    const csv = checkImportFile({ name: 'wrong-type.csv', size: 31, type: 'text/csv' });
    expect(csv.ok ? null : csv.error[0]!.code).toBe('ERR_IMPORT_FILE_TYPE');
    const png = checkImportFile({ name: 'foto.png', size: 1000, type: 'image/png' });
    expect(png.ok ? null : png.error[0]!.code).toBe('ERR_IMPORT_FILE_TYPE');
  });
  it('empty file', () => {
    const r = checkImportFile({ name: 'empty.json', size: 0, type: 'application/json' });
    expect(r.ok ? null : r.error[0]!.code).toBe('ERR_IMPORT_EMPTY');
  });
  it('too large: more than 20 MB', () => {
    const r = checkImportFile({ name: 'big.json', size: MAX_IMPORT_BYTES + 1, type: 'application/json' });
    expect(r.ok ? null : r.error[0]).toMatchObject({ code: 'ERR_IMPORT_TOO_LARGE', params: { maxMb: 20, sizeMb: 21 } });
    expect(checkImportFile({ name: 'ok.json', size: MAX_IMPORT_BYTES, type: 'application/json' }).ok).toBe(true);
  });
});

describe('parseImportText: one fixture per kind of bad file', () => {
  it('empty.json → ERR_IMPORT_EMPTY (also whitespace only)', () => {
    expect(codes(fixture('empty.json'))).toEqual(['ERR_IMPORT_EMPTY']);
    expect(codes('  \n ')).toEqual(['ERR_IMPORT_EMPTY']);
  });
  it('not-json.json → ERR_IMPORT_NOT_JSON', () => {
    expect(codes(fixture('not-json.json'))).toEqual(['ERR_IMPORT_NOT_JSON']);
  });
  it('wrong-format.json (a settle output) → ERR_IMPORT_WRONG_FORMAT naming the format', () => {
    const r = parseImportText(fixture('wrong-format.json'));
    expect(r.ok ? null : r.error).toEqual([expect.objectContaining({ code: 'ERR_IMPORT_WRONG_FORMAT', params: { format: 'tarock-settlement' } })]);
    expect(codes('[1, 2, 3]')).toEqual(['ERR_IMPORT_WRONG_FORMAT']);
    expect(codes('"tarock-session"')).toEqual(['ERR_IMPORT_WRONG_FORMAT']);
    expect(codes('null')).toEqual(['ERR_IMPORT_WRONG_FORMAT']);
  });
  it('newer-version.json → ERR_IMPORT_NEWER_VERSION', () => {
    const r = parseImportText(fixture('newer-version.json'));
    expect(r.ok ? null : r.error).toEqual([expect.objectContaining({ code: 'ERR_IMPORT_NEWER_VERSION', params: { version: '2', supported: 1 } })]);
  });
  it('unknown-version.json → ERR_IMPORT_UNKNOWN_VERSION (also a missing or fractional version)', () => {
    expect(codes(fixture('unknown-version.json'))).toEqual(['ERR_IMPORT_UNKNOWN_VERSION']);
    expect(codes('{"format":"tarock-session","players":[],"rules":"wiki","hands":[]}')).toEqual(['ERR_IMPORT_UNKNOWN_VERSION']);
    expect(codes('{"format":"tarock-backup","version":1.5,"sessions":[]}')).toEqual(['ERR_IMPORT_UNKNOWN_VERSION']);
    expect(codes('{"format":"tarock-session","version":0,"players":[],"rules":"wiki","hands":[]}')).toEqual(['ERR_IMPORT_UNKNOWN_VERSION']);
  });
  it('invalid-hand.json → ERR_IMPORT_INVALID_SESSION with the engine finding for hand 2', () => {
    const r = parseImportText(fixture('invalid-hand.json'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toHaveLength(1);
    expect(r.error[0]).toMatchObject({
      code: 'ERR_IMPORT_INVALID_SESSION',
      item: 0,
      itemName: 'Fehlerhafte Runde',
      engine: { hand: 2, field: 'partner', code: 'ERR_PARTNER_IS_DECLARER' },
      message: 'hand 2: partner: must not be the declarer',
    });
  });
  it('bundle-newer-version.json → ERR_IMPORT_NEWER_VERSION', () => {
    expect(codes(fixture('bundle-newer-version.json'))).toEqual(['ERR_IMPORT_NEWER_VERSION']);
  });
  it('bundle-invalid-session.json → the bad evening is reported and nothing is accepted', () => {
    const r = parseImportText(fixture('bundle-invalid-session.json'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.every((e) => e.code === 'ERR_IMPORT_INVALID_SESSION' && e.item === 1 && e.itemName === 'Kaputte Runde')).toBe(true);
    expect(r.error[0]!.engine).toMatchObject({ hand: 0, field: 'declarer' });
  });
  it('a newer session version inside a bundle is reported for that evening', () => {
    const bundle = { format: 'tarock-backup', version: 1, sessions: [{ ...JSON.parse(fixture('good-session.json')), version: 4 }] };
    const r = parseImportText(JSON.stringify(bundle));
    expect(r.ok ? null : r.error).toEqual([expect.objectContaining({ code: 'ERR_IMPORT_NEWER_VERSION', item: 0, itemName: 'Donnerstagsrunde' })]);
  });
  it('a damaged bundle: unknown keys, wrong types, invalid rule sets', () => {
    const r = parseImportText(
      JSON.stringify({
        format: 'tarock-backup', version: 1, sessions: {}, ruleSets: [{ name: '', rules: { preset: 'hausregeln', overrides: { maxKontra: 9 } } }],
        players: ['Anna', 7], extra: true,
      }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const fields = r.error.map((e) => `${e.code}:${e.params.field ?? e.engine?.field ?? ''}`);
    expect(fields).toContain('ERR_IMPORT_INVALID_BUNDLE:extra');
    expect(fields).toContain('ERR_IMPORT_INVALID_BUNDLE:sessions');
    expect(fields).toContain('ERR_IMPORT_INVALID_BUNDLE:ruleSets[0].name');
    expect(fields).toContain('ERR_IMPORT_INVALID_BUNDLE:players[1]');
    expect(r.error.some((e) => e.code === 'ERR_IMPORT_INVALID_RULE_SET' && e.engine?.field.includes('maxKontra'))).toBe(true);
  });
  it('hostile input never throws', () => {
    for (const text of ['{"format":"tarock-session","version":1,"players":{"__proto__":1},"hands":"x"}', '{'.repeat(5000), '1e400', '{"format":"tarock-backup","version":1,"sessions":[null,1,"a",[]]}']) {
      expect(() => parseImportText(text)).not.toThrow();
      expect(parseImportText(text).ok).toBe(false);
    }
  });
});

describe('parseImportText: good files', () => {
  it('good-session.json: one session, validated, with its rules and fingerprint', () => {
    const r = parseImportText(fixture('good-session.json'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.kind).toBe('session');
    expect(r.value.sessions).toHaveLength(1);
    const s = r.value.sessions[0]!;
    expect(s.data.name).toBe('Donnerstagsrunde');
    expect(s.data.hands).toHaveLength(4);
    expect(s.rules.preset).toBe('hausregeln');
    expect(s.fingerprint).toBe(sessionFingerprint(JSON.parse(fixture('good-session.json'))));
  });
  it('a table round\'s session keeps its tournament key through export and import', () => {
    const text = readFileSync(resolve(__dirname, '../../tests/fixtures/sessions/tarockcup-table-round.session.json'), 'utf8');
    const r = parseImportText(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const data = r.value.sessions[0]!.data;
    expect(data.tournament).toEqual(JSON.parse(text).tournament);
    expect(JSON.parse(serializeJson(makeSessionFile(data)))).toEqual(JSON.parse(text));
  });
  it('a BOM at the start is accepted', () => {
    expect(parseImportText('\uFEFF' + fixture('good-session.json')).ok).toBe(true);
  });
  it('good-bundle.json: sessions, rule sets and players', () => {
    const r = parseImportText(fixture('good-bundle.json'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.kind).toBe('bundle');
    expect(r.value.sessions.map((s) => s.data.name)).toEqual(['Donnerstagsrunde', 'Cup-Vorrunde; Tisch 3']);
    expect(r.value.ruleSets).toEqual([{ name: 'Vereinsregeln', spec: { preset: 'hausregeln', overrides: { tariffs: { rufer: 2 }, maxKontra: 3 } } }]);
    expect(r.value.players).toHaveLength(10);
    expect(r.value.exportedAt).toBe('2026-11-22T21:15:00.000Z');
  });
});

describe('fingerprint', () => {
  it('ignores key order and indentation, sees every change', () => {
    const a = JSON.parse(fixture('good-session.json')) as Session;
    const reordered = JSON.parse(JSON.stringify({ hands: a.hands, players: a.players, rules: a.rules, version: 1, format: 'tarock-session', stakeCents: 10, firstDealer: 0, date: a.date, name: a.name }));
    expect(sessionFingerprint(reordered)).toBe(sessionFingerprint(a));
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    const changed = JSON.parse(fixture('good-session-changed.json')) as Session;
    expect(sessionFingerprint(changed)).not.toBe(sessionFingerprint(a));
    expect(sessionFingerprint({ ...a, stakeCents: 20 })).not.toBe(sessionFingerprint(a));
  });

  it('the fingerprints already stored of a session, a tournament and a season file do not change', () => {
    // Taken before canonical JSON had one home: a change would make every stored file look new.
    expect(sessionFingerprint(JSON.parse(fixture('good-session.json')) as Session)).toBe('07a249f95a8d521d2d851f24464a');
    const t = typedTournament('t1', 'Turnier 1', [{ name: 'Anna Huber', cupNumber: '30', total: 120 }, { name: 'B', total: -40 }, { name: 'C', total: -30 }, { name: 'D', total: -50 }]);
    expect(tournamentFingerprint(t)).toBe('1a24b7dd1d70a90805402b926458');
    expect(seasonFingerprint(makeSeasonFile([t]))).toBe('1f3a6a6e00a16a1e55350c47d8a3');
  });
});

describe('planImport and buildImportRecords', () => {
  const good = JSON.parse(fixture('good-session.json')) as Session;
  const plan = (text: string, sessions: StoredSession[] = [], ruleSets: StoredRuleSet[] = []) => {
    const r = parseImportText(text);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return planImport(r.value, { sessions, ruleSets });
  };
  const options = (accept: number[] = []) => {
    let n = 0;
    return { acceptConflicts: new Set(accept), now: '2026-11-23T08:00:00.000Z', newId: () => `new-${++n}` };
  };

  it('a new session is imported with a fresh id', () => {
    const p = plan(fixture('good-session.json'));
    expect(p.sessions.map((s) => s.status)).toEqual(['new']);
    const records = buildImportRecords(p, options());
    expect(records.sessions).toEqual([
      { id: 'new-1', createdAt: '2026-11-23T08:00:00.000Z', updatedAt: '2026-11-23T08:00:00.000Z', archived: false, data: makeSessionFile(good) },
    ]);
  });

  it('re-importing the same session: "bereits vorhanden", nothing written', () => {
    const p = plan(fixture('good-session.json'), [stored(good)]);
    expect(p.sessions[0]).toMatchObject({ status: 'duplicate', matchId: 'stored-1' });
    expect(buildImportRecords(p, options()).sessions).toEqual([]);
  });

  it('same name, date and players but different hands: a conflict, imported only as a copy when confirmed', () => {
    const p = plan(fixture('good-session-changed.json'), [stored(good)]);
    expect(p.sessions[0]).toMatchObject({ status: 'conflict', matchId: 'stored-1' });
    expect(buildImportRecords(p, options()).sessions).toEqual([]);
    const accepted = buildImportRecords(p, options([0]));
    expect(accepted.sessions).toHaveLength(1);
    expect(accepted.sessions[0]!.id).toBe('new-1');
    expect(accepted.sessions[0]!.data.hands[0]!.result).toBe('lost');
  });

  it('a bundle: the stored evening is skipped, the other one is new; rule sets deduplicated or renamed', () => {
    const existingRules: StoredRuleSet[] = [
      { id: 'r1', name: 'Vereinsregeln', spec: { preset: 'hausregeln', overrides: {} }, updatedAt: '2026-01-01T00:00:00.000Z' },
    ];
    const p = plan(fixture('good-bundle.json'), [stored(good)], existingRules);
    expect(p.sessions.map((s) => s.status)).toEqual(['duplicate', 'new']);
    expect(p.ruleSets).toEqual([expect.objectContaining({ status: 'renamed', importName: 'Vereinsregeln (2)' })]);
    const records = buildImportRecords(p, options());
    expect(records.sessions.map((s) => s.data.name)).toEqual(['Cup-Vorrunde; Tisch 3']);
    expect(records.ruleSets).toEqual([
      { id: 'new-2', name: 'Vereinsregeln (2)', spec: { preset: 'hausregeln', overrides: { tariffs: { rufer: 2 }, maxKontra: 3 } }, updatedAt: '2026-11-23T08:00:00.000Z' },
    ]);
    // Anna…Dieter are in the skipped evening; of the bundle's names only Karl is in no imported evening besides those.
    expect(records.extraPlayers).toEqual(['Anna', 'Bernd', 'Clara', 'Dieter', 'Karl']);
  });

  it('an identical rule set is skipped', () => {
    const existingRules: StoredRuleSet[] = [
      { id: 'r1', name: 'Vereinsregeln', spec: { preset: 'hausregeln', overrides: { maxKontra: 3, tariffs: { rufer: 2 } } }, updatedAt: '2026-01-01T00:00:00.000Z' },
    ];
    const p = plan(fixture('good-bundle.json'), [], existingRules);
    expect(p.ruleSets[0]!.status).toBe('duplicate');
    expect(buildImportRecords(p, options()).ruleSets).toEqual([]);
  });

  it('the same session twice in one file is imported once', () => {
    const bundle = makeBackupBundle({ sessions: [good, good], ruleSets: [], players: [], exportedAt: '2026-11-22T00:00:00.000Z' });
    const p = plan(serializeJson(bundle));
    expect(p.sessions.map((s) => s.status)).toEqual(['new', 'duplicate']);
    expect(p.sessions[1]!.inFile).toBe(true);
  });
});

// ---- Round trip: export → import → settle gives the same numbers. ----

const sessionArb = fc.oneof(
  ...PRESET_IDS.map((preset) => arbitrarySession(preset, { maxHands: 16 })),
  arbitraryCustomCase({ maxHands: 12 }).map((c) => c.session),
);

describe('round trip', () => {
  it('property: export → import → settle yields identical numbers (random sessions of every preset and custom rule sets)', () => {
    fc.assert(
      fc.property(sessionArb, (session) => {
        const original = parseSession(session);
        expect(original.ok).toBe(true);
        if (!original.ok) return;
        const before = settleSession(original.value.session, original.value.rules);
        const single = parseImportText(serializeJson(makeSessionFile(session)));
        const bundle = parseImportText(serializeJson(makeBackupBundle({ sessions: [session], ruleSets: [], players: [], exportedAt: '2026-11-22T00:00:00.000Z' })));
        for (const r of [single, bundle]) {
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          const imported = r.value.sessions[0]!;
          // Exactly what the file says (JSON has no −0, so compare with the file's own content).
          expect(imported.data).toEqual(JSON.parse(JSON.stringify(makeSessionFile(session))));
          expect(settleSession(imported.data, imported.rules)).toEqual(before);
          // Importing it again next to the stored original finds the duplicate.
          expect(planImport(r.value, { sessions: [stored(imported.data)], ruleSets: [] }).sessions[0]!.status).toBe('duplicate');
        }
      }),
      { numRuns: sweepSize(150, 30) },
    );
  });
});

describe('kassaStart (rules.md §6)', () => {
  it('a carried-over Pagatkassa survives export and import and settles the same', () => {
    const session = makeSession({
      rules: { preset: 'hausregeln', overrides: { pagatkassa: { contribution: 1, refill: 'onEmpty', birds: ['pagat'] } } },
      kassaStart: 12,
      hands: [ruferWon(1, 3)],
    });
    const file = makeSessionFile(session);
    expect(file.kassaStart).toBe(12);
    const r = parseImportText(serializeJson(file));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.sessions[0]!.data.kassaStart).toBe(12);
    expect(settleSession(r.value.sessions[0]!.data, r.value.sessions[0]!.rules).kassa).toEqual({ n: 12, d: 1 });
  });
});

describe('the app\'s limits and name rules on imports', () => {
  const base = makeSession({ name: 'Import', stakeCents: undefined, firstDealer: undefined });
  const text = (s: unknown) => JSON.stringify(s);

  it('removes bidi and zero-width characters from names, NFC, spaces collapsed', () => {
    const r = parseImportText(text({ ...base, name: '\u202eAbend\u202c', players: ['\u202eAnna\u202c', 'Be\u200brnd', 'Cla\u0301ra'.normalize('NFD'), ' Dieter  M. '] }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.sessions[0]!.data.players).toEqual(['Anna', 'Bernd', 'Cla\u0301ra'.normalize('NFC'), 'Dieter M.']);
    expect(r.value.sessions[0]!.data.name).toBe('Abend');
  });

  it('refuses two players whose names differ only by invisible characters or case', () => {
    const r = parseImportText(text({ ...base, players: ['Anna', 'An\u200bna', 'Clara', 'Dieter'] }));
    expect(r.ok ? [] : r.error.map((e) => [e.code, e.params.seat, e.params.other])).toEqual([['ERR_IMPORT_PLAYER_DUPLICATE', 2, 1]]);
    expect(codes(text({ ...base, players: ['Anna', 'ANNA', 'Clara', 'Dieter'] }))).toEqual(['ERR_IMPORT_PLAYER_DUPLICATE']);
  });

  it('refuses a name that is empty once the invisible characters are gone, or too long', () => {
    expect(codes(text({ ...base, players: ['Anna', '\u200b\u2067', 'Clara', 'Dieter'] }))).toEqual(['ERR_IMPORT_PLAYER_NAME']);
    expect(codes(text({ ...base, players: ['Anna', 'B'.repeat(61), 'Clara', 'Dieter'] }))).toEqual(['ERR_IMPORT_PLAYER_NAME']);
  });

  it('caps the hands per evening (2,000) before looking at them, and the note length', () => {
    const hand = { game: 'rufer', declarer: 1, partner: 3, result: 'won' };
    const r = parseImportText(text({ ...base, hands: Array.from({ length: 100_000 }, () => hand) }));
    expect(r.ok ? null : r.error.map((e) => [e.code, e.params.count, e.params.max])).toEqual([['ERR_IMPORT_TOO_MANY_HANDS', 100_000, 2000]]);
    expect(codes(text({ ...base, hands: [{ ...hand, note: 'x'.repeat(501) }] }))).toEqual(['ERR_IMPORT_NOTE_TOO_LONG']);
    expect(codes(text({ ...base, hands: [{ ...hand, note: 'x'.repeat(500) }] }))).toEqual([]);
    expect(codes(text({ ...base, name: 'N'.repeat(61) }))).toEqual(['ERR_IMPORT_SESSION_NAME_TOO_LONG']);
  });
});

describe('a table\'s round of a tournament with an 80-character tournament name', () => {
  const long = 'Oberösterreichischer Hausruck-Tarockcup der Wirtshäuser, 3. Turnier im Advent 26';
  const link = { id: 't1', name: long, round: 1, table: 2, playerIds: ['p1', 'p2', 'p3', 'p4'], handsPerRound: 16 };

  it('its evening, opened from the card, exports and its backup restores', async () => {
    const { sessionFromCard, makeTableCard } = await import('@/domain/tournament/table-card');
    const { buildTournament } = await import('@/testing/domain/tournament');
    const card = makeTableCard({ ...buildTournament({ players: 13 }), name: long }, 1, 2)!;
    const fd = card.firstDealer;
    const session = { ...sessionFromCard(card, '2026-11-27'), hands: [ruferWon((fd + 1) % 4, (fd + 2) % 4)] };
    const own = parseImportText(serializeJson(makeSessionFile(session)));
    expect(own.ok ? [] : own.error.map((e) => e.message)).toEqual([]);
    const backup = parseImportText(serializeJson(makeBackupBundle({ sessions: [session], ruleSets: [], players: [], exportedAt: '2026-11-27T22:00:00.000Z' })));
    expect(backup.ok && backup.value.sessions[0]!.data.tournament?.name).toBe(long);
  });

  it('an older backup whose table evening took the whole name restores, the name shortened', () => {
    const session = makeSession({ name: long, rules: 'tarockcup', stakeCents: undefined, tournament: link, hands: [ruferWon(1, 2)] });
    expect(parseSession(session).ok).toBe(true);
    const r = parseImportText(serializeJson(makeBackupBundle({ sessions: [session], ruleSets: [], players: [], exportedAt: '2026-11-27T22:00:00.000Z' })));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const name = r.value.sessions[0]!.data.name!;
    expect([...name]).toHaveLength(60);
    expect(name.endsWith('…')).toBe(true);
    // An evening outside a tournament keeps the 60-character cap.
    expect(codes(JSON.stringify(makeSession({ name: long })))).toEqual(['ERR_IMPORT_SESSION_NAME_TOO_LONG']);
  });
});
