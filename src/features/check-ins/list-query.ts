import type { CheckInOrder, CheckInQuery } from '@/api/check-ins';
import { isFullDate } from '@/lib/iso-formats';
import { paths } from '@/paths';
import { PAGE_SIZE } from '@/ui/pagination-pages';

/** The check-in list's whole state, as it lives in the URL query (so reload, back and a shared link restore it). */
export type ListState = { page: number; facility: string; owner: string; startDate: string; endDate: string; order: CheckInOrder };

export const defaultListState: ListState = { page: 1, facility: '', owner: '', startDate: '', endDate: '', order: 'desc' };

/** Reads the query string; anything unreadable falls back to the default. */
export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const text = (name: string) => (params.get(name) ?? '').trim();
  const page = Number(text('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    facility: text('facility'),
    owner: text('owner'),
    startDate: isFullDate(text('startDate')) ? text('startDate') : '',
    endDate: isFullDate(text('endDate')) ? text('endDate') : '',
    order: text('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** The query string of a state, defaults left out, in a fixed order ('' for the default state). */
export function listSearch(state: ListState): string {
  const params = new URLSearchParams();
  for (const name of ['facility', 'owner', 'startDate', 'endDate'] as const) if (state[name]) params.set(name, state[name]);
  if (state.order !== 'desc') params.set('order', state.order);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const listHref = (state: ListState) => `${paths.checkInHistory}${listSearch(state)}`;

/** `page` stays one-based here and in the URL; the read sends it zero-based. */
export const toCheckInQuery = (state: ListState): CheckInQuery => ({
  page: state.page,
  limit: PAGE_SIZE,
  order: state.order,
  facility: state.facility,
  owner: state.owner,
  startDate: state.startDate || undefined,
  endDate: state.endDate || undefined,
});

/** A range that ends before it starts asks for nothing (the filters say what is wrong). */
export const isBadRange = ({ startDate, endDate }: ListState): boolean => !!startDate && !!endDate && startDate > endDate;

/** A filter change starts again at page 1; a page change keeps the filters. */
export const withFilter = (state: ListState, change: Partial<Omit<ListState, 'page'>>): ListState => ({ ...state, ...change, page: 1 });

/** Where new check-ins show up, so the list keeps itself current (docs/check-ins.md "Live refresh"): page 1, newest first, of a range reaching today. */
export const isLiveView = (state: ListState, today: string): boolean =>
  state.page === 1 && state.order === 'desc' && (!state.endDate || state.endDate >= today) && (!state.startDate || state.startDate <= today);
