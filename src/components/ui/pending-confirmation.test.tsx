import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './dialog';
import { usePendingConfirmation } from './pending-confirmation';

/** A screen that asks before replacing a stored file, as the list screens do. */
function Replace({ onReplace }: { onReplace: (name: string) => void }) {
  const question = usePendingConfirmation<{ name: string }>();
  return (
    <>
      <button type="button" onClick={() => question.ask({ name: 'Herbstturnier' })}>
        Importieren
      </button>
      <p data-testid="asked">{question.pending?.name ?? '–'}</p>
      <ConfirmDialog
        open={question.pending !== null}
        title="Ersetzen?"
        message={`„${question.pending?.name ?? ''}“ ist schon gespeichert.`}
        confirmLabel="Ersetzen"
        cancelLabel="Abbrechen"
        onCancel={question.cancel}
        onConfirm={() => question.take((p) => onReplace(p.name))}
      />
    </>
  );
}

describe('usePendingConfirmation', () => {
  it('runs what waited once with its value, and the question is gone at once', () => {
    const onReplace = vi.fn();
    render(<Replace onReplace={onReplace} />);
    expect(screen.getByTestId('asked')).toHaveTextContent('–');

    fireEvent.click(screen.getByRole('button', { name: 'Importieren' }));
    expect(screen.getByTestId('asked')).toHaveTextContent('Herbstturnier');
    const yes = screen.getByRole('button', { name: 'Ersetzen' });
    // Two taps before the dialog has closed: the replacement runs once.
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(onReplace).toHaveBeenCalledTimes(1);
    expect(onReplace).toHaveBeenCalledWith('Herbstturnier');
    expect(screen.getByTestId('asked')).toHaveTextContent('–');
    expect(screen.queryByRole('button', { name: 'Ersetzen' })).toBeNull();
  });

  it('runs nothing when the answer is no', () => {
    const onReplace = vi.fn();
    render(<Replace onReplace={onReplace} />);
    fireEvent.click(screen.getByRole('button', { name: 'Importieren' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByTestId('asked')).toHaveTextContent('–');
    expect(onReplace).not.toHaveBeenCalled();
  });
});
