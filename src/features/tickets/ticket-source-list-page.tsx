import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { listTicketSources, issuabilities, saleStatuses, type TicketSource } from '@/api/ticket-sources';
import { getCancelWaitings } from '@/api/ticket-summaries';
import { useCorporationId } from '@/session/session-context';
import { formatDateSlash } from '@/lib/dates';
import { formatYen, taxIncluded } from '@/lib/money';
import { ja } from '@/messages/ja';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { DataState } from '@/ui/data-state';
import { Pagination } from '@/ui/pagination';
import { useResource } from '@/ui/use-resource';
import { defaultSourceFilter, viewSources, type SourceFilter, type SourceSort } from './source-list-view';
import { IssuabilityBadge, SaleStatusBadge } from './ticket-badges';
import { TicketsNav } from './tickets-nav';
import './tickets.css';

const f = ticketsJa.fields;

/** One row; memoised so that filtering 300 rows re-renders only what changed. */
const SourceRow = memo(function SourceRow({ source }: { source: TicketSource }) {
  return (
    <tr>
      <td className="tickets-name">
        <Link href={paths.ticketSource(source.id)}>{source.name}</Link>
      </td>
      <td>{source.facility.name}</td>
      <td className="num tickets-price-cell">
        {formatYen(source.price)}
        <span className="tickets-price-tax">
          {f.taxIncluded} {formatYen(taxIncluded(source.price))}
        </span>
      </td>
      <td className="num">
        {source.soldCount} / {source.quantity}
      </td>
      <td>
        {formatDateSlash(source.saleStartAt)}〜{formatDateSlash(source.saleEndAt)}
      </td>
      <td>
        <SaleStatusBadge value={source.saleStatus} />
      </td>
      <td>
        <IssuabilityBadge value={source.issuability} />
      </td>
    </tr>
  );
});

const SourceRows = memo(function SourceRows({ sources }: { sources: TicketSource[] }) {
  return (
    <tbody>
      {sources.map((source) => (
        <SourceRow key={source.id} source={source} />
      ))}
    </tbody>
  );
});

function CancelWaitingNotice({ cid }: { cid: string }) {
  const waitings = useResource(`ticket-cancel-waitings:${cid}`, () => getCancelWaitings(cid));
  const count = waitings.data?.tickets.length ?? 0;
  if (count === 0) return null;
  return (
    <p className="notice notice-warning">
      <Link href={`${paths.summaryPayments}#cancel-waitings`}>{ticketsJa.cancelWaitings.link(count)}</Link>
    </p>
  );
}

function SourceTable({ sources }: { sources: TicketSource[] }) {
  const [filter, setFilter] = useState<SourceFilter>(defaultSourceFilter);
  const deferred = useDeferredValue(filter);
  const shown = useMemo(() => viewSources(sources, deferred), [sources, deferred]);
  const set = (patch: Partial<SourceFilter>) => setFilter((previous) => ({ ...previous, ...patch }));
  return (
    <>
      <div className="toolbar" role="search">
        <div className="field">
          <label htmlFor="tickets-filter-text">{ticketsJa.list.search}</label>
          <input id="tickets-filter-text" type="search" value={filter.text} onChange={(event) => set({ text: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="tickets-filter-sale">{f.saleStatus}</label>
          <select id="tickets-filter-sale" value={filter.saleStatus} onChange={(event) => set({ saleStatus: event.target.value as SourceFilter['saleStatus'] })}>
            <option value="">{ticketsJa.list.allSaleStatuses}</option>
            {saleStatuses.map((value) => (
              <option key={value} value={value}>
                {ticketsJa.saleStatus[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="tickets-filter-issuability">{f.issuability}</label>
          <select
            id="tickets-filter-issuability"
            value={filter.issuability}
            onChange={(event) => set({ issuability: event.target.value as SourceFilter['issuability'] })}
          >
            <option value="">{ticketsJa.list.allIssuabilities}</option>
            {issuabilities.map((value) => (
              <option key={value} value={value}>
                {ticketsJa.issuability[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="tickets-sort">{ticketsJa.list.sortBy}</label>
          <select id="tickets-sort" value={filter.sort} onChange={(event) => set({ sort: event.target.value as SourceSort })}>
            {(Object.keys(ticketsJa.list.sort) as SourceSort[]).map((value) => (
              <option key={value} value={value}>
                {ticketsJa.list.sort[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="tickets-count" aria-live="polite">
        {ticketsJa.list.shown(shown.length, sources.length)}
      </p>
      {shown.length === 0 ? (
        <p className="empty-state">{ticketsJa.list.noMatch}</p>
      ) : (
        <div className="table-wrap">
          <table className="table tickets-table">
            <caption className="visually-hidden">{ticketsJa.list.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{f.name}</th>
                <th scope="col">{f.facility}</th>
                <th scope="col" className="num">
                  {f.price}
                </th>
                <th scope="col" className="num">
                  {f.soldCount} / {f.quantity}
                </th>
                <th scope="col">{f.salePeriod}</th>
                <th scope="col">{f.saleStatus}</th>
                <th scope="col">{f.issuability}</th>
              </tr>
            </thead>
            <SourceRows sources={shown} />
          </table>
        </div>
      )}
    </>
  );
}

export default function TicketSourceListPage() {
  const cid = useCorporationId();
  const search = useSearch();
  const page = Math.max(1, Number.parseInt(new URLSearchParams(search).get('page') ?? '1', 10) || 1);
  const sources = useResource(`ticket-sources:${cid}:${page}`, () => listTicketSources(cid, page - 1));
  return (
    <>
      <TicketsNav />
      <p className="actions">
        <Link href={paths.ticketSourceNew} className="button">
          {ticketsJa.list.newSource}
        </Link>
      </p>
      <CancelWaitingNotice cid={cid} />
      <DataState resource={sources} isEmpty={(data) => data.sources.length === 0} empty={ja.empty}>
        {(data) => (
          <>
            <SourceTable sources={data.sources} />
            <Pagination page={data.paginate.page + 1} totalPages={data.paginate.totalPages} hrefFor={(p) => `${paths.ticketSources}?page=${p}`} />
          </>
        )}
      </DataState>
    </>
  );
}
