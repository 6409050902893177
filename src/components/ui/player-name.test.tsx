import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nameSizeClass, PlayerName } from './player-name';

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
    const long = render(<PlayerName name="Gottfried Mai" />).container.querySelector('bdi')!;
    const short = render(<PlayerName name="Anna" />).container.querySelector('bdi')!;
    expect(long.className).toContain('text-[0.85em]');
    expect(short.className).not.toMatch(/text-\[0\.\d+em\]/);
  });

  it('sets a name with one long word smaller still, so the word is not broken inside', () => {
    expect(nameSizeClass('Maximilian A.')).toContain('text-[0.75em]');
    expect(nameSizeClass('Maximilian Bär A')).toContain('text-[0.75em]');
    expect(nameSizeClass('Schwarzenbacher')).toContain('text-[0.7em]');
    expect(nameSizeClass('Gottfriede Maier')).toContain('text-[0.75em]');
    expect(nameSizeClass('Ana Bea Cid Dora')).toContain('text-[0.85em]');
    expect(nameSizeClass('Anna')).toBe('');
  });

  it('keeps a right-to-left name isolated and passes attributes on', () => {
    const { container } = render(<PlayerName name={'\u05d1\u05e0\u05d9\u05de\u05d9\u05df'} title="x" className="font-bold" />);
    const el = container.querySelector('bdi')!;
    expect(el.getAttribute('title')).toBe('x');
    expect(el.className).toContain('font-bold');
  });
});
