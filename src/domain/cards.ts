/**
 * Card points "P/B": P points and B Blatt (0–2), counted internally in thirds
 * (3·P + B); the deck is 70/0 = 210 thirds (rules.md §1).
 */
import type { CardPoints } from './model';

export const DECK_THIRDS = 210;

/** Parses "38/1", "38" or 38 into thirds; null when malformed or out of range. */
export function parseCardPoints(value: CardPoints): number | null {
  let p: number;
  let b = 0;
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return null;
    p = value;
  } else if (typeof value === 'string') {
    const m = /^\s*(\d{1,2})\s*(?:\/\s*(\d))?\s*$/.exec(value);
    if (!m) return null;
    p = Number(m[1]);
    b = m[2] === undefined ? 0 : Number(m[2]);
  } else {
    return null;
  }
  if (p < 0 || p > 70 || b < 0 || b > 2) return null;
  const thirds = 3 * p + b;
  return thirds > DECK_THIRDS ? null : thirds;
}

/** 107 → "35/2", 105 → "35/0". */
export function formatCardPoints(thirds: number): string {
  return `${Math.floor(thirds / 3)}/${thirds % 3}`;
}
