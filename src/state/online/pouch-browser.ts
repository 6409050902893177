/**
 * PouchDB for the browser: core, IndexedDB for the local replicas, HTTP for the server, and
 * replication. Loaded only when a tournament is online or a spectator page opens (a dynamic
 * import), so the first load does not carry it.
 */
import PouchDB from 'pouchdb-core';
import IndexedDbAdapter from 'pouchdb-adapter-indexeddb';
import HttpAdapter from 'pouchdb-adapter-http';
import Replication from 'pouchdb-replication';
import type { PouchStatic } from './pouch-types';

type Pluggable = { plugin(p: unknown): Pluggable };

export const BrowserPouch = (PouchDB as Pluggable).plugin(IndexedDbAdapter).plugin(HttpAdapter).plugin(Replication) as unknown as PouchStatic;
export const LOCAL_ADAPTER = 'indexeddb';
