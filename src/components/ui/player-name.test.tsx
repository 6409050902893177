import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayerName } from './player-name';

describe('PlayerName', () => {
  it('shows the whole name isolated in <bdi>, never cut off with an ellipsis', () => {
    const { container } = render(<PlayerName name="Gottfriede Maier" />);
    const el = container.querySelector('bdi')!;
    expect(el.textContent).toBe('Gottfriede Maier');
    expect(el.className).not.toMatch(/truncate|ellipsis|line-clamp|nowrap/);
    // It wraps: at a space first, inside a word only where one word is wider than the box.
    expect(el.className).toContain('[overflow-wrap:anywhere]');
    expect(el.className).toContain('whitespace-normal');
  });

  it('sets a long name a little smaller, a short one at the size around it', () => {
    const long = render(<PlayerName name="Maximilian A." />).container.querySelector('bdi')!;
    const short = render(<PlayerName name="Anna" />).container.querySelector('bdi')!;
    expect(long.className).toContain('text-[0.85em]');
    expect(short.className).not.toContain('text-[0.85em]');
  });

  it('keeps a right-to-left name isolated and passes attributes on', () => {
    const { container } = render(<PlayerName name={'\u05d1\u05e0\u05d9\u05de\u05d9\u05df'} title="x" className="font-bold" />);
    const el = container.querySelector('bdi')!;
    expect(el.getAttribute('title')).toBe('x');
    expect(el.className).toContain('font-bold');
  });
});
