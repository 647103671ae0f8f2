import { useMemo } from 'react';
import { saveBlob } from '@/lib/download';
import { facilitiesMessages as m } from '@/messages/facilities';
import { qrMatrix, svgFile } from './qr-matrix';

/** The code itself: uqr's matrix as SVG rects (no injected markup), quiet zone included. */
export function QrImage({ text, label, moduleSize = 5, className }: { text: string; label: string; moduleSize?: number; className?: string }) {
  const { runs, size } = useMemo(() => qrMatrix(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      width={size * moduleSize}
      height={size * moduleSize}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <g fill="#000">
        {runs.map((run) => (
          <rect key={`${run.x}-${run.y}`} x={run.x} y={run.y} width={run.width} height={1} />
        ))}
      </g>
    </svg>
  );
}

/** The check-in QR code with a download of the same picture as an SVG file. */
export function QrCode({ text, label, fileName }: { text: string; label: string; fileName: string }) {
  const download = () => {
    const { runs, size } = qrMatrix(text);
    saveBlob(new Blob([svgFile(runs, size)], { type: 'image/svg+xml' }), fileName);
  };
  return (
    <figure className="facilities-qr">
      <QrImage text={text} label={label} />
      <figcaption>
        <button type="button" className="button button-small button-secondary" onClick={download}>
          {m.detail.qrDownload}
        </button>
      </figcaption>
    </figure>
  );
}
