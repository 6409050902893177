import { describe, expect, it } from 'vitest';
import { buildTableSession, buildTournament } from '@/testing/domain/tournament';
import { makeHandIn } from '../tournament/hand-in';
import { fileToDocs } from './file-documents';
import { handInDoc } from './documents';
import { tableRole, tablesRole, DIRECTOR_ROLE } from './databases';
import { designDoc, refusalCode, securityObject, VALIDATE_DOC_UPDATE, type DatabaseKind, type DesignDoc } from './design';
import { publishedStandings } from './published';

type Validate = (this: DesignDoc, newDoc: unknown, oldDoc: unknown, userCtx: unknown, secObj: unknown) => void;
// The function exactly as the server stores it (text), evaluated as CouchDB does.
const validate = new Function(`return (${VALIDATE_DOC_UPDATE});`)() as Validate;

const t = buildTournament({ players: 8, rounds: 2 });
const T = t.id;
const handIn = (round: number, table: number) => handInDoc(makeHandIn(buildTableSession(t, round, table, 2)));

const users = {
  director: { name: 'leitung', roles: [DIRECTOR_ROLE] },
  admin: { name: 'admin', roles: ['_admin'] },
  'table 1 of round 1': { name: `kb-${T}-r1-t1`, roles: [tablesRole(T), tableRole(T, 1, 1)] },
  'table 2 of round 1': { name: `kb-${T}-r1-t2`, roles: [tablesRole(T), tableRole(T, 1, 2)] },
  'a login without roles (spectator)': { name: 'zuschauer', roles: [] },
  anonymous: { name: null, roles: [] },
} as const;
type Who = keyof typeof users;

/** The refusal code, 'unauthorized' for a missing login, or 'ok'. */
function run(kind: DatabaseKind, who: Who, newDoc: unknown, oldDoc: unknown = null, openRounds = [1]): string {
  try {
    validate.call(designDoc(kind, T, openRounds), newDoc, oldDoc, users[who], {});
    return 'ok';
  } catch (e) {
    const err = e as { forbidden?: string; unauthorized?: string };
    if (err.unauthorized) return 'unauthorized';
    return refusalCode(err.forbidden) ?? `unexpected: ${String(err.forbidden)}`;
  }
}

/** The `forbidden` text a call throws, or null when it passes. */
function refusal(call: () => void): string | null {
  try {
    call();
    return null;
  } catch (e) {
    return (e as { forbidden?: string }).forbidden ?? 'thrown without forbidden';
  }
}

const header = fileToDocs(t)[0]!;
const player = fileToDocs(t).find((d) => d._id === 'player:p2')!;
const standings = publishedStandings(t, '2026-11-27T20:00:00.000Z');

describe('the director database: directors write anything, nobody else anything', () => {
  it.each<[string, Who, unknown, unknown, string]>([
    ['director registers a player', 'director', player, null, 'ok'],
    ['director edits a registration', 'director', { ...player, player: { id: 'p2', name: 'Bernd Mayer' } }, player, 'ok'],
    ['director removes a player', 'director', { _id: 'player:p2', _deleted: true }, player, 'ok'],
    ['the server admin edits the header', 'admin', header, null, 'ok'],
    ['a table writes a player', 'table 1 of round 1', player, null, 'director-only'],
    ['director decides on a network hand-in', 'director', { _id: 'decision:r01:t0001:0123456789abcdef', kind: 'decision', tournament: T, round: 1, table: 1 }, null, 'ok'],
    ['a table writes a decision on its own hand-in', 'table 1 of round 1', { _id: 'decision:r01:t0001:0123456789abcdef', kind: 'decision', tournament: T, round: 1, table: 1 }, null, 'director-only'],
    ['a table deletes a player', 'table 1 of round 1', { _id: 'player:p2', _deleted: true }, player, 'director-only'],
    ['a spectator login writes', 'a login without roles (spectator)', header, null, 'director-only'],
    ['anonymous writes', 'anonymous', header, null, 'unauthorized'],
    ['a document of another tournament', 'director', { ...player, tournament: 'other' }, null, 'other-tournament'],
    ['a document of an unknown kind', 'director', { _id: 'x', kind: 'virus', tournament: T }, null, 'malformed'],
  ])('%s → %s', (_what, who, doc, old, expected) => {
    expect(run('director', who, doc, old)).toBe(expected);
  });
});

describe('the hand-ins database: a table only creates its own hand-in of an open round', () => {
  const own = handIn(1, 1);
  it.each<[string, Who, unknown, unknown, number[], string]>([
    ['own table, open round, create', 'table 1 of round 1', own, null, [1], 'ok'],
    ['own table, closed round', 'table 1 of round 1', own, null, [], 'round-closed'],
    ['own table, the round closed and the next one open', 'table 1 of round 1', own, null, [2], 'round-closed'],
    ['another table of the same round', 'table 2 of round 1', own, null, [1], 'other-table'],
    ['its table number in another round', 'table 1 of round 1', handIn(2, 1), null, [1, 2], 'other-table'],
    ['own hand-in changed afterwards (edit)', 'table 1 of round 1', { ...own, message: { ...own.message, note: 'x' } }, own, [1], 'append-only'],
    ['own hand-in deleted', 'table 1 of round 1', { _id: own._id, _deleted: true }, own, [1], 'append-only'],
    ['a director stores a scanned hand-in of a closed round', 'director', own, null, [], 'ok'],
    ['a director edits a hand-in', 'director', { ...own, round: 1, message: { ...own.message, hands: [] } }, own, [1], 'append-only'],
    ['a director deletes a hand-in', 'director', { _id: own._id, _deleted: true }, own, [1], 'append-only'],
    ['a spectator login', 'a login without roles (spectator)', own, null, [1], 'other-table'],
    ['anonymous', 'anonymous', own, null, [1], 'unauthorized'],
    ['an id that is not the hand-in id', 'table 1 of round 1', { ...own, _id: 'handin:r01:t0001:zzz' }, null, [1], 'malformed'],
    ['an id naming another table', 'table 1 of round 1', { ...own, _id: own._id.replace(':t0001:', ':t0002:') }, null, [1], 'malformed'],
    ['a message of another round than the document', 'table 1 of round 1', { ...own, message: { ...own.message, round: 2 } }, null, [1], 'malformed'],
    ['a message of another tournament', 'table 1 of round 1', { ...own, message: { ...own.message, tournament: 'other' } }, null, [1], 'malformed'],
    ['a document of another tournament', 'table 1 of round 1', { ...own, tournament: 'other' }, null, [1], 'other-tournament'],
    ['a table writes a result decision', 'table 1 of round 1', { _id: 'result:r01:t0001', kind: 'result', tournament: T, round: 1, table: 1 }, null, [1], 'malformed'],
    ['a table writes a decision on its own hand-in', 'table 1 of round 1', { _id: 'decision:r01:t0001:0123456789abcdef', kind: 'decision', tournament: T, round: 1, table: 1 }, null, [1], 'malformed'],
  ])('%s → %s', (_what, who, doc, old, open, expected) => {
    expect(run('handins', who, doc, old, open)).toBe(expected);
  });
});

describe('the published database: spectators read, only directors publish', () => {
  it.each<[string, Who, unknown, string]>([
    ['director publishes the standings', 'director', standings, 'ok'],
    ['a table publishes', 'table 1 of round 1', standings, 'director-only'],
    ['a spectator login publishes', 'a login without roles (spectator)', standings, 'director-only'],
    ['anonymous publishes', 'anonymous', standings, 'unauthorized'],
    ['a director publishes anything else', 'director', { ...header, tournament: T }, 'malformed'],
  ])('%s → %s', (_what, who, doc, expected) => {
    expect(run('published', who, doc)).toBe(expected);
  });
});

describe('the validation function on its own', () => {
  it('refuses everything in a database whose design document has no settings', () => {
    expect(refusal(() => validate.call({} as DesignDoc, { _id: 'x', tournament: undefined }, null, users.director, {}))).toMatch(/^kb:unknown-database:/);
  });

  it('reads its settings from its design document, not from the security object or userCtx.db', () => {
    const own = handIn(1, 1);
    // The npm stand-in passes secObj = {} on the replication path and no userCtx.db.
    expect(refusal(() => validate.call(designDoc('handins', T, [1]), own, null, users['table 1 of round 1'], {}))).toBeNull();
    expect(refusal(() => validate.call(designDoc('handins', T, []), own, null, users['table 1 of round 1'], securityObject('handins', T)))).toMatch(/^kb:round-closed:/);
  });

  it('leaves the document it checks untouched', () => {
    const own = handIn(1, 1);
    const copy = JSON.parse(JSON.stringify(own)) as unknown;
    validate.call(designDoc('handins', T, [1]), own, null, users['table 1 of round 1'], {});
    expect(own).toEqual(copy);
  });

  it('is ES5 (no arrows, let/const, template strings), as CouchDB may run an old engine', () => {
    expect(VALIDATE_DOC_UPDATE).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});

describe('the security objects', () => {
  it('let only directors into the director database, directors and the tournament’s tables into the hand-ins, everybody read the published one', () => {
    expect(securityObject('director', T).members.roles).toEqual([DIRECTOR_ROLE]);
    expect(securityObject('handins', T).members.roles).toEqual([DIRECTOR_ROLE, tablesRole(T)]);
    expect(securityObject('published', T).members).toEqual({ names: [], roles: [] });
    for (const kind of ['director', 'handins', 'published'] as const) expect(securityObject(kind, T).admins.roles).toEqual([DIRECTOR_ROLE]);
  });

  it('reads a refusal code from a server answer', () => {
    expect(refusalCode('kb:round-closed: the round is closed')).toBe('round-closed');
    expect(refusalCode('kb:nonsense: x')).toBeNull();
    expect(refusalCode('You are not authorized to access this db.')).toBeNull();
    expect(refusalCode(undefined)).toBeNull();
  });
});
