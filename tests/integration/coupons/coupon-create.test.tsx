import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { couponMessages as m } from '@/messages/coupons';
import { ja } from '@/messages/ja';
import { common } from '@/messages/common';
import { uploadMessages } from '@/messages/upload';
import { expectShownOnce } from '@tests/harness/assertions';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { answerFacilities, enter, fillCoupon, storedCoupons } from './coupon-fixtures';
import { holdUploads } from '@tests/harness/held-uploads';

// The journeys go on to the detail page (and back to the list).
beforeAll(() => preloadScreens('/coupons', '/coupons/new', '/coupons/c'));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
  answerFacilities(server);
});
afterEach(() => server.shutdown());

const form = () => screen.getByRole('form', { name: m.form.create });

describe('/coupons/new', () => {
  it('creates a draft with what was typed and shows it on its detail page', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCoupon'] });
    const app = await renderApp('/coupons/new');
    await fillCoupon(app);
    await app.user.click(within(form()).getByRole('button', { name: m.form.create }));

    await screen.findByRole('heading', { level: 1, name: ja.titles.coupon });
    const [stored] = storedCoupons(server);
    expect(storedCoupons(server)).toHaveLength(1);
    expect(stored).toMatchObject({
      corporationId: corporations[0]!.id,
      title: '5回来店でおやつプレゼント',
      benefit: '無添加おやつ1袋',
      description: 'ドッグランのご利用5回で進呈します。',
      requiredVisits: 5,
      issuableCount: 3,
      facilityIds: ['fac-2'],
      image: null,
      startAt: '2030-04-01T00:00:00+09:00',
      endAt: '2030-06-30T23:59:59+09:00',
      status: 'draft',
      publishedAt: null,
    });
    expect(app.path()).toBe(`/coupons/${stored!.id}`);
    expect(await screen.findByRole('heading', { name: /5回来店でおやつプレゼント/ })).toBeVisible();
    expect(screen.getByText('2030年4月1日 〜 2030年6月30日')).toBeVisible();
    expect(screen.getByText('わんわんランド 那須')).toBeVisible();
    expect(screen.getByRole('button', { name: m.actions.publish })).toBeVisible();
  });

  it('saves, and opens the new coupon, when the facility list could not be loaded (for every facility)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.get('/api/corporations/:cid/facilities/', () => new Response(503, {}, { displayMessage: '通信障害が発生しました。' }));
    signedInAs(server, { abilities: ['canEditCoupon'] });
    const app = await renderApp('/coupons/new');
    const f = await screen.findByRole('form', { name: m.form.create });
    expect(await within(f).findByText(new RegExp(m.facilitiesLoadFailed))).toBeVisible();
    await enter(app, within(f).getByLabelText(/^タイトル/), '施設を選べないクーポン');
    await enter(app, within(f).getByLabelText(/^特典内容/), 'おやつ1袋');
    await app.user.selectOptions(within(f).getByLabelText(/^必要な来店回数/), '3回');
    fireEvent.change(within(f).getByLabelText(/^開始日/), { target: { value: '2030-04-01' } });
    fireEvent.change(within(f).getByLabelText(/^終了日/), { target: { value: '2030-06-30' } });
    await app.user.click(within(f).getByRole('button', { name: m.form.create }));

    // The save ends with its own answer: the coupon's page, whatever the facility list did.
    expect(await screen.findByRole('heading', { name: /施設を選べないクーポン/ })).toBeVisible();
    expect(storedCoupons(server)).toEqual([expect.objectContaining({ title: '施設を選べないクーポン', facilityIds: [] })]);
    expect(app.path()).toBe(`/coupons/${storedCoupons(server)[0]!.id}`);
  });

  it('shows Japanese messages for what is missing or wrong and sends nothing', async () => {
    signedInAs(server, { abilities: ['canEditCoupon'] });
    const app = await renderApp('/coupons/new');
    const f = await screen.findByRole('form', { name: m.form.create });
    fireEvent.change(within(f).getByLabelText(/^開始日/), { target: { value: '2030-06-01' } });
    fireEvent.change(within(f).getByLabelText(/^終了日/), { target: { value: '2030-05-01' } });
    await app.user.click(within(f).getByRole('button', { name: m.form.create }));

    expect(await within(f).findByText(m.validation.titleRequired)).toBeVisible();
    expect(within(f).getByText(m.validation.benefitRequired)).toBeVisible();
    expect(within(f).getByText(m.validation.requiredVisits)).toBeVisible();
    expect(within(f).getByText(m.validation.endBeforeStart)).toBeVisible();
    expect(within(f).getByText(common.formInvalid)).toBeVisible();
    expect(within(f).getByLabelText(/^タイトル/)).toHaveAttribute('aria-invalid', 'true');
    expect(storedCoupons(server)).toHaveLength(0);
    expect(app.path()).toBe('/coupons/new');
  });

  it("keeps every field and shows the server's displayMessage when the save is refused", async () => {
    signedInAs(server, { abilities: ['canEditCoupon'] });
    server.post('/api/corporations/:cid/coupons', () => new Response(422, {}, { displayMessage: 'タイトルが他のクーポンと重複しています。' }));
    const app = await renderApp('/coupons/new');
    await fillCoupon(app);
    await app.user.click(within(form()).getByRole('button', { name: m.form.create }));

    await expectShownOnce(`${ja.failurePrefix}タイトルが他のクーポンと重複しています。`);
    const f = form();
    expect(within(f).getByLabelText(/^タイトル/)).toHaveValue('5回来店でおやつプレゼント');
    expect(within(f).getByLabelText(/^特典内容/)).toHaveValue('無添加おやつ1袋');
    expect(within(f).getByLabelText(/^必要な来店回数/)).toHaveValue('5');
    expect(within(f).getByLabelText(/^1匹あたりの発行上限/)).toHaveValue('3');
    expect(within(f).getByLabelText(/^開始日/)).toHaveValue('2030-04-01');
    expect(within(f).getByLabelText(/^終了日/)).toHaveValue('2030-06-30');
    expect(within(f).getByRole('checkbox', { name: 'わんわんランド 那須' })).toBeChecked();
    expect(within(f).getByLabelText(/^説明/)).toHaveValue('ドッグランのご利用5回で進呈します。');
    expect(app.path()).toBe('/coupons/new');
    expect(storedCoupons(server)).toHaveLength(0);
  });

  it('asks before leaving with unsaved input, and stays when the user says no', async () => {
    signedInAs(server, { abilities: ['canEditCoupon'] });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const app = await renderApp('/coupons/new');
    const f = await screen.findByRole('form', { name: m.form.create });
    await app.user.type(within(f).getByLabelText(/^タイトル/), '書きかけ');
    await app.user.click(within(f).getByRole('button', { name: m.form.cancel }));
    expect(confirm).toHaveBeenCalledWith(ja.unsavedChanges);
    expect(app.path()).toBe('/coupons/new');
    expect(within(form()).getByLabelText(/^タイトル/)).toHaveValue('書きかけ');
  });

  it('treats no target facility as every facility', async () => {
    signedInAs(server, { abilities: ['canEditCoupon'] });
    const app = await renderApp('/coupons/new');
    const f = await screen.findByRole('form', { name: m.form.create });
    await app.user.type(within(f).getByLabelText(/^タイトル/), '全施設クーポン');
    await app.user.type(within(f).getByLabelText(/^特典内容/), 'ステッカー');
    await app.user.selectOptions(within(f).getByLabelText(/^必要な来店回数/), '50回');
    fireEvent.change(within(f).getByLabelText(/^開始日/), { target: { value: '2030-01-01' } });
    fireEvent.change(within(f).getByLabelText(/^終了日/), { target: { value: '2030-01-01' } });
    await app.user.click(within(f).getByRole('button', { name: m.form.create }));
    await screen.findByRole('heading', { name: /全施設クーポン/ });
    expect(storedCoupons(server)[0]).toMatchObject({ facilityIds: [], requiredVisits: 50, issuableCount: 1 });
    expect(screen.getByText(m.fields.allFacilities)).toBeVisible();
  });

  it('offers required visits 1..50 and issuable counts 1..10', async () => {
    signedInAs(server, { abilities: ['canEditCoupon'] });
    await renderApp('/coupons/new');
    const f = await screen.findByRole('form', { name: m.form.create });
    const visits = within(within(f).getByLabelText(/^必要な来店回数/))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    const issuable = within(within(f).getByLabelText(/^1匹あたりの発行上限/))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(visits).toEqual(['', ...Array.from({ length: 50 }, (_, i) => String(i + 1))]);
    expect(issuable).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 1)));
    await waitFor(() => expect(within(f).getByRole('checkbox', { name: 'ドッグカフェ しっぽ' })).not.toBeChecked());
  });

  it('uploads one image through the upload pipeline and saves it with the coupon', async () => {
    signedInAs(server, { abilities: ['canEditCoupon'] });
    const app = await renderApp('/coupons/new');
    await fillCoupon(app);
    const group = within(form()).getByRole('group', { name: m.fields.image });
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'coupon.png', { type: 'image/png' });
    await app.user.upload(within(group).getByLabelText(uploadMessages.add), png);
    await within(group).findByRole('img', { name: uploadMessages.imageAlt(1) });
    expect(within(group).getByLabelText(uploadMessages.add)).toBeDisabled();
    await app.user.click(within(form()).getByRole('button', { name: m.form.create }));

    await screen.findByRole('heading', { name: /5回来店でおやつプレゼント/ });
    const [asset] = server.db.assets as unknown as { id: string; dataUrl: string }[];
    expect(storedCoupons(server)[0]!.image).toMatchObject({ id: asset!.id });
    expect(screen.getByRole('img', { name: m.fields.image })).toHaveAttribute('src', storedCoupons(server)[0]!.image!.thumbnailUrl);
  });
  it('saving while the image is still uploading waits, says so, and stores the image with the coupon, as a facility does', async () => {
    signedInAs(server, { abilities: ['canEditCoupon'] });
    const release = holdUploads(server);
    const app = await renderApp('/coupons/new');
    await fillCoupon(app);
    const group = within(form()).getByRole('group', { name: m.fields.image });
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'slow.png', { type: 'image/png' });
    await app.user.upload(within(group).getByLabelText(uploadMessages.add), png);
    await app.user.click(within(form()).getByRole('button', { name: m.form.create }));
    expect(await screen.findByText(uploadMessages.waitingBeforeSave)).toBeInTheDocument();
    expect(storedCoupons(server)).toHaveLength(0);

    release();
    await screen.findByRole('heading', { name: /5回来店でおやつプレゼント/ });
    const [asset] = server.db.assets as unknown as { id: string }[];
    expect(storedCoupons(server)).toHaveLength(1);
    expect(storedCoupons(server)[0]!.image).toMatchObject({ id: asset!.id });
  });
});
