/**
 * Each online tournament's server watch on a director device: the server is asked right after
 * every change of the replication's state, on `online`/`offline`, and every few seconds while
 * the app is open (`checkServer`), so the status line says what the server has. A server that
 * answers without the tournament (restarted empty) is repaired by the device itself, without a
 * reload: its databases provisioned again, the sync started anew (which pushes everything this
 * device has and publishes the standings again), the rounds that were open opened again, and
 * the tables' logins this device showed given back, so the phones stay logged in.
 */
import { databaseNames } from '@/domain/online/databases';
import { DESIGN_ID, type DesignDoc } from '@/domain/online/design';
import { recordServerState } from '@/persistence/repositories/online-repository';
import type { StoredOnlineTournament } from '@/persistence/repositories/online-repository';
import type { PouchDatabase } from './pouch-types';
import { checkServer, unknownHealth, type ServerHealth } from './server-watch';
import type { TournamentSync } from './tournament-sync';
import { request } from './online-request';
import { checkTiming } from './check-timing';
import { localDatabaseOptions } from './sync-support';

interface Connection {
  url: string;
  name: string;
  password: string;
}

/** What the watch needs of the state layer (online.ts), handed in to keep the import tree a tree. */
export interface WatchDeps {
  health(id: string): ServerHealth | undefined;
  setHealth(id: string, health: ServerHealth): void;
  kept(id: string): StoredOnlineTournament | undefined;
  /** Stops and starts the tournament's sync anew (a fresh replication and publication). */
  restart(id: string): Promise<void>;
  sync(id: string): TournamentSync | null;
}

let deps: WatchDeps | null = null;
export function configureWatch(d: WatchDeps): void {
  deps = d;
}

/** How often the server is asked while nothing else happens. */
const EVERY_MS = 5_000;

interface Watch {
  /** Asks the server soon (`check-timing.ts`); `urgent`: the connection may be lost. */
  soon(urgent?: boolean): void;
  stop(): void;
}

const watches: Record<string, Watch> = {};

export function startWatch(id: string, connection: Connection): Watch {
  const existing = watches[id];
  if (existing) return existing;
  let stopped = false;
  let checking = false;
  let again = false;
  let repairing = false;
  let locals: Promise<{ director: PouchDatabase; handIns: PouchDatabase }> | null = null;
  const replicas = () => {
    locals ??= import('./pouch-browser').then(({ BrowserPouch, LOCAL_ADAPTER }) => {
      const names = databaseNames(id);
      return { director: new BrowserPouch(names.director, localDatabaseOptions(LOCAL_ADAPTER)), handIns: new BrowserPouch(names.handIns, localDatabaseOptions(LOCAL_ADAPTER)) };
    });
    return locals;
  };
  const check = async (): Promise<void> => {
    if (!deps || stopped) return;
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    timing.started();
    try {
      do {
        again = false;
        const kept = deps.kept(id);
        const previous = deps.health(id) ?? unknownHealth(kept?.lastSyncedAt ?? null, kept?.serverHas ?? {});
        const health = await checkServer({
          server: connection.url,
          tournamentId: id,
          login: connection,
          local: await replicas(),
          previous,
          online: typeof navigator === 'undefined' || navigator.onLine !== false,
          now: new Date().toISOString(),
        });
        if (stopped) return;
        deps.setHealth(id, health);
        if (health.state === 'ok' && (health.lastSyncedAt !== previous.lastSyncedAt || JSON.stringify(health.serverHas) !== JSON.stringify(previous.serverHas))) {
          await recordServerState(id, health.lastSyncedAt, health.serverHas).catch(() => undefined);
        }
        if (health.state === 'empty' && !repairing) {
          repairing = true;
          void repair(id, connection, await replicas()).finally(() => {
            repairing = false;
            watch.soon();
          });
        }
      } while (again && !stopped);
    } finally {
      checking = false;
    }
  };
  const timing = checkTiming(() => void check());
  const timer = setInterval(() => void check(), EVERY_MS);
  const watch: Watch = {
    soon: (urgent = true) => timing.soon(urgent),
    stop: () => {
      stopped = true;
      clearInterval(timer);
      timing.stop();
      delete watches[id];
    },
  };
  watches[id] = watch;
  return watch;
}

export function stopWatch(id: string): void {
  watches[id]?.stop();
}

/** The server lost the tournament: put it back from this device. Failures wait for the next check. */
async function repair(id: string, connection: Connection, local: { handIns: PouchDatabase }): Promise<void> {
  if (!deps) return;
  const base = connection.url.replace(/\/+$/, '');
  const provisioned = await request(`${base}/_kb/tournaments/${encodeURIComponent(id)}`, { method: 'POST' }, connection).catch(() => null);
  if (!provisioned?.ok) return;
  // The rounds that were open, as this device last heard them (before the new server's design document arrives).
  const design = await local.handIns.get<DesignDoc>(DESIGN_ID).catch(() => null);
  const openRounds = deps.sync(id)?.status.openRounds ?? design?.settings?.openRounds ?? [];
  await deps.restart(id);
  const sync = deps.sync(id);
  if (sync && openRounds.length > 0) await sync.setOpenRounds(openRounds).catch(() => undefined);
  // The tables' logins this device showed, given back with their passwords: phones stay logged in.
  const byRound = new Map<number, { table: number; password: string }[]>();
  for (const l of deps.kept(id)?.tableLogins ?? []) byRound.set(l.round, [...(byRound.get(l.round) ?? []), { table: l.table, password: l.password }]);
  for (const [round, known] of byRound) {
    await request(`${base}/_kb/tournaments/${encodeURIComponent(id)}/rounds/${round}/tables`, {
      method: 'POST',
      body: JSON.stringify({ tables: known.map((k) => k.table), known }),
      headers: { 'content-type': 'application/json' },
    }, connection).catch(() => undefined);
  }
}
