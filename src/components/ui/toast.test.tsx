import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showToast, Toaster, useToastsAtTop } from './toast';

function BottomControls() {
  useToastsAtTop();
  return <button type="button">Speichern</button>;
}

describe('Toaster', () => {
  it('shows messages at the bottom, and at the top while a screen with controls under the thumb is shown', () => {
    const { rerender } = render(<Toaster />);
    act(() => {
      showToast({ message: 'Die App funktioniert jetzt auch offline.' });
    });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Die App funktioniert jetzt auch offline.');
    expect(region.dataset.placement).toBe('bottom');
    expect(region.className).toContain('bottom-24');

    rerender(
      <>
        <Toaster />
        <BottomControls />
      </>,
    );
    expect(screen.getByRole('status').dataset.placement).toBe('top');
    expect(screen.getByRole('status').className).not.toContain('bottom-24');

    rerender(<Toaster />);
    expect(screen.getByRole('status').dataset.placement).toBe('bottom');
  });
});
