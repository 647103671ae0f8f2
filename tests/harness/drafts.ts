import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { coreTables } from '@mirage/models/core';
import { createTestAccount, type TestAccount } from '@tests/harness/mirage-accounts';
import { fetchMe } from '@/api/auth';
import { queryClient } from '@/lib/query-client';
import { common } from '@/messages/common';
import { ja } from '@/messages/ja';
import { shellMessages } from '@/messages/shell';
import { renderApp, type RenderedApp } from './render-app';

/**
 * The drafts' journey of every form (docs/decisions.md "Drafts and the next route"): what is kept
 * while typing, the session ended by the backend, a sign-in again on the page the full redirect
 * opens, the offer of 復元 / 破棄.
 */
const DRAFT_PREFIX = 'petpass.draft.';

/** The drafts kept in this browser, as stored (JSON text). */
export const storedDrafts = () =>
  Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '')
    .filter((key) => key.startsWith(DRAFT_PREFIX))
    .map((key) => localStorage.getItem(key) ?? '');

/** Waits until a kept draft holds `text`: writes follow typing by a moment; the test waits for the storage, never a clock. */
export async function draftHolds(text: string) {
  await waitFor(() => expect(storedDrafts().some((draft) => draft.includes(text))).toBe(true));
}

/**
 * The backend ends the person's session (their bearer is refused from now on), and the console's
 * next call answers 401: by default one through the app's own client (as a refresh of the profile
 * would), or `call` (a save pressed). The console signs out and redirects to /sign_in.
 */
export async function expireSession(app: RenderedApp, server: AppServer, account: TestAccount, call?: () => Promise<unknown>) {
  coreTables(server.db).sessions.remove({ token: account.bearer });
  await act(() => (call ?? (() => fetchMe().catch(() => undefined)))());
  await waitFor(() => expect(app.redirects).toContain('/sign_in'));
}

/**
 * The page the sign-out's full redirect opens (a new app on /sign_in, reading only storage), which
 * says why the person is there, and a sign-in on it as `email` (another account of the same
 * corporation when `email` is not `account`'s: `createTestAccount` adds one).
 */
export async function signInAgain(previous: RenderedApp, email: string): Promise<RenderedApp> {
  previous.unmount();
  queryClient.clear();
  const app = await renderApp('/sign_in');
  await screen.findByText(ja.signIn.expired);
  await debugSignIn(app, email);
  return app;
}

/** The debug sign-in of the sign-in page, as `email`. */
export async function debugSignIn(app: RenderedApp, email: string) {
  const form = screen.getByText(ja.signIn.debugHeading, { selector: 'h2' }).closest('form') as HTMLFormElement;
  await app.user.click(within(form).getByLabelText(/メールアドレス/));
  await app.user.paste(email);
  await app.user.click(within(form).getByText(ja.signIn.debugSubmit, { selector: 'button' }));
}

/** A colleague with an account of their own in the same corporations. */
export function colleagueOf(server: AppServer, account: TestAccount, email = 'colleague@test.example.jp'): TestAccount {
  const colleague = createTestAccount(server, { email, abilities: account.account.ability });
  coreTables(server.db).accounts.update(colleague.account.id, { corporationIds: account.account.corporationIds });
  return colleague;
}

/** The offer of a kept draft, once the form is on screen. */
export const draftOffer = () => screen.findByText(common.drafts.offer);
export const restoreButton = () => screen.getByRole('button', { name: common.drafts.restore });
export const discardButton = () => screen.getByRole('button', { name: common.drafts.discard });

/** ログアウト from the menu, agreeing to leave the form with unsaved changes. */
export async function signOutFromMenu(app: RenderedApp) {
  vi.spyOn(window, 'confirm').mockReturnValue(true);
  const nav = await screen.findByRole('navigation', { name: shellMessages.menu.mainNav });
  await app.user.click(within(nav).getByRole('button', { name: shellMessages.menu.signOut }));
  await waitFor(() => expect(app.redirects).toContain('/sign_in'));
}
