/**
 * A player's name wherever it is shown in a narrow place (buttons, the sheet's
 * header, the Abrechnung): always the whole name, never cut off with an
 * ellipsis, since "Gottfried Maier" and "Gottfriede Maier" differ only at the
 * end. A long name is set a little smaller and wraps onto a second line (at a
 * space first, inside a word only where one word is wider than the box).
 * Isolated in <bdi> (see lib/bidi.ts), so a right-to-left name cannot reorder
 * the text around it.
 */
import type { HTMLAttributes } from 'react';

/** Names longer than this many characters are set at 85 %. */
export const LONG_NAME = 9;

export interface PlayerNameProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  name: string | undefined;
}

export function PlayerName({ name, className = '', ...rest }: PlayerNameProps) {
  const text = name ?? '';
  const long = [...text].length > LONG_NAME;
  return (
    <bdi
      data-player-name=""
      className={
        'inline-block min-w-0 max-w-full whitespace-normal [overflow-wrap:anywhere] ' + (long ? 'text-[0.85em] leading-tight ' : '') + className
      }
      {...rest}
    >
      {text}
    </bdi>
  );
}
