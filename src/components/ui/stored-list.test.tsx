import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StoredListScreen, type StoredThing } from './stored-list';

interface Cup extends StoredThing {
  name: string;
  tournaments: number;
  damaged?: boolean;
}

const cups: Cup[] = [
  { id: 'a', name: 'Cup 2024', tournaments: 9, archived: true, updatedAt: '2025-01-10T10:00:00.000Z' },
  { id: 'b', name: 'Hausruck-Cup', tournaments: 3, archived: false, updatedAt: '2026-03-01T10:00:00.000Z' },
  { id: 'c', name: 'Innviertler Cup', tournaments: 5, archived: false, updatedAt: '2026-05-20T10:00:00.000Z' },
];

function List({ items, onImport = () => undefined, failure = null }: { items: Cup[] | undefined; onImport?: (file: File) => void; failure?: { title: string; message: string; retryLabel: string; onRetry: () => void } | null }) {
  return (
    <StoredListScreen
      title="Saisonen"
      back={{ href: '#back', label: 'Zurück' }}
      create={{ href: '#new', label: 'Neue Saison' }}
      importFile={{ label: 'Saison importieren', onFile: onImport }}
      items={items}
      row={(x) =>
        x.damaged
          ? { href: `#cup-${x.id}`, title: x.name, summary: 'Beschädigt – nicht lesbar', damaged: true }
          : { href: `#cup-${x.id}`, title: x.name, summary: `${x.tournaments} Turniere` }
      }
      archivedLabel="archiviert"
      loadingText="Lädt …"
      emptyTitle="Noch keine Saison"
      emptyBody="Leg eine an oder importiere eine Saisondatei."
      failure={failure}
    >
      <p>Zwischen Import und Liste</p>
    </StoredListScreen>
  );
}

describe('StoredListScreen', () => {
  it('says it is loading until the stored things are read', () => {
    render(<List items={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Lädt …');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says why when the stored things cannot be read, keeps import and "new", and offers to try again', () => {
    const onRetry = vi.fn();
    render(<List items={undefined} failure={{ title: 'Nicht lesbar.', message: 'Der Speicher ist voll.', retryLabel: 'Nochmal versuchen', onRetry }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nicht lesbar.');
    expect(alert).toHaveTextContent('Der Speicher ist voll.');
    expect(screen.queryByText('Lädt …')).toBeNull();
    expect(screen.getByRole('button', { name: 'Saison importieren' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neue Saison' })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Nochmal versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says what to do when nothing is stored', () => {
    render(<List items={[]} />);
    expect(screen.getByText('Noch keine Saison')).toBeInTheDocument();
    expect(screen.getByText('Leg eine an oder importiere eine Saisondatei.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neue Saison' })).toHaveAttribute('href', '#new');
  });

  it('links every stored thing, the newest first and the archived ones last, with its summary', () => {
    render(<List items={cups} />);
    const rows = within(screen.getByRole('list', { name: 'Saisonen' })).getAllByRole('link');
    expect(rows.map((r) => r.textContent)).toEqual(['Innviertler Cup5 Turniere', 'Hausruck-Cup3 Turniere', 'Cup 20249 Turniere · archiviert']);
    expect(rows[0]).toHaveAttribute('href', '#cup-c');
    expect(screen.getByText('Zwischen Import und Liste')).toBeInTheDocument();
  });

  it('marks a damaged record in its summary, and it is still listed and linked', () => {
    render(<List items={[...cups, { id: 'd', name: 'Alter Cup', tournaments: 0, archived: false, updatedAt: '2026-06-01T10:00:00.000Z', damaged: true }]} />);
    const first = within(screen.getByRole('list', { name: 'Saisonen' })).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('Alter CupBeschädigt – nicht lesbar');
    expect(first).toHaveAttribute('href', '#cup-d');
    expect(within(first).getByText('Beschädigt – nicht lesbar').className).toContain('text-red-800');
    expect(within(screen.getByRole('list', { name: 'Saisonen' })).getAllByRole('link')[1]!.querySelector('.text-red-800')).toBeNull();
  });

  it('hands the chosen file to the import, and the same file can be chosen again', () => {
    const onImport = vi.fn();
    render(<List items={cups} onImport={onImport} />);
    const input = screen.getByLabelText<HTMLInputElement>('Saison importieren', { selector: 'input' });
    const file = new File(['{}'], 'saison.json', { type: 'application/json' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onImport).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
  });
});
