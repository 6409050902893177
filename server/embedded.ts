/**
 * The embedded sync server: a CouchDB-protocol server from npm (express-pouchdb on
 * pouchdb-core with the in-memory adapter; no native modules) with the same databases,
 * security objects and validation function as a production CouchDB, and the provisioning
 * service under `/_kb/`. For one machine: the browser tests, and a newcomer's two windows.
 * Data lives in memory only.
 *
 * Two traps of the npm stand-in are handled here: its validation wrapper loses replicated
 * edits (replaced by `validation-plugin.cjs`, which validates a copy), and it hands the
 * validation function an empty security object on the replication path (the function reads
 * its settings from its own design document instead).
 */
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { provisionHandler } from './provision-service';
import { createDirector, type Credential } from './provision';

const require = createRequire(import.meta.url);

export interface EmbeddedOptions {
  host?: string;
  port: number;
  admin: Credential;
  /** Director logins created at start. */
  directors?: Credential[];
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
  // express-pouchdb expects replication on the class (its database wrappers are set up once per database only with it).
  if (!core.replicate) core.plugin(require('pouchdb-replication'));
  const PouchDB = core.defaults({ adapter: 'memory' });
  const expressPouchDB = require('express-pouchdb') as (p: unknown, o: object) => Middleware;
  const scratch = mkdtempSync(join(tmpdir(), 'koenigsblock-sync-'));
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

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/') {
      // As CouchDB answers it: the app and the checks recognise a CouchDB-protocol server by it.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ couchdb: 'Welcome', version: '3.3.3', vendor: { name: 'Königsblock embedded sync server (express-pouchdb)', version }, features: ['embedded'] }));
      return;
    }
    if (path === '/_kb' || path?.startsWith('/_kb/')) {
      req.url = (req.url ?? '').slice('/_kb'.length) || '/';
      provision(req, res);
      return;
    }
    pouchApp(req, res);
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
