import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { analytics } from '@/lib/analytics';
import { useSession } from '@/session/session-context';
import { listenForIntent, startRoute } from './start-route';

/**
 * What every navigation sets off: on the browser's location, the session's /api/me (docs/architecture.md) and the route's start; on the
 * shown one, the page view; and the intent to follow any link (a hover at rest, a focus, a press) starts its route ahead of the click.
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
