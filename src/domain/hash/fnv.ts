/**
 * The one home of FNV-1a (Fowler–Noll–Vo), the app's non-cryptographic hash. Three uses
 * depend on today's exact output and must never change (`fnv.test.ts` pins them):
 *  - `fnv1a64` over text: the content hash of every fingerprint the app stores or sends
 *    (a table result's, a hand-in message's, a file's), over canonical JSON;
 *  - `fnv1a32` over text: the four-character check code of a round's totals (`checkCode`);
 *  - `fnv1a32` over bytes: the hash in every QR part's prefix (`transfer/qr/pack.ts`,
 *    docs/qr-format.md), so codes printed by one version are read by the next.
 * Text is hashed by its UTF-16 code units (a character outside the BMP counts as two), bytes
 * byte by byte. For a MAC the app uses HMAC-SHA-256 (`tournament/hand-in-mac.ts`), never this.
 */

const FNV32_OFFSET = 0x811c9dc5;
const FNV32_PRIME = 0x01000193;

/**
 * One step of 32-bit FNV-1a: the unit XORed in, then multiplied by the prime. The state is
 * kept as a signed 32-bit integer (the engine's fast small numbers); `>>> 0` gives the hash.
 */
export function fnv1a32Step(hash: number, unit: number): number {
  return Math.imul(hash ^ unit, FNV32_PRIME);
}

/** 32-bit FNV-1a of a text's UTF-16 code units or of bytes, as an unsigned 32-bit number. */
export function fnv1a32(input: string | Uint8Array): number {
  let hash = FNV32_OFFSET;
  if (typeof input === 'string') {
    for (let i = 0; i < input.length; i++) hash = fnv1a32Step(hash, input.charCodeAt(i));
  } else {
    for (const byte of input) hash = fnv1a32Step(hash, byte);
  }
  return hash >>> 0;
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
