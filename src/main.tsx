import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from '@/app/app';
import { installChunkRecovery } from '@/app/chunk-recovery';
import { preloadRoute } from '@/app/preload';
import { deferDemoPanel } from '@/app/demo-slot';
import { createIdentity } from '@/session/identity';
import { createSessionActor } from '@/session/session-actor';
import { readStoredBearer } from '@/session/session-storage';
import { configureApiClient } from '@/api/client-hooks';
import { config } from '@/config';
import { demoSettingsFromUrl, provideDemoControls, startedOnFirstUse, startOnFirstIntent } from '@/lib/demo-controls';
import { analytics, initAnalytics } from '@/lib/analytics';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { registerServiceWorker } from '@/lib/service-worker';
import { leaveWithoutAsking } from '@/ui/navigation-guard';
import { holdCodeUntil } from '@/lib/code-gate';
import '@/styles/app.css';

/**
 * The demo (issue 15): its settings and controls load at once without Mirage; its in-page
 * server starts on the first API call or the first sign of a user (at once on a signed-in start,
 * whose first screen needs its answers), in short tasks after the first render. Fault settings
 * in the URL (`?demoFailureRate=20&demoFaultSeed=7`, a test's or a salesperson's) apply over the
 * saved ones and leave the address bar.
 */
function startDemo(signedIn: boolean) {
  const { patch, cleaned } = demoSettingsFromUrl(window.location.href);
  if (cleaned) window.history.replaceState(window.history.state, '', cleaned);
  const boot = import('@mirage/demo-boot').then(({ bootDemo }) => bootDemo({ settings: patch }));
  const start = () => boot.then((demo) => demo.start());
  startOnFirstIntent(start);
  // A signed-in start: the server starts at once (its first answer is awaited anyway), and the API
  // and screen code wait for the validation library and the API's contracts, evaluated in short
  // tasks (the server's start needs them before its first answer too).
  if (signedIn) {
    // The validation library's chunks (and the session's first calls, scripts/vite-demo-preload.ts)
    // are fetched now, alongside the boot, not once the boot has loaded: one round trip less. A
    // microtask later, so that the boot's own request goes first (six connections per host on
    // HTTP/1.1).
    void Promise.resolve()
      .then(() => import('@ark/util'))
      .catch(() => undefined);
    holdCodeUntil(boot.then((demo) => demo.apiCode()));
    // The demo panel after the first screen's code and data (src/app/demo-slot.tsx).
    deferDemoPanel(start(), { settleMs: DEMO_PANEL_AFTER_START_MS, latestMs: DEMO_PANEL_LATEST_MS });
  }
  return {
    ready: startedOnFirstUse(start),
    controls: boot.then((demo) => demo.controls),
    settings: boot.then((demo) => demo.settings),
  };
}

/**
 * On a signed-in demo start, how long after the in-page server has started the demo panel's code
 * is asked for: by then the first screen's answers are in and its rows painted (~130 ms after the
 * start on the 2-core machine), and the デモ設定 button is there within a second of the page.
 */
const DEMO_PANEL_AFTER_START_MS = 300;
/** …and at the latest: a server that does not start must not take away the panel's データを初期化. */
const DEMO_PANEL_LATEST_MS = 3000;

/** How long the demo's first render waits for its boot (a small chunk and one IndexedDB read). */
const DEMO_BOOT_WAIT_MS = 800;

/** Resolves when `promise` settles (either way) or after `ms`, whichever is first. */
const settledWithin = (promise: Promise<unknown>, ms: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(
      () => (clearTimeout(timer), resolve()),
      () => (clearTimeout(timer), resolve()),
    );
  });

/** The entry point: the only place that starts Mirage (demo/dev), the session actor and the app. */
async function start() {
  installChunkRecovery();
  const signedIn = Boolean(readStoredBearer());
  const runtimeConfig = loadRuntimeConfig();
  // Written out (not config.useMirage) so that a production build drops Mirage entirely. The demo
  // paints its first screen first, then starts Mirage in short slices (issue 15); API calls wait
  // (client `ready`) until Mirage has seeded and laid this browser's saved changes on top.
  const demo =
    import.meta.env.VITE_DEMO === 'true' || (import.meta.env.DEV && !import.meta.env.VITE_API_BASE_URL) ? startDemo(signedIn) : undefined;
  if (demo) {
    configureApiClient({ ready: demo.ready });
    provideDemoControls(demo.controls);
  }
  // A stored session: the signed-in shell and the screen it opens on load now, alongside the
  // session's own calls, not after them (issue 15, signed-in LCP).
  if (signedIn) void preloadRoute(window.location.pathname);
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
    maintenance: config.maintenance,
  });
  // The profile and corporations are asked for now; only the first render waits for /config.json.
  session.start();
  // The demo's boot (its settings and accounts, no Mirage) is fetched alongside /config.json; the
  // first render waits a little for it, so the one-click accounts are in the first frame (CLS 0).
  const [runtime] = await Promise.all([runtimeConfig, demo ? settledWithin(demo.controls, DEMO_BOOT_WAIT_MS) : undefined]);
  if (runtime.maintenance) session.send({ type: 'session.maintenanceChanged', on: true });
  // the demo panel's メンテナンスモード survives a reload
  void demo?.settings.then((settings) => settings.maintenance && session.send({ type: 'session.maintenanceChanged', on: true }));

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // In a transition, React renders the first tree in slices of ~5 ms, yielding to the browser
  // between them, instead of one task (issue 15: the first render, which also compiles React's
  // code, was the longest task of a signed-in start).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App session={session} identity={identity} />
      </StrictMode>,
    ),
  );
  // Whether or not `load` has passed by now (src/lib/service-worker.ts).
  if (import.meta.env.PROD) registerServiceWorker();
}

void start();
