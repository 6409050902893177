/**
 * The pure-JS QR decoder on one frame's pixels: what the scanner's worker runs for every frame
 * (`qr-decode.worker.ts`), and the main thread only where a browser has no module workers.
 */
import { decodeQR } from 'qr/decode.js';

/** One frame's pixels (RGBA, row by row) and how long the decoder may try extra attempts. */
export interface DecodeRequest {
  id: number;
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
  timeLimit: number;
}

/** The QR text found (null: none or unreadable) and the milliseconds the decoder took. */
export interface DecodeReply {
  id: number;
  text: string | null;
  ms: number;
}

export function decodeFrame({ id, width, height, data, timeLimit }: DecodeRequest): DecodeReply {
  const start = performance.now();
  let text: string | null = null;
  try {
    text = decodeQR({ width, height, data }, { timeLimit });
  } catch {
    text = null;
  }
  return { id, text, ms: performance.now() - start };
}
