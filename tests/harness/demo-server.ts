import { afterEach, beforeEach } from 'vitest';
import { resetFaults } from '@mirage/faults';
import { createMemoryStore } from '@mirage/persistence-store';
import type { AppServer } from '@mirage/routes/define-routes';
import { demoControls, startDemoServer, stopDemoServer } from '@mirage/start-demo';
import { provideDemoControls } from '@/lib/demo-controls';

/**
 * The demo's in-page server for each test of a file, as the demo panel sees it: started on a
 * fresh in-memory store (no seed saved), its controls provided, no latency; stopped and the
 * faults reset afterwards. Returns the current test's server and store.
 */
export function demoServerPerTest() {
  const current = {} as { server: AppServer; store: ReturnType<typeof createMemoryStore> };
  beforeEach(async () => {
    current.store = createMemoryStore();
    current.server = await startDemoServer({ store: current.store });
    provideDemoControls(Promise.resolve(demoControls()));
    current.server.timing = 0;
  });
  afterEach(() => {
    stopDemoServer();
    provideDemoControls(undefined);
    resetFaults();
  });
  return current;
}
