import { Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { config } from '@/config';
import { ja } from '@/messages/ja';
import { ErrorBoundary } from '@/ui/error-boundary';
import { ErrorView, NotFoundView } from '@/ui/error-view';
import { Spinner } from '@/ui/spinner';
import { AuthLayout, BareLayout } from './layout/auth-layout';
import { lazyWithPreload } from './lazy-screen';
import { guardRoute } from './route-guard';
import type { LayoutKind, RouteDef } from './routes';
import { useAbility, useMaintenance, useSession, useSessionStatus } from '@/session/session-context';

export function setDocumentTitle(title: string) {
  document.title = `${title} | ${config.productName}`;
}

// The signed-in shell loads apart from the entry chunk, which only needs to show /sign_in fast.
export const MainLayout = lazyWithPreload<{ title: string; children: ReactNode }>(async () => ({ default: (await import('./layout/main-layout')).MainLayout }));

function Layout({ kind, title, children }: { kind: LayoutKind; title: string; children: ReactNode }) {
  if (kind === 'main') {
    return (
      <Suspense fallback={<Spinner />}>
        <MainLayout title={title}>{children}</MainLayout>
      </Suspense>
    );
  }
  if (kind === 'auth') return <AuthLayout>{children}</AuthLayout>;
  return <BareLayout>{children}</BareLayout>;
}

function SessionFailed() {
  const session = useSession();
  return (
    <BareLayout>
      <section className="error-view">
        <h1>{ja.session.profileFailed}</h1>
        <p>{session.getSnapshot().context.lastError}</p>
        <p className="actions">
          <button type="button" className="button" onClick={() => session.send({ type: 'session.retry' })}>
            {ja.retry}
          </button>
          <button type="button" className="button button-secondary" onClick={() => session.send({ type: 'session.signOut' })}>
            {ja.menu.signOut}
          </button>
        </p>
      </section>
    </BareLayout>
  );
}

/** Applies the access rules to one route, then renders it in its layout (see src/app/route-guard.ts). */
export function GuardedRoute({ route }: { route: RouteDef }) {
  const [path] = useLocation();
  const status = useSessionStatus();
  const ability = useAbility();
  const maintenance = useMaintenance();
  const result = guardRoute({ path, middleware: route.middleware, status, ability, maintenance });

  useEffect(() => setDocumentTitle(route.title), [route.title]);

  switch (result.kind) {
    case 'redirect':
      return <Redirect to={result.to} replace />;
    case 'wait':
      return <Spinner />;
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
          </section>
        </Layout>
      );
    case 'render':
      return (
        <Layout kind={route.layout} title={route.title}>
          <ErrorBoundary resetKey={path}>
            <Suspense fallback={<Spinner />}>
              <route.screen />
            </Suspense>
          </ErrorBoundary>
        </Layout>
      );
  }
}

/** Unknown routes: 404 'This page could not be found' (maintenance still applies). */
export function NotFoundRoute() {
  const [path] = useLocation();
  const maintenance = useMaintenance();
  useEffect(() => setDocumentTitle(ja.titles.notFound), []);
  if (maintenance && path !== '/maintenance') return <Redirect to="/maintenance" replace />;
  return (
    <BareLayout>
      <NotFoundView />
    </BareLayout>
  );
}
