import { Link } from 'wouter';
import type { Facility } from '@/api/facilities';
import { facilitiesMessages as m } from '@/messages/facilities';
import { paths } from '@/paths';
import { checkInQrText } from './check-in-section';
import { QrImage } from './qr-code';
import './qr-poster.css';

const p = m.poster;

/** The A4 check-in poster for the entrance: on screen a preview with a print button; printed (or saved as PDF) only the sheet comes out (qr-poster.css). */
export function QrPoster({ facility }: { facility: Facility }) {
  const text = checkInQrText(facility);
  return (
    <div className="qr-poster-page">
      <div className="heading-row qr-poster-toolbar">
        <Link href={paths.facility(facility.id)}>{p.back}</Link>
        {text ? (
          <button type="button" className="button" onClick={() => window.print()}>
            {p.print}
          </button>
        ) : null}
      </div>
      {text ? (
        <>
          <p className="hint qr-poster-hint">{p.printHint}</p>
          <article className="qr-poster" aria-label={p.sheetLabel(facility.name)}>
            <p className="qr-poster-kicker">{p.kicker}</p>
            <h2 className="qr-poster-name">{facility.name}</h2>
            <QrImage text={text} label={m.detail.qrCodeAlt(facility.name)} className="qr-poster-code" moduleSize={8} />
            <ol className="qr-poster-steps">
              {p.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {facility.qrCodeId ? <p className="qr-poster-id">{p.codeId(facility.qrCodeId)}</p> : null}
          </article>
        </>
      ) : (
        <p className="notice notice-warning">{m.detail.qrNone}</p>
      )}
    </div>
  );
}
