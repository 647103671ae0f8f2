import type { DemoControls } from '@/lib/demo-controls';
import { buildDemoControls } from './demo-controls';
import { DEMO_DRAWN_MEASURE, DEMO_SEED_MEASURE, DEMO_START_MEASURE } from './demo-measures';
import { getDemoSettings, initDemoSettings, type DemoSettings } from './demo-settings';
import { hookRequests, type RequestHooks } from './lib/request-hooks';
import { whenIdle, yieldToMain, type Pause } from './lib/yield';
import { coreTables, type MailRow } from './models/core';
import { applyChanges, type DbChanges } from './persistence';
import { startSaver, type Saver } from './persistence-saver';
import { openBrowserStore, type DemoSnapshot, type SnapshotStore } from './persistence-store';
import { DEMO_SEED, seedDefaultInSlices } from './scenarios/default';
import { drawFor, lazyDataOf, type DrawCost } from './scenarios/lazy-data';
import { makeServer, type AppServer } from './server';

/**
 * The demo's and dev server's backend. Load it only through a dynamic import so that Mirage
 * stays out of the production bundle and the entry chunk (TOOLCHAIN pitfall 6).
 */
export let demoServer: AppServer | undefined;

let starting: Promise<AppServer> | undefined;
let store: SnapshotStore | undefined;
let saver: Saver | undefined;
let hooks: RequestHooks = {};

export type StartDemoOptions = {
  /** Where the changes live; IndexedDB by default (memory where there is none, e.g. jsdom). */
  store?: SnapshotStore;
  /** The saved snapshot when the caller has read it already (mirage/demo-boot.ts). */
  snapshot?: Promise<DemoSnapshot | undefined>;
  /**
   * The settings the page has in force already (the boot applied the saved and the URL's): kept as
   * they are. A function is read when the start ends, so that a change made in the panel while the
   * server was starting is kept, not replaced by the settings of the moment the start began.
   */
  settingsInForce?: DemoSettings | (() => DemoSettings);
  /**
   * Between the slices of the start, so that none is a long task: the browser's yield by default.
   * Data a call waits for is drawn between background-priority pauses by default instead: the
   * screen's own code and rendering go first (a cold /dashboard's TBT, issue 15).
   */
  pause?: Pause;
  /** Draw the data nobody asked for yet (the ticket sales, the check-ins) when the page is idle; only when asked for otherwise. */
  drawInIdleTime?: boolean;
  /**
   * Mirage's interceptor when not pretender in this page: the demo's worker passes a route table
   * (mirage/worker-host.ts) and calls the request hooks itself (`demoRequestHooks`).
   */
  interceptor?: object;
};

export { DEMO_DRAWN_MEASURE, DEMO_SEED_MEASURE, DEMO_START_MEASURE } from './demo-measures';

/** What the last start cost: wall-clock time, and the main-thread work in slices (issue 15). */
export type StartCost = { seedMs: number; startMs: number; workMs: number; longestSliceMs: number; slices: [string, number][] };
export let lastStart: StartCost = { seedMs: 0, startMs: 0, workMs: 0, longestSliceMs: 0, slices: [] };

const flushOnHide = () => void saver?.flush();

/** The saved changes of every collection but `later` (those are drawn later): laid on the seed at start. */
const changesBesides = (changes: DbChanges, later: readonly string[]): DbChanges =>
  Object.fromEntries(Object.entries(changes).filter(([name]) => !later.includes(name)));

/** The saved changes of `collections` for the rows just drawn: laid on top once they are. */
const changesOfDrawn = (changes: DbChanges, collections: readonly string[], drew: (row: Record<string, unknown>) => boolean): DbChanges =>
  Object.fromEntries(
    Object.entries(changes)
      .filter(([name]) => collections.includes(name))
      .map(([name, { upserts, deletes }]) => [name, { upserts: upserts.filter(drew), deletes }]),
  );

async function start(options: StartDemoOptions): Promise<AppServer> {
  const started = performance.now();
  const pause = options.pause ?? yieldToMain;
  const drawPause = options.pause ?? whenIdle;
  const slices: [string, number][] = [];
  const timed = <T>(name: string, work: () => T): T => {
    const from = performance.now();
    try {
      return work();
    } finally {
      slices.push([name, performance.now() - from]);
    }
  };
  store = options.store ?? openBrowserStore();
  // The saved changes load from IndexedDB while the seed runs.
  const reading =
    options.snapshot ??
    store.read().catch((error: unknown) => {
      console.warn('[demo] 保存済みのデモデータを読めませんでした。初期データで始めます。', error);
      return undefined;
    });
  // Its code was evaluated in the task that called this one: creating the server (~100 routes)
  // gets a task of its own (issue 15: the two together were the longest task of a cold start).
  await pause();
  const server = timed('server', () => makeServer({ environment: 'development', scenario: 'empty', interceptor: options.interceptor }));
  await pause();
  slices.push(...(await seedDefaultInSlices(server, new Date(), pause)));
  const seedMs = performance.now() - started;
  const saved = await reading;
  await pause();
  timed('saved changes', () => {
    // The saved changes of data drawn later (check-ins, ticket sales) go on top once drawn.
    const lazy = lazyDataOf(server.db);
    const drawnLater = lazy.flatMap((part) => part.collections);
    const changes = saved?.changes ?? {};
    applyChanges(server.db, changesBesides(changes, drawnLater));
    const inForce = options.settingsInForce;
    const settings = (typeof inForce === 'function' ? inForce() : inForce) ?? saved?.settings;
    saver = startSaver({ db: server.db, store: store!, seed: DEMO_SEED, changes: saved?.changes, settings });
    for (const part of lazy) part.onDrawn = (drew) => applyChanges(server.db, changesOfDrawn(changes, part.collections, drew));
    hooks = {
      // Data drawn later is drawn the first time a call needs it, after what the page has queued.
      beforeHandling: (request) => drawFor(server.db, request.url, drawPause),
      // Success is shown only once the change is stored in the browser (issue 16).
      beforeAnswering: () => saver?.settle(),
    };
    if (!options.interceptor) hookRequests(server, hooks);
    // A reload right after a change must not lose it to the debounce: write as the page goes
    // (a worker has no page: the page tells it, mirage/worker-client.ts).
    if (typeof window !== 'undefined') window.addEventListener('pagehide', flushOnHide);
    initDemoSettings(settings, (next) => saver?.setSettings(next));
  });
  const startMs = performance.now() - started;
  const durations = slices.map(([, ms]) => ms);
  lastStart = { seedMs, startMs, workMs: durations.reduce((sum, ms) => sum + ms, 0), longestSliceMs: Math.max(...durations), slices };
  // Standard performance entries, so the e2e test and the benchmark can read a cold start in Chromium.
  performance.measure?.(DEMO_SEED_MEASURE, { start: started, duration: seedMs });
  performance.measure?.(DEMO_START_MEASURE, { start: started, duration: startMs, detail: { ...lastStart } });
  if (import.meta.env.DEV) {
    console.info(
      `[demo] ready in ${startMs.toFixed(0)} ms (${lastStart.workMs.toFixed(0)} ms of work in ${slices.length} slices, the longest ${lastStart.longestSliceMs.toFixed(0)} ms)`,
    );
  }
  demoServer = server;
  // The data nobody asked for yet is drawn when the page is idle.
  if (options.drawInIdleTime) void drawInIdleTime(server);
  return server;
}

/** Draws every lazy part in idle time, then measures what drawing cost (`npm run bench`). */
async function drawInIdleTime(server: AppServer): Promise<void> {
  const started = performance.now();
  const parts = lazyDataOf(server.db);
  for (const part of parts) await part.ensureAll(whenIdle);
  const cost: DrawCost = { workMs: 0, longestSliceMs: 0 };
  for (const part of parts) {
    cost.workMs += part.cost.workMs;
    cost.longestSliceMs = Math.max(cost.longestSliceMs, part.cost.longestSliceMs);
  }
  performance.measure?.(DEMO_DRAWN_MEASURE, { start: started, duration: performance.now() - started, detail: cost });
}

/** Starts the server once (seed, then the saved changes on top); later calls answer the same instance. */
export function startDemoServer(options: StartDemoOptions = {}): Promise<AppServer> {
  starting ??= start(options);
  return starting;
}

/** Stops it and restores the real fetch and XMLHttpRequest; what was saved stays saved. */
export function stopDemoServer(): void {
  if (typeof window !== 'undefined') window.removeEventListener('pagehide', flushOnHide);
  saver?.stop();
  demoServer?.shutdown();
  demoServer = undefined;
  starting = undefined;
  saver = undefined;
  hooks = {};
}

/** The hooks a caller with its own interceptor runs around each request (see StartDemoOptions.interceptor). */
export const demoRequestHooks = (): RequestHooks => hooks;

/** Writes the pending changes now (the save otherwise follows the last change by 150 ms). */
export const flushDemoData = async (): Promise<void> => saver?.flush();

/** The settings saved with the data (demo panel), for the entry point before the session starts. */
export const demoSettings = (): DemoSettings => getDemoSettings();

/** 「データを初期化」: forgets every change and setting; the caller reloads the page to reseed. */
export async function resetDemoData(): Promise<void> {
  saver?.stop();
  await (store ?? openBrowserStore()).clear();
}

/** The mails the demo "sent" (the mail-link sign-in), newest first, for showing on screen. */
export function sentMails(): MailRow[] {
  if (!demoServer) return [];
  return coreTables(demoServer.db).mails.all().reverse();
}

/** Rows that differ from the seed (shown in the demo panel). */
export const demoChangedRows = (): number => saver?.changedRows() ?? 0;

/** The demo controls of a running server (tests start one directly; the app's come from mirage/demo-boot.ts). */
export const demoControls = (): DemoControls => buildDemoControls({ mails: sentMails, changedRows: demoChangedRows, reset: resetDemoData });
