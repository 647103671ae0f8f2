import { afterFirstContentfulPaint } from '@/lib/after-paint';
import { demoSettingsFromUrl, type DemoControls } from '@/lib/demo-controls';
import {
  expireDemoSession,
  getDemoSettings,
  initDemoSettings,
  loadDemoSettings,
  MAX_LATENCY_MS,
  requestDemoCheckIn,
  saveDemoSettings,
  subscribeDemoSettings,
  updateDemoSettings,
} from './demo-settings';
import { faultsSnapshot, getFaults, MAX_FAULT_SEED, setFaults, subscribeFaults } from './faults';
import { demoAccounts } from './scenarios/accounts';
import { createDemoClient, type DemoPageEnd } from './worker-client';

/**
 * The demo as src/main.tsx starts it: the fake backend in a worker, started after the first paint (or at the first call)
 * so it is ready before a click and off the main thread; the panel's settings in localStorage, so the first render knows them.
 */
export type Demo = ReturnType<typeof startDemo>;

export type DemoOptions = {
  storage?: Storage;
  /** A worker for the fake; tests pass one that runs in the same process (tests/harness/in-process-worker.ts). */
  openWorker?: () => OpenedWorker;
  /** When to start the worker if no call asks for it first: the first contentful paint by default. */
  whenPainted?: (start: () => void) => void;
};

/** A worker's end to talk to, and a promise that rejects if its code fails to load or run. */
export type OpenedWorker = { end: DemoPageEnd; failed: Promise<never> };

export function openDemoWorker(): OpenedWorker {
  const worker = new Worker(new URL('./demo-worker.ts', import.meta.url), { type: 'module', name: 'petpass-demo-server' });
  const failed = new Promise<never>((_, reject) => worker.addEventListener('error', (event) => reject(new Error(`worker: ${event.message || 'error'}`))));
  return { end: worker as unknown as DemoPageEnd, failed };
}

export function startDemo({ storage = localStorage, openWorker = openDemoWorker, whenPainted = afterFirstContentfulPaint }: DemoOptions = {}) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const { end, failed } = openWorker();
    failed.catch(client.fail);
    client.open(end, getDemoSettings()).catch((error: unknown) => console.error('[demo] デモのサーバーを起動できませんでした', error));
  };
  const client = createDemoClient({ onEarlyUse: start });

  // Saved settings, then the URL's (`?demoFailureRate=20&demoFaultSeed=7`) on top: they leave the address bar and are kept.
  initDemoSettings(loadDemoSettings(storage), (next) => {
    saveDemoSettings(storage, next);
    client.settingsChanged(next);
  });
  const { patch, cleaned } = demoSettingsFromUrl(window.location.href);
  if (cleaned) window.history.replaceState(window.history.state, '', cleaned);
  if (Object.keys(patch).length > 0) updateDemoSettings(patch);

  globalThis.fetch = client.fetch;
  globalThis.XMLHttpRequest = client.XMLHttpRequest;
  // 「セッション切れ」 is used up by the worker's next call: the panel hears it with the answer.
  client.onState((state) => {
    if (!state.expireSession && getFaults().expireSession) setFaults({ expireSession: false });
  });
  // A reload right after a change must not lose it to the worker's debounced save.
  window.addEventListener('pagehide', () => started && client.flush());
  whenPainted(start);

  const controls: DemoControls = {
    accounts: demoAccounts.map(({ email, description }) => ({ email, description })),
    maxLatencyMs: MAX_LATENCY_MS,
    maxFaultSeed: MAX_FAULT_SEED,
    faults: faultsSnapshot,
    subscribeFaults,
    updateSettings: (settings) => void updateDemoSettings(settings),
    expireSession: () => {
      expireDemoSession();
      client.expireSession();
    },
    liveCheckIns: () => getDemoSettings().liveCheckIns,
    subscribeSettings: subscribeDemoSettings,
    produceCheckIn: (corporationId) => void requestDemoCheckIn(corporationId),
    sentMails: () => client.state().mails,
    changedRows: () => client.state().changedRows,
    reset: async () => {
      saveDemoSettings(storage, undefined);
      await client.reset();
    },
  };
  // The panel's メンテナンスモード, saved in this browser.
  return { controls, maintenance: getDemoSettings().maintenance };
}
