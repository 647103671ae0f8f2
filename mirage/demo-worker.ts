import { serveDemo, type DemoWorkerEnd } from './worker-host';

/** The demo's server as a dedicated module worker (started by mirage/worker-client.ts). */
serveDemo(self as unknown as DemoWorkerEnd);
