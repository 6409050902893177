/**
 * The evenings' live views: the start screen's list and one evening. They read lazily (the
 * database code loads when a view first needs it), follow every change, and hand a storage
 * failure to the screen's error boundary.
 */
import Dexie from 'dexie';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { makeStoredSession } from '@/testing/factories';
import { db, DB_NAME } from '../db';
import { resetDatabasePresenceForTests } from '../database-presence';
import { StorageError } from '../storage-errors';
import * as records from './session-records';
import { useSession, useSessions } from './session-hooks';

afterEach(async () => {
  if (!db.isOpen()) await db.open();
});

describe('useSessions', () => {
  it('lists the evenings, most recently changed first, and follows a new one', async () => {
    await db.sessions.bulkAdd([
      makeStoredSession({ id: 'older', updatedAt: '2026-11-20T18:00:00.000Z' }),
      makeStoredSession({ id: 'newer', updatedAt: '2026-11-21T18:00:00.000Z' }),
    ]);
    const { result } = renderHook(() => useSessions());
    await waitFor(() => expect(result.current?.map((s) => s.id)).toEqual(['newer', 'older']));
    await act(() => db.sessions.add(makeStoredSession({ id: 'newest', updatedAt: '2026-11-22T18:00:00.000Z' })));
    await waitFor(() => expect(result.current?.map((s) => s.id)).toEqual(['newest', 'newer', 'older']));
  });

  it('is the empty list on a device without the database, and does not create it', async () => {
    db.close({ disableAutoOpen: false });
    await Dexie.delete(DB_NAME);
    resetDatabasePresenceForTests();
    const list = vi.spyOn(records, 'listSessions');
    const { result } = renderHook(() => useSessions());
    await waitFor(() => expect(result.current).toEqual([]));
    expect(list).not.toHaveBeenCalled();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(DB_NAME);
  });

  it('hands a storage failure to the error boundary', async () => {
    vi.spyOn(records, 'listSessions').mockRejectedValue(new StorageError('ERR_STORAGE_UNAVAILABLE', 'IndexedDB is not available.'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function List() {
      const sessions = useSessions();
      return <p>{sessions ? `${sessions.length} Abende` : 'lädt'}</p>;
    }
    render(
      <Boundary>
        <List />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('ERR_STORAGE_UNAVAILABLE');
  });
});

describe('useSession', () => {
  it('is the evening with this id, null for none, and follows a change of id and of the evening', async () => {
    await db.sessions.bulkAdd([makeStoredSession({ id: 'a', data: { name: 'Erster' } }), makeStoredSession({ id: 'b', data: { name: 'Zweiter' } })]);
    const { result, rerender } = renderHook(({ id }) => useSession(id), { initialProps: { id: 'a' } });
    await waitFor(() => expect(result.current?.data.name).toBe('Erster'));
    rerender({ id: 'b' });
    await waitFor(() => expect(result.current?.data.name).toBe('Zweiter'));
    await act(() => db.sessions.update('b', { 'data.name': 'Zweiter Abend' }));
    await waitFor(() => expect(result.current?.data.name).toBe('Zweiter Abend'));
    rerender({ id: 'missing' });
    await waitFor(() => expect(result.current).toBeNull());
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{(this.state.error as StorageError).code}</p> : this.props.children;
  }
}
