/* global window, document */
/**
 * Browser-test helper: creates the app database as the first release (schema
 * version 1) wrote it, with raw IndexedDB calls, so an upgrade test can open
 * the app on top of it. Served by tests/e2e/support/seed-page.ts; the data is kept identical
 * to V1_FIXTURE in src/testing/v1-database.ts by a unit test.
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

  var FIXTURE = {
    sessions: [
      {
        id: '0b7c5e1a-4a51-4c1e-9d4e-3f0b2f6a9c01',
        createdAt: '2026-11-20T18:30:00.000Z',
        updatedAt: '2026-11-20T22:45:00.000Z',
        data: {
          format: 'tarock-session',
          version: 1,
          name: 'Donnerstagsrunde',
          date: '2026-11-20',
          players: ['Anna', 'Bernd', 'Clara', 'Dieter'],
          rules: 'hausregeln',
          stakeCents: 10,
          firstDealer: 0,
          hands: [
            { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
            { game: 'dreier', declarer: 0, points: '38/1' },
            { game: 'bettler', declarer: 2, result: 'lost', kontraBy: { 0: 1 } },
          ],
        },
      },
      {
        id: '5d2f8c3e-7b6a-4e0f-8a1c-2e9d4b7f6a02',
        createdAt: '2026-11-27T18:00:00.000Z',
        updatedAt: '2026-11-27T19:10:00.000Z',
        data: {
          format: 'tarock-session',
          version: 1,
          name: 'Seminar',
          date: '2026-11-27',
          players: ['Eva', 'Anna', 'Franz', 'Gerti', 'Hans'],
          rules: { preset: 'erotas', overrides: { tariffs: { rufer: 2 } } },
          stakeCents: 20,
          hands: [
            { game: 'piccolo', declarer: 2, result: 'won' },
            { game: 'dreier', declarer: 4, result: 'lost', kontra: 1 },
          ],
        },
      },
    ],
    ruleSets: [
      {
        id: 'c4a9e7d2-1f3b-4a6c-9e8d-7b2a5c1f0e03',
        name: 'Stammtisch',
        spec: { preset: 'hausregeln', overrides: { tariffs: { rufer: 2 }, vorfleck: true } },
        updatedAt: '2026-11-01T12:00:00.000Z',
      },
    ],
    meta: [{ key: 'appDataVersion', value: 1 }],
  };

  /** Resolves with the record counts; rejects if the database already exists. */
  function seed(factory) {
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
        FIXTURE.sessions.forEach(function (r) { tx.objectStore('sessions').add(r); });
        FIXTURE.ruleSets.forEach(function (r) { tx.objectStore('ruleSets').add(r); });
        FIXTURE.meta.forEach(function (r) { tx.objectStore('meta').add(r); });
        tx.oncomplete = function () {
          idb.close();
          resolve({ sessions: FIXTURE.sessions.length, ruleSets: FIXTURE.ruleSets.length });
        };
        tx.onerror = function () {
          idb.close();
          reject(new Error('Could not write the version-1 data: ' + (tx.error && tx.error.name)));
        };
      };
    });
  }

  root.koenigsblockSeedV1 = { dbName: DB_NAME, fixture: FIXTURE, seed: seed };

  if (typeof document !== 'undefined' && document.currentScript && document.currentScript.hasAttribute('data-autorun')) {
    var status = document.getElementById('status');
    seed(root.indexedDB).then(
      function (counts) {
        status.textContent = 'Seeded: ' + counts.sessions + ' sessions, ' + counts.ruleSets + ' rule set.';
        document.body.setAttribute('data-seed', 'done');
      },
      function (error) {
        status.textContent = 'Error: ' + error.message;
        document.body.setAttribute('data-seed', 'error');
      },
    );
  }
})(typeof window !== 'undefined' ? window : globalThis);
