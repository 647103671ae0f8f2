import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { forgetEarly } from '@/api/early-answers';
import { askFirstCalls } from '@/app/route-data';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';

/**
 * A cold start sends the session's first calls and the screen's first data (its route's loader)
 * before the code that reads them has loaded (src/boot.ts → src/app/route-data.ts); the screen
 * then takes those answers instead of asking again.
 */
let server: AppServer;
let calls: string[];
let restoreFetch: () => void;

beforeEach(() => {
  server = startTestServer();
  calls = [];
  const mirageFetch = globalThis.fetch;
  restoreFetch = () => void (globalThis.fetch = mirageFetch);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.href);
    if (url.pathname.startsWith('/api/')) calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    return mirageFetch(input, init);
  }) as typeof fetch;
});
afterEach(() => {
  restoreFetch();
  forgetEarly();
  server.shutdown();
});

const settled = () => waitFor(() => expect(document.querySelector('main [aria-busy="true"], main .spinner-inline, [data-route-pending]')).toBeNull());

describe('a cold start with a stored session', () => {
  it('sends the session’s and the top page’s calls at once, and the app reads those answers without asking again', async () => {
    const { bearer, corporations } = signedInAs(server, { abilities: ['canEditTicketSource'] });
    const cid = corporations[0]!.id;
    askFirstCalls({ pathname: paths.dashboard, search: '' }, bearer, cid);
    // The ticket figures wait for the /api/me answer that grants them.
    await waitFor(() => expect(calls).toContain(`GET /api/corporations/${cid}/ticket-summaries/cancel-waitings/`));
    const early = [...calls];
    expect(early.slice(0, 5).sort()).toEqual(
      [
        'GET /api/me',
        'GET /api/corporations',
        `GET /api/corporations/${cid}/check-in-histories/check-in-summary`,
        `GET /api/corporations/${cid}/facilities/`,
        `GET /api/corporations/${cid}/coupons/`,
      ].sort(),
    );

    await renderApp(paths.dashboard);
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    await settled();
    expect(screen.queryAllByText(/失敗しました/)).toEqual([]);
    // Every call was made once: the app took the early answers.
    expect(calls).toEqual(early);
  });

  it('asks for nothing the user may not see: no ticket figures without canEditTicketSource', async () => {
    const { bearer, corporations } = signedInAs(server, { abilities: [] });
    const cid = corporations[0]!.id;
    askFirstCalls({ pathname: paths.dashboard, search: '' }, bearer, cid);
    await renderApp(paths.dashboard);
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    await settled();
    expect(calls.filter((call) => call.includes('ticket-'))).toEqual([]);
  });

  it('sends the data of the address’s search, and only the session’s calls without a chosen corporation', async () => {
    const { bearer, corporations } = signedInAs(server, { abilities: [] });
    const cid = corporations[0]!.id;
    askFirstCalls({ pathname: paths.facilities, search: '?status=enabled&q=カフェ' }, bearer, cid);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.sort()).toEqual(['GET /api/corporations', 'GET /api/me', `GET /api/corporations/${cid}/facilities/?status=enabled`].sort());
    forgetEarly();
    calls = [];
    askFirstCalls({ pathname: paths.coupons, search: '' }, bearer, undefined);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.sort()).toEqual(['GET /api/corporations', 'GET /api/me']);
  });

  it('asks for nothing of a screen the user may not open, even once the /api/me answer is in', async () => {
    const { bearer, corporations } = signedInAs(server, { abilities: [] });
    askFirstCalls({ pathname: paths.ticketSources, search: '' }, bearer, corporations[0]!.id);
    await renderApp(paths.ticketSources);
    await screen.findByRole('heading', { level: 2, name: ja.forbidden.heading });
    expect(calls.filter((call) => call.includes('ticket-'))).toEqual([]);
  });
});
