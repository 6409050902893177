/**
 * The embedded server's front door: which requests may reach the CouchDB-protocol stand-in at
 * all. It answers what CouchDB answers for the server-wide rules (`chttpd_auth_request`), with
 * the settings a cup's CouchDB runs with (`[chttpd] admin_only_all_dbs = true`,
 * `[couch_httpd_auth] users_db_public = false`), and keeps away the requests that would end the
 * stand-in's process (an anonymous database creation, a refused database deletion):
 *
 * - server-wide paths (`/_config`, `/_node`, `/_utils`, `/_all_dbs`, `/_replicate`, …) and
 *   creating or deleting a database: server admins only (401 "You are not a server admin.");
 * - `_users`: anonymous clients nothing (no login can be created from outside); a login reads its
 *   own document only;
 * - a database's own settings (`_security` writes, `_purge`, `_compact`, …): server admins only;
 * - an anonymous client writes nothing anywhere: no document, no `_local` checkpoint, no
 *   attachment (a spectator only reads).
 *
 * Everything else goes on to the stand-in, whose security and validation decide per database and
 * document. Pure: the caller says who the request comes from.
 */

export type Caller = 'admin' | 'login' | 'anonymous';

export interface Refusal {
  status: number;
  error: string;
  reason: string;
}

const NOT_SERVER_ADMIN: Refusal = { status: 401, error: 'unauthorized', reason: 'You are not a server admin.' };
const LOGIN_NEEDED: Refusal = { status: 401, error: 'unauthorized', reason: 'Authentication required.' };

/** Paths under `/_…` anybody may use (CouchDB's own list, less what the stand-in does not serve). */
const PUBLIC_SERVER_PATHS = new Set(['_session', '_up', '_uuids']);
/** Requests on a database that read, whatever their method. */
const READING_POSTS = new Set(['_all_docs', '_changes', '_revs_diff', '_bulk_get', '_find', '_explain', '_missing_revs']);
/** A database's own settings and upkeep: server admins only here. */
const DATABASE_UPKEEP = new Set(['_purge', '_compact', '_view_cleanup', '_ensure_full_commit', '_revs_limit', '_purged_infos_limit']);
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'COPY', 'OPTIONS']);

function refusal(status: number, error: string, reason: string): Refusal {
  return { status, error, reason };
}

/** The path's segments, decoded; null when it cannot be decoded. */
export function pathParts(url: string): string[] | null {
  const path = url.split('?')[0] ?? '/';
  try {
    return path.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
}

/** Who sent a request: the server admin (Basic auth with its credential), another login, nobody. */
export function callerOf(headers: { authorization?: string | undefined; cookie?: string | undefined }, admin: { name: string; password: string }): { caller: Caller; name: string | null } {
  const m = /^Basic\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  if (m) {
    const text = Buffer.from(m[1]!, 'base64').toString('utf8');
    const at = text.indexOf(':');
    if (text === `${admin.name}:${admin.password}`) return { caller: 'admin', name: admin.name };
    return { caller: 'login', name: at > 0 ? text.slice(0, at) : null };
  }
  if (headers.authorization) return { caller: 'login', name: null };
  return { caller: /(?:^|;\s*)AuthSession=[^;]+/.test(headers.cookie ?? '') ? 'login' : 'anonymous', name: null };
}

/** The refusal for a request, or null when the stand-in may handle it. */
export function gate(method: string, url: string, caller: Caller, loginName: string | null = null): Refusal | null {
  const m = method.toUpperCase();
  if (!KNOWN_METHODS.has(m)) return refusal(405, 'method_not_allowed', `Method ${m} is not allowed.`);
  const parts = pathParts(url);
  if (!parts) return refusal(400, 'bad_request', 'The path is not valid.');
  if (caller === 'admin') return null;
  const [first, second] = parts;
  if (first === undefined) return null;
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(m);

  if (first === '_users') {
    if (caller === 'anonymous') return LOGIN_NEEDED;
    const own = loginName !== null && parts.length === 2 && second === `org.couchdb.user:${loginName}`;
    if (own && !write) return null;
    if (parts.length === 1 && write) return NOT_SERVER_ADMIN;
    return refusal(403, 'forbidden', 'Only the server admin may read or change logins.');
  }
  if (first === '_session' && parts.length === 1 && !['GET', 'HEAD', 'POST', 'DELETE'].includes(m)) {
    return refusal(405, 'method_not_allowed', 'Only DELETE,GET,HEAD,POST allowed');
  }
  if (first.startsWith('_')) return PUBLIC_SERVER_PATHS.has(first) && parts.length === 1 ? null : NOT_SERVER_ADMIN;

  if (parts.length === 1 && (m === 'PUT' || m === 'DELETE')) return NOT_SERVER_ADMIN;
  if (second !== undefined && (DATABASE_UPKEEP.has(second) || (second === '_security' && write))) {
    return caller === 'anonymous' ? refusal(401, 'unauthorized', 'You are not a db or server admin.') : refusal(403, 'forbidden', 'You are not a db or server admin.');
  }
  if (caller === 'anonymous' && write) {
    const reading = m === 'POST' && parts.length === 2 && READING_POSTS.has(second!);
    const viewQuery = m === 'POST' && second === '_design' && parts[3] === '_view';
    if (!reading && !viewQuery) return LOGIN_NEEDED;
  }
  return null;
}
