import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { couponMessages as m } from '@/messages/coupons';
import { ja } from '@/messages/ja';
import { common } from '@/messages/common';
import { expectShownOnce } from '@tests/harness/assertions';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { answerFacilities, insertCoupon, storedCoupons } from './coupon-fixtures';

// The journeys go back to the list from a coupon.
beforeAll(() => preloadScreens('/coupons', '/coupons/c'));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
  answerFacilities(server);
});
afterEach(() => server.shutdown());

const editor = () => signedInAs(server, { abilities: ['canEditCoupon'] });
const stored = (id: string) => storedCoupons(server).find((row) => row.id === id)!;
const dialog = () => screen.getByRole('dialog');

describe('/coupons/{id} details and editing', () => {
  it("shows the fields in the product's formats", async () => {
    const { corporations } = editor();
    const coupon = insertCoupon(server, corporations[0]!.id, { title: '詳細のクーポン', facilityIds: ['fac-1'], requiredVisits: 7, issuableCount: 4 });
    await renderApp(`/coupons/${coupon.id}`);
    expect(await screen.findByRole('heading', { name: /詳細のクーポン/ })).toBeVisible();
    expect(screen.getByText('2030年4月1日 〜 2030年6月30日')).toBeVisible();
    expect(screen.getByText('7回')).toBeVisible();
    expect(screen.getByText('4枚')).toBeVisible();
    expect(await screen.findByText('ドッグカフェ しっぽ')).toBeVisible();
  });

  it('edits in place: what reached the server is what was typed, and the details show it', async () => {
    const { corporations } = editor();
    const coupon = insertCoupon(server, corporations[0]!.id, { title: '編集前', status: 'published', facilityIds: ['fac-1'] });
    const app = await renderApp(`/coupons/${coupon.id}`);
    await app.user.click(await screen.findByRole('button', { name: m.detail.edit }));
    const f = screen.getByRole('form', { name: m.form.save });
    expect(within(f).getByText(m.form.publishedNotice)).toBeVisible();
    expect(within(f).getByLabelText(/^開始日/)).toHaveValue('2030-04-01');
    expect(within(f).getByLabelText(/^終了日/)).toHaveValue('2030-06-30');
    expect(await within(f).findByRole('checkbox', { name: 'ドッグカフェ しっぽ' })).toBeChecked();
    const title = within(f).getByLabelText(/^タイトル/);
    await app.user.clear(title);
    await app.user.type(title, '編集後のタイトル');
    await app.user.selectOptions(within(f).getByLabelText(/^必要な来店回数/), '12回');
    await app.user.click(within(f).getByRole('checkbox', { name: 'ドッグカフェ しっぽ' }));
    await app.user.click(within(f).getByRole('checkbox', { name: 'わんわんランド 那須' }));
    await app.user.click(within(f).getByRole('button', { name: m.form.save }));

    await waitFor(() => expect(screen.queryByRole('form', { name: m.form.save })).toBeNull());
    expect(stored(coupon.id)).toMatchObject({
      title: '編集後のタイトル',
      requiredVisits: 12,
      facilityIds: ['fac-2'],
      status: 'published',
      endAt: '2030-06-30T23:59:59+09:00',
    });
    expect(screen.getByRole('heading', { name: /編集後のタイトル/ })).toBeVisible();
    expect(screen.getByText('12回')).toBeVisible();
  });

  it('keeps the edits and shows why when the server refuses the update', async () => {
    const { corporations } = editor();
    const coupon = insertCoupon(server, corporations[0]!.id, { title: '元のタイトル' });
    server.post('/api/corporations/:cid/coupons/:id', () => new Response(422, {}, { displayMessage: m.server.facilityUnknown }));
    const app = await renderApp(`/coupons/${coupon.id}`);
    await app.user.click(await screen.findByRole('button', { name: m.detail.edit }));
    const title = within(screen.getByRole('form', { name: m.form.save })).getByLabelText(/^タイトル/);
    await app.user.clear(title);
    await app.user.type(title, '保存できない変更');
    await app.user.click(screen.getByRole('button', { name: m.form.save }));
    await expectShownOnce(`${ja.failurePrefix}${m.server.facilityUnknown}`);
    const f = screen.getByRole('form', { name: m.form.save });
    expect(within(f).getByLabelText(/^タイトル/)).toHaveValue('保存できない変更');
    expect(stored(coupon.id).title).toBe('元のタイトル');
  });

  it('answers 404 for a coupon of another corporation', async () => {
    editor();
    const other = insertCoupon(server, 'another-corporation', { title: '他社' });
    const app = await renderApp(`/coupons/${other.id}`);
    // Not a failure a reload could fix: what happened and the way back to the list.
    expect(await screen.findByRole('heading', { name: common.recordNotFound.heading })).toBeVisible();
    expect(screen.getByText(m.server.notFound)).toBeVisible();
    expect(screen.queryByText(new RegExp(ja.failurePrefix))).toBeNull();
    expect(screen.queryByRole('button', { name: ja.retry })).toBeNull();
    const notFound = screen.getByRole('region', { name: common.recordNotFound.heading });
    await app.user.click(within(notFound).getByRole('link', { name: common.recordNotFound.back(ja.titles.coupons) }));
    expect(app.path()).toBe('/coupons');
  });
});

describe('status changes (life cycle draft → published ⇄ stopped)', () => {
  it('publishes a draft after a confirmation that says what customers get', async () => {
    const { corporations } = editor();
    const coupon = insertCoupon(server, corporations[0]!.id, { status: 'draft' });
    const app = await renderApp(`/coupons/${coupon.id}`);
    await app.user.click(await screen.findByRole('button', { name: m.actions.publish }));
    expect(screen.queryByRole('button', { name: m.actions.stop })).toBeNull();
    expect(within(dialog()).getByRole('heading', { name: m.confirm.publish.title })).toBeVisible();
    expect(within(dialog()).getByText(m.confirm.publish.body)).toBeVisible();
    expect(m.confirm.publish.body).toContain('公開すると、対象施設でチェックインしたお客さまにクーポンのスタンプが貯まり始めます。');
    await app.user.click(within(dialog()).getByRole('button', { name: m.actions.publish }));

    expect(await screen.findByRole('button', { name: m.actions.stop })).toBeVisible();
    expect(stored(coupon.id).status).toBe('published');
    expect(stored(coupon.id).publishedAt).toMatch(/\+09:00$/);
    expect(screen.queryByRole('button', { name: m.actions.publish })).toBeNull();
    expect(within(screen.getByRole('heading', { name: new RegExp(coupon.title) })).getByText(m.status.published)).toBeVisible();
  });

  it('stops a published coupon, and cancelling changes nothing', async () => {
    const { corporations } = editor();
    const coupon = insertCoupon(server, corporations[0]!.id, { status: 'published' });
    const app = await renderApp(`/coupons/${coupon.id}`);
    await app.user.click(await screen.findByRole('button', { name: m.actions.stop }));
    expect(within(dialog()).getByText(m.confirm.stop.body)).toBeVisible();
    await app.user.click(within(dialog()).getByRole('button', { name: 'キャンセル' }));
    expect(stored(coupon.id).status).toBe('published');

    await app.user.click(screen.getByRole('button', { name: m.actions.stop }));
    await app.user.click(within(dialog()).getByRole('button', { name: m.actions.stop }));
    expect(await screen.findByRole('button', { name: m.actions.resume })).toBeVisible();
    expect(stored(coupon.id).status).toBe('stopped');
  });

  it('resumes a stopped coupon', async () => {
    const { corporations } = editor();
    const coupon = insertCoupon(server, corporations[0]!.id, { status: 'stopped' });
    const app = await renderApp(`/coupons/${coupon.id}`);
    await app.user.click(await screen.findByRole('button', { name: m.actions.resume }));
    expect(within(dialog()).getByText(m.confirm.resume.body)).toBeVisible();
    await app.user.click(within(dialog()).getByRole('button', { name: m.actions.resume }));
    expect(await screen.findByRole('button', { name: m.actions.stop })).toBeVisible();
    expect(stored(coupon.id).status).toBe('published');
  });

  it('offers no status change on an expired coupon and says why', async () => {
    const { corporations } = editor();
    const coupon = insertCoupon(server, corporations[0]!.id, { status: 'published', startAt: '2025-01-01T00:00:00+09:00', endAt: '2025-02-01T23:59:59+09:00' });
    await renderApp(`/coupons/${coupon.id}`);
    expect(await screen.findByText(m.detail.expiredNote)).toBeVisible();
    for (const action of Object.values(m.actions)) expect(screen.queryByRole('button', { name: action })).toBeNull();
    expect(screen.getByRole('button', { name: m.detail.edit })).toBeVisible();
  });

  it("shows the server's refusal (409) and keeps the status", async () => {
    const { corporations } = editor();
    const coupon = insertCoupon(server, corporations[0]!.id, { status: 'draft' });
    const app = await renderApp(`/coupons/${coupon.id}`);
    const publish = await screen.findByRole('button', { name: m.actions.publish });
    // The server has the last word (e.g. another user changed the coupon meanwhile).
    server.post(
      '/api/corporations/:cid/coupons/:id/status',
      () => new Response(409, {}, { displayMessage: m.server.transitionNotAllowed('停止中', '下書き') }),
    );
    await app.user.click(publish);
    await app.user.click(within(dialog()).getByRole('button', { name: m.actions.publish }));
    await expectShownOnce(`${ja.failurePrefix}${m.server.transitionNotAllowed('停止中', '下書き')}`);
    expect(stored(coupon.id).status).toBe('draft');
    expect(screen.getByRole('button', { name: m.actions.publish })).toBeVisible();
  });
});

describe('without canEditCoupon (read-only)', () => {
  it('lists coupons without the create button', async () => {
    const { corporations } = signedInAs(server, { abilities: [] });
    insertCoupon(server, corporations[0]!.id, { title: '閲覧用クーポン', status: 'published' });
    await renderApp('/coupons');
    expect(await screen.findByRole('link', { name: '閲覧用クーポン' })).toBeVisible();
    expect(screen.getByText(m.list.readOnly)).toBeVisible();
    expect(screen.queryByRole('link', { name: m.list.create })).toBeNull();
  });

  it('shows the details without edit or status buttons', async () => {
    const { corporations } = signedInAs(server, { abilities: [] });
    const coupon = insertCoupon(server, corporations[0]!.id, { title: '閲覧用クーポン', status: 'published' });
    await renderApp(`/coupons/${coupon.id}`);
    expect(await screen.findByRole('heading', { name: /閲覧用クーポン/ })).toBeVisible();
    expect(screen.getByText('ドリンク1杯無料')).toBeVisible();
    expect(screen.queryByRole('button', { name: m.detail.edit })).toBeNull();
    for (const action of Object.values(m.actions)) expect(screen.queryByRole('button', { name: action })).toBeNull();
  });

  it('refuses /coupons/new', async () => {
    signedInAs(server, { abilities: [] });
    await renderApp('/coupons/new');
    expect(await screen.findByRole('heading', { name: ja.forbidden.heading })).toBeVisible();
    expect(screen.queryByRole('form', { name: m.form.create })).toBeNull();
  });
});
