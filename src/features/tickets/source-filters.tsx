import { issuabilities, saleStatuses, sourceSorts, type Issuability, type SaleStatus, type SourceSort } from '@/api/ticket-sources';
import { ticketsJa } from '@/messages/tickets';
import type { SourceListState } from './source-list-url';
import { SearchBox } from '@/ui/search-box';

const f = ticketsJa.fields;
const l = ticketsJa.list;

/** Search, filters and order of the ticket source list; every change asks the server again. */
export function SourceFilters({ value, onChange }: { value: SourceListState; onChange: (patch: Partial<SourceListState>) => void }) {
  return (
    <div className="toolbar" role="search">
      <SearchBox id="tickets-filter-text" label={ticketsJa.list.search} hint={ticketsJa.list.searchHint} value={value.q} onSearch={(q) => onChange({ q })} />
      <div className="field">
        <label htmlFor="tickets-filter-sale">{f.saleStatus}</label>
        <select
          id="tickets-filter-sale"
          value={value.saleStatus ?? ''}
          onChange={(event) => onChange({ saleStatus: (event.target.value || undefined) as SaleStatus | undefined })}
        >
          <option value="">{l.allSaleStatuses}</option>
          {saleStatuses.map((status) => (
            <option key={status} value={status}>
              {ticketsJa.saleStatus[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="tickets-filter-issuability">{f.issuability}</label>
        <select
          id="tickets-filter-issuability"
          value={value.issuability ?? ''}
          onChange={(event) => onChange({ issuability: (event.target.value || undefined) as Issuability | undefined })}
        >
          <option value="">{l.allIssuabilities}</option>
          {issuabilities.map((status) => (
            <option key={status} value={status}>
              {ticketsJa.issuability[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="tickets-sort">{l.sortBy}</label>
        <select id="tickets-sort" value={value.sort} onChange={(event) => onChange({ sort: event.target.value as SourceSort })}>
          {sourceSorts.map((sort) => (
            <option key={sort} value={sort}>
              {l.sort[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
