import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { facilityStatuses, type Facility } from '@/api/facilities';
import { queryOf } from '@/api/queries';
import { matchesConfirmation } from '@/lib/facility-confirmation';
import { facilitiesMessages as m } from '@/messages/facilities';
import { paths } from '@/paths';
import { Badge } from '@/ui/badge';
import { QueryState } from '@/ui/query-state';
import { categoryOf, statusLabels, statusTones } from './options';
import { SearchBox } from '@/ui/search-box';
import { DataTable } from '@/ui/data-table';
import { ToolbarSelect } from '@/ui/toolbar-select';
import { useLoader } from '@/ui/use-loader';
import { facilityListHref, readFacilityListUrl, type FacilityListState } from './facility-list-url';
import { facilityListLoader } from './loaders';
import './facilities.css';

/** The rows a list query shows: status, 確認状況 (the dashboard's 運営確認待ち rule) and the name search. */
function visibleFacilities(list: readonly Facility[], { status, confirmation, q }: FacilityListState): Facility[] {
  const needle = q.trim().toLowerCase();
  return list.filter(
    (facility) =>
      (!status || facility.status === status) && matchesConfirmation(facility, confirmation) && (!needle || facility.name.toLowerCase().includes(needle)),
  );
}

export default function FacilityListPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = readFacilityListUrl(search);
  const update = (changes: Parameters<typeof facilityListHref>[1]) => navigate(facilityListHref(search, changes), { replace: true });
  const facilities = useQuery({ ...queryOf(useLoader(facilityListLoader).list), placeholderData: keepPreviousData });

  return (
    <div className="facilities">
      <div className="toolbar">
        <ToolbarSelect
          id="facility-status-filter"
          label={m.list.statusFilter}
          value={query.status ?? ''}
          choices={[{ value: '', label: m.list.allStatuses }, ...facilityStatuses.map((value) => ({ value, label: statusLabels[value] }))]}
          onChange={(status) => update({ status })}
        />
        <ToolbarSelect
          id="facility-confirmation-filter"
          label={m.list.confirmationFilter}
          value={query.confirmation ?? ''}
          choices={[
            { value: '', label: m.list.allConfirmations },
            { value: 'unconfirmed', label: m.list.awaitingConfirmation },
            { value: 'confirmed', label: m.list.confirmed },
          ]}
          onChange={(confirmation) => update({ confirmation })}
        />
        <SearchBox id="facility-search" label={m.list.search} value={query.q} delayMs={0} onSearch={(value) => update({ q: value })} />
        <Link href={paths.facilityNew} className="button facilities-new-button">
          {m.list.newButton}
        </Link>
      </div>
      <QueryState query={facilities} isEmpty={(list) => list.length === 0} empty={m.list.none}>
        {(list) => <FacilityTable facilities={visibleFacilities(list, query)} confirmation={query.confirmation} />}
      </QueryState>
    </div>
  );
}

function FacilityTable({ facilities, confirmation }: { facilities: Facility[]; confirmation: FacilityListState['confirmation'] }) {
  if (facilities.length === 0) return <p className="empty-state">{m.list.empty}</p>;
  const c = m.list.columns;
  return (
    <>
      <p className="count" aria-live="polite">
        {confirmation === 'unconfirmed' ? m.list.awaitingCount(facilities.length) : m.list.count(facilities.length)}
      </p>
      <DataTable
        caption={m.list.caption}
        columns={[{ label: c.name }, { label: c.category }, { label: c.prefecture }, { label: c.status }, { label: c.confirmation }]}
      >
        {facilities.map((facility) => (
          <tr key={facility.id}>
            <td>
              <Link href={paths.facility(facility.id)}>{facility.name}</Link>
            </td>
            <td>{categoryOf(facility.tags) ?? m.list.noCategory}</td>
            <td>{facility.prefecture || m.detail.notSet}</td>
            <td>
              <Badge tone={statusTones[facility.status]}>{statusLabels[facility.status]}</Badge>
            </td>
            <td>{facility.confirmedAt ? <Badge tone="info">{m.list.confirmed}</Badge> : <Badge>{m.list.unconfirmed}</Badge>}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
