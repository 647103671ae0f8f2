import { useParams, useSearch } from 'wouter';
import type { Loader, Reads } from '@/api/reads';
import { useAbility, useCorporationId } from '@/session/session-context';

/**
 * The reads a screen opens with, for the location shown: its route's loader (src/app/route-data.ts),
 * the very list its hover, its press and its cold start asked for, so the screen finds what they
 * fetched under the same keys.
 *
 * @example const { list } = useLoader(facilityListLoader); const facilities = useQuery(queryOf(list));
 */
export function useLoader<R extends Reads>(loader: Loader<R>): R {
  return loader({ corporationId: useCorporationId(), ability: useAbility(), params: useParams(), search: useSearch() });
}
