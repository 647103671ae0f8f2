import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { createTestAccount } from '@tests/harness/mirage-accounts';
import { renderApp, startTestServer } from '@tests/harness/render-app';

let server: AppServer;
let restoreFetch: () => void;
/** Every API call with its place in the chain: 1 + the deepest call that had answered when it started. */
let trips: Array<{ call: string; depth: number; done: boolean }>;

beforeEach(() => {
  server = startTestServer();
  trips = [];
  const mirageFetch = globalThis.fetch;
  restoreFetch = () => void (globalThis.fetch = mirageFetch);
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answered = trips.filter((trip) => trip.done);
    const trip = {
      call: `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`,
      depth: 1 + Math.max(0, ...answered.map((t) => t.depth)),
      done: false,
    };
    trips.push(trip);
    try {
      return await mirageFetch(input, init);
    } finally {
      trip.done = true;
    }
  }) as typeof fetch;
});
afterEach(() => {
  restoreFetch();
  server.shutdown();
});

describe('sign-in to the first signed-in screen', () => {
  it('takes at most 3 sequential round trips: sign-in; profile + corporations; the screen’s own calls', async () => {
    const { account } = createTestAccount(server, { corporations: 1, abilities: ['canEditTicketSource', 'canEditCoupon'] });
    const app = await renderApp('/sign_in');
    const form = (await screen.findByRole('heading', { name: 'デバッグログイン' })).closest('form') as HTMLFormElement;
    await app.user.type(within(form).getByLabelText(/メールアドレス/), account.email);
    await app.user.click(within(form).getByRole('button', { name: 'デバッグログイン' }));
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    await waitFor(() => expect(trips.every((trip) => trip.done)).toBe(true));
    await waitFor(() => expect(screen.queryAllByRole('status').filter((node) => node.textContent?.includes('読み込み中'))).toEqual([]));

    const byDepth = (depth: number) =>
      trips
        .filter((trip) => trip.depth === depth)
        .map((trip) => trip.call)
        .sort();
    expect(byDepth(1)).toEqual(['POST /api/sign_in']);
    expect(byDepth(2)).toEqual(['GET /api/corporations', 'GET /api/me']);
    expect(byDepth(3).length).toBeGreaterThan(0);
    expect(byDepth(3).every((call) => call.startsWith(`GET /api/corporations/${account.corporationIds[0]}/`))).toBe(true);
    expect(Math.max(...trips.map((trip) => trip.depth))).toBe(3);
    // Nothing is asked twice: the early calls' answers are the ones the screens read.
    const calls = trips.map((trip) => trip.call);
    expect(calls).toEqual([...new Set(calls)]);
  });

  it('sends the top page’s calls in the same moment the session becomes ready, before anything renders', async () => {
    const { account } = createTestAccount(server, { corporations: 1, abilities: ['canEditTicketSource'] });
    const app = await renderApp('/sign_in');
    const cid = account.corporationIds[0]!;
    let leftAtReady: string[] | undefined;
    app.session.subscribe((snapshot) => {
      if (leftAtReady === undefined && snapshot.matches({ signedIn: 'ready' }))
        leftAtReady = trips.map((trip) => trip.call).filter((call) => call.startsWith(`GET /api/corporations/${cid}/`));
    });
    const form = (await screen.findByRole('heading', { name: 'デバッグログイン' })).closest('form') as HTMLFormElement;
    await app.user.type(within(form).getByLabelText(/メールアドレス/), account.email);
    await app.user.click(within(form).getByRole('button', { name: 'デバッグログイン' }));
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    expect(leftAtReady?.sort()).toEqual(
      ['check-in-histories/check-in-summary', 'facilities/', 'coupons/', 'ticket-summaries/payments', 'ticket-summaries/cancel-waitings/']
        .map((path) => `GET /api/corporations/${cid}/${path}`)
        .sort(),
    );
  });
});
