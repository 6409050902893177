/**
 * The server side of a tournament's databases, as data: the security object and the design
 * document with the validation function, the same on Apache CouchDB and on the embedded
 * CouchDB-protocol server. The provisioning (`server/provision.ts`) writes them; a director
 * device changes only the design document's `settings.openRounds` (which rounds tables may
 * still hand in over the network).
 *
 * The validation function reads its settings from its own design document (`this`), never
 * from `secObj` or `userCtx.db`: CouchDB passes both, the npm stand-in passes neither on the
 * replication path. It is written in ES5, as CouchDB's JavaScript engine may be an old one.
 *
 * A refusal's text starts with a stable code (`kb:<code>:`) that the app translates.
 */
import { DIRECTOR_ROLE, tablesRole } from './databases';

export type DatabaseKind = 'director' | 'handins' | 'published';

export const DESIGN_ID = '_design/koenigsblock';

export interface DesignSettings {
  kind: DatabaseKind;
  tournament: string;
  /** Rounds whose tables may still hand in over the network (hand-ins database only). */
  openRounds: number[];
}

export interface DesignDoc {
  _id: typeof DESIGN_ID;
  _rev?: string;
  language: 'javascript';
  settings: DesignSettings;
  validate_doc_update: string;
}

/** The codes a refusal of the validation function starts with. */
export const REFUSAL_CODES = ['login', 'director-only', 'other-tournament', 'malformed', 'append-only', 'other-table', 'round-closed', 'unknown-database'] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** The refusal code in a server's answer (`reason` of a 401/403), or null. */
export function refusalCode(reason: unknown): RefusalCode | null {
  if (typeof reason !== 'string') return null;
  const m = /^kb:([a-z-]+):/.exec(reason);
  return m && (REFUSAL_CODES as readonly string[]).includes(m[1]!) ? (m[1] as RefusalCode) : null;
}

export const VALIDATE_DOC_UPDATE = `function (newDoc, oldDoc, userCtx, secObj) {
  var s = (this && this.settings) || {};
  var roles = (userCtx && userCtx.roles) || [];
  function has(role) { return roles.indexOf(role) !== -1; }
  function refuse(code, text) { throw { forbidden: 'kb:' + code + ': ' + text }; }
  function isInt(x, lo, hi) { return typeof x === 'number' && x % 1 === 0 && x >= lo && x <= hi; }
  function pad(n, w) { var t = String(n); while (t.length < w) { t = '0' + t; } return t; }
  if (!userCtx || !userCtx.name) {
    if (!has('_admin')) { throw { unauthorized: 'kb:login: a login is needed to write' }; }
  }
  var director = has('_admin') || has('${DIRECTOR_ROLE}');
  if (newDoc._deleted) {
    if (director && s.kind !== 'handins') { return; }
    refuse(s.kind === 'handins' ? 'append-only' : 'director-only', 'this document cannot be deleted');
  }
  if (newDoc.tournament !== s.tournament) { refuse('other-tournament', 'the document belongs to another tournament'); }
  if (s.kind === 'director') {
    if (!director) { refuse('director-only', 'only a director may write here'); }
    if (['header', 'player', 'round', 'result', 'decision', 'lots'].indexOf(newDoc.kind) === -1) { refuse('malformed', 'unknown kind of document'); }
    return;
  }
  if (s.kind === 'published') {
    if (!director) { refuse('director-only', 'only a director may publish'); }
    if (newDoc._id !== 'standings' || newDoc.kind !== 'standings') { refuse('malformed', 'only the standings are published'); }
    return;
  }
  if (s.kind !== 'handins') { refuse('unknown-database', 'this database has no settings'); }
  var m = newDoc.message;
  if (newDoc.kind !== 'handin' || !isInt(newDoc.round, 1, 20) || !isInt(newDoc.table, 1, 1000)
      || typeof m !== 'object' || m === null || m.format !== 'tarock-hand-in' || m.tournament !== s.tournament
      || m.round !== newDoc.round || m.table !== newDoc.table
      || !/^[0-9a-f]{16}$/.test(String(newDoc._id).slice(('handin:r' + pad(newDoc.round, 2) + ':t' + pad(newDoc.table, 4) + ':').length))
      || String(newDoc._id).indexOf('handin:r' + pad(newDoc.round, 2) + ':t' + pad(newDoc.table, 4) + ':') !== 0) {
    refuse('malformed', 'not a hand-in document');
  }
  if (oldDoc && !oldDoc._deleted) { refuse('append-only', 'a hand-in is never changed'); }
  if (director) { return; }
  if (!has('kb-table:' + s.tournament + ':r' + newDoc.round + ':t' + newDoc.table)) {
    refuse('other-table', 'a table may hand in only its own round');
  }
  if ((s.openRounds || []).indexOf(newDoc.round) === -1) { refuse('round-closed', 'the round is closed: hand in by QR code'); }
}`;

export function designDoc(kind: DatabaseKind, tournament: string, openRounds: number[] = []): DesignDoc {
  return { _id: DESIGN_ID, language: 'javascript', settings: { kind, tournament, openRounds: [...openRounds] }, validate_doc_update: VALIDATE_DOC_UPDATE };
}

export interface SecurityObject {
  admins: { names: string[]; roles: string[] };
  members: { names: string[]; roles: string[] };
}

/**
 * Who reads and who may write at all: the director database only directors; the hand-ins
 * database directors and the tournament's table logins; the published one everybody (empty
 * members). Directors are the databases' admins, so they may change the design document
 * (the open rounds). What each may write is the validation function's business.
 */
export function securityObject(kind: DatabaseKind, tournament: string): SecurityObject {
  const admins = { names: [], roles: [DIRECTOR_ROLE] };
  switch (kind) {
    case 'director': return { admins, members: { names: [], roles: [DIRECTOR_ROLE] } };
    case 'handins': return { admins, members: { names: [], roles: [DIRECTOR_ROLE, tablesRole(tournament)] } };
    case 'published': return { admins, members: { names: [], roles: [] } };
  }
}
