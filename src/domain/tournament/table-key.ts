/**
 * A table's hand-in key (tournament-format.md §1 Table `key`): 16 random bytes written as
 * 22 characters of base64url, drawn when a round is published. Its form only; the MAC it
 * keys is in ./hand-in-mac.ts. Pure: the randomness comes in as a parameter.
 */

import type { Round } from './model';

/** A table key or a MAC: 22 characters of base64url (16 bytes, no padding). */
export const TABLE_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const TABLE_KEY_BYTES = 16;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding (RFC 4648 §5). */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += ALPHABET[n >>> 18]! + ALPHABET[(n >>> 12) & 63]! + ALPHABET[(n >>> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += ALPHABET[n >>> 18]! + ALPHABET[(n >>> 12) & 63]!;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += ALPHABET[n >>> 18]! + ALPHABET[(n >>> 12) & 63]! + ALPHABET[(n >>> 6) & 63]!;
  }
  return out;
}

/** The bytes of base64url text without padding; null when a character is outside the alphabet. */
export function fromBase64Url(text: string): Uint8Array | null {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return null;
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((value >>> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

/** Whether `text` has the form of a table key (22 base64url characters). */
export function isTableKey(text: unknown): text is string {
  return typeof text === 'string' && TABLE_KEY_PATTERN.test(text);
}

/**
 * A new table key from `randomBytes` (the caller's source of chance, e.g.
 * `crypto.getRandomValues` in the app, a seeded source in tests).
 */
export function makeTableKey(randomBytes: (count: number) => Uint8Array): string {
  const bytes = randomBytes(TABLE_KEY_BYTES);
  if (bytes.length !== TABLE_KEY_BYTES) throw new RangeError(`a table key needs ${TABLE_KEY_BYTES} random bytes, got ${bytes.length}`);
  return toBase64Url(bytes);
}

/**
 * The round with a key for every table that has none yet (§1: drawn when the round is
 * published). Keys already there stay: a card printed before keeps working.
 */
export function withTableKeys(round: Round, randomBytes: (count: number) => Uint8Array): Round {
  return { ...round, tables: round.tables.map((t) => (t.key !== undefined ? t : { ...t, key: makeTableKey(randomBytes) })) };
}
