import type { DemoMail } from '@/lib/demo-controls';
import type { DemoSettings } from './demo-settings';

/** The messages between the page (mirage/worker-client.ts) and the demo's fake backend in its worker (mirage/worker-host.ts). */

/** A request body as it crosses: text, bytes, or a form's entries (FormData itself does not clone). */
export type WireBody = null | string | Blob | { formEntries: [string, string | File][] };

/** What the page shows of the fake's state: kept current by every answer. */
export type DemoServerState = { mails: DemoMail[]; changedRows: number; expireSession: boolean };

export type PageMessage =
  | { type: 'start'; settings: DemoSettings }
  | { type: 'request'; id: number; method: string; url: string; headers: Record<string, string>; body: WireBody }
  /** The demo panel's settings changed. */
  | { type: 'settings'; settings: DemoSettings }
  | { type: 'expireSession' }
  /** The page is going: write the pending changes now. */
  | { type: 'flush' }
  | { type: 'reset'; id: number };

export type WorkerMessage =
  | { type: 'ready'; state: DemoServerState }
  | { type: 'failed'; message: string }
  | { type: 'answer'; id: number; status: number; headers: Record<string, string>; body: string; state: DemoServerState }
  | { type: 'state'; state: DemoServerState };

/** The side of a worker (or a MessagePort) each end talks to. */
export type MessageEnd<In, Out> = {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: { data: In }) => void): void;
};
