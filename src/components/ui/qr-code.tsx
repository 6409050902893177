/**
 * A QR code drawn as SVG, crisp at any size and in print. The generator loads on first
 * use (it is not part of the first load). Error correction level M, alphanumeric mode
 * when the text allows it, a quiet zone of four modules on a white ground (readable in
 * dark mode too).
 */
import { useEffect, useState } from 'react';

export interface QrCodeProps {
  text: string;
  /** Accessible name of the image, e.g. "Tischkarte Tisch 4". */
  label: string;
  className?: string;
}

type Matrix = boolean[][];

/** An SVG path with one rectangle per run of dark modules in a row. */
function pathOf(matrix: Matrix, quiet: number): string {
  let d = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      let end = x;
      while (end < row.length && row[end]) end += 1;
      d += `M${x + quiet} ${y + quiet}h${end - x}v1h${x - end}z`;
      x = end;
    }
  });
  return d;
}

export function QrCode({ text, label, className = '' }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ text: string; matrix: Matrix } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('qr')
      .then(({ encodeQR }) => {
        // The smallest quiet zone the generator draws is one module; ours is drawn below.
        const matrix = encodeQR(text, 'raw', { ecc: 'medium', border: 1 }).slice(1, -1).map((row) => row.slice(1, -1));
        if (!cancelled) setDrawn({ text, matrix });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [text]);

  const quiet = 4;
  if (!drawn || drawn.text !== text) {
    return (
      <div role="img" aria-label={label} aria-busy={!failed} className={`aspect-square w-full rounded bg-white ${className}`}>
        {failed ? <span className="p-4 text-red-800">⚠</span> : null}
      </div>
    );
  }
  const side = drawn.matrix.length + 2 * quiet;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className={`block aspect-square w-full bg-white ${className}`}
      data-modules={drawn.matrix.length}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={pathOf(drawn.matrix, quiet)} fill="#000" />
    </svg>
  );
}
