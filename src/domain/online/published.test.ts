import { describe, expect, it } from 'vitest';
import { buildTournament } from '@/testing/domain/tournament';
import type { TournamentFile } from '../tournament/model';
import { clockSkewMs, findSeat, isPublishedStandings, publishedStandings } from './published';

function cupNight(): TournamentFile {
  const t = buildTournament({ players: 8, rounds: 2 });
  t.rounds[0]!.tables[0]!.result = { totals: [12, -4, -8, 0], note: 'Anna zahlt 3 € Kontra' };
  t.rounds[0]!.tables[1]!.result = { totals: [5, 5, -10, 0] };
  t.cupPoints = [10, 8, 6];
  return {
    ...t,
    players: t.players.map((p, i) => (i === 0 ? { ...p, cupNumber: '1234' } : p)),
    rounds: t.rounds.map((r) => ({ tables: r.tables.map((x) => ({ ...x, key: 'AAECAwQFBgcICQoLDA0ODw' })) })),
  } as TournamentFile;
}

describe('the standings published for spectators', () => {
  it('a document is read as the standings only with their shape', () => {
    const doc = JSON.parse(JSON.stringify(publishedStandings(cupNight(), '2026-11-27T20:15:00.000Z'))) as unknown;
    expect(isPublishedStandings(doc)).toBe(true);
    expect(isPublishedStandings({ ...(doc as object), _rev: '3-abc' })).toBe(true);
    expect(isPublishedStandings(null)).toBe(false);
    expect(isPublishedStandings({ ...(doc as object), kind: 'player' })).toBe(false);
    expect(isPublishedStandings({ ...(doc as object), rows: [{ place: 1, name: 'Anna', rounds: ['12'], total: 12 }] })).toBe(false);
    expect(isPublishedStandings({ ...(doc as object), seating: [{ table: 1, names: 'Anna', done: true }] })).toBe(false);
    const { publishedAt: _, ...withoutTime } = doc as Record<string, unknown>;
    expect(isPublishedStandings(withoutTime)).toBe(false);
  });

  it('holds the tournament, the round, the latest seating and the standings', () => {
    const doc = publishedStandings(cupNight(), '2026-11-27T20:15:00.000Z');
    expect(doc).toMatchObject({ _id: 'standings', kind: 'standings', name: 'Hausruck-Cup, 3. Turnier', round: 2, plannedRounds: 3, hasCupPoints: true });
    expect(doc.seating).toHaveLength(2);
    expect(doc.seating[0]).toEqual({ table: 1, names: expect.any(Array), done: false });
    expect(doc.rows[0]).toEqual({ place: 1, name: 'Anna Huber', rounds: [12, null], total: 12, cupPoints: 10 });
    expect(doc.rows.find((r) => r.name === 'Clara Berger')).toMatchObject({ total: -8 });
  });

  it('carries nothing personal beyond names: no cup numbers, notes, keys or player ids', () => {
    const text = JSON.stringify(publishedStandings(cupNight(), '2026-11-27T20:15:00.000Z'));
    expect(text).not.toContain('1234');
    expect(text).not.toContain('Kontra');
    expect(text).not.toContain('AAECAwQFBgcICQoLDA0ODw');
    expect(text).not.toMatch(/"p\d+"/);
  });

  it('finds where a player sits ("Wo sitze ich?") by part of the name, ignoring case and accents', () => {
    const doc = { seating: [{ table: 1, names: ['Anna Hüber', 'Bernd Maier'], done: false }, { table: 2, names: ['Clara Berger'], done: true }] };
    expect(findSeat(doc, 'huber').map((t) => t.table)).toEqual([1]);
    expect(findSeat(doc, 'BERG').map((t) => t.table)).toEqual([2]);
    expect(findSeat(doc, 'er').map((t) => t.table)).toEqual([1, 2]);
    expect(findSeat(doc, '  ')).toEqual([]);
  });
});

describe('clock skew between devices', () => {
  const now = Date.parse('2026-11-27T20:00:00.000Z');
  it('is reported beyond five minutes either way, and not within', () => {
    expect(clockSkewMs('2026-11-27T20:04:59.000Z', now)).toBe(0);
    expect(clockSkewMs('2026-11-27T20:10:00.000Z', now)).toBe(600_000);
    expect(clockSkewMs('Fri, 27 Nov 2026 19:50:00 GMT', now)).toBe(-600_000);
    expect(clockSkewMs('kaputt', now)).toBeNull();
  });
});
