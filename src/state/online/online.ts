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
import { useEffect } from 'react';
import { create } from 'zustand';
import { handInDoc, isOnlineTournamentId } from '@/domain/online/documents';
import type { HandIn } from '@/domain/tournament/model';
import { watchTournament } from '@/persistence/repositories/tournament-hooks';
import { readHandIn, type ReadHandIn } from '../hand-in-desk';
import type { Verdict } from '@/domain/online/documents';
import { done, doneNothing, refused, type Refused, type StoreResult } from '../result';
import { onlineErrorCode, type OnlineErrorCode } from './errors';
import type { DecideResult, SyncStatus, TournamentSync } from './tournament-sync';
import { deskStore } from './desk-store';
import { encodeTableLogin } from './table-phone';

export type { OnlineErrorCode, SyncStatus, Verdict };

export interface ServerConnection {
  /** The sync server's base URL, e.g. `https://cup.example.org/sync` (default: this app's own `/sync`). */
  url: string;
  name: string;
  password: string;
}

const CONNECTION_KEY = 'koenigsblock.online.server';
const ONLINE_KEY = 'koenigsblock.online.tournaments';

/** The app's own sync path: the same origin, so the security policy needs no other origin. */
export function defaultServerUrl(): string {
  return `${location.origin}/sync`;
}

export function savedConnection(): ServerConnection | null {
  try {
    const raw = localStorage.getItem(CONNECTION_KEY);
    const c = raw ? (JSON.parse(raw) as ServerConnection) : null;
    return c && typeof c.url === 'string' && typeof c.name === 'string' && typeof c.password === 'string' ? c : null;
  } catch {
    return null;
  }
}

function onlineIds(): string[] {
  try {
    const ids = JSON.parse(localStorage.getItem(ONLINE_KEY) ?? '[]') as unknown;
    return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function markOnline(id: string, online: boolean): void {
  const ids = new Set(onlineIds());
  if (online) ids.add(id);
  else ids.delete(id);
  localStorage.setItem(ONLINE_KEY, JSON.stringify([...ids]));
}

export function isTournamentOnline(id: string): boolean {
  return onlineIds().includes(id);
}

interface OnlineState {
  connection: ServerConnection | null;
  statuses: Record<string, SyncStatus>;
  online: Record<string, boolean>;
}

export const useOnline = create<OnlineState>(() => ({ connection: null, statuses: {}, online: {} }));

/** Reads what this device keeps (connection, online tournaments); called by the hooks below. */
function loadSaved(): void {
  const s = useOnline.getState();
  if (s.connection === null) {
    const connection = savedConnection();
    if (connection) useOnline.setState({ connection });
  }
  const online = Object.fromEntries(onlineIds().map((id) => [id, true]));
  if (Object.keys(online).some((id) => !s.online[id])) useOnline.setState({ online: { ...s.online, ...online } });
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

async function request(url: string, init: RequestInit, login?: { name: string; password: string }): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (login) headers.set('authorization', `Basic ${btoa(unescape(encodeURIComponent(`${login.name}:${login.password}`)))}`);
  return fetch(url, { ...init, headers, cache: 'no-store', credentials: 'omit' });
}

async function failure(res: Response, table = false): Promise<OnlineErrorCode> {
  const body = (await res.json().catch(() => ({}))) as { error?: string; reason?: string };
  return onlineErrorCode({ status: res.status, error: body.error, reason: body.reason }, { table });
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
  localStorage.setItem(CONNECTION_KEY, JSON.stringify(saved));
  useOnline.setState({ connection: saved });
  return doneNothing();
}

/** Forgets the server on this device (online tournaments stop syncing; nothing stored is lost). */
export async function disconnectServer(): Promise<void> {
  for (const id of Object.keys(running)) await stopSync(id);
  localStorage.removeItem(CONNECTION_KEY);
  useOnline.setState({ connection: null, statuses: {} });
}

/** "Turnier online stellen": the server creates the tournament's databases; this device starts syncing. */
export async function putTournamentOnline(id: string): Promise<OnlineResult> {
  const connection = useOnline.getState().connection ?? savedConnection();
  if (!connection) return failed('login');
  if (!isOnlineTournamentId(id)) return failed('malformed');
  try {
    const res = await request(`${connection.url}/_kb/tournaments/${encodeURIComponent(id)}`, { method: 'POST' }, connection);
    if (!res.ok) return failed(await failure(res));
  } catch {
    return failed('unreachable');
  }
  markOnline(id, true);
  useOnline.setState((s) => ({ online: { ...s.online, [id]: true } }));
  await startSync(id);
  return doneNothing();
}

/** A second director device joins an online tournament (from the first device's code). */
export async function joinTournament(id: string): Promise<OnlineResult> {
  if (!isOnlineTournamentId(id)) return failed('malformed');
  const connection = useOnline.getState().connection ?? savedConnection();
  if (!connection) return failed('login');
  markOnline(id, true);
  useOnline.setState((s) => ({ online: { ...s.online, [id]: true } }));
  await startSync(id);
  return doneNothing();
}

// ---- the running syncs ----

const running: Record<string, { sync: TournamentSync; unwatch: () => void } | Promise<void>> = {};

function startSync(id: string): Promise<void> {
  const existing = running[id];
  if (existing) return existing instanceof Promise ? existing : Promise.resolve();
  const connection = useOnline.getState().connection ?? savedConnection();
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
      onStatus: (status) => useOnline.setState((s) => ({ statuses: { ...s.statuses, [id]: status } })),
    });
    useOnline.setState((s) => ({ statuses: { ...s.statuses, [id]: sync.status } }));
    let first = true;
    const unwatch = watchTournament(id, () => {
      // The first answer is the state at the start, which `start` pushes itself.
      if (first) {
        first = false;
        return;
      }
      void sync.localChanged().then(() => sync.publishNow());
    });
    running[id] = { sync, unwatch };
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

async function stopSync(id: string): Promise<void> {
  const r = running[id];
  if (!r || r instanceof Promise) return;
  delete running[id];
  r.unwatch();
  await r.sync.stop();
}

function syncOf(id: string): TournamentSync | null {
  const r = running[id];
  return r && !(r instanceof Promise) ? r.sync : null;
}

/** "Jetzt synchronisieren". */
export function syncNow(id: string): void {
  syncOf(id)?.syncNow();
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
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') restart();
  });
}

/**
 * The sync state of a tournament for its screens: starts the sync when the tournament is
 * online on this device (and keeps it running after the screen goes); null when it is not online.
 */
export function useOnlineTournament(id: string): { online: boolean; connection: ServerConnection | null; status: SyncStatus | null } {
  const online = useOnline((s) => s.online[id] === true);
  const connection = useOnline((s) => s.connection);
  const status = useOnline((s) => s.statuses[id] ?? null);
  useEffect(() => {
    loadSaved();
  }, []);
  useEffect(() => {
    if (!online || !connection) return;
    listenForNetwork();
    void startSync(id);
  }, [id, online, connection]);
  return { online, connection, status };
}

/**
 * Logins for a round's tables (the provisioning service makes them; asking again gives new
 * passwords and the old ones stop working), as the codes their phones scan.
 */
export async function tableLoginCodes(id: string, round: number, tables: number[]): Promise<OnlineResult<{ table: number; code: string }[]>> {
  const connection = useOnline.getState().connection ?? savedConnection();
  if (!connection) return failed('login');
  try {
    const res = await request(`${connection.url}/_kb/tournaments/${encodeURIComponent(id)}/rounds/${round}/tables`, { method: 'POST', body: JSON.stringify({ tables }), headers: { 'content-type': 'application/json' } }, connection);
    if (!res.ok) return failed(await failure(res));
    const { logins } = (await res.json()) as { logins: { table: number; name: string; password: string }[] };
    const server = new URL(connection.url, location.href).toString().replace(/\/+$/, '');
    return done(logins.map((l) => ({ table: l.table, code: encodeTableLogin({ s: server, t: id, r: round, k: l.table, n: l.name, p: l.password }) })));
  } catch {
    return failed('unreachable');
  }
}
