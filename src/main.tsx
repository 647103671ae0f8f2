import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from '@/app/app';
import { createIdentity } from '@/session/identity';
import { createSessionActor } from '@/session/session-actor';
import { configureApiClient } from '@/api/client-hooks';
import { config } from '@/config';
import { provideDemoControls } from '@/lib/demo-controls';
import { analytics, initAnalytics } from '@/lib/analytics';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { registerServiceWorker } from '@/lib/service-worker';
import '@/styles/app.css';

/** The entry point: the only place that starts Mirage (demo/dev), the session actor and the app. */
async function start() {
  const runtimeConfig = loadRuntimeConfig();
  // Written out (not config.useMirage) so that a production build drops Mirage entirely. The demo
  // renders at once; API calls wait (client `ready`) until Mirage has seeded and laid this
  // browser's saved changes on top.
  const demo =
    import.meta.env.VITE_DEMO === 'true' || (import.meta.env.DEV && !import.meta.env.VITE_API_BASE_URL)
      ? import('@mirage/start-demo').then(async ({ startDemoServer, demoSettings, demoControls }) => {
          await startDemoServer();
          return { settings: demoSettings(), controls: demoControls() };
        })
      : undefined;
  if (demo) {
    configureApiClient({ ready: demo });
    provideDemoControls(demo.then(({ controls }) => controls));
  }
  const runtime = await runtimeConfig;
  initAnalytics(config.analyticsId);
  const identity = createIdentity();
  const session = createSessionActor({
    identity,
    navigate: (to) => navigate(to),
    redirect: (to) => window.location.assign(to),
    alert: (message) => window.alert(message),
    trackLogin: () => analytics.login(),
    maintenance: config.maintenance || runtime.maintenance,
  });
  session.start();
  // the demo panel's メンテナンスモード survives a reload
  void demo?.then(({ settings }) => settings.maintenance && session.send({ type: 'session.maintenanceChanged', on: true }));

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <App session={session} identity={identity} />
    </StrictMode>,
  );
  if (import.meta.env.PROD) registerServiceWorker();
}

void start();
