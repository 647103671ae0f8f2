import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { coreTables } from '@mirage/models/core';
import { findSignedInAccount } from '@mirage/routes/auth-guard';
import { PROFILE_FRESH_MS } from '@machines/session/session.types';
import { INTENT_LEAD_MS } from '@/lib/freshness';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';

/**
 * A hover, a focus or the press itself sends everything the next screen needs in one moment: its
 * /api/me and its data together, the data of a screen for an ability with the ability already
 * known (the /api/me answer on its way decides only whether the screen shows).
 */
let server: AppServer;
let sent: string[];
let restoreFetch: () => void;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  server = startTestServer();
  sent = [];
  const mirageFetch = globalThis.fetch;
  restoreFetch = () => void (globalThis.fetch = mirageFetch);
  // Recorded as the request leaves, not when it is answered.
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.href);
    if (url.pathname.startsWith('/api/')) sent.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    return mirageFetch(input, init);
  }) as typeof fetch;
});
afterEach(() => {
  restoreFetch();
  server.shutdown();
  vi.useRealTimers();
});

const menu = () => screen.getByRole('navigation', { name: 'メインメニュー' });
const count = (call: string) => sent.filter((one) => one === call).length;

/** /api/me answers only when the test says so. */
function holdMe() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.get('/api/me', async (schema, request) => {
    await released;
    const account = findSignedInAccount(coreTables(schema.db), request);
    if (!account) return new Response(401, {}, {});
    return { ability: account.ability, profile: { uid: account.uid, email: account.email, displayName: account.displayName } };
  });
  return { release: () => act(release) };
}

describe('the next screen’s requests leave with the intent', () => {
  it.each([
    ['チケット販売', 'ticket-sources/', 'チケット設定一覧', 'canEditTicketSource'],
    ['会社情報', '', '会社情報', 'canEditCorporation'],
    ['サブアカウント', 'members/', 'サブアカウント', 'canEditMembers'],
  ] as const)('%s: its data leaves beside its /api/me, not after the answer', async (entry, resource, heading, ability) => {
    const { corporations } = signedInAs(server, { abilities: [ability] });
    const data = `GET /api/corporations/${corporations[0]!.id}${resource ? `/${resource}` : ''}`;
    const app = await renderApp('/settings/help');
    await screen.findByRole('heading', { level: 1, name: 'ヘルプ' });
    act(() => vi.advanceTimersByTime(PROFILE_FRESH_MS));
    const me = holdMe();
    const before = count('GET /api/me');
    await app.user.hover(within(menu()).getByRole('link', { name: new RegExp(`^${entry}`) }));
    await waitFor(() => expect(count(data)).toBe(1));
    // The profile is still on its way.
    expect(count('GET /api/me')).toBe(before + 1);
    me.release();
    await app.user.click(within(menu()).getByRole('link', { name: new RegExp(`^${entry}`) }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(count(data)).toBe(1);
  });

  it('トップページ: every card’s call leaves at once, the ticket cards’ too, and the page asks no more', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditTicketSource'] });
    const corporation = `GET /api/corporations/${corporations[0]!.id}`;
    const cards = ['check-in-histories/check-in-summary', 'facilities/', 'coupons/', 'ticket-summaries/payments', 'ticket-summaries/cancel-waitings/'].map(
      (call) => `${corporation}/${call}`,
    );
    const app = await renderApp('/settings/help');
    await screen.findByRole('heading', { level: 1, name: 'ヘルプ' });
    await app.user.hover(within(menu()).getByRole('link', { name: 'トップページ' }));
    await waitFor(() => expect(cards.map(count)).toEqual([1, 1, 1, 1, 1]));
    await app.user.click(within(menu()).getByRole('link', { name: 'トップページ' }));
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    await waitFor(() => expect(document.querySelector('main [aria-busy="true"]')).toBeNull());
    expect(screen.getByRole('region', { name: 'キャンセル待ち' })).toBeVisible();
    expect(cards.map(count)).toEqual([1, 1, 1, 1, 1]);
  });

  it('asks nothing for a screen the last /api/me answer does not allow', async () => {
    const { corporations } = signedInAs(server, { abilities: [] });
    const app = await renderApp('/settings/help');
    await screen.findByRole('heading', { level: 1, name: 'ヘルプ' });
    // The entry is not in the menu for this user: a link to it elsewhere (a shared URL) is hovered.
    const link = document.createElement('a');
    link.href = '/ticket-sources';
    link.textContent = 'チケット';
    screen.getByRole('main').append(link);
    await app.user.hover(link);
    // Hovers are handled in order: once the next one's data has left, the first asked for nothing.
    await app.user.hover(within(menu()).getByRole('link', { name: 'クーポン一覧' }));
    await waitFor(() => expect(count(`GET /api/corporations/${corporations[0]!.id}/coupons/`)).toBe(1));
    expect(sent.filter((call) => call.startsWith(`GET /api/corporations/${corporations[0]!.id}/ticket-`))).toEqual([]);
  });
});

describe('a click after a hover finds its data fresh', () => {
  // Data counts as fresh for 2 s (src/lib/query-client.ts); a hover asks again for data that will
  // not be by its click, the press does not.
  const STALE_MS = 2_000;
  const withinLead = INTENT_LEAD_MS + (STALE_MS - INTENT_LEAD_MS) / 2;

  async function membersVisited() {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { corporations } = signedInAs(server, { abilities: ['canEditMembers'] });
    const members = `GET /api/corporations/${corporations[0]!.id}/members/`;
    const app = await renderApp('/settings/members');
    await screen.findByRole('heading', { level: 1, name: 'サブアカウント' });
    await waitFor(() => expect(count(members)).toBe(1));
    await app.user.click(within(menu()).getByRole('link', { name: 'ヘルプ' }));
    await screen.findByRole('heading', { level: 1, name: 'ヘルプ' });
    const entry = within(menu()).getByRole('link', { name: /^サブアカウント/ });
    const shown = async () => {
      await screen.findByRole('heading', { level: 1, name: 'サブアカウント' });
      await waitFor(() => expect(document.querySelector('main [aria-busy="true"]')).toBeNull());
    };
    return { app, members, entry, shown };
  }

  it('a hover asks again for data that turns stale before its click, and the click shows it with nothing to wait for', async () => {
    const { app, members, entry, shown } = await membersVisited();
    act(() => vi.advanceTimersByTime(withinLead));
    await app.user.hover(entry);
    await waitFor(() => expect(count(members)).toBe(2));
    await app.user.click(entry);
    await shown();
    expect(count(members)).toBe(2);
  });

  it('the press, and the focus it gives its link, ask nothing for data still fresh', async () => {
    const { app, members, entry, shown } = await membersVisited();
    act(() => vi.advanceTimersByTime(INTENT_LEAD_MS / 2));
    await app.user.hover(entry);
    act(() => vi.advanceTimersByTime(withinLead - INTENT_LEAD_MS / 2));
    await app.user.click(entry);
    await shown();
    expect(count(members)).toBe(1);
  });
});
