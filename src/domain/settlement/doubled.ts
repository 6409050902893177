import type { Hand } from '../model';

/**
 * The factor a row's own amounts were doubled by (rules.md §8): manual and struck
 * rows use up their place in a double round, but nothing of theirs is doubled.
 */
export function doubledBy(hand: Hand, row: { multiplier: number }): number {
  if (hand.manual || hand.void === true || hand.dissolveKassa === true) return 1;
  return row.multiplier;
}
