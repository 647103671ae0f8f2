import type { TicketSourceQuery } from '@/api/ticket-sources';
import { issuabilities, saleStatuses, sourceSorts, type Issuability, type SaleStatus, type SourceSort } from '@/api/ticket-values';
import { paths } from '@/paths';

/** The list's state lives in its URL, so a reload, Back and a shared link show the same list; the server applies it to every source (docs/tickets.md). */
export type SourceListState = { page: number; q: string; saleStatus?: SaleStatus; issuability?: Issuability; sort: SourceSort };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function readSourceListUrl(search: string): SourceListState {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    q: (params.get('q') ?? '').trim(),
    saleStatus: oneOf(saleStatuses, params.get('saleStatus')),
    issuability: oneOf(issuabilities, params.get('issuability')),
    sort: oneOf(sourceSorts, params.get('sort')) ?? 'newest',
  };
}

/** The list's address for a state: only what differs from the default, so the plain list is `/ticket-sources`. */
export function sourceListHref(state: SourceListState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.saleStatus) params.set('saleStatus', state.saleStatus);
  if (state.issuability) params.set('issuability', state.issuability);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${paths.ticketSources}?${query}` : paths.ticketSources;
}

/** What the API is asked for (its pages start at 0). */
export const toSourceQuery = ({ page, ...rest }: SourceListState): TicketSourceQuery => ({ ...rest, page: page - 1 });

export const isFiltered = (state: SourceListState) => state.q !== '' || state.saleStatus !== undefined || state.issuability !== undefined;
