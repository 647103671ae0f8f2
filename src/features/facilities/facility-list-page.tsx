import { Link, useLocation, useSearch } from 'wouter';
import { listFacilities, facilityStatuses, type Facility, type FacilityStatus } from '@/api/facilities';
import { useCorporationId } from '@/session/session-context';
import { facilitiesMessages as m } from '@/messages/facilities';
import { paths } from '@/paths';
import { Badge } from '@/ui/badge';
import { DataState } from '@/ui/data-state';
import { useResource } from '@/ui/use-resource';
import { categoryOf, statusLabels, statusTones } from './options';
import { SearchInput } from './parts/search-input';
import './facilities.css';

const isStatus = (value: string | null): value is FacilityStatus => facilityStatuses.includes(value as FacilityStatus);

/** List state lives in the URL query (?status=&q=) so a reload or a shared link shows the same list. */
function useListQuery() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const q = params.get('q') ?? '';
  const update = (changes: { status?: string; q?: string }) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    const query = next.toString();
    navigate(query ? `${paths.facilities}?${query}` : paths.facilities, { replace: true });
  };
  return { status, q, update };
}

export default function FacilityListPage() {
  const corporationId = useCorporationId();
  const { status, q, update } = useListQuery();
  // 'enabled' is the one status the API filters (SPEC §7); the others are filtered here.
  const resource = useResource(`facilities:${corporationId}:${status === 'enabled' ? 'enabled' : 'all'}`, () =>
    listFacilities(corporationId, status === 'enabled' ? { status: 'enabled' } : {}),
  );
  const needle = q.trim().toLowerCase();
  const visible = (list: Facility[]) =>
    list.filter((facility) => (!status || facility.status === status) && (!needle || facility.name.toLowerCase().includes(needle)));

  return (
    <div className="facilities">
      <div className="toolbar">
        <div className="field">
          <label htmlFor="facility-status-filter">{m.list.statusFilter}</label>
          <select id="facility-status-filter" value={status ?? ''} onChange={(event) => update({ status: event.target.value })}>
            <option value="">{m.list.allStatuses}</option>
            {facilityStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <SearchInput id="facility-search" label={m.list.search} value={q} onSearch={(value) => update({ q: value })} />
        <Link href={paths.facilityNew} className="button facilities-new-button">
          {m.list.newButton}
        </Link>
      </div>
      <DataState resource={resource} isEmpty={(list) => list.length === 0} empty={m.list.none}>
        {(list) => <FacilityTable facilities={visible(list)} />}
      </DataState>
    </div>
  );
}

function FacilityTable({ facilities }: { facilities: Facility[] }) {
  if (facilities.length === 0) return <p className="empty-state">{m.list.empty}</p>;
  const c = m.list.columns;
  return (
    <>
      <p className="facilities-count" aria-live="polite">
        {m.list.count(facilities.length)}
      </p>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">{m.list.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{c.name}</th>
              <th scope="col">{c.category}</th>
              <th scope="col">{c.prefecture}</th>
              <th scope="col">{c.status}</th>
              <th scope="col">{c.confirmation}</th>
            </tr>
          </thead>
          <tbody>
            {facilities.map((facility) => (
              <tr key={facility.id}>
                <td>
                  <Link href={paths.facility(facility.id)}>{facility.name}</Link>
                </td>
                <td>{categoryOf(facility.tags) ?? m.list.noCategory}</td>
                <td>{facility.prefecture || '―'}</td>
                <td>
                  <Badge tone={statusTones[facility.status]}>{statusLabels[facility.status]}</Badge>
                </td>
                <td>{facility.confirmedAt ? <Badge tone="info">{m.list.confirmed}</Badge> : <Badge>{m.list.unconfirmed}</Badge>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
