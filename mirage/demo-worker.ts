import { serveDemo, type DemoWorkerEnd } from './worker-host';

/** The demo's fake backend as a dedicated module worker (opened by mirage/demo.ts). */
serveDemo(self as unknown as DemoWorkerEnd);
