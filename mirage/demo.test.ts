import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDemo } from './demo';
import { DEMO_SETTINGS_KEY } from './demo-settings';
import { getFaults, resetFaults } from './faults';
import { createMemoryStore } from './persistence-store';
import { inProcessWorker } from '@tests/harness/in-process-worker';

const page = { fetch: globalThis.fetch, XMLHttpRequest: globalThis.XMLHttpRequest };
afterEach(() => {
  Object.assign(globalThis, page);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  resetFaults();
});

/** The demo as src/main.tsx starts it, its worker in this process; `paint()` is the page's first paint. */
function start(store = createMemoryStore()) {
  const worker = inProcessWorker(store);
  const openWorker = vi.fn(() => worker);
  let paint = () => undefined as void;
  const demo = startDemo({ storage: localStorage, openWorker, whenPainted: (then) => (paint = then) });
  return { demo, worker, openWorker, store, paint: () => paint() };
}

describe('the demo, as the page starts it', () => {
  it('starts its fake backend once the page has painted, not before, and only once', () => {
    const { openWorker, paint } = start();
    expect(openWorker).not.toHaveBeenCalled();
    paint();
    paint();
    expect(openWorker).toHaveBeenCalledTimes(1);
  });

  it('starts it at once when the app calls the API before the first paint, and answers the call', async () => {
    const { openWorker } = start();
    const answer = await fetch('/api/me');
    expect(openWorker).toHaveBeenCalledTimes(1);
    expect(answer.status).toBe(401);
  });

  it('leaves other addresses to the network', async () => {
    const network = vi.fn(async () => new Response('{"maintenance":false}'));
    globalThis.fetch = network;
    const { openWorker } = start();
    await fetch('/config.json');
    expect(network).toHaveBeenCalled();
    expect(openWorker).not.toHaveBeenCalled();
  });

  it('knows the panel’s saved settings at once (maintenance, faults) and keeps changes in this browser', () => {
    localStorage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ maintenance: true, latencyMs: 300, failureRate: 0.2, faultSeed: 7 }));
    const { demo } = start();
    expect(demo.maintenance).toBe(true);
    expect(getFaults()).toMatchObject({ latencyMs: 300, failureRate: 0.2, seed: 7 });
    demo.controls.updateSettings({ latencyMs: 0 });
    expect(JSON.parse(localStorage.getItem(DEMO_SETTINGS_KEY) ?? 'null')).toEqual({
      maintenance: true,
      latencyMs: 0,
      failureRate: 0.2,
      faultSeed: 7,
      liveCheckIns: true,
      liveCheckInsSince: 0,
      checkInRequests: {},
    });
  });

  it('takes fault settings from the URL, keeps them, and clears them from the address bar', () => {
    window.history.replaceState(null, '', '/coupons/new?tab=1&demoFailureRate=20&demoFaultSeed=1&demoLatencyMs=300');
    start();
    expect(getFaults()).toMatchObject({ latencyMs: 300, failureRate: 0.2, seed: 1 });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/coupons/new?tab=1');
    expect(JSON.parse(localStorage.getItem(DEMO_SETTINGS_KEY) ?? 'null')).toMatchObject({ latencyMs: 300, failureRate: 0.2 });
  });

  it('sends a changed setting to the worker, whose routes apply it', async () => {
    const { demo, worker, paint } = start();
    paint();
    demo.controls.updateSettings({ failureRate: 1 });
    await vi.waitFor(() => expect(worker.sent.map((message) => message.type)).toEqual(['start', 'settings']));
  });

  it('forgets the saved settings and the saved data on reset', async () => {
    const store = createMemoryStore({
      version: 1,
      seed: 's',
      savedAt: '',
      changes: { corporations: { upserts: [{ id: 'corp-pochitama', name: '変更後' }], deletes: [] } },
    });
    localStorage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ maintenance: true }));
    const { demo } = start(store);
    await demo.controls.reset();
    expect(localStorage.getItem(DEMO_SETTINGS_KEY)).toBeNull();
    expect(store.current()).toBeUndefined();
  });
});
