import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceDialog } from './dialog';

describe('ChoiceDialog: a decision between two ways, or not now', () => {
  it('offers each way as a button and says which one was chosen; "later" only closes', () => {
    const keep = vi.fn();
    const take = vi.fn();
    const later = vi.fn();
    render(
      <ChoiceDialog
        open
        title="Abgabe übers Netz: Runde 1, Tisch 4"
        message={<p>Der Tisch hat schon ein Ergebnis.</p>}
        choices={[
          { label: 'Bisheriges behalten', onChoose: keep },
          { label: 'Neues Ergebnis übernehmen', onChoose: take, danger: true },
        ]}
        cancelLabel="Später"
        onCancel={later}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Abgabe übers Netz: Runde 1, Tisch 4', hidden: true });
    expect(dialog).toHaveTextContent('Der Tisch hat schon ein Ergebnis.');
    fireEvent.click(screen.getByRole('button', { name: 'Neues Ergebnis übernehmen', hidden: true }));
    expect(take).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Bisheriges behalten', hidden: true }));
    expect(keep).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Später', hidden: true }));
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a way that is busy cannot be chosen twice', () => {
    const take = vi.fn();
    render(<ChoiceDialog open title="T" message="M" choices={[{ label: 'Übernehmen', onChoose: take, disabled: true }]} cancelLabel="Später" onCancel={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Übernehmen', hidden: true });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(take).not.toHaveBeenCalled();
  });
});
