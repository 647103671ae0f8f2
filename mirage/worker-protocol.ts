import type { DemoMail } from '@/lib/demo-controls';
import type { DemoSettings } from './demo-settings';

/**
 * The messages between the page and the demo's server in a worker (mirage/demo-worker.ts,
 * issue 15: Mirage, its routes and its data off the page's main thread). The page forwards
 * its requests to /api and /__assets (mirage/worker-client.ts); the worker answers them with
 * the same routes as the in-page server (mirage/worker-host.ts).
 */

/** A request body as it crosses: text, bytes, or a form's entries (FormData itself does not clone). */
export type WireBody = null | string | Blob | { formEntries: [string, string | File][] };

/** What the page shows of the server's state: kept current by every answer. */
export type DemoServerState = { mails: DemoMail[]; changedRows: number; expireSession: boolean };

/** What the start cost in the worker (the benchmark reads it from the page's measure). */
export type WorkerStartCost = { seedMs: number; startMs: number; workMs: number; longestSliceMs: number };

export type PageMessage =
  | { type: 'start'; settings: DemoSettings }
  | { type: 'request'; id: number; method: string; url: string; headers: Record<string, string>; body: WireBody }
  /** The demo panel's settings changed (applied and saved by the worker). */
  | { type: 'settings'; settings: DemoSettings }
  | { type: 'expireSession' }
  /** The page is going: write the pending changes now. */
  | { type: 'flush' }
  | { type: 'reset'; id: number };

export type WorkerMessage =
  | { type: 'ready'; cost: WorkerStartCost; state: DemoServerState }
  | { type: 'failed'; message: string }
  | { type: 'answer'; id: number; status: number; headers: Record<string, string>; body: string; state: DemoServerState }
  | { type: 'state'; state: DemoServerState }
  | { type: 'done'; id: number };

/** The side of a worker (or a MessagePort) each end talks to. */
export type MessageEnd<In, Out> = {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: { data: In }) => void): void;
};
