import { expireDemoSession, updateDemoSettings } from './demo-settings';
import { getFaults, subscribeFaults } from './faults';
import { noPause } from './lib/yield';
import { createRouteTable, mirageRequest, notInContract, type MirageAnswer } from './lib/route-table';
import { mirageMessages } from './messages';
import { demoChangedRows, demoRequestHooks, flushDemoData, lastStart, resetDemoData, sentMails, startDemoServer } from './start-demo';
import type { DemoServerState, MessageEnd, PageMessage, WireBody, WorkerMessage } from './worker-protocol';

/**
 * The demo's server in a worker (issue 15): the same Mirage routes, seed and saved changes as
 * the in-page server (mirage/start-demo.ts), answering the requests the page forwards
 * (mirage/worker-client.ts) through a route table instead of pretender. Nothing of it runs on
 * the page's main thread, so the seed runs without pausing (requests wait for it anyway).
 */
export type DemoWorkerEnd = MessageEnd<PageMessage, WorkerMessage>;

function state(): DemoServerState {
  return {
    mails: sentMails().map(({ to, from, subject, link }) => ({ to, from, subject, link })),
    changedRows: demoChangedRows(),
    expireSession: getFaults().expireSession,
  };
}

function requestBody(body: WireBody): unknown {
  if (body === null) return undefined;
  if (typeof body === 'string' || body instanceof Blob) return body;
  const form = new FormData();
  for (const [name, value] of body.formEntries) form.append(name, value);
  return form;
}

/** Hooks never lose a request: one that fails lets it go on. */
const settled = async (waiting: Promise<unknown> | undefined) => {
  await waiting?.catch(() => undefined);
};

export function serveDemo(end: DemoWorkerEnd): void {
  const table = createRouteTable();
  let started: Promise<void> | undefined;
  const post = (message: WorkerMessage) => end.postMessage(message);

  async function answer(method: string, href: string, headers: Record<string, string>, body: WireBody): Promise<MirageAnswer> {
    const url = new URL(href, 'http://demo.invalid');
    const found = table.match(method, url.pathname);
    if (!found) return notInContract(method, url.pathname);
    const hooks = demoRequestHooks();
    const request = mirageRequest(method, url, found.params, headers, requestBody(body));
    await settled(hooks.beforeHandling?.(request));
    const result = await found.route.handler(request);
    await settled(hooks.beforeAnswering?.(request));
    return result;
  }

  async function handle(message: PageMessage): Promise<void> {
    if (message.type === 'start') {
      started ??= startDemoServer({ interceptor: table.interceptor, settingsInForce: message.settings, drawInIdleTime: true, pause: noPause }).then(() => {
        subscribeFaults(() => post({ type: 'state', state: state() }));
        const { seedMs, startMs, workMs, longestSliceMs } = lastStart;
        post({ type: 'ready', cost: { seedMs, startMs, workMs, longestSliceMs }, state: state() });
      });
      return started.catch((error: unknown) => {
        console.error('[demo] デモのサーバーを起動できませんでした', error);
        post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    }
    // Everything else waits for the start (the page sends it first).
    await started;
    switch (message.type) {
      case 'request': {
        let result: MirageAnswer;
        try {
          result = await answer(message.method.toUpperCase(), message.url, message.headers, message.body);
        } catch (error) {
          console.error(`[demo] ${message.method} ${message.url} failed in the demo's server`, error);
          result = [500, { 'Content-Type': 'application/json' }, JSON.stringify({ displayMessage: mirageMessages.serverError })];
        }
        const [status, headers, body] = result;
        return post({ type: 'answer', id: message.id, status, headers, body: String(body ?? ''), state: state() });
      }
      case 'settings':
        updateDemoSettings(message.settings);
        return;
      case 'expireSession':
        expireDemoSession();
        return;
      case 'flush':
        return flushDemoData();
      case 'reset':
        await resetDemoData();
        return post({ type: 'done', id: message.id });
    }
  }

  end.addEventListener('message', (event) => void handle(event.data));
}
