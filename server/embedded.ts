/**
 * The embedded sync server: a CouchDB-protocol server from npm (express-pouchdb on
 * pouchdb-core with the in-memory adapter; no native modules) with the same databases,
 * security objects and validation function as a production CouchDB, and the provisioning
 * service under `/_kb/`. For one machine: the browser tests, a newcomer's two windows, a venue
 * try-out. With `dataDir` its databases and logins live on disk (PouchDB's LevelDB adapter), so a
 * restart — also after `kill -9` — finds them again; without it, in memory (the unit tests).
 *
 * Every request first passes `gate.ts` (server-wide paths, database creation and deletion,
 * logins, anonymous writes), so nothing a client sends reaches the stand-in's fragile paths.
 *
 * Two traps of the npm stand-in are handled here: its validation wrapper loses replicated
 * edits (replaced by `validation-plugin.cjs`, which validates a copy), and it hands the
 * validation function an empty security object on the replication path (the function reads
 * its settings from its own design document instead).
 */
import { createRequire } from 'node:module';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { callerOf, gate, type Refusal } from './gate';
import { provisionHandler } from './provision-service';
import { createDirector, type Credential } from './provision';

const require = createRequire(import.meta.url);

export interface EmbeddedOptions {
  host?: string;
  port: number;
  admin: Credential;
  /** Director logins created at start. */
  directors?: Credential[];
  /** The folder for the databases and logins; in memory when unset. */
  dataDir?: string;
  /** Told about a request the stand-in failed on unexpectedly (it is answered 500; the server goes on). */
  onUnexpected?: (error: unknown, method: string, url: string) => void;
}

export interface EmbeddedServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Puts the fixed validation module where express-pouchdb will look for pouchdb-validation. */
function installFixedValidation(): void {
  const fromExpressPouchdb = createRequire(require.resolve('express-pouchdb/package.json'));
  const path = fromExpressPouchdb.resolve('pouchdb-validation');
  const fixed: unknown = require('./validation-plugin.cjs');
  require.cache[path] = { id: path, filename: path, loaded: true, exports: fixed, children: [], paths: [], path } as unknown as NodeJS.Module;
}

type Middleware = ((req: unknown, res: unknown, next?: () => void) => void) & {
  couchConfig: { set(section: string, key: string, value: string, cb: (err?: unknown) => void): void };
  setPouchDB(p: unknown): Promise<void>;
};

export async function startEmbeddedServer(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  installFixedValidation();
  // A class of its own (`defaults`), so the server's plugins never reach a PouchDB the same
  // process uses as a client (the tests' desks).
  const core = require('pouchdb-core') as { adapters: Record<string, unknown>; replicate?: unknown; plugin(p: unknown): unknown; defaults(o: object): unknown };
  if (!core.adapters.memory) core.plugin(require('pouchdb-adapter-memory'));
  if (opts.dataDir && !core.adapters.leveldb) core.plugin(require('pouchdb-adapter-leveldb'));
  // express-pouchdb expects replication on the class (its database wrappers are set up once per database only with it).
  if (!core.replicate) core.plugin(require('pouchdb-replication'));
  const dataDir = opts.dataDir ? resolve(opts.dataDir) : null;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const PouchDB = core.defaults(dataDir ? { adapter: 'leveldb', prefix: `${dataDir}/` } : { adapter: 'memory' });
  const expressPouchDB = require('express-pouchdb') as (p: unknown, o: object) => Middleware;
  const scratch = dataDir ?? mkdtempSync(join(tmpdir(), 'koenigsblock-sync-'));
  const pouchApp = expressPouchDB(PouchDB, {
    mode: 'fullCouchDB',
    inMemoryConfig: true,
    logPath: join(scratch, 'log.txt'),
    overrideMode: { exclude: ['routes/fauxton', 'routes/replicate', 'replicator', 'routes/active-tasks'] },
  });
  await new Promise<void>((resolve, reject) => pouchApp.couchConfig.set('admins', opts.admin.name, opts.admin.password, (err) => (err ? reject(err as Error) : resolve())));
  await new Promise<void>((resolve, reject) => pouchApp.couchConfig.set('log', 'level', 'error', (err) => (err ? reject(err as Error) : resolve())));

  const host = opts.host ?? '127.0.0.1';
  const url = `http://${host}:${opts.port}`;
  const provision = provisionHandler({ couchUrl: url, admin: opts.admin });
  const version = (require('express-pouchdb/package.json') as { version: string }).version;

  const refuse = (res: ServerResponse, method: string, r: Refusal) => {
    res.writeHead(r.status, { 'content-type': 'application/json', 'cache-control': 'must-revalidate' });
    res.end(method === 'HEAD' ? undefined : JSON.stringify({ error: r.error, reason: r.reason }));
  };
  const server = createServer((req, res) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const path = (req.url ?? '/').split('?')[0];
    if ((method === 'GET' || method === 'HEAD') && path === '/') {
      // As CouchDB answers it: the app and the checks recognise a CouchDB-protocol server by it.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(method === 'HEAD' ? undefined : JSON.stringify({ couchdb: 'Welcome', version: '3.3.3', vendor: { name: 'Königsblock embedded sync server (express-pouchdb)', version }, features: ['embedded'] }));
      return;
    }
    if (path === '/') return refuse(res, method, { status: 405, error: 'method_not_allowed', reason: 'Only GET,HEAD allowed' });
    if (path === '/_kb' || path?.startsWith('/_kb/')) {
      req.url = (req.url ?? '').slice('/_kb'.length) || '/';
      provision(req, res);
      return;
    }
    const who = callerOf(req.headers, opts.admin);
    const refused = gate(method, req.url ?? '/', who.caller, who.name);
    if (refused) return refuse(res, method, refused);
    try {
      pouchApp(req, res);
    } catch (e) {
      opts.onUnexpected?.(e, method, req.url ?? '/');
      if (!res.headersSent) refuse(res, method, { status: 500, error: 'server', reason: 'The server could not handle this request.' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  for (const d of opts.directors ?? []) await createDirector(url, opts.admin, d);
  return {
    url,
    server,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
