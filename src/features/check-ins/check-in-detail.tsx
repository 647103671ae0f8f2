import { useEffect, useRef } from 'react';
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

function DetailBody({ checkIn }: { checkIn: CheckInDetail }) {
  const { pet, detail } = checkIn;
  return (
    <>
      <dl className="details">
        <dt>{m.time}</dt>
        <dd>{formatDateTime(checkIn.checkedInAt)}</dd>
        <dt>{m.facility}</dt>
        <dd>{checkIn.facility.name}</dd>
        <dt>{m.activity}</dt>
        <dd>{checkIn.activity?.name ?? checkInMessages.list.noActivity}</dd>
        <dt>{m.owner}</dt>
        <dd>{ownerLabel(checkIn)}</dd>
      </dl>
      <h3 className="check-ins-subheading">{m.petHeading}</h3>
      {pet.photoUrl ? <img className="check-ins-photo" src={pet.photoUrl} alt={m.photoAlt(pet.name)} width={160} height={120} /> : null}
      <dl className="details">
        <dt>{m.petName}</dt>
        <dd>{pet.name}</dd>
        <dt>{m.breed}</dt>
        <dd>{pet.breed}</dd>
        <dt>{m.size}</dt>
        <dd>
          <PetSizeBadge size={pet.size} />
        </dd>
        <dt>{m.birthDate}</dt>
        <dd>{day(pet.birthDate)}</dd>
      </dl>
      <h3 className="check-ins-subheading">{m.healthHeading}</h3>
      <dl className="details">
        <dt>{m.rabiesVaccinatedOn}</dt>
        <dd>{day(detail.rabies.vaccinatedOn)}</dd>
        <dt>{m.rabiesTag}</dt>
        <dd>{detail.rabies.hasTag ? m.rabiesTagYes : m.rabiesTagNo}</dd>
        <dt>{m.vaccineVaccinatedOn}</dt>
        <dd>{day(detail.vaccine.vaccinatedOn)}</dd>
        <dt>{m.vaccineKinds}</dt>
        <dd>{detail.vaccine.kinds === null ? m.unknown : m.vaccineKindsValue(detail.vaccine.kinds)}</dd>
        <dt>{m.antibodyTestedOn}</dt>
        <dd>{day(detail.antibody.testedOn)}</dd>
        {detail.memo ? (
          <>
            <dt>{m.memo}</dt>
            <dd>{detail.memo}</dd>
          </>
        ) : null}
      </dl>
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
      <div className="check-ins-detail-head">
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
