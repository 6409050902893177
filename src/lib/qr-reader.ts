/**
 * Reading QR codes from camera frames and photos, offline: the browser's own
 * BarcodeDetector where it has one that reads QR codes (Chrome on Android, macOS,
 * ChromeOS), otherwise the pure-JS decoder of the `qr` package (iOS Safari, Firefox,
 * desktop Linux) — no WebAssembly, nothing fetched. The pure-JS decoder runs in a Web
 * Worker (`qr-decode.worker.ts`, loaded on first use and precached for offline use), so a
 * frame's 100–600 ms of decoding never holds up the camera view or a tap; only copying the
 * frame's pixels stays on the main thread. Where a module worker cannot start, it runs on the
 * main thread as before.
 *
 * Each decode is recorded as a performance measure named "qr-decode" (User Timing, with
 * whether a code was found, the frame's size, where it was decoded, the decoder's own time
 * and the main thread's share), so the time a frame takes can be read without a debugger.
 */
import type { DecodeReply, DecodeRequest } from './qr-decode';

export interface FrameDecoder {
  /** 'native' = BarcodeDetector, 'js' = the pure-JS decoder. */
  kind: 'native' | 'js';
  /** Whether decoding occupies the main thread (the pure-JS decoder without a worker). */
  readonly blocksMainThread: boolean;
  /** The QR text in the frame, or null when there is none (or it cannot be read). */
  decode(source: HTMLVideoElement | ImageBitmap | HTMLCanvasElement): Promise<string | null>;
}

interface NativeDetector {
  detect(source: CanvasImageSource | ImageBitmap): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * Milliseconds the JS decoder may spend on extra attempts for one frame (its default is
 * one 60-fps frame): a dense code in a slightly blurred frame needs a few more.
 */
const JS_RETRY_MS = 100;

/** Longest side a frame is scaled down to before the JS decoder reads it. */
const MAX_SIDE = 1280;

/** A frame the worker has not answered after this long means the worker is stuck. */
const WORKER_TIMEOUT_MS = 15_000;

async function nativeDetector(): Promise<NativeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

function sizeOf(source: HTMLVideoElement | ImageBitmap | HTMLCanvasElement): { width: number; height: number } {
  if (typeof HTMLVideoElement !== 'undefined' && source instanceof HTMLVideoElement) {
    return { width: source.videoWidth, height: source.videoHeight };
  }
  return { width: source.width, height: source.height };
}

interface DecodeDetail {
  found: boolean;
  width: number;
  height: number;
  /** Where the frame was decoded. */
  thread?: 'native' | 'worker' | 'main';
  /** The decoder's own milliseconds (in the worker: without the messages to and fro). */
  decodeMs?: number;
  /** Milliseconds the main thread spent on this frame. */
  mainThreadMs?: number;
}

function measure(start: number, detail: DecodeDetail): void {
  try {
    performance.measure('qr-decode', { start, end: performance.now(), detail });
  } catch {
    // User Timing is optional.
  }
}

/** The decoder to use in this browser (`preferJs` skips the native one). */
export async function createFrameDecoder(options: { preferJs?: boolean } = {}): Promise<FrameDecoder> {
  const native = options.preferJs ? null : await nativeDetector();
  if (native) {
    return {
      kind: 'native',
      blocksMainThread: false,
      async decode(source) {
        const start = performance.now();
        let text: string | null = null;
        try {
          const found = await native.detect(source);
          text = found.find((b) => typeof b.rawValue === 'string' && b.rawValue.length > 0)?.rawValue ?? null;
        } catch {
          text = null;
        }
        measure(start, { found: text !== null, ...sizeOf(source), thread: 'native' });
        return text;
      },
    };
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const decodeOnMainThread = () => import('./qr-decode').then((m) => m.decodeFrame);
  const worker = decoderWorker();
  // Without a worker the decoder is loaded here, while the camera starts.
  let mainThread = worker ? null : await decodeOnMainThread();
  return {
    kind: 'js',
    get blocksMainThread() {
      return mainThread !== null;
    },
    async decode(source) {
      const { width, height } = sizeOf(source);
      if (!context || width === 0 || height === 0) return null;
      const start = performance.now();
      const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const frame = { width: image.width, height: image.height, data: image.data, timeLimit: JS_RETRY_MS };
      let reply: Omit<DecodeReply, 'id'> | null = null;
      let mainThreadMs = performance.now() - start;
      if (mainThread === null && worker) {
        reply = await worker.decode(frame);
        // The worker could not start (or died): this frame and the next are decoded here.
        if (reply === null) mainThread = await decodeOnMainThread();
      }
      if (reply === null && mainThread !== null) {
        const before = performance.now();
        reply = mainThread({ id: 0, ...frame });
        mainThreadMs += performance.now() - before;
      }
      const text = reply?.text ?? null;
      measure(start, {
        found: text !== null,
        width: canvas.width,
        height: canvas.height,
        thread: mainThread === null ? 'worker' : 'main',
        decodeMs: reply?.ms ?? 0,
        mainThreadMs,
      });
      return text;
    },
  };
}

interface WorkerDecoder {
  /** The frame's reply, or null when the worker cannot decode (it failed to start or died). */
  decode(frame: Omit<DecodeRequest, 'id'>): Promise<Omit<DecodeReply, 'id'> | null>;
}

let sharedWorker: WorkerDecoder | null | undefined;

/** The one decoding worker of this page (started on first use), or null where none can run. */
function decoderWorker(): WorkerDecoder | null {
  if (sharedWorker !== undefined) return sharedWorker;
  sharedWorker = null;
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./qr-decode.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  const pending = new Map<number, (reply: Omit<DecodeReply, 'id'> | null) => void>();
  let nextId = 1;
  let broken = false;
  worker.onmessage = (event: MessageEvent<DecodeReply>) => {
    const { id, text, ms } = event.data;
    pending.get(id)?.({ text, ms });
    pending.delete(id);
  };
  const giveUp = () => {
    broken = true;
    sharedWorker = null;
    worker.terminate();
    for (const waiting of pending.values()) waiting(null);
    pending.clear();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    giveUp();
  };
  sharedWorker = {
    decode(frame) {
      if (broken) return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve) => {
        // A worker that does not answer within WORKER_TIMEOUT_MS is given up for this page.
        const timer = setTimeout(() => {
          if (pending.has(id)) giveUp();
        }, WORKER_TIMEOUT_MS);
        pending.set(id, (reply) => {
          clearTimeout(timer);
          resolve(reply);
        });
        // The pixels move to the worker (no copy); the canvas makes new ones for the next frame.
        worker.postMessage({ id, ...frame } satisfies DecodeRequest, [frame.data.buffer]);
      });
    },
  };
  return sharedWorker;
}

/** The QR text in a photo the user picked, or null when none can be read. */
export async function decodeImageFile(file: Blob, decoder?: FrameDecoder): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const found = await (decoder ?? (await createFrameDecoder())).decode(bitmap);
    if (found !== null || decoder?.kind === 'js') return found;
    // A photo the native detector misses may still be read by the JS decoder (and the other way round).
    return await (await createFrameDecoder({ preferJs: true })).decode(bitmap);
  } finally {
    bitmap.close();
  }
}
