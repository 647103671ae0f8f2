import type { DemoControls } from '@/lib/demo-controls';
import { buildDemoControls } from './demo-controls';
import { DEMO_LOAD_MEASURE, DEMO_START_MEASURE } from './demo-measures';
import { getDemoSettings, initDemoSettings, updateDemoSettings, type DemoSettings } from './demo-settings';
import { getFaults, setFaults } from './faults';
import { openBrowserStore, type DemoSnapshot, type SnapshotStore } from './persistence-store';
import { DEMO_SEED } from './scenarios/default-seed';
import { yieldToMain } from './lib/yield';
import { connectDemoWorker, installDemoWorker, openDemoWorker, type DemoWorkerClient, type OpenedWorker } from './worker-client';

/**
 * What the demo needs at page load, without Mirage (issue 15): the saved settings (maintenance,
 * faults) in force at once, the one-click accounts, and the demo panel's controls. The server
 * itself (mirage/start-demo.ts: Mirage, the routes, the seed) starts later, on the first API
 * call or the first sign of a user (src/main.tsx), so the first screen paints and settles
 * without it; in a browser it runs in a worker (mirage/worker-host.ts), off the main thread.
 */

export type DemoBoot = {
  /** The settings in force (saved ones, then the URL's on top). */
  settings: Promise<DemoSettings>;
  controls: Promise<DemoControls>;
  /** Starts the in-page server once; later calls answer the same promise. */
  start(): Promise<void>;
  /**
   * Evaluates the validation library, then the API's contracts, each in a task of its own, once
   * (the in-page server's start takes the same steps): a signed-in start holds the app's API and
   * screen code until then (src/lib/code-gate.ts), so that the screen's code, evaluated in one
   * task when the hold ends, finds them evaluated.
   */
  apiCode(): Promise<unknown>;
};

export type BootOptions = {
  /** Settings from the URL, applied over the saved ones and kept. */
  settings?: Partial<DemoSettings>;
  store?: SnapshotStore;
  /**
   * Where the server runs: this page by default, a worker with `?demoServer=worker` (see
   * `demoHostFromUrl`); the page again when the worker fails to start. `openWorker` is for tests.
   */
  host?: DemoHost;
  openWorker?: () => OpenedWorker;
};

const changesIn = (snapshot: DemoSnapshot | undefined): number =>
  Object.values(snapshot?.changes ?? {}).reduce((sum, changes) => sum + changes.upserts.length + changes.deletes.length, 0);

export type DemoHost = 'worker' | 'page';

/**
 * Where the demo's server runs. The page by default: measured on the 2-core machine the
 * benchmark runs on, the worker made sign-in and the cold list slower (each answer crosses
 * threads, and the worker evaluates its own copy of the validation library before its first
 * answer) while the cold-cache Lighthouse scores did not move (docs/performance.md). The worker
 * frees the page's main thread entirely; `?demoServer=worker` chooses it for a page load.
 */
export function demoHostFromUrl(href: string | undefined = globalThis.location?.href): DemoHost {
  if (typeof Worker === 'undefined' || !href) return 'page';
  return new URL(href).searchParams.get('demoServer') === 'worker' ? 'worker' : 'page';
}

export function bootDemo({ settings: fromUrl, store = openBrowserStore(), host = demoHostFromUrl(), openWorker = openDemoWorker }: BootOptions = {}): DemoBoot {
  const reading = store.read().catch((error: unknown) => {
    console.warn('[demo] 保存済みのデモデータを読めませんでした。初期データで始めます。', error);
    return undefined;
  });
  let started: typeof import('./start-demo') | undefined;
  let worker: DemoWorkerClient | undefined;
  let starting: Promise<void> | undefined;
  let savedRows = 0;
  let cleared = false;
  // Until the server runs, a settings change is written into the saved snapshot by itself.
  let writing = Promise.resolve();
  const saveEarly = (snapshot: DemoSnapshot | undefined) => (next: DemoSettings) => {
    if (cleared) return;
    // The worker applies and saves them once it is asked to start (it reads the store after `writing`).
    if (worker) return worker.settingsChanged(next);
    if (started?.demoServer) return;
    const base = snapshot ?? { version: 1 as const, seed: DEMO_SEED, savedAt: '', changes: {} };
    writing = writing
      .then(() => store.write({ ...base, savedAt: new Date().toISOString(), settings: next }))
      .catch((error: unknown) => console.error('[demo] デモ設定を保存できませんでした', error));
  };

  const settings = reading.then((snapshot) => {
    savedRows = changesIn(snapshot);
    initDemoSettings(snapshot?.settings, saveEarly(snapshot));
    if (fromUrl && Object.keys(fromUrl).length > 0) updateDemoSettings(fromUrl);
    return getDemoSettings();
  });

  // The server's code in several tasks, not one: the validation library the routes share with
  // the app (the largest piece, which the app needs for its first call anyway), the API
  // contracts the routes read (each builds its schemas as it loads), Mirage, then the rest.
  // Each load is measured (petpass-demo-load:<part>) for the benchmark.
  const load = <T>(part: string, importing: () => Promise<T>) => async (): Promise<T> => {
    await yieldToMain();
    const from = performance.now();
    const module = await importing();
    performance.measure?.(`${DEMO_LOAD_MEASURE}:${part}`, { start: from, duration: performance.now() - from });
    return module;
  };
  // The validation library the app (and the in-page server) needs, evaluated piece by piece: the
  // demo build puts each piece in a chunk of its own (vite.config.ts `arktypeInSteps`), and
  // evaluating arktype at once is a task of ~75 ms (issue 15: none over 50 ms at start).
  let validating: Promise<unknown> | undefined;
  const validationInSteps = () =>
    (validating ??= Promise.resolve()
      .then(load('validation: utilities', () => import('@ark/util')))
      .then(load('validation: schema nodes', () => import('@ark/schema')))
      .then(load('validation: parser', () => import('arktype/internal/scope.js')))
      .then(load('validation: string keywords', () => import('arktype/internal/keywords/string.js')))
      .then(load('validation: TypeScript keywords', () => import('arktype/internal/keywords/ts.js')))
      .then(load('validation: keywords', () => import('arktype/internal/keywords/keywords.js')))
      .then(load('validation', () => import('@/api/validate'))));

  // Then the API's contracts (their schemas are built as they are evaluated), one per task. The
  // first contract imports TanStack Query and the screens' shared code (copy, rules, state
  // machines: the `query` and `screens-common` chunks, scripts/vite-shared-chunks.ts), so each of
  // those is evaluated in a step of its own before it: the first contract's task was the longest.
  let contracting: Promise<unknown> | undefined;
  const apiCodeInSteps = () =>
    (contracting ??= validationInSteps()
      .then(load('query library', () => import('@tanstack/react-query')))
      .then(load('shared screen code', () => import('@/messages/tickets')))
      .then(load('ticket contract', () => import('@/api/ticket-sources')))
      .then(load('member contract', () => import('@/api/members')))
      .then(load('check-in contract', () => import('@/api/check-ins')))
      .then(load('coupon contract', () => import('@/api/coupons')))
      .then(load('facility contract', () => import('@/api/facilities'))));

  const startInPage = () =>
    apiCodeInSteps()
      .then(load('mirage', () => import('miragejs')))
      .then(load('server', () => import('./start-demo')))
      .then(async (module) => {
        started = module;
        await module.startDemoServer({ store, snapshot: reading, settingsInForce: getDemoSettings, drawInIdleTime: true });
      });

  // In a worker: the page's fetch and XMLHttpRequest forward the demo's calls to it; the panel's
  // settings and 「セッション切れ」 go to it, and its answers bring the mails and changed rows back.
  const startInWorker = async () => {
    const from = performance.now();
    const { end, failed } = openWorker();
    const client = connectDemoWorker(end);
    const uninstall = installDemoWorker(client);
    worker = client;
    client.onState((state) => {
      if (!state.expireSession && getFaults().expireSession) setFaults({ expireSession: false });
    });
    // While the worker starts, the page loads what its first calls will need (the validation
    // library and the sign-in and company calls), each in a task of its own, so that a click on
    // an account does not wait for them and no task is long.
    void validationInSteps()
      .then(load('sign-in calls', () => import('@/api/auth')))
      .then(load('company calls', () => import('@/api/corporations')))
      .catch((error: unknown) => console.warn('[demo] 先読みに失敗しました', error));
    try {
      const cost = await Promise.race([client.start(getDemoSettings()), failed]);
      performance.measure?.(DEMO_START_MEASURE, { start: from, duration: performance.now() - from, detail: { ...cost, slices: [], inWorker: true } });
      if (typeof window !== 'undefined') window.addEventListener('pagehide', () => client.flush());
    } catch (error) {
      console.warn('[demo] デモのサーバーをワーカーで起動できませんでした。このページの中で起動します。', error);
      uninstall();
      worker = undefined;
      await startInPage();
    }
  };

  const start = () => (starting ??= settings.then(() => writing).then(host === 'worker' ? startInWorker : startInPage));

  const controls = settings.then(() =>
    buildDemoControls({
      mails: () => worker?.state().mails ?? started?.sentMails() ?? [],
      // Before the server runs, the saved changes are what differs from the seed.
      changedRows: () => (worker ? worker.state().changedRows : started?.demoServer ? started.demoChangedRows() : savedRows),
      expireSession: () => worker?.expireSession(),
      reset: async () => {
        cleared = true;
        if (worker) return worker.reset();
        if (started?.demoServer) return started.resetDemoData();
        await writing;
        await store.clear();
      },
    }),
  );

  return { settings, controls, start, apiCode: apiCodeInSteps };
}
