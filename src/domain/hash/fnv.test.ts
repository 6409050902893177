import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fnv1a32, fnv1a32Step, fnv1a64 } from './fnv';

const hex8 = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');

describe('FNV-1a, the one home of the hash', () => {
  it('64 bits over text gives the published values and the pinned ones the stored fingerprints are taken with', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
    // UTF-16 code units: the clef outside the BMP is two units.
    expect(fnv1a64('Königrufen ♥ 𝄞')).toBe('8099b9cc552585c7');
    expect(fnv1a64('{"hands":[{"contract":"rufer"}]}')).toBe('3aeaec0ee427e8bf');
  });

  it('64 bits in 16-bit limbs equals the textbook BigInt loop, for any text (surrogates and long texts included)', () => {
    const reference = (text: string) => {
      let hash = 0xcbf29ce484222325n;
      for (let i = 0; i < text.length; i++) hash = ((hash ^ BigInt(text.charCodeAt(i))) * 0x100000001b3n) & 0xffffffffffffffffn;
      return hash.toString(16).padStart(16, '0');
    };
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => fnv1a64(text) === reference(text)));
    const long = JSON.stringify({ hands: Array.from({ length: 500 }, (_, i) => ({ game: 'rufer', declarer: i % 4, note: '\uffff\u00e4\ud83c\udccf' })) });
    expect(fnv1a64(long)).toBe(reference(long));
  });

  it('32 bits over bytes gives the published values and the QR parts\' pinned ones', () => {
    const text = (t: string) => new TextEncoder().encode(t);
    expect(hex8(fnv1a32(new Uint8Array()))).toBe('811C9DC5');
    expect(hex8(fnv1a32(text('a')))).toBe('E40C292C');
    expect(hex8(fnv1a32(text('foobar')))).toBe('BF9CF968');
    expect(hex8(fnv1a32(new Uint8Array([0, 255, 128, 7])))).toBe('BD45F725');
    expect(hex8(fnv1a32(text('Königrufen ♥ 𝄞')))).toBe('CDEE83EC');
  });

  it('32 bits over text runs over UTF-16 code units: the same as over bytes for ASCII, not for other text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (s) => {
        expect(fnv1a32(s)).toBe(fnv1a32(new TextEncoder().encode(s)));
      }),
    );
    expect(fnv1a32('ö')).toBe(fnv1a32(new Uint8Array([0xf6])));
    expect(fnv1a32('ö')).not.toBe(fnv1a32(new TextEncoder().encode('ö')));
  });

  it('a step is one unit XORed in and multiplied, the state a signed 32-bit number', () => {
    expect(fnv1a32Step(0x811c9dc5, 0x61) >>> 0).toBe(0xe40c292c);
    expect(fnv1a32Step(0x811c9dc5, 0x61)).toBe(0xe40c292c | 0);
    fc.assert(
      fc.property(fc.string(), (s) => {
        let h = 0x811c9dc5;
        for (let i = 0; i < s.length; i++) h = fnv1a32Step(h, s.charCodeAt(i));
        expect(h >>> 0).toBe(fnv1a32(s));
      }),
    );
  });
});
