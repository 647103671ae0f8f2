// Runs isolated: it waits on the demo's fault settings (module state), and a late call to another
// file's server in the same worker would take the one-shot session expiry this file sets.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFaults, resetFaults } from './faults';
import { mirageMessages } from './messages';
import { createDemoClient, type DemoPageEnd } from './worker-client';
import type { WorkerMessage } from './worker-protocol';
import { inProcessWorker } from '@tests/harness/in-process-worker';
import { defaultDemoSettings } from './demo-settings';

/** The page and the demo's worker, joined in one process (tests/harness/in-process-worker.ts). */
const PAGE = 'http://demo.test/dashboard';

function joined() {
  const worker = inProcessWorker();
  const realFetch = vi.fn<typeof fetch>(async () => new Response('network'));
  const client = createDemoClient({ pageHref: PAGE, realFetch });
  return { client, realFetch, sent: worker.sent, open: () => client.open(worker.end, defaultDemoSettings) };
}

async function signedIn(client: ReturnType<typeof joined>['client'], email = 'admin@demo.example') {
  const response = await client.fetch('/api/sign_in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken: `dummy:${email}` }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('Authorization') ?? '';
}

afterEach(() => {
  resetFaults();
});

describe('the demo server in a worker', () => {
  it('starts, then answers the calls the page forwards, bearer header and JSON included', async () => {
    const { client, realFetch, open } = joined();
    await open();
    const bearer = await signedIn(client);
    expect(bearer).toMatch(/^Bearer \S+$/);
    const me = await client.fetch(new URL('/api/me', PAGE), { headers: { Authorization: bearer } });
    expect(me.status).toBe(200);
    expect(me.headers.get('content-type')).toContain('application/json');
    expect(await me.json()).toMatchObject({ ability: expect.any(Object) });
    expect(realFetch).not.toHaveBeenCalled();
  });

  it('sends every other address to the network, untouched', async () => {
    const { client, realFetch } = joined();
    const init = { headers: { 'X-Test': '1' } };
    expect(await (await client.fetch('/config.json', init)).text()).toBe('network');
    expect(await (await client.fetch('https://identitytoolkit.googleapis.com/v1/accounts:lookup')).text()).toBe('network');
    expect(realFetch.mock.calls).toEqual([
      ['/config.json', init],
      ['https://identitytoolkit.googleapis.com/v1/accounts:lookup', undefined],
    ]);
  });

  it('answers a path outside the contract with 404 and the reason, as the real-HTTP server does', async () => {
    const { client, open } = joined();
    void open();
    const response = await client.fetch('/api/nothing-here/');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ displayMessage: mirageMessages.notInContract('GET /api/nothing-here/') });
  });

  it('brings the sent mails and changed rows back with each answer', async () => {
    const { client, open } = joined();
    await open();
    expect(client.state().mails).toEqual([]);
    const states: number[] = [];
    client.onState((state) => states.push(state.mails.length));
    const response = await client.fetch('/api/sign_in/mail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'staff@demo.example' }),
    });
    expect(response.status).toBe(200);
    expect(client.state().mails[0]).toMatchObject({ to: 'staff@demo.example', link: expect.stringMatching(/^\/sign_in_token\//) });
    expect(states.at(-1)).toBe(1);
  });

  it('passes the panel’s settings and 「セッション切れ」 on, and hears when the expiry is used', async () => {
    const { client, sent, open } = joined();
    await open();
    const bearer = await signedIn(client);
    client.settingsChanged({ ...defaultDemoSettings, faultSeed: 9 });
    client.expireSession();
    await vi.waitFor(() => expect(getFaults()).toMatchObject({ seed: 9, expireSession: true }));
    const me = await client.fetch('/api/me', { headers: { Authorization: bearer } });
    expect(me.status).toBe(401);
    expect(client.state().expireSession).toBe(false);
    expect(sent.map((message) => message.type)).toEqual(['start', 'request', 'settings', 'expireSession', 'request']);
  });

  it('drops the answer of an aborted call and rejects it at once', async () => {
    const { client, open } = joined();
    await open();
    const controller = new AbortController();
    const call = client.fetch('/api/me', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers XMLHttpRequest too (the uploads to signed URLs), with load and the status', async () => {
    const { client, open } = joined();
    await open();
    const xhr = new client.XMLHttpRequest();
    const loaded = new Promise<void>((resolve) => (xhr.onload = () => resolve()));
    xhr.open('PUT', '/__assets/upload/missing');
    xhr.setRequestHeader('Content-Type', 'image/png');
    xhr.send(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
    await loaded;
    expect(xhr.readyState).toBe(4);
    expect(xhr.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(xhr.responseText)).toHaveProperty('displayMessage');
    expect(xhr.getResponseHeader('content-type')).toContain('application/json');
  });

  it('fails every call clearly when the worker cannot start', async () => {
    const listeners = new Set<(event: { data: WorkerMessage }) => void>();
    const page: DemoPageEnd = {
      postMessage: (message) => {
        if (message.type === 'start') setTimeout(() => listeners.forEach((listener) => listener({ data: { type: 'failed', message: 'no IndexedDB' } })));
      },
      addEventListener: (_type, listener) => void listeners.add(listener),
    };
    const client = createDemoClient({ pageHref: PAGE, realFetch: vi.fn() });
    await expect(client.open(page, defaultDemoSettings)).rejects.toThrow('デモのサーバーを起動できませんでした（no IndexedDB）');
    await expect(client.fetch('/api/me')).rejects.toThrow('デモのサーバーを起動できませんでした');
  });

  it('holds the calls made before the worker is open, asks for the worker, and sends them after the start', async () => {
    const worker = inProcessWorker();
    const onEarlyUse = vi.fn();
    const client = createDemoClient({ pageHref: PAGE, realFetch: vi.fn(), onEarlyUse });
    const early = client.fetch('/api/nothing-here/');
    void client.fetch('/api/nothing-here-either/');
    await vi.waitFor(() => expect(onEarlyUse).toHaveBeenCalledTimes(2));
    await client.open(worker.end, defaultDemoSettings);
    expect((await early).status).toBe(404);
    expect(worker.sent.map((message) => message.type)).toEqual(['start', 'request', 'request']);
  });

  it('fails the waiting calls when the worker’s code cannot load', async () => {
    const client = createDemoClient({ pageHref: PAGE, realFetch: vi.fn() });
    const waiting = client.fetch('/api/me');
    client.fail(new Error('worker: 404'));
    await expect(waiting).rejects.toThrow('worker: 404');
  });
});
