import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import type { FacilityCount } from '@/api/check-ins';
import { queryOf } from '@/api/queries';
import { reads } from '@/api/reads';
import { useCorporationId } from '@/session/session-context';
import { todayInTokyo } from '@/lib/dates';
import { liveRefresh } from '@/lib/live-refresh';
import { checkInMessages } from '@/messages/check-ins';
import { paths } from '@/paths';
import { ArrivalsNotice } from '@/ui/arrivals-notice';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';
import { SearchBox } from '@/ui/search-box';
import { useTitleCount } from '@/ui/title-count';
import { ToolbarSelect } from '@/ui/toolbar-select';
import { useLoader } from '@/ui/use-loader';
import { CheckInDetailPanel } from './check-in-detail';
import { CheckInTable } from './check-in-table';
import { useHeldList } from './held-list';
import { defaultListState, isLiveView, listHref, listSearch, parseListState, toCheckInQuery, withFilter, type ListState } from './list-query';
import { checkInHistoryLoader } from './loaders';
import { CheckInCard } from './check-in-card';
import './check-ins.css';

const m = checkInMessages.list;

/** Facility choices from the summary; a facility named by a shared link but unknown here stays selectable. */
function facilityChoices(selected: string, facilities: FacilityCount[] = []) {
  const choices = facilities.map((facility) => ({ value: facility.facilityId, label: facility.facilityName }));
  if (selected && !choices.some((choice) => choice.value === selected)) choices.push({ value: selected, label: selected });
  return choices;
}

type DateFieldProps = { id: string; label: string; value: string; min?: string; max?: string; onChange: (value: string) => void };

/** A date bound of the period; an empty other bound leaves it open. */
function DateField({ id, label, value, min, max, onChange }: DateFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value} min={min || undefined} max={max || undefined} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function CheckInFilters({ state, facilities, onChange }: { state: ListState; facilities?: FacilityCount[]; onChange: (next: ListState) => void }) {
  const set = (change: Partial<Omit<ListState, 'page'>>) => onChange(withFilter(state, change));
  const isFiltered = state.facility || state.owner || state.startDate || state.endDate || state.order !== 'desc';
  return (
    <CheckInCard id="check-in-filters-heading" className="card check-ins-filters" heading={m.filtersHeading}>
      <div className="toolbar">
        <ToolbarSelect
          id="check-in-facility"
          label={m.facility}
          value={state.facility}
          choices={[{ value: '', label: m.allFacilities }, ...facilityChoices(state.facility, facilities)]}
          onChange={(facility) => set({ facility })}
        />
        <SearchBox id="check-in-owner" label={m.owner} hint={m.ownerHint} value={state.owner} onSearch={(owner) => set({ owner })} />
        <DateField id="check-in-start" label={m.startDate} value={state.startDate} max={state.endDate} onChange={(startDate) => set({ startDate })} />
        <DateField id="check-in-end" label={m.endDate} value={state.endDate} min={state.startDate} onChange={(endDate) => set({ endDate })} />
        <ToolbarSelect
          id="check-in-order"
          label={m.order}
          value={state.order}
          choices={[
            { value: 'desc', label: m.orderDesc },
            { value: 'asc', label: m.orderAsc },
          ]}
          onChange={(order) => set({ order: order === 'asc' ? 'asc' : 'desc' })}
        />
        {isFiltered ? (
          <button type="button" className="button button-secondary" onClick={() => onChange(defaultListState)}>
            {m.clear}
          </button>
        ) : null}
      </div>
    </CheckInCard>
  );
}

/** /check-in-history and /check-in-history/{id}: the filtered list, with the detail beside it. */
export default function CheckInHistoryPage() {
  const corporationId = useCorporationId();
  const { checkInId } = useParams<{ checkInId?: string }>();
  // The list's state lives in the URL: a change pushes a history entry (back walks through filters and pages) and closes the detail.
  const state = parseListState(useSearch());
  const search = listSearch(state);
  const [, navigate] = useLocation();
  const loaded = useLoader(checkInHistoryLoader);
  const badRange = loaded.list === undefined;
  const live = !badRange && isLiveView(state, todayInTokyo());
  // The facility choices come from the summary (docs/check-ins.md), shared with the summary screen's cache.
  const summary = useQuery(queryOf(loaded.summary));
  // The previous page stays (dimmed) while the next one loads; a live view's refreshes wait behind the notice.
  const listRead = loaded.list ?? reads.checkIns(corporationId, toCheckInQuery(state));
  const list = useQuery({ ...queryOf(listRead), ...(live ? liveRefresh : {}), enabled: !badRange, placeholderData: keepPreviousData });
  const held = useHeldList(listRead.path, list.data, list.isPlaceholderData, live);
  // Once a page is here, the next one is asked for: 次のページ then shows at once (docs/check-ins.md).
  const queryClient = useQueryClient();
  const totalPages = list.isPlaceholderData ? undefined : list.data?.totalPages;
  const next =
    totalPages !== undefined && state.page < totalPages ? reads.checkIns(corporationId, toCheckInQuery({ ...state, page: state.page + 1 })) : undefined;
  useEffect(() => {
    if (next) void queryClient.prefetchQuery(queryOf(next));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a read is a new object each render: its path is what it asks for
  }, [queryClient, next?.path]);
  useTitleCount(held.waiting);
  const listSection = useRef<HTMLElement>(null);
  // The notice's button goes away once they are shown: the reader lands on the newest check-in instead.
  const showArrivals = () => {
    flushSync(held.showArrivals);
    listSection.current?.querySelector<HTMLElement>('tbody a')?.focus();
  };

  return (
    <div className="check-ins">
      <p className="actions check-ins-links">
        <Link href={paths.checkInSummary}>{checkInMessages.toSummary}</Link>
      </p>
      <ArrivalsNotice count={held.waiting} onShow={showArrivals} />
      <CheckInFilters state={state} facilities={summary.data?.facilities} onChange={(next) => navigate(listHref(next))} />
      <div className={checkInId ? 'check-ins-layout has-detail' : 'check-ins-layout'}>
        {checkInId ? <CheckInDetailPanel corporationId={corporationId} checkInId={checkInId} backHref={listHref(state)} /> : null}
        <section aria-labelledby="check-in-list-heading" className="check-ins-list" ref={listSection}>
          <h2 id="check-in-list-heading" className="visually-hidden">
            {m.caption}
          </h2>
          {badRange ? (
            <p className="notice notice-warning" role="alert">
              {m.badRange}
            </p>
          ) : (
            <QueryState query={list}>
              {(latest) => {
                const data = held.list ?? latest;
                return (
                  <>
                    <p className="count check-ins-count" aria-live="polite">
                      {m.resultCount(data.total, data.page, data.totalPages)}
                    </p>
                    {data.checkIns.length === 0 ? (
                      <p className="empty-state">{m.empty}</p>
                    ) : (
                      <CheckInTable items={data.checkIns} search={search} selectedId={checkInId} />
                    )}
                    <Pagination page={state.page} totalPages={data.totalPages} hrefFor={(page) => listHref({ ...state, page })} />
                  </>
                );
              }}
            </QueryState>
          )}
        </section>
      </div>
    </div>
  );
}
