import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
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
import { useTitleCount } from '@/ui/title-count';
import { useLoader } from '@/ui/use-loader';
import { CheckInDetailPanel } from './check-in-detail';
import { CheckInFilters } from './check-in-filters';
import { CheckInTable } from './check-in-table';
import { isLiveView, toCheckInQuery } from './list-query';
import { checkInHistoryLoader } from './loaders';
import { useHeldList } from './use-held-list';
import { useListState } from './use-list-state';
import './check-ins.css';

const m = checkInMessages.list;

/** /check-in-history and /check-in-history/{id}: the filtered list, with the detail beside it. */
export default function CheckInHistoryPage() {
  const corporationId = useCorporationId();
  const { checkInId } = useParams<{ checkInId?: string }>();
  const { state, search, listHref, update } = useListState();
  const loaded = useLoader(checkInHistoryLoader);
  const badRange = loaded.list === undefined;
  const live = !badRange && isLiveView(state, todayInTokyo());
  // The facility choices come from the summary (docs/check-ins.md), shared with the summary screen's cache.
  const summary = useQuery(queryOf(loaded.summary));
  // The previous page stays on screen (dimmed) while the next one loads; a bad range asks nothing.
  // Page 1 of the newest keeps itself current; what a refresh brings waits behind the notice.
  const listRead = loaded.list ?? reads.checkIns(corporationId, toCheckInQuery(state));
  const list = useQuery({ ...queryOf(listRead), ...(live ? liveRefresh : {}), enabled: !badRange, placeholderData: keepPreviousData });
  const held = useHeldList(listRead.path, list.data, list.isPlaceholderData, live);
  // Once a page is here, the next one is asked for: 次のページ then shows at once (docs/check-ins.md).
  // Keyed by the next page's path, so that a refresh of this page asks nothing more.
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
