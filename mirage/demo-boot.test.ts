import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootDemo, demoHostFromUrl } from './demo-boot';
import { DEMO_LOAD_MEASURE } from './demo-measures';
import { getDemoSettings } from './demo-settings';
import { getFaults, resetFaults } from './faults';
import { coreTables } from './models/core';
import { createMemoryStore } from './persistence-store';
import { demoServer, stopDemoServer } from './start-demo';
import { callMirage } from './testing';
import { inProcessWorker } from './worker-testing';

const pageGlobals = { fetch: globalThis.fetch, XMLHttpRequest: globalThis.XMLHttpRequest };
afterEach(() => {
  Object.assign(globalThis, pageGlobals);
  stopDemoServer();
  resetFaults();
});

const savedSettings = { maintenance: true, latencyMs: 300, failureRate: 0.2, faultSeed: 7, liveCheckIns: false, liveCheckInsSince: 0, checkInRequests: { 'corp-pochitama': 2 } };

describe('the demo boot (before Mirage runs)', () => {
  it('puts the saved settings in force at once, without starting the server', async () => {
    const store = createMemoryStore({ version: 1, seed: 'petpass-demo-2026', savedAt: '', changes: {}, settings: savedSettings });
    const boot = bootDemo({ store });
    expect(await boot.settings).toEqual(savedSettings);
    expect(getFaults()).toMatchObject({ latencyMs: 300, failureRate: 0.2, seed: 7 });
    const controls = await boot.controls;
    expect(controls.faults()).toMatchObject({ failureRate: 0.2, seed: 7 });
    expect(controls.accounts.map((account) => account.email)).toContain('admin@demo.example');
    expect(demoServer).toBeUndefined();
  });

  it('lays the URL settings over the saved ones and keeps them, also before the server starts', async () => {
    const store = createMemoryStore({ version: 1, seed: 'petpass-demo-2026', savedAt: '', changes: {}, settings: savedSettings });
    const boot = bootDemo({ store, settings: { failureRate: 0.5, faultSeed: 11 } });
    expect(await boot.settings).toEqual({ ...savedSettings, failureRate: 0.5, faultSeed: 11 });
    (await boot.controls).updateSettings({ latencyMs: 0 });
    await expect.poll(() => store.current()?.settings).toEqual({ ...savedSettings, failureRate: 0.5, faultSeed: 11, latencyMs: 0 });
    expect(demoServer).toBeUndefined();
  });

  it('starts the server once, with the settings in force and the saved changes', async () => {
    const store = createMemoryStore({
      version: 1,
      seed: 'petpass-demo-2026',
      savedAt: '',
      changes: { corporations: { upserts: [{ id: 'corp-pochitama', name: '保存した会社名', email: 'info@pochitama-resort.example.jp', isTicketMailReceivable: true }], deletes: [] } },
      settings: { ...savedSettings, failureRate: 0 },
    });
    const boot = bootDemo({ store });
    const controls = await boot.controls;
    expect(controls.changedRows()).toBe(1);
    await Promise.all([boot.start(), boot.start()]);
    const server = demoServer!;
    expect(coreTables(server.db).corporations.find('corp-pochitama')?.name).toBe('保存した会社名');
    expect(getDemoSettings()).toEqual({ ...savedSettings, failureRate: 0 });
    const signIn = await callMirage('POST', '/api/sign_in', { body: { idToken: 'dummy:admin@demo.example' } });
    expect(signIn.status).toBe(200);
    expect(controls.changedRows()).toBeGreaterThan(1);
  });

  it('evaluates the validation library and the contracts once, step by step, whether a signed-in start asks for them first or the server does', async () => {
    performance.clearMeasures();
    const boot = bootDemo({ store: createMemoryStore(), host: 'page' });
    expect(boot.apiCode()).toBe(boot.apiCode());
    await boot.apiCode();
    expect(demoServer).toBeUndefined();
    await boot.start();
    expect(demoServer).toBeDefined();
    const steps = performance.getEntriesByType('measure').filter((measure) => measure.name.startsWith(`${DEMO_LOAD_MEASURE}:`));
    expect(steps.map((measure) => measure.name.split(':').slice(1).join(':').trim())).toEqual([
      'validation: utilities',
      'validation: schema nodes',
      'validation: parser',
      'validation: string keywords',
      'validation: TypeScript keywords',
      'validation: keywords',
      'validation',
      'query library',
      'shared screen code',
      'ticket contract',
      'member contract',
      'check-in contract',
      'coupon contract',
      'facility contract',
      'mirage',
      'server',
    ]);
  });

  it('keeps a setting changed in the panel while the server was starting (the start does not put back the earlier ones)', async () => {
    performance.clearMeasures();
    const store = createMemoryStore({ version: 1, seed: 'petpass-demo-2026', savedAt: '', changes: {}, settings: savedSettings });
    const boot = bootDemo({ store, host: 'page' });
    const controls = await boot.controls;
    const starting = boot.start();
    // The server's code is in and its start under way (seeding in slices).
    await vi.waitUntil(() => performance.getEntriesByName(`${DEMO_LOAD_MEASURE}:server`).length > 0, { timeout: 20_000, interval: 1 });
    expect(demoServer).toBeUndefined();
    controls.updateSettings({ latencyMs: 0 });
    await starting;
    expect(demoServer).toBeDefined();
    expect(getDemoSettings().latencyMs).toBe(0);
    expect(getFaults().latencyMs).toBe(0);
    expect(controls.faults().latencyMs).toBe(0);
  });

  it('forgets everything on reset, before the server ever started', async () => {
    const store = createMemoryStore({ version: 1, seed: 'petpass-demo-2026', savedAt: '', changes: {}, settings: savedSettings });
    const controls = await bootDemo({ store }).controls;
    await controls.reset();
    expect(store.current()).toBeUndefined();
    expect(demoServer).toBeUndefined();
  });

  it('in a worker: the page’s fetch reaches it, and the panel reads the mails it sent', async () => {
    const store = createMemoryStore({ version: 1, seed: 'petpass-demo-2026', savedAt: '', changes: {}, settings: { ...savedSettings, failureRate: 0, latencyMs: 0 } });
    const boot = bootDemo({ store, host: 'worker', openWorker: inProcessWorker });
    const controls = await boot.controls;
    await boot.start();
    expect(globalThis.fetch).not.toBe(pageGlobals.fetch);
    const response = await fetch('http://localhost:3000/api/sign_in/mail', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'staff@demo.example' }) });
    expect(response.status).toBe(200);
    expect(controls.sentMails()).toEqual([expect.objectContaining({ to: 'staff@demo.example' })]);
    // The page measures the whole start, worker included (the benchmark reads it).
    expect(performance.getEntriesByName('petpass-demo-start').some((entry) => (entry as PerformanceMeasure).detail?.inWorker === true)).toBe(true);
  });

  it('starts in the page instead when the worker fails to load, with the page’s own fetch back', async () => {
    const store = createMemoryStore({ version: 1, seed: 'petpass-demo-2026', savedAt: '', changes: {}, settings: { ...savedSettings, failureRate: 0 } });
    const failing = () => ({ end: { postMessage: () => undefined, addEventListener: () => undefined }, failed: Promise.reject(new Error('worker: CSP')) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const boot = bootDemo({ store, host: 'worker', openWorker: failing });
    await boot.start();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ワーカーで起動できませんでした'), expect.any(Error));
    expect(demoServer).toBeDefined();
    // The worker's forwarding is gone: pretender took over the page's own fetch and XMLHttpRequest.
    const natives = demoServer!.pretender as unknown as { _nativefetch: typeof fetch; _nativeXMLHttpRequest: typeof XMLHttpRequest };
    expect(natives._nativefetch.name).not.toBe('demoFetch');
    expect(natives._nativeXMLHttpRequest.name).not.toBe('DemoXMLHttpRequest');
    expect((await callMirage('POST', '/api/sign_in', { body: { idToken: 'dummy:admin@demo.example' } })).status).toBe(200);
  });

  it('runs the server in the page unless the address asks for the worker (and the browser has workers)', () => {
    vi.stubGlobal('Worker', class {});
    expect(demoHostFromUrl('http://demo.test/sign_in')).toBe('page');
    expect(demoHostFromUrl('http://demo.test/sign_in?demoServer=worker')).toBe('worker');
    expect(demoHostFromUrl('http://demo.test/sign_in?demoServer=elsewhere')).toBe('page');
    vi.unstubAllGlobals();
    expect(demoHostFromUrl('http://demo.test/sign_in?demoServer=worker')).toBe('page');
  });
});
