/**
 * For tests: a QR text through a real symbol and back — the generator's module matrix is
 * drawn as a grey image (4 px per module, quiet zone) and read by the pure-JS decoder
 * the app uses where the browser has no BarcodeDetector.
 */
import { encodeQR } from 'qr';
import { decodeQR } from 'qr/decode.js';

export interface Symbol {
  version: number;
  matrix: boolean[][];
}

/** The QR symbol the app draws for `text` (error correction level M). */
export function symbolOf(text: string): Symbol {
  // The smallest quiet zone the generator draws is one module; cut it off.
  const matrix = encodeQR(text, 'raw', { ecc: 'medium', border: 1 }).slice(1, -1).map((row) => row.slice(1, -1));
  return { version: (matrix.length - 17) / 4, matrix };
}

/** A grey-scale RGBA image of the symbol. */
export function imageOf(matrix: readonly (readonly boolean[])[], scale = 4, quiet = 4): { width: number; height: number; data: Uint8Array } {
  const side = (matrix.length + 2 * quiet) * scale;
  const data = new Uint8Array(side * side * 4).fill(255);
  matrix.forEach((row, y) => row.forEach((dark, x) => {
    if (!dark) return;
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const at = (((y + quiet) * scale + dy) * side + (x + quiet) * scale + dx) * 4;
        data[at] = 0;
        data[at + 1] = 0;
        data[at + 2] = 0;
      }
    }
  }));
  return { width: side, height: side, data };
}

/** Text → symbol → image → decoded text. */
export function throughSymbol(text: string): { text: string; version: number } {
  const { matrix, version } = symbolOf(text);
  return { text: decodeQR(imageOf(matrix)), version };
}
