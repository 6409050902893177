import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { RecordGate, recordStatus, type RecordKind } from './record-gate';

interface Sound { id: string; name: string }
interface Damaged { id: string; name: string | null; problems: { code: string; field: string; message: string; params?: Record<string, string | number>; round?: number; tournament?: number }[] }
type Read = Sound | Damaged;
const isDamaged = (read: Read): read is Damaged => 'problems' in read;

const BACK = { href: '#/t/cup/round/2', label: 'Zur Runde' };
const BROKEN: Damaged = {
  id: 'cup',
  name: 'Kaputt-Cup',
  problems: [
    { code: 'ERR_T_UNKNOWN_PLAYER', field: 'rounds[0].tables[0].players[3]', message: 'unknown player', params: { player: 'p99' }, round: 1 },
    { code: 'ERR_T_UNKNOWN_PLAYER', field: 'tournaments[1].rounds[0]', message: 'unknown player', params: { player: 'p98' }, round: 1, tournament: 2 },
  ],
};

function Gate({ read, kind = 'tournament', remove = async () => undefined, notFound }: { read: Read | null | undefined; kind?: RecordKind; remove?: (id: string) => Promise<void>; notFound?: () => ReactNode }) {
  return (
    <RecordGate kind={kind} read={read} isDamaged={isDamaged} remove={remove} title="Tischkarten Runde 2" back={BACK} {...(notFound ? { notFound } : {})}>
      {(record) => <p>Offen: {record.name}</p>}
    </RecordGate>
  );
}

describe('recordStatus', () => {
  it('reads the live hook\'s answer as the four states', () => {
    expect(recordStatus<Read, Damaged>(undefined, isDamaged)).toEqual({ status: 'loading' });
    expect(recordStatus<Read, Damaged>(null, isDamaged)).toEqual({ status: 'not-found' });
    expect(recordStatus<Read, Damaged>(BROKEN, isDamaged)).toEqual({ status: 'damaged', damaged: BROKEN });
    expect(recordStatus<Read, Damaged>({ id: 'a', name: 'A' }, isDamaged)).toEqual({ status: 'ready', record: { id: 'a', name: 'A' } });
  });
});

describe('RecordGate', () => {
  it('a read the storage refused: the storage\'s words on why and what to do, and a retry — never the error page', async () => {
    const retry = vi.fn();
    const { StorageError } = await import('@/persistence/storage-errors');
    const { user } = renderWithProviders(
      <RecordGate kind="season" read={undefined} failure={new StorageError('ERR_STORAGE_QUOTA', 'QuotaExceededError')} retry={retry} isDamaged={isDamaged} remove={async () => undefined} title="Saisonwertung" back={BACK}>
        {(record) => <p>Offen: {record.name}</p>}
      </RecordGate>,
      { lang: 'en' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Saisonwertung' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This season cannot be read right now.');
    expect(alert).toHaveTextContent('The device storage is full – the last change was not saved. Please export a backup and free some space.');
    expect(alert).not.toHaveTextContent(/StorageError|Quota/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Offen:/)).toBeNull();
  });

  it('loading: says so under the screen\'s title with its back link, and renders nothing of the screen', () => {
    const screenPart = vi.fn(() => null);
    renderWithProviders(
      <RecordGate kind="tournament" read={undefined as Read | null | undefined} isDamaged={isDamaged} remove={async () => undefined} title="Tischkarten Runde 2" back={BACK}>
        {screenPart}
      </RecordGate>,
    );
    expect(screen.getByRole('heading', { name: 'Tischkarten Runde 2' })).toBeInTheDocument();
    expect(screen.getByText('Wird geladen …')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Zur Runde' })).toHaveAttribute('href', '#/t/cup/round/2');
    expect(screenPart).not.toHaveBeenCalled();
  });

  it('not found: a tournament or a season that is not on this device, with the way to its list', () => {
    const { unmount } = renderWithProviders(<Gate read={null} />);
    expect(screen.getByRole('heading', { name: 'Turniere' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Dieses Turnier gibt es auf diesem Gerät nicht.');
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '#/t');
    expect(screen.queryByText(/Offen:/)).toBeNull();
    unmount();
    renderWithProviders(<Gate read={null} kind="season" />, { lang: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('This season is not on this device.');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '#/saison');
  });

  it('not found: the screen\'s own answer instead, when it has one', () => {
    renderWithProviders(<Gate read={null} notFound={() => <p>Vom Server holen</p>} />);
    expect(screen.getByText('Vom Server holen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('damaged: names it, says why, lists its problems with where they are, and nothing of it is used', () => {
    renderWithProviders(<Gate read={BROKEN} />);
    expect(screen.getByRole('heading', { name: 'Turnier beschädigt' })).toBeInTheDocument();
    expect(screen.getByText('Kaputt-Cup')).toBeInTheDocument();
    const [why, problems] = screen.getAllByRole('alert');
    expect(why).toHaveTextContent('Dieses Turnier ist auf diesem Gerät beschädigt gespeichert');
    const items = within(problems!).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Runde 1/);
    expect(items[1]).toHaveTextContent(/^Turnier 2/);
    expect(screen.queryByText(/Offen:/)).toBeNull();
  });

  it('damaged: Delete asks first, deletes, says so and shows the list; a record without a readable name is named as such', async () => {
    const remove = vi.fn(async () => undefined);
    const { user } = renderWithProviders(<Gate read={{ ...BROKEN, name: null }} kind="season" remove={remove} />, { route: '#/saison/cup', lang: 'en' });
    expect(screen.getByText('Season without a readable name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete the season' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The season "Season without a readable name" is deleted from this device.');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete the season' }));
    expect(remove).toHaveBeenCalledWith('cup');
    await waitFor(() => expect(window.location.hash).toBe('#/saison'));
    expect(await screen.findByText('“Season without a readable name” deleted')).toBeInTheDocument();
  });

  it('damaged: a failed deletion is said in words, and the screen stays', async () => {
    const remove = vi.fn(() => Promise.reject(new Error('disk full')));
    const { user } = renderWithProviders(<Gate read={BROKEN} remove={remove} />, { route: '#/t/cup' });
    await user.click(screen.getByRole('button', { name: 'Turnier löschen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turnier löschen' }));
    expect(await screen.findByText(/^Das hat nicht geklappt:/)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/t/cup');
    expect(screen.getByRole('heading', { name: 'Turnier beschädigt' })).toBeInTheDocument();
  });

  it('ready: the screen itself, given the record', () => {
    renderWithProviders(<Gate read={{ id: 'cup', name: 'Hausruck-Cup' }} />);
    expect(screen.getByText('Offen: Hausruck-Cup')).toBeInTheDocument();
    expect(screen.queryByText('Wird geladen …')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Tischkarten Runde 2' })).toBeNull();
  });
});
