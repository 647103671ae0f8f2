import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { getFacility, type Facility } from '@/api/facilities';
import { useCan, useCorporationId, useIsAdmin } from '@/session/session-context';
import { facilitiesMessages as m } from '@/messages/facilities';
import { paths } from '@/paths';
import { Badge } from '@/ui/badge';
import { DataState } from '@/ui/data-state';
import { useResource } from '@/ui/use-resource';
import { categoryOf, isTrainingCertification, statusLabels, statusTones } from './options';
import { ActivitiesSection } from './parts/activities-section';
import { AgreementSection } from './parts/agreement-section';
import { BasicSection } from './parts/basic-section';
import { CheckInSection } from './parts/check-in-section';
import { ConfirmationSection, StatusSection } from './parts/status-section';
import { TagsSection } from './parts/tags-section';
import { TrainingSection } from './parts/training-section';
import './facilities.css';

/** /facilities/{facilityId}: each part is viewed and saved with its own call (SPEC §7). */
export default function FacilityDetailPage() {
  const corporationId = useCorporationId();
  const { facilityId = '' } = useParams<{ facilityId: string }>();
  const resource = useResource(`facility:${corporationId}:${facilityId}`, () => getFacility(corporationId, facilityId));
  return (
    <div className="facilities">
      <p>
        <Link href={paths.facilities}>{m.detail.backToList}</Link>
      </p>
      <DataState resource={resource}>{(facility) => <FacilityDetail key={facility.id} corporationId={corporationId} initial={facility} />}</DataState>
    </div>
  );
}

function FacilityDetail({ corporationId, initial }: { corporationId: string; initial: Facility }) {
  const [facility, setFacility] = useState(initial);
  const canEditSpecial = useCan('canEditSpecialTag');
  const isAdmin = useIsAdmin();
  const section = { corporationId, facility, onSaved: setFacility };
  return (
    <>
      <div className="card facilities-summary">
        <h2>{facility.name}</h2>
        <p className="actions">
          <Badge tone={statusTones[facility.status]}>{statusLabels[facility.status]}</Badge>
          {facility.confirmedAt ? <Badge tone="info">{m.list.confirmed}</Badge> : <Badge>{m.list.unconfirmed}</Badge>}
          <span>{categoryOf(facility.tags) ?? m.list.noCategory}</span>
        </p>
      </div>
      <BasicSection {...section} />
      <StatusSection {...section} />
      {isAdmin ? <ConfirmationSection {...section} /> : null}
      <TagsSection corporationId={corporationId} facility={facility} canEditSpecial={canEditSpecial} onSaved={(tags) => setFacility((current) => ({ ...current, tags }))} />
      <ActivitiesSection corporationId={corporationId} facility={facility} onSaved={(activities) => setFacility((current) => ({ ...current, activities }))} />
      <AgreementSection corporationId={corporationId} facilityId={facility.id} />
      <CheckInSection facility={facility} />
      {isTrainingCertification(facility.tags) ? <TrainingSection /> : null}
    </>
  );
}
