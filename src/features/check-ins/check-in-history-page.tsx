import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { checkInsQuery, checkInSummaryQuery, type CheckInQuery } from '@/api/check-ins';
import { useCorporationId } from '@/session/session-context';
import { todayInTokyo } from '@/lib/dates';
import { liveRefresh } from '@/lib/live-refresh';
import { checkInMessages } from '@/messages/check-ins';
import { paths } from '@/paths';
import { ArrivalsNotice } from '@/ui/arrivals-notice';
import { Pagination } from '@/ui/pagination';
import { PAGE_SIZE } from '@/ui/pagination-pages';
import { QueryState } from '@/ui/query-state';
import { useTitleCount } from '@/ui/title-count';
import { CheckInDetailPanel } from './check-in-detail';
import { CheckInFilters } from './check-in-filters';
import { CheckInTable } from './check-in-table';
import { isLiveView, type ListState } from './list-query';
import { useHeldList } from './use-held-list';
import { useListState } from './use-list-state';
import './check-ins.css';

const m = checkInMessages.list;

/** The API query of a list state (the page stays one-based here; the fetcher sends it zero-based). */
const queryOf = (state: ListState): CheckInQuery => ({
  page: state.page,
  limit: PAGE_SIZE,
  order: state.order,
  facility: state.facility,
  owner: state.owner,
  startDate: state.startDate || undefined,
  endDate: state.endDate || undefined,
});

/** /check-in-history and /check-in-history/{id}: the filtered list, with the detail beside it. */
export default function CheckInHistoryPage() {
  const corporationId = useCorporationId();
  const { checkInId } = useParams<{ checkInId?: string }>();
  const { state, search, listHref, update } = useListState();
  const badRange = !!state.startDate && !!state.endDate && state.startDate > state.endDate;
  const live = !badRange && isLiveView(state, todayInTokyo());
  // The facility choices come from the summary (docs/check-ins.md), shared with the summary screen's cache.
  const summary = useQuery(checkInSummaryQuery(corporationId));
  // The previous page stays on screen (dimmed) while the next one loads; a bad range asks nothing.
  // Page 1 of the newest keeps itself current; what a refresh brings waits behind the notice.
  const query = queryOf(state);
  const list = useQuery({ ...checkInsQuery(corporationId, query), ...(live ? liveRefresh : {}), enabled: !badRange, placeholderData: keepPreviousData });
  const held = useHeldList(`${corporationId} ${JSON.stringify(query)}`, list.data, list.isPlaceholderData, live);
  // Once a page is here, the next one is asked for: 次のページ then shows at once (docs/check-ins.md).
  // Keyed by the next page's query as text, so that a refresh of this page asks nothing more.
  const queryClient = useQueryClient();
  const totalPages = list.isPlaceholderData ? undefined : list.data?.totalPages;
  const nextKey = totalPages !== undefined && state.page < totalPages ? JSON.stringify({ ...query, page: state.page + 1 }) : undefined;
  useEffect(() => {
    if (nextKey) void queryClient.prefetchQuery(checkInsQuery(corporationId, JSON.parse(nextKey) as CheckInQuery));
  }, [queryClient, corporationId, nextKey]);
  useTitleCount(held.waiting);
  const listSection = useRef<HTMLElement>(null);
  const focusNewest = useRef(false);
  const showArrivals = () => {
    focusNewest.current = true;
    held.showArrivals();
  };
  // The notice's button goes away once they are shown: the reader lands on the newest check-in instead.
  useEffect(() => {
    if (!focusNewest.current) return;
    focusNewest.current = false;
    listSection.current?.querySelector<HTMLElement>('tbody a')?.focus();
  }, [held.list]);

  return (
    <div className="check-ins">
      <p className="actions check-ins-links">
        <Link href={paths.checkInSummary}>{checkInMessages.toSummary}</Link>
      </p>
      <ArrivalsNotice count={held.waiting} onShow={showArrivals} />
      <CheckInFilters state={state} facilities={summary.data?.facilities} onChange={update} />
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
                    <p className="check-ins-count" aria-live="polite">
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
