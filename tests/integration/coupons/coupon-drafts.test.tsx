import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { couponTable } from '@mirage/routes/coupons-table';
import { couponMessages as m } from '@/messages/coupons';
import { common } from '@/messages/common';
import { ja } from '@/messages/ja';
import {
  colleagueOf,
  debugSignIn,
  discardButton,
  draftHolds,
  draftOffer,
  expireSession,
  restoreButton,
  signInAgain,
  signOutFromMenu,
  storedDrafts,
} from '@tests/harness/drafts';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer, type RenderedApp } from '@tests/harness/render-app';
import type { TestAccount } from '@tests/harness/mirage-accounts';
import { answerFacilities, enter, insertCoupon } from './coupon-fixtures';

// After the sign-in again, the app lands on the dashboard or back on the coupon screens.
beforeAll(() => preloadScreens('/dashboard', '/coupons/new', '/coupons/c'));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
  answerFacilities(server);
});
afterEach(() => server.shutdown());

const title = () => screen.getByLabelText(/^タイトル/);

async function typeTitle(app: RenderedApp, text: string) {
  await enter(app, await screen.findByLabelText(/^タイトル/), text);
  await draftHolds(text);
}

/** A new coupon's title and benefit typed, then the session ends. */
async function typeNewCouponAndExpire(account: TestAccount) {
  const app = await renderApp('/coupons/new');
  await typeTitle(app, TITLE);
  await enter(app, screen.getByLabelText(/^特典内容/), '無添加おやつ1袋');
  await draftHolds('無添加おやつ1袋');
  await expireSession(app, server, account);
  return app;
}
const TITLE = '401のあとも残るクーポン';

describe('a coupon being created', () => {
  it('comes back to its person after the session expired: on its screen, offered, restored only on 復元', async () => {
    const account = signedInAs(server, { abilities: ['canEditCoupon'] });
    const first = await typeNewCouponAndExpire(account);

    const app = await signInAgain(first, account.account.email);
    await draftOffer();
    expect(app.path()).toBe('/coupons/new');
    // Nothing is restored before the person says so.
    expect(title()).toHaveValue('');
    await app.user.click(restoreButton());
    expect(title()).toHaveValue(TITLE);
    expect(screen.getByLabelText(/^特典内容/)).toHaveValue('無添加おやつ1袋');
    expect(screen.queryByText(common.drafts.offer)).toBeNull();
  });

  it('破棄 forgets the draft: the form stays empty and nothing is kept', async () => {
    const account = signedInAs(server, { abilities: ['canEditCoupon'] });
    const first = await typeNewCouponAndExpire(account);

    const app = await signInAgain(first, account.account.email);
    await draftOffer();
    await app.user.click(discardButton());
    expect(title()).toHaveValue('');
    expect(screen.queryByText(common.drafts.offer)).toBeNull();
    expect(storedDrafts()).toEqual([]);
  });

  it('is never offered to another person signing in on the same browser, nor are they taken to its screen', async () => {
    const account = signedInAs(server, { abilities: ['canEditCoupon'] });
    const colleague = colleagueOf(server, account);
    const first = await typeNewCouponAndExpire(account);

    const app = await signInAgain(first, colleague.account.email);
    await screen.findByRole('heading', { level: 1, name: ja.titles.dashboard });
    expect(app.path()).toBe('/dashboard');
    app.navigate('/coupons/new');
    await screen.findByLabelText(/^タイトル/);
    expect(screen.queryByText(common.drafts.offer)).toBeNull();
    expect(title()).toHaveValue('');
  });

  it('is forgotten by an explicit sign-out: nothing kept, the next sign-in lands on the dashboard', async () => {
    const account = signedInAs(server, { abilities: ['canEditCoupon'] });
    const first = await renderApp('/coupons/new');
    await typeTitle(first, 'ログアウトで消えるクーポン');
    await signOutFromMenu(first);
    expect(storedDrafts()).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('petpass.') && key !== 'petpass.demoSettings')).toEqual([]);

    first.unmount();
    const app = await renderApp('/sign_in');
    await screen.findByRole('heading', { name: ja.signIn.heading });
    expect(screen.queryByText(ja.signIn.expired)).toBeNull();
    await debugSignIn(app, account.account.email);
    await screen.findByRole('heading', { level: 1, name: ja.titles.dashboard });
  });
});

describe('a coupon being edited', () => {
  it('opens its form with the offer, and says so when the coupon changed on the server after the draft began', async () => {
    const account = signedInAs(server, { abilities: ['canEditCoupon'] });
    const coupon = insertCoupon(server, account.corporations[0]!.id, { title: '元のタイトル', updatedAt: '2026-01-01T10:00:00+09:00' });
    const first = await renderApp(`/coupons/${coupon.id}`);
    await first.user.click(await screen.findByRole('button', { name: m.detail.edit }));
    await first.user.clear(title());
    await typeTitle(first, '編集中のタイトル');
    await expireSession(first, server, account);
    // Someone else changes the coupon meanwhile.
    couponTable(server.db).update(coupon.id, { title: '別の人が変えたタイトル', updatedAt: '2026-02-03T14:05:00+09:00' });

    const app = await signInAgain(first, account.account.email);
    await draftOffer();
    expect(app.path()).toBe(`/coupons/${coupon.id}`);
    expect(screen.getByText(common.drafts.changedLater('2026-02-03 14:05'))).toBeVisible();
    expect(title()).toHaveValue('別の人が変えたタイトル');
    await app.user.click(restoreButton());
    expect(title()).toHaveValue('編集中のタイトル');
    await app.user.click(screen.getByRole('button', { name: m.form.save }));
    await waitFor(() => expect(couponTable(server.db).find(coupon.id)?.title).toBe('編集中のタイトル'));
    await waitFor(() => expect(storedDrafts()).toEqual([]));
  });

  it('offers a draft of an unchanged coupon without the notice', async () => {
    const account = signedInAs(server, { abilities: ['canEditCoupon'] });
    const coupon = insertCoupon(server, account.corporations[0]!.id);
    const first = await renderApp(`/coupons/${coupon.id}`);
    await first.user.click(await screen.findByRole('button', { name: m.detail.edit }));
    await typeTitle(first, '（追記）');
    await expireSession(first, server, account);

    await signInAgain(first, account.account.email);
    await draftOffer();
    expect(screen.queryByText(/入力を始めたあとに/)).toBeNull();
  });
});
