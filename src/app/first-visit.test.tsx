/**
 * A newcomer's first start: the start screen greets without creating the database (its own
 * file, so that no earlier test's screen is still reading from the database in the background).
 */
import Dexie from 'dexie';
import { beforeEach, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { db, DB_NAME } from '@/persistence/db';
import { databaseExists, resetDatabasePresenceForTests } from '@/persistence/database-presence';
import { makeStoredSession } from '@/testing/factories';
import { setRoute } from '@/testing/render';
import { App } from './app';

const databaseNames = async () => (await indexedDB.databases()).map((d) => d.name);

beforeEach(async () => {
  db.close({ disableAutoOpen: false });
  await Dexie.delete(DB_NAME);
  resetDatabasePresenceForTests();
});

it('shows the welcome without creating the database; an evening stored meanwhile creates it and shows', async () => {
  render(<App />);
  expect(await screen.findByText('Noch kein Abend')).toBeInTheDocument();
  await act(() => databaseExists());
  expect(db.isOpen()).toBe(false);
  expect(await databaseNames()).not.toContain(DB_NAME);

  // Stored here or in another tab: the database exists now, and the list reads it.
  await db.sessions.add(makeStoredSession({ data: { name: 'Erster Abend' } }));
  expect(await screen.findByText('Erster Abend')).toBeInTheDocument();
  expect(await databaseNames()).toContain(DB_NAME);
});

it('creates the database with the first screen that reads, and checks it there', async () => {
  render(<App />);
  expect(await screen.findByText('Noch kein Abend')).toBeInTheDocument();
  await act(() => databaseExists());
  act(() => setRoute('#/new'));
  expect(await screen.findByRole('heading', { name: 'Neuer Abend' })).toBeInTheDocument();
  await expect.poll(databaseNames).toContain(DB_NAME);
  // The start's check (data version) ran when it was created.
  await expect.poll(async () => (await db.meta.get('appDataVersion'))?.value).toBeGreaterThan(0);
});
