/**
 * Tournaments online: the director's connection to a sync server, putting a tournament
 * online, joining one from a second device, and the live sync of each online tournament
 * (started when a tournament screen shows it, kept running while the app is open, restarted
 * on `online`, on `visibilitychange` and on the "sync now" tap). The device's Dexie store
 * stays the screens' one door: the sync writes into it through the repositories, and hand-ins
 * from the network go through the same `readHandIn` / `storeHandIn` as scanned ones.
 *
 * PouchDB is loaded here with a dynamic import, only for a tournament that is online.
 */
import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import { handInDoc } from '@/domain/online/documents';
import { isOnlineTournamentId } from '@/domain/online/databases';
import type { HandIn } from '@/domain/tournament/model';
import {
  forgetConnection,
  keepTableLogins,
  listOnlineTournaments,
  markTournamentOnline,
  readConnection,
  saveConnection,
  type StoredOnlineTournament,
} from '@/persistence/repositories/online-repository';
import { watchTournament } from '@/persistence/repositories/tournament-hooks';
import { readHandIn, type ReadHandIn } from '../hand-in-desk';
import type { Verdict } from '@/domain/online/documents';
import { done, doneNothing, refused, type Refused, type StoreResult } from '../result';
import { onlineErrorCode, type OnlineErrorCode } from './errors';
import type { DecideResult, SyncStatus, TournamentSync } from './tournament-sync';
import { encodeTableLogin } from './table-phone';
import { deskStore } from './desk-store';
import { shownStatus, type ServerHealth, type ShownStatus } from './server-watch';
import { LEGACY_KEYS, request, failure } from './online-request';
import { configureWatch, startWatch, stopWatch } from './server-repair';

export type { OnlineErrorCode, ShownStatus, SyncStatus, Verdict };

export interface ServerConnection {
  /** The sync server's base URL, e.g. `https://cup.example.org/sync` (default: this app's own `/sync`). */
  url: string;
  name: string;
  password: string;
}

/** The app's own sync path: the same origin, so the security policy needs no other origin. */
export function defaultServerUrl(): string {
  return `${location.origin}/sync`;
}

export function isTournamentOnline(id: string): boolean {
  return useOnline.getState().online[id] === true;
}

interface OnlineState {
  /** What this device keeps (connection, online tournaments) was read from its database. */
  loaded: boolean;
  connection: ServerConnection | null;
  statuses: Record<string, SyncStatus>;
  online: Record<string, boolean>;
  /** What the server answered when it was last asked, per tournament. */
  health: Record<string, ServerHealth>;
  /** What this device keeps per online tournament (when it last synced, the tables' logins it showed). */
  kept: Record<string, StoredOnlineTournament>;
}

export const useOnline = create<OnlineState>(() => ({ loaded: false, connection: null, statuses: {}, online: {}, health: {}, kept: {} }));

let loading: Promise<void> | null = null;
/** Reads what this device keeps (connection, online tournaments) from its database, once. */
export function loadSaved(): Promise<void> {
  loading ??= (async () => {
    try {
      const [connection, tournaments] = await Promise.all([readConnection(), listOnlineTournaments()]);
      useOnline.setState((s) => ({
        loaded: true,
        connection: s.connection ?? connection,
        online: { ...Object.fromEntries(tournaments.map((t) => [t.id, true])), ...s.online },
        kept: { ...Object.fromEntries(tournaments.map((t) => [t.id, t])), ...s.kept },
      }));
      // Version 5 moved them into the database; the copy in localStorage (with the password) goes.
      for (const key of LEGACY_KEYS) localStorage.removeItem(key);
    } catch {
      loading = null;
      useOnline.setState({ loaded: true });
    }
  })();
  return loading;
}

/** Keeps what this device knows of an online tournament (after a write to its database). */
export function setKept(record: StoredOnlineTournament): void {
  useOnline.setState((s) => ({ kept: { ...s.kept, [record.id]: record } }));
}

configureWatch({
  health: (id) => useOnline.getState().health[id],
  setHealth: (id, health) => useOnline.setState((s) => ({ health: { ...s.health, [id]: health } })),
  kept: (id) => useOnline.getState().kept[id],
  restart: async (id) => {
    await stopSync(id, true);
    await startSync(id);
  },
  sync: (id) => syncOf(id),
});

async function connectionNow(): Promise<ServerConnection | null> {
  await loadSaved();
  return useOnline.getState().connection;
}

/** Why something online did not work: the code the screens word (`onlineErrorText`). */
export interface OnlineProblem {
  code: OnlineErrorCode;
}

/** What an online action answers: the state layer's one result shape. */
export type OnlineResult<T = null> = StoreResult<T, OnlineProblem>;

function failed(code: OnlineErrorCode): Refused<OnlineProblem> {
  return refused({ code });
}

/** Checks the server (a CouchDB-protocol server that answers) and the director login, then keeps them. */
export async function connectServer(connection: ServerConnection): Promise<OnlineResult> {
  const url = connection.url.trim().replace(/\/+$/, '');
  try {
    const root = await request(`${url}/`, {});
    const body = (await root.json().catch(() => null)) as { couchdb?: string } | null;
    if (!root.ok || body?.couchdb !== 'Welcome') return failed(root.ok ? 'not-couchdb' : 'unreachable');
    const session = await request(`${url}/_session`, {}, connection);
    if (!session.ok) return failed(await failure(session));
    const ctx = ((await session.json()) as { userCtx?: { name?: string | null; roles?: string[] } }).userCtx;
    if (!ctx?.name) return failed('login');
    if (!ctx.roles?.includes('kb-director') && !ctx.roles?.includes('_admin')) return failed('not-director');
  } catch {
    return failed('unreachable');
  }
  const saved = { url, name: connection.name, password: connection.password };
  try {
    await saveConnection(saved);
  } catch {
    return failed('unreachable');
  }
  useOnline.setState({ connection: saved });
  return doneNothing();
}

/** Forgets the server on this device (online tournaments stop syncing; nothing stored is lost). */
export async function disconnectServer(): Promise<void> {
  for (const id of Object.keys(running)) await stopSync(id);
  await forgetConnection();
  useOnline.setState({ connection: null, statuses: {}, health: {} });
}

/** "Turnier online stellen": the server creates the tournament's databases; this device starts syncing. */
export async function putTournamentOnline(id: string): Promise<OnlineResult> {
  const connection = await connectionNow();
  if (!connection) return failed('login');
  if (!isOnlineTournamentId(id)) return failed('malformed');
  try {
    const res = await request(`${connection.url}/_kb/tournaments/${encodeURIComponent(id)}`, { method: 'POST' }, connection);
    if (!res.ok) return failed(await failure(res));
  } catch {
    return failed('unreachable');
  }
  return markAndStart(id);
}

/** Written to the database (strict durability) before anything else: a device killed right after still knows. */
async function markAndStart(id: string): Promise<OnlineResult> {
  try {
    setKept(await markTournamentOnline(id, new Date().toISOString()));
  } catch {
    return failed('full');
  }
  useOnline.setState((s) => ({ online: { ...s.online, [id]: true } }));
  await startSync(id);
  return doneNothing();
}

/** A second director device joins an online tournament (from the first device's code). */
export async function joinTournament(id: string): Promise<OnlineResult> {
  if (!isOnlineTournamentId(id)) return failed('malformed');
  const connection = await connectionNow();
  if (!connection) return failed('login');
  return markAndStart(id);
}

// ---- the running syncs ----

const running: Record<string, { sync: TournamentSync; unwatch: () => void } | Promise<void>> = {};

export function startSync(id: string): Promise<void> {
  const existing = running[id];
  if (existing) return existing instanceof Promise ? existing : Promise.resolve();
  const connection = useOnline.getState().connection;
  if (!connection) return Promise.resolve();
  const starting = (async () => {
    const [{ BrowserPouch, LOCAL_ADAPTER }, { TournamentSync }] = await Promise.all([import('./pouch-browser'), import('./tournament-sync')]);
    const sync = new TournamentSync({
      PouchDB: BrowserPouch,
      tournamentId: id,
      server: connection.url,
      login: connection,
      localAdapter: LOCAL_ADAPTER,
      local: deskStore(id),
      onStatus: (status) => {
        const before = useOnline.getState().statuses[id];
        useOnline.setState((s) => ({ statuses: { ...s.statuses, [id]: status } }));
        // The server is asked again at once when the connection may be lost or come back, and (held
        // to one check per busy gap, `check-timing.ts`) when everything this desk wrote was sent,
        // to confirm "nichts wartet" with its time. The count of changes waiting needs no check: it
        // follows the sync's writes and the server's confirmations (`waitingCount`).
        const shaky = (s?: SyncStatus) => s?.phase === 'offline' || s?.phase === 'error' || s?.phase === 'connecting';
        if (before?.phase !== status.phase && (shaky(status) || shaky(before))) startWatch(id, connection).soon(true);
        else if (status.pending === 0 && (before?.pending ?? 0) > 0) startWatch(id, connection).soon(false);
      },
    });
    useOnline.setState((s) => ({ statuses: { ...s.statuses, [id]: sync.status } }));
    let first = true;
    const unwatch = watchTournament(id, (stored) => {
      // The first answer is the state at the start, which `start` pushes itself.
      if (first) {
        first = false;
        return;
      }
      void sync.localChanged(stored?.data).then(() => sync.publishNow());
    });
    running[id] = { sync, unwatch };
    startWatch(id, connection).soon();
    // The server's databases are repaired once per start (a newer app's validation function
    // included; an unchanged one is not rewritten). Without a network the next start does it.
    void request(`${connection.url}/_kb/tournaments/${encodeURIComponent(id)}`, { method: 'POST' }, connection).catch(() => undefined);
    await sync.start();
  })();
  running[id] = starting;
  return starting.catch((e: unknown) => {
    delete running[id];
    useOnline.setState((s) => ({ statuses: { ...s.statuses, [id]: { ...(s.statuses[id] ?? emptyStatus()), phase: 'error', error: onlineErrorCode(e) } } }));
  });
}

function emptyStatus(): SyncStatus {
  return { phase: 'connecting', lastSyncedAt: null, pending: 0, error: null, conflicts: [], handIns: [], clockSkewMs: 0 };
}

export async function stopSync(id: string, keepWatching = false): Promise<void> {
  const r = running[id];
  if (!keepWatching) stopWatch(id);
  if (!r || r instanceof Promise) return;
  delete running[id];
  r.unwatch();
  await r.sync.stop();
}

export function syncOf(id: string): TournamentSync | null {
  const r = running[id];
  return r && !(r instanceof Promise) ? r.sync : null;
}

/** "Jetzt synchronisieren": the replication restarted and the server asked again at once. */
export function syncNow(id: string): void {
  syncOf(id)?.syncNow();
  const connection = useOnline.getState().connection;
  if (connection) startWatch(id, connection).soon();
}

/** Keeps one version of a conflicted document (by revision; the one this device shows by default): the director's decision. */
export async function keepVersion(id: string, docId: string, rev?: string): Promise<void> {
  await syncOf(id)?.keepVersion(docId, rev);
}

/** Keeps both versions of a conflicted registration as two players. */
export async function keepBothVersions(id: string, docId: string): Promise<void> {
  await syncOf(id)?.keepBoth(docId);
}

/**
 * A network hand-in that waits for the director, read and checked against the stored
 * tournament for the review (stored and new result side by side); null when this device
 * does not have it.
 */
export async function reviewNetworkHandIn(id: string, handInId: string): Promise<ReadHandIn | null> {
  const message = await syncOf(id)?.handInMessage(handInId);
  return message ? readHandIn(id, message) : null;
}

/** The director's decision on a waiting network hand-in (see `TournamentSync.decideHandIn`). */
export async function decideNetworkHandIn(id: string, handInId: string, verdict: Verdict): Promise<DecideResult> {
  const sync = syncOf(id);
  return sync ? sync.decideHandIn(handInId, verdict) : refused({ code: 'not-found' });
}

/** Two desks decided differently on a hand-in: the director's choice counts everywhere. */
export async function resolveDecision(id: string, docId: string, verdict: Verdict): Promise<DecideResult> {
  const sync = syncOf(id);
  return sync ? sync.resolveDecision(docId, verdict) : refused({ code: 'not-found' });
}

/** Which rounds tables may hand in over the network; null when the server cannot be asked. */
export async function openRounds(id: string): Promise<number[] | null> {
  try {
    await startSync(id);
    return (await syncOf(id)?.openRounds()) ?? null;
  } catch {
    return null;
  }
}

export async function setRoundOpen(id: string, round: number, open: boolean): Promise<OnlineResult> {
  await startSync(id);
  const sync = syncOf(id);
  if (!sync) return failed('unreachable');
  try {
    const rounds = await sync.openRounds();
    await sync.setOpenRounds(open ? [...rounds, round] : rounds.filter((r) => r !== round));
    return doneNothing();
  } catch (e) {
    return failed(onlineErrorCode(e));
  }
}

/** A hand-in this desk scanned: stored as the same document the phone would write, so both copies are one. */
export async function recordScannedHandIn(id: string, message: HandIn & { mac?: string }): Promise<void> {
  await syncOf(id)?.recordHandIn(handInDoc(message));
}

let listening = false;
function listenForNetwork(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const restart = () => {
    for (const id of Object.keys(running)) syncNow(id);
  };
  window.addEventListener('online', restart);
  // Without a network the status says so at once, not at the next check.
  window.addEventListener('offline', restart);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') restart();
  });
}

/**
 * The sync state of a tournament for its screens: starts the sync when the tournament is
 * online on this device (and keeps it running after the screen goes); `shown` is what the status
 * line may say (the server asked, not only the replication's events).
 */
export function useOnlineTournament(id: string): { loaded: boolean; online: boolean; connection: ServerConnection | null; status: SyncStatus | null; shown: ShownStatus } {
  const loaded = useOnline((s) => s.loaded);
  const online = useOnline((s) => s.online[id] === true);
  const connection = useOnline((s) => s.connection);
  const status = useOnline((s) => s.statuses[id] ?? null);
  const health = useOnline((s) => s.health[id]);
  const stored = useOnline((s) => s.kept[id]?.lastSyncedAt ?? null);
  const shown = useMemo(() => shownStatus(status, health, stored), [status, health, stored]);
  useEffect(() => {
    void loadSaved();
  }, []);
  useEffect(() => {
    if (!online || !connection) return;
    listenForNetwork();
    void startSync(id);
  }, [id, online, connection]);
  return { loaded, online, connection, status, shown };
}

/**
 * The codes of a round's tables, as their phones scan them. The logins stay as they are (a
 * phone logged in stays logged in, whichever desk shows the codes); `reissue` gives every
 * table a new login and the old ones stop working. This device keeps them, to give them back to
 * a server that lost them.
 */
export async function tableLoginCodes(id: string, round: number, tables: number[], opts: { reissue?: boolean } = {}): Promise<OnlineResult<{ table: number; code: string }[]>> {
  const connection = await connectionNow();
  if (!connection) return failed('login');
  const known = (useOnline.getState().kept[id]?.tableLogins ?? []).filter((l) => l.round === round).map(({ table, password }) => ({ table, password }));
  try {
    const res = await request(`${connection.url}/_kb/tournaments/${encodeURIComponent(id)}/rounds/${round}/tables`, { method: 'POST', body: JSON.stringify({ tables, ...(opts.reissue ? { reissue: true } : { known }) }), headers: { 'content-type': 'application/json' } }, connection);
    if (!res.ok) return failed(await failure(res));
    const { logins } = (await res.json()) as { logins: { table: number; name: string; password: string }[] };
    await keepTableLogins(id, round, logins).catch(() => undefined);
    const record = await listOnlineTournaments().then((all) => all.find((t) => t.id === id)).catch(() => undefined);
    if (record) setKept(record);
    const server = new URL(connection.url, location.href).toString().replace(/\/+$/, '');
    return done(logins.map((l) => ({ table: l.table, code: encodeTableLogin({ s: server, t: id, r: round, k: l.table, n: l.name, p: l.password }) })));
  } catch {
    return failed('unreachable');
  }
}
