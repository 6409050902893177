/**
 * Test data builders. Every test builds its sessions here instead of spreading
 * literal objects across files.
 */
import type { Hand, Session } from '@/domain/model';
import type { StoredRuleSet, StoredSession } from '@/persistence/db';

let counter = 0;

function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}-${String(counter).padStart(4, '0')}`;
}

/** A valid 4-player `hausregeln` session without hands; override any field. */
export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    format: 'tarock-session',
    version: 1,
    name: 'Donnerstagsrunde',
    date: '2026-11-20',
    players: ['Anna', 'Bernd', 'Clara', 'Dieter'],
    rules: 'hausregeln',
    stakeCents: 10,
    firstDealer: 0,
    hands: [],
    ...overrides,
  };
}

/**
 * Three hands on a 4-table under `hausregeln` (dealer 0, 1, 2):
 * Rufer won by Bernd with Dieter [−1, +1, −1, +1]; Dreier won by Anna with 38/1
 * [+18, −6, −6, −6]; Bettler lost by Clara, Anna contra'd [+8, +4, −16, +4].
 * Totals: Anna +25, Bernd −1, Clara −23, Dieter −1.
 */
export function makeSampleHands(): Hand[] {
  return [
    { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
    { game: 'dreier', declarer: 0, points: '38/1' },
    { game: 'bettler', declarer: 2, result: 'lost', kontraBy: { '0': 1 } },
  ];
}

/** A stored session record around `makeSession`. */
export function makeStoredSession(overrides: Partial<Omit<StoredSession, 'data'>> & { data?: Partial<Session> } = {}): StoredSession {
  const { data, ...rest } = overrides;
  return {
    id: nextId('session'),
    createdAt: '2026-11-20T18:00:00.000Z',
    updatedAt: '2026-11-20T18:00:00.000Z',
    archived: false,
    ...rest,
    data: makeSession(data),
  };
}

export function makeStoredRuleSet(overrides: Partial<StoredRuleSet> = {}): StoredRuleSet {
  return {
    id: nextId('rules'),
    name: 'Stammtisch',
    spec: { preset: 'hausregeln', overrides: { tariffs: { rufer: 2 } } },
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}
