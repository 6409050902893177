// The provisioning service as a cup runs it: built into one file and started with plain `node`
// (outside the project, so no package of node_modules can help it), reaching a "cluster" given as
// two URLs whose first node is down; and it writes a database's security object once, not on
// every table login (a `_security` write needs a quorum on a cluster).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProvision } from '../scripts/build-provision.mjs';
import { startEmbeddedServer, type EmbeddedServer } from './embedded';
import { couch, createDirector, provisionTournament, type Credential } from './provision';
import { startProvisionServer } from './provision-service';

const admin: Credential = { name: 'admin', password: 'provision-admin' };
const director: Credential = { name: 'kb-provision-director', password: 'provision-director-pw' };
const randomPort = () => 15000 + Math.floor(Math.random() * 20000);
let couchServer: EmbeddedServer;
let deadUrl: string;
const cleanups: (() => Promise<void> | void)[] = [];

/** A URL where nothing listens (a node that is down). */
async function nothingListens(): Promise<string> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  couchServer = await startEmbeddedServer({ port: randomPort(), admin });
  await createDirector(couchServer.url, admin, director);
  deadUrl = await nothingListens();
}, 60_000);

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await couchServer?.close();
});

const basic = (c: Credential) => ({ authorization: `Basic ${Buffer.from(`${c.name}:${c.password}`).toString('base64')}` });

describe('the provisioning service in production', () => {
  it('runs built with plain node and fails over to the second URL when the first node is down', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kb-provision-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = await buildProvision(join(dir, 'provision-server.mjs'));
    const port = randomPort();
    const child: ChildProcess = spawn(process.execPath, [file], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', COUCHDB_URL: `${deadUrl},${couchServer.url}`, COUCHDB_ADMIN: `${admin.name}:${admin.password}`, PROVISION_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    cleanups.push(() => void child.kill('SIGTERM'));
    const url = `http://127.0.0.1:${port}`;
    await expect.poll(() => output, { timeout: 20_000 }).toContain('Provisioning for');

    const put = await fetch(`${url}/tournaments/failover-cup`, { method: 'POST', headers: basic(director) });
    expect(put.status, output).toBe(200);
    const logins = await fetch(`${url}/tournaments/failover-cup/rounds/1/tables`, { method: 'POST', headers: { ...basic(director), 'content-type': 'application/json' }, body: JSON.stringify({ tables: [1, 2] }) });
    expect(logins.status).toBe(200);
    const { logins: issued } = (await logins.json()) as { logins: Credential[] };
    const who = await couch<{ userCtx: { name: string } }>(couchServer.url, '/_session', { auth: issued[0]! });
    expect(who.body.userCtx.name).toBe(issued[0]!.name);
    expect(child.exitCode).toBeNull();
  }, 60_000);

  it('reaches the server through a list whose first URL is down, for reads and writes', async () => {
    const both = `${deadUrl}, ${couchServer.url}`;
    await provisionTournament(both, admin, 'list-cup');
    const info = await couch<{ db_name: string }>(both, '/kb-p-list-cup');
    expect(info.body.db_name).toBe('kb-p-list-cup');
    await expect(couch(`${deadUrl},${deadUrl}`, '/')).rejects.toMatchObject({ status: 0, error: 'unreachable' });
  });

  it('writes the security objects when a tournament goes online, not on every table login', async () => {
    // A proxy in front of the server counts the writes of security objects.
    const securityWrites: string[] = [];
    const target = new URL(couchServer.url);
    const proxy: Server = createServer((req, res) => {
      if (req.method === 'PUT' && /\/_security$/.test(req.url ?? '')) securityWrites.push(req.url ?? '');
      const forward = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(forward);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
    cleanups.push(() => new Promise<void>((r) => proxy.close(() => r())));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
    const service = await startProvisionServer({ couchUrl: proxyUrl, admin, host: '127.0.0.1', port: 0 });
    cleanups.push(() => new Promise<void>((r) => service.close(() => r())));
    const url = `http://127.0.0.1:${(service.address() as { port: number }).port}`;

    expect((await fetch(`${url}/tournaments/security-cup`, { method: 'POST', headers: basic(director) })).status).toBe(200);
    expect(securityWrites).toHaveLength(3);
    for (const round of [1, 2, 3]) {
      const r = await fetch(`${url}/tournaments/security-cup/rounds/${round}/tables`, { method: 'POST', headers: { ...basic(director), 'content-type': 'application/json' }, body: JSON.stringify({ tables: [1, 2, 3] }) });
      expect(r.status).toBe(200);
    }
    // A director device asks again when its sync starts: nothing has changed, nothing is written.
    expect((await fetch(`${url}/tournaments/security-cup`, { method: 'POST', headers: basic(director) })).status).toBe(200);
    expect(securityWrites).toHaveLength(3);
    // Table logins for a tournament not yet online put it online first (once).
    expect((await fetch(`${url}/tournaments/late-cup/rounds/1/tables`, { method: 'POST', headers: { ...basic(director), 'content-type': 'application/json' }, body: JSON.stringify({ tables: [1] }) })).status).toBe(200);
    expect(securityWrites).toHaveLength(6);
  });
});
