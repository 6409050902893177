/**
 * A tiny hash router: offline-safe (every URL is index.html) and enough for a
 * handful of screens. Routes:
 *   #/                          sessions list
 *   #/new                       start an evening
 *   #/s/:id                     the sheet
 *   #/s/:id/hand                enter a new hand
 *   #/s/:id/hand/:index         edit hand :index
 *   #/s/:id/abrechnung          end of the night
 *   #/s/:id/stats               statistics of one session
 *   #/stats                     statistics over all sessions
 *   #/rules                     custom rule sets
 *   #/rules/:id                 edit a custom rule set ("new" for a new one)
 *   #/backup                    backup and restore
 *   #/settings                  language, theme
 *   #/runde                     table phone: open a tournament round from its table card
 *   #/s/:id/abgabe              table phone: hand in the round (QR code, file)
 *   #/t/:id/r/:n/cards          director: the round's table cards (print, full screen)
 *   #/t/:id/r/:n/scan           director: scan the tables' hand-ins
 */
import { useSyncExternalStore } from 'react';

export type Route =
  | { name: 'sessions' }
  | { name: 'new-session' }
  | { name: 'sheet'; sessionId: string }
  | { name: 'hand'; sessionId: string; handIndex?: number }
  | { name: 'abrechnung'; sessionId: string }
  | { name: 'session-stats'; sessionId: string }
  | { name: 'stats' }
  | { name: 'rules' }
  | { name: 'rule-set'; ruleSetId: string }
  | { name: 'backup' }
  | { name: 'settings' }
  | { name: 'join-round' }
  | { name: 'hand-in'; sessionId: string }
  | { name: 'round-cards'; tournamentId: string; round: number }
  | { name: 'scan-hand-ins'; tournamentId: string; round: number }
  | { name: 'not-found'; path: string };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '') || '/';
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [a, b, c, d] = parts;
  if (parts.length === 0) return { name: 'sessions' };
  if (a === 'new' && parts.length === 1) return { name: 'new-session' };
  if (a === 'stats' && parts.length === 1) return { name: 'stats' };
  if (a === 'rules' && parts.length === 1) return { name: 'rules' };
  if (a === 'rules' && b && parts.length === 2) return { name: 'rule-set', ruleSetId: b };
  if (a === 'backup' && parts.length === 1) return { name: 'backup' };
  if (a === 'settings' && parts.length === 1) return { name: 'settings' };
  if (a === 'runde' && parts.length === 1) return { name: 'join-round' };
  if (a === 't' && b && c === 'r' && d !== undefined && /^[1-9]\d{0,1}$/.test(d) && parts.length === 5) {
    if (parts[4] === 'cards') return { name: 'round-cards', tournamentId: b, round: Number(d) };
    if (parts[4] === 'scan') return { name: 'scan-hand-ins', tournamentId: b, round: Number(d) };
  }
  if (a === 's' && b) {
    if (parts.length === 2) return { name: 'sheet', sessionId: b };
    if (c === 'hand' && parts.length === 3) return { name: 'hand', sessionId: b };
    if (c === 'hand' && d !== undefined && /^\d+$/.test(d) && parts.length === 4) {
      return { name: 'hand', sessionId: b, handIndex: Number(d) };
    }
    if (c === 'abrechnung' && parts.length === 3) return { name: 'abrechnung', sessionId: b };
    if (c === 'stats' && parts.length === 3) return { name: 'session-stats', sessionId: b };
    if (c === 'abgabe' && parts.length === 3) return { name: 'hand-in', sessionId: b };
  }
  return { name: 'not-found', path };
}

export function routePath(route: Route): string {
  switch (route.name) {
    case 'sessions': return '#/';
    case 'new-session': return '#/new';
    case 'sheet': return `#/s/${encodeURIComponent(route.sessionId)}`;
    case 'hand':
      return route.handIndex === undefined
        ? `#/s/${encodeURIComponent(route.sessionId)}/hand`
        : `#/s/${encodeURIComponent(route.sessionId)}/hand/${route.handIndex}`;
    case 'abrechnung': return `#/s/${encodeURIComponent(route.sessionId)}/abrechnung`;
    case 'session-stats': return `#/s/${encodeURIComponent(route.sessionId)}/stats`;
    case 'stats': return '#/stats';
    case 'rules': return '#/rules';
    case 'rule-set': return `#/rules/${encodeURIComponent(route.ruleSetId)}`;
    case 'backup': return '#/backup';
    case 'settings': return '#/settings';
    case 'join-round': return '#/runde';
    case 'hand-in': return `#/s/${encodeURIComponent(route.sessionId)}/abgabe`;
    case 'round-cards': return `#/t/${encodeURIComponent(route.tournamentId)}/r/${route.round}/cards`;
    case 'scan-hand-ins': return `#/t/${encodeURIComponent(route.tournamentId)}/r/${route.round}/scan`;
    case 'not-found': return `#${route.path}`;
  }
}

/** Navigates to a route; `replace` keeps the back button from returning to a finished form. */
export function navigate(route: Route, options: { replace?: boolean } = {}): void {
  const target = routePath(route);
  if (options.replace) {
    history.replaceState(null, '', target);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    window.location.hash = target;
  }
}

function subscribe(callback: () => void): () => void {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
}

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash, () => '');
  return parseRoute(hash);
}
