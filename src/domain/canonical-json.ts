/**
 * The one canonical JSON and the one content hash. Every fingerprint the app stores or sends
 * (a table result's, a hand-in message's, a session, tournament or season file's) and the MAC
 * of a hand-in are taken over this text, so it must never change: the fingerprints already
 * stored are pinned by `canonical-json.test.ts`.
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

/**
 * 64-bit FNV-1a over the UTF-16 code units, as 16 hex digits. Worked in four 16-bit limbs
 * with plain numbers (the prime is 2^40 + 0x1b3: a multiply by 0x1b3 plus a shift by 40), the
 * same value as the textbook BigInt loop but without a BigInt per character: a tournament's
 * documents are fingerprinted at every sync step.
 */
export function fnv1a64(text: string): string {
  // 0xcbf29ce484222325, lowest limb first.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let i = 0; i < text.length; i++) {
    h0 ^= text.charCodeAt(i);
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + (h0 << 8) + (t1 >>> 16);
    const t3 = h3 * 0x1b3 + (h1 << 8) + (t2 >>> 16);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  const hex = (n: number) => n.toString(16).padStart(4, '0');
  return hex(h3) + hex(h2) + hex(h1) + hex(h0);
}
