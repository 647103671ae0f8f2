import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { coreTables } from '@mirage/models/core';
import { PROFILE_FRESH_MS } from '@machines/session/session.types';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const menu = () => screen.findByRole('navigation', { name: 'メインメニュー' });

describe('sidebar (the main layout)', () => {
  it('shows a user without abilities only the always-shown entries', async () => {
    signedInAs(server, { corporations: 1 });
    await renderApp('/dashboard');
    const nav = await menu();
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['トップページ', '施設一覧', 'チェックイン', 'クーポン一覧', '各種お手続き', 'ヘルプ']);
    expect(within(nav).getByRole('button', { name: 'ログアウト' })).toBeVisible();
    expect(within(nav).queryByRole('button', { name: '管理者のみの機能' })).toBeNull();
  });

  it('shows every entry with all abilities, the ＊ marker and company selection in red', async () => {
    signedInAs(server, {
      corporations: 2,
      abilities: { canEditTicketSource: true, canEditCorporation: true, canEditMembers: true, canSelectCorporations: true, isAdmin: true },
    });
    const app = await renderApp('/dashboard');
    const nav = await menu();
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'トップページ',
      '施設一覧',
      'チェックイン',
      'クーポン一覧',
      'チケット販売',
      '会社情報',
      'サブアカウント',
      '各種お手続き',
      'ヘルプ',
      '会社選択',
    ]);
    expect(within(nav).getByRole('link', { name: '会社選択' }).closest('li')).toHaveClass('nav-danger');
    await app.user.click(within(nav).getByRole('button', { name: '管理者のみの機能' }));
    expect(app.alerts).toEqual(['管理者権限の人にのみ表示中の機能です。']);
  });

  it('marks the current entry and signs out from the menu', async () => {
    signedInAs(server, { corporations: 1 });
    const app = await renderApp('/facilities');
    const nav = await menu();
    expect(within(nav).getByRole('link', { name: '施設一覧' })).toHaveAttribute('aria-current', 'page');
    await app.user.click(within(nav).getByRole('button', { name: 'ログアウト' }));
    await screen.findByRole('heading', { name: 'ログイン' });
    expect(app.redirects).toEqual(['/sign_in']);
    expect(localStorage.getItem('petpass.bearer')).toBeNull();
  });
});

describe('header, breadcrumb, title, footer', () => {
  it('builds the breadcrumb and the titles from the route', async () => {
    signedInAs(server, { corporations: 1, abilities: { canEditMembers: true } });
    await renderApp('/settings/members/edit');
    const crumbs = await screen.findByRole('navigation', { name: 'パンくずリスト' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['トップページ', '設定一覧', 'サブアカウント']);
    // Without ?email= the page adds a sub-account, and is titled as its form.
    expect(await screen.findByRole('heading', { level: 1, name: 'サブアカウントを追加' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('サブアカウントを追加 | ペットパス 管理画面'));
  });

  it.each([
    ['/coupons/no-such-coupon', [], ['クーポン一覧', '/coupons']],
    ['/ticket-sources/no-such-source', ['canEditTicketSource'], ['チケット設定一覧', '/ticket-sources']],
    ['/ticket-payments/no-such-payment', ['canEditTicketSource'], ['チケット設定一覧', '/ticket-sources']],
  ] as const)('links the breadcrumb of %s back to its list', async (path, abilities, [label, href]) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the record does not exist: a logged 404
    signedInAs(server, { corporations: 1, abilities: [...abilities] });
    await renderApp(path);
    const crumbs = await screen.findByRole('navigation', { name: 'パンくずリスト' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['トップページ', '/'],
      [label, href],
    ]);
    expect(within(crumbs).queryByText((_, node) => node?.getAttribute('aria-current') === 'page')).toBeNull();
  });

  it('has the four footer links, © 2022, and no chat spacer without a chat embed', async () => {
    signedInAs(server, { corporations: 1 });
    await renderApp('/dashboard');
    const footer = await screen.findByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['会社概要', '利用規約', 'プライバシーポリシー', 'よくある質問']);
    // Development with the debug sign-in on (this test run): the provider's sites on their dev. host.
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      'https://dev.petpass.example.jp/company',
      'https://dev.petpass.example.jp/terms',
      'https://dev.petpass.example.jp/privacy',
      'https://dev.petpass.example.jp/faq',
    ]);
    for (const link of within(footer).getAllByRole('link')) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByText('© 2022')).toBeVisible();
    expect(screen.queryByTestId('chat-spacer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'チャットで問い合わせる' })).toBeNull();
  });

  it('shows the chosen corporation in the top bar', async () => {
    const { corporations } = signedInAs(server, { corporations: 1 });
    await renderApp('/dashboard');
    expect(await screen.findByText(corporations[0]!.name)).toBeVisible();
  });
});

describe('guards (the access rules)', () => {
  it('sends a signed-out user to /sign_in', async () => {
    const app = await renderApp('/coupons');
    await screen.findByRole('heading', { name: 'ログイン' });
    expect(app.path()).toBe('/sign_in');
  });

  it('refuses an ability-gated screen typed directly', async () => {
    signedInAs(server, { corporations: 1 });
    await renderApp('/ticket-sources');
    expect(await screen.findByRole('alert')).toHaveTextContent('このページを表示する権限がありません');
    expect(screen.queryByRole('heading', { level: 1, name: 'チケット設定一覧' })).toBeVisible();
  });

  it('sends every navigation to /maintenance while maintenance is on, and back when it is off', async () => {
    signedInAs(server, { corporations: 1 });
    const app = await renderApp('/facilities', { maintenance: true });
    await screen.findByRole('heading', { name: 'ただいまメンテナンス中です' });
    expect(app.path()).toBe('/maintenance');
    app.session.send({ type: 'session.maintenanceChanged', on: false });
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
  });

  it('follows a chain of redirects: /maintenance (off) → / → /sign_in when signed out', async () => {
    const app = await renderApp('/maintenance');
    await screen.findByRole('heading', { name: 'ログイン' });
    expect(app.path()).toBe('/sign_in');
  });

  it('shows the 404 page for unknown routes', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByText('This page could not be found')).toBeVisible();
  });

  it("shows '404 Not Found' on /error?statusCode=404 and 'An error occurred' otherwise", async () => {
    signedInAs(server, { corporations: 1 });
    const first = await renderApp('/error?statusCode=404');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');
    first.unmount();
    await renderApp('/error?statusCode=500&message=boom');
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeVisible();
    expect(screen.getByText('boom')).toBeVisible();
  });

  it('redirects / to the dashboard', async () => {
    signedInAs(server, { corporations: 1 });
    const app = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    expect(app.path()).toBe('/dashboard');
  });

  it('asks /api/me again for a navigation once the last answer is no longer fresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      signedInAs(server, { corporations: 1 });
      const app = await renderApp('/dashboard');
      await screen.findByRole('heading', { level: 1, name: 'トップページ' });
      const calls = vi.fn();
      // A call sent early (src/api/early-answers.ts) names its absolute URL.
      server.pretender.handledRequest = (verb: string, path: string) => calls(`${verb} ${new URL(path, 'http://localhost').pathname}`);
      act(() => vi.advanceTimersByTime(PROFILE_FRESH_MS));
      act(() => app.navigate('/settings/help'));
      await screen.findByRole('heading', { level: 1, name: 'ヘルプ' });
      expect(calls).toHaveBeenCalledWith('GET /api/me');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('text from the server', () => {
  it('renders markup in a corporation name as text', async () => {
    const { corporations } = signedInAs(server, { corporations: 1 });
    coreTables(server.db).corporations.update(corporations[0]!.id, { name: '<img src=x onerror="alert(1)">株式会社テスト' });
    await renderApp('/dashboard');
    expect(await screen.findByText('<img src=x onerror="alert(1)">株式会社テスト')).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
