import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Response } from 'miragejs';
import type { AppServer } from '@mirage/routes/define-routes';
import { createTestAccount } from '@mirage/testing';
import { coreTables } from '@mirage/models/core';
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

describe('sign-in (SPEC §4 Session, DECISIONS §4)', () => {
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

describe('mail link (SPEC §7, §8)', () => {
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

  it("shows the server's displayMessage when the request is refused", async () => {
    const app = await renderApp('/sign_in');
    const form = (await screen.findByRole('heading', { name: 'メールでログインリンクを受け取る' })).closest('form') as HTMLFormElement;
    await app.user.type(within(form).getByLabelText('メールアドレス'), 'nobody-here@test.example.jp');
    await app.user.click(within(form).getByRole('button', { name: 'ログインリンクを送信' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('このメールアドレスは登録されていません。');
  });

  it("shows '予期しないエラーが発生しました。' plus the message when the server says nothing", async () => {
    server.post('/api/sign_in/mail', () => new Response(500, {}, {}));
    const app = await renderApp('/sign_in');
    const form = (await screen.findByRole('heading', { name: 'メールでログインリンクを受け取る' })).closest('form') as HTMLFormElement;
    await app.user.type(within(form).getByLabelText('メールアドレス'), 'a@test.example.jp');
    await app.user.click(within(form).getByRole('button', { name: 'ログインリンクを送信' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^予期しないエラーが発生しました。 HTTP 500/);
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

  it('clears a corporation that answers 404 and leads to the choice', async () => {
    const { corporations } = signedInAs(server, { corporations: 2 });
    server.get('/api/corporations/:id', () => new Response(404, {}, { displayMessage: '見つかりません' }));
    const app = await renderApp('/facilities');
    await screen.findByRole('heading', { name: '会社を選択してください' });
    expect(localStorage.getItem('petpass.corporationId')).toBeNull();
    expect(app.navigations).toContain('/');
    expect(corporations).toHaveLength(2);
  });
});
