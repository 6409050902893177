import { describe, expect, it } from 'vitest';
import { parseRoute, routePath, type Route } from './router';

describe('router', () => {
  it('round-trips every route', () => {
    const routes: Route[] = [
      { name: 'sessions' }, { name: 'new-session' }, { name: 'sheet', sessionId: 'a b' },
      { name: 'hand', sessionId: 'x' }, { name: 'hand', sessionId: 'x', handIndex: 12 },
      { name: 'abrechnung', sessionId: 'x' }, { name: 'session-stats', sessionId: 'x' },
      { name: 'stats' }, { name: 'rules' }, { name: 'rule-set', ruleSetId: 'new' }, { name: 'backup' }, { name: 'settings' },
      { name: 'join-round' }, { name: 'hand-in', sessionId: 'x' },
      { name: 'round-cards', tournamentId: 't 1', round: 2 }, { name: 'scan-hand-ins', tournamentId: 't', round: 12 },
    ];
    for (const r of routes) expect(parseRoute(routePath(r))).toEqual(r);
  });
  it('unknown paths are not-found', () => {
    expect(parseRoute('#/s/x/hand/abc').name).toBe('not-found');
    expect(parseRoute('#/nope').name).toBe('not-found');
    expect(parseRoute('#/t/x/r/0/cards').name).toBe('not-found');
    expect(parseRoute('#/t/x/r/2/other').name).toBe('not-found');
  });
});
