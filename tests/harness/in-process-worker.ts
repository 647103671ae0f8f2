import type { OpenedWorker } from '@mirage/demo';
import type { DemoServer } from '@mirage/demo-server';
import type { SnapshotStore } from '@mirage/persistence-store';
import type { DemoPageEnd } from '@mirage/worker-client';
import { serveDemo, type DemoWorkerEnd } from '@mirage/worker-host';
import type { PageMessage, WorkerMessage } from '@mirage/worker-protocol';

/**
 * The demo's worker in this process, for tests: both ends of the protocol as the browser runs
 * them (mirage/demo-worker.ts only calls serveDemo(self)), each message delivered in a later task
 * as postMessage does. `sent` is every message the page posted; `demo` the started fake.
 */
export function inProcessWorker(store?: SnapshotStore): OpenedWorker & { sent: PageMessage[]; demo: () => Promise<DemoServer> | undefined } {
  const toWorker = new Set<(event: { data: PageMessage }) => void>();
  const toPage = new Set<(event: { data: WorkerMessage }) => void>();
  const sent: PageMessage[] = [];
  const end: DemoPageEnd = {
    postMessage: (message) => {
      sent.push(message);
      setTimeout(() => toWorker.forEach((listener) => listener({ data: message })));
    },
    addEventListener: (_type, listener) => void toPage.add(listener),
  };
  const worker: DemoWorkerEnd = {
    postMessage: (message) => void setTimeout(() => toPage.forEach((listener) => listener({ data: message }))),
    addEventListener: (_type, listener) => void toWorker.add(listener),
  };
  const demo = serveDemo(worker, store);
  return { end, failed: new Promise<never>(() => undefined), sent, demo };
}
