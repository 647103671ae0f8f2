import { issuabilities, saleStatuses, sourceSorts, type Issuability, type SaleStatus, type SourceSort } from '@/api/ticket-values';
import { fold } from '../lib/input';
import type { TicketSourceRow } from '../models/tickets';

/** The ticket source list's search, filters and order (docs/tickets.md), applied before the page is cut so `paginate.total` counts matches. */
export type SourceFilter = { q: string; saleStatus?: SaleStatus; issuability?: Issuability; sort: SourceSort };

/** The query parameters as sent, or the name of the one that is not a known value. */
export function parseSourceFilter(params: Record<string, unknown>): SourceFilter | { invalid: 'saleStatus' | 'issuability' | 'sort' } {
  const text = (name: string) => (typeof params[name] === 'string' ? (params[name] as string).trim() : '');
  const saleStatus = text('saleStatus');
  const issuability = text('issuability');
  const sort = text('sort') || 'newest';
  if (saleStatus && !(saleStatuses as readonly string[]).includes(saleStatus)) return { invalid: 'saleStatus' };
  if (issuability && !(issuabilities as readonly string[]).includes(issuability)) return { invalid: 'issuability' };
  if (!(sourceSorts as readonly string[]).includes(sort)) return { invalid: 'sort' };
  return {
    q: text('q'),
    saleStatus: (saleStatus || undefined) as SaleStatus | undefined,
    issuability: (issuability || undefined) as Issuability | undefined,
    sort: sort as SourceSort,
  };
}

const collator = new Intl.Collator('ja');
const comparators: Record<SourceSort, (a: TicketSourceRow, b: TicketSourceRow) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  updatedAt: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
  name: (a, b) => collator.compare(a.name, b.name),
  priceAsc: (a, b) => a.price - b.price,
  priceDesc: (a, b) => b.price - a.price,
  saleStartAt: (a, b) => b.saleStartAt.localeCompare(a.saleStartAt),
  soldCount: (a, b) => b.soldCount - a.soldCount,
};

export function filterSources(rows: readonly TicketSourceRow[], filter: SourceFilter, issuabilityOf: (row: TicketSourceRow) => Issuability): TicketSourceRow[] {
  const needle = fold(filter.q);
  const kept = rows.filter(
    (row) =>
      (!filter.saleStatus || row.saleStatus === filter.saleStatus) &&
      (!filter.issuability || issuabilityOf(row) === filter.issuability) &&
      (!needle || fold(`${row.name} ${row.facility.name}`).includes(needle)),
  );
  return kept.sort((a, b) => comparators[filter.sort](a, b) || b.id.localeCompare(a.id));
}
