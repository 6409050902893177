/**
 * Chromium's fake camera plays a Y4M clip (--use-file-for-fake-video-capture). These
 * helpers turn a screenshot of a QR code (PNG) into such a clip: the picture scaled to the
 * frame (nearest neighbour), centred on white, as grey-scale I420 frames; and a QR code's
 * module matrix into a PNG photo.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';

const FRAME_W = 800;
const FRAME_H = 600;

/** Writes a Y4M clip of `frames` identical frames showing the PNG (e.g. a screenshot of a code). */
export function writeClipFromPng(png: Buffer, path: string, frames = 5): void {
  const image = PNG.sync.read(png);
  const margin = 40;
  const scale = Math.min((FRAME_W - 2 * margin) / image.width, (FRAME_H - 2 * margin) / image.height);
  const w = Math.floor(image.width * scale);
  const h = Math.floor(image.height * scale);
  const x0 = Math.floor((FRAME_W - w) / 2);
  const y0 = Math.floor((FRAME_H - h) / 2);
  const luma = Buffer.alloc(FRAME_W * FRAME_H, 255);
  for (let y = 0; y < h; y++) {
    const sy = Math.min(image.height - 1, Math.floor(y / scale));
    for (let x = 0; x < w; x++) {
      const sx = Math.min(image.width - 1, Math.floor(x / scale));
      const at = (sy * image.width + sx) * 4;
      const a = image.data[at + 3]! / 255;
      const grey = 0.299 * image.data[at]! + 0.587 * image.data[at + 1]! + 0.114 * image.data[at + 2]!;
      luma[(y0 + y) * FRAME_W + x0 + x] = Math.round(grey * a + 255 * (1 - a));
    }
  }
  writeClip(luma, path, frames);
}

/** A clip of plain white frames (a camera looking at nothing yet). */
export function writeBlankClip(path: string): void {
  writeClip(Buffer.alloc(FRAME_W * FRAME_H, 255), path, 2);
}

function writeClip(luma: Buffer, path: string, frames: number): void {
  const chroma = Buffer.alloc((FRAME_W / 2) * (FRAME_H / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${FRAME_W} H${FRAME_H} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const parts: Buffer[] = [header];
  for (let i = 0; i < frames; i++) parts.push(Buffer.from('FRAME\n', 'ascii'), luma, chroma);
  // A new file put in place, never the old one rewritten: Chromium reads each frame from the file
  // it opened when the camera started, so a camera still running would otherwise play the new
  // code (or half a file) before the test opens the scanner it means the code for.
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, Buffer.concat(parts));
  renameSync(temp, path);
}

/** A PNG photo of a QR module matrix: black modules, white quiet zone, `scale` pixels per module. */
export function pngOfMatrix(matrix: readonly (readonly boolean[])[], scale = 6, quiet = 4): Buffer {
  const side = (matrix.length + 2 * quiet) * scale;
  const png = new PNG({ width: side, height: side });
  png.data.fill(255);
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const at = (((y + quiet) * scale + dy) * side + (x + quiet) * scale + dx) * 4;
          png.data[at] = 0;
          png.data[at + 1] = 0;
          png.data[at + 2] = 0;
        }
      }
    }),
  );
  return PNG.sync.write(png);
}

/**
 * A separate Chromium whose camera plays the clip at `clipPath`: opened again whenever the camera
 * starts, so a clip written while a camera runs is seen by the next camera started, not by it.
 */
export function launchWithCamera(clipPath: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${clipPath}`,
    ],
  });
}
