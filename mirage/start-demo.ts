import type { DemoControls } from '@/lib/demo-controls';
import { faultsSnapshot, seedFaults, subscribeFaults } from './faults';
import { expireDemoSession, getDemoSettings, initDemoSettings, MAX_LATENCY_MS, updateDemoSettings, type DemoSettings } from './demo-settings';
import { coreTables, type MailRow } from './models/core';
import { applyChanges } from './persistence';
import { startSaver, type Saver } from './persistence-saver';
import { openBrowserStore, type SnapshotStore } from './persistence-store';
import { demoAccounts } from './scenarios/accounts';
import { DEMO_SEED } from './scenarios/default';
import { makeServer, type AppServer } from './server';

/**
 * The demo's and dev server's backend. Load it only through a dynamic import so that Mirage
 * stays out of the production bundle and the entry chunk (TOOLCHAIN pitfall 6).
 */
export let demoServer: AppServer | undefined;

let starting: Promise<AppServer> | undefined;
let store: SnapshotStore | undefined;
let saver: Saver | undefined;

export type StartDemoOptions = {
  /** Where the changes live; IndexedDB by default (memory where there is none, e.g. jsdom). */
  store?: SnapshotStore;
};

/** The names of the performance measures of each start: the seed alone, and seed + saved changes. */
export const DEMO_SEED_MEASURE = 'petpass-demo-seed';
export const DEMO_START_MEASURE = 'petpass-demo-start';

/** How long the last seed and the last whole start took, for the dev log and the seed-time tests. */
export let lastSeedMs = 0;
export let lastStartMs = 0;

const flushOnHide = () => void saver?.flush();

async function start(options: StartDemoOptions): Promise<AppServer> {
  const started = performance.now();
  store = options.store ?? openBrowserStore();
  // The saved changes load from IndexedDB while the seed runs.
  const reading = store.read().catch((error: unknown) => {
    console.warn('[demo] 保存済みのデモデータを読めませんでした。初期データで始めます。', error);
    return undefined;
  });
  const server = makeServer({ environment: 'development', scenario: 'default' });
  lastSeedMs = performance.now() - started;
  seedFaults(Date.now());
  const saved = await reading;
  const report = applyChanges(server.db, saved?.changes ?? {});
  saver = startSaver({ db: server.db, store, seed: DEMO_SEED, changes: saved?.changes, settings: saved?.settings });
  const save = saver.setSettings;
  // A reload right after a change must not lose it to the debounce: write as the page goes.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flushOnHide);
  initDemoSettings(saved?.settings, (settings) => save(settings));
  lastStartMs = performance.now() - started;
  // Standard performance entries, so the e2e test can read a cold first load's timings in Chromium.
  performance.measure?.(DEMO_SEED_MEASURE, { start: started, duration: lastSeedMs });
  performance.measure?.(DEMO_START_MEASURE, { start: started, duration: lastStartMs });
  if (import.meta.env.DEV) {
    console.info(
      `[demo] seeded in ${lastSeedMs.toFixed(0)} ms, ready in ${lastStartMs.toFixed(0)} ms; ${report.upserted + report.deleted} saved change(s) restored`,
    );
  }
  demoServer = server;
  return server;
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
}

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

/** The demo controls the screens use (src/lib/demo-controls.ts), provided by the entry point. */
export function demoControls(): DemoControls {
  return {
    accounts: demoAccounts.map(({ email, description }) => ({ email, description })),
    maxLatencyMs: MAX_LATENCY_MS,
    faults: faultsSnapshot,
    subscribeFaults,
    updateSettings: (patch) => void updateDemoSettings(patch),
    expireSession: expireDemoSession,
    sentMails: () => sentMails().map(({ to, from, subject, link }) => ({ to, from, subject, link })),
    changedRows: demoChangedRows,
    reset: resetDemoData,
  };
}
