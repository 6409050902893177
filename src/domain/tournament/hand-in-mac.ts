/**
 * Table keys and the hand-in's MAC (tournament-format.md §1 Table `key`, §6 "The MAC").
 *
 * Each table of a published round has a key: 16 random bytes, written as 22 characters of
 * base64url. The table card carries it to the table's phone; the phone's hand-in carries
 * `mac`, the first 16 bytes of HMAC-SHA-256 keyed with those bytes over the UTF-8 bytes of
 * the hand-in without `mac` in RFC 8785 canonical JSON. Only a phone that holds the
 * table's card can make a hand-in the director's device accepts for that table.
 *
 * Pure and synchronous (so the same check runs in the browser, in Node and in the tests):
 * the hash is @noble/hashes. The key's form and a new key are in ./table-key.ts.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { canonicalJson } from '../canonical-json';
import { fromBase64Url, isTableKey, TABLE_KEY_BYTES, toBase64Url } from './table-key';

const MAC_BYTES = 16;

/** The hand-in without its `mac` member. */
function unsigned(handIn: object): Record<string, unknown> {
  const { mac: _mac, ...rest } = handIn as Record<string, unknown>;
  return rest;
}

/**
 * The MAC of a hand-in under a table key (§6): base64url of the first 16 bytes of
 * HMAC-SHA-256 over the canonical JSON of the hand-in without `mac`. Null when the key
 * is not a table key.
 */
export function handInMac(handIn: object, key: string): string | null {
  if (!isTableKey(key)) return null;
  const keyBytes = fromBase64Url(key)!.slice(0, TABLE_KEY_BYTES);
  const message = new TextEncoder().encode(canonicalJson(unsigned(handIn)));
  return toBase64Url(hmac(sha256, keyBytes, message).slice(0, MAC_BYTES));
}

/** The hand-in signed with the table's key (its `mac` set); unchanged without a key. */
export function signHandIn<T extends object>(handIn: T, key: string | undefined): T & { mac?: string } {
  if (key === undefined) return handIn;
  const mac = handInMac(handIn, key);
  return mac === null ? handIn : { ...unsigned(handIn), mac } as T & { mac: string };
}

/** Whether `mac` is the hand-in's MAC under `key` (compared in constant time). */
export function macMatches(handIn: object, key: string, mac: unknown): boolean {
  if (typeof mac !== 'string') return false;
  const expected = handInMac(handIn, key);
  if (expected === null || expected.length !== mac.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ mac.charCodeAt(i);
  return diff === 0;
}
