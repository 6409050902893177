/**
 * Record factories: the stored records around test data, with the fields only storage
 * has (ids, timestamps, the archive flag). The session inside a record comes from the
 * one session builder, `makeSession` of `domain/session.ts`.
 */
import type { StoredRuleSet, StoredSession } from '@/persistence/db';
import { makeSession, type SessionOptions } from './domain/session';

let counter = 0;

function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}-${String(counter).padStart(4, '0')}`;
}

/** A stored session record around `makeSession(data)`. */
export function makeStoredSession(overrides: Partial<Omit<StoredSession, 'data'>> & { data?: SessionOptions } = {}): StoredSession {
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
