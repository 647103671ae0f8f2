import type { Issuability, SaleStatus, TicketSource } from '@/api/ticket-sources';

/** Client-side filter and sort of the loaded page (pure, so it is tested and timed on its own). */
export type SourceSort = 'updatedAt' | 'name' | 'priceAsc' | 'priceDesc' | 'saleStartAt' | 'soldCount';
export type SourceFilter = { text: string; saleStatus: SaleStatus | ''; issuability: Issuability | ''; sort: SourceSort };

export const defaultSourceFilter: SourceFilter = { text: '', saleStatus: '', issuability: '', sort: 'updatedAt' };

const collator = new Intl.Collator('ja');
const comparators: Record<SourceSort, (a: TicketSource, b: TicketSource) => number> = {
  updatedAt: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
  name: (a, b) => collator.compare(a.name, b.name),
  priceAsc: (a, b) => a.price - b.price,
  priceDesc: (a, b) => b.price - a.price,
  saleStartAt: (a, b) => b.saleStartAt.localeCompare(a.saleStartAt),
  soldCount: (a, b) => b.soldCount - a.soldCount,
};

export function viewSources(sources: readonly TicketSource[], filter: SourceFilter): TicketSource[] {
  const needle = filter.text.normalize('NFKC').trim().toLowerCase();
  const kept = sources.filter(
    (source) =>
      (!filter.saleStatus || source.saleStatus === filter.saleStatus) &&
      (!filter.issuability || source.issuability === filter.issuability) &&
      (!needle || `${source.name} ${source.facility.name}`.normalize('NFKC').toLowerCase().includes(needle)),
  );
  return kept.sort((a, b) => comparators[filter.sort](a, b) || a.id.localeCompare(b.id));
}
