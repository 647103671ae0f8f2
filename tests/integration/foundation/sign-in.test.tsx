import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Response } from 'miragejs';
import type { AppServer } from '@mirage/routes/define-routes';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';
import { expectShownOnce } from '@tests/harness/assertions';
import { coreTables, toCorporation } from '@mirage/models/core';
import { findSignedInAccount } from '@mirage/routes/auth-guard';
import { mailAddressMemory } from '@/session/identity/identity';
import { renderApp, signedInAs, startTestServer, type RenderedApp } from '@tests/harness/render-app';

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

async function debugSignIn(app: RenderedApp, email: string) {
  const form = (await screen.findByRole('heading', { name: 'デバッグログイン' })).closest('form') as HTMLFormElement;
  await app.user.type(within(form).getByLabelText(/メールアドレス/), email);
  await app.user.click(within(form).getByRole('button', { name: 'デバッグログイン' }));
}

describe('sign-in', () => {
  it('signs in with one corporation and lands on the dashboard with the bearer stored', async () => {
    const { account } = createTestAccount(server, { corporations: 1 });
    const app = await renderApp('/sign_in');
    await debugSignIn(app, account.email);
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    expect(app.path()).toBe('/dashboard');
    expect(localStorage.getItem('petpass.bearer')).toBeTruthy();
    expect(localStorage.getItem('petpass.corporationId')).toBe(account.corporationIds[0]);
    expect(document.title).toBe('トップページ | ペットパス 管理画面');
  });

  it('accepts an address typed in full-width characters', async () => {
    const { account } = createTestAccount(server, { corporations: 1, email: 'zenkaku@test.example.jp' });
    const app = await renderApp('/sign_in');
    await debugSignIn(app, 'ｚｅｎｋａｋｕ＠ｔｅｓｔ．ｅｘａｍｐｌｅ．ｊｐ');
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    expect(account.email).toBe('zenkaku@test.example.jp');
  });

  it('sends a user with several corporations to the choice, then to the dashboard', async () => {
    const { account, corporations } = createTestAccount(server, { corporations: 3 });
    const app = await renderApp('/sign_in');
    await debugSignIn(app, account.email);
    await screen.findByRole('heading', { name: '会社を選択してください' });
    expect(app.path()).toBe('/select_corporation');
    await app.user.click(screen.getByRole('button', { name: corporations[1]!.name }));
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    expect(localStorage.getItem('petpass.corporationId')).toBe(corporations[1]!.id);
  });

  it('signs a user with no corporation out to /no_regist', async () => {
    const { account } = createTestAccount(server, { corporations: 0 });
    const app = await renderApp('/sign_in');
    await debugSignIn(app, account.email);
    await screen.findByRole('heading', { name: 'ご登録が確認できませんでした' });
    expect(app.redirects).toEqual(['/no_regist']);
    expect(localStorage.getItem('petpass.bearer')).toBeNull();
  });

  it('alerts the server displayMessage when sign-in is refused', async () => {
    const app = await renderApp('/sign_in');
    await debugSignIn(app, 'unknown@test.example.jp');
    await waitFor(() => expect(app.alerts).toHaveLength(1));
    expect(app.alerts[0]).not.toMatch(/ログインに失敗しました/);
    expect(app.path()).toBe('/sign_in');
  });

  it("alerts 'Cant extract bearer' with the login failure text when the header is missing", async () => {
    const { account } = createTestAccount(server, { corporations: 1 });
    server.post('/api/sign_in', () => new Response(200, {}, {}));
    const app = await renderApp('/sign_in');
    await debugSignIn(app, account.email);
    await waitFor(() => expect(app.alerts).toHaveLength(1));
    expect(app.alerts[0]).toContain('ログインに失敗しました。ログインに使用したメールアドレスをご確認ください。');
    expect(app.alerts[0]).toContain('Cant extract bearer');
  });

  it('shows a Japanese message and keeps what was typed for an invalid address', async () => {
    const app = await renderApp('/sign_in');
    const form = (await screen.findByRole('heading', { name: 'デバッグログイン' })).closest('form') as HTMLFormElement;
    const input = within(form).getByLabelText(/メールアドレス/);
    await app.user.type(input, 'not-an-address');
    await app.user.click(within(form).getByRole('button', { name: 'デバッグログイン' }));
    expect(await within(form).findByText('メールアドレスの形式が正しくありません。')).toBeVisible();
    expect(input).toHaveValue('not-an-address');
  });
});

describe('mail link', () => {
  it('reports where the mail went, then completes on /sign_in_token/{token}', async () => {
    const { account } = createTestAccount(server, { corporations: 1 });
    const app = await renderApp('/sign_in');
    const form = (await screen.findByRole('heading', { name: 'メールでログインリンクを受け取る' })).closest('form') as HTMLFormElement;
    await app.user.type(within(form).getByLabelText('メールアドレス'), account.email);
    await app.user.click(within(form).getByRole('button', { name: 'ログインリンクを送信' }));
    expect(await within(form).findByText(new RegExp(`${account.email} 宛にログイン用のリンクを送信しました`))).toBeVisible();
    const mail = coreTables(server.db).mails.where({ to: account.email })[0]!;
    app.unmount();

    const link = await renderApp(mail.link);
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    expect(link.path()).toBe('/dashboard');
  });

  it("shows the server's displayMessage when the request is refused, once (inline, no alert)", async () => {
    const app = await renderApp('/sign_in');
    const form = (await screen.findByRole('heading', { name: 'メールでログインリンクを受け取る' })).closest('form') as HTMLFormElement;
    await app.user.type(within(form).getByLabelText('メールアドレス'), 'nobody-here@test.example.jp');
    await app.user.click(within(form).getByRole('button', { name: 'ログインリンクを送信' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('このメールアドレスは登録されていません。');
    await expectShownOnce('このメールアドレスは登録されていません。');
    expect(app.alerts).toEqual([]);
  });

  it('a link that no longer works is said once (the alert); the page only says where to go', async () => {
    const { account } = createTestAccount(server, { corporations: 1 });
    mailAddressMemory.remember(account.email);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await renderApp('/sign_in_token/used-or-expired');
    expect(await screen.findByText('ログインを完了できませんでした。')).toBeVisible();
    expect(app.alerts).toEqual(['ログインリンクが無効か、期限切れです。']);
    expect(screen.queryByText('ログインリンクが無効か、期限切れです。')).toBeNull();
    expect(screen.getByRole('link', { name: 'ログイン画面へ戻る' })).toHaveAttribute('href', '/sign_in');
  });

  it("shows '予期しないエラーが発生しました。' plus the message when the server says nothing", async () => {
    server.post('/api/sign_in/mail', () => new Response(500, {}, {}));
    const app = await renderApp('/sign_in');
    const form = (await screen.findByRole('heading', { name: 'メールでログインリンクを受け取る' })).closest('form') as HTMLFormElement;
    await app.user.type(within(form).getByLabelText('メールアドレス'), 'a@test.example.jp');
    await app.user.click(within(form).getByRole('button', { name: 'ログインリンクを送信' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('予期しないエラーが発生しました。 サーバーがエラーを返しました（500）。');
  });
});

describe('session on reload', () => {
  it('signs out on a 401 anywhere and clears the stored session', async () => {
    signedInAs(server, { corporations: 1 });
    coreTables(server.db).sessions.remove();
    const app = await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'ログイン' });
    expect(app.redirects).toEqual(['/sign_in']);
    expect(localStorage.getItem('petpass.bearer')).toBeNull();
    expect(localStorage.getItem('petpass.corporationId')).toBeNull();
  });

  it('clears a stored corporation the account can no longer reach (its 404), goes to / and leads to the choice', async () => {
    const { account, corporations } = signedInAs(server, { corporations: 3 });
    coreTables(server.db).accounts.update(account.id, { corporationIds: corporations.slice(1).map((c) => c.id) });
    const app = await renderApp('/facilities');
    await screen.findByRole('heading', { name: '会社を選択してください' });
    expect(localStorage.getItem('petpass.corporationId')).toBeNull();
    expect(app.navigations).toContain('/');
    expect(screen.getAllByRole('button', { name: /テスト株式会社/ })).toHaveLength(2);
  });

  it('takes the corporation from the listing: no GET of it on the way in', async () => {
    const { corporations } = signedInAs(server, { corporations: 2 });
    const calls: string[] = [];
    server.pretender.handledRequest = (verb: string, path: string) => void calls.push(`${verb} ${path}`);
    await renderApp('/dashboard');
    expect(await screen.findByText(corporations[0]!.name)).toBeVisible();
    expect(calls.filter((call) => call === `GET /api/corporations/${corporations[0]!.id}`)).toEqual([]);
  });
});

describe('a failed corporation listing', () => {
  it('is a failure the user can retry, logged, never "not registered"', async () => {
    signedInAs(server, { corporations: 1 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failures = 1;
    server.get('/api/corporations', (schema, request) => {
      if (failures-- > 0) return new Response(500, {}, { displayMessage: 'ただいま混み合っています。' });
      const tables = coreTables(schema.db);
      return { corporations: tables.corporations.find(findSignedInAccount(tables, request)!.corporationIds).map(toCorporation) };
    });
    const app = await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: '会社の一覧を読み込めませんでした。' })).toBeVisible();
    await expectShownOnce('失敗しました： ただいま混み合っています。');
    expect(screen.queryByText('ご登録が確認できませんでした')).toBeNull();
    expect(app.redirects).toEqual([]);
    expect(localStorage.getItem('petpass.bearer')).toBeTruthy();
    expect(errors.mock.calls.some(([where]) => where === '[session] listCorporations')).toBe(true);

    await app.user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'トップページ' })).toBeVisible();
  });

  it('after a sign-in too: the retry is offered on the sign-in page', async () => {
    const { account } = createTestAccount(server, { corporations: 1 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.get('/api/corporations', () => new Response(503, {}, {}));
    const app = await renderApp('/sign_in');
    await debugSignIn(app, account.email);
    expect(await screen.findByRole('heading', { name: '会社の一覧を読み込めませんでした。' })).toBeVisible();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeEnabled();
    expect(app.redirects).toEqual([]);
  });

  it('only a successful empty listing means "not registered" (/no_regist)', async () => {
    signedInAs(server, { corporations: 0 });
    const app = await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'ご登録が確認できませんでした' });
    expect(app.redirects).toEqual(['/no_regist']);
  });
});

describe('never stranded on the sign-in page', () => {
  it('a bookmarked /sign_in with a session but no corporation chosen leads back to the choice, buttons enabled', async () => {
    const { corporations } = signedInAs(server, { corporations: 3, chooseCorporation: false });
    const app = await renderApp('/sign_in');
    await screen.findByRole('heading', { name: '会社を選択してください' });
    expect(app.path()).toBe('/select_corporation');
    expect(screen.queryByText('ログインしています…')).toBeNull();
    const choice = screen.getByRole('button', { name: corporations[2]!.name });
    expect(choice).toBeEnabled();
    await app.user.click(choice);
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    expect(localStorage.getItem('petpass.corporationId')).toBe(corporations[2]!.id);
  });

  it('a mail link opened in that state does not hang either', async () => {
    signedInAs(server, { corporations: 2, chooseCorporation: false });
    const app = await renderApp('/sign_in_token/some-token');
    await screen.findByRole('heading', { name: '会社を選択してください' });
    expect(app.path()).toBe('/select_corporation');
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeEnabled();
  });
});

describe('sign-out (docs/api.md)', () => {
  it('asks the server to forget the bearer, which then stops working', async () => {
    const { bearer } = signedInAs(server, { corporations: 1 });
    const app = await renderApp('/dashboard');
    const calls: string[] = [];
    server.pretender.handledRequest = (verb: string, path: string) => void calls.push(`${verb} ${path}`);
    await app.user.click(await screen.findByRole('button', { name: 'ログアウト' }));
    await screen.findByRole('heading', { name: 'ログイン' });
    expect(calls).toContain('POST /api/sign_out');
    expect(coreTables(server.db).sessions.findBy({ token: bearer })).toBeNull();
    expect((await callMirage('GET', '/api/me', { bearer })).status).toBe(401);
    expect(app.redirects).toEqual(['/sign_in']);
  });

  it('signs out all the same when the call fails (logged)', async () => {
    signedInAs(server, { corporations: 1 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.post('/api/sign_out', () => new Response(500, {}, {}));
    const app = await renderApp('/dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'ログアウト' }));
    await screen.findByRole('heading', { name: 'ログイン' });
    expect(localStorage.getItem('petpass.bearer')).toBeNull();
    expect(errors.mock.calls.some(([where]) => where === '[session] revokeSession')).toBe(true);
  });
});
