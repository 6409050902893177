/**
 * What the request for persistent storage keeps (`persistent-storage.ts`): whether there is an
 * evening worth keeping, and the `meta` record `persistRequested` that says it was asked once.
 */
import { db } from '../db';

const META_PERSIST_REQUESTED = 'persistRequested';

/** Whether at least one evening is stored. */
export async function hasStoredEvenings(): Promise<boolean> {
  return (await db.sessions.count()) > 0;
}

/** Whether this device was asked for persistent storage before. */
export async function wasPersistRequested(): Promise<boolean> {
  return (await db.meta.get(META_PERSIST_REQUESTED)) !== undefined;
}

/** Keeps that it was asked, with the browser's answer. */
export async function markPersistRequested(granted: boolean, at: Date): Promise<void> {
  await db.meta.put({ key: META_PERSIST_REQUESTED, value: { at: at.toISOString(), granted } });
}
