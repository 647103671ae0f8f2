import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeServer } from '@mirage/server';
import { createTestAccount, type TestAccount, type TestAccountOptions } from '@tests/harness/mirage-accounts';
import type { AppServer } from '@mirage/routes/define-routes';
import { App } from '@/app/app';
import { MainLayout, screenOf } from '@/app/preload';
import { routes } from '@/app/routes';
import type { IdentityAdapter } from '@/session/identity';
import { createDebugIdentity } from '@/session/identity/debug-identity';
import { createSessionActor } from '@/session/session-actor';
import { sessionStorageKeys } from '@/session/session-storage';
import DemoPanel from '@/features/demo/demo-panel';
import type { DemoControls } from '@/lib/demo-controls';

/** A Mirage server in the test environment: no seed data, no delay, unhandled requests fail. */
export function startTestServer(): AppServer {
  return makeServer({ environment: 'test' });
}

/** Signs a test account in by storage (bearer + chosen corporation), as after a reload. */
export function signedInAs(server: AppServer, options: TestAccountOptions & { chooseCorporation?: boolean } = {}): TestAccount {
  const account = createTestAccount(server, options);
  localStorage.setItem(sessionStorageKeys.bearer, account.bearer);
  const first = account.corporations[0];
  if (first && options.chooseCorporation !== false) localStorage.setItem(sessionStorageKeys.corporationId, first.id);
  return account;
}

type RenderOptions = {
  identity?: Partial<IdentityAdapter>;
  maintenance?: boolean;
  /** The demo's controls (tests/harness/demo-server.ts): the デモ設定 panel is rendered as src/main.tsx does. */
  demo?: DemoControls;
};

/**
 * Loads the code of the screen at `path` (and of the signed-in shell) before the render, as a
 * hover on a menu link does in the browser: tests wait for data, never for a lazy chunk.
 */
async function preloadScreen(path: string): Promise<void> {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const route = routes.find((candidate) => matchRoute(parse, candidate.pattern, pathname)[0]);
  // Settled, not all fulfilled: a test may make a chunk fail on purpose (the app then says so).
  await Promise.allSettled([MainLayout.preload(), route ? screenOf(route).preload() : undefined]);
}

/**
 * Renders the real app at `path` with a memory location, against whatever Mirage server the test
 * started. Full-page redirects (sign-out) are recorded and followed inside the memory location.
 *
 * @example const app = await renderApp('/facilities'); await app.findByRole('heading', { name: '施設一覧' });
 */
export async function renderApp(path: string, options: RenderOptions = {}) {
  await preloadScreen(path);
  const location = memoryLocation({ path, record: true });
  const redirects: string[] = [];
  const alerts: string[] = [];
  const navigations: string[] = [];
  vi.spyOn(window, 'alert').mockImplementation((message?: unknown) => void alerts.push(String(message)));
  const identity: IdentityAdapter = { ...createDebugIdentity(), ...options.identity };
  const session = createSessionActor({
    identity,
    navigate: (to) => {
      navigations.push(to);
      location.navigate(to);
    },
    redirect: (to) => {
      redirects.push(to);
      location.navigate(to);
    },
    alert: (message) => alerts.push(message),
    trackLogin: () => undefined,
    maintenance: options.maintenance ?? false,
  });
  session.start();
  const user = userEvent.setup();
  const view = render(
    <App session={session} identity={identity} location={{ hook: location.hook, searchHook: location.searchHook }}>
      {options.demo ? <DemoPanel controls={options.demo} /> : null}
    </App>,
  );
  return {
    ...view,
    user,
    session,
    redirects,
    alerts,
    navigations,
    /** The current path of the memory location. */
    path: () => location.history.at(-1) ?? path,
    history: location.history,
    navigate: location.navigate,
  };
}

/** What renderApp gives a test: the rendered app, its user, session, memory location and records. */
export type RenderedApp = Awaited<ReturnType<typeof renderApp>>;
