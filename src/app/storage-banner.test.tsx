/**
 * One storage failure, one message: a screen that says why the storage failed keeps the app's
 * storage banner from saying the same words again; without it, the banner says them.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoredListScreen } from '@/components/ui/stored-list';
import { clearStorageError, reportStorageError, StorageError } from '@/persistence/storage-errors';
import { renderWithProviders } from '@/testing/render';
import { StorageBanner } from './storage-banner';

const FULL = 'Der Speicher des Geräts ist voll – die letzte Änderung wurde nicht gespeichert. Bitte eine Sicherung exportieren und Platz schaffen.';

function List({ failing, importFailed }: { failing: boolean; importFailed: boolean }) {
  return (
    <>
      <StorageBanner />
      <StoredListScreen
        title="Turniere"
        back={{ href: '#/', label: 'Zurück' }}
        create={{ href: '#/t/neu', label: 'Neues Turnier' }}
        importFile={{ label: 'Turnierdatei importieren', onFile: () => undefined }}
        items={failing ? undefined : []}
        row={() => ({ href: '#', title: '', summary: '' })}
        archivedLabel="archiviert"
        loadingText="Lädt …"
        emptyTitle="Noch kein Turnier"
        emptyBody="Leg eines an."
        failure={failing ? { title: 'Die Turniere auf diesem Gerät können gerade nicht gelesen werden.', message: FULL, retryLabel: 'Nochmal versuchen', onRetry: () => undefined } : null}
        importFailure={importFailed ? { title: '„hausruck-3.json“ nicht importiert – auf dem Gerät bleibt alles, wie es war:', message: FULL } : null}
      />
    </>
  );
}

describe('the storage banner and a screen that says the same', () => {
  it('the list unreadable and the import refused for one full disk: the storage\'s words once, in one box naming both', () => {
    renderWithProviders(<List failing importFailed />);
    act(() => reportStorageError(new StorageError('ERR_STORAGE_QUOTA', 'QuotaExceededError')));
    expect(screen.getAllByText(FULL)).toHaveLength(1);
    const [box] = screen.getAllByRole('alert');
    expect(box).toHaveTextContent('Die Turniere auf diesem Gerät können gerade nicht gelesen werden.');
    expect(box).toHaveTextContent('„hausruck-3.json“ nicht importiert – auf dem Gerät bleibt alles, wie es war:');
    act(() => clearStorageError());
  });

  it('an import refused while the list reads: the box under the import button, the banner quiet', () => {
    renderWithProviders(<List failing={false} importFailed />);
    act(() => reportStorageError(new StorageError('ERR_STORAGE_QUOTA', 'QuotaExceededError')));
    expect(screen.getAllByText(FULL)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('„hausruck-3.json“ nicht importiert');
    act(() => clearStorageError());
  });

  it('nothing on the screen says it: the banner does', () => {
    renderWithProviders(<List failing={false} importFailed={false} />);
    act(() => reportStorageError(new StorageError('ERR_STORAGE_QUOTA', 'QuotaExceededError')));
    expect(screen.getAllByText(FULL)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sicherung exportieren' })).toBeInTheDocument();
    act(() => clearStorageError());
  });
});
