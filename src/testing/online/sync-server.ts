/**
 * The embedded sync server of one test file: started before its tests on a free port with an
 * admin and the director login, and closed after them, together with every sync the tests
 * started (`started`). One place for what each online test file needs first.
 */
import { afterAll, beforeAll } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../../../server/embedded';
import { createDirector } from '../../../server/provision';

export interface TestSyncServer {
  readonly admin: { name: string; password: string };
  readonly director: { name: string; password: string };
  /** Syncs the tests started: stopped before the server closes. */
  readonly started: { stop(): Promise<void> }[];
  /** The server's base URL (once the file's tests run). */
  readonly url: string;
}

/** Registers the server's start and close around the file's tests; `adminPassword` names the file's admin. */
export function syncServerForTests(adminPassword: string): TestSyncServer {
  const admin = { name: 'admin', password: adminPassword };
  const director = { name: 'leitung', password: 'tarock' };
  const started: { stop(): Promise<void> }[] = [];
  let server: EmbeddedServer | undefined;
  beforeAll(async () => {
    server = await startEmbeddedServer({ port: 15000 + Math.floor(Math.random() * 20000), admin });
    await createDirector(server.url, admin, director);
  }, 30_000);
  afterAll(async () => {
    for (const s of started) await s.stop().catch(() => undefined);
    await server?.close();
  });
  return {
    admin,
    director,
    started,
    get url() {
      if (!server) throw new Error('the sync server starts before the tests');
      return server.url;
    },
  };
}
