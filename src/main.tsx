import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from '@/app/app';
import { installChunkRecovery } from '@/app/chunk-recovery';
import { preloadRoute } from '@/app/preload';
import { findRoute } from '@/app/route-match';
import { routes } from '@/app/routes';
import { createIdentity } from '@/session/identity';
import { createSessionActor } from '@/session/session-actor';
import { readStoredBearer } from '@/session/session-storage';
import { config } from '@/config';
import { paths } from '@/paths';
import { provideDemoControls } from '@/lib/demo-controls';
import { analytics, initAnalytics } from '@/lib/analytics';
import { startMonitoring } from '@/lib/monitoring';
import { askRuntimeConfig } from '@/lib/runtime-config';
import { leaveWithoutAsking } from '@/ui/navigation-guard';
import '@/styles/app.css';

/**
 * The demo is this app plus a fake backend that answers its HTTP calls from a worker (started
 * once the page shows its first text, mirage/demo.ts), and the デモ設定 panel over every screen.
 */
async function startDemo(): Promise<{ maintenance: boolean; panel: ReactNode }> {
  const fake = import('@mirage/demo');
  const panel = import('@/features/demo/demo-panel');
  const demo = (await fake).startDemo();
  provideDemoControls(demo.controls);
  const { default: DemoPanel } = await panel;
  return { maintenance: demo.maintenance, panel: <DemoPanel controls={demo.controls} /> };
}

/** The entry point: the only place that starts the demo, the session actor and the app. */
async function start() {
  // Written out so that a build without a DSN has no reporter at all (docs/security.md "Monitoring").
  if (import.meta.env.VITE_SENTRY_DSN)
    startMonitoring(async () => (await import('@/lib/monitoring-sdk')).startReporter((path) => findRoute(routes, path)?.route.pattern));
  installChunkRecovery();
  // Written out so that a production build drops the demo; the dev server runs it unless given an API.
  // Asked for first: every call of the app waits for the fake, and its worker takes a while to start.
  const demoStarting = import.meta.env.VITE_DEMO === 'true' || (import.meta.env.DEV && !import.meta.env.VITE_API_BASE_URL) ? startDemo() : undefined;
  const runtimeConfig = askRuntimeConfig();
  // The screen at this address (and the signed-in shell for a stored session) has loaded or is
  // loading since src/boot.ts ran, with the session's first calls; its lazy component takes it.
  void preloadRoute(readStoredBearer() ? window.location.pathname : paths.signIn);
  const demo = await demoStarting;

  initAnalytics(config.analyticsId);
  const identity = createIdentity();
  const session = createSessionActor({
    identity,
    navigate: (to) => navigate(to),
    redirect: (to) => {
      // The session is over (sign-out, agreed to already, or a 401): the page goes without a prompt.
      leaveWithoutAsking();
      window.location.assign(to);
    },
    alert: (message) => window.alert(message),
    trackLogin: () => analytics.login(),
    maintenance: config.maintenance || demo?.maintenance === true,
  });
  // The profile and corporations are asked for now; only the first render waits for /config.json.
  session.start();
  if ((await runtimeConfig).maintenance) session.send({ type: 'session.maintenanceChanged', on: true });

  // A transition: React renders the first tree in short slices, yielding to the browser between them.
  const reactRoot = createRoot(document.getElementById('root')!);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App session={session} identity={identity}>
          {demo?.panel}
        </App>
      </StrictMode>,
    ),
  );
  if (import.meta.env.PROD) void import('@/lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
}

void start();
