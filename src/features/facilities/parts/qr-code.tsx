import { useMemo } from 'react';
import { encode } from 'uqr';
import { saveBlob } from '@/lib/download';
import { facilitiesMessages as m } from '@/messages/facilities';

const MODULE = 8;

/** Dark modules as runs per row: one <rect> per run keeps the SVG small. */
function darkRuns(matrix: boolean[][]): { x: number; y: number; width: number }[] {
  const runs: { x: number; y: number; width: number }[] = [];
  matrix.forEach((row, y) => {
    let start = -1;
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x;
      if ((!dark || x === row.length - 1) && start >= 0) {
        runs.push({ x: start, y, width: (dark ? x + 1 : x) - start });
        start = -1;
      }
    });
  });
  return runs;
}

/** The same picture as a standalone SVG file for printing at the entrance. */
function svgFile(runs: ReturnType<typeof darkRuns>, size: number): string {
  const rects = runs.map((run) => `<rect x="${run.x}" y="${run.y}" width="${run.width}" height="1"/>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * MODULE}" height="${size * MODULE}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><g fill="#000">${rects}</g></svg>`;
}

/** The check-in QR code, drawn from uqr's matrix as SVG rects (no injected markup), with a download. */
export function QrCode({ text, label, fileName }: { text: string; label: string; fileName: string }) {
  const { runs, size } = useMemo(() => {
    const { data } = encode(text, { ecc: 'M', border: 2 });
    return { runs: darkRuns(data), size: data.length };
  }, [text]);
  return (
    <figure className="facilities-qr">
      <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={size * 5} height={size * 5} shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <g fill="#000">
          {runs.map((run) => (
            <rect key={`${run.x}-${run.y}`} x={run.x} y={run.y} width={run.width} height={1} />
          ))}
        </g>
      </svg>
      <figcaption>
        <button type="button" className="button button-small button-secondary" onClick={() => saveBlob(new Blob([svgFile(runs, size)], { type: 'image/svg+xml' }), fileName)}>
          {m.detail.qrDownload}
        </button>
      </figcaption>
    </figure>
  );
}
