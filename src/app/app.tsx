import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { useBrowserLocation, useSearch as useBrowserSearch } from 'wouter/use-browser-location';
import { guardLocationHook } from '@/ui/navigation-guard';
import { firstNotification } from '@/ui/loading/notify';
import { ErrorBoundary } from '@/ui/error-boundary';
import { GlobalSpinner, Spinner } from '@/ui/spinner';
import { RouteOutlet } from './guarded-route';
import type { IdentityAdapter } from '@/session/identity';
import { NavigationEffects } from './navigation-effects';
import { ShownLocationContext, ShownPathContext, ShownSearchContext, useShownPath, useShownSearch } from './navigation-context';
import { useNavigationState, useShownLocation, useShownPathValue } from './shown-location';
import { preloadSignedInOnSignIn } from './sign-in-preload';
import type { SessionActor } from '@/session/session-actor';
import { SessionProvider } from '@/session/session-context';

// Loaded with the first notification (its toasts show as it mounts), so that a start fetches nothing it does not show.
const Toaster = lazy(() => firstNotification.then(() => import('@/ui/loading/toaster')).then((module) => ({ default: module.Toaster })));

// Navigation asks before leaving a dirty form (src/ui/navigation-guard.ts).
const browserLocation = guardLocationHook(useBrowserLocation);
const useBrowserSearchString = () => useBrowserSearch();

export type AppProps = {
  session: SessionActor;
  identity: IdentityAdapter;
  /** Tests pass a memory location; the browser uses the default. */
  location?: { hook: BaseLocationHook; searchHook?: () => string };
  /** Rendered beside every screen, inside the session (the demo's panel). */
  children?: ReactNode;
};

export function App({ session, identity, location, children }: AppProps) {
  return (
    <SessionProvider actor={session} identity={identity}>
      <Routes session={session} location={location} />
      <GlobalSpinner />
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </SessionProvider>
  );
}

function Routes({ session, location }: Pick<AppProps, 'session' | 'location'>) {
  const baseHook = location?.hook;
  const base = useMemo(() => (baseHook ? guardLocationHook(baseHook) : browserLocation), [baseHook]);
  const shown = useShownLocation(base, location?.searchHook ?? useBrowserSearchString, session);
  const navigation = useNavigationState(shown);
  const shownPath = useShownPathValue(shown);
  useEffect(() => preloadSignedInOnSignIn(session), [session]);
  // The same element on every render: a new location reaches the screens through the contexts above, not by re-rendering them all.
  const outlet = useMemo(
    () => (
      <ErrorBoundary>
        <Suspense fallback={<Spinner />}>
          <RouteOutlet />
        </Suspense>
      </ErrorBoundary>
    ),
    [],
  );
  return (
    <ShownLocationContext.Provider value={navigation}>
      <ShownPathContext.Provider value={shownPath}>
        <ShownSearchContext.Provider value={shown.search}>
          <Router hook={useShownPath} searchHook={useShownSearch}>
            <NavigationEffects requested={shown.requested} search={shown.requestedSearch} />
            {outlet}
          </Router>
        </ShownSearchContext.Provider>
      </ShownPathContext.Provider>
    </ShownLocationContext.Provider>
  );
}
