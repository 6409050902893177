/**
 * The provisioning service: a small HTTP interface a director's device calls (with its
 * director login) to put a tournament online and to get its tables' logins. It checks the
 * login against the CouchDB server (`_session`, role `kb-director`) and then acts with the
 * admin credential, which never leaves this process.
 *
 *   POST   /tournaments/:id                        create/repair the tournament's databases
 *   POST   /tournaments/:id/rounds/:n/tables       { "tables": [1, 2, …], "reissue"?: true, "known"?: [{ "table", "password" }] }
 *                                                  → logins for those tables: the ones they have (shown
 *                                                  again, nothing revoked); `reissue` gives new ones and the
 *                                                  old stop working; `known` gives back what a server lost
 *   DELETE /tournaments/:id/rounds/:n/tables       { "tables": [1, 2, …] } → revoke them
 *
 * Answers are JSON; errors `{ "error": code, "reason": text }` with the codes the app
 * translates: `unauthorized` (401), `forbidden` (403), `bad_request` (400), `unreachable` (502),
 * `full` (507).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isOnlineTournamentId, DIRECTOR_ROLE } from '../src/domain/online/databases';
import { CouchError, isTablePassword, keptTableLogins, provisionTournament, revokeTableLogins, tournamentExists, whoIs, type Credential } from './provision';

export interface ProvisionOptions {
  /** The CouchDB server's URL as this process reaches it: a load balancer, or the nodes' URLs comma-separated (tried in turn). */
  couchUrl: string;
  admin: Credential;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function basicLogin(req: IncomingMessage): Credential | null {
  const header = req.headers.authorization ?? '';
  const m = /^Basic\s+(.+)$/i.exec(header);
  if (!m) return null;
  const text = Buffer.from(m[1]!, 'base64').toString('utf8');
  const at = text.indexOf(':');
  return at < 0 ? null : { name: text.slice(0, at), password: text.slice(at + 1) };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new CouchError(400, 'bad_request', 'request too large', req.url ?? '');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new CouchError(400, 'bad_request', 'not JSON', req.url ?? '');
  }
}

function tablesOf(body: unknown): number[] {
  const tables = (body as { tables?: unknown }).tables;
  if (!Array.isArray(tables) || tables.length === 0 || tables.length > 1000 || !tables.every((t) => Number.isInteger(t) && t >= 1 && t <= 1000)) {
    throw new CouchError(400, 'bad_request', 'tables: must be a list of table numbers', '');
  }
  return tables as number[];
}

/** `reissue` and `known` of a request for table logins (anything else in them is ignored). */
function loginOptions(body: unknown): { reissue: boolean; known: Map<number, string> } {
  const b = body as { reissue?: unknown; known?: unknown };
  const known = new Map<number, string>();
  if (Array.isArray(b.known)) {
    for (const k of b.known as { table?: unknown; password?: unknown }[]) {
      if (Number.isInteger(k?.table) && isTablePassword(k.password)) known.set(k.table as number, k.password);
    }
  }
  return { reissue: b.reissue === true, known };
}

/** The service as a request handler (mounted under a path prefix by the caller, which strips it). */
export function provisionHandler(opts: ProvisionOptions): Handler {
  return (req, res) => {
    void (async () => {
      try {
        const login = basicLogin(req);
        if (!login) return send(res, 401, { error: 'unauthorized', reason: 'a director login is needed' });
        const user = await whoIs(opts.couchUrl, login);
        if (!user.roles.includes(DIRECTOR_ROLE) && !user.roles.includes('_admin')) {
          return send(res, 403, { error: 'forbidden', reason: 'this login is not a director' });
        }
        const path = (req.url ?? '/').split('?')[0]!;
        const m = /^\/tournaments\/([^/]+)(?:\/rounds\/(\d{1,2})\/tables)?\/?$/.exec(path);
        if (!m) return send(res, 404, { error: 'not_found', reason: 'no such provisioning path' });
        const id = decodeURIComponent(m[1]!);
        if (!isOnlineTournamentId(id)) return send(res, 400, { error: 'bad_request', reason: 'not a tournament id that can go online' });
        if (m[2] === undefined) {
          if (req.method !== 'POST') return send(res, 405, { error: 'method_not_allowed', reason: 'POST only' });
          const names = await provisionTournament(opts.couchUrl, opts.admin, id);
          return send(res, 200, { ok: true, databases: names });
        }
        const round = Number(m[2]);
        if (round < 1 || round > 20) return send(res, 400, { error: 'bad_request', reason: 'round: must be 1–20' });
        const body = await readJson(req);
        const tables = tablesOf(body);
        if (req.method === 'POST') {
          // Table logins only write logins: the databases' security objects give every table of the
          // tournament its access by role (written once, when the tournament was put online).
          if (!(await tournamentExists(opts.couchUrl, opts.admin, id))) await provisionTournament(opts.couchUrl, opts.admin, id);
          return send(res, 200, { ok: true, logins: await keptTableLogins(opts.couchUrl, opts.admin, id, round, tables, loginOptions(body)) });
        }
        if (req.method === 'DELETE') return send(res, 200, { ok: true, revoked: await revokeTableLogins(opts.couchUrl, opts.admin, id, round, tables) });
        return send(res, 405, { error: 'method_not_allowed', reason: 'POST or DELETE' });
      } catch (e) {
        if (e instanceof CouchError) {
          if (e.status === 0) return send(res, 502, { error: 'unreachable', reason: 'the database server does not answer' });
          if (e.status === 401) return send(res, 401, { error: 'unauthorized', reason: 'name or password is incorrect' });
          if (e.status === 507 || /no space|disk|quota/i.test(e.reason)) return send(res, 507, { error: 'full', reason: 'the database server is full' });
          if (e.status === 400) return send(res, 400, { error: 'bad_request', reason: e.reason });
          return send(res, 502, { error: 'server', reason: e.message });
        }
        return send(res, 500, { error: 'server', reason: e instanceof Error ? e.message : String(e) });
      }
    })();
  };
}

/** The service on its own port (production: the reverse proxy sends `/sync/_kb/` here). */
export function startProvisionServer(opts: ProvisionOptions & { host: string; port: number }): Promise<Server> {
  const handle = provisionHandler(opts);
  const server = createServer(handle);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}
