import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { analytics } from '@/lib/analytics';
import { useSession } from '@/session/session-context';
import { prefetchScreenData } from './prefetch-data';
import { preloadRoute } from './preload';

/**
 * What every navigation sets off. On the browser's location (`requested`): tell the session
 * (its /api/me before the screen shows, SPEC §2), start loading the screen's code, and ask for
 * its first data, all at once (a link's press, a landing after sign-in, Back). On the location
 * shown: the page view, 100 ms later (SPEC §7, §9).
 */
export function NavigationEffects({ requested, search }: { requested: string; search: string }) {
  const [shown] = useLocation();
  const session = useSession();

  // A layout effect: the session hears of the navigation before the browser paints.
  useLayoutEffect(() => {
    session.send({ type: 'session.navigated', path: requested, search });
    void preloadRoute(requested);
    prefetchScreenData({ pathname: requested, search }, session);
  }, [requested, search, session]);

  useEffect(() => analytics.pageView(shown), [shown]);
  return null;
}
