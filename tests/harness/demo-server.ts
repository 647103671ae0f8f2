import { afterEach, beforeEach, vi } from 'vitest';
import { startDemo, type Demo } from '@mirage/demo';
import { resetFaults } from '@mirage/faults';
import { createMemoryStore } from '@mirage/persistence-store';
import type { DemoServer } from '@mirage/demo-server';
import type { AppServer } from '@mirage/routes/define-routes';
import { inProcessWorker } from '@tests/harness/in-process-worker';
import { provideDemoControls } from '@/lib/demo-controls';

/**
 * The demo as the page starts it (mirage/demo.ts), for each test of a file: its fake backend in a
 * worker joined to this process, on a fresh in-memory store, its controls provided; the page's
 * fetch and XMLHttpRequest given back and the faults reset afterwards. `server` is the fake's
 * Mirage (to create a test's data), `fake` the started fake, `demo` what the page got (pass
 * `demo.controls` to renderApp).
 */
export function demoPerTest() {
  const current = {} as { server: AppServer; fake: DemoServer; store: ReturnType<typeof createMemoryStore>; demo: Demo };
  const page = { fetch: globalThis.fetch, XMLHttpRequest: globalThis.XMLHttpRequest };
  beforeEach(async () => {
    current.store = createMemoryStore();
    const worker = inProcessWorker(current.store);
    current.demo = startDemo({ storage: localStorage, openWorker: () => worker, whenPainted: (start) => start() });
    provideDemoControls(current.demo.controls);
    await vi.waitFor(() => {
      if (!worker.demo()) throw new Error('the demo has not started yet');
    });
    current.fake = await worker.demo()!;
    current.server = current.fake.server;
  });
  afterEach(() => {
    Object.assign(globalThis, page);
    provideDemoControls(undefined);
    resetFaults();
  });
  return current;
}
