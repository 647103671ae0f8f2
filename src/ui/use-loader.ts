import { useParams, useSearch } from 'wouter';
import type { Loader, Reads } from '@/api/reads';
import { useAbility, useCorporationId } from '@/session/session-context';

/** The reads a screen opens with: its route's loader (src/app/route-data.ts), the very reads its hover, press and cold start asked for. */
export function useLoader<R extends Reads>(loader: Loader<R>): R {
  return loader({ corporationId: useCorporationId(), ability: useAbility(), params: useParams(), search: useSearch() });
}
