import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { couponMessages as m } from '@/messages/coupons';
import { ja } from '@/messages/ja';
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
  it('shows a visited list at once when the user comes back', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCoupon'] });
    const coupon = insertCoupon(server, corporations[0]!.id, { title: 'キャッシュのクーポン', status: 'published' });
    const app = await renderApp('/coupons');
    await app.user.click(await screen.findByRole('link', { name: 'キャッシュのクーポン' }));
    await screen.findByRole('button', { name: m.actions.stop });
    expect(app.path()).toBe(`/coupons/${coupon.id}`);
    act(() => app.navigate('/coupons'));
    // From the cache, before any answer.
    expect(within(rowOf('キャッシュのクーポン')).getByText(m.status.published)).toBeVisible();
  });

  it('after the user’s own change, a failed reload of the list is said in its place, never the list as it was', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCoupon'] });
    insertCoupon(server, corporations[0]!.id, { title: 'キャッシュのクーポン', status: 'published' });
    const app = await renderApp('/coupons');
    await app.user.click(await screen.findByRole('link', { name: 'キャッシュのクーポン' }));
    await app.user.click(await screen.findByRole('button', { name: m.actions.stop }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: m.actions.stop }));
    await screen.findByText(m.confirm.stop.done);
    let listCalls = 0;
    server.get('/api/corporations/:cid/coupons', () => {
      listCalls += 1;
      return new Response(500, {}, { displayMessage: '一覧を読み込めませんでした。' });
    });
    act(() => app.navigate('/coupons'));
    expect(await screen.findByText(/一覧を読み込めませんでした。/)).toBeVisible();
    expect(screen.getByRole('button', { name: ja.retry })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'キャッシュのクーポン' })).toBeNull();
    expect(listCalls).toBe(1);
  });
});
