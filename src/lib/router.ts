/**
 * A tiny hash router: offline-safe (every URL is index.html) and enough for a
 * handful of screens. Routes:
 *   #/                          sessions list
 *   #/new                       start an evening
 *   #/s/:id                     the sheet
 *   #/s/:id/hand                enter a new hand
 *   #/s/:id/hand/:index         edit hand :index
 *   #/s/:id/edit                correct the evening (players' names, first dealer, rules, stake, name)
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
 *   #/t                         tournaments
 *   #/t/new                     set up a tournament
 *   #/t/new/:seasonId           set up a tournament of a cup season (its rules and cup points)
 *   #/t/:id                     the director's overview (registration, rounds, exports)
 *   #/t/:id/settings            the tournament's settings
 *   #/t/:id/draw                the draw of the next round (a draft until published)
 *   #/t/:id/r/:n                round :n: its tables and missing results
 *   #/t/:id/r/:n/seating        round :n's seating list (by table, by name; print)
 *   #/t/:id/r/:n/table/:t       one table's result and history
 *   #/t/:id/standings           the standings
 *   #/t/:id/projector           the standings for a projector
 *   #/saison                    cup seasons
 *   #/saison/new                set up a cup season
 *   #/saison/:id                a season: its tournaments, adding one, exports
 *   #/saison/:id/settings       the season's settings
 *   #/saison/:id/matches        doubtful player matches across its tournaments
 *   #/saison/:id/results        results from elsewhere (a results list: file, pasted table, typed from paper)
 *   #/saison/:id/results/:tid   the same, as a corrected version of the season's results list :tid
 *   #/saison/:id/standings      the Saisonwertung (phone, print)
 *   #/saison/:id/projector      the Saisonwertung for a projector
 *   #/saison/:id/oef            an Österreich-Finale's start list from the cups' lists
 *   #/saison/:id/side           a side ranking: created from a cup season, or its players changed
 *   #/saison/:id/spieler/:key   one cup player's results in the season
 *   #/saison/:id/turnier/:tid   one tournament of the season as the season counts it (a results list, another director's file)
 *   #/live/:id                  spectators: the live standings of an online tournament (no login)
 *   #/online/join/:id           a second director device joins an online tournament
 *   #/online/table/:code        a table phone keeps its table's login for network hand-ins
 */
import { useSyncExternalStore } from 'react';

export type Route =
  | { name: 'sessions' }
  | { name: 'new-session' }
  | { name: 'sheet'; sessionId: string }
  | { name: 'hand'; sessionId: string; handIndex?: number }
  | { name: 'edit-session'; sessionId: string }
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
  | { name: 'tournaments' }
  | { name: 'new-tournament'; seasonId?: string }
  | { name: 'tournament'; tournamentId: string; view: TournamentView }
  | { name: 'seasons' }
  | { name: 'new-season' }
  | { name: 'season'; seasonId: string; view: SeasonView }
  | { name: 'season-player'; seasonId: string; player: string }
  | { name: 'season-tournament'; seasonId: string; tournamentId: string }
  | { name: 'season-correct-results'; seasonId: string; tournamentId: string }
  | { name: 'live'; tournamentId: string }
  | { name: 'online-join'; tournamentId: string }
  | { name: 'online-table'; code: string }
  | { name: 'not-found'; path: string };

export type SeasonView = 'overview' | 'settings' | 'matches' | 'standings' | 'projector' | 'results' | 'oef' | 'side';

const SEASON_VIEWS: readonly SeasonView[] = ['settings', 'matches', 'standings', 'projector', 'results', 'oef', 'side'];

export type TournamentView =
  | { kind: 'overview' }
  | { kind: 'settings' }
  | { kind: 'draw' }
  | { kind: 'round'; round: number }
  | { kind: 'seating'; round: number }
  | { kind: 'table'; round: number; table: number }
  | { kind: 'standings' }
  | { kind: 'projector' };

function parseTournamentView(rest: string[]): TournamentView | null {
  const [a, b, c, d] = rest;
  const num = (x: string | undefined) => (x !== undefined && /^[1-9]\d{0,3}$/.test(x) ? Number(x) : null);
  if (rest.length === 0) return { kind: 'overview' };
  if (rest.length === 1 && a === 'settings') return { kind: 'settings' };
  if (rest.length === 1 && a === 'draw') return { kind: 'draw' };
  if (rest.length === 1 && a === 'standings') return { kind: 'standings' };
  if (rest.length === 1 && a === 'projector') return { kind: 'projector' };
  if (a === 'r') {
    const round = num(b);
    if (round === null) return null;
    if (rest.length === 2) return { kind: 'round', round };
    if (rest.length === 3 && c === 'seating') return { kind: 'seating', round };
    const table = num(d);
    if (rest.length === 4 && c === 'table' && table !== null) return { kind: 'table', round, table };
  }
  return null;
}

function tournamentViewPath(view: TournamentView): string {
  switch (view.kind) {
    case 'overview': return '';
    case 'settings': return '/settings';
    case 'draw': return '/draw';
    case 'standings': return '/standings';
    case 'projector': return '/projector';
    case 'round': return `/r/${view.round}`;
    case 'seating': return `/r/${view.round}/seating`;
    case 'table': return `/r/${view.round}/table/${view.table}`;
  }
}

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
  if (a === 'live' && b && parts.length === 2) return { name: 'live', tournamentId: b };
  if (a === 'online' && b === 'join' && c && parts.length === 3) return { name: 'online-join', tournamentId: c };
  if (a === 'online' && b === 'table' && c && parts.length === 3) return { name: 'online-table', code: c };
  if (a === 't' && b && c === 'r' && d !== undefined && /^[1-9]\d{0,3}$/.test(d) && parts.length === 5) {
    if (parts[4] === 'cards') return { name: 'round-cards', tournamentId: b, round: Number(d) };
    if (parts[4] === 'scan') return { name: 'scan-hand-ins', tournamentId: b, round: Number(d) };
  }
  if (a === 't' && parts.length === 1) return { name: 'tournaments' };
  if (a === 't' && b === 'new' && parts.length === 2) return { name: 'new-tournament' };
  if (a === 't' && b === 'new' && c && parts.length === 3) return { name: 'new-tournament', seasonId: c };
  if (a === 't' && b) {
    const view = parseTournamentView(parts.slice(2));
    if (view) return { name: 'tournament', tournamentId: b, view };
  }
  if (a === 'saison' && parts.length === 1) return { name: 'seasons' };
  if (a === 'saison' && b === 'new' && parts.length === 2) return { name: 'new-season' };
  if (a === 'saison' && b && parts.length === 2) return { name: 'season', seasonId: b, view: 'overview' };
  if (a === 'saison' && b && c === 'spieler' && d && parts.length === 4) return { name: 'season-player', seasonId: b, player: d };
  if (a === 'saison' && b && c === 'turnier' && d && parts.length === 4) return { name: 'season-tournament', seasonId: b, tournamentId: d };
  if (a === 'saison' && b && c === 'results' && d && parts.length === 4) return { name: 'season-correct-results', seasonId: b, tournamentId: d };
  if (a === 'saison' && b && parts.length === 3 && SEASON_VIEWS.includes(c as SeasonView)) return { name: 'season', seasonId: b, view: c as SeasonView };
  if (a === 's' && b) {
    if (parts.length === 2) return { name: 'sheet', sessionId: b };
    if (c === 'hand' && parts.length === 3) return { name: 'hand', sessionId: b };
    if (c === 'hand' && d !== undefined && /^\d+$/.test(d) && parts.length === 4) {
      return { name: 'hand', sessionId: b, handIndex: Number(d) };
    }
    if (c === 'edit' && parts.length === 3) return { name: 'edit-session', sessionId: b };
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
    case 'edit-session': return `#/s/${encodeURIComponent(route.sessionId)}/edit`;
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
    case 'tournaments': return '#/t';
    case 'new-tournament': return route.seasonId === undefined ? '#/t/new' : `#/t/new/${encodeURIComponent(route.seasonId)}`;
    case 'tournament': return `#/t/${encodeURIComponent(route.tournamentId)}${tournamentViewPath(route.view)}`;
    case 'seasons': return '#/saison';
    case 'new-season': return '#/saison/new';
    case 'season': return `#/saison/${encodeURIComponent(route.seasonId)}${route.view === 'overview' ? '' : `/${route.view}`}`;
    case 'season-player': return `#/saison/${encodeURIComponent(route.seasonId)}/spieler/${encodeURIComponent(route.player)}`;
    case 'season-tournament': return `#/saison/${encodeURIComponent(route.seasonId)}/turnier/${encodeURIComponent(route.tournamentId)}`;
    case 'season-correct-results': return `#/saison/${encodeURIComponent(route.seasonId)}/results/${encodeURIComponent(route.tournamentId)}`;
    case 'live': return `#/live/${encodeURIComponent(route.tournamentId)}`;
    case 'online-join': return `#/online/join/${encodeURIComponent(route.tournamentId)}`;
    case 'online-table': return `#/online/table/${encodeURIComponent(route.code)}`;
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
