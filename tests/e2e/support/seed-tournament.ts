/**
 * Puts a tournament file into the app's database as if the director had created it, for
 * tests that start at a drawn round or a finished night (200 players are not registered
 * through the UI in every test). The app creates its database first; the record is then
 * written with raw IndexedDB calls, independent of the app's code.
 */
import { expect, type Page } from '@playwright/test';
import type { TournamentFile } from '../../../src/domain/tournament/model';
import { openApp } from '../pages/app';

/** `updatedAt`: when the record was last changed (default: an evening in November 2026). */
export async function seedTournament(page: Page, data: TournamentFile, updatedAt = '2026-11-27T18:00:00.000Z'): Promise<void> {
  await openApp(page, '#/t');
  // The tournaments list reads the database, so the app creates it (the start screen of a first
  // visit does not). A raw open before that would create an empty database in the app's way.
  const record = { id: data.id, createdAt: '2026-11-27T18:00:00.000Z', updatedAt, archived: false, data };
  await expect
    .poll(() =>
      page.evaluate(
        async (r) => {
          const known = await indexedDB.databases();
          if (!known.some((d) => d.name === 'koenigsblock')) return 'no database yet';
          return new Promise<string>((resolve) => {
            const request = indexedDB.open('koenigsblock');
            request.onerror = () => resolve(`cannot open: ${String(request.error)}`);
            request.onsuccess = () => {
              const idb = request.result;
              if (!idb.objectStoreNames.contains('tournaments')) {
                idb.close();
                resolve('no tournaments store yet');
                return;
              }
              const tx = idb.transaction('tournaments', 'readwrite');
              tx.objectStore('tournaments').put(r);
              tx.oncomplete = () => {
                idb.close();
                resolve('stored');
              };
              tx.onerror = () => {
                idb.close();
                resolve(`not stored: ${String(tx.error)}`);
              };
            };
          });
        },
        record,
      ),
    )
    .toBe('stored');
}
