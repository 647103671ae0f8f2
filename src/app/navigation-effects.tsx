import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { analytics } from '@/lib/analytics';
import { useSession } from '@/session/session-context';
import { listenForIntent, startRoute } from './start-route';

/**
 * What every navigation sets off. On the browser's location (`requested`): tell the session (its
 * /api/me before the screen shows, docs/architecture.md) and start the route (its code and its
 * data, unless the press that led here already asked). On the location shown: the page view
 * (src/lib/analytics.ts, 100 ms later). And the intent to follow any link of the page
 * (a hover at rest, a keyboard's focus, a press) starts its route ahead of the click.
 */
export function NavigationEffects({ requested, search }: { requested: string; search: string }) {
  const [shown] = useLocation();
  const session = useSession();

  useEffect(() => listenForIntent(document, session), [session]);

  // A layout effect: the session hears of the navigation before the browser paints.
  useLayoutEffect(() => {
    session.send({ type: 'session.navigated', path: requested, search });
    startRoute(search ? `${requested}?${search}` : requested, session, 'navigation');
  }, [requested, search, session]);

  useEffect(() => analytics.pageView(shown), [shown]);
  return null;
}
