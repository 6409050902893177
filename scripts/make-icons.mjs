// Generates the PNG app icons in public/ from the favicon's motif (a gold crown
// on dark green), with no external tools: shapes are rasterised with 4×4
// supersampling and written as RGBA PNGs with zlib.
//   node scripts/make-icons.mjs
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const GREEN = [0x14, 0x53, 0x2d];
const GOLD = [0xfa, 0xcc, 0x15];

// The favicon's crown, in its 64-unit viewBox.
const CROWN = [[14, 46], [50, 46], [46, 24], [38, 34], [32, 20], [26, 34], [18, 24]];
const BAND = { x: 14, y: 48, w: 36, h: 5, r: 2 };

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedRect(x, y, { x: rx, y: ry, w, h, r }) {
  if (x < rx || y < ry || x > rx + w || y > ry + h) return false;
  const cx = Math.min(Math.max(x, rx + r), rx + w - r);
  const cy = Math.min(Math.max(y, ry + r), ry + h - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/**
 * size: pixels; background: 'rounded' (transparent corners) or 'full' (opaque
 * square, for maskable and Apple icons); scale: crown size relative to the favicon.
 */
function render(size, { background, scale }) {
  const data = Buffer.alloc(size * size * 4);
  const S = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          // Sample position in the 64-unit viewBox.
          const u = ((px + (sx + 0.5) / S) / size) * 64;
          const v = ((py + (sy + 0.5) / S) / size) * 64;
          const inBg = background === 'full' || insideRoundedRect(u, v, { x: 0, y: 0, w: 64, h: 64, r: 12 });
          if (!inBg) continue;
          bg++;
          // The crown (bounding box centre 32, 36.5) is centred in the icon and scaled.
          const cu = 32 + (u - 32) / scale;
          const cv = 36.5 + (v - 32) / scale;
          if (insidePolygon(cu, cv, CROWN) || insideRoundedRect(cu, cv, BAND)) fg++;
        }
      }
      const i = (py * size + px) * 4;
      const a = bg / (S * S);
      const f = bg === 0 ? 0 : fg / bg;
      for (let c = 0; c < 3; c++) data[i + c] = Math.round(GREEN[c] * (1 - f) + GOLD[c] * f);
      data[i + 3] = Math.round(a * 255);
    }
  }
  return encodePng(size, size, data);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, body) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([len, typed, crc]);
}

function encodePng(width, height, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = (name) => fileURLToPath(new URL(`../public/${name}`, import.meta.url));
const icons = [
  ['icon-192.png', 192, { background: 'rounded', scale: 1.15 }],
  ['icon-512.png', 512, { background: 'rounded', scale: 1.15 }],
  // Maskable: the launcher may cut a circle of 80 % diameter; the crown stays inside it.
  ['icon-maskable-512.png', 512, { background: 'full', scale: 0.9 }],
  // iOS draws its own rounded corners and ignores transparency.
  ['apple-touch-icon.png', 180, { background: 'full', scale: 1.05 }],
  // The tab's icon as a PNG: an SVG icon is drawn by the page's own main thread, as a small
  // document of its own, while the app starts; a PNG is decoded elsewhere.
  ['favicon-48.png', 48, { background: 'rounded', scale: 1 }],
];
for (const [name, size, options] of icons) {
  const png = render(size, options);
  writeFileSync(out(name), png);
  console.log(`${name}: ${size}×${size}, ${png.length} bytes`);
}
