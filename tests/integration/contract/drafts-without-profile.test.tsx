import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { findSignedInAccount, unauthorized } from '@mirage/routes/auth-guard';
import { coreTables } from '@mirage/models/core';
import { createTestAccount, type TestAccount } from '@tests/harness/mirage-accounts';
import { common } from '@/messages/common';
import { ja } from '@/messages/ja';
import { colleagueOf, debugSignIn, draftHolds, draftOffer, expireSession, restoreButton, signInAgain } from '@tests/harness/drafts';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, startTestServer } from '@tests/harness/render-app';

/**
 * A backend written from docs/api.md answers /api/me with {ability} only: the person whose drafts
 * these are is then who the sign-in's ID token named (docs/decisions.md "Drafts and the next route").
 */
beforeAll(() => preloadScreens('/dashboard', '/settings/corporation'));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
  server.get('/api/me', (_schema, request) => {
    const account = findSignedInAccount(coreTables(server.db), request);
    return account ? { ability: account.ability } : unauthorized();
  });
});
afterEach(() => server.shutdown());

/** Signs in as `account` (debug sign-in), types a company name, and the session ends. */
async function typeThenExpire(account: TestAccount) {
  const first = await renderApp('/sign_in');
  await debugSignIn(first, account.account.email);
  await screen.findByRole('heading', { level: 1, name: ja.titles.dashboard });
  first.navigate('/settings/corporation');
  const name = await screen.findByLabelText(/^会社名/);
  await first.user.clear(name);
  await first.user.paste('プロフィールのない会社');
  await draftHolds('プロフィールのない会社');
  await expireSession(first, server, { ...account, bearer: localStorage.getItem('petpass.bearer')! });
  return first;
}

it('keeps a draft for no one but the person the ID token named', async () => {
  const account = createTestAccount(server, { abilities: ['canEditCorporation'] });
  const colleague = colleagueOf(server, account);
  const other = await signInAgain(await typeThenExpire(account), colleague.account.email);
  await screen.findByRole('heading', { level: 1, name: ja.titles.dashboard });
  other.navigate('/settings/corporation');
  await screen.findByLabelText(/^会社名/);
  expect(screen.queryByText(common.drafts.offer)).toBeNull();
});

it('gives the draft back to the same person the ID token names, on their screen', async () => {
  const account = createTestAccount(server, { abilities: ['canEditCorporation'] });
  const app = await signInAgain(await typeThenExpire(account), account.account.email);
  await draftOffer();
  expect(app.path()).toBe('/settings/corporation');
  await app.user.click(restoreButton());
  expect(screen.getByLabelText(/^会社名/)).toHaveValue('プロフィールのない会社');
});
