import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { CheckInDetail } from '@/api/check-ins';
import { queryOf } from '@/api/queries';
import { reads } from '@/api/reads';
import { formatDateJa, formatDateTime } from '@/lib/dates';
import { ownerLabel } from '@/lib/owner-label';
import { checkInMessages } from '@/messages/check-ins';
import { ja } from '@/messages/ja';
import { QueryState } from '@/ui/query-state';
import { PetSizeBadge } from './pet-size';

const m = checkInMessages.detail;

const day = (value: string | null | undefined) => (value ? formatDateJa(value) : m.unknown);

const details = (rows: (readonly [string, ReactNode])[]) => (
  <dl className="details">
    {rows.map(([label, value]) => (
      <Fragment key={label}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </Fragment>
    ))}
  </dl>
);

function DetailBody({ checkIn }: { checkIn: CheckInDetail }) {
  const { pet, detail } = checkIn;
  return (
    <>
      {details([
        [m.time, formatDateTime(checkIn.checkedInAt)],
        [m.facility, checkIn.facility.name],
        [m.activity, checkIn.activity?.name ?? checkInMessages.list.noActivity],
        [m.owner, ownerLabel(checkIn)],
      ])}
      <h3 className="section-heading">{m.petHeading}</h3>
      {pet.photoUrl ? <img className="check-ins-photo" src={pet.photoUrl} alt={m.photoAlt(pet.name)} width={160} height={120} /> : null}
      {details([
        [m.petName, pet.name],
        [m.breed, pet.breed],
        [m.size, <PetSizeBadge size={pet.size} />],
        [m.birthDate, day(pet.birthDate)],
      ])}
      <h3 className="section-heading">{m.healthHeading}</h3>
      {details([
        [m.rabiesVaccinatedOn, day(detail.rabies.vaccinatedOn)],
        [m.rabiesTag, detail.rabies.hasTag ? m.rabiesTagYes : m.rabiesTagNo],
        [m.vaccineVaccinatedOn, day(detail.vaccine.vaccinatedOn)],
        [m.vaccineKinds, detail.vaccine.kinds === null ? m.unknown : m.vaccineKindsValue(detail.vaccine.kinds)],
        [m.antibodyTestedOn, day(detail.antibody.testedOn)],
        ...(detail.memo ? ([[m.memo, detail.memo]] as const) : []),
      ])}
    </>
  );
}

/** The detail panel of /check-in-history/{id}; its back link returns to the same list page and filters. */
export function CheckInDetailPanel({ corporationId, checkInId, backHref }: { corporationId: string; checkInId: string; backHref: string }) {
  const checkIn = useQuery(queryOf(reads.checkIn(corporationId, checkInId)));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [checkInId]);
  return (
    <section className="card check-ins-detail" aria-labelledby="check-in-detail-heading">
      <div className="heading-row check-ins-detail-head">
        <h2 id="check-in-detail-heading" ref={heading} tabIndex={-1}>
          {m.heading}
        </h2>
        <Link href={backHref} className="button button-small button-secondary">
          {m.back}
        </Link>
      </div>
      {/* A check-in of another corporation, or one that no longer exists: the way back, not a retry. */}
      <QueryState query={checkIn} notFound={{ href: backHref, label: ja.titles.checkInHistory }}>
        {(data) => <DetailBody checkIn={data} />}
      </QueryState>
    </section>
  );
}
