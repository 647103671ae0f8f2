import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { coreTables } from '@mirage/models/core';
import { findSignedInAccount } from '@mirage/routes/auth-guard';
import { createTestAccount } from '@tests/harness/mirage-accounts';
import { PROFILE_FRESH_MS } from '@machines/session/session.types';
import { analyticsEvents, PAGE_VIEW_DELAY_MS } from '@/lib/analytics';
import { renderApp, signedInAs, startTestServer, type RenderedApp } from '@tests/harness/render-app';

let server: AppServer;
let calls: string[];
beforeEach(() => {
  // Time moves on its own (Mirage, Testing Library), and a test can jump past the fresh window.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  server = startTestServer();
  calls = [];
  // A call sent early (src/api/early-answers.ts) names its absolute URL: recorded by its path, as any other.
  server.pretender.handledRequest = (verb: string, path: string) => void calls.push(`${verb} ${new URL(path, 'http://localhost').pathname}`);
});
afterEach(() => {
  server.shutdown();
  vi.useRealTimers();
  analyticsEvents.length = 0;
});

const menu = () => screen.getByRole('navigation', { name: 'メインメニュー' });
const count = (call: string) => calls.filter((one) => one === call).length;
/** The last /api/me answer is no longer fresh: the next navigation asks again (PROFILE_FRESH_MS). */
const letProfileGoStale = () => act(() => vi.advanceTimersByTime(PROFILE_FRESH_MS));

/** /api/me answers only when the test says so (as the real route would: the account's ability and profile). */
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

/** Records whether anything matching `selector` was ever in the document. */
function watchFor(selector: string) {
  const seen = { ever: document.querySelector(selector) !== null };
  const observer = new MutationObserver(() => {
    if (document.querySelector(selector)) seen.ever = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}

/** Records the API's calls as they leave (pretender's own record is of answers). */
function requestsLeaving() {
  const calls: string[] = [];
  const pretenderFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.href);
    if (url.pathname.startsWith('/api/')) calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    return pretenderFetch(input, init);
  }) as typeof fetch;
  return { calls, stop: () => void (globalThis.fetch = pretenderFetch) };
}

async function dashboardOf(app: Promise<RenderedApp>) {
  const rendered = await app;
  await screen.findByRole('heading', { level: 1, name: 'トップページ' });
  return rendered;
}

describe('profile and ability before each navigation', () => {
  it('shows the new screen once its /api/me has answered, and a revoked ability never shows the gated screen', async () => {
    const { account, corporations } = signedInAs(server, { corporations: 1, abilities: ['canEditTicketSource'] });
    const app = await dashboardOf(renderApp('/dashboard'));
    letProfileGoStale();
    const me = holdMe();
    const ticketAnswers: number[] = [];
    const handled = server.pretender.handledRequest;
    server.pretender.handledRequest = (verb, path, request) => {
      handled(verb, path, request);
      if (path.includes('/ticket-sources')) ticketAnswers.push(request.status);
    };
    coreTables(server.db).accounts.update(account.id, { ability: { ...account.ability, canEditTicketSource: false } });
    const gated = watchFor('a[href="/ticket-sources/new"], table');

    const sent = requestsLeaving();
    await app.user.click(within(menu()).getByRole('link', { name: 'チケット販売' }));
    expect(app.path()).toBe('/ticket-sources');
    // Until the answer: the dashboard stays, nothing of the ticket screen, and it takes no input.
    expect(screen.getByText(/各数字を押すと/)).toBeInTheDocument();
    expect(document.getElementById('main-content')).toHaveAttribute('inert');
    // The press asked for the list with the ability known then, before the answer.
    await waitFor(() =>
      expect(sent.calls.filter((call) => call.includes('/ticket-sources'))).toEqual([`GET /api/corporations/${corporations[0]!.id}/ticket-sources/`]),
    );

    await me.release();
    expect(await screen.findByText('このページを表示する権限がありません')).toBeVisible();
    expect(document.getElementById('main-content')).not.toHaveAttribute('inert');
    // The server refused it, and nothing of it showed.
    await waitFor(() => expect(ticketAnswers).toEqual([403]));
    sent.stop();
    gated.stop();
    expect(gated.seen.ever).toBe(false);
    expect(calls.filter((call) => call.includes('/ticket-sources'))).toEqual([`GET /api/corporations/${corporations[0]!.id}/ticket-sources/`]);
    expect(within(menu()).queryByRole('link', { name: 'チケット販売' })).toBeNull();
  });

  it('starts /api/me on hover, so the click that follows does not wait for another', async () => {
    signedInAs(server, { corporations: 1 });
    const app = await dashboardOf(renderApp('/dashboard'));
    letProfileGoStale();
    const before = count('GET /api/me');
    const link = within(menu()).getByRole('link', { name: 'ヘルプ' });
    await app.user.hover(link);
    await waitFor(() => expect(count('GET /api/me')).toBe(before + 1));
    await app.user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'ヘルプ' })).toBeVisible();
    expect(count('GET /api/me')).toBe(before + 1);
  });

  it('leaves the screen being left usable when the next one waits for nothing (its answer and code are here)', async () => {
    signedInAs(server, { corporations: 1 });
    const app = await dashboardOf(renderApp('/dashboard'));
    // The help screen's code is here once it has been shown.
    await app.user.click(within(menu()).getByRole('link', { name: 'ヘルプ' }));
    await screen.findByRole('heading', { level: 1, name: 'ヘルプ' });
    await app.user.click(within(menu()).getByRole('link', { name: 'トップページ' }));
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    letProfileGoStale();
    const before = count('GET /api/me');
    await app.user.hover(within(menu()).getByRole('link', { name: 'ヘルプ' }));
    await waitFor(() => expect(count('GET /api/me')).toBe(before + 1));
    await waitFor(() => expect(document.querySelector('main[aria-busy="true"]')).toBeNull());
    // Every change of the attributes, even one undone in the same task.
    const changes: string[] = [];
    const observer = new MutationObserver((records) =>
      changes.push(...records.map((record) => `${record.attributeName} ${record.oldValue === null ? 'set' : 'removed'}`)),
    );
    observer.observe(document.getElementById('main-content')!, { attributeFilter: ['inert', 'aria-busy'], attributeOldValue: true });
    await app.user.click(within(menu()).getByRole('link', { name: 'ヘルプ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ヘルプ' })).toBeVisible();
    observer.disconnect();
    expect(changes).toEqual([]);
  });

  it('does not drop a navigation made while the answer is on its way', async () => {
    signedInAs(server, { corporations: 1 });
    const app = await dashboardOf(renderApp('/dashboard'));
    letProfileGoStale();
    const me = holdMe();
    act(() => app.navigate('/settings/services'));
    act(() => app.navigate('/settings/help'));
    await me.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'ヘルプ' })).toBeVisible();
  });

  it('fetches the profile once after a sign-in (the landing uses that answer)', async () => {
    const { account } = createTestAccount(server, { corporations: 1 });
    const app = await renderApp('/sign_in');
    const form = (await screen.findByRole('heading', { name: 'デバッグログイン' })).closest('form') as HTMLFormElement;
    await app.user.type(within(form).getByLabelText(/メールアドレス/), account.email);
    await app.user.click(within(form).getByRole('button', { name: 'デバッグログイン' }));
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    expect(count('GET /api/me')).toBe(1);
  });
});

describe('navigation inside the signed-in shell', () => {
  it('keeps the shell mounted: the same sidebar across screens', async () => {
    signedInAs(server, { corporations: 1 });
    const app = await dashboardOf(renderApp('/dashboard'));
    const sidebar = menu();
    const topbar = document.querySelector('.topbar');
    await app.user.click(within(sidebar).getByRole('link', { name: '各種お手続き' }));
    await screen.findByRole('heading', { level: 1, name: '各種お手続き' });
    await app.user.click(within(sidebar).getByRole('link', { name: 'ヘルプ' }));
    await screen.findByRole('heading', { level: 1, name: 'ヘルプ' });
    expect(menu()).toBe(sidebar);
    expect(document.querySelector('.topbar')).toBe(topbar);
  });

  it('from a forbidden screen to an allowed one: the same shell, no route spinner', async () => {
    signedInAs(server, { corporations: 1 });
    const app = await renderApp('/settings/members');
    expect(await screen.findByText('このページを表示する権限がありません')).toBeVisible();
    const sidebar = menu();
    const pending = watchFor('[data-route-pending]');
    await app.user.click(within(sidebar).getByRole('link', { name: 'ヘルプ' }));
    await screen.findByRole('heading', { level: 1, name: 'ヘルプ' });
    pending.stop();
    expect(pending.seen.ever).toBe(false);
    expect(menu()).toBe(sidebar);
  });

  it('never shows a route spinner: the previous screen stays until the next one can render', async () => {
    signedInAs(server, { corporations: 1 });
    const app = await dashboardOf(renderApp('/dashboard'));
    const pending = watchFor('[data-route-pending]');
    await app.user.click(within(menu()).getByRole('link', { name: 'ヘルプ' }));
    await screen.findByRole('heading', { level: 1, name: 'ヘルプ' });
    pending.stop();
    expect(pending.seen.ever).toBe(false);
  });

  it('a hovered menu entry loads its first data too (coupons), used as is by the screen', async () => {
    const { corporations } = signedInAs(server, { corporations: 1 });
    const list = `GET /api/corporations/${corporations[0]!.id}/coupons/`;
    // From a screen that asks nothing of the coupons (the dashboard reads them for its figures).
    const app = await renderApp('/settings/help');
    await screen.findByRole('heading', { level: 1, name: 'ヘルプ' });
    expect(count(list)).toBe(0);
    const link = within(menu()).getByRole('link', { name: 'クーポン一覧' });
    await app.user.hover(link);
    await waitFor(() => expect(count(list)).toBe(1));
    await app.user.click(link);
    expect(await screen.findByText('クーポンはまだありません。')).toBeVisible();
    expect(count(list)).toBe(1);
  });

  it.each([
    ['施設一覧', 'facilities/', '施設一覧', []],
    ['チェックイン', 'check-in-histories/check-in-summary', 'チェックインのまとめ', []],
    ['チケット販売', 'ticket-sources/', 'チケット設定一覧', ['canEditTicketSource']],
    ['会社情報', '', '会社情報', ['canEditCorporation']],
    ['サブアカウント', 'members/', 'サブアカウント', ['canEditMembers']],
  ] as const)('a hovered %s entry loads its first data, and the screen asks no more', async (entry, resource, heading, abilities) => {
    const { corporations } = signedInAs(server, { corporations: 1, abilities: [...abilities] });
    const call = `GET /api/corporations/${corporations[0]!.id}${resource ? `/${resource}` : ''}`;
    const app = await renderApp('/settings/help');
    await screen.findByRole('heading', { level: 1, name: 'ヘルプ' });
    expect(count(call)).toBe(0);
    const link = within(menu()).getByRole('link', { name: new RegExp(`^${entry}`) });
    await app.user.hover(link);
    await waitFor(() => expect(count(call)).toBe(1));
    await app.user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(count(call)).toBe(1);
  });

  it(`sends the page view ${PAGE_VIEW_DELAY_MS} ms after each navigation`, async () => {
    signedInAs(server, { corporations: 1 });
    const app = await dashboardOf(renderApp('/dashboard'));
    await act(async () => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    expect(analyticsEvents).toContainEqual({ name: 'page_view', path: '/dashboard' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // time stands still now
    act(() => app.navigate('/settings/help'));
    expect(screen.getByRole('heading', { level: 1, name: 'ヘルプ' })).toBeVisible();
    act(() => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1));
    expect(analyticsEvents).not.toContainEqual({ name: 'page_view', path: '/settings/help' });
    act(() => vi.advanceTimersByTime(1));
    expect(analyticsEvents.at(-1)).toEqual({ name: 'page_view', path: '/settings/help' });
  });
});

describe('small ones', () => {
  it('/ticket-sources/edit without an id is the 404 page, and asks the API nothing', async () => {
    signedInAs(server, { corporations: 1, abilities: ['canEditTicketSource'] });
    await renderApp('/ticket-sources/edit');
    expect(await screen.findByText('This page could not be found')).toBeVisible();
    expect(calls.filter((call) => call.includes('ticket-sources'))).toEqual([]);
  });

  it('closes /select_corporation once a corporation is chosen, to a user without canSelectCorporations', async () => {
    signedInAs(server, { corporations: 2 });
    await renderApp('/select_corporation');
    expect(await screen.findByText('このページを表示する権限がありません')).toBeVisible();
    expect(screen.queryByRole('button', { name: /テスト株式会社/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');
  });

  it('keeps /select_corporation open to a user with canSelectCorporations', async () => {
    const { corporations } = signedInAs(server, { corporations: 2, abilities: ['canSelectCorporations'] });
    await renderApp('/select_corporation');
    expect(await screen.findByRole('button', { name: `${corporations[0]!.name}（選択中）` })).toBeVisible();
  });
});
