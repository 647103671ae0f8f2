import type { DemoControls } from '@/lib/demo-controls';
import { buildDemoControls } from './demo-controls';
import { getDemoSettings, initDemoSettings, updateDemoSettings, type DemoSettings } from './demo-settings';
import { openBrowserStore, type DemoSnapshot, type SnapshotStore } from './persistence-store';
import { DEMO_SEED } from './scenarios/default-seed';
import { yieldToMain } from './lib/yield';

/**
 * What the demo needs at page load, without Mirage (issue 15): the saved settings (maintenance,
 * faults) in force at once, the one-click accounts, and the demo panel's controls. The in-page
 * server itself (mirage/start-demo.ts: Mirage, the routes, the seed) starts later, on the
 * first API call or the first sign of a user (src/main.tsx), so the first screen paints and
 * settles without it.
 */
/** The performance measures of loading the server's code, one per part. */
export const DEMO_LOAD_MEASURE = 'petpass-demo-load';

export type DemoBoot = {
  /** The settings in force (saved ones, then the URL's on top). */
  settings: Promise<DemoSettings>;
  controls: Promise<DemoControls>;
  /** Starts the in-page server once; later calls answer the same promise. */
  start(): Promise<void>;
};

export type BootOptions = {
  /** Settings from the URL, applied over the saved ones and kept. */
  settings?: Partial<DemoSettings>;
  store?: SnapshotStore;
};

const changesIn = (snapshot: DemoSnapshot | undefined): number =>
  Object.values(snapshot?.changes ?? {}).reduce((sum, changes) => sum + changes.upserts.length + changes.deletes.length, 0);

export function bootDemo({ settings: fromUrl, store = openBrowserStore() }: BootOptions = {}): DemoBoot {
  const reading = store.read().catch((error: unknown) => {
    console.warn('[demo] 保存済みのデモデータを読めませんでした。初期データで始めます。', error);
    return undefined;
  });
  let started: typeof import('./start-demo') | undefined;
  let starting: Promise<void> | undefined;
  let savedRows = 0;
  let cleared = false;
  // Until the server runs, a settings change is written into the saved snapshot by itself.
  let writing = Promise.resolve();
  const saveEarly = (snapshot: DemoSnapshot | undefined) => (next: DemoSettings) => {
    if (started?.demoServer || cleared) return;
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
  const start = () =>
    (starting ??= settings
      .then(() => writing)
      .then(load('validation', () => import('@/api/validate')))
      .then(load('ticket contract', () => import('@/api/ticket-sources')))
      .then(load('member contract', () => import('@/api/members')))
      .then(load('check-in contract', () => import('@/api/check-ins')))
      .then(load('coupon contract', () => import('@/api/coupons')))
      .then(load('mirage', () => import('miragejs')))
      .then(load('server', () => import('./start-demo')))
      .then(async (module) => {
        started = module;
        await module.startDemoServer({ store, snapshot: reading, settingsInForce: getDemoSettings(), drawInIdleTime: true });
      }));

  const controls = settings.then(() =>
    buildDemoControls({
      mails: () => started?.sentMails() ?? [],
      // Before the server runs, the saved changes are what differs from the seed.
      changedRows: () => (started?.demoServer ? started.demoChangedRows() : savedRows),
      reset: async () => {
        cleared = true;
        if (started?.demoServer) return started.resetDemoData();
        await writing;
        await store.clear();
      },
    }),
  );

  return { settings, controls, start };
}
