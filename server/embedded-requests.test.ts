// Every method × path kind × role against the embedded sync server as its own process: it never
// exits, never fails on a request (no 5xx, nothing logged as unexpected), and refuses as CouchDB
// does with `admin_only_all_dbs = true` and `users_db_public = false` — plus no anonymous writes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseNames } from '../src/domain/online/databases';
import { couch, issueTableLogins, provisionTournament, type Credential } from './provision';
import { spawnSyncServer, type SyncServerProcess } from './spawn-sync-server';

const admin: Credential = { name: 'admin', password: 'matrix-admin' };
const director: Credential = { name: 'kb-matrix-director', password: 'matrix-director-pw' };
const METHODS = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'COPY', 'OPTIONS', 'PATCH'] as const;
type Role = 'anonymous' | 'wrong password' | 'table' | 'director' | 'admin';
const ROLES: Role[] = ['anonymous', 'wrong password', 'table', 'director', 'admin'];

let server: SyncServerProcess;
let dataDir: string;
let table: Credential;
const mine = 'matrix-a';
const theirs = 'matrix-b'; // the admin's requests go to a tournament of their own: they may destroy it

function paths(tournament: string, role: Role): Record<string, string> {
  const n = databaseNames(tournament);
  return {
    root: '/',
    allDbs: '/_all_dbs',
    session: '/_session',
    usersDb: '/_users',
    userDoc: '/_users/org.couchdb.user:kb-intruder',
    usersAllDocs: '/_users/_all_docs',
    config: '/_config/admins/kb-intruder',
    node: '/_node/_local/_config',
    utils: '/_utils/',
    clusterSetup: '/_cluster_setup',
    replicate: '/_replicate',
    activeTasks: '/_active_tasks',
    uuids: '/_uuids',
    newDb: `/kb-x-${tournament}-new`,
    publicDb: `/${n.published}`,
    directorDb: `/${n.director}`,
    publicDoc: `/${n.published}/standings`,
    handIn: `/${n.handIns}/handin:r01:t0001:abc`,
    directorDoc: `/${n.director}/player:p1`,
    design: `/${n.handIns}/_design/koenigsblock`,
    local: `/${n.published}/_local/kb-intruder-${role.replace(/\W/g, '-')}`,
    bulkDocs: `/${n.published}/_bulk_docs`,
    allDocs: `/${n.director}/_all_docs`,
    changes: `/${n.published}/_changes`,
    revsDiff: `/${n.handIns}/_revs_diff`,
    security: `/${n.published}/_security`,
    attachment: `/${n.published}/standings/note.txt`,
    purge: `/${n.handIns}/_purge`,
    nonsenseServer: '/_nonsense',
    nonsenseDb: `/${n.published}/_nonsense`,
    deepPath: `/${n.published}/standings/a/b/c`,
    badEscape: '/%ZZ/%E0',
  };
}

function body(kind: string): string | undefined {
  switch (kind) {
    case 'session': return JSON.stringify({ name: 'kb-intruder', password: 'x' });
    case 'userDoc': return JSON.stringify({ _id: 'org.couchdb.user:kb-intruder', name: 'kb-intruder', password: 'x', type: 'user', roles: ['kb-director'] });
    case 'config': return JSON.stringify('intruder');
    case 'bulkDocs': return JSON.stringify({ docs: [{ _id: '_local/kb-intruder', x: 1 }, { _id: 'standings', name: 'gefälscht' }] });
    case 'revsDiff': return JSON.stringify({ 'handin:r01:t0001:abc': ['1-abc'] });
    case 'security': return JSON.stringify({ admins: { names: ['kb-intruder'], roles: [] }, members: { names: [], roles: [] } });
    case 'purge': return JSON.stringify({ x: ['1-abc'] });
    case 'replicate': return JSON.stringify({ source: 'http://127.0.0.1:1/x', target: 'y' });
    case 'attachment': return 'hello';
    case 'badEscape': return '{not json';
    default: return JSON.stringify({ name: 'gefälscht', kind: 'x', format: 'x' });
  }
}

function auth(role: Role): Record<string, string> {
  const login = role === 'wrong password' ? { name: director.name, password: 'nope' } : role === 'table' ? table : role === 'director' ? director : role === 'admin' ? admin : null;
  return login ? { authorization: `Basic ${Buffer.from(`${login.name}:${login.password}`).toString('base64')}` } : {};
}

interface Answer { role: Role; method: string; kind: string; path: string; status: number }
const answers: Answer[] = [];
const lostAfter: string[] = [];
let intruderBeforeAdmin = 0;
let tableBeforeAdmin: string | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kb-matrix-'));
  server = await spawnSyncServer({
    port: 15000 + Math.floor(Math.random() * 20000),
    dataDir,
    env: { SYNC_ADMIN_PASSWORD: admin.password, SYNC_DIRECTOR: `${director.name}:${director.password}` },
  });
  await provisionTournament(server.url, admin, mine);
  await provisionTournament(server.url, admin, theirs);
  table = (await issueTableLogins(server.url, admin, mine, 1, [1]))[0]!;
  for (const role of ROLES) {
    if (role === 'admin') {
      // Before the admin's own requests (which may delete even the logins' database).
      intruderBeforeAdmin = (await couch(server.url, '/_users/org.couchdb.user:kb-intruder', { auth: admin, ok: [404] })).status;
      tableBeforeAdmin = (await couch<{ userCtx: { name: string } }>(server.url, '/_session', { auth: table, ok: [401] })).body.userCtx?.name ?? null;
    }
    const p = paths(role === 'admin' ? theirs : mine, role);
    for (const [kind, path] of Object.entries(p)) {
      for (const method of METHODS) {
        const payload = ['GET', 'HEAD', 'OPTIONS'].includes(method) ? undefined : body(kind);
        let status = 0;
        try {
          const res = await fetch(server.url + path, {
            method,
            headers: { ...auth(role), ...(payload !== undefined ? { 'content-type': kind === 'attachment' ? 'text/plain' : 'application/json' } : {}), ...(method === 'COPY' ? { destination: 'kb-copy' } : {}) },
            ...(payload !== undefined ? { body: payload } : {}),
            signal: AbortSignal.timeout(10_000),
          });
          status = res.status;
          await res.arrayBuffer();
        } catch {
          status = 0;
        }
        answers.push({ role, method, kind, path, status });
        const alive = server.alive() && (await fetch(`${server.url}/`).then((r) => r.ok, () => false));
        if (!alive) lostAfter.push(`${role} ${method} ${path}`);
        if (!alive) return;
      }
    }
  }
}, 240_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const status = (role: Role, method: string, kind: string) => answers.find((a) => a.role === role && a.method === method && a.kind === kind)?.status;

describe('the embedded sync server under anything a client sends', () => {
  it('answers every request and keeps running (never exits, never fails on one)', () => {
    expect(lostAfter).toEqual([]);
    expect(answers.length).toBe(ROLES.length * METHODS.length * Object.keys(paths(mine, 'admin')).length);
    expect(answers.filter((a) => a.status === 0 || a.status >= 500).map((a) => `${a.role} ${a.method} ${a.path} → ${a.status}`)).toEqual([]);
    expect(server.errors()).not.toMatch(/unexpected error/);
  });

  it('lets only the server admin create or delete a database, list databases or reach the server settings', () => {
    for (const role of ['anonymous', 'table', 'director'] as const) {
      for (const m of ['PUT', 'DELETE']) {
        expect(status(role, m, 'newDb'), `${role} ${m} db`).toBe(401);
        expect(status(role, m, 'publicDb'), `${role} ${m} public db`).toBe(401);
      }
      for (const kind of ['allDbs', 'config', 'node', 'utils', 'clusterSetup', 'replicate', 'activeTasks', 'nonsenseServer']) {
        expect(status(role, 'GET', kind), `${role} GET ${kind}`).toBe(401);
      }
      expect(status(role, 'PUT', 'config'), `${role} PUT _config`).toBe(401);
      expect(status(role, 'PUT', 'security'), `${role} PUT _security`).toBe(role === 'anonymous' ? 401 : 403);
    }
    expect(status('admin', 'GET', 'allDbs')).toBe(200);
    expect(status('admin', 'PUT', 'newDb')).toBe(201);
    expect(status('admin', 'DELETE', 'newDb')).toBe(200);
  });

  it('creates no login for anyone but the admin and shows logins to nobody else', () => {
    for (const m of ['PUT', 'POST', 'DELETE', 'GET']) expect(status('anonymous', m, 'userDoc'), `anonymous ${m}`).toBe(401);
    for (const m of ['PUT', 'POST']) expect(status('anonymous', m, 'usersDb'), `anonymous ${m} _users`).toBe(401);
    for (const role of ['table', 'director'] as const) {
      expect(status(role, 'PUT', 'userDoc')).toBe(403);
      expect(status(role, 'GET', 'usersAllDocs')).toBe(403);
    }
    expect(status('admin', 'PUT', 'userDoc')).toBe(201);
  });

  it('takes no write from an anonymous client: no document, no _local checkpoint, no attachment, no bulk write', () => {
    for (const kind of ['publicDoc', 'handIn', 'directorDoc', 'design', 'local', 'bulkDocs', 'attachment']) {
      for (const m of ['PUT', 'POST', 'DELETE', 'COPY']) expect(status('anonymous', m, kind), `anonymous ${m} ${kind}`).toBe(401);
    }
    // Reading stays open where CouchDB's security object allows it (the public database).
    expect(status('anonymous', 'GET', 'publicDb')).toBe(200);
    expect(status('anonymous', 'GET', 'changes')).toBe(200);
    expect(status('anonymous', 'GET', 'directorDb')).toBe(401);
  });

  it('refuses an unknown method as CouchDB does', () => {
    for (const role of ROLES) expect(status(role, 'PATCH', 'publicDoc')).toBe(405);
  });

  it('still serves the tournament afterwards: nothing the matrix sent was stored', async () => {
    const n = databaseNames(mine);
    for (const role of ['anonymous', 'wrong-password']) {
      const local = await couch(server.url, `/${n.published}/_local/kb-intruder-${role}`, { auth: admin, ok: [404] });
      expect(local.status, role).toBe(404);
    }
    const standings = await couch<{ name?: string }>(server.url, `/${n.published}/standings`, { auth: admin, ok: [404] });
    expect(standings.body?.name).not.toBe('gefälscht');
    // No login existed until the admin's own requests.
    expect(intruderBeforeAdmin).toBe(404);
    const sec = await couch<{ admins: { names: string[] } }>(server.url, `/${n.published}/_security`, { auth: admin });
    expect(sec.body.admins.names).toEqual([]);
    // The table's login still worked after everything the other roles sent.
    expect(tableBeforeAdmin).toBe(table.name);
  });
});
