/**
 * A player's name wherever it is shown in a narrow place (buttons, the sheet's
 * header, the Abrechnung): always the whole name, never cut off with an
 * ellipsis, since "Gottfried Maier" and "Gottfriede Maier" differ only at the
 * end. A long name is set a little smaller (a long single word smaller still) and
 * wraps onto a second line at a space; inside a word only where one word is
 * still wider than the box.
 * Isolated in <bdi> (see lib/bidi.ts), so a right-to-left name cannot reorder
 * the text around it.
 */
import type { HTMLAttributes } from 'react';

/** Names longer than this many characters are set at 85 %. */
export const LONG_NAME = 9;
/**
 * A single word longer than this many characters ("Maximilian") is set at 75 %,
 * so that it fits a quarter of a phone's width whole instead of breaking
 * inside the word ("Maximilia / n").
 */
export const LONG_WORD = 9;
/** A word longer than this is set at 70 % and may still break inside itself. */
export const VERY_LONG_WORD = 12;

/** The font size class for a name: the longer the name and its longest word, the smaller. */
export function nameSizeClass(text: string): string {
  const longestWord = Math.max(0, ...text.split(/\s+/).map((w) => [...w].length));
  if (longestWord > VERY_LONG_WORD) return 'text-[0.7em] leading-tight ';
  if (longestWord > LONG_WORD) return 'text-[0.75em] leading-tight ';
  if ([...text].length > LONG_NAME) return 'text-[0.85em] leading-tight ';
  return '';
}

export interface PlayerNameProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  name: string | undefined;
}

export function PlayerName({ name, className = '', ...rest }: PlayerNameProps) {
  const text = name ?? '';
  return (
    <bdi
      data-player-name=""
      className={
        'inline-block min-w-0 max-w-full whitespace-normal [overflow-wrap:anywhere] ' + nameSizeClass(text) + className
      }
      {...rest}
    >
      {text}
    </bdi>
  );
}
