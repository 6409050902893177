/**
 * What the status line may believe: the server asked directly, not the replication's own
 * events (which report "paused, nothing to do" while the device is offline, or after it
 * synced against a server that came back empty). One check asks the server whether it has
 * the tournament's databases and, with CouchDB's `_revs_diff`, which of this device's
 * documents it lacks — the exact number of changes waiting. Without an answer the count comes
 * from what the server was last known to have.
 */
import { databaseNames } from '@/domain/online/databases';
import type { PouchDatabase } from './pouch-types';
import type { SyncStatus } from './tournament-sync';
import type { OnlineErrorCode } from './errors';

/**
 * `ok`: the server answers and has the tournament; `empty`: it answers without the tournament's
 * databases (restarted empty, or reset); `down`: no answer; `offline`: this device has no network;
 * `login`: the server refuses this device's director login.
 */
export type ServerState = 'unknown' | 'ok' | 'empty' | 'down' | 'offline' | 'login';

export interface ServerHealth {
  state: ServerState;
  /** This device's documents the server lacks (as far as known). */
  missing: number;
  /** Which they are: id → this device's revision the server lacks (`missing` is their count). */
  waiting?: Record<string, string>;
  /** When the server last had everything this device has (ISO time). */
  lastSyncedAt: string | null;
  /** id → revision the server was last known to have. */
  serverHas: Record<string, string>;
}

export interface ServerCheck {
  server: string;
  tournamentId: string;
  login: { name: string; password: string };
  /** The device's replicas (director documents; hand-ins). */
  local: { director: PouchDatabase; handIns: PouchDatabase };
  previous: ServerHealth;
  online: boolean;
  now: string;
  fetch?: typeof fetch;
}

export function unknownHealth(lastSyncedAt: string | null = null, serverHas: Record<string, string> = {}): ServerHealth {
  return { state: 'unknown', missing: 0, lastSyncedAt, serverHas };
}

async function localRevs(db: PouchDatabase): Promise<Map<string, string>> {
  const all = await db.allDocs({});
  return new Map(all.rows.filter((r) => !r.id.startsWith('_design/')).map((r) => [r.id, r.value.rev]));
}

function notKnownThere(revs: Map<string, string>, serverHas: Record<string, string>): Record<string, string> {
  const waiting: Record<string, string> = {};
  for (const [id, rev] of revs) if (serverHas[id] !== rev) waiting[id] = rev;
  return waiting;
}

function authorization(login: { name: string; password: string }): string {
  return `Basic ${btoa(unescape(encodeURIComponent(`${login.name}:${login.password}`)))}`;
}

/** Asks the server once; never throws. */
export async function checkServer(c: ServerCheck): Promise<ServerHealth> {
  const names = databaseNames(c.tournamentId);
  const [director, handIns] = await Promise.all([localRevs(c.local.director), localRevs(c.local.handIns)]);
  const all = new Map([...director, ...handIns]);
  const offlineCount = (state: ServerState): ServerHealth => {
    const waiting = notKnownThere(all, c.previous.serverHas);
    return { ...c.previous, state, missing: Object.keys(waiting).length, waiting };
  };
  if (!c.online) return offlineCount('offline');
  const doFetch = c.fetch ?? fetch;
  const base = c.server.replace(/\/+$/, '');
  const headers = { accept: 'application/json', 'content-type': 'application/json', authorization: authorization(c.login) };
  const ask = async (db: string, revs: Map<string, string>): Promise<'empty' | 'login' | Set<string>> => {
    const body: Record<string, string[]> = {};
    for (const [id, rev] of revs) body[id] = [rev];
    const res = await doFetch(`${base}/${encodeURIComponent(db)}/_revs_diff`, { method: 'POST', headers, body: JSON.stringify(body), cache: 'no-store', credentials: 'omit' });
    if (res.status === 404) return 'empty';
    if (res.status === 401 || res.status === 403) return 'login';
    if (!res.ok) throw new Error(`status ${res.status}`);
    const answer = (await res.json()) as Record<string, { missing?: string[] }>;
    return new Set(Object.keys(answer).filter((id) => (answer[id]?.missing ?? []).length > 0));
  };
  try {
    const [d, h] = await Promise.all([ask(names.director, director), ask(names.handIns, handIns)]);
    if (d === 'empty' || h === 'empty') return { ...c.previous, state: 'empty', missing: all.size, waiting: Object.fromEntries(all), serverHas: {} };
    if (d === 'login' || h === 'login') return offlineCount('login');
    const missing = new Set([...d, ...h]);
    const serverHas: Record<string, string> = {};
    const waiting: Record<string, string> = {};
    for (const [id, rev] of all) {
      if (missing.has(id)) waiting[id] = rev;
      else serverHas[id] = rev;
    }
    return { state: 'ok', missing: missing.size, waiting, serverHas, lastSyncedAt: missing.size === 0 ? c.now : c.previous.lastSyncedAt };
  } catch {
    return offlineCount('down');
  }
}

/**
 * This device's documents that wait for the server, by id: what the last check found missing,
 * and every write the sync has not had confirmed (a write after the check, a hand-in scanned
 * between two checks), except the revisions the server confirmed to the sync since (so the
 * count goes down with the replication, not only at the next check). A change of the stored
 * tournament still on its way into the replica is one more.
 */
export function waitingCount(sync: SyncStatus | null, health: ServerHealth): number {
  const confirmed = sync?.confirmed ?? {};
  const waiting = new Set<string>();
  for (const [id, rev] of Object.entries(health.waiting ?? {})) if (confirmed[id] !== rev) waiting.add(id);
  // A health without the ids (kept by an older version): its count stands as it is.
  const counted = health.waiting ? 0 : health.missing;
  for (const [id, rev] of Object.entries(sync?.unsent ?? {})) if (health.serverHas[id] !== rev && confirmed[id] !== rev) waiting.add(id);
  const n = counted + waiting.size;
  return n === 0 && sync?.changeQueued ? 1 : n;
}

/** What the status line shows: the replication's state, corrected by what the server answered. */
export interface ShownStatus {
  phase: 'connecting' | 'online' | 'syncing' | 'offline' | 'down' | 'empty' | 'login' | 'error';
  pending: number;
  lastSyncedAt: string | null;
  /** An alert that still holds (a connection problem the phase already says is not repeated). */
  error: OnlineErrorCode | null;
}

/** Problems of the connection: said by the phase, and gone once the server answers. */
const CONNECTION_ERRORS: readonly OnlineErrorCode[] = ['unreachable', 'login'];

export function shownStatus(sync: SyncStatus | null, health: ServerHealth | undefined, stored: string | null): ShownStatus {
  const h = health ?? unknownHealth(stored);
  const lastSyncedAt = [h.lastSyncedAt, stored].filter((x): x is string => !!x).sort().at(-1) ?? null;
  // A merge that was not taken is said until one is taken (the replication's own events do not clear it).
  const error = (sync?.error && !CONNECTION_ERRORS.includes(sync.error) ? sync.error : null) ?? sync?.mergeError ?? null;
  const pending = waitingCount(sync, h);
  const base = { pending, lastSyncedAt, error };
  if (h.state === 'offline' || h.state === 'down' || h.state === 'empty' || h.state === 'login') return { ...base, phase: h.state };
  if (h.state === 'unknown') return { ...base, phase: 'connecting' };
  if (sync?.phase === 'error') return { ...base, phase: 'error', error: sync.error ?? error };
  return { ...base, phase: pending === 0 && sync?.phase !== 'active' && sync?.phase !== 'connecting' ? 'online' : 'syncing' };
}
