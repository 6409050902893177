import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStoredSession } from '@/testing/factories';
import { db } from './db';
import { getPersistenceState, requestPersistenceOnce } from './persistent-storage';

const original = Object.getOwnPropertyDescriptor(navigator, 'storage');

function fakeStorage(persisted: boolean, grant: boolean) {
  const storage = { persisted: vi.fn(async () => persisted), persist: vi.fn(async () => grant) };
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  return storage;
}

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'storage', original);
  else delete (navigator as { storage?: unknown }).storage;
});

describe('persistent storage', () => {
  it('reports the current state', async () => {
    fakeStorage(true, true);
    expect(await getPersistenceState()).toBe('persisted');
    fakeStorage(false, true);
    expect(await getPersistenceState()).toBe('not-persisted');
  });

  it('does not ask while there is no session', async () => {
    const storage = fakeStorage(false, true);
    expect(await requestPersistenceOnce()).toBe('not-persisted');
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('asks once when a session exists, and never again', async () => {
    await db.sessions.add(makeStoredSession());
    const storage = fakeStorage(false, false);
    expect(await requestPersistenceOnce()).toBe('not-persisted');
    expect(await requestPersistenceOnce()).toBe('not-persisted');
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('returns persisted when granted', async () => {
    await db.sessions.add(makeStoredSession());
    fakeStorage(false, true);
    expect(await requestPersistenceOnce()).toBe('persisted');
  });

  it('is unsupported without the Storage API', async () => {
    Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
    expect(await getPersistenceState()).toBe('unsupported');
    expect(await requestPersistenceOnce()).toBe('unsupported');
  });
});
