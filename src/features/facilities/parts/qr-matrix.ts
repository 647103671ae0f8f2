import { encode } from 'uqr';

/** The quiet zone the QR standard asks for around the code, in modules (ISO/IEC 18004: 4). */
export const QUIET_ZONE = 4;

export type QrRun = { x: number; y: number; width: number };

/** Dark modules as runs per row: one <rect> per run keeps the SVG small. */
export function darkRuns(matrix: boolean[][]): QrRun[] {
  const runs: QrRun[] = [];
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

/** The check-in code as runs of dark modules, with the 4-module quiet zone included in `size`. */
export function qrMatrix(text: string): { runs: QrRun[]; size: number } {
  const { data } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  return { runs: darkRuns(data), size: data.length };
}

/** The same picture as a standalone SVG file for printing at the entrance. */
export function svgFile(runs: readonly QrRun[], size: number, module = 8): string {
  const rects = runs.map((run) => `<rect x="${run.x}" y="${run.y}" width="${run.width}" height="1"/>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * module}" height="${size * module}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><g fill="#000">${rects}</g></svg>`;
}
