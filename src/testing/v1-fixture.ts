/**
 * A database exactly as the first release (schema version 1) wrote it: the one copy of
 * that data. The migration tests write it through Dexie (`v1-database.ts`); the browser
 * tests hand it to the raw-IndexedDB script `tests/e2e/support/seed-v1.js`, so this file
 * imports types only and runs in Node and in the browser tests alike.
 */
import type { RecordsV1 } from '@/persistence/migrations/v1-initial';

/** A version-1 database in the record shapes of version 1. */
export interface V1Fixture {
  sessions: RecordsV1['sessions'][];
  ruleSets: RecordsV1['ruleSets'][];
  meta: RecordsV1['meta'][];
}

export const V1_FIXTURE: V1Fixture = {
  sessions: [
    {
      id: '0b7c5e1a-4a51-4c1e-9d4e-3f0b2f6a9c01',
      createdAt: '2026-11-20T18:30:00.000Z',
      updatedAt: '2026-11-20T22:45:00.000Z',
      data: {
        format: 'tarock-session',
        version: 1,
        name: 'Donnerstagsrunde',
        date: '2026-11-20',
        players: ['Anna', 'Bernd', 'Clara', 'Dieter'],
        rules: 'hausregeln',
        stakeCents: 10,
        firstDealer: 0,
        hands: [
          { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
          { game: 'dreier', declarer: 0, points: '38/1' },
          { game: 'bettler', declarer: 2, result: 'lost', kontraBy: { '0': 1 } },
        ],
      },
    },
    {
      id: '5d2f8c3e-7b6a-4e0f-8a1c-2e9d4b7f6a02',
      createdAt: '2026-11-27T18:00:00.000Z',
      updatedAt: '2026-11-27T19:10:00.000Z',
      data: {
        format: 'tarock-session',
        version: 1,
        name: 'Seminar',
        date: '2026-11-27',
        players: ['Eva', 'Anna', 'Franz', 'Gerti', 'Hans'],
        rules: { preset: 'erotas', overrides: { tariffs: { rufer: 2 } } },
        stakeCents: 20,
        hands: [
          { game: 'piccolo', declarer: 2, result: 'won' },
          { game: 'dreier', declarer: 4, result: 'lost', kontra: 1 },
        ],
      },
    },
  ],
  ruleSets: [
    {
      id: 'c4a9e7d2-1f3b-4a6c-9e8d-7b2a5c1f0e03',
      name: 'Stammtisch',
      spec: { preset: 'hausregeln', overrides: { tariffs: { rufer: 2 }, vorfleck: true } },
      updatedAt: '2026-11-01T12:00:00.000Z',
    },
  ],
  meta: [{ key: 'appDataVersion', value: 1 }],
};
