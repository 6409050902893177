// The production reverse-proxy configuration (deploy/nginx/koenigsblock.conf) in a real nginx:
// checked with `nginx -t`, then run on loopback ports (its addresses, ports, certificate and app
// folder replaced by a temporary self-signed certificate, a small app folder and small local
// upstreams) and asked for every route it must have. In CI nginx must be there (.ci/run installs it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const CONFIG = fileURLToPath(new URL('../deploy/nginx/koenigsblock.conf', import.meta.url));
const runIt = Boolean(NGINX) || Boolean(process.env.CI);

interface Seen { method: string; url: string; bytes: number }
interface Upstream { server: Server; port: number; seen: Seen[] }

async function upstream(name: string): Promise<Upstream> {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', bytes });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ upstream: name, url: req.url }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, port: (server.address() as { port: number }).port, seen };
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string }

function ask(port: number, path: string, opts: { method?: string; body?: Buffer; tls?: boolean } = {}): Promise<Answer> {
  const request = opts.tls === false ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: opts.method ?? 'GET', rejectUnauthorized: false, servername: 'localhost', headers: opts.body ? { 'content-type': 'application/json', 'content-length': opts.body.length } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

let dir: string;
let nginx: ChildProcess | undefined;
let couchDead: number;
let couchA: Upstream;
let couchB: Upstream;
let provision: Upstream;
let httpPort: number;
let httpsPort: number;
let syntax = { status: -1 as number | null, output: '' };

/** The configuration with only its addresses, ports and paths replaced; each replacement must apply. */
function testConfig(): string {
  let text = readFileSync(CONFIG, 'utf8');
  const replace = (from: RegExp, to: string) => {
    expect(text, `the configuration has ${from}`).toMatch(from);
    text = text.replace(from, to);
  };
  replace(/10\.0\.0\.11:5984/, `127.0.0.1:${couchDead}`);
  replace(/10\.0\.0\.12:5984/, `127.0.0.1:${couchA.port}`);
  replace(/10\.0\.0\.13:5984/, `127.0.0.1:${couchB.port}`);
  replace(/server 127\.0\.0\.1:5985;/, `server 127.0.0.1:${provision.port};`);
  replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`);
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`);
  replace(/\n\s*listen \[::\]:80;/, '');
  replace(/\n\s*listen \[::\]:443 ssl http2;/, '');
  replace(/\/etc\/letsencrypt\/live\/cup\.example\.org\/fullchain\.pem/, join(dir, 'cert.pem'));
  replace(/\/etc\/letsencrypt\/live\/cup\.example\.org\/privkey\.pem/, join(dir, 'key.pem'));
  replace(/root \/srv\/koenigsblock\/dist;/, `root ${join(dir, 'dist')};`);
  expect(text).not.toMatch(/10\.0\.0\.|\[::\]/);
  return text;
}

beforeAll(async () => {
  if (!runIt) return;
  dir = mkdtempSync(join(tmpdir(), 'kb-nginx-'));
  chmodSync(dir, 0o755);
  const cert = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { encoding: 'utf8' });
  expect(cert.status, cert.stderr).toBe(0);
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Königsblock</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dist, 'workbox-1a2b3c4d.js'), '//');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Königsblock"}');
  writeFileSync(join(dist, 'assets', 'index-C0ffee12.js'), 'console.log(1)');
  for (const sub of ['', 'assets']) chmodSync(join(dist, sub), 0o755);
  couchDead = await freePort();
  couchA = await upstream('couch-a');
  couchB = await upstream('couch-b');
  provision = await upstream('provision');
  httpPort = await freePort();
  httpsPort = await freePort();
  const temp = join(dir, 'temp');
  mkdirSync(temp, { mode: 0o777 });
  chmodSync(temp, 0o777);
  writeFileSync(join(dir, 'site.conf'), testConfig());
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'worker_processes 1;',
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${join(temp, k)};`),
      `  include ${join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const args = ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf')];
  const t = spawnSync(NGINX ?? 'nginx', [...args, '-t'], { encoding: 'utf8' });
  syntax = { status: t.status, output: `${t.stdout}${t.stderr}` };
  if (t.status !== 0) return;
  nginx = spawn(NGINX!, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const started = Date.now();
  while ((await ask(httpsPort, '/').then((a) => a.status, () => 0)) !== 200) {
    if (nginx.exitCode !== null || Date.now() - started > 20_000) throw new Error(`nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const ended = new Promise((r) => nginx!.once('exit', r));
    nginx.kill('SIGQUIT');
    await ended;
  }
  for (const u of [couchA, couchB, provision]) await new Promise<void>((r) => (u ? u.server.close(() => r()) : r()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(runIt)('the production nginx configuration', () => {
  it('passes nginx -t', () => {
    expect(NGINX, 'nginx is not installed (apt-get install nginx-light)').toBeTruthy();
    expect(syntax.status, syntax.output).toBe(0);
    expect(syntax.output).toMatch(/syntax is ok/);
  });

  it('sends plain HTTP to HTTPS', async () => {
    const a = await ask(httpPort, '/sync/kb-p-x/standings?x=1', { tls: false });
    expect(a.status).toBe(301);
    expect(a.headers.location).toMatch(/^https:\/\/[^/]+\/sync\/kb-p-x\/standings\?x=1$/);
  });

  it('serves the app with its cache headers and the manifest type', async () => {
    const page = await ask(httpsPort, '/');
    expect(page.body).toContain('Königsblock');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=/);
    expect((await ask(httpsPort, '/index.html')).headers['cache-control']).toBe('no-cache');
    const sw = await ask(httpsPort, '/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/javascript/);
    const asset = await ask(httpsPort, '/assets/index-C0ffee12.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ask(httpsPort, '/workbox-1a2b3c4d.js')).headers['cache-control']).toMatch(/immutable/);
    expect((await ask(httpsPort, '/assets/missing-1234.js')).status).toBe(404);
    const manifest = await ask(httpsPort, '/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // A path of the app itself falls back to the page.
    expect((await ask(httpsPort, '/live/abc')).body).toContain('Königsblock');
  });

  it('sends /sync/ to the CouchDB nodes, past a node that is down, with room for a large batch', async () => {
    const a = await ask(httpsPort, '/sync/kb-p-cup/standings');
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body)).toMatchObject({ url: '/kb-p-cup/standings' });
    expect(JSON.parse((await ask(httpsPort, '/sync/')).body)).toMatchObject({ url: '/' });
    // 20 MB of replication batch: more than nginx's default 1 MB by far.
    const batch = Buffer.alloc(20 * 1024 * 1024, 'x');
    const big = await ask(httpsPort, '/sync/kb-t-cup/_bulk_docs', { method: 'POST', body: batch });
    expect(big.status).toBe(200);
    expect([...couchA.seen, ...couchB.seen].find((s) => s.url === '/kb-t-cup/_bulk_docs')?.bytes).toBe(batch.length);
    // Several requests: each answered, none lost on the dead node.
    for (let i = 0; i < 6; i++) expect((await ask(httpsPort, `/sync/kb-h-cup/_changes?since=${i}`)).status).toBe(200);
  });

  it('sends /sync/_kb/ to the provisioning service', async () => {
    const a = await ask(httpsPort, '/sync/_kb/tournaments/cup', { method: 'POST', body: Buffer.from('{}') });
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body)).toMatchObject({ upstream: 'provision', url: '/tournaments/cup' });
  });

  it("closes CouchDB's admin interface to the public", async () => {
    const closed = ['/sync/_node/_local/_config', '/sync/_config', '/sync/_cluster_setup', '/sync/_utils/', '/sync/_all_dbs', '/sync/_dbs_info', '/sync/_users', '/sync/_users/_all_docs',
      '/sync/_users/org.couchdb.user:anna', '/sync/_replicate', '/sync/_replicator', '/sync/_active_tasks', '/sync/_membership', '/sync/_scheduler/jobs', '/sync/_reshard', '/sync/_stats',
      '/sync/_node/couchdb@127.0.0.1/_stats', '/sync/%5Fconfig', '/sync//_node/_local/_config', '/sync/_restart', '/sync/_db_updates'];
    const before = couchA.seen.length + couchB.seen.length;
    for (const path of closed) {
      for (const method of ['GET', 'PUT', 'POST', 'DELETE']) {
        const a = await ask(httpsPort, path, { method, ...(method === 'GET' || method === 'DELETE' ? {} : { body: Buffer.from('{}') }) });
        expect(a.status, `${method} ${path}`).toBe(404);
      }
    }
    expect(couchA.seen.length + couchB.seen.length).toBe(before);
    // What the app needs stays open.
    for (const path of ['/sync/_session', '/sync/_uuids', '/sync/kb-p-cup', '/sync/kb-p-cup/_changes?feed=longpoll']) expect((await ask(httpsPort, path)).status, path).toBe(200);
  });
});
