import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BASE45_ALPHABET, decodeBase45, encodeBase45 } from './base45';

const text = (s: string) => new TextEncoder().encode(s);

describe('Base45 (RFC 9285)', () => {
  it('encodes the examples of RFC 9285 §4.3', () => {
    expect(encodeBase45(text('AB'))).toBe('BB8');
    expect(encodeBase45(text('Hello!!'))).toBe('%69 VD92EX0');
    expect(encodeBase45(text('base-45'))).toBe('UJCLQE7W581');
  });

  it('decodes the example of RFC 9285 §4.4', () => {
    expect(new TextDecoder().decode(decodeBase45('QED8WEX0')!)).toBe('ietf!');
  });

  it('round-trips any bytes and uses only the QR alphanumeric alphabet', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const encoded = encodeBase45(bytes);
        expect([...encoded].every((c) => BASE45_ALPHABET.includes(c))).toBe(true);
        expect(decodeBase45(encoded)).toEqual(bytes);
      }),
    );
  });

  it('rejects characters outside the alphabet, impossible lengths and values', () => {
    expect(decodeBase45('ab')).toBeNull();
    expect(decodeBase45('BB8B')).toBeNull();
    expect(decodeBase45('GGW')).toBeNull(); // 16 + 16·45 + 32·2025 = 65536 > 0xffff
    expect(decodeBase45('::')).toBeNull(); // 44 + 44·45 > 0xff
  });
});
