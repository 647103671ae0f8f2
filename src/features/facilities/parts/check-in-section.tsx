import type { Facility } from '@/api/facilities';
import { safeHref } from '@/lib/safe-url';
import { facilitiesMessages as m } from '@/messages/facilities';
import { QrCode } from './qr-code';

/** The check-in URL (a link only when safeHref allows it), the QR code id and its QR image. */
export function CheckInSection({ facility }: { facility: Facility }) {
  const href = safeHref(facility.checkInUrl);
  const qrText = facility.checkInUrl || facility.qrCodeId;
  return (
    <section className="card" aria-labelledby="facility-checkin-heading">
      <h2 id="facility-checkin-heading">{m.sections.checkIn}</h2>
      <dl className="details">
        <dt>{m.detail.checkInUrl}</dt>
        <dd>
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {facility.checkInUrl}
            </a>
          ) : facility.checkInUrl ? (
            <>
              {facility.checkInUrl}
              {m.detail.urlUnsafe}
            </>
          ) : (
            m.detail.notSet
          )}
        </dd>
        <dt>{m.fields.qrCodeId}</dt>
        <dd>{facility.qrCodeId || m.detail.notSet}</dd>
        <dt>{m.fields.memoForCheckIn}</dt>
        <dd className="facilities-pre">{facility.memoForCheckIn || m.detail.notSet}</dd>
      </dl>
      <h3 className="facilities-qr-heading">{m.detail.qrCode}</h3>
      {qrText ? (
        <QrCode text={qrText} label={m.detail.qrCodeAlt(facility.name)} fileName={`checkin-qr-${facility.qrCodeId || facility.id}.svg`} />
      ) : (
        <p className="hint">{m.detail.qrNone}</p>
      )}
    </section>
  );
}
