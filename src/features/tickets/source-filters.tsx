import { issuabilities, saleStatuses, sourceSorts, type Issuability, type SaleStatus, type SourceSort } from '@/api/ticket-sources';
import { ticketsJa } from '@/messages/tickets';
import type { SourceListState } from './source-list-url';
import { SearchBox } from '@/ui/search-box';
import { ToolbarSelect } from '@/ui/toolbar-select';

const f = ticketsJa.fields;
const l = ticketsJa.list;

/** Search, filters and order of the ticket source list; every change asks the server again. */
export function SourceFilters({ value, onChange }: { value: SourceListState; onChange: (patch: Partial<SourceListState>) => void }) {
  return (
    <div className="toolbar" role="search">
      <SearchBox id="tickets-filter-text" label={ticketsJa.list.search} hint={ticketsJa.list.searchHint} value={value.q} onSearch={(q) => onChange({ q })} />
      <ToolbarSelect
        id="tickets-filter-sale"
        label={f.saleStatus}
        value={value.saleStatus ?? ''}
        choices={[{ value: '', label: l.allSaleStatuses }, ...saleStatuses.map((status) => ({ value: status, label: ticketsJa.saleStatus[status] }))]}
        onChange={(status) => onChange({ saleStatus: (status || undefined) as SaleStatus | undefined })}
      />
      <ToolbarSelect
        id="tickets-filter-issuability"
        label={f.issuability}
        value={value.issuability ?? ''}
        choices={[{ value: '', label: l.allIssuabilities }, ...issuabilities.map((status) => ({ value: status, label: ticketsJa.issuability[status] }))]}
        onChange={(status) => onChange({ issuability: (status || undefined) as Issuability | undefined })}
      />
      <ToolbarSelect
        id="tickets-sort"
        label={l.sortBy}
        value={value.sort}
        choices={sourceSorts.map((sort) => ({ value: sort, label: l.sort[sort] }))}
        onChange={(sort) => onChange({ sort: sort as SourceSort })}
      />
    </div>
  );
}
