/**
 * `npm run sync-server`: the embedded sync server on 127.0.0.1, port SYNC_PORT (default 5984).
 *
 * SYNC_ADMIN_PASSWORD   the server admin's password (user `admin`); random when unset
 * SYNC_DIRECTOR         director login(s) created at start, `name:password[,name:password]`;
 *                       default `leitung:tarock` (local use only: the server listens on 127.0.0.1)
 * SYNC_HOST             the address to listen on (default 127.0.0.1)
 */
import { randomBytes } from 'node:crypto';
import { startEmbeddedServer } from './embedded';

const port = Number(process.env.SYNC_PORT ?? 5984);
const host = process.env.SYNC_HOST ?? '127.0.0.1';
const admin = { name: 'admin', password: process.env.SYNC_ADMIN_PASSWORD ?? randomBytes(12).toString('base64url') };
const directors = (process.env.SYNC_DIRECTOR ?? 'leitung:tarock')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
  .map((s) => {
    const at = s.indexOf(':');
    if (at < 1) throw new Error(`SYNC_DIRECTOR: "${s}" is not name:password`);
    return { name: s.slice(0, at), password: s.slice(at + 1) };
  });

startEmbeddedServer({ host, port, admin, directors }).then(
  ({ url, close }) => {
    console.log(`Sync server (embedded, in memory) on ${url}`);
    console.log(`Director login${directors.length > 1 ? 's' : ''}: ${directors.map((d) => d.name).join(', ')}`);
    const stop = () => void close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (e: unknown) => {
    console.error(`The sync server could not start: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
