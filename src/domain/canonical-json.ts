/**
 * The one canonical JSON. Every fingerprint the app stores or sends (a table result's, a
 * hand-in message's, a session, tournament or season file's) and the MAC of a hand-in are taken
 * over this text, so it must never change: the fingerprints already stored are pinned by
 * `canonical-json.test.ts`. The content hash over it is FNV-1a 64 (`hash/fnv.ts`).
 */

/**
 * JSON in the JSON Canonicalization Scheme (RFC 8785): object members sorted by their
 * keys' UTF-16 code units, no whitespace, strings and numbers as ECMAScript's
 * `JSON.stringify` writes them. `undefined` members are left out, as `JSON.stringify`
 * leaves them out; NaN and Infinity, which JSON has not, are refused (a RangeError).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError('canonical JSON has no NaN or Infinity');
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const record = value as Record<string, unknown>;
  // Array.prototype.sort without a comparator compares UTF-16 code units, as RFC 8785 §3.2.3 asks.
  const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}
