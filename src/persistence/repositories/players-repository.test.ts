import { describe, expect, it, vi, afterEach } from 'vitest';
import { db } from '../db';
import { listPlayers, rememberPlayers } from './players-repository';

afterEach(() => vi.useRealTimers());

describe('rememberPlayers', () => {
  it('stores each trimmed, distinct name once with lastSeen = now and timesPlayed = 1', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T19:00:00.000Z'));
    await rememberPlayers([' Anna', 'Bernd ', 'Anna', '', '  ']);
    expect(await db.players.toArray()).toEqual([
      { name: 'Anna', lastSeen: '2026-11-20T19:00:00.000Z', timesPlayed: 1 },
      { name: 'Bernd', lastSeen: '2026-11-20T19:00:00.000Z', timesPlayed: 1 },
    ]);
  });

  it('counts every evening and moves lastSeen forward', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T19:00:00.000Z'));
    await rememberPlayers(['Anna', 'Bernd']);
    vi.setSystemTime(new Date('2026-11-27T19:00:00.000Z'));
    await rememberPlayers(['Anna', 'Clara']);
    expect(await db.players.get('Anna')).toEqual({ name: 'Anna', lastSeen: '2026-11-27T19:00:00.000Z', timesPlayed: 2 });
    expect(await db.players.get('Bernd')).toEqual({ name: 'Bernd', lastSeen: '2026-11-20T19:00:00.000Z', timesPlayed: 1 });
  });
});

describe('listPlayers', () => {
  it('lists the most recently seen first', async () => {
    await db.players.bulkAdd([
      { name: 'Anna', lastSeen: '2026-01-01T00:00:00.000Z', timesPlayed: 9 },
      { name: 'Bernd', lastSeen: '2026-03-01T00:00:00.000Z', timesPlayed: 1 },
      { name: 'Clara', lastSeen: '2026-02-01T00:00:00.000Z', timesPlayed: 4 },
    ]);
    expect((await listPlayers()).map((p) => p.name)).toEqual(['Bernd', 'Clara', 'Anna']);
  });
});
