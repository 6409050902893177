/**
 * Provisioning: what only a server admin may do on a CouchDB (3.x, or the embedded
 * CouchDB-protocol server), over CouchDB's own HTTP interface — create a tournament's
 * databases with their security objects and design documents, and the logins of directors
 * and tables. This is the only code that holds the admin credential.
 */
import { randomBytes } from 'node:crypto';
import { databaseNames, DIRECTOR_ROLE, tableRole, tablesRole, tableUserName } from '../src/domain/online/databases';
import { DESIGN_ID, designDoc, securityObject, type DatabaseKind, type DesignDoc } from '../src/domain/online/design';

export interface Credential {
  name: string;
  password: string;
}

export class CouchError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly reason: string,
    readonly path: string,
  ) {
    super(`${status} ${error}: ${reason} (${path})`);
  }
}

function authHeader(c: Credential | null): Record<string, string> {
  return c ? { authorization: `Basic ${Buffer.from(`${c.name}:${c.password}`).toString('base64')}` } : {};
}

/** The URLs of a server given as one or several (comma-separated: the nodes of a cluster). */
export function serverUrls(base: string): string[] {
  const urls = base.split(',').map((u) => u.trim().replace(/\/+$/, '')).filter(Boolean);
  if (urls.length === 0) throw new CouchError(0, 'unreachable', 'no server URL given', '');
  return urls;
}

/** Per server list: the URL that answered last, tried first next time. */
const preferred = new Map<string, number>();
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * One request to the server; answers other than 2xx become a `CouchError`. `base` may list
 * several URLs (comma-separated): a URL that cannot be reached — and, for a read, one whose proxy
 * answers 502/503/504 — is left for the next, so a cluster stays usable with a node down.
 */
export async function couch<T = unknown>(base: string, path: string, opts: { method?: string; body?: unknown; auth?: Credential | null; ok?: number[] } = {}): Promise<{ status: number; body: T }> {
  const urls = serverUrls(base);
  const start = preferred.get(base) ?? 0;
  const method = opts.method ?? 'GET';
  let res: Response | null = null;
  let lastError = '';
  for (let i = 0; i < urls.length; i++) {
    const index = (start + i) % urls.length;
    try {
      const answer = await fetch(urls[index]! + path, {
        method,
        headers: { accept: 'application/json', ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}), ...authHeader(opts.auth ?? null) },
        ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (i < urls.length - 1 && (method === 'GET' || method === 'HEAD') && [502, 503, 504].includes(answer.status)) {
        lastError = `${urls[index]} answered ${answer.status}`;
        await answer.arrayBuffer();
        continue;
      }
      res = answer;
      if (urls.length > 1) preferred.set(base, index);
      break;
    } catch (e) {
      lastError = e instanceof Error ? e.message : String(e);
    }
  }
  if (!res) throw new CouchError(0, 'unreachable', lastError, path);
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!res.ok && !(opts.ok ?? []).includes(res.status)) {
    const b = (body ?? {}) as { error?: string; reason?: string };
    throw new CouchError(res.status, String(b.error ?? 'error'), String(b.reason ?? text), path);
  }
  return { status: res.status, body: body as T };
}

export interface UserContext {
  name: string | null;
  roles: string[];
}

/** Who a login is (CouchDB's `_session`); a wrong login is a 401 `CouchError`. */
export async function whoIs(base: string, login: Credential): Promise<UserContext> {
  const { body } = await couch<{ userCtx: UserContext }>(base, '/_session', { auth: login });
  if (!body.userCtx?.name) throw new CouchError(401, 'unauthorized', 'Name or password is incorrect.', '/_session');
  return body.userCtx;
}

async function ensureDatabase(base: string, admin: Credential, name: string): Promise<void> {
  const found = await couch(base, `/${encodeURIComponent(name)}`, { auth: admin, ok: [404] });
  if (found.status === 404) await couch(base, `/${encodeURIComponent(name)}`, { method: 'PUT', auth: admin, ok: [412] });
}

/** Writes a database's security object only when it differs (a write needs a quorum on a cluster). */
async function ensureSecurity(base: string, admin: Credential, db: string, wanted: object): Promise<void> {
  const path = `/${encodeURIComponent(db)}/_security`;
  const current = await couch<object | null>(base, path, { auth: admin });
  if (sameJson(current.body ?? {}, wanted)) return;
  await couch(base, path, { method: 'PUT', auth: admin, body: wanted });
}

/** JSON equality with object keys in any order. */
function sameJson(a: unknown, b: unknown): boolean {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])])) : v;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/** Writes the design document; a design document already there keeps its open rounds. */
async function ensureDesign(base: string, admin: Credential, db: string, kind: DatabaseKind, tournament: string): Promise<void> {
  const path = `/${encodeURIComponent(db)}/${DESIGN_ID}`;
  const existing = await couch<DesignDoc | null>(base, path, { auth: admin, ok: [404] });
  const old = existing.status === 404 ? null : existing.body;
  const next = designDoc(kind, tournament, old?.settings?.openRounds ?? []);
  if (old && JSON.stringify({ ...old, _rev: undefined }) === JSON.stringify({ ...next, _rev: undefined })) return;
  await couch(base, path, { method: 'PUT', auth: admin, body: old?._rev ? { ...next, _rev: old._rev } : next });
}

/**
 * Creates (or repairs) the three databases of a tournament: security objects and design documents.
 * What is already right is only read, never written again.
 */
export async function provisionTournament(base: string, admin: Credential, tournament: string): Promise<ReturnType<typeof databaseNames>> {
  const names = databaseNames(tournament);
  const kinds: [string, DatabaseKind][] = [[names.director, 'director'], [names.handIns, 'handins'], [names.published, 'published']];
  for (const [db, kind] of kinds) {
    await ensureDatabase(base, admin, db);
    await ensureSecurity(base, admin, db, securityObject(kind, tournament));
    await ensureDesign(base, admin, db, kind, tournament);
  }
  return names;
}

/** Whether a tournament's databases exist (the hand-ins database is created last but one). */
export async function tournamentExists(base: string, admin: Credential, tournament: string): Promise<boolean> {
  const names = databaseNames(tournament);
  for (const db of [names.director, names.handIns, names.published]) {
    if ((await couch(base, `/${encodeURIComponent(db)}`, { auth: admin, ok: [404] })).status === 404) return false;
  }
  return true;
}

/** Deletes a tournament's databases (for checks and tests; a cup keeps its tournaments). */
export async function removeTournament(base: string, admin: Credential, tournament: string): Promise<void> {
  const names = databaseNames(tournament);
  for (const db of [names.director, names.handIns, names.published]) {
    await couch(base, `/${encodeURIComponent(db)}`, { method: 'DELETE', auth: admin, ok: [404] });
  }
}

/** Creates or changes a login in `_users` (a new password replaces the old one). */
export async function putUser(base: string, admin: Credential, name: string, password: string, roles: string[]): Promise<void> {
  const path = `/_users/${encodeURIComponent(`org.couchdb.user:${name}`)}`;
  const existing = await couch<{ _rev?: string }>(base, path, { auth: admin, ok: [404] });
  const rev = existing.status === 404 ? undefined : existing.body._rev;
  await couch(base, path, { method: 'PUT', auth: admin, body: { _id: `org.couchdb.user:${name}`, name, type: 'user', roles, password, ...(rev ? { _rev: rev } : {}) } });
}

export async function deleteUser(base: string, admin: Credential, name: string): Promise<boolean> {
  const path = `/_users/${encodeURIComponent(`org.couchdb.user:${name}`)}`;
  const existing = await couch<{ _rev?: string }>(base, path, { auth: admin, ok: [404] });
  if (existing.status === 404) return false;
  await couch(base, `${path}?rev=${encodeURIComponent(existing.body._rev!)}`, { method: 'DELETE', auth: admin });
  return true;
}

/** A director login (role `kb-director`: every tournament of this server). */
export function createDirector(base: string, admin: Credential, login: Credential): Promise<void> {
  return putUser(base, admin, login.name, login.password, [DIRECTOR_ROLE]);
}

export interface TableLogin extends Credential {
  table: number;
}

function password(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Logins for the tables of one round: each may create its own table's hand-in of that round
 * while the round is open. Issuing again gives new passwords (the old ones stop working).
 */
export async function issueTableLogins(base: string, admin: Credential, tournament: string, round: number, tables: readonly number[]): Promise<TableLogin[]> {
  const logins: TableLogin[] = [];
  for (const table of tables) {
    const login = { table, name: tableUserName(tournament, round, table), password: password() };
    await putUser(base, admin, login.name, login.password, [tablesRole(tournament), tableRole(tournament, round, table)]);
    logins.push(login);
  }
  return logins;
}

/** Revokes the logins of a round's tables (a lost phone, or the round is over). */
export async function revokeTableLogins(base: string, admin: Credential, tournament: string, round: number, tables: readonly number[]): Promise<number> {
  let revoked = 0;
  for (const table of tables) if (await deleteUser(base, admin, tableUserName(tournament, round, table))) revoked++;
  return revoked;
}

/** The admin-only database where the provisioning keeps the tables' passwords, so their codes can be shown again. */
export const TABLE_LOGINS_DB = 'kb-table-logins';

interface KeptLogin {
  _id: string;
  _rev?: string;
  name: string;
  password: string;
}

async function ensureTableLoginsDb(base: string, admin: Credential): Promise<void> {
  await ensureDatabase(base, admin, TABLE_LOGINS_DB);
  // Only server admins read or write it (CouchDB: members restricted to the `_admin` role).
  // Written only when it differs: a table login must not need a cluster's quorum for `_security`.
  await ensureSecurity(base, admin, TABLE_LOGINS_DB, { admins: { names: [], roles: [] }, members: { names: [], roles: ['_admin'] } });
}

async function userExists(base: string, admin: Credential, name: string): Promise<boolean> {
  const res = await couch(base, `/_users/${encodeURIComponent(`org.couchdb.user:${name}`)}`, { auth: admin, ok: [404] });
  return res.status !== 404;
}

/** A password a director device hands back when it repairs a server that lost its logins. */
export function isTablePassword(p: unknown): p is string {
  return typeof p === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(p);
}

/**
 * The logins of a round's tables as they are: a table that has one keeps its password (its
 * phone stays logged in, whichever desk shows the code and how often); a table without one gets
 * a new one — the password a director device still knows (`known`, after a server lost its
 * logins) or a random one. `reissue`: every table gets a new password; the old ones stop working.
 */
export async function keptTableLogins(base: string, admin: Credential, tournament: string, round: number, tables: readonly number[], opts: { reissue?: boolean; known?: ReadonlyMap<number, string> } = {}): Promise<TableLogin[]> {
  await ensureTableLoginsDb(base, admin);
  const logins: TableLogin[] = [];
  for (const table of tables) {
    const name = tableUserName(tournament, round, table);
    const path = `/${TABLE_LOGINS_DB}/${encodeURIComponent(name)}`;
    const stored = await couch<KeptLogin>(base, path, { auth: admin, ok: [404] });
    const kept = stored.status === 404 ? null : stored.body;
    const known = opts.known?.get(table);
    const pass = !opts.reissue && kept ? kept.password : !opts.reissue && isTablePassword(known) ? known : password();
    if (!kept || kept.password !== pass) {
      await couch(base, path, { method: 'PUT', auth: admin, body: { _id: name, name, password: pass, ...(kept?._rev ? { _rev: kept._rev } : {}) } });
    }
    // The login itself is written only when it is new or changes: rewriting it would be a new
    // revision of the user for nothing (and a cluster's auth cache would have to catch up).
    if (opts.reissue || !kept || kept.password !== pass || !(await userExists(base, admin, name))) {
      await putUser(base, admin, name, pass, [tablesRole(tournament), tableRole(tournament, round, table)]);
    }
    logins.push({ table, name, password: pass });
  }
  return logins;
}
