import { Link } from 'wouter';
import type { Facility } from '@/api/facilities';
import { safeHref } from '@/lib/safe-url';
import { facilitiesMessages as m } from '@/messages/facilities';
import { paths } from '@/paths';
import { QrCode } from './qr-code';

/** The A4 check-in poster of a facility: its detail route with `?view=poster` (no route of its own). */
export const isPosterView = (search: string) => new URLSearchParams(search).get('view') === 'poster';

/** What the check-in QR code encodes: the check-in URL, or the QR code id when there is no URL. */
export const checkInQrText = (facility: Facility) => facility.checkInUrl || facility.qrCodeId || '';

/** The check-in URL (a link only when safeHref allows it), the QR code id, its QR image and the A4 poster. */
export function CheckInSection({ facility }: { facility: Facility }) {
  const href = safeHref(facility.checkInUrl);
  const qrText = checkInQrText(facility);
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
        <>
          <QrCode text={qrText} label={m.detail.qrCodeAlt(facility.name)} fileName={`checkin-qr-${facility.qrCodeId || facility.id}.svg`} />
          <p>
            <Link href={`${paths.facility(facility.id)}?view=poster`} className="button button-small">
              {m.poster.open}
            </Link>
          </p>
        </>
      ) : (
        <p className="hint">{m.detail.qrNone}</p>
      )}
    </section>
  );
}
