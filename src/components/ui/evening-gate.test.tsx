import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { EveningGate, type EveningLoad } from './evening-gate';

type Opened = Exclude<EveningLoad, { status: 'ready' }> | { status: 'ready'; name: string };

const BACK = { href: '#sheet', label: 'Zum Blatt' };

function Gate({ opened, waiting }: { opened: Opened; waiting?: boolean }) {
  return (
    <EveningGate opened={opened} title="Abrechnung" back={BACK} waiting={waiting}>
      {(ready) => <p>Abend „{ready.name}“ ist offen</p>}
    </EveningGate>
  );
}

describe('EveningGate', () => {
  it('says it is loading under the screen\'s title, with the screen\'s back link, and renders nothing of the screen', () => {
    renderWithProviders(<Gate opened={{ status: 'loading' }} />);
    expect(screen.getByRole('heading', { name: 'Abrechnung' })).toBeInTheDocument();
    expect(screen.getByText('Lädt …')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Zum Blatt' })).toHaveAttribute('href', '#sheet');
    expect(screen.queryByText(/ist offen/)).toBeNull();
  });

  it('keeps loading while the screen waits for more than the evening', () => {
    const screenPart = vi.fn(() => null);
    renderWithProviders(
      <EveningGate opened={{ status: 'ready' }} title="Spiel 3" back={BACK} waiting>
        {screenPart}
      </EveningGate>,
    );
    expect(screen.getByText('Lädt …')).toBeInTheDocument();
    expect(screenPart).not.toHaveBeenCalled();
  });

  it('says an evening that is gone is gone, and leads back to the evenings', () => {
    renderWithProviders(<Gate opened={{ status: 'error', error: { code: 'ERR_STORAGE_NOT_FOUND' } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Diesen Abend gibt es nicht (mehr).');
    const links = screen.getAllByRole('link', { name: 'Zu den Abenden' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '#/');
    expect(screen.queryByText(/ist offen/)).toBeNull();
  });

  it('lists an invalid evening\'s problems in words, in English too', () => {
    renderWithProviders(
      <Gate
        opened={{
          status: 'error',
          error: {
            code: 'ERR_SESSION_INVALID',
            errors: [{ code: 'ERR_PARTNER_IS_DECLARER', hand: 2, field: 'partner', message: 'partner equals declarer' }],
          },
        }}
      />,
      { lang: 'en' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This evening contains invalid data and cannot be settled.');
    expect(within(screen.getByRole('list')).getByRole('listitem')).toHaveTextContent('Game 3: The partner cannot be the declarer.');
    expect(screen.getAllByRole('link', { name: 'To the evenings' })[0]).toHaveAttribute('href', '#/');
  });

  it('names a storage failure as the storage says it', () => {
    renderWithProviders(<Gate opened={{ status: 'error', error: { code: 'ERR_STORAGE_BLOCKED' } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Die App ist noch in einem anderen Tab mit einer älteren Version offen.');
  });

  it('a read the storage refused (a full disk): what failed, the storage\'s words on what to do, and a retry that opens it again', async () => {
    const retry = vi.fn();
    const { user } = renderWithProviders(<Gate opened={{ status: 'error', error: { code: 'ERR_STORAGE_QUOTA' }, retry }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Dieser Abend kann gerade nicht gelesen werden.');
    expect(alert).toHaveTextContent('Der Speicher des Geräts ist voll');
    expect(alert).toHaveTextContent('Bitte eine Sicherung exportieren und Platz schaffen.');
    await user.click(within(alert).getByRole('button', { name: 'Nochmal versuchen' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('link', { name: 'Zu den Abenden' })[0]).toHaveAttribute('href', '#/');
  });

  it('renders the screen with the open evening once it is ready', () => {
    renderWithProviders(<Gate opened={{ status: 'ready', name: 'Donnerstagsrunde' }} />);
    expect(screen.getByText('Abend „Donnerstagsrunde“ ist offen')).toBeInTheDocument();
    expect(screen.queryByText('Lädt …')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Abrechnung' })).toBeNull();
  });
});
