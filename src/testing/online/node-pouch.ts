/**
 * PouchDB as the sync's Node tests run it (memory replicas, HTTP to the embedded server,
 * replication), and a wait for a state that takes a moment over the network.
 */
import PouchDB from 'pouchdb-core';
import MemoryAdapter from 'pouchdb-adapter-memory';
import HttpAdapter from 'pouchdb-adapter-http';
import Replication from 'pouchdb-replication';
import type { PouchStatic } from '@/state/online/pouch-types';

type Pluggable = { plugin(p: unknown): Pluggable };
export const NodePouch = (PouchDB as unknown as Pluggable).plugin(MemoryAdapter).plugin(HttpAdapter).plugin(Replication) as unknown as PouchStatic;

/** Resolves with `probe`'s first truthy answer; fails naming `what` after `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
