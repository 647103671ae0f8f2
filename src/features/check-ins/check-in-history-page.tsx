import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { checkInsQuery, checkInSummaryQuery, type CheckInQuery } from '@/api/check-ins';
import { useCorporationId } from '@/session/session-context';
import { checkInMessages } from '@/messages/check-ins';
import { paths } from '@/paths';
import { Pagination } from '@/ui/pagination';
import { PAGE_SIZE } from '@/ui/pagination-pages';
import { QueryState } from '@/ui/query-state';
import { CheckInDetailPanel } from './check-in-detail';
import { CheckInFilters } from './check-in-filters';
import { CheckInTable } from './check-in-table';
import type { ListState } from './list-query';
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
  // The facility choices come from the summary (docs/check-ins.md), shared with the summary screen's cache.
  const summary = useQuery(checkInSummaryQuery(corporationId));
  // The previous page stays on screen (dimmed) while the next one loads; a bad range asks nothing.
  const list = useQuery({ ...checkInsQuery(corporationId, queryOf(state)), enabled: !badRange, placeholderData: keepPreviousData });

  return (
    <div className="check-ins">
      <p className="actions check-ins-links">
        <Link href={paths.checkInSummary}>{checkInMessages.toSummary}</Link>
      </p>
      <CheckInFilters state={state} facilities={summary.data?.facilities} onChange={update} />
      <div className={checkInId ? 'check-ins-layout has-detail' : 'check-ins-layout'}>
        {checkInId ? <CheckInDetailPanel corporationId={corporationId} checkInId={checkInId} backHref={listHref(state)} /> : null}
        <section aria-labelledby="check-in-list-heading" className="check-ins-list">
          <h2 id="check-in-list-heading" className="visually-hidden">
            {m.caption}
          </h2>
          {badRange ? (
            <p className="notice notice-warning" role="alert">
              {m.badRange}
            </p>
          ) : (
            <QueryState query={list}>
              {(data) => (
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
              )}
            </QueryState>
          )}
        </section>
      </div>
    </div>
  );
}
