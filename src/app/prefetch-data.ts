import { PROFILE_FRESH_MS } from '@machines/session/session.types';
import type { Ability } from '@/api/ability';
import { loadOnce } from '@/lib/load-once';
import type { SessionActor } from '@/session/session-actor';
import { findRoute } from './route-match';
import { routePrefetchers, routes, type RouteDef } from './routes';

const queryClientModule = loadOnce(() => import('@/lib/query-client'));

/** The code a prefetch runs, ahead of the prefetch that must not wait for it (a sign-in's landing). */
export const preloadPrefetchCode = (): Promise<unknown> => Promise.all([queryClientModule(), routePrefetchers()]).catch(() => undefined);

/**
 * How long after a hover or focus its click may come and still find its data fresh: the same
 * lead the session gives its /api/me answer (half the freshness window).
 */
export const INTENT_LEAD_MS = PROFILE_FRESH_MS / 2;

/** Only data the user may see: a route's ability middleware is checked, with the ability of the last /api/me answer. */
const mayOpen = (route: RouteDef, ability: Ability | undefined): boolean =>
  route.middleware.every((name) => !name.startsWith('ability:') || ability?.[name.slice('ability:'.length) as keyof Ability] === true);

/**
 * Asks for the first data of the screen at `url` now (`RouteDef.prefetch`, into the one query
 * cache): on the intent to go there (hover, focus, press) and at the navigation itself, so that
 * the data leaves with the navigation and not once the next screen has rendered. The data of a
 * screen for an ability is asked for with the ability already known (the /api/me answer on its
 * way decides only whether the screen shows). Idempotent: fresh or in-flight data is not asked again;
 * with `leadMs` (a hover), data that will be stale that much later is asked for again.
 */
export function prefetchScreenData(url: { pathname: string; search: string }, session: SessionActor, leadMs = 0): void {
  const match = findRoute(routes, url.pathname);
  const { corporationId, ability } = session.getSnapshot().context;
  if (!match?.route.prefetch || !corporationId || !mayOpen(match.route, ability)) return;
  const { prefetch } = match.route;
  const ask = async () => {
    const { queryClient } = await queryClientModule();
    return prefetch({ queryClient, corporationId, ability, params: match.params, search: new URLSearchParams(url.search), leadMs });
  };
  ask().catch((error: unknown) => {
    console.warn('[prefetch] failed', error);
  });
}
