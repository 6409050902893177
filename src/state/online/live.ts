/**
 * The spectators' side: the standings a director device published, replicated from the
 * public database into a replica on this phone, so the page updates by itself and still
 * shows the last standings without a network. No login.
 */
import { useEffect, useState } from 'react';
import { databaseNames, isOnlineTournamentId, STANDINGS_ID } from '@/domain/online/documents';
import type { PublishedStandings } from '@/domain/online/published';
import { onlineErrorCode, type OnlineErrorCode } from './errors';
import type { PouchDatabase } from './pouch-types';

export interface LiveStandings {
  doc: PublishedStandings | null;
  /** `live`: following the server; `offline`: showing what this phone has. */
  phase: 'loading' | 'live' | 'offline';
  error: OnlineErrorCode | null;
}

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
      const local: PouchDatabase = new BrowserPouch(`kb-live-${tournamentId}`, { adapter: LOCAL_ADAPTER });
      const remote: PouchDatabase = new BrowserPouch(`${serverUrl()}/${name}`, { adapter: 'http', skip_setup: true });
      const read = async (phase?: LiveStandings['phase'], error?: OnlineErrorCode | null) => {
        const doc = await local.get<PublishedStandings>(STANDINGS_ID).catch(() => null);
        if (cancelled) return;
        setState((s) => ({ doc: (doc as PublishedStandings | null) ?? s.doc, phase: phase ?? s.phase, error: error === undefined ? s.error : error }));
      };
      await read();
      const feed = local.changes({ since: 'now', live: true });
      feed.on('change', () => void read());
      const replication = BrowserPouch.replicate(remote, local, { live: true, retry: true, back_off_function: (d: number) => (d === 0 ? 500 : Math.min(15_000, d * 2)) })
        .on('paused', (err) => void read(err ? 'offline' : 'live', err ? onlineErrorCode(err) : null))
        .on('active', () => void read('live', null))
        .on('error', (err) => void read('offline', onlineErrorCode(err)));
      stop = () => {
        replication.cancel();
        feed.cancel();
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
