/**
 * Names inside generated text ("Anna zahlt Bernd 0,10 €") are wrapped in
 * FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE (U+2068 … U+2069): a name in
 * a right-to-left script then cannot pull the amount or the words around it
 * into its own direction, and the sentence never reads backwards. In markup,
 * names go into <bdi> instead, which does the same.
 */
export const FSI = '\u2068';
export const PDI = '\u2069';

export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}
