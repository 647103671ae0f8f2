import { useEffect, type RefObject } from 'react';
import type { SessionActor } from '@/session/session-actor';
import { INTENT_LEAD_MS, prefetchScreenData } from '../prefetch-data';
import { preloadRoute } from '../preload';

/**
 * Hover, focus or touch on a link inside `root` is a navigation about to happen: its /api/me
 * starts (SPEC §2, so the navigation need not wait for it), its screen's code loads, and its first
 * data too, all in the same moment (../prefetch-data.ts). Everything here is idempotent: repeated
 * hovers cost nothing.
 */
export function usePrefetchOnIntent(root: RefObject<HTMLElement | null>, session: SessionActor): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let pressed: Element | undefined;
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      session.send({ type: 'session.prefetchProfile' });
      void preloadRoute(url.pathname);
      if (event.type === 'pointerdown') pressed = link;
      // A press navigates at once (and the focus it gives its link is part of it); a hover or a
      // keyboard's focus asks for what its click will need then.
      const pressing = event.type === 'pointerdown' || (event.type === 'focusin' && link === pressed);
      prefetchScreenData(url, session, pressing ? 0 : INTENT_LEAD_MS);
    };
    const kinds = ['pointerover', 'focusin', 'pointerdown'] as const;
    for (const kind of kinds) element.addEventListener(kind, onIntent);
    return () => {
      for (const kind of kinds) element.removeEventListener(kind, onIntent);
    };
  }, [root, session]);
}
