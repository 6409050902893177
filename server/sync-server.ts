/**
 * `npm run sync-server`: the embedded sync server, port SYNC_PORT (default 5984).
 *
 * SYNC_DATA_DIR         the folder for its databases and logins (default `.sync-data/` of the
 *                       project, which git ignores); a restart, also after a crash, finds them again
 * SYNC_ADMIN_PASSWORD   the server admin's password (user `admin`); random when unset
 * SYNC_DIRECTOR         director login(s) created at start, `name:password[,name:password]`;
 *                       default `leitung:tarock`, for this machine only: refused when the server
 *                       can be reached from other machines (see below)
 * SYNC_HOST             the address to listen on (default 127.0.0.1)
 * SYNC_EXPOSED=1        says that others reach it anyway (`npm start` with HOST beyond localhost
 *                       serves it at the app's /sync/)
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startEmbeddedServer } from './embedded';
import { isLoopback, parseLogins, WELL_KNOWN_DIRECTOR } from './sync-settings';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const port = Number(process.env.SYNC_PORT ?? 5984);
const host = process.env.SYNC_HOST || '127.0.0.1';
const exposed = !isLoopback(host) || process.env.SYNC_EXPOSED === '1';
const dataDir = process.env.SYNC_DATA_DIR || fileURLToPath(new URL('../.sync-data', import.meta.url));
const admin = { name: 'admin', password: process.env.SYNC_ADMIN_PASSWORD || randomBytes(12).toString('base64url') };
let directors;
try {
  directors = parseLogins(process.env.SYNC_DIRECTOR || WELL_KNOWN_DIRECTOR);
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
if (exposed && directors.some((d) => `${d.name}:${d.password}` === WELL_KNOWN_DIRECTOR)) {
  fail(
    `The sync server can be reached from other machines, so the well-known director login "${WELL_KNOWN_DIRECTOR}" is refused.\n` +
      'Set your own: SYNC_DIRECTOR=name:password (several separated by commas).',
  );
}

// The last line of defence: a request the server failed on is logged and answered, never the end
// of the night's server (the front door in gate.ts keeps the known ones away).
process.on('unhandledRejection', (e) => console.error(`Sync server: unexpected error (the server goes on): ${e instanceof Error ? e.stack : String(e)}`));
process.on('uncaughtException', (e) => console.error(`Sync server: unexpected error (the server goes on): ${e.stack ?? e.message}`));

startEmbeddedServer({
  host,
  port,
  admin,
  directors,
  dataDir,
  onUnexpected: (e, method, url) => console.error(`Sync server: unexpected error on ${method} ${url} (answered 500): ${e instanceof Error ? e.message : String(e)}`),
}).then(
  ({ url, close }) => {
    console.log(`Sync server (embedded) on ${url}, data in ${dataDir}`);
    console.log(`Director login${directors.length > 1 ? 's' : ''}: ${directors.map((d) => d.name).join(', ')}`);
    const stop = () => void close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (e: unknown) => {
    fail(`The sync server could not start: ${e instanceof Error ? e.message : String(e)}`);
  },
);
