import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { useBrowserLocation, useSearch as useBrowserSearch } from 'wouter/use-browser-location';
import { guardLocationHook } from '@/ui/navigation-guard';
import { firstNotification, NOTIFY_DURATION_MS } from '@/ui/loading/notify';
import { ErrorBoundary } from '@/ui/error-boundary';
import { GlobalSpinner, Spinner } from '@/ui/spinner';
import { DemoPanelSlot } from './demo-slot';
import { RouteOutlet } from './guarded-route';
import type { IdentityAdapter } from '@/session/identity';
import { createLocationGate } from './location-gate';
import { RequestedPathContext } from './navigation-pending';
import { NavigationEffects } from './navigation-effects';
import { preloadSignedInOnSignIn } from './sign-in-preload';
import type { SessionActor } from '@/session/session-actor';
import { SessionProvider } from '@/session/session-context';

/** The browser's search string (wouter's own, made a plain hook for the gate). */
const useBrowserSearchString = () => useBrowserSearch();

// Loaded with the first notification (the toasts it was asked for show as it mounts), so that a
// start fetches nothing it does not show.
const Toaster = lazy(() => firstNotification.then(() => import('react-hot-toast')).then((module) => ({ default: module.Toaster })));

export type AppProps = {
  session: SessionActor;
  identity: IdentityAdapter;
  /** Tests pass a memory location; the browser uses the default. */
  location?: { hook: BaseLocationHook; searchHook?: () => string };
};

export function App({ session, identity, location }: AppProps) {
  const baseHook = location?.hook;
  const baseSearch = location?.searchHook;
  const gate = useMemo(
    // Navigation asks before leaving a dirty form (src/ui/navigation-guard.ts), and shows the new
    // screen once its profile answer and its code are in (src/app/location-gate.ts).
    () => createLocationGate(guardLocationHook(baseHook ?? useBrowserLocation), baseSearch ?? useBrowserSearchString, session),
    [baseHook, baseSearch, session],
  );
  useEffect(() => preloadSignedInOnSignIn(session), [session]);

  return (
    <SessionProvider actor={session} identity={identity}>
      <Router hook={gate.hook} searchHook={gate.searchHook}>
        <RequestedPathContext.Provider value={gate.useRequested}>
          <NavigationEffects useRequested={gate.useRequested} />
          <ErrorBoundary>
            {/* A safety net only: screens render once their code is there and never suspend. */}
            <Suspense fallback={<Spinner />}>
              <RouteOutlet />
            </Suspense>
          </ErrorBoundary>
        </RequestedPathContext.Provider>
      </Router>
      <GlobalSpinner />
      <DemoPanelSlot />
      <Suspense fallback={null}>
        <Toaster position="top-right" toastOptions={{ duration: NOTIFY_DURATION_MS }} />
      </Suspense>
    </SessionProvider>
  );
}
