import { afterEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import {
  clearStorageError,
  getStorageError,
  guard,
  reportStorageError,
  StorageError,
  subscribeStorageError,
  toStorageError,
} from './storage-errors';

afterEach(() => clearStorageError());

function domError(name: string): Error {
  const e = new Error(name);
  e.name = name;
  return e;
}

describe('toStorageError', () => {
  it.each([
    ['QuotaExceededError', 'ERR_STORAGE_QUOTA'],
    ['VersionError', 'ERR_STORAGE_VERSION'],
    ['MissingAPIError', 'ERR_STORAGE_UNAVAILABLE'],
    ['InvalidStateError', 'ERR_STORAGE_UNAVAILABLE'],
    ['SecurityError', 'ERR_STORAGE_UNAVAILABLE'],
    ['SomethingElse', 'ERR_STORAGE_UNKNOWN'],
  ])('maps %s to %s', (name, code) => {
    expect(toStorageError(domError(name)).code).toBe(code);
  });

  it('finds a quota error wrapped by Dexie in an AbortError', () => {
    const wrapped = new Dexie.AbortError('Transaction aborted', domError('QuotaExceededError'));
    expect(toStorageError(wrapped).code).toBe('ERR_STORAGE_QUOTA');
  });

  it('unwraps our own error from a Dexie DatabaseClosedError (failed open)', () => {
    const own = new StorageError('ERR_STORAGE_NEWER_DATA', 'newer');
    const closed = new Dexie.DatabaseClosedError(own);
    expect(toStorageError(closed)).toBe(own);
  });

  it('keeps the original error as cause and handles non-errors', () => {
    const original = domError('QuotaExceededError');
    expect(toStorageError(original).cause).toBe(original);
    expect(toStorageError('boom')).toMatchObject({ code: 'ERR_STORAGE_UNKNOWN', message: 'boom' });
  });
});

describe('the storage problem channel', () => {
  it('keeps app-wide problems, notifies listeners and clears them', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStorageError(listener);
    const quota = new StorageError('ERR_STORAGE_QUOTA', 'full');
    reportStorageError(quota);
    expect(getStorageError()).toBe(quota);
    expect(listener).toHaveBeenCalledTimes(1);

    clearStorageError('ERR_STORAGE_BLOCKED');
    expect(getStorageError()).toBe(quota);
    clearStorageError('ERR_STORAGE_QUOTA');
    expect(getStorageError()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('ignores screen-local problems such as a missing session', () => {
    reportStorageError(new StorageError('ERR_STORAGE_NOT_FOUND', 'missing'));
    expect(getStorageError()).toBeNull();
  });

  it('guard turns a failure into a StorageError and reports it', async () => {
    await expect(guard(() => Promise.reject(domError('QuotaExceededError')))).rejects.toMatchObject({ code: 'ERR_STORAGE_QUOTA' });
    expect(getStorageError()?.code).toBe('ERR_STORAGE_QUOTA');
    await expect(guard(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
