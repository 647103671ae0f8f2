import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { allAbilities } from '@mirage/testing';
import { forgetEarly } from '@/api/early-answers';
import { askFirstCalls } from '@/app/first-calls';
import { routes } from '@/app/routes';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';

/**
 * A cold start sends the session's first calls and the screen's first data before the code that
 * reads them has loaded (src/boot.ts → src/app/first-calls.ts); the screen then takes those
 * answers instead of asking again. Checked against what each screen really asks for.
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

const withFirstCalls = routes.filter((route) => route.firstCalls);
const settled = () => waitFor(() => expect(document.querySelector('main [aria-busy="true"], main .spinner-inline, [data-route-pending]')).toBeNull());
const corporationCalls = (cid: string) => calls.filter((call) => call.startsWith(`GET /api/corporations/${cid}`));
const titleOf = (name: string) => (ja.titles as Record<string, string>)[name];

describe('each screen’s first calls', () => {
  it.each(withFirstCalls.map((route) => [route.name, route.pattern] as const))(
    '%s (%s) asks for exactly the calls its table entry names',
    async (name, pattern) => {
      const { corporations } = signedInAs(server, { abilities: [...allAbilities] });
      const cid = corporations[0]!.id;
      const route = routes.find((candidate) => candidate.name === name)!;
      const path = pattern.replace(/\/:\w+\?$/, '');
      await renderApp(path);
      await screen.findByRole('heading', { level: 1, name: titleOf(name) });
      await settled();
      const expected = route.firstCalls!(cid, {}).map((call) => `GET ${call.path}`);
      expect(corporationCalls(cid).sort()).toEqual([...expected].sort());
    },
  );
});

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

  it('sends only the session’s calls for an address with a search, or without a chosen corporation', async () => {
    const { bearer, corporations } = signedInAs(server, { abilities: [] });
    askFirstCalls({ pathname: paths.facilities, search: '?status=enabled' }, bearer, corporations[0]!.id);
    askFirstCalls({ pathname: paths.coupons, search: '' }, bearer, undefined);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.sort()).toEqual(['GET /api/corporations', 'GET /api/me']);
  });
});
