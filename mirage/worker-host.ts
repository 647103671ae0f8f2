import { expireDemoSession, receiveDemoSettings } from './demo-settings';
import { startDemoServer, type DemoServer } from './demo-server';
import { getFaults, subscribeFaults } from './faults';
import { createRouteTable, errorAnswer, mirageRequest, notInContract, type MirageAnswer } from './lib/route-table';
import { mirageMessages } from './messages';
import type { SnapshotStore } from './persistence-store';
import type { DemoServerState, MessageEnd, PageMessage, WireBody, WorkerMessage } from './worker-protocol';

/** The demo's fake backend in its worker, off the main thread: it answers what the page forwards through a route table, not pretender. */
export type DemoWorkerEnd = MessageEnd<PageMessage, WorkerMessage>;

/** How long a write's answer waits for the browser to store its change (IndexedDB). */
export const STORE_WAIT_MS = 2_000;

/** Whether `promise` settles within `ms`. */
const settledWithin = (promise: Promise<unknown>, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });

function requestBody(body: WireBody): unknown {
  if (body === null) return undefined;
  if (typeof body === 'string' || body instanceof Blob) return body;
  const form = new FormData();
  for (const [name, value] of body.formEntries) form.append(name, value);
  return form;
}

/** `store` is for tests (the browser's is IndexedDB); so is what it returns: the started fake, once asked to start. */
export function serveDemo(end: DemoWorkerEnd, store?: SnapshotStore): () => Promise<DemoServer> | undefined {
  const table = createRouteTable();
  let started: Promise<DemoServer> | undefined;
  const post = (message: WorkerMessage) => end.postMessage(message);
  const state = (demo: DemoServer): DemoServerState => ({ mails: demo.mails(), changedRows: demo.changedRows(), expireSession: getFaults().expireSession });

  async function answer(demo: DemoServer, { method, url: href, headers, body }: Extract<PageMessage, { type: 'request' }>): Promise<MirageAnswer> {
    const url = new URL(href, 'http://demo.invalid');
    const found = table.match(method, url.pathname);
    if (!found) return notInContract(method, url.pathname);
    try {
      const result = await found.route.handler(mirageRequest(method, url, found.params, headers, requestBody(body)));
      // A success is shown once its change is stored (a reload right after must find it), or after STORE_WAIT_MS
      // when another tab keeps the database busy: the change is made and the store follows later.
      const stored = demo.settle()?.catch(() => undefined);
      if (stored && !(await settledWithin(stored, STORE_WAIT_MS))) console.warn(mirageMessages.storeSlow);
      return result;
    } catch (error) {
      console.error(`[demo] ${method} ${href} failed in the demo's server`, error);
      return errorAnswer(500, mirageMessages.serverError);
    }
  }

  async function handle(message: PageMessage): Promise<void> {
    if (message.type === 'start') {
      started ??= startDemoServer({ interceptor: table.interceptor, settings: message.settings, store });
      try {
        const demo = await started;
        subscribeFaults(() => post({ type: 'state', state: state(demo) }));
        post({ type: 'ready', state: state(demo) });
      } catch (error) {
        console.error('[demo] デモのサーバーを起動できませんでした', error);
        post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    // Everything else comes after the start (the page sends it first); a failed start was reported.
    const demo = await started?.catch(() => undefined);
    if (!demo) return;
    switch (message.type) {
      case 'request': {
        const [status, headers, body] = await answer(demo, { ...message, method: message.method.toUpperCase() });
        return post({ type: 'answer', id: message.id, status, headers, body: String(body ?? ''), state: state(demo) });
      }
      case 'settings':
        return void receiveDemoSettings(message.settings);
      case 'expireSession':
        return void expireDemoSession();
      case 'flush':
        return demo.flush();
      case 'reset':
        await demo.reset();
        return post({ type: 'answer', id: message.id, status: 204, headers: {}, body: '', state: state(demo) });
    }
  }

  end.addEventListener('message', (event) => void handle(event.data));
  return () => started;
}
