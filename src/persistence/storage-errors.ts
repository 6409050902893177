/**
 * Storage failures as typed errors with stable codes, and the one place the app
 * learns about them. IndexedDB fails in a few well-known ways: the disk is full
 * (QuotaExceededError), the stored database is newer than this build
 * (VersionError, or our own appDataVersion check), another tab with an older
 * build holds the database open (blocked upgrade), or a newer build in another
 * tab took it over. Each becomes a `StorageError`; the repositories report them
 * here and the app shows a banner with a way out (export a backup, reload).
 */

export type StorageErrorCode =
  | 'ERR_STORAGE_QUOTA'
  | 'ERR_STORAGE_VERSION'
  | 'ERR_STORAGE_NEWER_DATA'
  | 'ERR_STORAGE_BLOCKED'
  | 'ERR_STORAGE_OUTDATED_TAB'
  | 'ERR_STORAGE_UNAVAILABLE'
  | 'ERR_STORAGE_NOT_FOUND'
  /** A stored record fails the domain's check when it is read (an older app, a damaged record). */
  | 'ERR_STORAGE_DAMAGED'
  | 'ERR_STORAGE_UNKNOWN';

export class StorageError extends Error {
  readonly code: StorageErrorCode;
  readonly params: Record<string, string | number>;

  constructor(code: StorageErrorCode, message: string, options: { cause?: unknown; params?: Record<string, string | number> } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'StorageError';
    this.code = code;
    this.params = options.params ?? {};
  }
}

export function isStorageError(e: unknown): e is StorageError {
  return e instanceof StorageError;
}

/** Codes that concern the whole app (shown in the banner), not one screen's request. */
const APP_WIDE: ReadonlySet<StorageErrorCode> = new Set<StorageErrorCode>([
  'ERR_STORAGE_QUOTA',
  'ERR_STORAGE_VERSION',
  'ERR_STORAGE_NEWER_DATA',
  'ERR_STORAGE_BLOCKED',
  'ERR_STORAGE_OUTDATED_TAB',
  'ERR_STORAGE_UNAVAILABLE',
]);

export function isAppWide(code: StorageErrorCode): boolean {
  return APP_WIDE.has(code);
}

function nameOf(e: unknown): string | undefined {
  if (e && typeof e === 'object' && 'name' in e && typeof (e as { name: unknown }).name === 'string') {
    return (e as { name: string }).name;
  }
  return undefined;
}

function innerOf(e: unknown): unknown {
  if (e && typeof e === 'object') {
    const inner = (e as { inner?: unknown }).inner;
    if (inner !== undefined && inner !== null) return inner;
    const cause = (e as { cause?: unknown }).cause;
    if (cause !== undefined && cause !== null) return cause;
  }
  return undefined;
}

/**
 * Maps anything a Dexie or IndexedDB call can throw to a `StorageError`.
 * Dexie wraps the real cause (an AbortError around a QuotaExceededError, a
 * DatabaseClosedError around the open failure), so the chain is followed.
 */
export function toStorageError(e: unknown): StorageError {
  let current: unknown = e;
  for (let depth = 0; depth < 6 && current !== undefined; depth++) {
    if (current instanceof StorageError) return current;
    const name = nameOf(current);
    switch (name) {
      case 'QuotaExceededError':
        return new StorageError('ERR_STORAGE_QUOTA', 'The device storage is full.', { cause: e });
      case 'VersionError':
        return new StorageError('ERR_STORAGE_VERSION', 'The stored data belongs to a newer version of the app.', { cause: e });
      case 'MissingAPIError':
      case 'InvalidStateError':
      case 'SecurityError':
        return new StorageError('ERR_STORAGE_UNAVAILABLE', 'The browser does not allow local storage here.', { cause: e });
      default:
        break;
    }
    current = innerOf(current);
  }
  const message = e instanceof Error ? e.message : String(e);
  return new StorageError('ERR_STORAGE_UNKNOWN', message || 'Storage failed.', { cause: e });
}

// ---- The current app-wide storage problem (one at a time; the most recent wins). ----

let current: StorageError | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

/** Records an app-wide storage problem for the banner; screen-local codes are ignored. */
export function reportStorageError(error: StorageError): void {
  if (!isAppWide(error.code)) return;
  current = error;
  emit();
}

/** Clears the banner (all codes, or only the given one, e.g. when a blocked open went through). */
export function clearStorageError(code?: StorageErrorCode): void {
  if (current === null) return;
  if (code !== undefined && current.code !== code) return;
  current = null;
  emit();
}

export function getStorageError(): StorageError | null {
  return current;
}

export function subscribeStorageError(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let beforeOperation: () => void = () => undefined;

/** What runs before every guarded storage operation (db.ts: an open that failed is tried again). */
export function setBeforeStorageOperation(run: () => void): void {
  beforeOperation = run;
}

/** Runs a storage operation; failures come out as `StorageError`s and app-wide ones are reported. */
export async function guard<T>(operation: () => Promise<T>): Promise<T> {
  try {
    beforeOperation();
    return await operation();
  } catch (e) {
    const error = toStorageError(e);
    reportStorageError(error);
    throw error;
  }
}
