/**
 * Reading QR codes from camera frames and photos, offline: the browser's own
 * BarcodeDetector where it has one that reads QR codes (Chrome on Android, macOS,
 * ChromeOS), otherwise the pure-JS decoder of the `qr` package (iOS Safari, Firefox,
 * desktop Linux) — no WebAssembly, nothing fetched. The decoder is loaded on first use.
 *
 * Each decode is recorded as a performance measure named "qr-decode" (User Timing, with
 * whether a code was found and the frame's size), so the time a frame takes can be read
 * without a debugger.
 */

export interface FrameDecoder {
  /** 'native' = BarcodeDetector, 'js' = the pure-JS decoder. */
  kind: 'native' | 'js';
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

function measure(start: number, detail: { found: boolean; width: number; height: number }): void {
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
      async decode(source) {
        const start = performance.now();
        let text: string | null = null;
        try {
          const found = await native.detect(source);
          text = found.find((b) => typeof b.rawValue === 'string' && b.rawValue.length > 0)?.rawValue ?? null;
        } catch {
          text = null;
        }
        measure(start, { found: text !== null, ...sizeOf(source) });
        return text;
      },
    };
  }
  const { decodeQR } = await import('qr/decode.js');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'js',
    async decode(source) {
      const { width, height } = sizeOf(source);
      if (!context || width === 0 || height === 0) return null;
      const start = performance.now();
      const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      let text: string | null = null;
      try {
        text = decodeQR({ width: image.width, height: image.height, data: image.data }, { timeLimit: JS_RETRY_MS });
      } catch {
        text = null;
      }
      measure(start, { found: text !== null, width: canvas.width, height: canvas.height });
      return text;
    },
  };
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
