import { useEffect, type RefObject } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from 'xstate';
import { isProfileSettled } from '@machines/session/session-view';
import type { SessionActor } from '@/session/session-actor';
import { preloadRoute } from '../preload';
import { findRoute } from '../route-match';
import { routes, type RouteDef } from '../routes';

/** How long a gated screen's prefetch waits for the profile before giving up (the navigation itself still works). */
const PROFILE_WAIT_MS = 5_000;

/** Only data the user may see: a route's ability middleware is checked before its data is asked for. */
function mayOpen(route: RouteDef, session: SessionActor): boolean {
  const ability = session.getSnapshot().context.ability;
  return route.middleware.every((name) => !name.startsWith('ability:') || ability?.[name.slice('ability:'.length) as keyof typeof ability] === true);
}

/**
 * Hover, focus or touch on a link inside `root` is a navigation about to happen: its
 * /api/me starts (SPEC §2, so the navigation need not wait for it), its screen's code loads, and
 * its first data too where the route says how (`RouteDef.prefetch`, with this shell's query
 * client and corporation). Everything here is idempotent: repeated hovers cost nothing.
 */
export function usePrefetchOnIntent(root: RefObject<HTMLElement | null>, session: SessionActor, queryClient: QueryClient): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      session.send({ type: 'session.prefetchProfile' });
      void preloadRoute(url.pathname);
      const match = findRoute(routes, url.pathname);
      const corporationId = session.getSnapshot().context.corporationId;
      if (!match?.route.prefetch || !corporationId) return;
      const { route, params } = match;
      const prefetch = match.route.prefetch;
      // A gated screen's data waits for this hover's /api/me: a revoked ability asks for nothing.
      const gated = route.middleware.some((name) => name.startsWith('ability:'));
      const settled = gated ? waitFor(session, isProfileSettled, { timeout: PROFILE_WAIT_MS }) : Promise.resolve();
      void settled
        .then(() => (mayOpen(route, session) ? prefetch({ queryClient, corporationId, params, search: url.searchParams }) : undefined))
        .catch((error: unknown) => {
          console.warn('[prefetch] failed', error);
        });
    };
    const kinds = ['pointerover', 'focusin', 'pointerdown'] as const;
    for (const kind of kinds) element.addEventListener(kind, onIntent);
    return () => {
      for (const kind of kinds) element.removeEventListener(kind, onIntent);
    };
  }, [root, session, queryClient]);
}
