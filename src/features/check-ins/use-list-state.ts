import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@/paths';
import { listSearch, parseListState, type ListState } from './list-query';

/**
 * The list state read from and written to the URL query. Writing pushes a history entry, so
 * the browser's back button walks back through filters and pages; it also closes an open detail.
 *
 * @example const { state, listHref, update } = useListState(); update(withFilter(state, { owner: 'ハナ' }));
 */
export function useListState() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = parseListState(search);
  const listHref = useCallback((next: ListState) => `${paths.checkInHistory}${listSearch(next)}`, []);
  const update = useCallback((next: ListState) => navigate(`${paths.checkInHistory}${listSearch(next)}`), [navigate]);
  return { state, search: listSearch(state), listHref, update };
}
