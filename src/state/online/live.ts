/**
 * The spectators' side: the standings a director device published, followed on the public
 * database's changes feed (the document comes in the feed's answer, so the page updates in one
 * request) and kept in a replica on this phone, so it still shows the last standings without a
 * network. No login. The server is asked every few seconds while the page follows it: a server
 * that went away, or came back empty, turns "Live" into "Offline" at once, and a server that came
 * back (with a new sequence of changes) is followed from its start again, without a reload.
 */
import { useEffect, useState } from 'react';
import { databaseNames, isOnlineTournamentId } from '@/domain/online/databases';
import { STANDINGS_ID } from '@/domain/online/documents';
import { isPublishedStandings, type PublishedStandings } from '@/domain/online/published';
import { onlineErrorCode, type OnlineErrorCode } from './errors';
import type { PouchDatabase, PouchDoc } from './pouch-types';
import { localDatabaseOptions } from './sync-support';

export interface LiveStandings {
  doc: PublishedStandings | null;
  /** `live`: following the server; `offline`: showing what this phone has. */
  phase: 'loading' | 'live' | 'offline';
  error: OnlineErrorCode | null;
}

/** How often the server is asked whether it is still there while the page follows it. */
const HEARTBEAT_MS = 4_000;

function serverUrl(): string {
  return `${location.origin}/sync`;
}

export function useLiveStandings(tournamentId: string): LiveStandings {
  const [state, setState] = useState<LiveStandings>({ doc: null, phase: 'loading', error: null });
  // A phone back in the network, or the page shown again: ask at once, not after the back-off.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const again = () => setAttempt((n) => n + 1);
    const visible = () => {
      if (document.visibilityState === 'visible') again();
    };
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', visible);
    };
  }, []);
  useEffect(() => {
    if (!isOnlineTournamentId(tournamentId)) {
      setState({ doc: null, phase: 'offline', error: 'malformed' });
      return;
    }
    let cancelled = false;
    let stop = () => {};
    void (async () => {
      const { BrowserPouch, LOCAL_ADAPTER } = await import('./pouch-browser');
      if (cancelled) return;
      const name = databaseNames(tournamentId).published;
      const local: PouchDatabase = new BrowserPouch(`kb-live-${tournamentId}`, localDatabaseOptions(LOCAL_ADAPTER));
      const remote: PouchDatabase = new BrowserPouch(`${serverUrl()}/${name}`, { adapter: 'http', skip_setup: true });
      const show = (doc: PublishedStandings | null, phase?: LiveStandings['phase'], error?: OnlineErrorCode | null) => {
        if (cancelled) return;
        setState((s) => ({ doc: doc ?? s.doc, phase: phase ?? s.phase, error: error === undefined ? s.error : error }));
      };
      // What this phone kept from last time, shown until the server answers.
      const kept: unknown = await local.get(STANDINGS_ID).catch(() => null);
      show(isPublishedStandings(kept) ? kept : null);
      // The server's changes feed, with the document in it: a new standings document is on the
      // page as soon as the feed's answer arrives (no second request for the document), and kept
      // on the phone for when the network goes.
      let since: number | string = 0;
      let delay = 0;
      let feed: { cancel(): void } | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let keeping: Promise<unknown> = Promise.resolve();
      const keep = (doc: PouchDoc) => {
        keeping = keeping.then(async () => {
          const old = await local.get(STANDINGS_ID).catch(() => null);
          const { _rev: _, ...content } = doc;
          await local.put({ ...content, ...(old?._rev ? { _rev: old._rev } : {}) });
        }).catch(() => undefined);
      };
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      const retry = (err: unknown) => {
        if (cancelled) return;
        clearInterval(heartbeat);
        feed?.cancel();
        feed = null;
        // A restarted server numbers its changes anew: follow it from its start.
        since = 0;
        show(null, 'offline', onlineErrorCode(err));
        clearTimeout(timer);
        delay = delay === 0 ? 500 : Math.min(5_000, delay * 2);
        timer = setTimeout(() => void follow(), delay);
      };
      const follow = async () => {
        if (cancelled) return;
        // The first answer says whether the server is there (an empty database is "live" too).
        try {
          await remote.info();
        } catch (err) {
          retry(err);
          return;
        }
        if (cancelled) return;
        delay = 0;
        show(null, 'live', null);
        const changes = remote.changes({ since, live: true, include_docs: true });
        changes.on('change', (c) => {
          if (c.seq !== undefined) since = c.seq;
          // Only a document of the standings' shape is shown (the public database is the server's word, not a type).
          if (c.id !== STANDINGS_ID || c.deleted || !isPublishedStandings(c.doc)) return;
          show(c.doc, 'live', null);
          keep(c.doc);
        });
        changes.on('error', retry);
        feed = changes;
        // The feed alone may not notice a server that is gone (an open request that never ends).
        heartbeat = setInterval(() => {
          remote.info().catch((err: unknown) => {
            if (feed === changes) retry(err);
          });
        }, HEARTBEAT_MS);
      };
      void follow();
      stop = () => {
        clearTimeout(timer);
        clearInterval(heartbeat);
        feed?.cancel();
      };
      if (cancelled) stop();
    })();
    return () => {
      cancelled = true;
      stop();
    };
  }, [tournamentId, attempt]);
  return state;
}
