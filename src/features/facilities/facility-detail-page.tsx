import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import type { Facility } from '@/api/facilities';
import { queryOf } from '@/api/queries';
import { useCan, useCorporationId, useIsAdmin } from '@/session/session-context';
import { facilitiesMessages as m } from '@/messages/facilities';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';
import { Badge } from '@/ui/badge';
import { QueryState } from '@/ui/query-state';
import { useLoader } from '@/ui/use-loader';
import { facilityLoader } from './loaders';
import { categoryOf, isTrainingCertification, statusLabels, statusTones } from './options';
import { ActivitiesSection } from './parts/activities-section';
import { AgreementSection } from './parts/agreement-section';
import { BasicSection } from './parts/basic-section';
import { CheckInSection, isPosterView } from './parts/check-in-section';
import { QrPoster } from './parts/qr-poster';
import { ConfirmationSection, StatusSection } from './parts/status-section';
import { TagsSection } from './parts/tags-section';
import { TrainingSection } from './parts/training-section';
import './facilities.css';

/** /facilities/{facilityId}: each part saved with its own call, all reading the one cached facility; `?view=poster` shows its A4 check-in poster. */
export default function FacilityDetailPage() {
  const corporationId = useCorporationId();
  const poster = isPosterView(useSearch());
  const facility = useQuery(queryOf(useLoader(facilityLoader).facility));
  return (
    <div className="facilities">
      <QueryState query={facility} notFound={{ href: paths.facilities, label: ja.titles.facilities }}>
        {(loaded) => (poster ? <QrPoster facility={loaded} /> : <FacilityDetail key={loaded.id} corporationId={corporationId} facility={loaded} />)}
      </QueryState>
    </div>
  );
}

function FacilityDetail({ corporationId, facility }: { corporationId: string; facility: Facility }) {
  const canEditSpecial = useCan('canEditSpecialTag');
  const isAdmin = useIsAdmin();
  const section = { corporationId, facility };
  return (
    <>
      <p>
        <Link href={paths.facilities}>{m.detail.backToList}</Link>
      </p>
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
      <TagsSection {...section} canEditSpecial={canEditSpecial} />
      <ActivitiesSection {...section} />
      <AgreementSection corporationId={corporationId} facilityId={facility.id} />
      <CheckInSection facility={facility} />
      {isTrainingCertification(facility.tags) ? <TrainingSection {...section} /> : null}
    </>
  );
}
