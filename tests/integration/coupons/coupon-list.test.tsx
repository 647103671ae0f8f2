import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { couponMessages as m } from '@/messages/coupons';
import { ja } from '@/messages/ja';
import { common } from '@/messages/common';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { insertCoupon } from './coupon-fixtures';

// The journeys open a coupon from the list and come back.
beforeAll(() => preloadScreens('/coupons', '/coupons/c'));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr') as HTMLElement;

describe('/coupons list', () => {
  it('shows every coupon with its status badge, period (YYYY/MM/DD) and visits; expired is derived from the end date', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCoupon'] });
    const cid = corporations[0]!.id;
    insertCoupon(server, cid, { title: '下書きのクーポン', status: 'draft' });
    insertCoupon(server, cid, { title: '公開中のクーポン', status: 'published', requiredVisits: 10 });
    insertCoupon(server, cid, { title: '停止中のクーポン', status: 'stopped' });
    insertCoupon(server, cid, { title: '終わったクーポン', status: 'published', startAt: '2025-01-01T00:00:00+09:00', endAt: '2025-03-31T23:59:59+09:00' });
    insertCoupon(server, 'another-corporation', { title: '他社のクーポン', status: 'published' });

    await renderApp('/coupons');
    await screen.findByRole('link', { name: '公開中のクーポン' });
    expect(within(rowOf('下書きのクーポン')).getByText(m.status.draft)).toBeVisible();
    expect(within(rowOf('公開中のクーポン')).getByText(m.status.published)).toBeVisible();
    expect(within(rowOf('公開中のクーポン')).getByText('10回')).toBeVisible();
    expect(within(rowOf('停止中のクーポン')).getByText(m.status.stopped)).toBeVisible();
    expect(within(rowOf('終わったクーポン')).getByText(m.status.expired)).toBeVisible();
    expect(within(rowOf('終わったクーポン')).getByText('2025/01/01 〜 2025/03/31')).toBeVisible();
    expect(screen.queryByText('他社のクーポン')).toBeNull();
    expect(screen.getByText('4件')).toBeVisible();
    expect(screen.getByRole('link', { name: m.list.create })).toHaveAttribute('href', '/coupons/new');
  });

  it('filters by status through the URL query', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCoupon'] });
    const cid = corporations[0]!.id;
    insertCoupon(server, cid, { title: '下書きのクーポン', status: 'draft' });
    insertCoupon(server, cid, { title: '停止中のクーポン', status: 'stopped' });
    const app = await renderApp('/coupons');
    await screen.findByRole('link', { name: '停止中のクーポン' });

    await app.user.selectOptions(screen.getByLabelText(m.list.statusFilter), m.status.stopped);
    await waitFor(() => expect(screen.queryByRole('link', { name: '下書きのクーポン' })).toBeNull());
    expect(screen.getByRole('link', { name: '停止中のクーポン' })).toBeVisible();
    expect(app.path()).toBe('/coupons?status=stopped');
    app.unmount();

    await renderApp('/coupons?status=published');
    expect(await screen.findByText(m.list.emptyFiltered)).toBeVisible();
    expect(screen.getByLabelText(m.list.statusFilter)).toHaveValue('published');
  });

  it('shows the empty state', async () => {
    signedInAs(server, { abilities: ['canEditCoupon'] });
    await renderApp('/coupons');
    expect(await screen.findByText(m.list.empty)).toBeVisible();
  });

  it("shows the server's message and a retry when the list fails, then recovers", async () => {
    signedInAs(server, { abilities: ['canEditCoupon'] });
    server.get('/api/corporations/:cid/coupons', () => new Response(500, {}, { displayMessage: '一覧を取得できませんでした。' }));
    const app = await renderApp('/coupons');
    expect(await screen.findByText(`${ja.failurePrefix}一覧を取得できませんでした。`)).toBeVisible();
    server.get('/api/corporations/:cid/coupons', () => ({ data: [] }));
    await app.user.click(screen.getByRole('button', { name: ja.retry }));
    expect(await screen.findByText(m.list.empty)).toBeVisible();
  });
});

describe('/coupons from the cache (TanStack Query)', () => {
  async function stopFromDetail(title: string) {
    const { corporations } = signedInAs(server, { abilities: ['canEditCoupon'] });
    const coupon = insertCoupon(server, corporations[0]!.id, { title, status: 'published' });
    const app = await renderApp('/coupons');
    await app.user.click(await screen.findByRole('link', { name: title }));
    await app.user.click(await screen.findByRole('button', { name: m.actions.stop }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: m.actions.stop }));
    await screen.findByText(m.confirm.stop.done);
    expect(app.path()).toBe(`/coupons/${coupon.id}`);
    return app;
  }

  it('shows a visited list at once when the user comes back, then the change made meanwhile', async () => {
    const app = await stopFromDetail('キャッシュのクーポン');
    act(() => app.navigate('/coupons'));
    // From the cache, before any answer: the row as it was, then refreshed (the stop invalidated it).
    expect(screen.getByRole('link', { name: 'キャッシュのクーポン' })).toBeVisible();
    await waitFor(() => expect(within(rowOf('キャッシュのクーポン')).getByText(m.status.stopped)).toBeVisible());
  });

  it('keeps the cached list when its refresh fails, and says so', async () => {
    const app = await stopFromDetail('キャッシュのクーポン');
    let listCalls = 0;
    server.get('/api/corporations/:cid/coupons', () => {
      listCalls += 1;
      return new Response(500, {}, { displayMessage: '一覧を読み込めませんでした。' });
    });
    act(() => app.navigate('/coupons'));
    expect(screen.getByRole('link', { name: 'キャッシュのクーポン' })).toBeVisible();
    expect(await screen.findByText(common.refreshFailed)).toBeVisible();
    expect(listCalls).toBe(1);
    expect(within(rowOf('キャッシュのクーポン')).getByText(m.status.published)).toBeVisible();
  });
});
