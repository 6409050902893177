/**
 * The bytes of a CSV results list as text (tournament-format.md §13): UTF-8 when the bytes are
 * valid UTF-8 (a BOM is dropped), otherwise Windows-1252 — what German Excel and ABAKUS write.
 * Pure: no TextDecoder, so the same code runs in the commands, the app and its worker.
 */

export type CsvEncoding = 'utf-8' | 'windows-1252';

/** Windows-1252 0x80–0x9F; the five undefined bytes map to their C1 code points, as browsers do. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

/** The text of valid UTF-8 bytes, or null when they are not valid UTF-8 (overlong forms, surrogates and truncation included). */
export function decodeUtf8Strict(bytes: Uint8Array): string | null {
  const parts: string[] = [];
  let chunk: number[] = [];
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let cp: number;
    let need: number;
    let min: number;
    if (b < 0x80) {
      cp = b;
      need = 0;
      min = 0;
    } else if (b >= 0xc2 && b <= 0xdf) {
      cp = b & 0x1f;
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      cp = b & 0x0f;
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      cp = b & 0x07;
      need = 3;
      min = 0x10000;
    } else return null;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return null;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
    chunk.push(cp);
    if (chunk.length >= 4096) {
      parts.push(String.fromCodePoint(...chunk));
      chunk = [];
    }
    i += need + 1;
  }
  parts.push(String.fromCodePoint(...chunk));
  return parts.join('');
}

/** Windows-1252 bytes as text. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk: number[] = [];
  for (const b of bytes) {
    chunk.push(b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : b);
    if (chunk.length >= 4096) {
      parts.push(String.fromCharCode(...chunk));
      chunk = [];
    }
  }
  parts.push(String.fromCharCode(...chunk));
  return parts.join('');
}

/** The text of a CSV file's bytes and the encoding it was read in (§13). */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const utf8 = decodeUtf8Strict(bytes);
  if (utf8 !== null) return { text: utf8.charCodeAt(0) === 0xfeff ? utf8.slice(1) : utf8, encoding: 'utf-8' };
  return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
}
