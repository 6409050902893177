import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/persistence/db';
import { sampleHands } from '@/testing/domain/hands';
import { makeStoredSession } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { EVENINGS_HINT_KEY } from '@/persistence/evenings-hint';
import { SessionCard } from './session-card';
import { FIRST_CARDS, SessionsScreen } from './sessions-screen';

async function seed() {
  await db.sessions.bulkAdd([
    makeStoredSession({ id: 'older', updatedAt: '2026-11-13T22:00:00.000Z', data: { name: 'Vorwoche', date: '2026-11-13', players: ['Eva', 'Franz', 'Gerti', 'Hans'] } }),
    makeStoredSession({ id: 'newer', updatedAt: '2026-11-20T22:00:00.000Z', data: { name: 'Donnerstagsrunde', date: '2026-11-20', hands: sampleHands() } }),
  ]);
}

describe('SessionsScreen', () => {
  it('a table phone\'s round sheets are told apart by round and table, each opening its own sheet', async () => {
    const link = (round: number) => ({ id: 'cup-3', name: 'Hausruck-Cup, 3. Turnier', round, table: 3, playerIds: ['p1', 'p2', 'p3', 'p4'], handsPerRound: 12 });
    await db.sessions.bulkAdd([
      makeStoredSession({ id: 'r1', updatedAt: '2026-11-27T19:00:00.000Z', data: { name: 'Hausruck-Cup, 3. Turnier', date: '2026-11-27', tournament: link(1) } }),
      makeStoredSession({ id: 'r2', updatedAt: '2026-11-27T20:30:00.000Z', data: { name: 'Hausruck-Cup, 3. Turnier', date: '2026-11-27', tournament: link(2) } }),
    ]);
    renderWithProviders(<SessionsScreen />);
    expect(await screen.findByRole('link', { name: /^Runde 2 · Tisch 3 · Hausruck-Cup, 3\. Turnier/ })).toHaveAttribute('href', '#/s/r2');
    expect(screen.getByRole('link', { name: /^Runde 1 · Tisch 3 · Hausruck-Cup, 3\. Turnier/ })).toHaveAttribute('href', '#/s/r1');
    expect(screen.getByRole('button', { name: 'Aktionen für Runde 1 · Tisch 3 · Hausruck-Cup, 3. Turnier' })).toBeInTheDocument();
  });

  it('explains what to do when there is no evening yet', async () => {
    renderWithProviders(<SessionsScreen />);
    expect(await screen.findByText('Noch kein Abend')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Neuer Abend/ })).toHaveAttribute('href', '#/new');
    expect(screen.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('href', '#/settings');
    expect(screen.getByRole('link', { name: 'Regelsätze' })).toHaveAttribute('href', '#/rules');
    expect(screen.getByRole('link', { name: 'Statistik' })).toHaveAttribute('href', '#/stats');
    expect(screen.getByRole('link', { name: 'Sicherung' })).toHaveAttribute('href', '#/backup');
  });

  it('remembers whether there are evenings, so the next start paints the right first screen', async () => {
    const first = renderWithProviders(<SessionsScreen />);
    // A first visit: the welcome from the first render on, no "loading" line in between.
    expect(screen.getByText('Noch kein Abend')).toBeInTheDocument();
    expect(screen.queryByText('Abende werden geladen …')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(EVENINGS_HINT_KEY)).toBe('0'));
    first.unmount();

    // Storing an evening (new, imported, restored) tells the next start to wait for the list.
    await seed();
    expect(localStorage.getItem(EVENINGS_HINT_KEY)).toBe('1');
    const second = renderWithProviders(<SessionsScreen />);
    expect(screen.getByText('Abende werden geladen …')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Noch kein Abend')).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Abende' })).toBeInTheDocument();
    second.unmount();

    // A hint gone stale (evenings stored behind the app's back): the list read wins and the hint heals.
    localStorage.setItem(EVENINGS_HINT_KEY, '0');
    renderWithProviders(<SessionsScreen />);
    expect(await screen.findByRole('list', { name: 'Abende' })).toBeInTheDocument();
    expect(screen.queryByText('Noch kein Abend')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(EVENINGS_HINT_KEY)).toBe('1'));
  });

  it('lists a season of evenings: the first screenful at once, then all of them, newest first, each with its leader', async () => {
    // More hands than are worked out at once: the leaders come a few evenings at a time.
    const count = FIRST_CARDS * 6 + 5;
    await db.sessions.bulkAdd(
      Array.from({ length: count }, (_, i) =>
        makeStoredSession({ id: `abend-${i}`, updatedAt: `2026-01-01T20:00:00.${String(i).padStart(3, '0')}Z`, data: { name: `Runde ${i + 1}`, date: '2026-01-15', hands: sampleHands() } }),
      ),
    );
    renderWithProviders(<SessionsScreen />);
    const list = await screen.findByRole('list', { name: 'Abende' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(count));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^Runde 77/));
    await waitFor(() => expect(within(list).getAllByText(/^Führt:/)).toHaveLength(count));
  });

  it('lists the evenings newest first with players, hands and the leader from the settlement', async () => {
    await seed();
    renderWithProviders(<SessionsScreen />);
    const list = await screen.findByRole('list', { name: 'Abende' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Donnerstagsrunde');
    expect(items[1]).toHaveTextContent('Vorwoche');

    const first = within(items[0]!);
    expect(first.getByRole('link')).toHaveAttribute('href', '#/s/newer');
    expect(items[0]).toHaveTextContent('3 Spiele');
    expect(items[0]).toHaveTextContent('Anna · Bernd · Clara · Dieter');
    // Rufer −1/+1/−1/+1, Dreier +18/−6/−6/−6, Bettler +8/+4/−16/+4 → Anna +25.
    await waitFor(() => expect(items[0]).toHaveTextContent('Führt: Anna +25'));
    expect(items[1]).toHaveTextContent('noch keine Spiele');
    expect(items[1]).not.toHaveTextContent('Führt');
  });

  it('renames an evening', async () => {
    await seed();
    const { user } = renderWithProviders(<SessionsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Aktionen für Donnerstagsrunde' }));
    await user.click(screen.getByRole('button', { name: 'Umbenennen' }));
    const dialog = screen.getByRole('dialog', { name: 'Abend umbenennen' });
    const field = within(dialog).getByLabelText('Name des Abends');
    await user.clear(field);
    await user.type(field, 'Silvesterrunde');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await db.sessions.get('newer'))?.data.name).toBe('Silvesterrunde'));
    expect(await screen.findByText('Silvesterrunde')).toBeInTheDocument();
  });

  it('archives an evening out of the list and brings it back from the archive', async () => {
    await seed();
    const { user } = renderWithProviders(<SessionsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Aktionen für Vorwoche' }));
    await user.click(screen.getByRole('button', { name: 'Archivieren' }));
    await waitFor(() => expect(screen.queryByText('Vorwoche')).not.toBeInTheDocument());
    expect(await db.sessions.get('older')).toMatchObject({ archived: true });

    await user.click(screen.getByRole('button', { name: 'Archiv (1)' }));
    const archive = await screen.findByRole('list', { name: 'Archiv' });
    expect(within(archive).getByText('Vorwoche')).toBeInTheDocument();
    await user.click(within(archive).getByRole('button', { name: 'Aktionen für Vorwoche' }));
    await user.click(within(archive).getByRole('button', { name: 'Aus dem Archiv holen' }));
    await waitFor(async () => expect((await db.sessions.get('older'))?.archived).toBe(false));
  });

  it('deletes only after confirmation and can undo the delete', async () => {
    await seed();
    const { user } = renderWithProviders(<SessionsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Aktionen für Donnerstagsrunde' }));
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Abend löschen?' });
    expect(dialog).toHaveTextContent('„Donnerstagsrunde“ (3 Spiele) wird gelöscht');

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(await db.sessions.get('newer')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Abend löschen?' })).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByText('Donnerstagsrunde')).not.toBeInTheDocument());
    expect(await db.sessions.get('newer')).toBeUndefined();

    expect(await screen.findByText('„Donnerstagsrunde“ gelöscht')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(await screen.findByText('Donnerstagsrunde')).toBeInTheDocument();
    expect((await db.sessions.get('newer'))?.data.hands).toHaveLength(3);
  });

  it('speaks English when chosen', async () => {
    await seed();
    renderWithProviders(<SessionsScreen />, { lang: 'en' });
    const list = await screen.findByRole('list', { name: 'Evenings' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Leading: Anna +25');
    expect(screen.getByRole('link', { name: /New evening/ })).toBeInTheDocument();
  });
});

describe('SessionCard while the settlement loads', () => {
  it('keeps the leader line in place (nothing moves when it arrives) without announcing anything', () => {
    const stored = makeStoredSession({ data: { name: 'Donnerstagsrunde', hands: sampleHands() } });
    const noop = () => undefined;
    const { container, rerender } = renderWithProviders(
      <ul>
        <SessionCard stored={stored} summary={{ handCount: 3, leader: undefined }} onRename={noop} onToggleArchive={noop} onDelete={noop} />
      </ul>,
    );
    const pending = container.querySelector('[data-leader-pending]');
    expect(pending).not.toBeNull();
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('listitem')).not.toHaveTextContent('Führt');
    rerender(
      <ul>
        <SessionCard stored={stored} summary={{ handCount: 3, leader: null }} onRename={noop} onToggleArchive={noop} onDelete={noop} />
      </ul>,
    );
    expect(container.querySelector('[data-leader-pending]')).toBeNull();
  });
});
