import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { analytics } from '@/lib/analytics';
import { useSession } from '@/session/session-context';
import { preloadRoute } from './preload';

/**
 * What every navigation sets off. On the browser's location (`requested`): tell the session
 * (its /api/me before the screen shows, SPEC §2) and start loading the screen's code. On the
 * location shown: the page view, 100 ms later (SPEC §7, §9).
 */
export function NavigationEffects({ requested }: { requested: string }) {
  const [shown] = useLocation();
  const session = useSession();

  // A layout effect: the session hears of the navigation before the browser paints.
  useLayoutEffect(() => {
    session.send({ type: 'session.navigated', path: requested });
    void preloadRoute(requested);
  }, [requested, session]);

  useEffect(() => analytics.pageView(shown), [shown]);
  return null;
}
