import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { queryOf } from '@/api/queries';
import type { Read } from '@/api/reads';
import { formatCount } from '@/lib/numbers';
import { ja } from '@/messages/ja';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';
import { useLoader } from '@/ui/use-loader';
import { SourceFilters } from './source-filters';
import { sourceListLoader } from './loaders';
import { isFiltered, readSourceListUrl, sourceListHref, type SourceListState } from './source-list-url';
import { SourceTable } from './source-table';
import { TicketsNav } from './tickets-nav';
import './tickets.css';

const l = ticketsJa.list;

/**
 * The cancel-waitings as one line above the list, always there so that nothing moves when its call answers: a warning link, or
 * 「キャンセル待ちはありません。」, or an empty line of the same height meanwhile (or on a failure, which the summary screen shows).
 */
function CancelWaitingNotice({ read }: { read: Read<'getCancelWaitings'> }) {
  const waitings = useQuery(queryOf(read));
  const count = waitings.data?.tickets.length;
  if (count === undefined)
    return (
      <p className="notice ticket-waitings-line" aria-hidden="true">
        &nbsp;
      </p>
    );
  if (count === 0) return <p className="notice ticket-waitings-line ticket-waitings-none">{ticketsJa.cancelWaitings.none}</p>;
  return (
    <p className="notice notice-warning ticket-waitings-line">
      <Link href={`${paths.summaryPayments}#cancel-waitings`}>{ticketsJa.cancelWaitings.link(formatCount(count))}</Link>
    </p>
  );
}

/** /ticket-sources: one page of 300; the server applies search, filters and order to every source, so the count is its total (`paginate.total`). */
export default function TicketSourceListPage() {
  const [, navigate] = useLocation();
  const state = readSourceListUrl(useSearch());
  const loaded = useLoader(sourceListLoader);
  const sources = useQuery({ ...queryOf(loaded.sources), placeholderData: keepPreviousData });
  // A new search or filter starts again on the first page.
  const change = (patch: Partial<SourceListState>) => navigate(sourceListHref({ ...state, ...patch, page: 1 }), { replace: true });
  const filtered = isFiltered(state);
  return (
    <>
      <TicketsNav />
      <p className="actions">
        <Link href={paths.ticketSourceNew} className="button">
          {l.newSource}
        </Link>
      </p>
      <CancelWaitingNotice read={loaded.waitings} />
      <SourceFilters value={state} onChange={change} />
      <QueryState
        query={sources}
        isEmpty={(data) => data.paginate.total === 0}
        empty={
          filtered ? (
            <>
              {l.noMatch} <Link href={sourceListHref({ page: 1, q: '', sort: state.sort })}>{l.clearFilters}</Link>
            </>
          ) : (
            ja.empty
          )
        }
      >
        {(data) => (
          <>
            <p className="tickets-count" aria-live="polite">
              {l.shown(formatCount(data.sources.length), formatCount(data.paginate.total))}
            </p>
            {data.sources.length > 0 ? (
              <SourceTable sources={data.sources} />
            ) : (
              // A page past the last one (an old link): say so and lead to the first.
              <p className="empty-state">
                {l.pastLastPage} <Link href={sourceListHref({ ...state, page: 1 })}>{l.firstPage}</Link>
              </p>
            )}
            <Pagination page={data.paginate.page + 1} totalPages={data.paginate.totalPages} hrefFor={(page) => sourceListHref({ ...state, page })} />
          </>
        )}
      </QueryState>
    </>
  );
}
