import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { navigate } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, Toaster, useBottomBar, useToastsAtTop } from './toast';

/** A sticky bottom bar of the given height (happy-dom lays nothing out: the height is given). */
function Bar({ height }: { height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const set = (el: HTMLDivElement | null) => {
    if (el) Object.defineProperty(el, 'offsetHeight', { configurable: true, value: height });
    ref.current = el;
  };
  useBottomBar(ref);
  return <div ref={set}>Speichern</div>;
}

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

    rerender(
      <>
        <Toaster />
        <BottomControls />
      </>,
    );
    expect(screen.getByRole('status').dataset.placement).toBe('top');
    expect(screen.getByRole('status').style.bottom).toBe('');

    rerender(<Toaster />);
    expect(screen.getByRole('status').dataset.placement).toBe('bottom');
  });

  it('a message shown on one screen goes when the user moves to another; one shown on the way to a screen stays there', async () => {
    navigate({ name: 'seasons' });
    render(<Toaster />);
    act(() => {
      showToast({ message: 'Saison importiert.' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saison importiert.');
    await act(async () => {
      navigate({ name: 'season', seasonId: 's1', view: 'standings' });
      await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    });
    expect(screen.getByRole('status')).not.toHaveTextContent('Saison importiert.');

    // Saved, then back to the list in the same step: the message is about what opened the list, and stays on it.
    act(() => {
      showToast({ message: 'Gelöscht.' });
      navigate({ name: 'seasons' }, { replace: true });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Gelöscht.');
    await act(async () => {
      navigate({ name: 'tournaments' });
      await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    });
    expect(screen.getByRole('status')).not.toHaveTextContent('Gelöscht.');
  });

  it('gives the page room below its last control while a message shows at the bottom', () => {
    render(<Toaster />);
    expect(document.documentElement.style.getPropertyValue('--toast-space')).toBe('');
    let id = 0;
    act(() => {
      id = showToast({ message: 'Gespeichert.' });
    });
    expect(document.documentElement.style.getPropertyValue('--toast-space')).toMatch(/^calc\(\d+px \+ 0\.75rem \* 2\)$/);
    act(() => dismissToast(id));
    expect(document.documentElement.style.getPropertyValue('--toast-space')).toBe('');
  });

  it('stands above the bottom bar of the screen, following its height, and goes back to the edge without one', () => {
    const { rerender } = render(
      <>
        <Toaster />
        <Bar height={140} />
      </>,
    );
    act(() => {
      showToast({ message: 'Letzte Runde ab Spiel 3: doppelt' });
    });
    expect(screen.getByRole('status').style.bottom).toBe('calc(140px + 0.75rem)');

    rerender(
      <>
        <Toaster />
        <Bar height={140} />
        <Bar height={200} />
      </>,
    );
    expect(screen.getByRole('status').style.bottom).toBe('calc(200px + 0.75rem)');

    rerender(<Toaster />);
    expect(screen.getByRole('status').style.bottom).not.toContain('200px');
  });

  describe('off the control just used and the screen\'s next steps', () => {
    afterEach(() => vi.restoreAllMocks());
    /** happy-dom lays nothing out: the boxes are given, a 44 px control at `at` px from the top, the messages across the screen. */
    function layOut(boxes: Map<Element, number>) {
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        const at = boxes.get(this);
        if (this.getAttribute('role') === 'status') return DOMRect.fromRect({ x: 0, y: 0, width: 390, height: 0 });
        return at === undefined ? DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 }) : DOMRect.fromRect({ x: 16, y: at, width: 358, height: 44 });
      });
    }

    it('a control the screen marks: the message stands at the top while the control is at the bottom edge, and back at the bottom once it is not', async () => {
      render(<><Toaster /><button type="button" data-toast-avoid>Turnierdateien hinzufügen</button></>);
      const button = screen.getByRole('button', { name: 'Turnierdateien hinzufügen' });
      const boxes = new Map<Element, number>([[button, window.innerHeight - 50]]);
      layOut(boxes);
      act(() => { showToast({ message: '„1. Turnier“ ist in der Saison.' }); });
      expect(screen.getByRole('status').dataset.placement).toBe('top');

      // Scrolled: the control is up at the top now, the bottom is free.
      boxes.set(button, 90);
      fireEvent.scroll(window);
      await waitFor(() => expect(screen.getByRole('status').dataset.placement).toBe('bottom'));
    });

    it('the control just touched, even unmarked: the message leaves it free; with no control at the bottom edge it stays at the bottom', () => {
      render(<><Toaster /><button type="button">Alle hinzufügen</button></>);
      const button = screen.getByRole('button', { name: 'Alle hinzufügen' });
      layOut(new Map([[button, window.innerHeight - 50]]));
      act(() => { showToast({ message: 'Nichts angetippt.' }); });
      expect(screen.getByRole('status').dataset.placement).toBe('bottom');
      fireEvent.pointerDown(button);
      act(() => { showToast({ message: '2 Spieler hinzugefügt.' }); });
      expect(screen.getByRole('status').dataset.placement).toBe('top');
    });
  });

  it('one failure, one message: the same words again replace the message on screen; one with an action keeps its own', () => {
    render(<Toaster />);
    act(() => {
      showToast({ message: 'Das hat nicht geklappt: Der Speicher des Geräts ist voll.' });
      showToast({ message: 'Das hat nicht geklappt: Der Speicher des Geräts ist voll.' });
      showToast({ message: 'Das hat nicht geklappt: Der Speicher des Geräts ist voll.' });
    });
    expect(screen.getAllByText('Das hat nicht geklappt: Der Speicher des Geräts ist voll.')).toHaveLength(1);
    act(() => {
      showToast({ message: 'Spiel gelöscht', actionLabel: 'Rückgängig', onAction: () => undefined });
      showToast({ message: 'Spiel gelöscht', actionLabel: 'Rückgängig', onAction: () => undefined });
    });
    expect(screen.getAllByText('Spiel gelöscht')).toHaveLength(2);
  });
});
