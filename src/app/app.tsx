import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Route, Router, Switch, useLocation, type BaseLocationHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { guardLocationHook } from '@/ui/navigation-guard';
import { analytics } from '@/lib/analytics';
import { NOTIFY_DURATION_MS } from '@/ui/loading/notify';
import { GlobalSpinner } from '@/ui/spinner';
import { DemoPanelSlot } from './demo-slot';
import { GuardedRoute, NotFoundRoute } from './guarded-route';
import type { IdentityAdapter } from '@/session/identity';
import { routes } from './routes';
import type { SessionActor } from '@/session/session-actor';
import { SessionProvider, useSession } from '@/session/session-context';

// Loaded after the first screen: nothing is notified before the user acts.
const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

/** Page views 100 ms after each navigation, and the profile refresh before each one (SPEC §2, §7). */
function NavigationEffects() {
  const [location] = useLocation();
  const session = useSession();
  useEffect(() => {
    analytics.pageView(location);
    session.send({ type: 'session.navigated' });
  }, [location, session]);
  return null;
}

export type AppProps = {
  session: SessionActor;
  identity: IdentityAdapter;
  /** Tests pass a memory location; the browser uses the default. */
  location?: { hook: BaseLocationHook; searchHook?: () => string };
};

export function App({ session, identity, location }: AppProps) {
  const baseHook = location?.hook;
  // Navigation asks before leaving a dirty form (src/ui/navigation-guard.ts).
  const hook = useMemo(() => guardLocationHook(baseHook ?? useBrowserLocation), [baseHook]);
  return (
    <SessionProvider actor={session} identity={identity}>
      <Router hook={hook} {...(location?.searchHook ? { searchHook: location.searchHook } : {})}>
        <NavigationEffects />
        <Switch>
          {routes.map((route) => (
            <Route key={route.name} path={route.pattern}>
              <GuardedRoute route={route} />
            </Route>
          ))}
          <Route>
            <NotFoundRoute />
          </Route>
        </Switch>
      </Router>
      <GlobalSpinner />
      <DemoPanelSlot />
      <Suspense fallback={null}>
        <Toaster position="top-right" toastOptions={{ duration: NOTIFY_DURATION_MS }} />
      </Suspense>
    </SessionProvider>
  );
}
