/**
 * Persistent storage: without it a browser may evict IndexedDB under storage
 * pressure, taking the evenings with it. Asked once, as soon as the first
 * evening exists (asking earlier, on a blank app, looks odd and some browsers
 * decline without a reason to keep data). The database code loads only for that question: the
 * settings' state and button do not need it.
 */

export type PersistenceState = 'persisted' | 'not-persisted' | 'unsupported';

function storageManager(): StorageManager | undefined {
  return typeof navigator !== 'undefined' && navigator.storage && typeof navigator.storage.persisted === 'function'
    ? navigator.storage
    : undefined;
}

/** Whether this origin's storage is currently protected from eviction. */
export async function getPersistenceState(): Promise<PersistenceState> {
  const storage = storageManager();
  if (!storage) return 'unsupported';
  try {
    return (await storage.persisted()) ? 'persisted' : 'not-persisted';
  } catch {
    return 'unsupported';
  }
}

/**
 * Asks for persistent storage once per device, if at least one session exists.
 * Returns the resulting state; never throws (a refusal is not an error).
 */
export async function requestPersistenceOnce(): Promise<PersistenceState> {
  const storage = storageManager();
  if (!storage || typeof storage.persist !== 'function') return 'unsupported';
  try {
    if (await storage.persisted()) return 'persisted';
    const stored = await import('./repositories/persist-request-repository');
    if (!(await stored.hasStoredEvenings())) return 'not-persisted';
    if (await stored.wasPersistRequested()) return 'not-persisted';
    const granted = await storage.persist();
    await stored.markPersistRequested(granted, new Date());
    return granted ? 'persisted' : 'not-persisted';
  } catch {
    return 'not-persisted';
  }
}

/** Asks now (the user tapped the button in the settings); returns the resulting state. */
export async function requestPersistence(): Promise<PersistenceState> {
  const storage = storageManager();
  if (!storage || typeof storage.persist !== 'function') return 'unsupported';
  try {
    return (await storage.persist()) ? 'persisted' : 'not-persisted';
  } catch {
    return 'not-persisted';
  }
}
