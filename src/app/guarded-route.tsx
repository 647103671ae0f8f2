import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { Link, Redirect, Route, useLocation } from 'wouter';
import { config } from '@/config';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';
import { ErrorBoundary } from '@/ui/error-boundary';
import { ErrorView, NotFoundView } from '@/ui/error-view';
import { Spinner } from '@/ui/spinner';
import { AuthLayout, BareLayout } from './layout/auth-layout';
import { MainLayout, screenOf } from './preload';
import { lazyRoute } from './lazy-route';
import { guardRoute } from './route-guard';
import { findRoute, hasRequiredParams } from './route-match';
import { routes, type LayoutKind, type RouteDef } from './routes';
import { useRequestedPath } from './navigation-context';
import { useAbility, useMaintenance, useSessionStatus } from '@/session/session-context';
import { leaveWithoutAsking } from '@/ui/navigation-guard';

// Shown only when the profile or the corporations could not be loaded: not in the entry chunk.
const SessionFailed = lazyRoute(async () => ({ default: (await import('./session-failed')).SessionFailed }));

export function setDocumentTitle(title: string) {
  document.title = `${title} | ${config.productName}`;
}

/** A first load (nothing of the route shown yet): a plain spinner. */
function RoutePending() {
  return (
    <div data-route-pending="">
      <Spinner />
    </div>
  );
}

/** The layout of a route: one element per kind at one place, so the signed-in shell stays mounted across navigations. */
function Layout({ kind, title, children }: { kind: LayoutKind; title: string; children: ReactNode }) {
  if (kind === 'main') return <MainLayout title={title}>{children}</MainLayout>;
  if (kind === 'auth') return <AuthLayout>{children}</AuthLayout>;
  return <BareLayout>{children}</BareLayout>;
}

/** The screen itself: its boundary shows a spinner only the first time (a navigation keeps the old screen while the new one's code loads). */
function Screen({ route }: { route: RouteDef }) {
  const [path] = useLocation();
  const Code = screenOf(route);
  return (
    <ErrorBoundary resetKey={path} level={route.layout === 'main' ? 2 : 1}>
      <Suspense fallback={<RoutePending />}>
        <Route path={route.pattern}>
          <Code />
        </Route>
      </Suspense>
    </ErrorBoundary>
  );
}

/** Applies the access rules to one route, then renders it in its layout (see src/app/route-guard.ts). */
export function GuardedRoute({ route }: { route: RouteDef }) {
  const [path] = useLocation();
  const status = useSessionStatus();
  const ability = useAbility();
  const maintenance = useMaintenance();
  const leaving = useRequestedPath() !== path;
  const result = guardRoute({ path, middleware: route.middleware, status, ability, maintenance });

  // In the commit that shows the screen: the tab's title never lags behind its heading.
  useLayoutEffect(() => setDocumentTitle(route.title), [route.title]);

  switch (result.kind) {
    case 'redirect':
      // The browser is already on its way elsewhere (a sign-out's next route, say): that wins.
      if (leaving) return <RoutePending />;
      // An access rule, not the user's choice: a dirty form cannot keep the user on a screen the session no longer allows.
      leaveWithoutAsking();
      // Keyed: one GuardedRoute serves every route, and a Redirect navigates only when it mounts.
      return <Redirect key={`${path}→${result.to}`} to={result.to} replace />;
    case 'wait':
      return <RoutePending />;
    case 'sessionFailed':
      return <SessionFailed />;
    case 'error':
      return (
        <BareLayout>
          <ErrorView statusCode={result.status} message={result.message} />
        </BareLayout>
      );
    case 'forbidden':
      return (
        <Layout kind={route.layout} title={route.title}>
          <section className="notice notice-warning" role="alert">
            <h2>{ja.forbidden.heading}</h2>
            <p>{ja.forbidden.body}</p>
            {/* Outside the shell (the corporation choice) there is no menu to leave by. */}
            {route.layout === 'main' ? null : (
              <p>
                <Link href={paths.index}>{ja.errorPage.home}</Link>
              </p>
            )}
          </section>
        </Layout>
      );
    case 'render':
      return (
        <Layout kind={route.layout} title={route.title}>
          <Screen route={route} />
        </Layout>
      );
  }
}

/** Unknown routes: 404 'This page could not be found' (maintenance still applies). */
export function NotFoundRoute() {
  const [path] = useLocation();
  const maintenance = useMaintenance();
  const leaving = useRequestedPath() !== path;
  useLayoutEffect(() => setDocumentTitle(ja.titles.notFound), []);
  if (maintenance && path !== '/maintenance' && !leaving) return <Redirect key={path} to="/maintenance" replace />;
  return (
    <BareLayout>
      <NotFoundView />
    </BareLayout>
  );
}

/** The route of the shown location (first match in the table), or the 404 page. */
export function RouteOutlet() {
  const [path] = useLocation();
  const match = findRoute(routes, path);
  if (!match || !hasRequiredParams(match.route, match.params)) return <NotFoundRoute />;
  return <GuardedRoute route={match.route} />;
}
