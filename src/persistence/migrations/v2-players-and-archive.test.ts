import { describe, expect, it } from 'vitest';
import { makeSession } from '@/testing/domain/session';
import { addArchivedFlag, collectPlayers, V2_STORES } from './v2-players-and-archive';
import type { SessionRecordV1 } from './v1-initial';

function record(id: string, updatedAt: string, players: string[]): SessionRecordV1 {
  return { id, createdAt: updatedAt, updatedAt, data: makeSession({ players }) };
}

describe('v2-players-and-archive', () => {
  it('adds a players table keyed by name, indexed by lastSeen, and keeps the v1 stores', () => {
    expect(V2_STORES).toEqual({ sessions: 'id, updatedAt', ruleSets: 'id', meta: 'key', players: 'name, lastSeen' });
  });

  describe('addArchivedFlag', () => {
    it('adds archived = false and keeps every other field', () => {
      const r = record('a', '2026-01-01T00:00:00.000Z', ['A', 'B', 'C', 'D']);
      expect(addArchivedFlag(r)).toEqual({ ...r, archived: false });
    });

    it('keeps a boolean flag that is already there', () => {
      const r = { ...record('a', '2026-01-01T00:00:00.000Z', ['A', 'B', 'C', 'D']), archived: true };
      expect(addArchivedFlag(r).archived).toBe(true);
    });

    it('replaces a non-boolean flag by false', () => {
      const r = { ...record('a', '2026-01-01T00:00:00.000Z', ['A', 'B', 'C', 'D']), archived: 'yes' };
      expect(addArchivedFlag(r).archived).toBe(false);
    });
  });

  describe('collectPlayers', () => {
    it('counts sessions per name and keeps the latest updatedAt, most recent first', () => {
      const players = collectPlayers([
        record('1', '2026-01-10T20:00:00.000Z', ['Anna', 'Bernd', 'Clara', 'Dieter']),
        record('2', '2026-02-10T20:00:00.000Z', ['Anna', 'Eva', 'Clara', 'Franz', 'Gerti']),
        record('3', '2026-01-20T20:00:00.000Z', ['Anna', 'Bernd', 'Hans', 'Ida']),
      ]);
      expect(players).toEqual([
        { name: 'Anna', lastSeen: '2026-02-10T20:00:00.000Z', timesPlayed: 3 },
        { name: 'Clara', lastSeen: '2026-02-10T20:00:00.000Z', timesPlayed: 2 },
        { name: 'Eva', lastSeen: '2026-02-10T20:00:00.000Z', timesPlayed: 1 },
        { name: 'Franz', lastSeen: '2026-02-10T20:00:00.000Z', timesPlayed: 1 },
        { name: 'Gerti', lastSeen: '2026-02-10T20:00:00.000Z', timesPlayed: 1 },
        { name: 'Bernd', lastSeen: '2026-01-20T20:00:00.000Z', timesPlayed: 2 },
        { name: 'Hans', lastSeen: '2026-01-20T20:00:00.000Z', timesPlayed: 1 },
        { name: 'Ida', lastSeen: '2026-01-20T20:00:00.000Z', timesPlayed: 1 },
        { name: 'Dieter', lastSeen: '2026-01-10T20:00:00.000Z', timesPlayed: 1 },
      ]);
    });

    it('trims names, skips empty ones and counts a name once per session', () => {
      expect(collectPlayers([record('1', '2026-01-10T20:00:00.000Z', [' Anna ', 'Anna', '', 'Bernd'])])).toEqual([
        { name: 'Anna', lastSeen: '2026-01-10T20:00:00.000Z', timesPlayed: 1 },
        { name: 'Bernd', lastSeen: '2026-01-10T20:00:00.000Z', timesPlayed: 1 },
      ]);
    });

    it('survives a damaged record without a players list', () => {
      const broken = { id: 'x', createdAt: '', updatedAt: '', data: {} } as unknown as SessionRecordV1;
      expect(collectPlayers([broken])).toEqual([]);
    });
  });
});
