/**
 * What can go wrong online, as stable codes the screens translate (German and English in
 * `src/i18n/online-error-text.ts`). Nothing stored locally is lost in any of these cases:
 * the device keeps its data and sends it when the server takes it again.
 */
import { refusalCode } from '@/domain/online/design';
import type { PouchError } from './pouch-types';

export const ONLINE_ERROR_CODES = [
  /** No answer from the server (no network, wrong address, server down). */
  'unreachable',
  /** Name or password wrong (a director login). */
  'login',
  /** The login works but is no director login. */
  'not-director',
  /** A table login that no longer works: revoked, or issued for an earlier round. */
  'table-login',
  /** The server has no room (disk full, quota). */
  'full',
  /** A document that arrived by replication is not what it claims to be (a hand-in whose id is not its message's). */
  'forged',
  /** A document is malformed, or the server refused it as such. */
  'malformed',
  /** A document belongs to another tournament. */
  'other-tournament',
  /** The round is closed for network hand-ins: hand in by QR code. */
  'round-closed',
  /** A table tried to write what is not its own (another table, another round). */
  'not-allowed',
  /** The clocks of this device and the server differ by more than a few minutes. */
  'clock-skew',
  /** The documents of several devices do not make a valid tournament together (e.g. one player at two tables). */
  'invalid-merge',
  /** The address is not a CouchDB-protocol server. */
  'not-couchdb',
] as const;
export type OnlineErrorCode = (typeof ONLINE_ERROR_CODES)[number];

/** The code for an error PouchDB, fetch or a server answer gave. `table`: the login is a table's. */
export function onlineErrorCode(err: unknown, opts: { table?: boolean } = {}): OnlineErrorCode {
  const e = (err ?? {}) as PouchError;
  const reason = e.reason ?? e.message;
  const refusal = refusalCode(reason);
  if (refusal === 'round-closed') return 'round-closed';
  if (refusal === 'other-tournament') return 'other-tournament';
  if (refusal === 'malformed' || refusal === 'append-only') return 'malformed';
  if (refusal === 'other-table' || refusal === 'director-only') return 'not-allowed';
  if (e.status === 401) return opts.table ? 'table-login' : 'login';
  if (e.status === 403) return opts.table ? 'table-login' : 'not-director';
  if (e.status === 507 || e.status === 413 || /insufficient_storage|no space|quota/i.test(String(e.error ?? '') + String(reason ?? ''))) return 'full';
  if (e.status === 400 && /forbidden|invalid/i.test(String(e.error ?? ''))) return 'malformed';
  return 'unreachable';
}
