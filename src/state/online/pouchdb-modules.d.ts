// PouchDB's packages ship no types; the sync uses them through `pouch-types.ts`.
declare module 'pouchdb-core';
declare module 'pouchdb-adapter-memory';
declare module 'pouchdb-adapter-http';
declare module 'pouchdb-adapter-indexeddb';
declare module 'pouchdb-replication';
