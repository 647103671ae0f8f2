import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './app/app';
import { createIdentity } from './app/identity';
import { createSessionActor } from './app/session/session-actor';
import { config } from './config';
import { analytics, initAnalytics } from './lib/analytics';
import { loadRuntimeConfig } from './lib/runtime-config';
import { registerServiceWorker } from './lib/service-worker';
import './styles/app.css';

/** The entry point: the only place that starts Mirage (demo/dev), the session actor and the app. */
async function start() {
  const runtime = await loadRuntimeConfig();
  let demoMaintenance = false;
  // Written out (not config.useMirage) so that a production build drops Mirage entirely.
  if (import.meta.env.VITE_DEMO === 'true' || (import.meta.env.DEV && !import.meta.env.VITE_API_BASE_URL)) {
    const { startDemoServer, demoSettings } = await import('../mirage/start-demo');
    await startDemoServer(); // seeds, then lays the changes saved in this browser on top
    demoMaintenance = demoSettings().maintenance; // the demo panel's メンテナンスモード survives a reload
  }
  initAnalytics(config.analyticsId);
  const identity = createIdentity();
  const session = createSessionActor({
    identity,
    navigate: (to) => navigate(to),
    redirect: (to) => window.location.assign(to),
    alert: (message) => window.alert(message),
    trackLogin: () => analytics.login(),
    maintenance: config.maintenance || runtime.maintenance || demoMaintenance,
  });
  session.start();

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
