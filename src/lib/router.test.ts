import { describe, expect, it } from 'vitest';
import { parseRoute, routePath, type Route } from './router';

describe('router', () => {
  it('round-trips every route', () => {
    const routes: Route[] = [
      { name: 'sessions' }, { name: 'new-session' }, { name: 'sheet', sessionId: 'a b' },
      { name: 'hand', sessionId: 'x' }, { name: 'hand', sessionId: 'x', handIndex: 12 },
      { name: 'edit-session', sessionId: 'x' }, { name: 'abrechnung', sessionId: 'x' }, { name: 'session-stats', sessionId: 'x' },
      { name: 'stats' }, { name: 'rules' }, { name: 'rule-set', ruleSetId: 'new' }, { name: 'backup' }, { name: 'settings' },
      { name: 'join-round' }, { name: 'hand-in', sessionId: 'x' },
      { name: 'live', tournamentId: '0f7c2a4e-5b1d' }, { name: 'online-join', tournamentId: '0f7c2a4e-5b1d' }, { name: 'online-table', code: 'eyJzIjoiaHR0cCJ9' },
      { name: 'round-cards', tournamentId: 't 1', round: 2 }, { name: 'scan-hand-ins', tournamentId: 't', round: 12 },
      { name: 'tournaments' }, { name: 'new-tournament' }, { name: 'new-tournament', seasonId: 'season-1' },
      ...(
        [
          { kind: 'overview' }, { kind: 'settings' }, { kind: 'draw' }, { kind: 'standings' }, { kind: 'projector' },
          { kind: 'round', round: 2 }, { kind: 'seating', round: 3 }, { kind: 'table', round: 1, table: 12 },
        ] as const
      ).map((view) => ({ name: 'tournament' as const, tournamentId: 't 1', view })),
      { name: 'seasons' }, { name: 'new-season' },
      ...(['overview', 'settings', 'matches', 'standings', 'projector', 'results', 'oef', 'side'] as const).map((view) => ({ name: 'season' as const, seasonId: 's 1', view })),
      { name: 'season-player', seasonId: 's 1', player: '#30' },
      // A season's tournament id is the file's: any text of up to 64 characters, slashes included.
      { name: 'season-tournament', seasonId: 's 1', tournamentId: 'hrc-2025/02 #2' },
      { name: 'season-correct-results', seasonId: 's 1', tournamentId: 'hrc-2025/02 #2' },
    ];
    for (const r of routes) expect(parseRoute(routePath(r))).toEqual(r);
  });
  it('unknown paths are not-found', () => {
    expect(parseRoute('#/s/x/hand/abc').name).toBe('not-found');
    expect(parseRoute('#/nope').name).toBe('not-found');
    expect(parseRoute('#/t/x/r/0/cards').name).toBe('not-found');
    expect(parseRoute('#/t/x/r/2/other').name).toBe('not-found');
    expect(parseRoute('#/t/x/r/0').name).toBe('not-found');
    expect(parseRoute('#/t/x/r/1/table/x').name).toBe('not-found');
    expect(parseRoute('#/saison/x/other').name).toBe('not-found');
    expect(parseRoute('#/saison/x/spieler/%2330')).toEqual({ name: 'season-player', seasonId: 'x', player: '#30' });
    expect(routePath({ name: 'season-player', seasonId: 'x', player: '~anna huber' })).toBe('#/saison/x/spieler/~anna%20huber');
    expect(parseRoute('#/saison/x/spieler').name).toBe('not-found');
    expect(parseRoute('#/saison/x/standings/2').name).toBe('not-found');
    expect(parseRoute('#/saison/x/turnier/hrc-2')).toEqual({ name: 'season-tournament', seasonId: 'x', tournamentId: 'hrc-2' });
    expect(routePath({ name: 'season-tournament', seasonId: 'x', tournamentId: 'a/b' })).toBe('#/saison/x/turnier/a%2Fb');
    expect(parseRoute('#/saison/x/turnier').name).toBe('not-found');
    expect(parseRoute('#/saison/x/turnier/hrc-2/more').name).toBe('not-found');
    expect(parseRoute('#/saison/x/results/hrc-2')).toEqual({ name: 'season-correct-results', seasonId: 'x', tournamentId: 'hrc-2' });
    expect(parseRoute('#/saison/x/results/hrc-2/more').name).toBe('not-found');
    // The table cards and the scanner are routes of their own feature.
    expect(parseRoute('#/t/x/r/1/cards')).toEqual({ name: 'round-cards', tournamentId: 'x', round: 1 });
    expect(parseRoute('#/t/x/r/1/scan')).toEqual({ name: 'scan-hand-ins', tournamentId: 'x', round: 1 });
  });
});
