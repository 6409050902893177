/* global window */
/**
 * Browser-test helper: creates the app database as the first release (schema
 * version 1) wrote it, with raw IndexedDB calls, so an upgrade test can open
 * the app on top of it. Served by tests/e2e/support/seed-page.ts, which passes
 * the data: V1_FIXTURE of src/testing/v1-fixture.ts, the one copy of it.
 *
 * Dexie stores its version × 10 as the IndexedDB version, and creates one
 * object store per table (primary key = first key in the schema, one index per
 * further key); this reproduces `version(1).stores({ sessions: 'id, updatedAt',
 * ruleSets: 'id', meta: 'key' })`.
 */
(function (root) {
  'use strict';

  var DB_NAME = 'koenigsblock';
  var NATIVE_VERSION = 10;

  /** Writes `fixture` ({ sessions, ruleSets, meta }); resolves with the record counts, rejects if the database already exists. */
  function seed(factory, fixture) {
    return new Promise(function (resolve, reject) {
      var created = false;
      var request = factory.open(DB_NAME, NATIVE_VERSION);
      request.onupgradeneeded = function (event) {
        if (event.oldVersion !== 0) {
          request.transaction.abort();
          return;
        }
        created = true;
        var idb = request.result;
        var sessions = idb.createObjectStore('sessions', { keyPath: 'id' });
        sessions.createIndex('updatedAt', 'updatedAt', { unique: false, multiEntry: false });
        idb.createObjectStore('ruleSets', { keyPath: 'id' });
        idb.createObjectStore('meta', { keyPath: 'key' });
      };
      request.onerror = function () {
        reject(new Error('Could not create the version-1 database: ' + (request.error && request.error.name)));
      };
      request.onsuccess = function () {
        var idb = request.result;
        if (!created) {
          idb.close();
          reject(new Error('The database already exists; seed a fresh browser profile.'));
          return;
        }
        var tx = idb.transaction(['sessions', 'ruleSets', 'meta'], 'readwrite');
        fixture.sessions.forEach(function (r) { tx.objectStore('sessions').add(r); });
        fixture.ruleSets.forEach(function (r) { tx.objectStore('ruleSets').add(r); });
        fixture.meta.forEach(function (r) { tx.objectStore('meta').add(r); });
        tx.oncomplete = function () {
          idb.close();
          resolve({ sessions: fixture.sessions.length, ruleSets: fixture.ruleSets.length });
        };
        tx.onerror = function () {
          idb.close();
          reject(new Error('Could not write the version-1 data: ' + (tx.error && tx.error.name)));
        };
      };
    });
  }

  root.koenigsblockSeedV1 = { dbName: DB_NAME, seed: seed };
})(typeof window !== 'undefined' ? window : globalThis);
