import { useEffect, type RefObject } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Ability } from '@/api/ability';
import type { SessionActor } from '@/session/session-actor';
import { preloadRoute } from '../preload';
import { findRoute } from '../route-match';
import { routes, type RouteDef } from '../routes';

/** Only data the user may see: a route's ability middleware is checked, with the ability of the last /api/me answer. */
const mayOpen = (route: RouteDef, ability: Ability | undefined): boolean =>
  route.middleware.every((name) => !name.startsWith('ability:') || ability?.[name.slice('ability:'.length) as keyof Ability] === true);

/**
 * Hover, focus or touch on a link inside `root` is a navigation about to happen: its
 * /api/me starts (SPEC §2, so the navigation need not wait for it), its screen's code loads, and
 * its first data too where the route says how (`RouteDef.prefetch`, with this shell's query
 * client and corporation), all in the same moment: the data of a screen for an ability is asked
 * for with the ability already known (the /api/me answer on its way only decides whether the
 * screen shows). Everything here is idempotent: repeated hovers cost nothing.
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
      const { corporationId, ability } = session.getSnapshot().context;
      if (!match?.route.prefetch || !corporationId || !mayOpen(match.route, ability)) return;
      match.route.prefetch({ queryClient, corporationId, ability, params: match.params, search: url.searchParams }).catch((error: unknown) => {
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
