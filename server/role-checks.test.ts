import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from './embedded';
import { runRoleChecks, type CheckResult } from './role-checks';

// The embedded server, as `npm run sync-server` starts it, on a port of its own.
const admin = { name: 'admin', password: 'check-admin' };
let server: EmbeddedServer;
let results: CheckResult[];

beforeAll(async () => {
  server = await startEmbeddedServer({ port: 15000 + Math.floor(Math.random() * 20000), admin });
  results = await runRoleChecks(server.url, admin);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the embedded sync server enforces the roles like CouchDB', () => {
  it('passes every role check, replicated edits included', () => {
    const failed = results.filter((r) => !r.ok);
    expect(failed).toEqual([]);
    expect(results.length).toBeGreaterThanOrEqual(25);
  });
});
